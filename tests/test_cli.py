"""The ``codesift`` command through real subprocesses: exit codes, stdin, error codes, search,
related and outline (cli.py, cli_answers.py); `index`, `status` and `clean` are in
test_cli_index.py, `config` and `init` in test_cli_config.py."""
from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from codesift.errors import CodesiftError

from conftest import CliResult, assert_error, write_repo


# ---------------------------------------------------------------- search and exit codes


def test_search_exit_0_with_hits(run_cli, repo: Path) -> None:
    res = run_cli("search", "TokenBucket", "--root", str(repo), cwd=repo)
    assert res.code == 0, res.err
    assert res.out.splitlines()[0].startswith("src/ratelimit/bucket.py")
    assert "class TokenBucket" in res.out
    assert res.out.rstrip().splitlines()[-1].startswith('Next: read({"path": "src/ratelimit/bucket.py"')


def test_the_read_call_is_absolute_from_outside_the_root(run_cli, repo: Path, tmp_path: Path) -> None:
    """The reader opens a relative path where it runs: `--root ../gin` from `requests` said
    `read({"path": "Makefile"})`, which opened requests' own Makefile. Addresses stay
    repo-relative; the read call names the file whole when codesift runs outside the root."""
    def read_call(cwd: Path) -> dict:
        res = run_cli("search", "TokenBucket", "--root", str(repo), cwd=cwd)
        assert res.code == 0 and res.out.startswith("src/ratelimit/bucket.py"), res.err
        last = res.out.rstrip().splitlines()[-1]
        return json.loads(re.fullmatch(r"Next: read\((\{.*\})\) for TokenBucket", last)[1])

    # A file of the same name where the reader runs, which the relative path would open.
    elsewhere = write_repo(tmp_path / "elsewhere", {"src/ratelimit/bucket.py": "OTHER = 1\n"})
    call = read_call(elsewhere)
    assert call["path"] == os.path.join(os.path.realpath(repo), "src/ratelimit/bucket.py")
    assert Path(call["path"]).read_text().splitlines()[call["offset"] - 1] == "class TokenBucket:"
    assert read_call(repo / "src") == call   # a folder inside the root is not the root
    assert read_call(repo)["path"] == "src/ratelimit/bucket.py"



def test_a_bug_is_one_internal_error_line_exit_2_not_a_traceback(run_cli, repo: Path, tmp_path: Path) -> None:
    # A fault injected into the real process (sitecustomize runs before the CLI): its traceback
    # exited 1, which a script reads as "no hits".
    inject = tmp_path / "inject"
    inject.mkdir()
    (inject / "sitecustomize.py").write_text(
        "import codesift.index\n"
        "def _broken(self, *args, **kwargs):\n"
        "    raise RuntimeError('injected fault')\n"
        "codesift.index.Index.search = _broken\n")
    env = {"PYTHONPATH": str(inject)}
    line = assert_error(run_cli("search", "TokenBucket", "--root", str(repo), env=env), "INTERNAL")
    assert "RuntimeError: injected fault" in line and "CODESIFT_DEBUG=1" in line
    as_json = run_cli("search", "TokenBucket", "--root", str(repo), "--json", env=env)
    assert as_json.code == 2 and json.loads(as_json.out)["error"]["code"] == "INTERNAL"
    debug = run_cli("search", "TokenBucket", "--root", str(repo), env={**env, "CODESIFT_DEBUG": "1"})
    assert debug.code == 1 and "Traceback" in debug.err and "injected fault" in debug.err

def test_search_exit_1_without_hits(run_cli, repo: Path) -> None:
    res = run_cli("search", "zzqxxv", "--root", str(repo))
    assert res.code == 1
    assert res.out.startswith('No matches for "zzqxxv".') and "grep" in res.out
    assert res.err == ""
    filtered = run_cli("search", "TokenBucket", "--root", str(repo), "--kind", "enum")
    assert filtered.code == 1 and "--kind enum" in filtered.out


def test_a_root_with_nothing_to_index_is_not_told_to_wait(run_cli, tmp_path: Path) -> None:
    """A search in a folder holding no file codesift reads (empty, or only data: the wrong
    folder, most likely) said "The index holds no files yet": the index was complete, and
    asking again, as "yet" invites, changes nothing. It says what was skipped and names --root."""
    root = tmp_path / "data"
    root.mkdir()
    (root / "blob.bin").write_bytes(bytes(range(256)) * 8)
    res = run_cli("search", "anything", "--root", str(root))
    assert res.code == 1 and res.err == "", res.err
    assert "yet" not in res.out, res.out
    assert (f"No file of {root} is indexed: none is a file codesift reads (skipped: data 1)."
            " Is it the repository? Pass --root to name another.") in res.out, res.out
    empty = tmp_path / "empty"
    empty.mkdir()
    res = run_cli("search", "anything", "--root", str(empty))
    assert f"No file of {empty} is indexed: none is a file codesift reads." in res.out, res.out


def test_filters_that_leave_no_file_say_so_not_that_the_index_is_empty(run_cli, repo: Path) -> None:
    """An answer emptied by a filter names the filter, as ripgrep does ("No files were
    searched"): --ignore '**' was answered "The index holds no files yet", --path 'nomatch/**'
    like any query whose words matched nothing."""
    assert run_cli("search", "TokenBucket", "--root", str(repo)).code == 0
    res = run_cli("search", "TokenBucket", "--root", str(repo), "--ignore", "**")
    assert res.code == 1 and res.err == "", res.err
    assert "holds no files yet" not in res.out
    assert f"No file is indexed: --ignore '**' skips every file of {repo}" in res.out, res.out
    env = run_cli("search", "TokenBucket", "--root", str(repo), env={"CODESIFT_IGNORE": "**"})
    assert env.code == 1
    assert 'the ignore setting ["**"] (from env CODESIFT_IGNORE) skips every file' in env.out, env.out
    files = json.loads(run_cli("search", "TokenBucket", "--root", str(repo), "--json").out)["index"]["files"]
    nowhere = run_cli("search", "TokenBucket", "--root", str(repo), "--path", "nomatch/**")
    assert nowhere.code == 1
    assert f"--path 'nomatch/**' matches none of the {files} indexed files — fix or drop it." in nowhere.out
    both = run_cli("search", "TokenBucket", "--root", str(repo), "--path", "src/**",
                   "--exclude", "*.py", "--exclude", "*.txt")
    assert both.code == 1
    assert (f"--path 'src/**', --exclude '*.py', --exclude '*.txt' together leave none of the "
            f"{files} indexed files — fix or drop some.") in both.out, both.out
    # A filter that keeps files whose words do not match is no such case.
    kept = run_cli("search", "zzqxxv", "--root", str(repo), "--path", "src")
    assert kept.code == 1 and "Filters in force: --path src" in kept.out


def test_an_exclude_that_drops_every_file_is_not_said_to_match_none(run_cli, repo: Path) -> None:
    """--exclude '**' left nothing to search, and the answer said it "matches none of the N
    indexed files": it matches every one of them. An exclude alone leaves none."""
    files = json.loads(run_cli("search", "TokenBucket", "--root", str(repo), "--json").out)["index"]["files"]
    res = run_cli("search", "TokenBucket", "--root", str(repo), "--exclude", "**")
    assert res.code == 1 and res.err == "", res.err
    assert f"--exclude '**' leaves none of the {files} indexed files — fix or drop it." in res.out, res.out
    assert "matches none" not in res.out


def test_an_exclude_is_one_glob_commas_and_all(run_cli, repo: Path) -> None:
    """--exclude is repeatable, and its value one glob or substring, as --path's is: it was
    split at commas as --kind is, so `--exclude '{src,docs}/**'` was "unclosed { in path
    pattern '{src'", and `--exclude 'a,b'` dropped every path holding an "a"."""
    res = run_cli("search", "TokenBucket", "--root", str(repo), "--json",
                  "--exclude", "{src,docs}/**")
    assert res.code == 0, res.err
    paths = {h["path"] for h in json.loads(res.out)["hits"]}
    assert paths and not any(p.startswith(("src/", "docs/")) for p in paths), paths
    kept = run_cli("search", "TokenBucket", "--root", str(repo), "--json", "--exclude", "s,t")
    assert "src/ratelimit/bucket.py" in {h["path"] for h in json.loads(kept.out)["hits"]}


def test_absolute_paths_through_a_symlinked_folder_reach_the_root(run_cli, tmp_path: Path) -> None:
    """The root is canonical, so a workspace opened through a link (`/work/repo` ->
    `/mnt/disk/repo`) had every absolute path it passed refused as "outside the root"."""
    real = write_repo(tmp_path / "real", {"m.py": "def root_func():\n    pass\n"}, git=True)
    link = tmp_path / "link"
    link.symlink_to(real)
    for args in (["search", "root_func", "--path", str(link / "m.py")],
                 ["search", "root_func", "--path", str(link / "*.py")],
                 ["related", f"{link / 'm.py'}:1"], ["outline", str(link / "m.py")]):
        res = run_cli(*args, "--root", str(link))
        assert res.code == 0 and "m.py" in res.out, (args, res.err)
    # A link inside that leads elsewhere is still refused.
    (tmp_path / "secret.py").write_text("def secret():\n    pass\n")
    (real / "out").symlink_to(tmp_path)
    assert_error(run_cli("outline", str(link / "out" / "secret.py"), "--root", str(link)),
                 "INVALID_PATH")


def test_related_takes_a_path_with_a_newline(run_cli, tmp_path: Path) -> None:
    """The index holds such a name and search shows it ("new\\nline.py":1); related refused
    it as INVALID_LINE, its PATH:LINE pattern stopping at the newline."""
    root = write_repo(tmp_path / "odd", {"new\nline.py": "def newline_func():\n    pass\n"})
    res = run_cli("related", "new\nline.py:1", "--root", str(root))
    assert res.code == 0 and "newline_func" in res.out, res.err


def test_an_empty_file_is_said_to_be_empty_not_ignored_or_binary(run_cli, tmp_path: Path) -> None:
    root = write_repo(tmp_path / "odd", {"empty.py": "", "a.py": "def a():\n    pass\n"})
    line = assert_error(run_cli("outline", "empty.py", "--root", str(root)), "INVALID_PATH")
    assert "an empty file (0 bytes)" in line and "binary" not in line, line


def test_search_builds_a_missing_index_first(run_cli, repo: Path, tmp_path: Path) -> None:
    assert not (tmp_path / "index").exists()
    res = run_cli("search", "user id", "--root", str(repo), "--json")
    assert res.code == 0
    body = json.loads(res.out)
    assert body["hits"][0]["symbol"] == "getUserById"
    assert body["index"]["files"] == 10 and body["index"]["refresh"]["mode"] == "full"
    assert (tmp_path / "index" / "meta.json").is_file()


def test_stdin_query(run_cli, repo: Path) -> None:
    issue = ("Jobs run late.\n\nWhen the scheduler is busy, `reschedule_pending` pushes jobs back "
             "but the delay keeps growing. Steps: start the scheduler, add fifty jobs, wait.\n" * 3)
    res = run_cli("search", "-", "--root", str(repo), "--json", input=issue)
    assert res.code == 0, res.err
    body = json.loads(res.out)
    assert body["query"] == issue.strip()
    assert body["hits"][0]["symbol"] == "reschedule_pending"


def test_stdin_query_with_invalid_utf8(repo: Path, tmp_path: Path) -> None:
    # Raw bytes on stdin: a stray byte is replaced, the query still runs.
    proc = subprocess.run([sys.executable, "-m", "codesift", "search", "-", "--root", str(repo)],
                          input=b"TokenBucket \xff\xfe", capture_output=True, timeout=120,
                          env={**os.environ, "CODESIFT_INDEX_DIR": str(tmp_path / "i2")})
    assert proc.returncode == 0, proc.stderr
    assert b"class TokenBucket" in proc.stdout


def test_filters_on_the_command_line(run_cli, repo: Path) -> None:
    res = run_cli("search", "user", "--root", str(repo), "--json", "--kind", "function,method",
                  "--lang", "javascript", "--path", "web/**", "--exclude", "*.ts", "--limit", "5")
    assert res.code == 0, res.err
    hits = json.loads(res.out)["hits"]
    assert hits and len(hits) <= 5
    assert {h["kind"] for h in hits} <= {"function", "method"}
    assert all(h["path"] == "web/users.js" for h in hits)
    repeated = run_cli("search", "user", "--root", str(repo), "--json", "--kind", "function",
                       "--kind", "method", "--lang", "js", "--path", "web/**", "--exclude", "*.ts",
                       "--limit", "5")
    assert json.loads(repeated.out)["hits"] == hits


def test_the_narrowing_hint_is_flags_that_run_as_printed(run_cli, tmp_path: Path) -> None:
    # The command line printed the tools' syntax (`Narrow with kind:"function", path:"web/**"`),
    # which no flag takes; it now prints flags, quoted for a shell, that narrow as promised.
    repo = write_repo(tmp_path / "hints", {
        "src/app/users.py": "class UserStore:\n    def get_user(self, user_id):\n        return user_id\n",
        "src/app/views.py": "def show_user(user):\n    return user\n",
        "lib/user.js": "function userName(user) {\n  return user.name\n}\n",
        "tests/test_users.py": "def test_user_store():\n    assert UserStore().get_user(1) == 1\n",
        **{f"src/app/store_{i}.py": f"def user_store_{i}(user):\n    return user\n" for i in range(8)}})
    res = run_cli("search", "user store", "--root", str(repo), "--budget", "80")
    assert res.code == 0, res.err
    m = re.search(r"^… \d+ more matches not shown\. Narrow with (.+)\.$", res.out, re.M)
    assert m, res.out
    assert 'kind:"' not in res.out and 'path:"' not in res.out
    for hint in m[1].split(", "):
        narrowed = run_cli("search", "user store", "--root", str(repo), "--json", *shlex.split(hint))
        assert narrowed.code == 0, (hint, narrowed.err)
        assert json.loads(narrowed.out)["hits"], hint


def test_path_filters_are_read_as_the_mcp_tool_reads_them(run_cli, repo: Path) -> None:
    # `--path /abs/repo/web` matched nothing and `--path ../other` said "No matches" (exit 1),
    # where the MCP tool anchors the first at the root and refuses the second.
    res = run_cli("search", "user", "--root", str(repo), "--json", "--path", str(repo / "web"))
    assert res.code == 0, res.err
    assert {h["path"].split("/")[0] for h in json.loads(res.out)["hits"]} == {"web"}
    assert_error(run_cli("search", "user", "--root", str(repo), "--path", "../elsewhere"),
                 "INVALID_PATH")
    assert_error(run_cli("search", "user", "--root", str(repo), "--exclude", "/etc"),
                 "INVALID_PATH")


def test_budget_and_detail_flags(run_cli, repo: Path) -> None:
    small = run_cli("search", "TokenBucket", "--root", str(repo), "--budget", "50")
    big = run_cli("search", "TokenBucket", "--root", str(repo), "--budget", "5000")
    assert small.code == big.code == 0
    assert len(small.out) < len(big.out)
    snip = run_cli("search", "TokenBucket", "--root", str(repo), "--detail", "snippets")
    assert "\n    class TokenBucket:\n" in snip.out
    assert "\n    class TokenBucket:\n" not in big.out
    # --json takes --detail too: each hit carries the lines the text shows under it, as the
    # file has them (it was ignored, the JSON the same at every detail).
    hits = {detail: json.loads(run_cli("search", "TokenBucket", "--root", str(repo), "--json",
                                       "--detail", detail).out)["hits"]
            for detail in ("signatures", "snippets", "full")}
    assert all("body" not in h for h in hits["signatures"])
    top = hits["snippets"][0]
    source = (repo / top["path"]).read_text().split("\n")
    assert top["body"] == "\n".join(source[top["line"] - 1:top["body_end_line"]])
    assert top["body"].startswith("class TokenBucket:") and top["body_end_line"] == top["line"] + 3
    full = hits["full"][0]
    assert full["body_end_line"] == min(full["end_line"], full["line"] + 59)
    assert full["body"] == "\n".join(source[full["line"] - 1:full["body_end_line"]])


def test_the_budget_is_a_hard_cap_on_every_answer(run_cli, tmp_path: Path) -> None:
    """A QA pass: at --budget 50 (200 characters) an answer with no hits printed its 80
    characters of query twice (66 tokens), a snippet answer's read call took it to 51.5, the
    notes naming files changed since indexed to 97, and an outline's to 63."""
    root = tmp_path / "long"
    folder = "some/rather/long/folder/name"
    write_repo(root, {f"{folder}_{i}/widget_module_{i}.py": (
        f"def widget_handler_{i}_with_a_rather_long_name(first_argument, second_argument):\n"
        '    """Handle the widgets of this module, one at a time, in order."""\n'
        + "".join(f"    first_argument += {n}\n" for n in range(12))) for i in range(30)})
    assert run_cli("index", "--root", str(root)).code == 0
    for i in range(30):   # every file changed since indexed: the notes name them
        with open(root / f"{folder}_{i}/widget_module_{i}.py", "a") as fh:
            fh.write("# edited\n")
    stale = ["--root", str(root), "--budget", "50", "--refresh-budget", "0"]
    answers = [run_cli("search", "widget handler", *stale, "--detail", detail)
               for detail in ("signatures", "snippets", "full")]
    answers.append(run_cli("search", "q" * 90, *stale))
    answers.append(run_cli("search", "widget handler", *stale, "--path", "nowhere/" * 12))
    answers.append(run_cli("outline", f"{folder}_7/widget_module_7.py", *stale))
    for res in answers:
        assert res.err == "" and res.code in (0, 1), res.err
        assert len(res.out) <= 200, (len(res.out), res.out)
    assert answers[0].out.startswith(f"{folder}_0/widget_module_0.py:1  function widget_")
    assert answers[1].out == answers[0].out   # the snippet's body cut first, then its "…"
    assert answers[3].out.startswith('No matches for "qqq')
    assert "--path nowhere/" in answers[4].out   # the filter that emptied it still said
    assert answers[5].out.splitlines()[-1].startswith("  :1  function widget_handler_7")
    # A budget with room for the notes but not for the files they name: they count them.
    # Run in the root, as the README's examples are: the read call's path is then relative.
    res = run_cli("search", "widget handler", *stale[:-4], "--budget", "80", "--refresh-budget", "0",
                  cwd=root)
    assert len(res.out) <= 320 and res.out.startswith("(changed on disk since indexed: 20 files — ")


def test_output_is_identical_across_processes(run_cli, repo: Path) -> None:
    # One refresh, then answers from the same index: how long apart the calls run on a busy
    # machine must not show up as a different refresh report.
    calm = {"CODESIFT_MIN_REFRESH_INTERVAL": "3600"}
    runs = [run_cli("search", "token bucket refill", "--root", str(repo), env=calm)
            for _ in range(2)]
    runs += [run_cli("search", "token bucket refill", "--root", str(repo), "--json", env=calm)
             for _ in range(2)]
    assert runs[0].out == runs[1].out and runs[2].out == runs[3].out
    body = json.loads(runs[2].out)
    body["index"]["refresh"] = None
    again = json.loads(runs[3].out)
    again["index"]["refresh"] = None
    assert body == again


# ---------------------------------------------------------------- bad input: one line, a code


@pytest.mark.parametrize("args, code", [
    (["search", ""], "INVALID_QUERY"),
    (["search", "   "], "INVALID_QUERY"),
    (["search", "x", "--kind", "functoin"], "INVALID_FILTER"),
    (["search", "x", "--lang", "klingon"], "INVALID_FILTER"),
    (["search", "x", "--path", ""], "INVALID_FILTER"),
    (["search", "x", "--exclude", ""], "INVALID_FILTER"),
    (["search", "x", "--path", "[abc"], "INVALID_FILTER"),
    (["search", "x", "--kind", ""], "INVALID_FILTER"),           # as an empty --path is
    (["search", "x", "--lang", " "], "INVALID_FILTER"),
    (["search", "x", "--path", b"\xe9".decode("utf-8", "surrogateescape")], "INVALID_FILTER"),
    (["outline", b"\xe9.py".decode("utf-8", "surrogateescape")], "INVALID_PATH"),   # no traceback
    (["related", b"\xe9.py:1".decode("utf-8", "surrogateescape")], "INVALID_PATH"),
    (["search", "x", "--detail", "verbose"], "INVALID_DETAIL"),
    (["search", "x", "--limit", "0"], "INVALID_LIMIT"),
    (["search", "x", "--limit", "101"], "INVALID_LIMIT"),
    (["search", "x", "--limit", "ten"], "INVALID_LIMIT"),
    (["search", "x", "--budget", "10"], "INVALID_BUDGET"),
    (["search", "x", "--refresh-budget", "soon"], "INVALID_ARGUMENT"),
    (["search", "x", "--languages", "cobol"], "INVALID_ARGUMENT"),
    (["search", "x", "--frobnicate"], "INVALID_ARGUMENT"),
    (["search"], "INVALID_ARGUMENT"),
    (["fly"], "INVALID_ARGUMENT"),
    (["search", "x", "--lim", "3"], "INVALID_ARGUMENT"),  # no abbreviations
    (["search", "x", "--path", "src", "--path", "lib"], "INVALID_ARGUMENT"),   # not the last only
    # related's numbers are whole numbers in ASCII digits, as search's --limit: int() took these.
    (["related", "src/jobs/scheduler.py:5", "--limit", "1_0"], "INVALID_LIMIT"),
    (["related", "src/jobs/scheduler.py:\u0665"], "INVALID_LINE"),   # an Arabic-Indic 5
    (["related", "src/jobs/scheduler.py:5:\u0665"], "INVALID_LINE"),
])
def test_bad_arguments(run_cli, repo: Path, args: list[str], code: str) -> None:
    assert_error(run_cli(*args, "--root", str(repo)) if args[0] == "search" and len(args) > 1
                 else run_cli(*args, cwd=repo), code)


@pytest.mark.parametrize("args, code", [
    (["index", "--kill", ""], "INVALID_ARGUMENT"),      # `--kill "$PID"`, the variable unset
    (["index", "--kill="], "INVALID_ARGUMENT"),
    (["index", "--kill", " "], "INVALID_ARGUMENT"),
    (["index", ""], "INVALID_ROOT"),
    (["index", "--root", ""], "INVALID_ROOT"),
    (["index", "--index-dir="], "INVALID_ARGUMENT"),
    (["search", "x", "--root", ""], "INVALID_ROOT"),
    (["search", "x", "--index-dir", ""], "INVALID_ARGUMENT"),
    (["search", "x", "--ignore", ""], "INVALID_ARGUMENT"),
    (["search", "x", "--ignore", ","], "INVALID_ARGUMENT"),     # commas separate: no pattern
    (["search", "x", "--languages", ""], "INVALID_ARGUMENT"),   # was every language
    (["status", "--root", ""], "INVALID_ROOT"),
    (["status", "--index-dir", ""], "INVALID_ARGUMENT"),
    (["clean", "--root", ""], "INVALID_ROOT"),
    (["config", "--root", ""], "INVALID_ROOT"),
    (["init", "--root", ""], "INVALID_ROOT"),
    (["related", "src/jobs/scheduler.py:5", "--root", ""], "INVALID_ROOT"),
    (["outline", "src/jobs/scheduler.py", "--index-dir", ""], "INVALID_ARGUMENT"),
    (["serve", "--root", ""], "INVALID_ROOT"),
])
def test_an_explicitly_empty_root_index_dir_or_pid_is_an_error(run_cli, repo: Path, tmp_path: Path,
                                                                args: list[str], code: str) -> None:
    """An empty value is a variable that was not set, not a request for the default: `--kill ""`
    indexed the working folder, `clean --root ""` removed its index, `init --root ""` wrote
    there."""
    assert_error(run_cli(*args, cwd=repo, input=""), code)
    assert not (tmp_path / "index").exists() and not (repo / "codesift.toml").exists()


@pytest.mark.parametrize("value", ["abc", "0", "-1", "nan"])
def test_a_bad_commit_interval_is_a_config_error(run_cli, tmp_path: Path, value: str) -> None:
    (tmp_path / "a.py").write_text("def probe():\n    pass\n")
    assert_error(run_cli("index", str(tmp_path), env={"CODESIFT_COMMIT_INTERVAL": value}),
                 "INVALID_CONFIG")


def test_with_json_an_error_is_json_on_stdout_too(run_cli, repo: Path) -> None:
    for args in (["search", "x", "--limit", "0", "--json"], ["outline", "nope.py", "--json"],
                 ["search", "x", "--json", "--frobnicate"]):
        res = run_cli(*args, "--root", str(repo))
        assert res.code == 2 and res.err.startswith("codesift: error[")
        body = json.loads(res.out)["error"]
        assert res.err.strip() == f"codesift: error[{body['code']}]: {body['message']}"
    # A query `--json` after `--` asks for text: the error was JSON on stdout all the same.
    for args in (["search", "--limit", "0", "--", "--json"], ["outline", "--", "--json"]):
        res = run_cli(*args, "--root", str(repo))
        assert res.code == 2 and res.out == "" and res.err.startswith("codesift: error["), res


def test_a_query_that_begins_with_a_dash_is_named_not_said_to_be_missing(run_cli, repo: Path) -> None:
    """`codesift search --no-verify` (where is that flag handled?) answered "the following
    arguments are required: query": argparse took the query for an unknown flag. The error
    names it and says how to pass it, and that way works."""
    for args, shown in ((["search", "--no-verify"], "the query"), (["related", "-x.py:3"], "the PATH:LINE"),
                        (["outline", "-a.py"], "the PATH")):
        line = assert_error(run_cli(*args, "--root", str(repo)), "INVALID_ARGUMENT")
        assert "required" not in line, line
        assert (f"unrecognized arguments: {args[1]}; to pass it as {shown}, put it after --: "
                f"codesift {args[0]} -- {args[1]}") in line, line
    res = run_cli("search", "--root", str(repo), "--", "--no-verify")
    assert res.code in (0, 1) and res.err == "", res.err
    # A query truly left out is still said to be missing.
    assert "required: query" in assert_error(run_cli("search", "--budget", "-5"), "INVALID_ARGUMENT")


def test_a_reversed_range_in_a_glob_is_named_not_called_too_complex(run_cli, repo: Path) -> None:
    """`--path '[z-a]*'` was "too complex to match; simplify it" (tantivy refused the regex):
    the glob is short, its range is backwards. As an unclosed `[` is, it is named."""
    for pattern, span in (("[z-a]*", "z-a"), ("src/[!9-0]*.py", "9-0")):
        line = assert_error(run_cli("search", "x", "--root", str(repo), "--path", pattern),
                            "INVALID_FILTER")
        assert f"bad character range {span} in path pattern {pattern!r}" in line, line


def test_a_name_with_a_newline_keeps_the_error_on_one_line(run_cli, repo: Path,
                                                            tmp_path: Path) -> None:
    """A path may hold a newline, and the messages naming one printed it as is: the error
    took two lines of stderr (the MCP tool error already folded its whitespace)."""
    for args, code in ((["outline", "a\nZ.py"], "INVALID_PATH"),
                       (["related", "a\nZ.py:1"], "INVALID_PATH"),
                       (["search", "x", "--index-dir", str(tmp_path / "f.txt" / "a\nZ")],
                        "INDEX_DIR_UNWRITABLE")):
        (tmp_path / "f.txt").write_text("a file, no folder")
        line = assert_error(run_cli(*args, "--root", str(repo)), code)
        assert "a Z" in line, line


def test_an_error_keeps_the_spaces_of_the_name_it_quotes(run_cli, repo: Path) -> None:
    """The one-line fold collapsed all whitespace: `outline ' src/a.py'` said
    "src/a.py: no such file" of a file that exists, and 'a  b.py' became 'a b.py'."""
    for name, shown in ((" src/ratelimit/bucket.py", "' src/ratelimit/bucket.py'"),
                        ("src/a  b.py", "src/a  b.py")):
        line = assert_error(run_cli("outline", name, "--root", str(repo)), "INVALID_PATH")
        assert line == (f"codesift: error[INVALID_PATH]: {shown}: no such file (paths are "
                        f"relative to the root {repo})"), line


def test_empty_stdin_query(run_cli, repo: Path) -> None:
    assert_error(run_cli("search", "-", "--root", str(repo), input="\n \n"), "INVALID_QUERY")


def test_missing_root(run_cli, tmp_path: Path) -> None:
    line = assert_error(run_cli("search", "x", "--root", str(tmp_path / "nope")), "INVALID_ROOT")
    assert "nope" in line
    assert_error(run_cli("status", env={"CODESIFT_ROOT": str(tmp_path / "gone")}), "INVALID_ROOT")
    (tmp_path / "plain.txt").write_text("x")
    assert_error(run_cli("index", str(tmp_path / "plain.txt")), "INVALID_ROOT")


def test_a_deleted_working_folder_is_invalid_root(tmp_path: Path) -> None:
    # `os.getcwd()` raised FileNotFoundError: "error[IO_ERROR]: No such file or directory".
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    for command in ("search x", "status"):
        script = f'mkdir gone && cd gone && rmdir ../gone && exec "$0" -m codesift {command}'
        proc = subprocess.run(["sh", "-c", script, sys.executable], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2
        assert proc.stderr.startswith("codesift: error[INVALID_ROOT]: the working directory no "
                                      "longer exists"), proc.stderr


def test_a_named_root_answers_from_a_deleted_working_folder(repo: Path, tmp_path: Path) -> None:
    # The settings anchored a relative index_dir at `os.getcwd()` even when none was given, so
    # a named root failed as "error[IO_ERROR]: No such file or directory" (an MCP server whose
    # launch folder was removed failed so for every root named after it).
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    runs = ((f"search TokenBucket --root {repo}", {}, 0),
            ("status", {"CODESIFT_ROOT": str(repo)}, 0),
            (f"search TokenBucket --root {repo} --index-dir idx", {}, 2))
    for command, extra, code in runs:
        script = f'mkdir gone && cd gone && rmdir ../gone && exec "$0" -m codesift {command}'
        proc = subprocess.run(["sh", "-c", script, sys.executable], cwd=tmp_path,
                              env={**env, **extra}, capture_output=True, text=True, timeout=120)
        assert proc.returncode == code, (command, proc.stderr)
        if code:   # a relative index directory has nothing to be relative to
            assert proc.stderr.startswith("codesift: error[INVALID_ROOT]: the working directory "
                                          "no longer exists"), proc.stderr
        else:
            assert proc.stderr == "", (command, proc.stderr)


def test_a_git_directory_is_refused_as_a_root(run_cli, repo: Path, tmp_path: Path) -> None:
    """A QA pass: in a bare repository (or `--root .git`) git cannot list files, so the
    scandir walk indexed git's internals: `HEAD:1  file — ref: refs/heads/master`, hooks,
    131 loose objects read and refused as binary. Named or implied, it is no project."""
    bare = tmp_path / "bare.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(repo), str(bare)], check=True,
                   capture_output=True)
    for root in (bare, repo / ".git", repo / ".git" / "refs"):
        for args in (["search", "HEAD", "--root", str(root)], ["index", str(root)]):
            line = assert_error(run_cli(*args), "INVALID_ROOT")
            assert "is a git directory (no work tree); name a checkout" in line, line
        assert_error(run_cli("status", env={"CODESIFT_ROOT": str(root)}), "INVALID_ROOT")
    assert "git directory" in assert_error(run_cli("search", "HEAD", cwd=bare), "INVALID_ROOT")
    # Inside a checkout's `.git`, the repository it belongs to is the one searched.
    res = run_cli("config", "--json", cwd=repo / ".git" / "refs")
    assert res.code == 0 and json.loads(res.out)["root"] == str(repo), res.out + res.err
    # A checkout is not one because a folder of it is named like git's files.
    write_repo(repo, {"HEAD": "x\n", "objects/a.py": "A = 1\n", "refs/b.py": "B = 1\n"})
    assert run_cli("search", "A", "--root", str(repo)).code == 0


def test_the_filesystem_root_and_an_implied_home_are_refused(run_cli, tmp_path: Path) -> None:
    for args in (["index", "/"], ["search", "x", "--root", "/"]):
        assert "filesystem root" in assert_error(run_cli(*args), "INVALID_ROOT")
    home = tmp_path / "home"
    (home / "notes").mkdir(parents=True)
    (home / "notes" / "todo.py").write_text("def remember_milk():\n    pass\n", encoding="utf-8")
    # Started in the home folder without naming a root: everything under it would be indexed.
    for args in (["search", "milk"], ["index"], ["related", "notes/todo.py:1"]):
        res = run_cli(*args, cwd=home, env={"HOME": str(home)})
        assert "not a project" in assert_error(res, "INVALID_ROOT"), args
    # Named outright, it is the user's choice.
    assert run_cli("search", "milk", "--root", str(home), env={"HOME": str(home)}).code == 0


def test_a_subfolder_of_a_repository_searches_the_repository(run_cli, tmp_path: Path) -> None:
    """A QA pass: in `src/` of a repository with no root named, the root was `src/`: its
    codesift.toml's `ignore` went unread (a generated file it hides was the answer), a second
    index of the subtree was built, and `config` said "config file: none". The root is the
    nearest folder at or above the working folder holding a `.git` or a `codesift.toml`."""
    repo = write_repo(tmp_path / "cfg", {"codesift.toml": 'ignore = ["src/gen/**"]\n',
                                         "src/gen/g.py": "def generated_thing(): pass\n",
                                         "src/app/a.py": "def real_thing(): pass\n",
                                         "docs/notes.md": "# real_thing\n"}, git=True)
    env = {"CODESIFT_INDEX_DIR": None}   # the default folder, named by the root
    res = run_cli("search", "generated_thing", cwd=repo / "src", env=env)
    assert "generated_thing" not in res.out, res.out
    res = run_cli("search", "real_thing", cwd=repo / "src" / "app", env=env)
    assert res.code == 0 and res.out.startswith("src/app/a.py:1"), res.out + res.err
    # Addresses are the repository's; the read call is absolute, so it opens that file from
    # the subfolder it was asked in.
    last = res.out.rstrip().splitlines()[-1]
    call = json.loads(re.fullmatch(r"Next: read\((\{.*\})\) for real_thing", last)[1])
    assert call["path"] == str(repo / "src/app/a.py")
    # --path stays relative to the root.
    assert run_cli("search", "real_thing", "--path", "src/app", cwd=repo / "src",
                   env=env).code == 0
    # A miss's grep line searches the root, not the subfolder rg would start in.
    res = run_cli("search", "zqxvbn", cwd=repo / "src", env=env)
    assert res.out.rstrip().endswith(f"rg -n -F zqxvbn {repo}"), res.out
    config = json.loads(run_cli("config", "--json", cwd=repo / "src", env=env).out)
    assert config["root"] == str(repo) and config["config_file"] == str(repo / "codesift.toml")
    paths = {json.loads(run_cli("status", "--json", cwd=cwd, env=env).out)["index_path"]
             for cwd in (repo, repo / "src", repo / "src" / "app")}
    assert len(paths) == 1, paths   # one index, not one per folder asked from
    # A codesift.toml alone marks a root too (no git); a linked worktree's `.git` file does.
    plain = write_repo(tmp_path / "plain", {"codesift.toml": "", "lib/m.py": "def plain_fn(): pass\n"})
    res = run_cli("config", "--json", cwd=plain / "lib", env=env)
    assert json.loads(res.out)["root"] == str(plain)
    subprocess.run(["git", "worktree", "add", "-q", str(tmp_path / "wt")], cwd=repo, check=True,
                   capture_output=True)
    res = run_cli("config", "--json", cwd=tmp_path / "wt" / "src", env=env)
    assert json.loads(res.out)["root"] == str(tmp_path / "wt")
    # Neither is looked for in the home folder or above it: a dotfiles repository in ~ makes
    # no project of every folder under it.
    home = write_repo(tmp_path / "home", {"notes/todo.py": "def remember_milk(): pass\n"}, git=True)
    res = run_cli("config", "--json", cwd=home / "notes", env={**env, "HOME": str(home)})
    assert json.loads(res.out)["root"] == str(home / "notes")
    # A named root is taken as given.
    res = run_cli("config", "--json", "--root", str(repo / "src"), env=env)
    assert json.loads(res.out)["root"] == str(repo / "src")


def test_unwritable_index_directory(run_cli, repo: Path, tmp_path: Path) -> None:
    # Under a regular file, no directory can be made, whoever runs the test (root included).
    blocker = tmp_path / "file.txt"
    blocker.write_text("not a directory")
    target = str(blocker / "idx")
    line = assert_error(run_cli("search", "x", "--root", str(repo), "--index-dir", target),
                        "INDEX_DIR_UNWRITABLE")
    assert target in line
    assert_error(run_cli("index", str(repo), env={"CODESIFT_INDEX_DIR": target}),
                 "INDEX_DIR_UNWRITABLE")


def test_malformed_config_file(run_cli, repo: Path) -> None:
    (repo / "codesift.toml").write_text("budget = = 3\n")
    line = assert_error(run_cli("search", "x", "--root", str(repo)), "INVALID_CONFIG")
    assert str(repo / "codesift.toml") in line


def test_bad_config_value(run_cli, repo: Path) -> None:
    (repo / "pyproject.toml").write_text("[tool.codesift]\nlimit = 500\n")
    line = assert_error(run_cli("search", "x", "--root", str(repo)), "INVALID_CONFIG")
    assert "pyproject.toml" in line and "'limit'" in line and "between 1 and 100" in line


def test_bad_environment_value(run_cli, repo: Path) -> None:
    line = assert_error(run_cli("search", "x", "--root", str(repo),
                                env={"CODESIFT_DETAIL": "loud"}), "INVALID_CONFIG")
    assert "CODESIFT_DETAIL" in line


# ---------------------------------------------------------------- root precedence


def test_root_precedence_flag_env_cwd(run_cli, tmp_path: Path) -> None:
    roots = {}
    for name in ("cwd", "env", "flag"):
        roots[name] = write_repo(tmp_path / name, {f"{name}_only.py": f"def in_{name}():\n    pass\n"})
    no_dir = {"CODESIFT_INDEX_DIR": None}

    def root_of(*args: str, env: dict | None = None) -> str:
        res = run_cli("status", "--json", *args, env={**no_dir, **(env or {})}, cwd=roots["cwd"])
        assert res.code == 0, res.err
        return json.loads(res.out)["root"]

    assert root_of() == str(roots["cwd"].resolve())
    assert root_of(env={"CODESIFT_ROOT": str(roots["env"])}) == str(roots["env"].resolve())
    assert root_of("--root", str(roots["flag"]),
                   env={"CODESIFT_ROOT": str(roots["env"])}) == str(roots["flag"].resolve())
    found = run_cli("search", "in_env", "--json", env={**no_dir, "CODESIFT_ROOT": str(roots["env"])},
                    cwd=roots["cwd"])
    assert json.loads(found.out)["hits"][0]["path"] == "env_only.py"


def test_root_is_canonicalized(run_cli, repo: Path, tmp_path: Path) -> None:
    link = tmp_path / "link"
    link.symlink_to(repo)
    body = json.loads(run_cli("status", "--json", "--root", str(link) + "/").out)
    assert body["root"] == str(repo.resolve())


def test_a_root_whose_name_is_not_utf8_gets_its_default_index(run_cli, tmp_path: Path) -> None:
    """The default index directory is named after the root, and tantivy takes only UTF-8
    paths: a root named with a Latin-1 byte failed every command with a traceback."""
    root = write_repo(tmp_path / os.fsdecode(b"caf\xe9"), {"a.py": "def remember_milk():\n    pass\n"})
    res = run_cli("search", "remember_milk", "--root", str(root), env={"CODESIFT_INDEX_DIR": None})
    assert res.code == 0 and "function remember_milk()" in res.out, res.err
    folders = [p.name for p in (tmp_path / "cache" / "codesift").iterdir() if p.is_dir()]
    assert len(folders) == 1 and folders[0].startswith("caf\ufffd-")


@pytest.mark.parametrize("use_git", [False, True])
def test_a_non_ascii_name_under_an_ascii_locale_is_skipped_in_both_walks(
        run_cli, tmp_path: Path, use_git: bool) -> None:
    """Under a locale whose file names are not UTF-8 (LC_ALL=C with PYTHONUTF8=0), git's
    listing was decoded as UTF-8 anyway, and `os.lstat("café.py")` raised UnicodeEncodeError:
    error[INTERNAL] for every command in a work tree holding one such name. The scandir walk
    gets the names as the OS decodes them and skips the one it cannot store; git's now too."""
    env = {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}
    probe = subprocess.run([sys.executable, "-c", "import sys; print(sys.getfilesystemencoding())"],
                           env={**os.environ, **env}, capture_output=True, text=True, check=True)
    if probe.stdout.strip().lower() in ("utf-8", "utf8"):
        pytest.skip("this Python decodes file names as UTF-8 even under LC_ALL=C")
    root = write_repo(tmp_path / "r", {"good.py": "def remember_milk():\n    pass\n",
                                       "caf\u00e9.py": "def forget_milk():\n    pass\n"}, git=use_git)
    res = run_cli("search", "remember_milk", "--root", str(root), env=env)
    assert res.code == 0 and "function remember_milk()" in res.out, res.err
    status = json.loads(run_cli("status", "--json", "--root", str(root), env=env).out)
    assert status["files"] == 1
    assert status["last_refresh"]["skipped"] == {"undecodable_name": 1}


# ---------------------------------------------------------------- the module and help


def test_python_dash_m_and_help(run_cli) -> None:
    version = run_cli("--version")
    assert version.code == 0 and re.fullmatch(r"codesift \d+\.\d+\.\d+\n", version.out)
    helped = run_cli("--help")
    assert helped.code == 0
    for command in ("search", "index", "status", "clean", "config", "init", "serve"):
        assert command in helped.out
    assert "search" in assert_error(run_cli(), "INVALID_ARGUMENT")
    search_help = run_cli("search", "--help").out
    for flag in ("--limit", "--kind", "--path", "--lang", "--exclude", "--detail", "--budget",
                 "--json", "--root", "--index-dir", "--refresh-budget", "--min-refresh-interval",
                 "--max-file-bytes", "--ignore", "--languages", "--field-weights",
                 "--channel-weights"):
        assert flag in search_help, flag


def test_help_states_the_exit_statuses_the_commands_keep(run_cli, repo: Path) -> None:
    """A QA pass: README says search exits like grep (1: no hits, not a failure), but no
    `--help` said so, and an agent scripting the CLI reads the help."""
    for args in (("--help",), ("search", "--help"), ("outline", "--help")):
        helped = " ".join(run_cli(*args).out.split())
        assert "exit status: 0 success; 1 no hits (search), no declaration left (outline --kind); " \
               "2 bad input or a failure" in helped, args
        assert "error[CODE]" in helped and "128 + the signal's number" in helped
    root = ("--root", str(repo))
    assert run_cli("search", "TokenBucket", *root).code == 0
    assert run_cli("search", "zzqxxv", *root).code == 1
    assert run_cli("outline", "src/ratelimit/bucket.py", "--kind", "trait", *root).code == 1
    failed = run_cli("search", "TokenBucket", "--limit", "0", "--json", *root)
    assert failed.code == 2 and failed.err.startswith("codesift: error[INVALID_LIMIT]: ")
    assert json.loads(failed.out)["error"]["code"] == "INVALID_LIMIT"


def test_search_help_names_every_character_that_makes_path_a_glob(run_cli, repo: Path) -> None:
    """README: `--path` is a glob when it has `*`, `?`, `[` or `{`. The help said
    "glob (with * ? [) or substring", so `--path 'src/*.{py,ts}'` read as a substring there;
    the program takes `{a,b}` as either."""
    (repo / "src" / "pick.ts").write_text("export function pickMe(): void {}\n")
    (repo / "src" / "pick.go").write_text("package src\n\nfunc pickMe() {}\n")
    assert "{a,b}" in run_cli("search", "--help").out
    # and `--kind` takes several, repeated or comma-separated, as README's table says
    for command in ("search", "outline"):
        assert "(repeat, or comma-separate)" in run_cli(command, "--help").out
    res = run_cli("search", "pickMe", "--root", str(repo), "--path", "src/pick.{ts,rs}", "--json")
    assert res.code == 0, res.err
    assert {h["path"] for h in json.loads(res.out)["hits"]} == {"src/pick.ts"}


def _on_a_terminal(args: list[str], env: dict[str, str]) -> tuple[int, str]:
    """Run the CLI with stderr on a pseudo-terminal: its exit status and what it drew there."""
    import pty

    leader, follower = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "codesift", *args], stdout=subprocess.DEVNULL,
                            stderr=follower, env=env)
    os.close(follower)
    drawn = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:   # EIO: the child closed its end
            break
        if not chunk:
            break
        drawn += chunk
    os.close(leader)
    return proc.wait(timeout=120), drawn.decode("utf-8", "replace")


def test_a_search_that_builds_the_index_shows_progress_on_a_terminal(tmp_path: Path) -> None:
    # `codesift search` in a big repository built its index for seconds with nothing on screen.
    from corpus_gen import make_corpus

    corpus = make_corpus(tmp_path / "big", 2500)
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env["CODESIFT_INDEX_DIR"] = str(tmp_path / "index")
    code, drawn = _on_a_terminal(["search", "ledger balance", "--root", str(corpus.root),
                                  "--refresh-budget", "60"], env)
    assert code == 0
    assert "indexing [" in drawn and drawn.endswith("\r\x1b[K")   # drawn, then wiped
    # A search inside the refresh interval draws nothing (the interval is long here: on a
    # loaded machine the 0.5 s default had passed before the second process started).
    env["CODESIFT_MIN_REFRESH_INTERVAL"] = "600"
    code, drawn = _on_a_terminal(["search", "ledger balance", "--root", str(corpus.root)], env)
    assert (code, drawn) == (0, "")


@pytest.mark.parametrize("encoding", ["cp1252", "ascii"])
def test_output_in_an_encoding_without_the_characters(tmp_path: Path, encoding: str) -> None:
    # Windows writes cp1252 to a pipe: an emoji in a file's name or doc was a traceback (and
    # exit 1, "not found"). Text gets an escape for it; JSON stays JSON, with `\u` escapes.
    repo = tmp_path / "r"
    repo.mkdir()
    (repo / "🎉.py").write_text('def emoji_func():\n    """🎉 party time."""\n', encoding="utf-8")
    env = {**os.environ, "PYTHONIOENCODING": encoding, "CODESIFT_INDEX_DIR": str(tmp_path / "i")}

    def run(*args: str) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run([sys.executable, "-m", "codesift", *args, "--root", str(repo)],
                              capture_output=True, env=env, timeout=120)

    text = run("search", "emoji_func")
    assert text.returncode == 0 and b"Traceback" not in text.stderr, text.stderr
    assert b"\\U0001f389.py:1" in text.stdout and b"emoji_func" in text.stdout
    search = run("search", "emoji_func", "--json")
    assert search.returncode == 0, search.stderr
    assert json.loads(search.stdout.decode("ascii"))["hits"][0]["path"] == "🎉.py"
    outline = run("outline", "🎉.py", "--json")
    assert outline.returncode == 0, outline.stderr
    assert json.loads(outline.stdout.decode("ascii"))["declarations"][0]["doc"] == "🎉 party time."
    bad = run("search", "emoji_func", "--path", "é/**")    # an error naming the character
    assert bad.returncode in (1, 2) and b"Traceback" not in bad.stderr, bad.stderr


def test_the_grep_suggestion_is_a_command_a_posix_shell_runs_as_meant(run_cli, repo: Path) -> None:
    """A QA pass: a query with bytes that are not UTF-8 was suggested as `rg -n -F
    'zzq\\udcff'` (the escape's six characters, not the byte), one with a tab or a run of
    spaces as the words folded to one space, one with U+2028 cut there. Each suggestion,
    run by sh, now passes rg the query's bytes."""
    queries = [b"zzq\xff\xfeyy", "it's  a\ttab $HOME `x`".encode(), "a\u2028b".encode(),
               "-a\u0085b%d\\n".encode(), b"plain words"]
    for raw in queries:
        query = raw.decode("utf-8", "surrogateescape")
        res = run_cli("search", "--kind", "enum", "--root", str(repo), "--", query)
        assert res.code == 1, res.err
        command = res.out.splitlines()[-1].split("grep is the better call: ", 1)[1]
        assert command.startswith("rg -n -F "), command
        # The shell reads the arguments after `rg`: the pattern follows `-n -F` (and `-e`);
        # the root, named since the search ran outside it, comes last.
        argv = subprocess.run(["sh", "-c", f"set -- {command[len('rg '):]}; shift 2; "
                               '[ "$1" = -e ] && shift; printf "%s\\n%s" "$1" "$2"'],
                              capture_output=True, check=True).stdout
        assert argv == raw + b"\n" + str(repo).encode(), (command, argv, raw)


def test_a_closed_or_full_stdout_keeps_the_exit_status(tmp_path: Path, repo: Path) -> None:
    """`codesift search x >&-` was an AttributeError traceback and exit 1 ("no hits"), since
    Python makes a closed stream None; `--json > /dev/full` wrote the IO_ERROR line, then
    failed again writing its JSON to the same stdout: a second traceback, exit 1."""
    env = {**os.environ, "CODESIFT_INDEX_DIR": str(tmp_path / "i")}

    def run(*args: str, stdout: Any = subprocess.DEVNULL, close: int | None = None):
        return subprocess.run([sys.executable, "-m", "codesift", *args, "--root", str(repo)],
                              stdout=stdout, stderr=subprocess.PIPE, env=env, timeout=120,
                              preexec_fn=None if close is None else (lambda: os.close(close)))

    hits = run("search", "TokenBucket", close=1)
    assert (hits.returncode, hits.stderr) == (0, b"")
    none = run("search", "TokenBucket", "--kind", "enum", close=1)
    assert (none.returncode, none.stderr) == (1, b"")
    assert run("search", "TokenBucket", "--limit", "0", close=2).returncode == 2
    if os.path.exists("/dev/full"):
        with open("/dev/full", "w") as full:
            for args in (("search", "TokenBucket", "--json"), ("status", "--json"),
                         ("search", "--help"), ("--version",)):
                res = run(*args, stdout=full)
                assert res.returncode == 2, (args, res.stderr)
                assert res.stderr.decode().splitlines() == [
                    "codesift: error[IO_ERROR]: No space left on device"], res.stderr
    # argparse passed over a failed write of the help: nothing written, and exit 0.
    assert run("--help", close=1).returncode == 0
    if os.path.exists("/dev/full"):
        # A full stderr: the error line cannot be written; the status and the JSON still tell
        # (it was a second traceback and exit 1, "no hits", with no JSON).
        with open("/dev/full", "w") as full:
            for args in (("search", "x", "--limit", "0", "--json"), ("outline", "nope.py")):
                res = subprocess.run([sys.executable, "-m", "codesift", *args, "--root",
                                      str(repo)], stdout=subprocess.PIPE, stderr=full, env=env,
                                     timeout=120)
                assert res.returncode == 2, args
                if "--json" in args:
                    assert json.loads(res.stdout)["error"]["code"] == "INVALID_LIMIT"


def test_a_closed_stdin_reads_as_an_empty_one(tmp_path: Path, repo: Path) -> None:
    """`codesift search - <&-` and `codesift serve <&-` were error[INTERNAL] ('NoneType' object
    has no attribute 'buffer'): Python makes a closed stdin None. Closed, it has nothing to
    say, as /dev/null has: the query is empty, and the server sees its client hang up."""
    env = {**os.environ, "CODESIFT_INDEX_DIR": str(tmp_path / "i")}
    for args, code in ((("search", "-"), 2), (("serve",), 0)):
        res = subprocess.run([sys.executable, "-m", "codesift", *args, "--root", str(repo)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                             timeout=120, preexec_fn=lambda: os.close(0))
        assert res.returncode == code, (args, res.stderr)
        if code:
            assert res.stderr.decode().splitlines() == [
                "codesift: error[INVALID_QUERY]: the query is empty"], res.stderr
        else:
            assert b"INTERNAL" not in res.stderr, res.stderr


@pytest.mark.timeout(120)
def test_a_path_filter_of_many_stars_answers_at_once(tmp_path: Path, run_cli) -> None:
    """`--path '*a*a*…*b'` (or `**/a/` ten times, or as an exclude) against a long path
    backtracked in Python's re for hours when it left no file to show: the no-hits note asks
    Python whether the filters match any indexed path. An MCP `path` comes from a model, and
    the call held its root's lock meanwhile. (The timeout only guards the suite.)"""
    repo = tmp_path / "r"
    (repo / ("a/" * 30)).mkdir(parents=True)
    (repo / ("a/" * 30) / ("a" * 40 + ".py")).write_text("def frobnicate():\n    pass\n")
    for flag, pattern in (("--path", "*a" * 16 + "*b"), ("--path", "**/a/" * 14 + "b"),
                          ("--exclude", "*a" * 16 + "*b")):
        res = run_cli("search", "frobnicate", "--root", str(repo), flag, pattern)
        assert res.code == (1 if flag == "--path" else 0), res.err


def test_a_hanging_git_costs_a_search_its_refresh_budget_not_a_minute(run_cli,
                                                                     tmp_path: Path) -> None:
    """A `git ls-files` that blocks (here a `core.fsmonitor` hook that sleeps) held a search
    for the git listing's 60 s timeout, outside the refresh budget. The search answers within
    about its budget from the index as it stands, says so, and leaves no hook behind."""
    gitenv = {"GIT_CONFIG_GLOBAL": str(tmp_path / "gitconfig"), "GIT_CONFIG_NOSYSTEM": "1",
              "GIT_CEILING_DIRECTORIES": str(tmp_path)}
    repo = write_repo(tmp_path / "repo", {"a.py": "def alpha_handler():\n    pass\n"}, git=True)
    assert run_cli("index", str(repo), env=gitenv).code == 0
    pids = tmp_path / "hook.pids"
    hook = tmp_path / "fsmonitor-hook"
    hook.write_text(f"#!/bin/sh\necho $$ >> '{pids}'\nexec sleep 60\n")
    hook.chmod(0o755)
    subprocess.run(["git", "config", "core.fsmonitor", str(hook)], cwd=repo, check=True,
                   env={**os.environ, **gitenv})
    (repo / "b.py").write_text("def beta_handler():\n    pass\n")
    try:
        t0 = time.monotonic()
        res = run_cli("search", "alpha_handler", "--root", str(repo), "--refresh-budget", "1",
                      "--min-refresh-interval", "0", env=gitenv)
        took = time.monotonic() - t0
        assert res.code == 0, res.err
        assert res.out.startswith("(index not refreshed: listing the files took the whole "
                                  "refresh budget — answering from the index as it stands, "
                                  "which may be stale; codesift index waits longer)\n"), res.out
        assert "a.py:1  function alpha_handler()" in res.out
        assert took < 8, took
        body = json.loads(run_cli("search", "alpha_handler", "--root", str(repo), "--json",
                                  "--refresh-budget", "1", "--min-refresh-interval", "0",
                                  env=gitenv).out)
        refresh = body["index"]["refresh"]
        assert (refresh["stopped"], refresh["complete"], refresh["total"]) == ("budget", False, 0)
        assert body["hits"][0]["path"] == "a.py"
        time.sleep(0.5)
        started = [int(p) for p in pids.read_text().split()]
        assert started, "the hook never ran: git did not block"
        for pid in started:   # the hook git ran was stopped with it
            assert not Path(f"/proc/{pid}").exists() or \
                Path(f"/proc/{pid}/stat").read_text().split(") ")[1][0] == "Z", pid
    finally:
        for pid in (int(p) for p in pids.read_text().split()) if pids.exists() else ():
            try:
                os.kill(pid, 9)
            except OSError:
                pass


def test_counts_of_one_line_are_singular(run_cli, tmp_path: Path) -> None:
    """"a.py has 1 lines" and "… (1 more lines)": a count of one is "1 line"."""
    repo = write_repo(tmp_path / "r", {
        "one.py": "ONE_LINER = 1\n",
        "five.py": "def five_liner():\n    a = 1\n    b = 2\n    c = 3\n    return a + b + c\n"})
    res = run_cli("related", "one.py:3", "--root", str(repo))
    assert_error(res, "INVALID_LINE")
    assert "one.py has 1 line; line 3 is past its end" in res.err, res.err
    res = run_cli("search", "five_liner", "--root", str(repo), "--detail", "snippets")
    assert res.code == 0 and "    … (1 more line)\n" in res.out, res.out


def test_counts_of_one_file_or_chunk_are_singular(run_cli, tmp_path: Path) -> None:
    """"indexed 1 files, 1 chunks" and "none of the 1 indexed files": one is singular."""
    repo = write_repo(tmp_path / "r", {"one.py": "ONE_LINER = 1\n"})
    res = run_cli("index", str(repo))
    assert res.code == 0 and res.out.startswith("indexed 1 file, 1 chunk in "), res.out
    res = run_cli("search", "ONE_LINER", "--root", str(repo), "--path", "nomatch/**")
    assert "matches none of the 1 indexed file — fix or drop it." in res.out, res.out


@pytest.mark.parametrize("value", ["0", "101", "abc", "1.5"])
def test_related_and_search_word_a_bad_limit_alike(run_cli, repo: Path, value: str) -> None:
    """`search --limit 0` said "--limit: must be between 1 and 100, got 0", `related --limit
    0` "limit must be an integer from 1 to 100, got 0": one flag, one wording."""
    search = assert_error(run_cli("search", "TokenBucket", "--root", str(repo), "--limit", value),
                          "INVALID_LIMIT")
    related = assert_error(run_cli("related", "src/ratelimit/bucket.py:5", "--root", str(repo),
                                   "--limit", value), "INVALID_LIMIT")
    assert related == search and "--limit: " in search, (related, search)


def test_a_search_loads_neither_the_outline_nor_the_related_module(tmp_path: Path) -> None:
    # Every agent call pays the search's import path; rendering a search result imported the
    # outline module (and `related` with it) only to test which result it was given.
    root = write_repo(tmp_path / "r", {"app.py": "def load_config(path):\n    return path\n"})
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env.update(CODESIFT_INDEX_DIR=str(tmp_path / "index"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    for args in (["search", "load config"], ["search", "load config", "--json"]):
        proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "codesift", *args],
                              capture_output=True, text=True, env=env, cwd=root, timeout=120)
        assert proc.returncode == 0 and "load_config" in proc.stdout, proc.stderr[-500:]
        loaded = {line.rsplit("|", 1)[-1].strip() for line in proc.stderr.splitlines()}
        assert "codesift.search" in loaded   # the probe sees the search's own imports
        assert not loaded & {"codesift.search.outline", "codesift.search.related"}, args


def test_a_search_loads_neither_hashlib_nor_shutil(tmp_path: Path) -> None:
    # hashlib (OpenSSL, ~3.5 ms) named the default index folder and shutil (zlib, bz2, lzma,
    # ~2 ms; argparse's help formatter and three modules imported it) was loaded for rmtree:
    # every agent call paid both.
    root = write_repo(tmp_path / "r", {"app.py": "def load_config(path):\n    return path\n"})
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")   # the default index folder, named by hash
    for args in (["search", "load config"], ["search", "load config", "--json"]):
        proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "codesift", *args],
                              capture_output=True, text=True, env=env, cwd=root, timeout=120)
        assert proc.returncode == 0 and "load_config" in proc.stdout, proc.stderr[-500:]
        loaded = {line.rsplit("|", 1)[-1].strip() for line in proc.stderr.splitlines()}
        assert "codesift.search" in loaded and "xxhash" in loaded   # the probe sees imports
        if args[-1] == "--json":   # the first built the index: a folder's first use may differ
            assert not loaded & {"hashlib", "_hashlib", "shutil"}, sorted(loaded & {"hashlib", "shutil"})
    assert len([p for p in (tmp_path / "cache" / "codesift").iterdir() if p.is_dir()]) == 1


def test_the_parser_builds_only_the_command_named() -> None:
    # argparse builds each command's parser as it is added (its help strings looked up in
    # gettext's catalogs, ~0.2 ms each): a search built all nine.
    from codesift.cli_args import build_parser

    assert build_parser(["search", "x"]).parse_args(["search", "x"]).query == "x"
    with pytest.raises(CodesiftError, match="invalid choice: 'index'"):
        build_parser(["search", "x"]).parse_args(["index"])
    for argv in ([], ["--version"], ["serch"]):   # no command named: every one, as help lists
        assert build_parser(argv).parse_args(["index"]).command == "index"


def test_ctrl_c_with_a_full_stderr_still_exits_130(tmp_path: Path, repo: Path) -> None:
    # The "interrupted" line to a full stderr raised again inside the handler: exit 1, which a
    # script reads as "no hits", where an interrupted search is 130 like any other.
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full")
    env = {**os.environ, "CODESIFT_INDEX_DIR": str(tmp_path / "i")}
    with open("/dev/full", "w") as full:
        proc = subprocess.Popen([sys.executable, "-m", "codesift", "search", "-", "--root",
                                 str(repo)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=full, env=env, preexec_fn=_sigint_default)
        # Past start-up, reading the query from stdin: a signal during the imports is Python's.
        deadline = time.monotonic() + (30 if _wchan(proc.pid) else 2)   # no /proc: a guess
        while time.monotonic() < deadline and "pipe_read" not in _wchan(proc.pid):
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=60)
    assert proc.returncode == 130


def _sigint_default() -> None:
    """SIGINT as a shell's foreground job gets it. A job a script starts with ``&`` (or
    ``nohup``) inherits it ignored, Python then keeps it ignored, and the child read on
    until stdin closed: an empty query, exit 2."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _wchan(pid: int) -> str:
    """Where the kernel has ``pid`` waiting (``anon_pipe_read``), or "" if it will not say."""
    try:
        with open(f"/proc/{pid}/wchan") as f:
            return f.read()
    except OSError:
        return ""


def test_no_hits_says_how_many_files_were_too_large_to_index(run_cli, tmp_path: Path) -> None:
    """An agent searching for a name declared in a file over max_file_bytes was told only
    "No matches", though status knew the file was skipped. The no-hits answer says how many
    files the index left out for their size or bytes, in one line; --json counts them."""
    root = write_repo(tmp_path / "r", {"src/small.py": "def small_fn():\n    return 1\n",
                                       "src/big.py": "def huge_symbol():\n    pass\n" + "# pad\n" * 500,
                                       "src/big2.py": "def other():\n    pass\n" + "# pad\n" * 500},
                      git=True)
    (root / "src/blob.py").write_bytes(b"def in_blob():\n\0\1\2")   # a NUL: binary
    args = ("--root", str(root), "--max-file-bytes", "2000")
    res = run_cli("search", "huge_symbol", *args)
    assert res.code == 1 and res.out.startswith('No matches for "huge_symbol".'), res.out
    said = [ln for ln in res.out.splitlines() if "not indexed" in ln]
    assert said == ["(3 files were not indexed: 2 over 2 KB (max_file_bytes), 1 binary "
                    "— see codesift status)"], res.out
    as_json = run_cli("search", "huge_symbol", *args, "--json")
    assert as_json.code == 1
    assert json.loads(as_json.out)["not_indexed"] == {"oversize": 2, "binary": 1}
    # An answer with hits, or an index that skipped nothing, says nothing of it.
    hit = run_cli("search", "small_fn", *args, "--json")
    assert hit.code == 0 and "not_indexed" not in json.loads(hit.out)
    (root / "src/big.py").unlink()
    (root / "src/big2.py").unlink()
    (root / "src/blob.py").unlink()
    clean = run_cli("search", "huge_symbol", *args)
    assert clean.code == 1 and "not indexed" not in clean.out, clean.out


def test_the_not_indexed_note_counts_only_files_the_filters_keep(run_cli, tmp_path: Path) -> None:
    """A QA pass: in requests' repository `search Session --lang go --path src` found nothing
    and said "(1 file over 1 MB … was not indexed …)" of `ext/requests-logo.ai`, which no Go
    file under src/ could be. The pass keeps the paths it left out, and the note counts only
    those the path, exclude and lang filters keep."""
    root = write_repo(tmp_path / "r", {"src/sessions.py": "class Session:\n    pass\n",
                                       "ext/requests-logo.ai": "%!PS-Adobe\n" + "0 0 m\n" * 500},
                      git=True)
    (root / "src/blob.py").write_bytes(b"def in_blob():\n\0\1\2")   # a NUL: binary
    # Binary data no declaration can be in (Django's 1,261 gettext catalogs led its answers
    # with "(1300 binary files were not indexed …)"): not counted.
    (root / "locale/af").mkdir(parents=True)
    (root / "locale/af/django.mo").write_bytes(b"\xde\x12\x04\x95\0\0\0\0" * 20)
    args = ("--root", str(root), "--max-file-bytes", "2000")

    def left_out(*flags: str) -> dict[str, int] | None:
        res = run_cli("search", "huge_symbol", *args, *flags, "--json")
        assert res.code == 1, res.out + res.err
        return json.loads(res.out).get("not_indexed")

    assert left_out() == {"oversize": 1, "binary": 1}
    assert left_out("--lang", "go", "--path", "src") is None
    assert left_out("--path", "src") == {"binary": 1}
    assert left_out("--path", "ext/*.ai") == {"oversize": 1}
    assert left_out("--exclude", "ext") == {"binary": 1}
    assert left_out("--lang", "py") == left_out("--lang", "python") == {"binary": 1}
    assert left_out("--kind", "class") == {"oversize": 1, "binary": 1}   # its kinds are unknown
    text = run_cli("search", "Session", *args, "--lang", "go", "--path", "src")
    assert text.code == 1 and "not indexed" not in text.out, text.out


def test_the_not_indexed_note_names_submodules_and_nested_repositories(run_cli, tmp_path: Path) -> None:
    """A QA pass: `search sub_module_func`, declared only in the submodule libs/sublib, gave
    an unrelated hit and "(1 file over 1 MB … was not indexed)": the submodule, which git
    lists none of the files of, was counted nowhere. It is named, with the root that searches
    it, when the filters in force would keep its folder; one in a folder the index skips by
    design (vendor/) is not."""
    git = ["git", "-c", "protocol.file.allow=always", "-c", "user.name=t",
           "-c", "user.email=t@example.org"]
    sub = write_repo(tmp_path / "sublib", {"s.py": "def sub_module_func(): pass\n"}, git=True)
    root = write_repo(tmp_path / "r", {"src/app.py": "def module_func_caller(): pass\n"}, git=True)
    for folder in ("libs/sublib", "vendor/dep"):
        subprocess.run([*git, "submodule", "add", "-q", str(sub), folder], cwd=root, check=True,
                       capture_output=True)
    subprocess.run([*git, "commit", "-qm", "subs"], cwd=root, check=True, capture_output=True)
    write_repo(root / "tools/own", {"t.py": "def tool_func(): pass\n"}, git=True)   # untracked

    def search(*flags: str, cwd: Path = root) -> CliResult:
        return run_cli("search", "sub_module_func", "--root", str(root), *flags, cwd=cwd)

    res = search()
    assert res.code == 0, res.out + res.err
    assert res.out.splitlines()[0] == ("(1 submodule and 1 nested repository (libs/sublib, "
                                       "tools/own) were not indexed — search one with --root "
                                       "libs/sublib)"), res.out
    body = json.loads(search("--json").out)
    assert body["not_indexed"] == {"submodule": 1, "nested_repo": 1}
    assert body["not_indexed_repos"] == ["libs/sublib", "tools/own"]
    # The filters in force decide, on the folder's path: a glob's file name could be in it.
    for flags, kept in ((("--path", "libs/"), ["libs/sublib"]), (("--path", "src/**"), None),
                        (("--path", "**/*.py"), ["libs/sublib", "tools/own"]),
                        (("--exclude", "libs/sublib/**"), ["tools/own"])):
        body = json.loads(search(*flags, "--json").out)
        assert body.get("not_indexed_repos") == kept, (flags, body)
    # From a subfolder the root to search it by is spelled whole, as the read call is.
    # An answer with no hits (the path matches no indexed file) says it among its advice.
    res = search("--path", "libs", cwd=root / "src")
    assert res.code == 1 and (f"(1 submodule (libs/sublib) was not indexed — search it with "
                              f"--root {root / 'libs/sublib'})") in res.out.splitlines(), res.out
    res = run_cli("search", "sub_module_func", "--root", str(root / "libs/sublib"))
    assert res.code == 0 and res.out.startswith("s.py:1  function sub_module_func()"), res.out
    # A hit of the name says nothing of them.
    assert "not_indexed" not in json.loads(run_cli("search", "module_func_caller", "--root",
                                                   str(root), "--json").out)


def test_hits_none_of_the_name_asked_for_say_a_file_was_not_indexed(run_cli, tmp_path: Path) -> None:
    """A QA pass: `huge_fn`, declared only in a file over max_file_bytes, listed `bom_fn` and
    `ok_fn` (they share only `fn`) and no note; only an answer with no hits said a file was
    left out. When no hit has the one identifier the query is, the answer says it too, the
    hits as they were."""
    root = write_repo(tmp_path / "r", {"src/ok.py": "def ok_fn():\n    return 1\n",
                                       "src/bom.py": "\ufeffdef bom_fn(): pass\n",
                                       "src/big.py": "def huge_fn():\n    pass\n" + "#\n" * 2000},
                      git=True)
    args = ("--root", str(root), "--max-file-bytes", "2000")
    res = run_cli("search", "huge_fn", *args)
    assert res.code == 0, res.out + res.err
    lines = res.out.splitlines()
    assert lines[0] == "(1 file over 2 KB (max_file_bytes) was not indexed — see codesift status)"
    assert sorted(ln.split()[2] for ln in lines[1:3]) == ["bom_fn()", "ok_fn()"], res.out
    body = json.loads(run_cli("search", "huge_fn", *args, "--json").out)
    assert body["not_indexed"] == {"oversize": 1}
    assert [h["symbol"] for h in body["hits"]] == [ln.split()[2][:-2] for ln in lines[1:3]]
    # A hit of the name, a query of words, or filters that keep no left-out file: no note.
    for query, *flags in (("ok_fn",), ("huge fn",), ("huge_fn", "--exclude", "big.py")):
        res = run_cli("search", query, *args, *flags, "--json")
        assert res.code == 0 and "not_indexed" not in json.loads(res.out), (query, res.out)


def test_index_loads_no_search_modules(repo: Path, tmp_path: Path) -> None:
    # A build needs no ranking, rendering or hints: they cost `codesift index` ~20 ms to load.
    code = ("import sys, codesift.cli as c\n"
            "status = c.main(['index', sys.argv[1], '--index-dir', sys.argv[2]])\n"
            "print(status, sorted(m for m in sys.modules if m.startswith(('codesift.search', "
            "'codesift.render', 'codesift.hints', 'uuid'))))\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    proc = subprocess.run([sys.executable, "-c", code, str(repo), str(tmp_path / "index")],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.stdout.splitlines()[-1] == "0 []", proc.stdout + proc.stderr


def test_a_json_search_loads_no_text_renderer(repo: Path, tmp_path: Path) -> None:
    # `--json` prints the result's JSON shape: the text renderer's addresses and notes are
    # modules it never calls (~1 ms of every such call to load).
    code = ("import sys, codesift.cli as c\n"
            "status = c.main(['search', 'session', '--root', sys.argv[1], '--index-dir', sys.argv[2],"
            " '--json'])\n"
            "print(status, sorted(m for m in sys.modules if m in ('codesift.render', "
            "'codesift.hints', 'codesift.address')))\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    proc = subprocess.run([sys.executable, "-c", code, str(repo), str(tmp_path / "index")],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.stdout.splitlines()[-1] in ("0 []", "1 []"), proc.stdout + proc.stderr


def test_the_program_closes_the_file_table_before_it_exits(run_cli, repo: Path, tmp_path: Path) -> None:
    # ``run`` leaves what is alive at exit to the OS (gc.freeze), but the garbage a command
    # left is collected first: the Index's SQLite connection closes and checkpoints its WAL,
    # which a read-only (immutable) reader of the folder would not see.
    for args in (("index", str(repo)), ("search", "session", "--root", str(repo))):
        assert run_cli(*args).code in (0, 1)   # 1: no hits
        assert sorted(p.name for p in (tmp_path / "index").glob("files.sqlite*")) == ["files.sqlite"]


def test_a_search_process_collects_no_cycles(repo: Path, tmp_path: Path) -> None:
    # One answer, then the process exits: a cycle collection is only time. The program's
    # collection after the command walked every object the imports made (~8 ms of a search)
    # to find a few classes' cycles, and ~30 smaller ones ran while modules loaded. A search
    # closes its Index itself (the test above: its file table is checkpointed all the same).
    code = ("import gc, sys\n"
            "runs = []\n"
            "gc.callbacks.append(lambda phase, info: phase == 'start' and runs.append(info['generation']))\n"
            "import codesift.cli as c\n"
            "import atexit\n"
            "atexit.register(lambda: print('collections after import', runs[before:]))\n"
            "before = len(runs)\n"
            "sys.argv = ['codesift', 'search', 'session', '--root', sys.argv[1]]\n"
            "c.run()\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env["CODESIFT_INDEX_DIR"] = str(tmp_path / "index")
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    proc = subprocess.run([sys.executable, "-c", code, str(repo)], capture_output=True, text=True,
                          env=env, timeout=120)
    assert proc.returncode in (0, 1), proc.stderr
    assert proc.stdout.splitlines()[-1] == "collections after import []", proc.stdout + proc.stderr
    assert sorted(p.name for p in (tmp_path / "index").glob("files.sqlite*")) == ["files.sqlite"]
