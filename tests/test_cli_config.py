"""`codesift config` and `init` (cli_config.py) through real subprocesses."""
from __future__ import annotations

import json
import tomllib
from pathlib import Path

from codesift.config import OPTIONS

from conftest import assert_error


def test_config_prints_values_and_sources(run_cli, repo: Path) -> None:
    (repo / "codesift.toml").write_text("budget = 900\nlimit = 7\n")
    res = run_cli("config", "--root", str(repo), "--limit", "9",
                  env={"CODESIFT_DETAIL": "snippets"})
    assert res.code == 0, res.err
    lines = {ln.split(" = ")[0]: ln for ln in res.out.splitlines() if " = " in ln}
    assert set(lines) == {o.name for o in OPTIONS}
    assert lines["budget"].startswith("budget = 900") and f"file {repo / 'codesift.toml'}" in lines["budget"]
    assert lines["limit"].startswith("limit = 9") and lines["limit"].endswith("# flag")
    assert '"snippets"' in lines["detail"] and "env CODESIFT_DETAIL" in lines["detail"]
    assert lines["max_file_bytes"].endswith("# default")
    body = json.loads(run_cli("config", "--root", str(repo), "--json").out)
    assert body["settings"]["budget"] == {"value": 900, "source": f"file {repo / 'codesift.toml'}"}
    assert body["config_file"] == str(repo / "codesift.toml")
    assert body["ignored_env"] == []
    # What it prints is a codesift.toml: pasted into one, it means the same settings.
    (repo / "codesift.toml").write_text(res.out)
    again = json.loads(run_cli("config", "--root", str(repo), "--json").out)["settings"]
    assert {k: v["value"] for k, v in again.items()} == {
        **{k: v["value"] for k, v in body["settings"].items()}, "limit": 9, "detail": "snippets"}


def test_config_shows_the_index_directory_actually_used(run_cli, repo: Path,
                                                       tmp_path: Path) -> None:
    """`index_dir = ""` (JSON null) was what `config` showed by default, where status, index
    and search use a folder in the cache directory: the one setting a user asks `config`
    about to find their index showed nothing."""
    env = {"CODESIFT_INDEX_DIR": None}
    used = json.loads(run_cli("status", "--root", str(repo), "--json", env=env).out)["index_path"]
    assert used.startswith(str(tmp_path / "cache"))
    res = run_cli("config", "--root", str(repo), env=env)
    assert res.code == 0, res.err
    assert f"index_dir = {json.dumps(used)}    # default\n" in res.out
    body = json.loads(run_cli("config", "--root", str(repo), "--json", env=env).out)
    assert body["settings"]["index_dir"] == {"value": used, "source": "default"}
    flagged = json.loads(run_cli("config", "--root", str(repo), "--json",
                                 "--index-dir", str(tmp_path / "elsewhere")).out)
    assert flagged["settings"]["index_dir"] == {"value": str(tmp_path / "elsewhere"),
                                                "source": "flag"}


def test_config_names_codesift_variables_it_ignores(run_cli, repo: Path) -> None:
    # A misspelt variable changes nothing; `config` is where a user checks, so it says so.
    env = {"CODESIFT_BUDGT": "300", "CODESIFT_XYZZY": "1"}
    res = run_cli("config", "--root", str(repo), env=env)
    assert res.code == 0, res.err
    assert "# ignored: CODESIFT_BUDGT is not a codesift variable; did you mean CODESIFT_BUDGET?" in res.out
    assert "# ignored: CODESIFT_XYZZY is not a codesift variable\n" in res.out
    assert "budget = 1500    # default" in res.out
    body = json.loads(run_cli("config", "--root", str(repo), "--json", env=env).out)
    assert body["ignored_env"] == [{"name": "CODESIFT_BUDGT", "did_you_mean": "CODESIFT_BUDGET"},
                                   {"name": "CODESIFT_XYZZY", "did_you_mean": None}]


def test_config_does_not_call_variables_codesift_reads_ignored(run_cli, repo: Path) -> None:
    """`CODESIFT_DEBUG=1` (README: an INTERNAL error shows its traceback) and
    `CODESIFT_COMMIT_INTERVAL` are read; `config` listed CODESIFT_DEBUG as "ignored: not a
    codesift variable", telling the user who set it for a bug report that it did nothing."""
    env = {"CODESIFT_DEBUG": "1", "CODESIFT_COMMIT_INTERVAL": "1", "CODESIFT_ROOT": str(repo)}
    res = run_cli("config", "--root", str(repo), env=env)
    assert res.code == 0, res.err
    assert "ignored" not in res.out
    body = json.loads(run_cli("config", "--root", str(repo), "--json", env=env).out)
    assert body["ignored_env"] == []
    # A misspelling of it is still named, with the variable it was meant to be.
    body = json.loads(run_cli("config", "--root", str(repo), "--json",
                              env={"CODESIFT_DEBGU": "1"}).out)
    assert body["ignored_env"] == [{"name": "CODESIFT_DEBGU", "did_you_mean": "CODESIFT_DEBUG"}]


def test_init_writes_defaults_and_refuses_to_overwrite(run_cli, repo: Path) -> None:
    res = run_cli("init", "--root", str(repo))
    assert res.code == 0, res.err
    path = repo / "codesift.toml"
    text = path.read_text()
    assert text.startswith("#") and tomllib.loads(text)["budget"] == 1500
    shown = run_cli("config", "--root", str(repo), "--json")
    settings = json.loads(shown.out)["settings"]
    assert settings["budget"]["value"] == 1500 and settings["detail"]["value"] == "signatures"
    path.write_text(text + "\n# my edit\n")
    line = assert_error(run_cli("init", "--root", str(repo)), "CONFIG_EXISTS")
    assert str(path) in line
    assert path.read_text().endswith("# my edit\n")
    path.unlink()
    assert json.loads(run_cli("init", "--root", str(repo), "--json").out) == {"wrote": str(path)}


def test_init_never_writes_through_a_dangling_link(run_cli, repo: Path, tmp_path: Path) -> None:
    """A codesift.toml committed as a symlink to a missing file did not "exist", so `init`
    opened it for writing and created the file it leads to, outside the root."""
    target = tmp_path / "outside" / "planted.toml"
    target.parent.mkdir()
    (repo / "codesift.toml").symlink_to(target)
    line = assert_error(run_cli("init", "--root", str(repo)), "CONFIG_EXISTS")
    assert str(repo / "codesift.toml") in line
    assert not target.exists()


def test_init_does_not_shadow_a_pyproject_table_with_defaults(run_cli, repo: Path) -> None:
    """A codesift.toml is read instead of pyproject.toml's [tool.codesift]: `init` wrote one of
    defaults beside the table, and the budget and ignore patterns set there were gone, the
    ignored folder indexed again, without a word. It refuses, as for a codesift.toml."""
    (repo / "pyproject.toml").write_text('[project]\nname = "x"\n\n[tool.codesift]\n'
                                         'budget = 300\nignore = ["docs/**"]\n')
    line = assert_error(run_cli("init", "--root", str(repo)), "CONFIG_EXISTS")
    assert f"{repo / 'pyproject.toml'} holds a [tool.codesift] table" in line, line
    assert not (repo / "codesift.toml").exists()
    settings = json.loads(run_cli("config", "--root", str(repo), "--json").out)["settings"]
    assert settings["budget"]["value"] == 300 and settings["ignore"]["value"] == ["docs/**"]
    # A pyproject.toml without the table is no reason to refuse.
    (repo / "pyproject.toml").write_text('[project]\nname = "x"\n')
    assert run_cli("init", "--root", str(repo)).code == 0
