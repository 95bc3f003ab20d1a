"""``codesift serve``: the MCP server (stdio) with ``search_code``, ``find_related``, ``file_outline``
and ``index_status``.

The tools are thin layers over ``Index``. What this module adds:

* one ``Index`` per canonical root (the launch root's and the ``MAX_IDLE_ROOTS`` other roots
  used last kept open, the rest closed), and a background thread per root that builds or
  refreshes it as soon as the root is known (at launch for the default root), so the first
  search rarely meets a cold index. A tool call waits for that pass at most ``refresh_budget`` seconds, its
  own refresh and waits included (one budget for the whole call), then answers from what is committed (mode ``busy``, or ``skipped`` while the first build runs,
  with a "warming up" note). None with a ``refresh_budget`` of 0: nothing refreshes then;
* strict argument schemas (see ``server_tools``) whose every failure, a bad type as much as an
  unknown root, comes back as a tool error ``error[CODE]: one line``, never a crash;
* root resolution: the tool's ``root`` > ``--root`` > ``$CODESIFT_ROOT`` > the working directory.

The MCP SDK takes 0.5-1.2 s to import, so only this module imports it, and the CLI
imports this module only for ``serve``.
"""
from __future__ import annotations

import logging
import os
import signal
import sys
import threading
import time
import traceback
from collections import OrderedDict
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.tools.base import Tool
from mcp.server.stdio import stdio_server
from mcp_types import CallToolResult, InputRequiredResult, TextContent

from .config import config_stamp, load_settings
from .diskio import read_only_index
from .errors import CodesiftError, encodable
from .index import Index
from .roots import broad_working_folder, resolve_root
from .render import render_outline, render_text, search_json
from .render_status import status_text
from .search.filters import Filters
from .search.places import repo_path
from .server_tools import INSTRUCTIONS, build_tools, error_result, unknown_tool
from .server_wire import MendedReader, checked_stdin
from .store.passrecord import complete_age

log = logging.getLogger("codesift.server")

# Roots kept open while no call uses them, besides the launch root (never released). Each
# holds an Index: SQLite and tantivy handles, their threads, caches. Kept for the server's
# life, 47 roots an agent named held 131 descriptors, 85 threads and 282 MB; a root released
# and named again reopens its index on disk, and its warming pass finds it current.
MAX_IDLE_ROOTS = 8


def _ok(text: str, data: Callable[[], dict] | None) -> CallToolResult:
    """A result: its text, and ``data()`` as structured content when given (``serve --json``)."""
    return CallToolResult(content=[TextContent(type="text", text=encodable(text))],
                          structured_content=None if data is None else encodable(data()))


class _Root:
    """One root's index, the lock that serializes tool calls on it, and its warming pass."""

    def __init__(self, root: str, stop: threading.Event) -> None:
        self.stamp = config_stamp(root)   # before the settings are read: an edit then is seen
        self.index = Index(root)
        self.lock = threading.Lock()
        self.warmed = threading.Event()
        self.warm_error: str | None = None
        self.users = 0   # tool calls using it now (counted under the server's lock): kept open
        self._stop = stop
        self._released = threading.Event()
        # The warming pass creates (or repairs) the index under the write lock; tool calls meet
        # it as busy meanwhile. Daemon, and stopped between files at shutdown.
        self.thread = threading.Thread(target=self._warm, name=f"codesift-warm:{root}", daemon=True)
        self.thread.start()

    def _warm(self) -> None:
        """Build or refresh the whole index on a separate ``Index``, so it shares no connection.

        It waits for another writer (say ``codesift index`` in a terminal) rather than skip.
        None with a ``refresh_budget`` of 0, "never refresh": the calls answer from the index
        as it stands and say what changed on disk, as the CLI's do (the pass ran regardless).
        The budget is the one read when the root was named: an edit from 0 later starts no
        pass (the next call refreshes itself within the new budget), one to 0 stops none.
        """
        try:
            if self.index.settings.refresh_budget == 0:
                return   # ``warmed`` is set all the same: no call waits for a pass that never runs
            ix = Index(self.index.root, settings=self.index.settings)
            if read_only_index(ix.path) is not None:
                return   # nothing to warm: each call answers from it as it is, and says so
            try:
                ix.refresh(None, wait=True, should_stop=self._stopping)
            finally:
                ix.close()
        except Exception as exc:  # reported by index_status; searches still refresh themselves
            self.warm_error = f"{type(exc).__name__}: {exc}"
            log.warning("warming %s failed: %s", self.index.root, self.warm_error)
        finally:
            self.warmed.set()

    def _stopping(self) -> bool:
        """The warming pass stops between files: the server is ending, or let this root go."""
        return self._stop.is_set() or self._released.is_set()

    def release(self) -> None:
        """Close the index, its warming pass told to stop first: the pass writes through an
        ``Index`` of its own, which it closes itself, so none is written once closed."""
        self._released.set()
        with self.lock:
            self.index.close()

    def follow_config(self) -> bool:
        """Take the settings of a config file edited since they were read, as the CLI reads it
        for each command (INVALID_CONFIG for a bad edit, checked again at the next call);
        False when they move the index to another folder: the caller starts the root afresh."""
        stamp = config_stamp(self.index.root)
        if stamp == self.stamp:
            return True
        settings = load_settings(self.index.root)
        if settings.index_dir != self.index.settings.index_dir:
            return False
        self.index.settings = settings
        self.stamp = stamp
        return True

    def wait_warm(self, until: float) -> bool:
        """Let a running warm-up finish, until ``until`` (the call's refresh budget's end: a
        budget of 0 never waits); then whether the call should refresh the index itself,
        within what is left of that budget (``Index._answering_by``).

        Not while the warming pass is still building an index never yet whole: the call's
        refresh would meet its lock and wait the budget for it a second time (a first search
        took 8 s on a cold index, not the 4 the budget promises). Refreshing a whole index, the
        pass leaves the call's refresh to find it busy at once, which the answer then says.
        """
        left = until - time.monotonic()
        if left > 0:
            self.warmed.wait(left)
        return self.warmed.is_set() or complete_age(self.index.path) is not None


class Server:
    """Tool implementations over a cache of roots; every public method returns a CallToolResult."""

    def __init__(self, default_root: str | None, structured: bool = False) -> None:
        self._launch_root = default_root
        self.structured = structured
        self._roots: OrderedDict[str, _Root] = OrderedDict()   # least recently used first
        self._roots_lock = threading.Lock()
        self._stop = threading.Event()
        self._launch_real: str | None = None   # the default root, once resolved: kept open
        self._released: list[threading.Thread] = []   # warming passes of released roots

    # ------------------------------------------------------------------ roots

    def default_root(self) -> str:
        """``--root`` > ``$CODESIFT_ROOT`` > the working directory, canonicalized."""
        cwd = broad_working_folder(self._launch_root)   # some clients start servers in / or ~
        if cwd is not None:
            raise CodesiftError("INVALID_ROOT", f"the server was started in {cwd}, which is "
                                "not a project; pass root, or launch with --root or CODESIFT_ROOT")
        return resolve_root(self._launch_root)

    def _resolve(self, given: str | None) -> str:
        """A tool's ``root`` argument, or the default root, checked and canonicalized."""
        if given is None:
            return self.default_root()
        if not isinstance(given, str) or not given.strip() or "\0" in given:
            raise CodesiftError("INVALID_ROOT", "root must be a directory path")
        launched = self._launch_root or os.environ.get("CODESIFT_ROOT")
        if launched and not os.path.isabs(os.path.expanduser(given)):
            # "." or "../other" from an agent means beside the project the server was
            # launched for, not beside wherever its client happened to start it.
            given = os.path.join(resolve_root(launched), given)
        return resolve_root(given)

    @contextmanager
    def root(self, given: str | None) -> Iterator[_Root]:
        """The root a tool works on, warming its index the first time it is named, and held
        for the call: only roots no call holds are released, the least recently used first,
        past ``MAX_IDLE_ROOTS``."""
        real = self._resolve(given)
        moved = None
        with self._roots_lock:
            entry = self._roots.get(real)
            if entry is not None and not entry.follow_config():
                # A config edit moved its index: a new _Root takes its place, and this one is
                # let go below as a call's hold ends (released now if no call holds it).
                moved, entry = entry, None
                moved.users += 1
            if entry is None:
                entry = self._roots[real] = _Root(real, self._stop)
            if given is None:
                self._launch_real = real
            self._roots.move_to_end(real)
            entry.users += 1
        if moved is not None:
            self._let_go(moved)
        try:
            yield entry
        finally:
            self._let_go(entry)

    def _let_go(self, entry: _Root) -> None:
        """End a call's hold on ``entry``; release the idle roots past ``MAX_IDLE_ROOTS``, and
        ``entry`` once idle if a config edit moved its index (a new ``_Root`` replaced it)."""
        with self._roots_lock:
            entry.users -= 1
            idle = [real for real, r in self._roots.items()
                    if r.users == 0 and real != self._launch_real]
            done = [self._roots.pop(real) for real in idle[:max(0, len(idle) - MAX_IDLE_ROOTS)]]
            if entry.users == 0 and entry not in self._roots.values() and entry not in done:
                done.append(entry)
            self._released = [t for t in self._released if t.is_alive()]
            self._released += [r.thread for r in done]
        for r in done:   # outside the server's lock: another root's call need not wait
            r.release()

    def hang_up(self) -> None:
        """The client has gone (stdin ended): the warming passes and the refreshes of the calls
        under way stop between files, and those calls answer from the index as it stands. The
        SDK waits for them before it returns: a call meeting another process's pass waited for
        it up to ``refresh_budget`` seconds (then refreshed as long again), and the warming
        pass it waited on ran on meanwhile, so a server whose client had hung up stayed alive
        as long as the lock was held, writing for no one."""
        self._stop.set()

    def shutdown(self, timeout: float = 5.0) -> None:
        """Stop the warming passes between files and give them ``timeout`` seconds to commit."""
        self._stop.set()
        with self._roots_lock:
            threads = [r.thread for r in self._roots.values()] + self._released
        for t in threads:
            t.join(timeout)

    def warm_default(self) -> None:
        """Start warming the launch root, if there is a usable one (errors wait for a tool call)."""
        try:
            with self.root(None):
                pass
        except CodesiftError as exc:
            log.warning("not warming: %s", exc.message)

    # ------------------------------------------------------------------ tools

    def search_code(self, query: str, kind: Any = None, path: str | None = None,
                    lang: Any = None, exclude: Any = None, limit: int | None = None,
                    detail: str | None = None, root: str | None = None) -> CallToolResult:
        """``limit`` and ``detail`` left out (None) are the root's settings, as for the CLI."""
        def run() -> CallToolResult:
            with self.root(root) as r:
                ix = r.index
                # A bad filter answers at once, not after a warming index (search checks it
                # again).
                Filters.from_args(ix.root, kind=kind, path=path, lang=lang, exclude=exclude)
                until = time.monotonic() + ix.settings.refresh_budget
                warm = r.wait_warm(until)
                with r.lock, ix._answering_by(until):
                    result = ix.search(query, kind=kind, path=path, lang=lang, exclude=exclude,
                                       limit=limit, refresh=warm, should_stop=self._stop.is_set)
                    shown = ix.settings.detail if detail is None else detail.lower()
                    text = render_text(result, budget=ix.settings.budget, detail=shown)
            return _ok(text, self._data(lambda: search_json(result, shown)))
        return _guard("search_code", run)

    def find_related(self, path: str, line: int, limit: int | None = 10, only: str | None = None,
                     root: str | None = None) -> CallToolResult:
        def answer(ix: Index, warm: bool) -> CallToolResult:
            result = ix.related(path, line, 10 if limit is None else limit, only=only, refresh=warm,
                                should_stop=self._stop.is_set)
            return _ok(render_text(result, budget=ix.settings.budget), self._data(result.to_json))
        return self._about_file("find_related", root, path, answer)

    def file_outline(self, path: str, kind: Any = None, root: str | None = None) -> CallToolResult:
        def answer(ix: Index, warm: bool) -> CallToolResult:
            result = ix.outline(path, kind=kind, refresh=warm, should_stop=self._stop.is_set)
            return _ok(render_outline(result, budget=ix.settings.budget), self._data(result.to_json))
        return self._about_file("file_outline", root, path, answer)

    def _data(self, data: Callable[[], dict]) -> Callable[[], dict] | None:
        """``data`` when results carry structured content, else None: it is not even built (a
        file's outline was 199 KB of JSON)."""
        return data if self.structured else None

    def _about_file(self, tool: str, root: str | None, path: str,
                    answer: Callable[[Index, bool], CallToolResult]) -> CallToolResult:
        """A tool about one file: the path is checked before any waiting (an escape is refused
        at once), then the answer comes from the warmed index, under the root's lock."""
        def run() -> CallToolResult:
            with self.root(root) as r:
                repo_path(r.index.root, path)
                until = time.monotonic() + r.index.settings.refresh_budget
                warm = r.wait_warm(until)
                with r.lock, r.index._answering_by(until):
                    return answer(r.index, warm)
        return _guard(tool, run)

    def index_status(self, root: str | None = None) -> CallToolResult:
        def run() -> CallToolResult:
            real = self._resolve(root)
            with self._roots_lock:
                r = self._roots.get(real)
                if r is not None:
                    r.users += 1   # held as a search holds it: not released under the call
            if r is None:
                # Asking about a root is not asking to index it (the tool is read-only): report
                # what is there, start nothing, create nothing. Closed here, not left to the
                # garbage collector: a SQLite connection is in a reference cycle (CPython's
                # statement cache wraps it), so each root asked about kept its database, WAL
                # and shared memory open (3 descriptors) until a cyclic collection, which a
                # quiet server may not run for hours.
                ix = Index(real)
                try:
                    status = ix.status()
                finally:
                    ix.close()
            else:
                try:
                    with r.lock:
                        status = r.index.status()
                finally:
                    self._let_go(r)
                if r.warm_error:
                    status["warm_error"] = r.warm_error
            text = status_text(status)
            if status.get("warm_error"):
                text += f"background indexing failed: {status['warm_error']}\n"
            return _ok(text, self._data(lambda: status))
        return _guard("index_status", run)


def _guard(tool: str, run: Callable[[], CallToolResult]) -> CallToolResult:
    """Run a tool body: our errors become tool errors, anything else an INTERNAL one (logged)."""
    try:
        return run()
    except CodesiftError as exc:
        return error_result(exc)
    except OSError as exc:  # the disk failed (full, read-only, vanished): as the CLI reports it
        where = f" ({exc.filename})" if exc.filename else ""
        return error_result(CodesiftError("IO_ERROR", f"{exc.strerror or exc}{where}"))
    except Exception as exc:
        log.error("%s failed:\n%s", tool, traceback.format_exc())
        return error_result(CodesiftError("INTERNAL", f"{tool} failed: {type(exc).__name__}: {exc}"))


class _MCPServer(MCPServer):
    """The SDK's server, answering a call to a tool it does not have as codesift answers every
    error (``error[UNKNOWN_TOOL]: …``), not with the SDK's bare text, and reading a request
    that holds a lone surrogate instead of dropping it.

    Results carry the ``--json`` shape as structured content only when ``structured`` (``serve
    --json``): Claude Code, Codex and opencode give the model a result's structured content in
    place of its text when it has both, so the budget, the narrowing hints and the read call
    would never reach it (one outline of ripgrep's flags was 199 KB of JSON against 6 KB of
    text).
    """

    def __init__(self, tools: list[Tool], structured: bool, on_hang_up: Callable[[], None],
                 **kwargs: Any) -> None:
        super().__init__(tools=tools, **kwargs)
        self._tool_names = [t.name for t in tools]
        self._structured = structured
        self._on_hang_up = on_hang_up

    async def call_tool(self, name: str, arguments: dict[str, Any],
                        context: Context | None = None) -> CallToolResult | InputRequiredResult:
        if name not in self._tool_names:
            result: CallToolResult | InputRequiredResult = unknown_tool(name, self._tool_names)
        else:
            result = await super().call_tool(name, arguments, context)
        if not self._structured and isinstance(result, CallToolResult):
            result = result.model_copy(update={"structured_content": None})
        return result

    async def run_stdio_async(self) -> None:
        """As the SDK's, but reading requests through ``MendedReader``, so that one holding a
        lone surrogate is answered, and one the SDK cannot parse gets an error reply, and
        stdin's lines through ``CheckedLines``, so that one whose id JSON-RPC does not allow
        does too, and the end of stdin stops the refreshes under way (``Server.hang_up``)
        (the SDK's own method builds its streams inside)."""
        with checked_stdin() as lines:
            async with stdio_server(stdin=lines) as (read_stream, write_stream):
                if lines is not None:
                    lines.replies = write_stream
                    lines.on_end = self._on_hang_up
                # The SDK's run_stdio_async runs this same low-level server; there is no
                # public handle to it (mcp is pinned below 3, and test_server_wire.py covers
                # this path).
                server = self._lowlevel_server
                await server.run(MendedReader(read_stream, write_stream), write_stream,
                                 server.create_initialization_options())


def build_server(default_root: str | None, structured: bool = False) -> tuple[MCPServer, Server]:
    impl = Server(default_root, structured)
    from . import __version__

    mcp = _MCPServer(name="codesift", version=__version__, instructions=INSTRUCTIONS,
                     tools=build_tools(impl), structured=structured, on_hang_up=impl.hang_up,
                     log_level="WARNING")
    return mcp, impl


def _stop_on_signals(impl: Server) -> None:
    """Ctrl-C, SIGTERM and a hangup end the server at once, its warming pass committed first.

    The SDK reads stdin in a worker thread that a cancelled event loop waits for, so without
    this a Ctrl-C on a terminal did nothing until stdin closed, and SIGTERM (``index
    --kill``, a supervisor) lost the build in progress.
    """
    def handle(signum: int, frame: object) -> None:
        impl.shutdown()
        os._exit(128 + signum)

    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, handle)


def serve(root: str | None = None, structured: bool = False) -> None:
    """Run over stdio until the client hangs up. A bad ``--root`` fails here, before serving.
    ``structured``: every result also carries the ``--json`` shape (``serve --json``)."""
    if root is not None:
        resolve_root(root)
    mcp, impl = build_server(root, structured)
    _stop_on_signals(impl)
    impl.warm_default()
    try:
        try:
            mcp.run("stdio")
        except* (BrokenPipeError, ConnectionResetError):
            # The client stopped reading (it crashed, or closed its end first): it has gone,
            # as when stdin ends. The SDK's writer raised it inside its task group, which
            # reached the CLI as error[INTERNAL] "a bug" and exit 2.
            pass
    except KeyboardInterrupt:
        pass
    finally:
        impl.shutdown()
    sys.stdout.flush()
