"""Kotlin source rewrites before parsing: layouts tree-sitter-kotlin 1.1 misreads (a
constructor on the line after its class, annotations opening a declaration's line or the
lines above it, a modifier used as a name, an annotated accessor). Like every rewrite in
``rewrite.py``, each keeps the length, so each row and offset of the parse is the file's own.

>>> rewrite_kotlin(b"@Retention(RUNTIME) annotation class ToJson")
b'                    annotation class ToJson'
"""
from __future__ import annotations

import bisect

from codesift.chunk.base import NOT_NEWLINE

from ..regex_cache import compiled

# tree-sitter-kotlin 1.1 reads a nested class whose primary constructor starts the next line
# (`class Options` / `private constructor(`, moshi's JsonReader) as an error that swallows
# the whole enclosing class (one nested in a class is indented, which the pattern asks). The
# line break moves to just after `constructor(`, taking one indenting blank's place: same
# length, so every later row and offset holds.
_KT_CTOR_MODIFIERS = rb"(?:(?:@\w+(?:\([^)\n]*\))?|private|protected|internal|public|actual|expect)[ \t]+)*"
_KT_CTOR_NEXT_LINE = compiled(
    rb"(\bclass[ \t]+\w+(?:<[^>\n]*>)?)\n([ \t]+" + _KT_CTOR_MODIFIERS + rb"constructor\()")
# The same at the top level, where the constructor's line has no blank to give (okio's
# multiplatform `actual open class ByteString` / `internal actual constructor(`: its 60
# functions were in no chunk): the parameters' line, when it ends the constructor's, gives
# one instead, and a blank line keeps their row.
_KT_TOP_CTOR_NEXT_LINE = compiled(
    rb"(\bclass[ \t]+\w+(?:<[^>\n]*>)?)\n(" + _KT_CTOR_MODIFIERS + rb"constructor\()\n[ \t]")


# It also reads annotations with arguments that open a declaration's line, before a soft
# keyword (`@Retention(RUNTIME) @Target(FUNCTION) public annotation class ToJson`, `@Suppress("x")
# enum class`), as an expression: the declaration is lost, and moshi's ToJson.kt and
# FromJson.kt were whole files. The annotations are blanked (same length) before parsing.
_KT_ANNOTATION = rb"@[\w.:]+(?:\((?:[^()\n]|\([^()\n]*\))*\))?"
_KT_DECLARATION = (
    rb"(?:(?:public|private|protected|internal|open|abstract|sealed|data|inline|value|enum"
    rb"|annotation|final|override|suspend|const|lateinit|operator|infix|tailrec|external"
    rb"|expect|actual|inner|fun)[ \t]+)*(?:class|interface|object|fun|val|var|typealias)\b")
_KT_LINE_ANNOTATIONS = compiled(
    rb"(?m)^([ \t]*)((?:" + _KT_ANNOTATION + rb"[ \t]+)+)(?=" + _KT_DECLARATION + rb")")
# And annotation lines above a top-level declaration, which it reads as an annotated
# expression with no error when the declaration opens with a soft keyword or more than one
# annotation line comes before it (`@Module` / `@InstallIn(X::class)` / `interface M {`,
# `@OptIn(UnsafeNumber::class)` / `actual class CRC32 {`, `@Suppress("x")` / `const val`):
# `class X {…}` became a call of `class` with a lambda, and the declaration and its members
# were lost (okio's CRC32.kt and ExperimentalFileSystem.kt were whole-file chunks; after an
# argument, its KDoc and first line went too). A run of annotations from a line's start,
# arguments over lines included (see ``_kt_annotation_run``), is blanked when a declaration
# follows it, as is a `//` comment ending one of its lines: the parse reads the declaration
# alone, and the walker gives the blanked rows back to it (``Spec.blanked_leads``), with the
# doc above them. The run may be indented (a script's or an `expect` file's declarations, or
# one indented by mistake: the same misreading) and may have blank lines and comments on lines
# of their own between its annotations and the declaration (`@Suppress("x")` / `` / `// note`
# / `class X {`: the declaration and its members were lost too); those comments stay for the
# parse, and are the doc only when no comment above the annotations is.
# Kotlin 2's context parameters over a declaration (`context(Logger)` / `fun log()`, or
# `context(logger: Logger)`) read as an expression the same way: in a class body a `constant
# context` took the doc and the class erred, and at the top level the function lost its doc.
# They are read as one more annotation of the run; a call opening a line (Kotest's
# `context("group") {`) is followed by no declaration and stays.
_KT_TOP_ANNOTATION = compiled(rb"(?m)^[ \t]*(@(?!file:)|context\()")
_KT_ANNOTATION_NAME = compiled(rb"@[A-Za-z_][\w.]*(?::[A-Za-z_][\w.]*)?|context(?=\()")
# After an annotation on its line: blanks, a block comment (over lines too: `@Test /* a` / ` b */`
# / `fun a()`, left, held the annotation's row apart from the declaration's, in no chunk), a
# line comment, the line's end.
_KT_BLANKS = compiled(rb"[ \t]*")
_KT_AFTER_ANNOTATION = compiled(rb"[ \t]*(?://[^\n]*)?(?:\r?\n[ \t]*)?")
# What a line can start inside of (block comments, raw strings), and what must be read past to
# find them (strings, characters, backticked names, line comments, and the code of a string's
# `${…}` template, itself holding strings): see ``_kt_opaque``. What the scan stops at in code,
# in a template's code (its braces counted; a `"…"` string's template ends with the line, as
# the string does), in a `"…"` string and in a raw string.
_KT_CODE = compiled(rb'"""|["\'`]|//|/\*')
_KT_TEMPLATE_CODE = compiled(rb'"""|["\'`{}]|//|/\*')
_KT_LINE_TEMPLATE_CODE = compiled(rb'"""|["\'`{}\n]|//|/\*')
_KT_STRING = compiled(rb'\\.|["\n]|\$\{')
_KT_RAW_STRING = compiled(rb'"""|\$\{')
# A character not closed on its line ends with it (a `\` may end it too): were it to fail
# there, a search would retry from every later quote on the line, quadratic.
_KT_CHARACTER = compiled(rb"'(?:[^'\\\n]|\\.)*\\?(?:'|(?=\n)|\Z)")
_KT_BACKTICKED = compiled(rb"`[^`\n]*`")
# Blank lines, and the indentation of the line after them.
_KT_BLANK_LINES = compiled(rb"(?:[ \t]*\r?\n)*[ \t]*")
_KT_ARGUMENTS_MAX = 16_384   # bytes an annotation's arguments are read over
_KT_DECLARATION_START = compiled(_KT_DECLARATION)
# A modifier used as a name opening a statement (okio's `private var final = false` /
# `final = true`): tree-sitter-kotlin 1.1 reads the modifier and the whole file errs
# (CipherSource.kt's update, doFinal and close went into one whole-file chunk). So does a
# declaration's soft keyword, `by` or `where`, which the scanner reads as continuing the line
# above (okio's ForwardingFileSystemTest `val by = base / "by"` / `by.writeUtf8("by")`: the
# class and its last three tests were lost to two `file` chunks). Its last letter becomes `_` for
# the parse (same length; the chunk's text is the file's own). Exposed's Query.where (`g()` /
# `where = predicate`, read as a type constraint: Query.kt's 40 members were lost) too, and
# `constructor` and `dynamic` so used.
_KT_MODIFIER_AS_NAME = compiled(
    rb"(?m)^([ \t]*)(final|open|override|private|internal|public|protected|abstract|sealed"
    rb"|lateinit|inline|vararg|suspend|infix|external|tailrec|const|operator|crossinline"
    rb"|noinline|reified|by|where|constructor|dynamic)(?=[ \t]*(?:[-+*/]?=(?!=)|\??\.|!!|\[))")


# An annotated accessor of a property with no type (okio's jvmMain `val size` / `@JvmName("size")`
# / `get() = getSize()`): tree-sitter-kotlin 1.1 errs, and ByteString's 40 members went into
# one chunk with no class. The annotations are blanked (same length), on the accessor's line
# or alone on the line above it.
_KT_ACCESSOR_ANNOTATIONS = compiled(
    rb"(?m)^([ \t]*)((?:@[\w.:]+(?:\([^()\n]*\))?[ \t]*)+)(?=(?:\r?\n[ \t]*)?(?<![\w.:])(?:get|set)[ \t]*\()")

# A call of `get(…)` opening a line after a `val` (okio's `val copy = ByteArray(remaining())` /
# `get(copy)`, ByteBuffer's get) reads as that property's getter, and the error took the
# whole class. A getter has no parameters: with an argument, `get` is renamed `ge_` for the
# parse (same length; the chunk's text is the file's own).
_KT_GET_CALL = compiled(rb"(?m)^([ \t]*)get(?=\([ \t]*[^)\s])")

# An accessor's keyword used as a name opening a statement after a `val` reads as that
# property's accessor, and the error takes the class: okhttp's Settings, with a field named
# `set` (`val bit = 1 shl id` / `set = set or bit`), was one whole-file chunk. `get` or `set`
# given a value (`set = …`, `get += …`) or asserted (`set!!.x()`) is a name, its last letter
# `_` for the parse (same length; the chunk's text is the file's own).
_KT_ACCESSOR_AS_NAME = compiled(rb"(?m)^([ \t]*)(ge|se)t(?=[ \t]*(?:[-+*/]?=(?!=)|!!))")

# An infix call of a function named `get` or `set` (Exposed's `Users.insert { … } get
# Users.id`, `row get (T.id)`): tree-sitter-kotlin 1.1 reads the keyword as an accessor of the
# property the statement declares, and the error took the file: 33 of Exposed's files, its
# dialects and `Query` among them, lost every declaration below such a call to a `file` chunk.
# After an operand on the same line (a name, not a modifier, or a closing bracket) and before
# another (a name, a bracket, a string), `get`/`set` is an infix call, no accessor (`private
# set`, `val x get() = 1`), and its last letter becomes `_` for the parse only (a doc's prose,
# "a fixed set of strings", is read from the rewritten text). So does one given a value where a
# lambda's or statement's code opens (Query.kt's `apply { set = set.source.body(set).set }`).
_KT_INFIX_ACCESSOR_NAME = compiled(
    rb"((?:\b(?!(?:private|protected|internal|public|override|open|final|inline|external"
    rb"|fun|val|var)\b)\w+|[)\]}])[ \t]+)(ge|se)t(?=[ \t]+[\w(`\"'])"
    rb"|([{;][ \t]*)(ge|se)t(?=[ \t]*(?:[-+*/]?=(?!=)|!!))")


# A name opening a line that begins with the keyword `in` or `as` and goes on in a digit or
# `_` (okhttp's `in1.skip(…)`, `as_x = …`): tree-sitter-kotlin's scanner reads the keyword,
# continuing the line above (`x` / `in y`), and the error took the class: CacheTest.kt's 150
# tests below `in1.skip(…)` were a whole-file chunk. The keyword's second letter becomes `x`
# for the parse (`ix1`; same length; the chunk's text is the file's own).
_KT_KEYWORD_PREFIXED_NAME = compiled(rb"(?m)^([ \t]*)(i(?=n)|a(?=s))[ns](?=[0-9_])")


# A suspend lambda given as a value or argument (arrow's CircuitBreaker `copy(onRejected =
# suspend { onRejected.invoke(); callback.invoke() })`): tree-sitter-kotlin 1.1 reads
# `suspend` as a type's modifier and the rest of the file as an error, and the class and its
# 40 members were lost (a function `copy` and a `file` chunk were left). The keyword is blanked
# (same length): the lambda reads as a lambda.
# A suspend lambda opening a statement (Exposed's tests: `suspend {` / `…` /
# `}.startCoroutine(…)`) is read the same way.
_KT_SUSPEND_LAMBDA = compiled(rb"(?m)(?:(?<=[=(,])|^)([ \t]*)suspend(?=[ \t]*\{)")


# A trailing comma closing a type parameter or type argument list, or an index
# (`fun <` / `T : (A1) -> R,` / `R,` / `> invoke(`, `Map<K, V,>`, `a[i, j,]`): Kotlin allows it
# (ktlint's trailing-comma rule writes it in every list split over lines), tree-sitter-kotlin
# 1.1 does not, and a few of them in a class made its whole body an error: mockk's
# MockKMatcherScope (its `invoke`/`coInvoke` matchers so written) lost its 94 members to
# top-level functions and a `file` chunk. The comma is blanked for the parse only (same
# length; names and signatures keep it). A value parameter's or argument's trailing comma,
# `(a, b,)`, already parses.
_KT_TRAILING_COMMA = compiled(rb",(?=\s*[>\]])")
# A function type's context receivers (`stubBlock: context(C1, C2) () -> Any?`, `context(A)
# B.() -> Unit`) are no type tree-sitter-kotlin 1.1 knows: mockk's ContextParameters.kt,
# five `withContext` functions, was one `file` chunk. Blanked for the parse only, the type
# reads as the function type it qualifies.
_KT_CONTEXT_TYPE = compiled(rb"(?<=[:(,<])([ \t]*)context\([^()\n]*\)(?=[ \t]+[\w(])")


# Kotlin 2.1's guard conditions on a `when` entry (`is Status.Finished if elapsed -> {`,
# `in 'a'..'z' if !escaped -> x`, `else if ready -> y`) are no syntax tree-sitter-kotlin 1.1
# knows: the error took the rest of the file (mordant's ProgressState.kt: the three functions
# below the `when` were in no chunk). The guard, ` if` to the `->`, is blanked for the parse
# (same length; the chunk's text is the file's own). Only an entry on one line is read: its
# condition starts the line (not `if`, a comment or a `}`), and the guard holds no brace and
# no `else` (an `if`-expression inside a plain condition, `x + if (a) 1 else 2 ->`, stays).
_KT_WHEN_GUARD = compiled(
    rb'(?m)^([ \t]*(?!(?:if|return|throw|val|var)\b)(?=[\w!\'("-])'
    rb'(?:[^\n"{}]|"(?:[^"\\\n]|\\.)*")*?(?<=\S))'
    rb'([ \t]+if(?=[ \t(])(?:(?!\belse\b)[^\n"{}]|"(?:[^"\\\n]|\\.)*")*?)'
    rb'(?=[ \t]*->(?:[ \t{]|$))')
# A guard in brackets over lines (Exposed's dialects: `is LiteralOp<*> if (` / `e.columnType
# is BlobColumnType && …` / `) -> {`; 3 files, MysqlDialect.kt among them, were `file`
# chunks from the entry down) after a type or range test: from ` if` to the bracket closing
# it, followed by `->`, is blanked, its line breaks kept (so each row holds).
_KT_WHEN_GUARD_OPEN = compiled(rb'(?m)^[ \t]*!?(?:is|in)[ \t][^\n"{}]*?(?<=\S)([ \t]+if[ \t]*)\(')
_KT_ARROW = compiled(rb"[ \t]*->")
# Kotlin 2.2's multi-dollar interpolation (`$$"?(@.user.team == $team)"`, `$$"""…"""`): the
# grammar knows no `$` before a string, and the error took the rest of the file (Exposed's
# JsonColumnTests). The dollars are blanked for the parse: a plain string with the same text.
_KT_MULTI_DOLLAR = compiled(rb'(?<![\w$])\$\$+(?=")')


def kotlin_parse_view(src: bytes) -> bytes:
    """``src`` with each trailing comma, function type's context, `when` guard and multi-dollar
    string prefix tree-sitter-kotlin cannot read blanked, and `get`/`set` used as a name renamed.

    >>> kotlin_parse_view(b"class B<T, U,>(val t: T)")
    b'class B<T, U >(val t: T)'
    >>> kotlin_parse_view(b"fun f(b: context(C) () -> R)")
    b'fun f(b:            () -> R)'
    """
    if b"," in src:
        src = _KT_TRAILING_COMMA.sub(b" ", src)
    if b"context(" in src:
        src = _KT_CONTEXT_TYPE.sub(lambda m: m.group(1) + b" " * (m.end() - m.end(1)), src)
    if b"et" in src:
        src = _KT_INFIX_ACCESSOR_NAME.sub(
            lambda m: (m.group(1) or m.group(3)) + (m.group(2) or m.group(4)) + b"_", src)
    if b" if" in src:
        src = _KT_WHEN_GUARD.sub(lambda m: m.group(1) + b" " * len(m.group(2)), src)
        src = _kt_multiline_guards(src)
    if b'$$"' in src:
        src = _KT_MULTI_DOLLAR.sub(lambda m: b" " * len(m.group(0)), src)
    return src


def _kt_multiline_guards(src: bytes) -> bytes:
    """``src`` with each `when` guard in brackets over lines (``_KT_WHEN_GUARD_OPEN``)
    blanked but for its line breaks."""
    out, at = [], 0
    for m in _KT_WHEN_GUARD_OPEN.finditer(src):
        close = _kt_close_paren(src, m.end() - 1)
        if m.start(1) < at or close < 0 or not _KT_ARROW.match(src, close):
            continue
        guard = src[m.start(1):close]
        out += [src[at:m.start(1)], bytes(c if c in b"\r\n" else 32 for c in guard)]
        at = close
    return b"".join(out) + src[at:] if out else src


def rewrite_kotlin(src: bytes) -> bytes:
    """``src`` as tree-sitter-kotlin can read it, the same length."""
    src = _KT_CTOR_NEXT_LINE.sub(lambda m: m.group(1) + b" " + m.group(2)[1:] + b"\n", src)
    src = _KT_TOP_CTOR_NEXT_LINE.sub(lambda m: m.group(1) + b" " + m.group(2) + b"\n\n", src)
    src = _KT_GET_CALL.sub(lambda m: m.group(1) + b"ge_", src)
    src = _KT_ACCESSOR_AS_NAME.sub(lambda m: m.group(1) + m.group(2) + b"_", src)
    src = _KT_KEYWORD_PREFIXED_NAME.sub(lambda m: m.group(1) + m.group(2) + b"x", src)
    src = _KT_SUSPEND_LAMBDA.sub(lambda m: m.group(1) + b" " * 7, src)
    src = _KT_MODIFIER_AS_NAME.sub(lambda m: m.group(1) + m.group(2)[:-1] + b"_", src)
    src = _KT_ACCESSOR_ANNOTATIONS.sub(lambda m: m.group(1) + b" " * len(m.group(2)), src)
    src = _kt_top_annotations(src)
    return _KT_LINE_ANNOTATIONS.sub(lambda m: m.group(1) + b" " * len(m.group(2)), src)


def _kt_annotation_run(src: bytes, at: int) -> tuple[int, bool, list[tuple[int, int]]]:
    """Where the run of annotations from ``at`` ends (the first byte after them and after the
    blank lines and own-line comments that follow each), True, and the stretches to blank: each
    annotation with the blanks and the comments after it on its line (a block comment to its
    end). Where the reading stopped
    and False when an argument list or a comment does not close within ``_KT_ARGUMENTS_MAX``
    bytes."""
    end, spans = at, []
    while True:
        name = _KT_ANNOTATION_NAME.match(src, end)
        if name is None:
            return end, True, spans
        end = name.end()
        if src.startswith(b"(", end):
            closed = _kt_close_paren(src, end)
            if closed < 0:
                return min(len(src), end + _KT_ARGUMENTS_MAX), False, spans
            end = closed
        end = _KT_BLANKS.match(src, end).end()
        if src.startswith(b"/*", end):
            closed = src.find(b"*/", end + 2, end + _KT_ARGUMENTS_MAX)
            if closed < 0:
                return min(len(src), end + _KT_ARGUMENTS_MAX), False, spans
            end = closed + 2
        end = _KT_AFTER_ANNOTATION.match(src, end).end()
        spans.append((name.start(), end))
        end = _kt_skip_between(src, end, spans)
        if end < 0:
            return min(len(src), spans[-1][1] + _KT_ARGUMENTS_MAX), False, spans


def _kt_skip_between(src: bytes, at: int, spans: list[tuple[int, int]]) -> int:
    """The offset after the blank lines and comments (`// …` lines, `/* … */` blocks) from
    ``at``, at the next line's first token; -1 when a block comment does not close within
    ``_KT_ARGUMENTS_MAX`` bytes. A block comment on that token's line (`/*private*/ data
    class`) goes to ``spans``, to be blanked with the annotations: left, it would open the
    declaration's line."""
    end, on_line = at, []
    while True:
        blanks = _KT_BLANK_LINES.match(src, end)
        if b"\n" in blanks.group(0):
            on_line = []
        end = blanks.end()
        if src.startswith(b"//", end):
            line_end = src.find(b"\n", end)
            end = len(src) if line_end < 0 else line_end
        elif src.startswith(b"/*", end):
            closed = src.find(b"*/", end + 2, end + _KT_ARGUMENTS_MAX)
            if closed < 0:
                return -1
            on_line.append((end, closed + 2))
            end = closed + 2
        else:
            spans += on_line
            return end


def _kt_close_paren(src: bytes, at: int) -> int:
    """The offset after the `)` closing the `(` at ``at``; string and character literals
    (`"x)"`, `')'`, a raw string's `) `) are skipped. -1 when it does not close within
    ``_KT_ARGUMENTS_MAX`` bytes."""
    depth, i, end = 0, at, min(len(src), at + _KT_ARGUMENTS_MAX)
    while i < end:
        ch = src[i]
        if ch == 40:        # (
            depth += 1
        elif ch == 41:      # )
            depth -= 1
            if depth == 0:
                return i + 1
        elif ch == 34 or ch == 39:     # " or '
            quote = src[i:i + 3] if src.startswith(b'"""', i) else src[i:i + 1]
            i += len(quote)
            while i < end and not src.startswith(quote, i):
                i += 2 if src[i] == 92 and len(quote) == 1 else 1     # a `\` escapes
            i += len(quote) - 1
        i += 1
    return -1


def _kt_top_annotations(src: bytes) -> bytes:
    """``src`` with each run of annotations from a line's start blanked when a declaration
    follows it (see ``_KT_TOP_ANNOTATION``), but in a block comment or a raw string (commented
    out code, a test's source: kotlinx.serialization's `/* … @Serializable class Broken… */`
    made the class below the comment start in it). The search resumes where a run's reading
    stopped, past an argument list or comment that never closes too: 12,500 lines of `@Ann(`
    stay linear."""
    out: bytearray | None = None
    opaque: tuple[list[int], list[int]] | None = None
    pos = 0
    while True:
        m = _KT_TOP_ANNOTATION.search(src, pos)
        if m is None:
            return src if out is None else bytes(out)
        if opaque is None:
            opaque = _kt_opaque(src)
        at = bisect.bisect_right(opaque[0], m.start()) - 1
        if at >= 0 and m.start() < opaque[1][at]:
            pos = opaque[1][at]
            continue
        end, closed, spans = _kt_annotation_run(src, m.start(1))
        if closed and _KT_DECLARATION_START.match(src, end):
            if out is None:
                out = bytearray(src)
            for start, stop in spans:
                out[start:stop] = src[start:stop].translate(NOT_NEWLINE)
        pos = max(end, m.end())


def _kt_opaque(src: bytes) -> tuple[list[int], list[int]]:
    """The starts and the ends of the block comments and raw strings of ``src``, which a line
    can start inside; strings, characters, backticked names and line comments are read past
    so that a `"/*"` opens none, and a string's `${…}` templates with the strings in them (a
    regex read `"$path/${ignore.removeSuffix("/**")}"` as a string, then a comment to the end
    of the file, and every annotated declaration below it was lost). One pass, each byte
    read once."""
    starts: list[int] = []
    ends: list[int] = []
    # The open templates, innermost last: whether each is a raw string's, and the braces
    # open in it.
    frames: list[list[int]] = []
    mode, pos, raw_from = b"", 0, -1      # b"" code, b'"' a string, b'"""' a raw string
    while True:
        if mode == b'"':
            m = _KT_STRING.search(src, pos)
            if m is None:
                break
            pos, token = m.end(), m.group()
            if token == b"${":
                frames.append([0, 0])
                mode = b""
            elif token == b"\n":
                mode = _kt_line_ends(frames)
            elif token == b'"':
                mode = b""
            continue
        if mode == b'"""':
            m = _KT_RAW_STRING.search(src, pos)
            if m is None:
                break
            pos, mode = m.end(), b""
            if m.group() == b"${":
                frames.append([1, 0])
            elif not frames:
                starts.append(raw_from)
                ends.append(pos)
                raw_from = -1
            continue
        pattern = _KT_CODE if not frames else _KT_TEMPLATE_CODE if frames[-1][0] \
            else _KT_LINE_TEMPLATE_CODE
        m = pattern.search(src, pos)
        if m is None:
            break
        at, pos, token = m.start(), m.end(), m.group()
        if token == b'"""':
            mode = token
            raw_from = at if not frames else raw_from
        elif token == b'"':
            mode = token
        elif token == b"'":
            pos = _KT_CHARACTER.match(src, at).end()
        elif token == b"`":
            name = _KT_BACKTICKED.match(src, at)
            pos = pos if name is None else name.end()
        elif token == b"//":
            line_end = src.find(b"\n", pos)
            pos = len(src) if line_end < 0 else line_end
        elif token == b"/*":
            closed = src.find(b"*/", pos)
            pos = len(src) if closed < 0 else closed + 2
            if not frames:
                starts.append(at)
                ends.append(pos)
        elif token == b"{":
            frames[-1][1] += 1
        elif token == b"}":
            if frames[-1][1]:
                frames[-1][1] -= 1
            else:
                mode = b'"""' if frames.pop()[0] else b'"'
        else:                           # a line's end in a `"…"` string's template
            mode = _kt_line_ends(frames)
    if raw_from >= 0:
        starts.append(raw_from)
        ends.append(len(src))
    return starts, ends


def _kt_line_ends(frames: list[list[int]]) -> bytes:
    """Code, after a line's end closed the `"…"` strings (and their templates) open on it."""
    while frames and not frames[-1][0]:
        frames.pop()
    return b""
