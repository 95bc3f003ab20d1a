"""Settings: flags > environment > file > defaults, from codesift.toml or [tool.codesift]; every
tunable settable by each layer; bad files and values are errors naming where; settings take effect.
"""
from __future__ import annotations

import json
import os
import tomllib
from pathlib import Path
from typing import Any

import pytest

from codesift import CodesiftError, Settings, load_settings, render_text
from codesift.config import OPTIONS, default_toml, env_name

from conftest import write_repo

# Three distinct valid values per option: as written in a file, in the environment, on a flag.
LAYERS: dict[str, tuple[Any, str, Any]] = {
    "budget": (800, "900", "1000"),
    "detail": ("snippets", "full", "signatures"),
    "limit": (5, "6", "7"),
    "refresh_budget": (1.5, "2.5", "3.5"),
    "min_refresh_interval": (0.5, "1.5", "9"),
    "max_file_bytes": (1000, "2000", "3000"),
    "ignore": (["a/**"], "b/**,bb", ["c/**"]),
    "languages": (["python"], "go", ["rust", "c"]),
    "index_dir": ("/tmp/idx-file", "/tmp/idx-env", "/tmp/idx-flag"),
    "field_weights": ({"name": 5}, "doc=3", "path=7"),
    "channel_weights": ({"bm25": 2}, "symbol=3", "bm25=4"),
}
EXPECTED: dict[str, tuple[Any, Any, Any]] = {
    "budget": (800, 900, 1000),
    "detail": ("snippets", "full", "signatures"),
    "limit": (5, 6, 7),
    "refresh_budget": (1.5, 2.5, 3.5),
    "min_refresh_interval": (0.5, 1.5, 9.0),
    "max_file_bytes": (1000, 2000, 3000),
    "ignore": (["a/**"], ["b/**", "bb"], ["c/**"]),
    "languages": (["python"], ["go"], ["rust", "c"]),
    "index_dir": ("/tmp/idx-file", "/tmp/idx-env", "/tmp/idx-flag"),
}


def toml_value(v: Any) -> str:
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {toml_value(x)}" for k, x in v.items()) + " }"
    return json.dumps(v)


def write_config(root: Path, values: dict[str, Any], pyproject: bool = False) -> Path:
    body = "\n".join(f"{k} = {toml_value(v)}" for k, v in values.items()) + "\n"
    if pyproject:
        path = root / "pyproject.toml"
        path.write_text('[project]\nname = "demo"\n\n[tool.codesift]\n' + body)
    else:
        path = root / "codesift.toml"
        path.write_text(body)
    return path


def test_every_option_has_a_layer_case() -> None:
    assert set(LAYERS) == {o.name for o in OPTIONS}


def test_defaults_when_nothing_is_set(tmp_path: Path) -> None:
    s = load_settings(str(tmp_path), env={})
    assert s.config_file is None
    assert set(s.source.values()) == {"default"}
    assert (s.budget, s.detail, s.limit, s.refresh_budget, s.min_refresh_interval,
            s.max_file_bytes) == (1500, "signatures", 20, 4.0, 0.5, 1_000_000)
    assert s.field_weights == {"name": 4.0, "container": 2.0, "signature": 2.0, "doc": 1.0,
                               "path": 1.0, "body": 1.0}
    assert s.channel_weights["bm25"] == 1.0 and s.channel_weights["symbol"] == 2.0
    # Settings() alone holds the same defaults, and no two instances share a list or table.
    bare = Settings()
    assert all(getattr(bare, o.name) == getattr(s, o.name) for o in OPTIONS)
    bare.ignore.append("x")
    bare.field_weights["name"] = 0.0
    assert Settings().ignore == [] and Settings().field_weights["name"] == 4.0
    assert load_settings(str(tmp_path), env={}).ignore == []


@pytest.mark.parametrize("pyproject", [False, True], ids=["codesift.toml", "pyproject"])
@pytest.mark.parametrize("name", sorted(LAYERS))
def test_each_layer_sets_each_option(tmp_path: Path, name: str, pyproject: bool) -> None:
    file_v, env_v, flag_v = LAYERS[name]
    path = write_config(tmp_path, {name: file_v}, pyproject=pyproject)
    var = env_name(name)

    only_file = load_settings(str(tmp_path), env={})
    with_env = load_settings(str(tmp_path), env={var: env_v})
    with_flag = load_settings(str(tmp_path), flags={name: flag_v}, env={var: env_v})
    assert only_file.source[name] == f"file {path}"
    assert with_env.source[name] == f"env {var}"
    assert with_flag.source[name] == "flag"
    assert only_file.config_file == str(path)
    if name in EXPECTED:
        assert [getattr(s, name) for s in (only_file, with_env, with_flag)] == list(EXPECTED[name])
    # Every other option is untouched.
    assert all(with_flag.source[o.name] == "default" for o in OPTIONS if o.name != name)


def test_weights_merge_across_layers(tmp_path: Path) -> None:
    write_config(tmp_path, {"field_weights": {"name": 5}})
    s = load_settings(str(tmp_path), flags={"field_weights": "path=7"},
                      env={"CODESIFT_FIELD_WEIGHTS": "doc=3"})
    assert s.field_weights == {"name": 5.0, "container": 2.0, "signature": 2.0, "doc": 3.0,
                               "path": 7.0, "body": 1.0}


def test_codesift_toml_wins_over_pyproject(tmp_path: Path) -> None:
    write_config(tmp_path, {"budget": 700}, pyproject=True)
    own = write_config(tmp_path, {"budget": 600})
    s = load_settings(str(tmp_path), env={})
    assert (s.budget, s.config_file) == (600, str(own))


def test_pyproject_without_table_is_no_config(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n[tool.black]\nline-length = 99\n')
    s = load_settings(str(tmp_path), env={})
    assert s.config_file is None and s.budget == 1500


def test_pyproject_that_never_names_codesift_is_not_parsed(tmp_path: Path) -> None:
    """Another tool's mistake in pyproject.toml is not codesift's to report."""
    (tmp_path / "pyproject.toml").write_text('[project\nname = "x"\n')
    assert load_settings(str(tmp_path), env={}).config_file is None
    (tmp_path / "pyproject.toml").write_text('[project\n[tool.codesift]\nlimit = 5\n')
    with pytest.raises(CodesiftError) as err:
        load_settings(str(tmp_path), env={})
    assert err.value.code == "INVALID_CONFIG" and "pyproject.toml" in err.value.message


def test_empty_environment_variable_counts_as_unset(tmp_path: Path) -> None:
    write_config(tmp_path, {"budget": 700})
    assert load_settings(str(tmp_path), env={"CODESIFT_BUDGET": ""}).budget == 700


def test_relative_index_dir_in_file_is_relative_to_the_root(tmp_path: Path) -> None:
    write_config(tmp_path, {"index_dir": ".cache/idx"})
    assert load_settings(str(tmp_path), env={}).index_dir == str(tmp_path / ".cache/idx")


# ---------------------------------------------------------------- errors name file, key, problem


@pytest.mark.parametrize("text, needles", [
    ("budget = \n", ["codesift.toml", "line 1"]),                         # malformed TOML
    ("budget = 'many'\n", ["codesift.toml", "'budget'", "whole number"]),
    ("budget = 1.5\n", ["'budget'", "whole number"]),
    ("budget = true\n", ["'budget'", "whole number"]),
    ("budget = 10\n", ["'budget'", "between 50 and 200000"]),
    ("limit = 101\n", ["'limit'", "between 1 and 100"]),
    ("detail = 'all'\n", ["'detail'", "signatures, snippets, full"]),
    ("refresh_budget = -1\n", ["'refresh_budget'", "between"]),
    ("ignore = 'x'\nlanguages = [1]\n", ["'languages'", "list of strings"]),
    ("languages = ['pythn']\n", ["'languages'", "unknown language 'pythn'"]),
    ("ignore = ['build/', '!']\n", ["'ignore'", "invalid gitignore pattern '!'"]),
    ("ignore = ['[z-a].py']\n", ["'ignore'", "invalid gitignore pattern '[z-a].py'"]),  # re.error
    ("field_weights = { nmae = 2 }\n", ["'field_weights'", "unknown key 'nmae'"]),
    ("channel_weights = { bm25 = 'x' }\n", ["'channel_weights'", "expected a number"]),
    ("index_dir = 3\n", ["'index_dir'", "expected a path"]),
    ("budgett = 900\n", ["unknown key 'budgett'"]),
])
def test_bad_file_is_an_error_naming_file_key_problem(tmp_path: Path, text: str,
                                                      needles: list[str]) -> None:
    (tmp_path / "codesift.toml").write_text(text)
    with pytest.raises(CodesiftError) as err:
        load_settings(str(tmp_path), env={})
    assert err.value.code == "INVALID_CONFIG"
    assert str(tmp_path / "codesift.toml") in err.value.message
    for needle in needles:
        assert needle in err.value.message
    assert "\n" not in err.value.message


def test_bad_pyproject_table(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool]\ncodesift = 3\n")
    with pytest.raises(CodesiftError) as err:
        load_settings(str(tmp_path), env={})
    assert err.value.code == "INVALID_CONFIG" and "[tool.codesift] must be a table" in err.value.message
    (tmp_path / "pyproject.toml").write_text("[tool.codesift]\nlimit = 0\n")
    with pytest.raises(CodesiftError) as err:
        load_settings(str(tmp_path), env={})
    assert "pyproject.toml" in err.value.message and "'limit'" in err.value.message


def test_bad_environment_value_names_the_variable(tmp_path: Path) -> None:
    with pytest.raises(CodesiftError) as err:
        load_settings(str(tmp_path), env={"CODESIFT_LIMIT": "lots"})
    assert err.value.code == "INVALID_CONFIG"
    assert "CODESIFT_LIMIT" in err.value.message and "whole number" in err.value.message


@pytest.mark.parametrize("name, value, code", [
    ("limit", "0", "INVALID_LIMIT"), ("limit", "x", "INVALID_LIMIT"),
    ("detail", "most", "INVALID_DETAIL"), ("budget", "3", "INVALID_BUDGET"),
    ("refresh_budget", "soon", "INVALID_ARGUMENT"), ("languages", ["cobol"], "INVALID_ARGUMENT"),
    ("field_weights", "name:4", "INVALID_ARGUMENT"),
    ("field_weights", "name=1,doc=2,name=3", "INVALID_ARGUMENT"),   # which one was meant?
])
def test_bad_flag_gets_its_code(tmp_path: Path, name: str, value: Any, code: str) -> None:
    with pytest.raises(CodesiftError) as err:
        load_settings(str(tmp_path), flags={name: value}, env={})
    assert err.value.code == code and f"--{name.replace('_', '-')}" in err.value.message


# ---------------------------------------------------------------- init's file


def test_default_toml_holds_every_default_with_comments(tmp_path: Path) -> None:
    text = default_toml()
    parsed = tomllib.loads(text)
    assert set(parsed) == {o.name for o in OPTIONS}
    for opt in OPTIONS:
        assert f"# {opt.help}" in text
    (tmp_path / "codesift.toml").write_text(text)
    s = load_settings(str(tmp_path), env={})
    defaults = Settings()
    for opt in OPTIONS:
        assert getattr(s, opt.name) == getattr(defaults, opt.name), opt.name


# ---------------------------------------------------------------- settings take effect


def test_file_languages_max_bytes_and_ignore_shape_the_index(tmp_path: Path, make_index) -> None:
    root = write_repo(tmp_path / "repo", git=True)
    padding = "".join(f"PAD_{i} = {i}  # padding line\n" for i in range(300))
    (root / "src/ratelimit/huge.py").write_text("def huge_function():\n    pass\n" + padding)
    write_config(root, {"languages": ["python", "markdown"], "max_file_bytes": 4000,
                        "ignore": ["tests/"]})
    ix = make_index(root)
    ix.refresh()
    langs = ix.status()["languages"]
    assert set(langs) == {"python", "markdown"}
    assert not any(h.path == "src/ratelimit/huge.py" for h in ix.search("huge_function").hits)
    wider = make_index(root, max_file_bytes="100000", min_refresh_interval="0")
    assert wider.search("huge_function").hits[0].path == (
        "src/ratelimit/huge.py")
    assert not any(h.path.startswith("tests/") for h in ix.search("TokenBucket", limit=100).hits)


def test_limit_budget_and_detail_from_the_environment(tmp_path: Path, make_index,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    root = write_repo(tmp_path / "repo")
    monkeypatch.setenv("CODESIFT_LIMIT", "2")
    monkeypatch.setenv("CODESIFT_DETAIL", "snippets")
    ix = make_index(root)
    result = ix.search("TokenBucket")
    assert len(result.hits) == 2
    s = ix.settings
    assert (s.detail, s.source["detail"]) == ("snippets", "env CODESIFT_DETAIL")
    assert "    class TokenBucket:" in render_text(result, budget=s.budget, detail=s.detail)


def test_field_weights_take_effect(tmp_path: Path, make_index) -> None:
    root = write_repo(tmp_path / "repo")
    assert make_index(root).search("exponential jitter").hits
    # With the doc and body fields weighted zero (and the whole-file channel, which reads
    # every word of a file, switched off), words that live only in a docstring find nothing.
    muted = make_index(root, field_weights="doc=0,body=0", channel_weights="file=0")
    assert muted.search("exponential jitter").hits == []


def test_refresh_budget_zero_never_refreshes(tmp_path: Path, make_index) -> None:
    root = write_repo(tmp_path / "repo")
    make_index(root).refresh()
    (root / "late.py").write_text("def arrived_late():\n    pass\n")
    frozen = make_index(root, refresh_budget="0")
    assert frozen.search("arrived_late").hits == []
    live = make_index(root, min_refresh_interval="0")
    assert [h.symbol for h in live.search("arrived_late").hits][:1] == ["arrived_late"]


def test_index_dir_from_file(tmp_path: Path, isolated_env: Path) -> None:
    from codesift import Index

    root = write_repo(tmp_path / "repo")
    write_config(root, {"index_dir": str(tmp_path / "elsewhere")})
    ix = Index(str(root))
    ix.refresh()
    ix.close()
    assert ix.path == str(tmp_path / "elsewhere")
    assert (tmp_path / "elsewhere" / "meta.json").is_file()
    assert not (isolated_env / "codesift").exists()
    assert not any(p.name.startswith(".codesift") for p in root.iterdir())
    assert os.listdir(root)  # the repository itself was left as it was


def test_readme_settings_table_states_the_real_defaults() -> None:
    """The README's settings table is what users read: its defaults must be the code's."""
    import re

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `(\w+)` \| ([^|]+) \|", readme, re.M))
    for opt in OPTIONS:
        assert opt.name in rows, f"README's settings table lacks {opt.name}"
        shown = rows[opt.name].strip().strip("`")
        if isinstance(opt.default, dict):
            pairs = dict(p.split("=") for p in shown.replace(" ", "").split(","))
            assert {k: float(v) for k, v in pairs.items()} == opt.default, opt.name
        elif isinstance(opt.default, (int, float)) and not isinstance(opt.default, bool):
            assert float(shown) == opt.default, opt.name


@pytest.mark.parametrize("name, value", [
    # Python's int() and float() take these; no one means them as a setting.
    ("CODESIFT_BUDGET", "1_000"), ("CODESIFT_LIMIT", "٣"), ("CODESIFT_LIMIT", "１０"),
    ("CODESIFT_REFRESH_BUDGET", "1_5"), ("CODESIFT_REFRESH_BUDGET", "٣"),
])
def test_numbers_are_written_in_ascii_digits(tmp_path: Path, name: str, value: str) -> None:
    with pytest.raises(CodesiftError) as err:
        load_settings(str(tmp_path), env={name: value})
    assert err.value.code == "INVALID_CONFIG" and name in err.value.message


def test_a_choice_is_any_case_as_a_kind_is(tmp_path: Path) -> None:
    assert load_settings(str(tmp_path), env={"CODESIFT_DETAIL": "FULL"}).detail == "full"
    assert load_settings(str(tmp_path), env={"CODESIFT_REFRESH_BUDGET": " 2.5 "}).refresh_budget == 2.5


@pytest.mark.timeout(180)
def test_a_config_file_that_is_no_regular_file_is_never_read(tmp_path: Path) -> None:
    """A repository can commit `codesift.toml` (or `pyproject.toml`) as a symlink to
    /dev/zero: reading it whole took all the memory there was (error[INTERNAL]: MemoryError,
    the machine's memory first), and a fifo of that name hung every command. Such a
    codesift.toml is INVALID_CONFIG; such a pyproject.toml is no config, as one that never
    names codesift is."""
    import resource
    import subprocess
    import sys

    root = write_repo(tmp_path / "repo", {"a.py": "def remember_milk():\n    pass\n"})
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")},
           "CODESIFT_INDEX_DIR": str(tmp_path / "index")}

    def search() -> subprocess.CompletedProcess[str]:
        cap = 4 << 30   # a failure stays a MemoryError here, not the machine's
        return subprocess.run([sys.executable, "-m", "codesift", "search", "remember_milk",
                               "--root", str(root)], env=env, capture_output=True, text=True,
                              timeout=60, preexec_fn=lambda: resource.setrlimit(
                                  resource.RLIMIT_AS, (cap, cap)))

    for make in (lambda p: p.symlink_to("/dev/zero"), lambda p: os.mkfifo(p)):
        own = root / "codesift.toml"
        make(own)
        res = search()
        assert res.returncode == 2, res.stderr
        assert res.stderr.startswith(f"codesift: error[INVALID_CONFIG]: {own}: not a regular "
                                     "file"), res.stderr
        own.unlink()
        make(root / "pyproject.toml")
        res = search()
        assert res.returncode == 0 and "remember_milk" in res.stdout, res.stderr
        (root / "pyproject.toml").unlink()
