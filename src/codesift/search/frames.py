"""Stack-trace frames and error locations: the function a pasted trace says ran, and where.

A frame names both a file and a function in it, which together point at one declaration more
surely than either alone: ``File ".../requests/sessions.py", line 589, in request`` is
``Session.request``, not the ``send`` methods that share the file. ``parse_frames`` reads the
frames of Python (and pytest's short form), JavaScript, Java/Kotlin, Clojure, C#, Go, Ruby,
Rust and Bats traces, the bare ``path:line`` locations compilers, linters and test runners print (a
shell's ``script: line N:`` and Perl's ``at lib/X.pm line N.`` too), and the hunks of a unified diff; the search resolves each path like any other path the text names
and looks the function up in that file, or places the line among its chunks.

>>> parse_frames('  File "/srv/app/jobs.py", line 12, in due_jobs\\n    raise TypeError()')
[Frame(path='srv/app/jobs.py', line=12, function='due_jobs')]
>>> parse_frames("    at Layer.handle (/app/node_modules/express/lib/router/layer.js:95:5)")
[Frame(path='app/node_modules/express/lib/router/layer.js', line=95, function='handle')]
"""
from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import NamedTuple

import tantivy

from ..languages import named_file_extensions
from ..lazy_re import lazy
from ..paths import file_stem
from ..tokens import compact, text_tokens
from .filters import with_filter
from .mentions import Mentions, shared_parts

# Frames at most: a deep recursion repeats the same few.
MAX_FRAMES = 24
# Files one frame's path may name, and declarations of its function taken from each when
# none holds the frame's line.
FRAME_FILES = 3
# Declarations of a frame's function looked at for the one holding its line (Gson declares
# fromJson eleven times).
FRAME_OVERLOADS = 64
# Chunks of one file read for the one whose body says a frame's function (by BM25 on that
# one word, so the shortest bodies first: a file with more such chunks may miss the one).
SAYING_CHUNKS = 4096
# Files whose chunks are read to place bare locations' lines, at most.
LOCATED_FILES = 8


class Frame(NamedTuple):
    """A path as the trace writes it (leading ``/`` and ``./`` dropped), the line, the function."""

    path: str
    line: int
    function: str


# Each pattern captures (path, function) by name; the function is the last part of a
# qualified name (``Layer.handle`` -> handle, ``(*Context).Next`` -> Next). Python writes its
# frames outermost first ("most recent call last"); every other trace here, innermost first.
_PATTERNS = [
    # Python: File "x.py", line 3, in send
    lazy(r'File "(?P<path>[^"\n]+)", line (?P<line>\d+), in (?P<function>[A-Za-z_]\w*)'),
    # JavaScript: at Layer.handle (/app/lib/layer.js:95:5), at async send (file:///x.mjs:3:9)
    # (a method under a symbol key: `at Pino.setLevel [as Symbol(pino.setLevel)] (…)`; a
    # private method, `at Migrator.#getState (…)`, by its name less the `#`, as it is indexed)
    lazy(r"\bat (?:async )?(?:new )?(?:[\w$.<>]+\.)?#?(?P<function>[A-Za-z_$][\w$]*)"
               r" (?:\[as [^\]\n]{1,200}\] )?"
               r"\((?:file://)?(?P<path>[^()\s:]+):(?P<line>\d+)(?::\d+)?\)"),
    # Java/Kotlin/Scala: at retrofit2.OkHttpCall.parseResponse(OkHttpCall.java:225)
    lazy(r"\bat (?:[\w$]+\.)+(?P<function>[\w$]+)"
               r"\((?P<path>[\w$-]+\.(?:java|kt|scala|groovy)):(?P<line>\d+)\)"),
    # Go: main.(*Server).handle(0xc0000, ...)\n\t/home/u/app/server.go:42 +0x1d; a generic
    # function's frame (Go 1.18+) marks its type arguments: `cast.Must[...](...)`.
    lazy(r"\.(?P<function>[A-Za-z_]\w*)(?:\[\.\.\.\])?\([^()\n]*\)\n\s+"
               r"(?P<path>\S+\.go):(?P<line>\d+)"),
    # C#: at Newtonsoft.Json.JsonSerializer.Deserialize(JsonReader reader) in C:\src\JsonSerializer.cs:line 123
    # A generic method's type parameters (`BuildImmutable[T](…)`), and a lambda by the method
    # declaring it (`InstanceBuilder.<Build>b__5()` runs inside Build).
    lazy(r"\bat (?:[\w`<>\[\],]+\.)*<?(?P<function>[A-Za-z_]\w*)(?:>\w*)?(?:\[[\w, ]*\])?"
               r"\([^()\n]*\) in "
               r"(?P<path>[^\n]{1,260}?\.cs):line (?P<line>\d+)"),   # bounded: a path may hold spaces
    # Ruby: /app/lib/sinatra/base.rb:1028:in `halt', lib/x.rb:12:in 'Foo#bar' (Ruby 3.4)
    lazy(r"(?P<path>[^\s:'\"`]+\.rb):(?P<line>\d+):in [`'](?:[\w:]+[#.])?"
               r"(?P<function>[A-Za-z_]\w*[?!=]?)'"),
    # pytest's short traceback: src/shop/api.py:12: in get
    lazy(r"(?m)^(?P<path>[^\s:\"'()]+\.py):(?P<line>\d+): in (?P<function>[A-Za-z_]\w*)"),
    # Bats: (from function `bats_pipe' in file lib/bats-core/test_functions.bash, line 300,
    lazy(r"\bfunction [`'](?P<function>[A-Za-z_][\w:.-]*)' in file "
               r"(?P<path>[^\s,'\"`]+), line (?P<line>\d+)"),
    # Rust: 4: app::server::handle\n      at ./src/server.rs:42:5; a trait method's impl
    # is named `<str as serde_json::value::index::Index>::index_or_insert` (the `<…>` once:
    # as one more alternative of the path's parts, `<a>::<a>::…` split every way).
    lazy(r"(?<!\d)\d+: (?:<[^\n]{1,200}?>::)?(?:[\w<>]+::)*(?P<function>(?!h[0-9a-f]{16}\b)[A-Za-z_]\w*)(?:::h[0-9a-f]{16})?\n"
               r"\s+at (?P<path>\S+\.rs):(?P<line>\d+)"),
]
# Python's tracebacks and pytest's short form: their frames read outermost first.
_OUTERMOST_FIRST = frozenset({_PATTERNS[0], _PATTERNS[6]})

# A .NET or JVM frame with no location (a release build's `at DotLiquid.Context.Push(Hash
# newScope)`, Java's `(Unknown Source)` and `(Native Method)`) still names its method, and
# its class names the file, one class a file as both write them: `Context.cs`, `Foo.java` for
# `com.x.Foo$Inner.bar`. Its line is 0: any declaration of the method in that file. (A
# parameter list holds no `:`; a JVM frame's location, `(Foo.java:12)`, does.)
_UNLOCATED = [
    # .NET, a closure's or an async method's frame by the method the compiler named it for:
    # `Combinators.<>c__DisplayClass18_0`1.<Many>b__0(…)`, `Git.<GetHeadAsync>d__5.MoveNext()`,
    # `X.<>c__DisplayClass0_0.<<ExecuteBufferedAsync>b__0>d.MoveNext()` ran in `Many`, ….
    (lazy(r"(?m)\bat (?:[\w`\[\],]+\.)*?(?P<cls>[A-Za-z_]\w*)(?:`\d+)?\."
          r"(?:<>c(?:__DisplayClass[\w`]*)?\.)?<{0,2}(?P<function>[A-Za-z_]\w*)"
          r"(?:>[\w`]*>?\w*)?(?:\.MoveNext)?(?:\[[\w, ]*\])?"
          r"\((?!Unknown Source\)|Native Method\))[^():\n]*\)[ \t]*$"), ".cs"),
    (lazy(r"\bat (?:[a-z_]\w*\.)*(?P<cls>[A-Z][\w]*)(?:\$[\w$]+)?\.(?P<function>[\w$]+)"
          r"\((?:Unknown Source|Native Method)\)"), ".java"),
]


# A location with no function: a code file and a line, as compilers, linters and test
# runners print them (`src/main.rs:12:5`, `a.c:12:5: error:`, `src/a.ts(12,5): error TS2345`,
# pytest's `tests/test_x.py:12: AssertionError`, Maven's `App.java:[12,5]`, kotlinc's
# `File.kt: (12, 5)`). Its function is ``""``: the search places
# the line among the file's chunks instead.
_LOCATION = lazy(
    r"(?<![\w.@/\\-])(?P<path>[\w.@/\\-]*[\w-]\.(?:%s))" % named_file_extensions(prose=False)
    + r"(?::(?:\s?\(|\[)?|\()(?P<line>\d+)\b")

# A shell's error location, the script often without an extension (`/root/.acme.sh/acme.sh:
# line 4793: _on_issue_err: command not found`, `./configure: line 12: …`).
_SHELL_LOCATION = lazy(r"(?m)(?:^|(?<=\s))(?P<path>[^\s:\"'`()]*[\w-]): line (?P<line>\d+):")


# Perl's error location, its `die`'s and `warn`'s and Carp's frames (`… at lib/Mojo/URL.pm line
# 12.`, `Mojo::URL::path('x') called at t/url.t line 40`): where the call was, not the
# function it names.
_PERL_LOCATION = lazy(r"\bat (?P<path>[^\s\"'`()]+\.(?:pm|pl|t|cgi|psgi)) line (?P<line>\d+)\b")
# PHP's error location (`PHP Warning:  Undefined array key "x" in /var/www/lib/Config.php on line
# 306`, an uncaught exception's `thrown in /var/www/src/Uri.php on line 85`): where it was
# raised or warned.
_PHP_LOCATION = lazy(r"\bin (?P<path>[^\s\"'`()]+\.(?:php|phtml|inc)) on line (?P<line>\d+)\b")

# Every frame, location and hunk above holds a line number (``\d``, any script's digits).
_DIGIT = lazy(r"\d")

# Where a chained exception's cause begins in a JVM trace.
_CAUSED_BY = lazy(r"(?m)^[ \t]*Caused by: ")

# A unified diff: each hunk's first changed line, in the file its `+++ b/…` line names (the
# `--- a/…` one for a deleted file), is a location too.
_DIFF_FILE = lazy(r"^(?:\+\+\+|---) (?:[ab]/)?(\S+)")
_HUNK = lazy(r"^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@")


def _hunks(text: str) -> list[tuple[int, Frame]]:
    """(offset, location) of each hunk's first changed line in a pasted unified diff."""
    if "\n@@ " not in text:
        return []
    out: list[tuple[int, Frame]] = []
    old_path = path = ""
    offset = old = new = 0
    in_hunk = False
    for row in text.split("\n"):
        if (m := _DIFF_FILE.match(row)) is not None and (not in_hunk or row[3:4] == " "):
            named = "" if m.group(1) == "/dev/null" else m.group(1)
            if row.startswith("---"):
                old_path = path = named
            else:
                path = named or old_path    # a deleted file is named by its old path
            in_hunk = False
        elif (h := _HUNK.match(row)) is not None:
            in_hunk, old, new = True, int(h.group(1)), int(h.group(2))
        elif in_hunk and row[:1] == " ":
            old, new = old + 1, new + 1
        elif in_hunk and row[:1] in ("+", "-"):
            if path:   # where the hunk's change starts; a deleted file's lines are old ones
                out.append((offset, _frame(path, str(new or old), "")))
            in_hunk = False
        offset += len(row) + 1
    return out


# Clojure on the JVM: a function is a class named `<namespace>$<munged name>`, so a frame
# (`at malli.core$_lookup_BANG_.invokeStatic(core.cljc:340)`) names its file only by its last
# part, `core.cljc`, a name most Clojure projects give several files (malli's `src/` and
# `perf/`), and its function by the munged name. The namespace is the file's path
# (`malli/core.cljc`; a `-` in it is `_` in both), and the name demunges (`-lookup!`). A
# function made inside another (`malli.core$schema$fn__1234`) ran in that one; an anonymous
# one at top level (`malli.core$fn__1234`) by its line only. Clojure 1.10's REPL heads the
# trace with the same place unmunged: `Execution error (ExceptionInfo) at malli.core/-lookup
# (core.cljc:335).`
_CLOJURE_FRAME = lazy(
    r"\bat (?P<ns>[A-Za-z_][\w.]*)\$(?P<function>[A-Za-z_]\w*?)(?:__\d+)?(?:\$[\w$]*)?"
    r"\.(?:invoke\w*|doInvoke|applyTo\w*)\((?P<file>[\w-]+\.clj[csd]?):(?P<line>\d+)\)")
_CLOJURE_REPL = lazy(
    r"\bat (?P<ns>[A-Za-z_][\w.-]*)/(?P<function>[^\s()/]+) "
    r"\((?P<file>[\w-]+\.clj[csd]?):(?P<line>\d+)\)")
# Clojure's munging of the characters a name may hold (`clojure.lang.Compiler/CHAR_MAP`).
_MUNGED = lazy(r"_(BANG|QMARK|STAR|PLUS|GT|LT|EQ|SLASH|SINGLEQUOTE|AMPERSAND|PERCENT|SHARP"
               r"|CARET|TILDE|BAR|COLON|DOT|CIRCA|BSLASH)_")
_DEMUNGED = {"BANG": "!", "QMARK": "?", "STAR": "*", "PLUS": "+", "GT": ">", "LT": "<",
             "EQ": "=", "SLASH": "/", "SINGLEQUOTE": "'", "AMPERSAND": "&", "PERCENT": "%",
             "SHARP": "#", "CARET": "^", "TILDE": "~", "BAR": "|", "COLON": ":", "DOT": ".",
             "CIRCA": "@", "BSLASH": "\\"}


def _clojure_frames(text: str) -> list[tuple[int, Frame]]:
    """(offset, frame) of each Clojure function's frame, its path made from its namespace.

    >>> [f for _, f in _clojure_frames("at malli.core$_lookup_BANG_.invokeStatic(core.cljc:340)")]
    [Frame(path='malli/core.cljc', line=340, function='-lookup!')]
    """
    if ".clj" not in text:
        return []
    out: list[tuple[int, Frame]] = []
    for pattern in (_CLOJURE_FRAME, _CLOJURE_REPL):
        for m in pattern.finditer(text):
            folders = m.group("ns").replace("-", "_").split(".")[:-1]
            function = m.group("function")
            if pattern is _CLOJURE_FRAME:
                function = "" if function == "fn" else _MUNGED.sub(
                    lambda c: _DEMUNGED[c.group(1)], function).replace("_", "-")
            out.append((m.start(), _frame("/".join([*folders, m.group("file")]),
                                          m.group("line"), function)))
    return out


def parse_frames(text: str) -> list[Frame]:
    """The frames of any stack traces in ``text``, bare ``path:line`` locations and the hunks
    of a unified diff, in order; a Python traceback's reversed, so that frames read innermost
    first (where it failed, then its callers) whatever the language."""
    unlocated = [(m.start(), Frame(m.group("cls") + ext, 0, m.group("function")))
                 for pattern, ext in _UNLOCATED if "at " in text and ")" in text
                 for m in pattern.finditer(text)]
    if not _DIGIT.search(text):
        # Each of the others has a line number: a text without a digit (most queries) has
        # none, and their patterns are not even compiled (~2 ms of every CLI search).
        return list(dict.fromkeys(frame for _, frame in sorted(unlocated)))[:MAX_FRAMES]
    clojure = _clojure_frames(text)
    found: list[tuple[int, Frame]] = _hunks(text) + clojure + unlocated
    outermost_first = 0
    for pattern in _PATTERNS:
        for m in pattern.finditer(text):
            found.append((m.start(), _frame(m.group("path"), m.group("line"), m.group("function"))))
            outermost_first += 1 if pattern in _OUTERMOST_FIRST else -1
    named = {(f.path, f.line) for _, f in found}
    # A Clojure frame's file as its parentheses write it (`core.cljc:335`) is that frame.
    named |= {(f.path.rsplit("/", 1)[-1], f.line) for _, f in clojure}
    for m in (*_LOCATION.finditer(text), *_SHELL_LOCATION.finditer(text),
              *_PERL_LOCATION.finditer(text), *_PHP_LOCATION.finditer(text)):
        frame = _frame(m.group("path"), m.group("line"), "")
        if (frame.path, frame.line) not in named:   # a frame that names its function says more
            found.append((m.start(), frame))
    causes = [m.start() for m in _CAUSED_BY.finditer(text)] if outermost_first <= 0 else []
    if causes:
        # A JVM trace's last "Caused by:" is the root cause, and its first frame what threw;
        # the traces above it only wrapped and rethrew it.
        found.sort(key=lambda x: (-bisect.bisect(causes, x[0]), x[0]))
    else:
        found.sort(key=lambda x: x[0], reverse=outermost_first > 0)
    return [f for f in dict.fromkeys(frame for _, frame in found) if f.path][:MAX_FRAMES]


# The type a trace says was thrown: at a line's start (`AxiosError: …`, .NET's
# `System.InvalidOperationException: …`), after PHP's `Uncaught ` or the JVM's `Exception in
# thread "main" ` and `Caused by: `, its namespace or package before it.
_THROWN = lazy(r"(?m)(?:^[ \t]*|\bUncaught |\bthread \"[^\"\n]{0,200}\" |\bCaused by: )"
               r"(?:[\w$]+[.\\])*(?P<type>[A-Z][\w$]*)(?=: )")


def thrown_types(text: str) -> frozenset[str]:
    r"""The types a pasted trace says were thrown, without their namespace.

    >>> sorted(thrown_types('PHP Fatal error:  Uncaught League\\Csv\\CannotInsertRecord: Record'))
    ['CannotInsertRecord']
    """
    return frozenset(m.group("type") for m in _THROWN.finditer(text))


def made_after_failed(frames: list[Frame], thrown: frozenset[str]) -> list[Frame]:
    """``frames`` with the innermost ones in a ``thrown`` type's own file put after the first
    frame outside it: they made the error (axios's `AxiosError.from`, PHP's `in
    …/CannotInsertRecord.php:42` of an uncaught `CannotInsertRecord` its factory raised), and
    the frame below them is where it failed (http.js's `handleRequestError`, `Writer.php(195)`).
    None when all are: the message says where it failed (trpc's `TRPCClientError: No procedure
    found on path "users.byId"` over `at TRPCClientError.from (TRPCClientError.ts:80:14)`
    alone, the client's factory building the error from the server's answer; its frame led
    the server's router, saying the message).

    >>> f = [Frame("lib/AxiosError.js", 92, "from"), Frame("lib/http.js", 620, "handle")]
    >>> [x.path for x in made_after_failed(f, frozenset({"AxiosError"}))]
    ['lib/http.js', 'lib/AxiosError.js']
    >>> made_after_failed(f[:1], frozenset({"AxiosError"}))
    []
    """
    made = 0
    while made < len(frames) and file_stem(frames[made].path) in thrown:
        made += 1
    if 0 < made < len(frames):
        return [frames[made], *frames[:made], *frames[made + 1:]]
    return [] if made == len(frames) else frames


def _frame(path: str, line: str, function: str) -> Frame:
    return Frame(path.replace("\\", "/").lstrip("./"), int(line), function)


def _saying(searcher: tantivy.Searcher, schema: tantivy.Schema, path: str, function: str,
            fq: tantivy.Query | None, addresses: dict[tuple[int, int], tantivy.DocAddress],
            ) -> set[tuple[int, int]]:
    """The chunks of ``path`` whose bodies hold ``function``'s name as a word."""
    tokens = text_tokens(function)
    if not tokens:
        return set()
    query = tantivy.Query.boolean_query([
        (tantivy.Occur.Must, tantivy.Query.term_query(schema, "path", path)),
        (tantivy.Occur.Must, tantivy.Query.term_query(schema, "t_body", tokens[0]))])
    out = set()
    for _, a in searcher.search(with_filter(query, fq), SAYING_CHUNKS, count=False).hits:
        addresses[(a.segment_ord, a.doc)] = a
        out.add((a.segment_ord, a.doc))
    return out


def _named_by_def(path: str) -> bool:
    """Whether a frame in ``path`` names a function its file declares by that name: a Python
    frame's function is its code object's, a `def`'s or a `class`'s (nested ones are the inner
    names the frame's query matches), so a line in no declaration of it is a line that moved
    (an installed version older than the checkout), not a method of an unnamed object. The
    chunk holding it was the wrong one: `in send` at requests' line 703 held `Session.post`,
    whose doc says "send"."""
    return path.endswith((".py", ".pyw", ".pyi"))


def _root_in(frame_path: str, path: str) -> str | None:
    """Where a trace keeps the repository: ``frame_path`` less the tail it shares with the
    indexed ``path`` at a folder boundary (``/srv/venv/site-packages/`` for
    ``src/requests/sessions.py``), or None when they share no file name.

    >>> _root_in("home/u/go/pkg/mod/github.com/spf13/cast@v1.10.0/cast.go", "cast.go")
    'home/u/go/pkg/mod/github.com/spf13/cast@v1.10.0/'
    >>> _root_in("srv/venv/site-packages/requests/sessions.py", "src/requests/sessions.py")
    'srv/venv/site-packages/'
    """
    mine = frame_path.split("/")
    shared = shared_parts(path, mine)
    return "".join(part + "/" for part in mine[:len(mine) - shared]) if shared else None


def framed_chunks(searcher: tantivy.Searcher, schema: tantivy.Schema, mentions: Mentions,
                  frames: list[Frame], fq: tantivy.Query | None,
                  addresses: dict[tuple[int, int], tantivy.DocAddress],
                  doc_of: Callable[[tuple[int, int]], dict],
                  place: Callable[[str, list[int]], dict[tuple[int, int], int]],
                  ) -> dict[tuple[int, int], int]:
    """The chunks each frame names, with the frame's line when the chunk holds it (else 0):
    declarations of its function in the file its path names, or for a bare location, the
    innermost chunk holding its line (``place``).

    A frame whose path names no indexed file (the standard library, a dependency) names
    nothing; one whose function its one file does not declare (a closure Go numbers `func1`,
    a lambda) names the chunk holding its line; a function nested in another names the chunk
    that declares it.
    ``doc_of`` gives a chunk's fields (its first and last line, its kind).
    """
    keys: dict[tuple[int, int], int] = {}
    located: dict[str, list[int]] = {}
    resolved = {frame: mentions.files(frame.path) for frame in frames}
    # A frame in a built copy (``Mentions.built``: a package's `dist/…/x.js` for `src/…/x.ts`)
    # names its function, not a line of the source: its line placed chunks the build's lines
    # held there (tsyringe's `construct` at dist line 334 lost to the chunk at source line
    # 334, ts-pattern's bundle `index.cjs:1:2874` put the first line of `src/index.ts`).
    resolved = {(frame._replace(line=0) if mentions.built(frame.path) else frame): files
                for frame, files in resolved.items()}
    frames = list(resolved)
    roots = {root for frame, files in resolved.items() if len(files) == 1
             for root in [_root_in(frame.path, files[0])] if root is not None}
    for frame in frames:
        files = resolved[frame]
        if not files and (not roots or frame.path.startswith(tuple(roots))):
            # Where the trace's other frames put the repository's files, a copy of one
            # installed elsewhere; a file outside that folder is the user's (their `main.go`).
            files = mentions.installed_copy(frame.path)
        name = compact(frame.function)
        if not name:
            if len(files) == 1:   # a line number means nothing in a file it may not be in
                located.setdefault(files[0], []).append(frame.line)
            continue
        declared = False
        for path in files[:FRAME_FILES]:
            # A function nested in another (a closure, Starlette's `call_next` in `__call__`)
            # is no chunk of its own: the chunk declaring it in its body stands for it.
            named = tantivy.Query.boolean_query([
                (tantivy.Occur.Should, tantivy.Query.term_query(schema, field, name))
                for field in ("sym", "inner")])
            query = tantivy.Query.boolean_query([
                (tantivy.Occur.Must, tantivy.Query.term_query(schema, "path", path)),
                (tantivy.Occur.Must, named)])
            found = []
            for _, a in searcher.search(with_filter(query, fq), FRAME_OVERLOADS,
                                        count=False).hits:
                addresses[(a.segment_ord, a.doc)] = a
                found.append((a.segment_ord, a.doc))
            # Two declarations of the name (``HTTPAdapter.send``, ``BaseAdapter.send``, or the
            # eleven overloads of Gson's ``fromJson``): the one whose lines hold the frame's,
            # when the file has not moved on since; else the first few.
            held = [key for key in found if doc_of(key)["line"] <= frame.line <= doc_of(key)["end"]]
            if found and not held and frame.line and len(files) == 1 and not _named_by_def(path):
                # A method of an object made in an initializer (Gson's `TypeAdapters$7.read`
                # inside its `INTEGER` constant, a method of a JavaScript object literal) is
                # no declaration: the chunk holding the frame's line stands for it, before the
                # file's other declarations of the name, when its body says that name.
                saying = _saying(searcher, schema, path, frame.function, fq, addresses)
                held = [key for key in place(path, [frame.line]) if key in saying]
            if not held:   # the code ran in a body: a prototype (a stub, a C header's) has none
                found.sort(key=lambda key: doc_of(key)["kind"] == "prototype")
            for key in held or found[:FRAME_FILES]:   # the line is a focus only inside the chunk
                keys.setdefault(key, frame.line if held else 0)
            declared = declared or bool(found)
        if not declared and len(files) == 1 and frame.line:
            # A function its file declares under no name (Go's `(*Recovery).ServeHTTP.func1`,
            # a JavaScript arrow function, a Java lambda): the chunk holding its line, in the
            # frame's place among the others (the innermost leads).
            for key, line in place(files[0], [frame.line]).items():
                keys.setdefault(key, line)
    for path, lines in list(located.items())[:LOCATED_FILES]:
        for key, line in place(path, lines).items():
            keys.setdefault(key, line)
    return keys
