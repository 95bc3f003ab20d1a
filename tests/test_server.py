"""``codesift serve`` driven as a subprocess by the MCP SDK's own stdio client.

Every test starts a real server (``python -m codesift serve``) over stdio on the sample git
repository, with its index under ``tmp_path`` (``XDG_CACHE_HOME``), and talks to it with
``stdio_client`` + ``ClientSession``.
"""
from __future__ import annotations

import asyncio
import fcntl
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator, Awaitable, Callable, Mapping

import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

import codesift
from codesift.model import KINDS, RELATIONS
from conftest import write_repo

BUCKET = "src/ratelimit/bucket.py"
ERROR_LINE = re.compile(r"^error\[([A-Z_]+)\]: [^\n]+$")
pytestmark = pytest.mark.timeout(300)


def server_env(tmp_path: Path, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")   # every root's index lands under tmp_path
    env.update(extra or {})
    return env


@asynccontextmanager
async def connect(tmp_path: Path, *args: str, env: Mapping[str, str] | None = None,
                  cwd: Path | None = None, structured: bool = True) -> AsyncIterator[ClientSession]:
    """A client of ``codesift serve``; ``structured`` (``--json``): results carry the JSON too,
    which most tests read."""
    flags = ["--json"] if structured else []
    params = StdioServerParameters(command=sys.executable,
                                   args=["-m", "codesift", "serve", *flags, *args],
                                   env=server_env(tmp_path, env), cwd=str(cwd or tmp_path))
    with open(tmp_path / "server.log", "a") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as session:
                session.initialized = await session.initialize()   # type: ignore[attr-defined]
                yield session


def run(body: Callable[[], Awaitable[None]]) -> None:
    """Run an async test body; a failure inside the SDK's task groups surfaces as itself."""
    try:
        asyncio.run(body())
    except BaseExceptionGroup as group:
        leaf: BaseException = group
        while isinstance(leaf, BaseExceptionGroup):
            leaf = leaf.exceptions[0]
        raise leaf from None


async def call(session: ClientSession, tool: str, **args: Any):
    return await session.call_tool(tool, args)


async def wait_indexed(session: ClientSession, **args: Any) -> dict:
    """index_status until the background pass has completed (no search triggers it)."""
    for _ in range(600):
        res = await call(session, "index_status", **args)
        st = res.structured_content
        if st["complete"] and not st["running"]:
            return st
        await asyncio.sleep(0.1)
    raise AssertionError(f"the index never completed: {st}")


def error_code(res) -> str:
    """The code of a tool error, after checking its one-line form and structured twin."""
    assert res.is_error, res.content[0].text
    text = res.content[0].text
    m = ERROR_LINE.match(text)
    assert m, text
    assert res.structured_content == {"error": {"code": m.group(1), "message": text.split(": ", 1)[1]}}
    return m.group(1)


# ---------------------------------------------------------------------------------------- tools


def test_tools_schemas_annotations_and_descriptions(repo: Path, tmp_path: Path) -> None:
    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            tools = {t.name: t for t in (await s.list_tools()).tools}
            server = s.initialize_result.server_info
        assert (server.name, server.version) == ("codesift", codesift.__version__)
        assert set(tools) == {"search_code", "find_related", "file_outline", "index_status"}
        for t in tools.values():
            assert t.input_schema["type"] == "object"
            assert t.input_schema["additionalProperties"] is False
            ann = t.annotations
            assert (ann.read_only_hint, ann.idempotent_hint, ann.open_world_hint) == (True, True, False)
            assert "grep" in t.description or t.name in ("index_status", "file_outline")
            assert all("description" in p for p in t.input_schema["properties"].values())
        search = tools["search_code"].input_schema
        props = search["properties"]
        assert list(props) == ["query", "kind", "path", "lang", "exclude", "limit", "detail", "root"]
        assert search["required"] == ["query"]
        assert props["query"]["type"] == "string" and props["query"]["minLength"] == 1
        # A null is the default, as for every optional argument.
        limit, null = props["limit"]["anyOf"]
        assert (limit, null) == ({"type": "integer", "minimum": 1, "maximum": 100}, {"type": "null"})
        assert props["detail"]["anyOf"][0]["enum"] == ["signatures", "snippets", "full"]
        # Their defaults are the root's settings: described, not claimed (see the test below).
        assert "20" in props["limit"]["description"] and "signatures" in props["detail"]["description"]
        # A kind or a list of kinds: the enum once, the list's items checked as it is.
        kind, kinds, null = props["kind"]["anyOf"]
        assert (kind["enum"], kinds, null) == (list(KINDS), {"type": "array", "items": {
            "type": "string"}}, {"type": "null"})
        for name in ("kind", "path", "lang", "exclude", "root"):
            assert "default" not in props[name] and "null" in json.dumps(props[name])
        # `{a,b}` makes a glob as `*`, `?` and `[` do (README, `--path`); the model is told so.
        assert "{a,b}" in props["path"]["description"]
        related = tools["find_related"].input_schema
        assert related["required"] == ["path", "line"]
        rp = related["properties"]
        assert rp["line"]["type"] == "integer" and rp["line"]["minimum"] == 1
        assert rp["limit"]["anyOf"][0] == {"type": "integer", "minimum": 1, "maximum": 100}
        assert rp["limit"]["default"] == 10
        assert rp["only"]["anyOf"][0]["enum"] == list(RELATIONS) and "default" not in rp["only"]
        assert list(tools["index_status"].input_schema["properties"]) == ["root"]
        outline = tools["file_outline"].input_schema
        assert outline["required"] == ["path"] and list(outline["properties"]) == ["path", "kind", "root"]
        assert "search_code's kinds" in outline["properties"]["kind"]["description"]
    run(body)


def test_the_tool_list_costs_a_session_little(repo: Path, tmp_path: Path) -> None:
    """Every agent pays for tools/list in every session, before its first call: it held ~2,200
    tokens (chars/4), the 19 kinds four times, every parameter's title, a language list. Now
    each enum is there once and nothing in it repeats a name; a bad kind for file_outline,
    which names search_code's, is still refused with the kinds listed."""
    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            listed = (await s.list_tools()).model_dump(mode="json", by_alias=True,
                                                       exclude_none=True)
            res = await call(s, "file_outline", path=BUCKET, kind="klass")
            assert res.is_error and res.content[0].text.startswith("error[INVALID_FILTER]: ")
            assert "prototype" in res.content[0].text
            res = await call(s, "file_outline", path=BUCKET, kind=["Method"])
            assert not res.is_error
            instructions = s.initialized.instructions   # type: ignore[attr-defined]
        text = json.dumps(listed, separators=(",", ":"), ensure_ascii=False)
        assert len(text) / 4 < 1400, len(text) / 4
        # The server's instructions too: when to use which tool, in ~90 tokens (it held ~130).
        assert len(instructions) / 4 < 100 and all(
            tool in instructions for tool in ("search_code", "file_outline", "find_related"))
        assert text.count('"prototype"') == 1 and text.count('"cochange"') == 1
        assert '"title":"Query"' not in text and "asciidoc" not in text
    run(body)


def test_each_tool_answers_on_a_real_repository(repo: Path, tmp_path: Path, run_cli) -> None:
    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo), cwd=repo) as s:
            # The server warmed the index on its own: no search has run yet.
            st = await wait_indexed(s)
            assert st["root"] == str(repo) and st["files"] >= 10 and st["chunks"] > st["files"]
            assert st["index_path"].startswith(str(tmp_path / "cache"))
            assert {"python", "javascript", "markdown"} <= set(st["languages"])
            status = await call(s, "index_status")
            assert not status.is_error and f"files:    {st['files']}" in status.content[0].text

            res = await call(s, "search_code", query="TokenBucket")
            assert not res.is_error
            text, data = res.content[0].text, res.structured_content
            assert data["hits"][0]["path"] == BUCKET and data["hits"][0]["symbol"] == "TokenBucket"
            assert re.search(rf"^(?:{BUCKET}|  ):5  class TokenBucket — ", text, re.M), text
            assert text.rstrip().splitlines()[-1].startswith('Next: read({"path": "src/ratelimit/bucket.py"')
            assert set(data) >= {"query", "hits", "total", "shown", "omitted", "index"}

            res = await call(s, "search_code", query="remove a user", kind=["method"], path="web/**",
                             lang="js", exclude="tests/", limit=1, detail="snippets")
            hits = res.structured_content["hits"]
            assert [(h["path"], h["symbol"]) for h in hits] == [("web/users.js", "removeUser")]
            assert "this.users.delete(id);" in res.content[0].text
            assert "this.users.delete(id);" in hits[0]["body"]   # the JSON has it too
            absolute = await call(s, "search_code", query="user", path=str(repo / "web"))
            assert {h["path"] for h in absolute.structured_content["hits"]} == {"web/users.js"}

            res = await call(s, "find_related", path=BUCKET, line=16, limit=5)
            assert not res.is_error
            hits = res.structured_content["hits"]
            assert [h["symbol"] for h in hits[:2]] == ["consume", "refill"] and len(hits) <= 6
            assert res.content[0].text.splitlines()[1].startswith("  :14  method TokenBucket.consume")
            res = await call(s, "find_related", path=BUCKET, line=16, only="Callers")
            hits = res.structured_content["hits"]
            assert hits[0]["symbol"] == "consume" and len(hits) >= 2
            assert all(set(h["channels"]) == {"callers"} for h in hits[1:])
            res = await call(s, "file_outline", path=BUCKET)
            assert not res.is_error
            decls = res.structured_content["declarations"]
            assert [(d["symbol"], d["depth"]) for d in decls[:4]] == [   # the module's docstring
                ("", 0), ("TokenBucket", 0), ("__init__", 1), ("consume", 1)]
            assert res.content[0].text.splitlines()[:3] == [
                f"{BUCKET} — {len(decls)} declarations", "  :1  file — Rate limiting primitives.",
                "  :5  class TokenBucket — " + decls[1]["doc"]]
            only = await call(s, "file_outline", path=BUCKET, kind=["method"])
            assert {d["kind"] for d in only.structured_content["declarations"]} == {"method"}
            search_json = (await call(s, "search_code", query="backoff delay")).structured_content
        # The structured content is the CLI's JSON, hit for hit (same index, same ranking).
        cli = run_cli("search", "backoff delay", "--json", "--root", str(repo),
                      env={"CODESIFT_INDEX_DIR": None})
        assert json.loads(cli.out)["hits"] == search_json["hits"]
    run(body)


def test_without_json_a_result_is_its_text_alone(repo: Path, tmp_path: Path) -> None:
    """Agent clients give the model a result's structured content instead of its text when it
    has both, so by default there is none: the budget and the read call reach the model."""
    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo), cwd=repo, structured=False) as s:
            await call(s, "search_code", query="TokenBucket")      # waits for the warm-up
            results = [await call(s, "search_code", query="TokenBucket"),
                       await call(s, "find_related", path=BUCKET, line=16),
                       await call(s, "file_outline", path=BUCKET),
                       await call(s, "index_status")]
            errors = [await call(s, "search_code", query="x", kind="nonsense"),
                      await call(s, "file_outline", path="../elsewhere.py"),
                      await call(s, "search_code", query="x", bogus=1),
                      await s.call_tool("no_such_tool", {})]
            for res in results + errors:
                assert res.structured_content is None, res
                assert [c.type for c in res.content] == ["text"]
            assert not any(r.is_error for r in results) and all(r.is_error for r in errors)
            assert results[0].content[0].text.rstrip().splitlines()[-1].startswith(
                'Next: read({"path": "src/ratelimit/bucket.py"')
            assert [ERROR_LINE.match(r.content[0].text)[1] for r in errors] == [
                "INVALID_FILTER", "INVALID_PATH", "INVALID_ARGUMENT", "UNKNOWN_TOOL"]
    run(body)


def test_limit_and_detail_come_from_the_configuration(tmp_path: Path) -> None:
    """An argument the caller gives wins; else the root's settings (file, then environment,
    as the CLI resolves them); else the defaults. The schema's own defaults (20 hits,
    signatures) used to override a configured limit and detail."""
    files = {f"loaders/m{i}.py": f"def load_config_file_{i}(p):\n    return p\n" for i in range(6)}
    configured = write_repo(tmp_path / "configured", {
        **files, "codesift.toml": 'limit = 1\ndetail = "snippets"\n'}, git=True)
    plain = write_repo(tmp_path / "plain", files, git=True)
    query = "load_config_file_2"

    async def body() -> None:
        async with connect(tmp_path, "--root", str(configured)) as s:
            res = await call(s, "search_code", query=query)
            hits = res.structured_content["hits"]
            assert [h["symbol"] for h in hits] == [query]            # limit = 1 from the file
            assert "return p" in res.content[0].text                 # detail = "snippets"
            res = await call(s, "search_code", query=query, limit=3, detail="signatures")
            assert len(res.structured_content["hits"]) == 3           # the caller's arguments win
            assert "return p" not in res.content[0].text
            # A null is left out, as for every other optional argument: the settings decide.
            res = await call(s, "search_code", query=query, limit=None, detail=None)
            assert not res.is_error and [h["symbol"] for h in res.structured_content["hits"]] \
                == [query] and "return p" in res.content[0].text
            res = await call(s, "find_related", path="loaders/m2.py", line=1, limit=None)
            assert not res.is_error and res.structured_content["hits"][0]["symbol"] == query
            props = {t.name: t for t in (await s.list_tools()).tools}["search_code"].input_schema[
                "properties"]
            for name in ("limit", "detail"):     # no default the server would not apply
                assert "default" not in props[name] and "configured" in props[name]["description"]
        env = {"CODESIFT_LIMIT": "3", "CODESIFT_DETAIL": "snippets", "CODESIFT_BUDGET": "300"}
        async with connect(tmp_path, "--root", str(plain), env=env) as s:
            res = await call(s, "search_code", query=query)
            assert len(res.structured_content["hits"]) == 3          # from the environment
            assert "return p" in res.content[0].text
    run(body)


def test_an_edit_of_the_configuration_applies_to_the_next_call(tmp_path: Path,
                                                               run_cli) -> None:
    """The server read a root's codesift.toml once, at the first call naming the root: an
    edit (a new ignore pattern, a limit, a mistake) changed nothing until a restart, and a
    CLI refresh under the new ignore patterns and the server's under the old ones kept
    undoing each other's index. Each call now sees the file as the CLI does."""
    files = {f"loaders/m{i}.py": f"def load_config_file_{i}(p):\n    return p\n" for i in range(6)}
    root = write_repo(tmp_path / "repo", {**files, "gen/g.py": "def load_config_file_gen(p):\n"
                                          "    return p\n"}, git=True)
    query = "load_config_file_gen"

    async def body() -> None:
        async with connect(tmp_path, "--root", str(root)) as s:
            res = await call(s, "search_code", query=query)
            assert res.structured_content["hits"][0]["path"] == "gen/g.py"
            (root / "codesift.toml").write_text('ignore = ["gen/"]\nlimit = 2\n')
            res = await call(s, "search_code", query=query)
            paths = [h["path"] for h in res.structured_content["hits"]]
            assert len(paths) == 2 and "gen/g.py" not in paths, paths
            (root / "codesift.toml").write_text("limit = 0\n")
            assert error_code(await call(s, "search_code", query=query)) == "INVALID_CONFIG"
            (root / "codesift.toml").write_text("limit = 3\n")
            res = await call(s, "search_code", query=query)
            assert len(res.structured_content["hits"]) == 3
    run(body)


def test_a_root_with_nothing_to_index_names_the_root_argument(tmp_path: Path) -> None:
    """A server started in a folder with no file to index (Claude Desktop's working folder,
    say) answered "holds no files yet (see `codesift status`)": waiting changes nothing, and
    the tool's way to name the repository is its root argument."""
    empty = tmp_path / "empty"
    empty.mkdir()

    async def body() -> None:
        async with connect(tmp_path, "--root", str(empty)) as s:
            await wait_indexed(s)
            text = (await call(s, "search_code", query="anything")).content[0].text
            assert "yet" not in text and "codesift status" not in text, text
            assert (f"No file of {empty} is indexed: none is a file codesift reads. "
                    "Is it the repository? Pass root to name another.") in text, text
    run(body)


def test_a_filter_that_leaves_no_file_is_named_in_the_answer(repo: Path, tmp_path: Path) -> None:
    """As for the CLI: the path filter or the ignore setting emptied the answer, not the
    words, and the text names it as a tool argument or a setting (there is no flag here)."""
    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            files = (await wait_indexed(s))["files"]
            res = await call(s, "search_code", query="TokenBucket", path="nomatch/**")
            assert not res.is_error and res.structured_content["hits"] == []
            assert (f'path:"nomatch/**" matches none of the {files} indexed files — fix or drop it.'
                    in res.content[0].text), res.content[0].text
        async with connect(tmp_path, "--root", str(repo), env={"CODESIFT_IGNORE": "**"}) as s:
            res = await call(s, "search_code", query="TokenBucket")
            text = res.content[0].text
            assert "holds no files yet" not in text
            assert (f'No file is indexed: the ignore setting ["**"] (from env CODESIFT_IGNORE) '
                    f"skips every file of {repo}") in text, text
    run(body)


def test_no_hits_of_the_name_say_a_file_was_too_large_to_index(tmp_path: Path) -> None:
    """As for the CLI: a name declared only in a file over max_file_bytes found nothing, or
    only other hits sharing a word of it, and the answer did not say the index had left that
    file out."""
    root = write_repo(tmp_path / "r", {"a.py": "def small_symbol():\n    pass\n",
                                       "big.py": ("def huge_symbol():\n    pass\n\n"
                                                  "def vast_entry():\n    pass\n" + "#\n" * 2000)})
    note = "(1 file over 2 KB (max_file_bytes) was not indexed — see the index_status tool)"

    async def body() -> None:
        async with connect(tmp_path, "--root", str(root),
                           env={"CODESIFT_MAX_FILE_BYTES": "2000"}) as s:
            await wait_indexed(s)
            res = await call(s, "search_code", query="vast_entry")
            assert not res.is_error and res.structured_content["hits"] == []
            assert res.structured_content["not_indexed"] == {"oversize": 1}
            assert note in res.content[0].text.splitlines(), res.content[0].text
            res = await call(s, "search_code", query="huge_symbol")
            assert not res.is_error
            assert [h["symbol"] for h in res.structured_content["hits"]] == ["small_symbol"]
            assert res.structured_content["not_indexed"] == {"oversize": 1}
            assert res.content[0].text.splitlines()[0] == note
    run(body)


def test_an_empty_filter_list_is_refused_as_the_cli_refuses_an_empty_kind(repo: Path, tmp_path: Path,
                                                                          run_cli) -> None:
    """`kind: []` searched every kind in silence, where the CLI's `--kind ""` is INVALID_FILTER:
    an empty list is a filter built from nothing (an agent's list that came out empty), so it
    is refused the same way; a caller that wants no filter leaves the argument out."""
    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            await wait_indexed(s)
            for tool, args in (("search_code", {"query": "TokenBucket", "kind": []}),
                               ("search_code", {"query": "TokenBucket", "lang": []}),
                               ("search_code", {"query": "TokenBucket", "exclude": []}),
                               ("file_outline", {"path": BUCKET, "kind": []})):
                res = await s.call_tool(tool, args)
                assert error_code(res) == "INVALID_FILTER", (tool, args, res.content[0].text)
                name = next(k for k in args if k in ("kind", "lang", "exclude"))
                assert f"{name} is an empty list; leave it out" in res.content[0].text
            res = await call(s, "search_code", query="TokenBucket", kind=["class"])
            assert res.structured_content["hits"][0]["symbol"] == "TokenBucket"
    run(body)
    for value in ("", ",", " , "):
        res = run_cli("search", "TokenBucket", "--root", str(repo), "--kind", value)
        assert res.code == 2 and "error[INVALID_FILTER]: empty kind" in res.err, (value, res.err)
    assert run_cli("search", "TokenBucket", "--root", str(repo), "--kind", "class,").code == 0


def test_kinds_and_details_in_any_case_are_taken_as_the_cli_takes_them(repo: Path,
                                                                      tmp_path: Path) -> None:
    """`kind: "Class"` was INVALID_FILTER though `--kind Class` works: a model writes a kind
    as a heading would, and the refusal cost it a round trip."""
    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            await wait_indexed(s)
            res = await call(s, "search_code", query="TokenBucket", kind="Class", detail="Snippets")
            assert not res.is_error, res.content[0].text
            assert res.structured_content["hits"][0]["symbol"] == "TokenBucket"
            res = await call(s, "file_outline", path=BUCKET, kind=["METHOD"])
            assert not res.is_error, res.content[0].text
            assert {d["kind"] for d in res.structured_content["declarations"]} == {"method"}
            schema = {t.name: t.input_schema for t in (await s.list_tools()).tools}
            assert "any case" in schema["search_code"]["properties"]["kind"]["description"]
    run(body)


# ---------------------------------------------------------------------------------------- errors


def test_every_error_code(repo: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.py"
    outside.write_text("secret = 1\n")
    (repo / "escape.py").symlink_to(outside)
    not_a_dir = repo / "README.txt"
    not_a_dir.write_text("hello\n")
    cases: list[tuple[str, dict, str]] = [
        ("search_code", {}, "INVALID_QUERY"),
        ("search_code", {"query": ""}, "INVALID_QUERY"),
        ("search_code", {"query": "   "}, "INVALID_QUERY"),
        ("search_code", {"query": 42}, "INVALID_QUERY"),
        ("search_code", {"query": "x" * 200_001}, "INVALID_QUERY"),
        ("search_code", {"query": "x", "limit": 0}, "INVALID_LIMIT"),
        ("search_code", {"query": "x", "limit": 101}, "INVALID_LIMIT"),
        ("search_code", {"query": "x", "limit": "many"}, "INVALID_LIMIT"),
        ("search_code", {"query": "x", "limit": 2.5}, "INVALID_LIMIT"),
        ("search_code", {"query": "x", "limit": True}, "INVALID_LIMIT"),
        ("search_code", {"query": "x", "limit": "5"}, "INVALID_LIMIT"),
        ("find_related", {"path": "a.py", "line": "3"}, "INVALID_LINE"),
        ("search_code", {"query": "x", "kind": "funktion"}, "INVALID_FILTER"),
        ("search_code", {"query": "x", "kind": ["function", "nope"]}, "INVALID_FILTER"),
        ("search_code", {"query": "x", "lang": "klingon"}, "INVALID_FILTER"),
        ("search_code", {"query": "x", "path": ""}, "INVALID_FILTER"),
        ("search_code", {"query": "x", "exclude": [3]}, "INVALID_FILTER"),
        ("search_code", {"query": "x", "detail": "everything"}, "INVALID_DETAIL"),
        ("search_code", {"query": "x", "path": "../other/**"}, "INVALID_PATH"),
        ("search_code", {"query": "x", "path": str(tmp_path)}, "INVALID_PATH"),   # elsewhere
        ("search_code", {"query": "x", "path": "[abc"}, "INVALID_FILTER"),
        ("search_code", {"query": "x", "root": str(tmp_path / "missing")}, "INVALID_ROOT"),
        ("search_code", {"query": "x", "root": str(not_a_dir)}, "INVALID_ROOT"),
        ("search_code", {"query": "x", "root": "/"}, "INVALID_ROOT"),
        ("search_code", {"query": "x", "root": 7}, "INVALID_ROOT"),
        ("search_code", {"query": "x", "colour": "red"}, "INVALID_ARGUMENT"),
        ("find_related", {"line": 3}, "INVALID_PATH"),
        ("find_related", {"path": "../outside.py", "line": 1}, "INVALID_PATH"),
        ("find_related", {"path": str(outside), "line": 1}, "INVALID_PATH"),
        ("find_related", {"path": "escape.py", "line": 1}, "INVALID_PATH"),
        ("find_related", {"path": "nope/missing.py", "line": 1}, "INVALID_PATH"),
        ("find_related", {"path": BUCKET}, "INVALID_LINE"),
        ("find_related", {"path": BUCKET, "line": 0}, "INVALID_LINE"),
        ("find_related", {"path": BUCKET, "line": 31}, "INVALID_LINE"),
        ("find_related", {"path": BUCKET, "line": "ten"}, "INVALID_LINE"),
        ("find_related", {"path": BUCKET, "line": 5, "limit": 500}, "INVALID_LIMIT"),
        ("find_related", {"path": BUCKET, "line": 5, "root": ""}, "INVALID_ROOT"),
        ("find_related", {"path": BUCKET, "line": 5, "depth": 2}, "INVALID_ARGUMENT"),
        ("find_related", {"path": BUCKET, "line": 5, "only": "friends"}, "INVALID_ARGUMENT"),
        ("find_related", {"path": BUCKET, "line": 5, "only": 2}, "INVALID_ARGUMENT"),
        ("file_outline", {}, "INVALID_PATH"),
        ("file_outline", {"path": "../outside.py"}, "INVALID_PATH"),
        ("file_outline", {"path": "escape.py"}, "INVALID_PATH"),
        ("file_outline", {"path": "nope/missing.py"}, "INVALID_PATH"),
        ("file_outline", {"path": BUCKET, "kind": "funktion"}, "INVALID_FILTER"),
        ("file_outline", {"path": BUCKET, "depth": 1}, "INVALID_ARGUMENT"),
        ("index_status", {"root": str(tmp_path / "missing")}, "INVALID_ROOT"),
        ("index_status", {"verbose": True}, "INVALID_ARGUMENT"),
        ("no_such_tool", {}, "UNKNOWN_TOOL"),     # was the SDK's bare "Unknown tool: no_such_tool"
        ("", {"query": "x"}, "UNKNOWN_TOOL"),
    ]

    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            await wait_indexed(s)
            for tool, args, code in cases:
                res = await s.call_tool(tool, args)
                assert error_code(res) == code, (tool, args, res.content[0].text)
            # Two bad arguments: the first is reported, and the count of the others.
            res = await call(s, "search_code", query="", limit=0)
            assert error_code(res) == "INVALID_QUERY" and "(and 1 more invalid argument)" in res.content[0].text
            res = await s.call_tool("search", {"query": "x"})
            assert "search_code" in res.content[0].text     # the tools it does have are named
    run(body)


def test_a_path_argument_over_4096_characters_is_said_to_be_too_long(repo: Path,
                                                                    tmp_path: Path) -> None:
    """A 5,000-character `path` glob, `exclude`, `lang` or file was refused as not being "a
    string", which it was: the 4,096-character cap went unsaid."""
    long = "*" * 5000
    cases = [("search_code", {"query": "x", "path": long}, "INVALID_FILTER"),
             ("search_code", {"query": "x", "exclude": [long]}, "INVALID_FILTER"),
             ("search_code", {"query": "x", "lang": long}, "INVALID_FILTER"),
             ("search_code", {"query": "x", "root": "/" + "r" * 5000}, "INVALID_ROOT"),
             ("file_outline", {"path": "a" * 5000}, "INVALID_PATH"),
             ("find_related", {"path": "a" * 5000, "line": 1}, "INVALID_PATH")]

    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            for tool, args, code in cases:
                res = await s.call_tool(tool, args)
                assert error_code(res) == code, (tool, args, res.content[0].text)
                assert "at most 4096 characters" in res.content[0].text, res.content[0].text
    run(body)


def test_a_tool_error_keeps_the_spaces_of_the_name_it_quotes(repo: Path, tmp_path: Path) -> None:
    """The text folded all whitespace: " src/a.py" was reported as "src/a.py: no such file"
    of a file that exists, unlike its structured twin."""
    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            for name, shown in ((" " + BUCKET, repr(" " + BUCKET)), ("src/a  b.py", "src/a  b.py")):
                res = await call(s, "file_outline", path=name)
                assert error_code(res) == "INVALID_PATH"
                assert res.content[0].text == (f"error[INVALID_PATH]: {shown}: no such file "
                                               f"(paths are relative to the root {repo})")
    run(body)


@pytest.mark.parametrize("flags", [[], ["--json"], ["--json", "--bogus"]])
def test_a_bad_launch_root_fails_fast_with_a_code(tmp_path: Path, flags: list[str]) -> None:
    # stdout is the MCP stream even when the server fails to start: a QA pass found `serve
    # --json` writing the CLI's `{"error": …}` object there, which the SDK's client logged as
    # a 40-line "Failed to parse JSONRPC message from server" traceback.
    proc = subprocess.run([sys.executable, "-m", "codesift", "serve", *flags,
                           "--root", str(tmp_path / "nope")],
                          capture_output=True, text=True, env=server_env(tmp_path), timeout=60,
                          stdin=subprocess.DEVNULL)
    assert proc.returncode == 2 and proc.stdout == ""
    code = "INVALID_ARGUMENT" if "--bogus" in flags else "INVALID_ROOT"
    assert proc.stderr.startswith(f"codesift: error[{code}]: ") and proc.stderr.count("\n") == 1


# ----------------------------------------------------------------------------- roots, freshness


def test_root_precedence_and_canonical_roots(tmp_path: Path) -> None:
    launch = write_repo(tmp_path / "launch", {"a.py": "def from_launch():\n    pass\n"}, git=True)
    envroot = write_repo(tmp_path / "envroot", {"b.py": "def from_env():\n    pass\n"}, git=True)
    cwd = write_repo(tmp_path / "cwd", {"c.py": "def from_cwd():\n    pass\n"}, git=True)
    (tmp_path / "alias").symlink_to(launch)

    async def root_of(session: ClientSession, **args: Any) -> str:
        return (await call(session, "index_status", **args)).structured_content["root"]

    async def body() -> None:
        async with connect(tmp_path, "--root", str(tmp_path / "alias"),
                           env={"CODESIFT_ROOT": str(envroot)}, cwd=cwd) as s:
            assert await root_of(s) == str(launch)                  # --root beats the env, canonical
            # What the schema tells the model: a relative root was said to be taken from the
            # directory the server was started in (the cwd here), which it is not.
            tools = (await s.list_tools()).tools
            said = {t.input_schema["properties"]["root"]["description"] for t in tools}
            assert len(said) == 1 and "relative to the default root" in said.pop()
            assert await root_of(s, root=str(cwd)) == str(cwd)      # the tool's root beats --root
            # A relative root is taken from the launch root, not the client's working folder.
            assert await root_of(s, root=".") == str(launch)
            assert await root_of(s, root="../envroot") == str(envroot)
            res = await call(s, "search_code", query="from_cwd", root=str(cwd))
            assert res.structured_content["hits"][0]["path"] == "c.py"
        async with connect(tmp_path, env={"CODESIFT_ROOT": str(envroot)}, cwd=cwd) as s:
            assert await root_of(s) == str(envroot)                 # the env beats the cwd
        async with connect(tmp_path, cwd=cwd) as s:
            assert await root_of(s) == str(cwd)
            assert await root_of(s, root=".") == str(cwd)           # nothing launched: the cwd
            res = await call(s, "search_code", query="from_cwd")
            assert res.structured_content["hits"][0]["symbol"] == "from_cwd"
    run(body)


def test_the_read_call_opens_the_file_of_the_root_named(tmp_path: Path) -> None:
    """A server in one repository asked about another (``root: "../gin"``) said
    ``read({"path": "Makefile"})``, which the agent, working in the first, read there: the
    wrong file, silently. The read call names another root's file by its absolute path."""
    here = write_repo(tmp_path / "here", {"Makefile": "test:\n\tpytest\n",
                                          "util.py": "def local_helper():\n    pass\n"}, git=True)
    gin = write_repo(tmp_path / "gin", {"Makefile": "build:\n\tgo build ./...\n",
                                        "gin.go": "package gin\n\nfunc Default() {}\n"}, git=True)

    async def read_path(s: ClientSession, query: str, **args: Any) -> str:
        res = await call(s, "search_code", query=query, **args)
        last = res.content[0].text.rstrip().splitlines()[-1]
        return json.loads(re.fullmatch(r"Next: read\((\{.*\})\) for .*", last)[1])["path"]

    async def body() -> None:
        async with connect(tmp_path, cwd=here, structured=False) as s:
            assert await read_path(s, "Makefile build", root="../gin") == str(gin / "Makefile")
            assert await read_path(s, "Default", root=str(gin)) == str(gin / "gin.go")
            assert await read_path(s, "local_helper") == "util.py"   # its own root: relative
            assert await read_path(s, "local_helper", root=".") == "util.py"
    run(body)


def test_an_edit_between_two_calls_is_reflected(repo: Path, tmp_path: Path) -> None:
    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo), env={"CODESIFT_MIN_REFRESH_INTERVAL": "0"}) as s:
            await wait_indexed(s)
            before = await call(s, "search_code", query="frobnicate_widgets")
            assert before.structured_content["hits"] == []
            target = repo / "src/jobs/scheduler.py"
            old = target.read_text()
            line = len(old.splitlines()) + 3
            target.write_text(old + "\n\ndef frobnicate_widgets(count: int) -> int:\n"
                              "    return Scheduler().reschedule_pending(count)\n")
            after = await call(s, "search_code", query="frobnicate_widgets")
            hit = after.structured_content["hits"][0]
            assert (hit["path"], hit["symbol"], hit["line"]) == ("src/jobs/scheduler.py", "frobnicate_widgets", line)
            related = await call(s, "find_related", path="src/jobs/scheduler.py", line=line + 1)
            symbols = [h["symbol"] for h in related.structured_content["hits"]]
            assert symbols[0] == "frobnicate_widgets"
            assert {"Scheduler", "reschedule_pending"} <= set(symbols[1:3])   # what it calls
    run(body)


def test_a_busy_index_answers_from_the_committed_state(repo: Path, tmp_path: Path, run_cli) -> None:
    """Another writer holds the lock: the call waits at most the refresh budget, then answers."""
    index_dir = tmp_path / "busy-index"
    assert run_cli("index", str(repo), env={"CODESIFT_INDEX_DIR": str(index_dir)}).code == 0
    env = {"CODESIFT_INDEX_DIR": str(index_dir), "CODESIFT_REFRESH_BUDGET": "0.5",
           "CODESIFT_MIN_REFRESH_INTERVAL": "0"}

    async def body() -> None:
        with open(index_dir / "write.lock", "a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            async with connect(tmp_path, "--root", str(repo), env=env) as s:
                res = await call(s, "search_code", query="TokenBucket")
                assert res.structured_content["index"]["refresh"]["mode"] == "busy"
                assert res.structured_content["hits"][0]["symbol"] == "TokenBucket"
                st = (await call(s, "index_status")).structured_content
                assert st["running"] is not None
    run(body)


def test_a_call_meeting_the_warming_pass_waits_one_budget_in_all(repo: Path, tmp_path: Path,
                                                                  run_cli) -> None:
    """A call arriving while the server's warming pass runs over a whole index waited the
    refresh budget for it, then, its answer doubtful (no hits), waited for the same pass as
    long again: twice the budget. The call's waits now share one budget: it answers from the
    committed index once that budget is spent, saying another process is refreshing it."""
    index_dir = tmp_path / "busy-index"
    assert run_cli("index", str(repo), env={"CODESIFT_INDEX_DIR": str(index_dir)}).code == 0
    budget = 3.0
    env = {"CODESIFT_INDEX_DIR": str(index_dir), "CODESIFT_REFRESH_BUDGET": str(budget),
           "CODESIFT_MIN_REFRESH_INTERVAL": "0"}

    async def body() -> None:
        with open(index_dir / "write.lock", "a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)   # the warming pass waits on it: it runs on
            async with connect(tmp_path, "--root", str(repo), env=env) as s:
                started = time.monotonic()
                res = await call(s, "search_code", query="frobnicate_nowhere_at_all")
                took = time.monotonic() - started
                data = res.structured_content
                assert data["hits"] == [] and data["index"]["refresh"]["mode"] == "busy"
                assert data["index"]["refresh"]["stopped"] == "budget", data
                assert res.content[0].text.startswith("(another process is refreshing the index"), \
                    res.content[0].text
                # Two budgets are the least the old waits took, one the most the new one does;
                # the margin between is a whole budget, no tight bound.
                assert took < 2 * budget, took
    run(body)


def test_a_refresh_budget_of_0_starts_no_warming_pass(repo: Path, tmp_path: Path, run_cli) -> None:
    """``refresh_budget = 0`` is "never refresh", but the server's warming pass refreshed the
    whole index at launch regardless. Now it runs none: a file edited since `codesift index`
    is answered as indexed, with the "changed on disk" note, and no pass is recorded."""
    cache = {"CODESIFT_INDEX_DIR": None}   # the index where the server looks: XDG_CACHE_HOME
    assert run_cli("index", str(repo), env=cache).code == 0
    status = ["status", "--json", "--root", str(repo)]
    before = json.loads(run_cli(*status, env=cache).out)["last_refresh"]
    bucket = repo / BUCKET
    bucket.write_text("# moved down a line\n" + bucket.read_text())

    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo),
                           env={"CODESIFT_REFRESH_BUDGET": "0"}) as s:
            res = await call(s, "search_code", query="TokenBucket")
            text, data = res.content[0].text, res.structured_content
            assert text.startswith(f"(changed on disk since indexed: {BUCKET}"), text
            assert data["stale"] == [BUCKET] and data["hits"][0]["line"] == 5
            st = (await call(s, "index_status")).structured_content
            assert (st["last_refresh"], st["running"], st.get("warm_error")) == (before, None, None)
    run(body)
    # Nor did one run unseen between the calls, or stop at the hang-up with its work committed.
    assert json.loads(run_cli(*status, env=cache).out)["last_refresh"] == before


def test_a_call_during_the_first_build_waits_once(repo: Path, tmp_path: Path) -> None:
    """While the server's warming pass builds an index never yet whole, a call waited the
    budget for it, then its own refresh met the pass's lock and waited the budget again (8 s
    for a first search, not 4). It answers from what is committed after the one wait, without
    a refresh of its own (mode ``skipped``), saying the index is warming up."""
    index_dir = tmp_path / "cold-index"
    index_dir.mkdir()
    env = {"CODESIFT_INDEX_DIR": str(index_dir), "CODESIFT_REFRESH_BUDGET": "0.5"}

    async def body() -> None:
        with open(index_dir / "write.lock", "a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)   # the first build, held still
            async with connect(tmp_path, "--root", str(repo), env=env) as s:
                res = await call(s, "search_code", query="TokenBucket")
                data = res.structured_content
                assert data["index"]["refresh"]["mode"] == "skipped", data
                assert data["warming"]["building"] is True, data
                assert res.content[0].text.startswith("(index warming up"), res.content[0].text
    run(body)


# --------------------------------------------------------------------------------- robustness


def _malformed_calls(seed: int, n: int) -> list[tuple[str, dict, set[str]]]:
    """``n`` calls, each with at least one bad argument, and the codes each may answer with."""
    rng = random.Random(seed)
    junk = [None, -1, 0, 3.7, True, [], {}, {"a": [1, {"b": None}]}, "", " ", "\0", "💥" * 50,
            "x" * 5000, ["function", 1], 10**30]
    bad: dict[str, dict[str, tuple[list, str]]] = {
        "search_code": {
            "query": ([None, 5, "", "   ", ["q"], {"q": 1}, True], "INVALID_QUERY"),
            "kind": (["funk", 3, ["function", "nope"], {}, [None]], "INVALID_FILTER"),
            "path": (["", 7, [1], "../etc/**", "a/../../b"], "INVALID_FILTER|INVALID_PATH"),
            "lang": (["klingon", 5, [1], ""], "INVALID_FILTER"),
            "exclude": (["", 9, [None], "../x"], "INVALID_FILTER|INVALID_PATH"),
            "limit": ([0, -1, 101, 10**20, "many", 2.5, True, []], "INVALID_LIMIT"),
            "detail": (["all", 1, ["full"]], "INVALID_DETAIL"),
            "root": (["/nonexistent/x", 5, "", "/", [str(Path.cwd())]], "INVALID_ROOT"),
        },
        "find_related": {
            "path": ([None, 3, "", "../../etc/passwd", "/etc/passwd", "nope/missing.py", ["a"]],
                     "INVALID_PATH"),
            "line": ([0, -5, "ten", 1.5, True, 10**9, None], "INVALID_LINE"),
            "limit": ([0, 101, "x", False], "INVALID_LIMIT"),
            "root": (["/nonexistent/x", 0, ""], "INVALID_ROOT"),
        },
        "index_status": {"root": (["/nonexistent/x", 5, "", "/", {}], "INVALID_ROOT")},
    }
    valid = {"search_code": {"query": "TokenBucket"}, "find_related": {"path": BUCKET, "line": 16},
             "index_status": {}}
    calls = []
    for i in range(n):
        tool = rng.choice(sorted(bad))
        args = dict(valid[tool])
        codes: set[str] = set()
        for _ in range(1 + (i % 10 == 0) * 2):         # every tenth call has three problems
            how = rng.random()
            if how < 0.15:
                args[f"unknown_{rng.randrange(1000)}"] = rng.choice(junk)
                codes.add("INVALID_ARGUMENT")
            elif how < 0.25 and valid[tool]:
                field = rng.choice(sorted(valid[tool]))
                args.pop(field, None)
                codes.add(bad[tool][field][1].split("|")[0])
            else:
                field = rng.choice(sorted(bad[tool]))
                values, code = bad[tool][field]
                args[field] = rng.choice(values)
                codes.update(code.split("|"))
        calls.append((tool, args, codes))
    return calls


def test_200_malformed_calls_leave_the_server_answering(repo: Path, tmp_path: Path) -> None:
    calls = _malformed_calls(seed=4, n=200)

    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            await wait_indexed(s)
            seen: set[str] = set()
            for tool, args, codes in calls:
                res = await s.call_tool(tool, args)
                code = error_code(res)
                assert code in codes, (tool, args, res.content[0].text)
                seen.add(code)
            for name in ("no_such_tool", ""):
                assert (await s.call_tool(name, {})).is_error
            assert seen >= {"INVALID_QUERY", "INVALID_FILTER", "INVALID_LIMIT", "INVALID_DETAIL",
                            "INVALID_ROOT", "INVALID_PATH", "INVALID_LINE", "INVALID_ARGUMENT"}
            # Still answering, and answering right.
            res = await call(s, "search_code", query="TokenBucket")
            assert not res.is_error and res.structured_content["hits"][0]["path"] == BUCKET
            res = await call(s, "find_related", path=BUCKET, line=16)
            assert res.structured_content["hits"][0]["symbol"] == "consume"
            for words in ("the", "of the"):     # only stopwords: no BM25 terms at all
                assert not (await call(s, "search_code", query=words)).is_error
        log = (tmp_path / "server.log").read_text()
        assert "Traceback" not in log, log[-3000:]
    run(body)


def test_hanging_up_mid_build_exits_cleanly_and_keeps_the_index_usable(tmp_path: Path, run_cli) -> None:
    """The client closes stdin while the warming pass runs: exit 0, no traceback, no held lock."""
    repo = write_repo(tmp_path / "big", {f"pkg/mod{i}.py": f"def handler_{i}(x):\n    return x + {i}\n"
                                        for i in range(400)}, git=True)
    env = server_env(tmp_path, {"CODESIFT_INDEX_DIR": str(tmp_path / "index")})
    proc = subprocess.Popen([sys.executable, "-m", "codesift", "serve", "--root", str(repo)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    proc.stdin.close()
    assert proc.wait(timeout=120) == 0
    with proc.stdout, proc.stderr:
        assert "Traceback" not in proc.stderr.read().decode()
    status = json.loads(run_cli("status", "--json", "--root", str(repo)).out)
    assert status["running"] is None
    assert run_cli("index", str(repo)).code == 0
    assert json.loads(run_cli("status", "--json", "--root", str(repo)).out)["files"] == 400


def test_hanging_up_during_a_call_ends_the_call_s_waits(repo: Path, tmp_path: Path,
                                                       run_cli) -> None:
    """A QA pass: the client closed stdin while a search waited for another process building
    the index. The SDK waits for the calls under way before it returns, and the call waited
    out its refresh budget (an hour here, 4 s by default) and the warming pass with it, so
    the server outlived its client for as long as the other process held the index."""
    from codesift.writelock import WriteLock

    index_dir = tmp_path / "index"
    index_dir.mkdir()
    env = server_env(tmp_path, {"CODESIFT_INDEX_DIR": str(index_dir),
                                "CODESIFT_REFRESH_BUDGET": "3600"})
    with WriteLock(str(index_dir), wait=False) as got:   # `codesift index` building it
        assert got
        proc = subprocess.Popen([sys.executable, "-m", "codesift", "serve", "--root", str(repo)],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=env)
        try:
            def send(message: dict) -> None:
                proc.stdin.write(json.dumps(message).encode() + b"\n")
                proc.stdin.flush()

            def reply_to(request_id: int) -> dict:
                while True:
                    message = json.loads(proc.stdout.readline())
                    if message.get("id") == request_id:
                        return message

            send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
                "protocolVersion": "2025-06-18", "capabilities": {},
                "clientInfo": {"name": "test", "version": "1"}}})
            reply_to(1)
            send({"jsonrpc": "2.0", "method": "notifications/initialized"})
            send({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                  "params": {"name": "search_code", "arguments": {"query": "TokenBucket"}}})
            # Requests are taken in order: once the ping is answered, the search is under way
            # (waiting for the index, which the lock held here keeps from being made).
            send({"jsonrpc": "2.0", "id": 3, "method": "ping"})
            reply_to(3)
            proc.stdin.close()
            assert proc.wait(timeout=60) == 0
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    with proc.stdout, proc.stderr:
        assert "Traceback" not in proc.stderr.read().decode()
    assert run_cli("index", str(repo)).code == 0
    assert json.loads(run_cli("status", "--json", "--root", str(repo)).out)["files"] == 10


def test_a_client_that_stops_reading_ends_the_server_as_a_hang_up(repo: Path,
                                                                   tmp_path: Path) -> None:
    """A QA pass: a client that closed its end of the server's stdout (it crashed) made the
    next reply a BrokenPipeError inside the SDK's task group, which the server reported as
    `error[INTERNAL]: ExceptionGroup ... (a bug ...)` and exit 2. It is the client going away."""
    proc = subprocess.Popen([sys.executable, "-m", "codesift", "serve", "--root", str(repo)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=server_env(tmp_path))
    try:
        def send(message: dict) -> None:
            proc.stdin.write(json.dumps(message).encode() + b"\n")
            proc.stdin.flush()

        send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "test", "version": "1"}}})
        assert json.loads(proc.stdout.readline())["id"] == 1
        send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        proc.stdout.close()   # the client stops reading; its stdin to the server stays open
        for request_id in range(2, 2000):   # a reply has nowhere to go: the server ends
            try:
                send({"jsonrpc": "2.0", "id": request_id, "method": "ping"})
            except BrokenPipeError:
                break
            if proc.poll() is not None:
                break
            time.sleep(0.05)
        assert proc.wait(timeout=60) == 0
        err = proc.stderr.read().decode()
        assert "INTERNAL" not in err and "Traceback" not in err, err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for stream in (proc.stdin, proc.stderr):
            try:
                stream.close()
            except BrokenPipeError:
                pass


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_mid_build_ends_the_server_with_its_work_committed(tmp_path: Path, run_cli,
                                                                   sig: int) -> None:
    """Ctrl-C on a terminal did nothing until stdin closed; SIGTERM (`index --kill`, a
    supervisor) killed the server with its build uncommitted (an index of 0 files)."""
    repo = write_repo(tmp_path / "big", {f"pkg/mod{i}.py": f"def handler_{i}(x):\n    return x + {i}\n"
                                        for i in range(3000)}, git=True)
    env = server_env(tmp_path, {"CODESIFT_INDEX_DIR": str(tmp_path / "index"),
                                "CODESIFT_COMMIT_INTERVAL": "0.05"})
    proc = subprocess.Popen([sys.executable, "-m", "codesift", "serve", "--root", str(repo)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    # Signalled once a commit holds files: progress.json's `done` counts files handed to the
    # chunk workers, which on a loaded machine may not have finished one yet (an index of 0
    # files then, rightly: nothing was done).
    deadline = time.monotonic() + 60
    committed = 0
    while time.monotonic() < deadline and not committed:
        committed = json.loads(run_cli("status", "--json", "--root", str(repo)).out)["files"]
        time.sleep(0.05)
    proc.send_signal(sig)
    assert proc.wait(timeout=30) == 128 + sig
    with proc.stdin, proc.stdout, proc.stderr:
        assert "Traceback" not in proc.stderr.read().decode()
    status = json.loads(run_cli("status", "--json", "--root", str(repo)).out)
    assert status["running"] is None and 0 < committed <= status["files"]
    assert run_cli("index", str(repo)).code == 0
    assert json.loads(run_cli("status", "--json", "--root", str(repo)).out)["files"] == 3000


def test_the_search_path_never_imports_the_sdk(repo: Path, tmp_path: Path) -> None:
    """The SDK takes about a second to import: only ``serve`` may pay for it."""
    code = ("import sys, codesift.cli as c; status = c.main(['search', 'TokenBucket', '--root', sys.argv[1]]); "
            "print('SDK' if any(m == 'mcp' or m.startswith(('mcp.', 'mcp_types')) for m in sys.modules) else 'no SDK', status)")
    proc = subprocess.run([sys.executable, "-c", code, str(repo)], capture_output=True, text=True,
                          env=server_env(tmp_path), timeout=120)
    assert proc.stdout.splitlines()[-1] == "no SDK 0", proc.stdout + proc.stderr


def test_a_server_keeps_few_idle_roots_open(tmp_path: Path, isolated_env: Path) -> None:
    """Every root a call named kept its Index (SQLite and tantivy handles, threads, memory)
    for the server's life: 47 roots held 131 descriptors. Past ``MAX_IDLE_ROOTS`` idle ones
    the least recently used is released; named again, it reopens its index and answers. In
    process, on the ``Server`` class the tools call, counting this process's descriptors."""
    from codesift.server import MAX_IDLE_ROOTS, Server

    roots = [write_repo(tmp_path / f"root{i}", {f"m{i}.py": f"def only_in_root_{i}():\n    pass\n"})
             for i in range(2 * MAX_IDLE_ROOTS + 1)]
    impl = Server(str(roots[0]), structured=True)
    impl.warm_default()

    def ask(i: int) -> None:
        res = impl.search_code(f"only_in_root_{i}", root=str(roots[i]))
        assert not res.is_error, res.content[0].text
        hit = res.structured_content["hits"][0]
        assert (hit["path"], hit["symbol"]) == (f"m{i}.py", f"only_in_root_{i}")

    def descriptors() -> int:
        return len(os.listdir("/proc/self/fd"))

    try:
        ask(0)
        launched = descriptors()
        for i in range(1, MAX_IDLE_ROOTS + 1):
            ask(i)
        full = descriptors()   # the launch root and MAX_IDLE_ROOTS others, all open
        for i in range(MAX_IDLE_ROOTS + 1, len(roots)):
            ask(i)             # as many roots again: each releases the least recently used
        assert full > launched and descriptors() - full <= (full - launched) / 2
        for i in (1, 0, len(roots) - 1):   # released and named again; never released; open
            ask(i)
        assert descriptors() - full <= (full - launched) / 2
    finally:
        impl.shutdown()


def test_index_status_of_roots_the_server_never_opened_leaves_nothing_open(
        tmp_path: Path, isolated_env: Path) -> None:
    """index_status on a root no call had opened read it through an ``Index`` left to the
    garbage collector: its SQLite connection sits in a reference cycle, so each such root kept
    files.sqlite, its WAL and its shared memory open until a cyclic collection. It closes
    them before answering now. In process, on the ``Server`` class the tools call, with the
    cyclic collector off, as a quiet server may go without one for hours."""
    import gc

    from codesift import Index
    from codesift.server import Server

    roots = [write_repo(tmp_path / f"root{i}", {f"m{i}.py": f"def f{i}():\n    pass\n"})
             for i in range(8)]
    for root in roots:   # indexed elsewhere (a terminal's `codesift index`): there is a store
        ix = Index(str(root))
        ix.refresh()
        ix.close()
    impl = Server(None, structured=True)

    def held() -> list[str]:
        """This process's descriptors on the index folders' SQLite files. Not tantivy's: its
        file watcher's own thread opens meta.json and a lock file for a moment every half
        second, until it notices its index was dropped."""
        found = []
        for fd in os.listdir("/proc/self/fd"):
            try:
                target = os.readlink(f"/proc/self/fd/{fd}")
            except OSError:
                continue   # closed meanwhile
            if target.startswith(str(isolated_env)) and "/files.sqlite" in target:
                found.append(target)
        return found

    gc.collect()
    gc.disable()
    try:
        assert held() == []
        for root in roots:
            res = impl.index_status(root=str(root))
            assert not res.is_error and res.structured_content["files"] == 1, res.content[0].text
        assert held() == []
    finally:
        gc.enable()
        impl.shutdown()


def test_index_status_of_a_new_root_starts_and_creates_nothing(repo: Path, tmp_path: Path) -> None:
    other = write_repo(tmp_path / "other", {"o.py": "def other_thing():\n    pass\n"}, git=True)

    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            st = (await call(s, "index_status", root=str(other))).structured_content
            assert (st["root"], st["files"], st["running"]) == (str(other), 0, None)
            await asyncio.sleep(0.5)   # a warming pass, had one started, would have made a folder
            assert not os.path.exists(st["index_path"])
            # Searching it is asking for it: that builds the index.
            res = await call(s, "search_code", query="other_thing", root=str(other))
            assert res.structured_content["hits"][0]["symbol"] == "other_thing"
    run(body)


def test_filter_hints_are_json_an_agent_passes_back(tmp_path: Path) -> None:
    """A QA pass: a folder named with a quote or a backslash was hinted `path:"we"ird/**"`
    and `path:"back\\slash/**"`, no JSON string; each hint is now one, and passed back as the
    tool's argument it keeps that folder's hits."""
    files = {f"{folder}/widgets.py": "".join(
        f"def gadget_{name}_{i}(x):\n    return x\n\n" for i in range(5))
        for folder, name in (('we"ird', "quote"), ("back\\slash", "slash"))}
    files["lib/other.py"] = "def gadget_other(x):\n    return x\n"
    root = write_repo(tmp_path / "odd", files)
    hint = re.compile(r'path:("(?:[^"\\]|\\.)*")')

    async def body() -> None:
        async with connect(tmp_path, "--root", str(root)) as s:
            await wait_indexed(s)
            for word in ("quote", "slash"):
                res = await call(s, "search_code", query=f"gadget {word}")
                text = res.content[0].text
                found = hint.findall(text)
                assert found, text
                for value in map(json.loads, found):
                    again = await call(s, "search_code", query=f"gadget {word}", path=value)
                    paths = {h["path"] for h in again.structured_content["hits"]}
                    assert not again.is_error and len(paths) == 1, (value, again.content[0].text)
                    assert paths <= {h["path"] for h in res.structured_content["hits"]}
    run(body)


def test_find_related_takes_a_pasted_place_as_file_outline_does(repo: Path, tmp_path: Path,
                                                               run_cli) -> None:
    """`file_outline` read `path: "src/a.py:16"` as the file; `find_related` said
    INVALID_PATH "no such file" for the same pasted address. Both read it as its file now;
    a place whose line contradicts `line` is refused, not answered for one of them."""
    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            await wait_indexed(s)
            plain = (await call(s, "find_related", path=BUCKET, line=16)).structured_content
            for place in (f"{BUCKET}:16", f"{BUCKET}:16:9"):
                res = await call(s, "find_related", path=place, line=16)
                assert not res.is_error, res.content[0].text
                assert res.structured_content["hits"] == plain["hits"]
                outline = await call(s, "file_outline", path=place)
                assert outline.structured_content["path"] == BUCKET
            res = await call(s, "find_related", path=f"{BUCKET}:5", line=16)
            assert error_code(res) == "INVALID_LINE"
            assert "line 5" in res.content[0].text and "16" in res.content[0].text
    run(body)
    # The command line's PATH:LINE[:COL] already names file and line together.
    cli = run_cli("related", f"{BUCKET}:16:9", "--root", str(repo), "--json",
                  env={"CODESIFT_INDEX_DIR": None})
    assert cli.code == 0, cli.err
    assert json.loads(cli.out)["hits"][0]["symbol"] == "consume"


def test_index_status_of_a_damaged_index_reports_it_and_rebuilds_nothing(
        repo: Path, tmp_path: Path, run_cli) -> None:
    """index_status, documented as starting nothing, wiped a damaged index and rebuilt it for
    up to the refresh budget. It reports the damage now and leaves the index as it is."""
    other = write_repo(tmp_path / "other", {"o.py": "def other_thing():\n    pass\n"}, git=True)
    assert run_cli("index", str(other), env={"CODESIFT_INDEX_DIR": None}).code == 0

    async def body() -> None:
        async with connect(tmp_path, "--root", str(repo)) as s:
            path = Path((await call(s, "index_status", root=str(other))).structured_content[
                "index_path"])
            (path / "meta.json").write_bytes(b"\xa5" * 64)
            res = await call(s, "index_status", root=str(other))
            st = res.structured_content
            assert not res.is_error and st["damaged"] == "unreadable meta.json", st
            assert st["rebuilt"] is None and st["complete"] is False and st["running"] is None
            assert ("damaged:  unreadable meta.json — the next search or `codesift index` "
                    "rebuilds it") in res.content[0].text
            await asyncio.sleep(0.5)   # a pass, had one started, would have rewritten it
            assert (path / "meta.json").read_bytes() == b"\xa5" * 64
            found = await call(s, "search_code", query="other_thing", root=str(other))
            assert found.structured_content["hits"][0]["symbol"] == "other_thing"
            st = (await call(s, "index_status", root=str(other))).structured_content
            assert st["damaged"] is None and st["rebuilt"]["reason"] == "unreadable meta.json"
    run(body)
