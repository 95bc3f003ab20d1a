"""The regex cache hands back the pattern ``re.compile`` makes, and a second process compiles
none of what the first stored."""
from __future__ import annotations

import importlib
import json
import marshal
import pkgutil
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import codesift
from codesift import regex_cache
from codesift.regex_cache import compiled


def _run(code: str, cache: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_CACHE_HOME=str(cache))
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          timeout=120)


@pytest.mark.parametrize("source, flags", [
    (r"(?P<name>\w+)=(\d+)", 0), (r"a b # spaced\n", re.VERBOSE), (rb"(?i)x+|y", 0),
    (r"^\s*$", re.M | re.IGNORECASE), (r"(?<![\w$])é(?![\w$])", re.S)])
def test_a_cached_pattern_is_the_one_re_compile_makes(source: str | bytes, flags: int) -> None:
    # Patterns are equal when their flags, text and compiled code are: the code is compared.
    made = compiled(source, flags)
    assert made == re.compile(source, flags)
    assert made.groupindex == re.compile(source, flags).groupindex
    assert compiled(source, flags) == made   # the second time, from the table


def test_every_module_level_pattern_of_codesift_is_what_re_compile_makes() -> None:
    # In this process they may come from a cache file an earlier run wrote: each must hold the
    # code this interpreter would compile for its text.
    modules = [importlib.import_module(info.name)
               for info in pkgutil.walk_packages(codesift.__path__, "codesift.")
               if not info.name.endswith("__main__")]
    patterns = [value for module in modules for value in vars(module).values()
                if isinstance(value, re.Pattern)]
    assert len(patterns) > 150
    for pattern in patterns:
        assert pattern == re.compile(pattern.pattern, pattern.flags), pattern.pattern


_COUNT_COMPILES = """
import json, sys
from codesift import regex_cache
fresh = []
real = regex_cache._compile
regex_cache._compile = lambda p, f: (fresh.append(p), real(p, f))[1]
from codesift.cli import main
status = main(["search", "session redirect", "--root", sys.argv[1]])
print(json.dumps({"status": status, "fresh": len(fresh), "table": len(regex_cache._table)}))
"""


def test_a_second_search_compiles_none_of_the_patterns_the_first_stored(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "sessions.py").write_text("def resolve_redirects(resp):\n    '''Follow a redirect.'''\n")
    code = _COUNT_COMPILES.replace("sys.argv[1]", repr(str(repo)))
    first, second = (_run(code, tmp_path / "cache") for _ in range(2))
    assert first.returncode == second.returncode == 0, first.stderr + second.stderr
    first_counts = json.loads(first.stdout.splitlines()[-1])
    second_counts = json.loads(second.stdout.splitlines()[-1])
    assert first_counts["status"] == second_counts["status"] == 0
    assert first_counts["fresh"] > 50
    assert second_counts["fresh"] == 0 and second_counts["table"] >= first_counts["fresh"]


def test_a_damaged_file_or_entry_is_compiled_afresh(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    path = _run("from codesift.regex_cache import cache_path; print(cache_path())", cache).stdout.strip()
    os.makedirs(os.path.dirname(path))
    check = ("import re\nfrom codesift.regex_cache import compiled\n"
             "assert compiled(r'(a)b+', 2) == re.compile(r'(a)b+', 2)\n")
    Path(path).write_bytes(b"\x00not marshal")
    assert _run(check, cache).returncode == 0
    assert (r"(a)b+", 2) in marshal.loads(Path(path).read_bytes())   # written anew
    # An entry the engine refuses (no such opcode) is compiled afresh, not raised.
    Path(path).write_bytes(marshal.dumps({(r"(a)b+", 2): marshal.dumps((2, [999999], 0, {}, (None,)))}))
    proc = _run(check, cache)
    assert proc.returncode == 0, proc.stderr


def test_the_file_of_the_layout_before_is_removed_once_the_new_one_is_written(
        tmp_path: Path) -> None:
    # Layout 1 held the table whole, in a file named without a layout: unread since layout 2.
    cache = tmp_path / "cache"
    path = _run("from codesift.regex_cache import cache_path; print(cache_path())", cache).stdout.strip()
    old = Path(path.replace("-2.marshal", ".marshal"))
    os.makedirs(os.path.dirname(path))
    old.write_bytes(marshal.dumps({}))
    assert _run("from codesift.regex_cache import compiled\ncompiled(r'(c)d+')\n", cache).returncode == 0
    assert Path(path).exists() and not old.exists()


def test_an_unwritable_cache_only_costs_time(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")   # a file where the cache folder would be: nothing can be written
    proc = _run("from codesift.regex_cache import compiled\nprint(compiled(r'x+').findall('axx'))",
                blocker / "cache")
    assert proc.returncode == 0 and proc.stdout.strip() == "['xx']" and not proc.stderr


def test_the_file_is_named_for_this_interpreter_and_engine() -> None:
    name = os.path.basename(regex_cache.cache_path())
    assert f"{sys.hexversion:x}" in name and str(regex_cache._sre.MAGIC) in name


def test_each_entry_is_read_only_when_its_pattern_is_asked_for(tmp_path: Path) -> None:
    # A search asks for ~110 of the ~600 patterns a cache holds once a build has run: reading
    # every entry's code list cost ~1.7 ms of each call. Each is kept marshalled on its own
    # (the file's layout 2, in its name); an unread one is never decoded, a damaged one is
    # compiled afresh when asked for.
    cache = tmp_path / "cache"
    path = _run("from codesift.regex_cache import cache_path; print(cache_path())", cache).stdout.strip()
    assert path.endswith(f"-{regex_cache.FORMAT}.marshal") and regex_cache.FORMAT == 2
    os.makedirs(os.path.dirname(path))
    entry = marshal.dumps(regex_cache._compile(r"(a)b+", 2)[1])
    Path(path).write_bytes(marshal.dumps({(r"(a)b+", 2): entry, ("unread", 0): b"\xffdamaged",
                                          ("broken", 0): b"\xffdamaged"}))
    check = ("import re, marshal\nfrom codesift import regex_cache as rc\n"
             "assert rc.compiled(r'(a)b+', 2) == re.compile(r'(a)b+', 2)\n"
             "assert rc.compiled('broken') == re.compile('broken')\n"
             "assert rc._table[('unread', 0)] == b'\\xffdamaged'\n"
             "assert all(isinstance(v, bytes) for v in rc._table.values())\n")
    proc = _run(check, cache)
    assert proc.returncode == 0, proc.stderr
    saved = marshal.loads(Path(path).read_bytes())
    assert saved[(r"(a)b+", 2)] == entry and saved[("unread", 0)] == b"\xffdamaged"
    assert marshal.loads(saved[("broken", 0)]) == regex_cache._compile("broken", 0)[1]


def test_a_file_grown_past_its_bound_keeps_what_the_process_used(tmp_path: Path) -> None:
    # Each release may leave patterns no process compiles any more: the file cannot grow
    # without end, nor be cut to one process's share while it is small.
    cache = tmp_path / "cache"
    path = _run("from codesift.regex_cache import cache_path; print(cache_path())", cache).stdout.strip()
    os.makedirs(os.path.dirname(path))
    old = {(f"old{i}", 0): marshal.dumps((32, [1], -1, {}, ())) for i in range(regex_cache.MAX_ENTRIES + 1)}
    Path(path).write_bytes(marshal.dumps(old))
    assert _run("from codesift.regex_cache import compiled\ncompiled(r'new+')", cache).returncode == 0
    assert set(marshal.loads(Path(path).read_bytes())) == {("new+", 0)}
    Path(path).write_bytes(marshal.dumps(dict(list(old.items())[:10])))
    assert _run("from codesift.regex_cache import compiled\ncompiled(r'new+')", cache).returncode == 0
    assert len(marshal.loads(Path(path).read_bytes())) == 11
