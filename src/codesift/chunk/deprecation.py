"""A declaration's deprecation annotation, read as the first sentence of its doc.

Kotlin's `@Deprecated(message = "moved to val", level = ERROR) fun url(): HttpUrl = url`
says in an annotation what a Javadoc or Go doc says in prose ("@deprecated", "Deprecated:"),
and no doc says it again: okhttp's 400 such accessors beside the properties that replaced
them answered as if live. Read into the doc, the search's live-before-deprecated order
(``search.priors.is_deprecated``) sees it, and an agent reading the address sees it too.

>>> lines = ['@JvmName("-deprecated_url")', '@Deprecated(', '  message = "moved to val",', ')',
...          'fun url(): HttpUrl = url']
>>> deprecation_note(lines, 0, "url")
'Deprecated: moved to val.'
>>> deprecation_note(['#[deprecated(since = "1.2", note = "use `bar`")]', 'pub fn foo() {}'], 0, "foo")
'Deprecated: use `bar`.'
>>> deprecation_note(['@available(*, unavailable, renamed: "PollingDefaults")',
...                    'public struct AsyncDefaults {'], 0, "AsyncDefaults")
'Deprecated: unavailable, renamed to `PollingDefaults`.'
>>> deprecation_note(['@available(*, unavailable)', 'extension Chain.Iterator: Sendable {}'], 0, "Iterator")
>>> deprecation_note(['[Obsolete]', 'public void Foo() {}'], 0, "Foo"), deprecation_note(['def deprecated_thing():'], 0, "deprecated_thing")
('Deprecated.', None)
>>> deprecation_note(['CARES_EXTERN CARES_DEPRECATED_FOR(ares_init_options) int ares_init('], 0, "ares_init", "c")
'Deprecated: use `ares_init_options`.'
>>> deprecation_note(['#[deprecated(note = "`take` loses order -- \\\\', '    use `swap_take`")]',
...                   'pub fn take() {}'], 0, "take")
'Deprecated: `take` loses order -- use `swap_take`.'
"""
from __future__ import annotations

import re

from ..regex_cache import compiled

# The annotations and attributes that deprecate what follows: Java/Kotlin/Dart/Scala
# `@Deprecated`/`@deprecated` (Python's `@deprecated`, `@warnings.deprecated` too), C#'s
# `[Obsolete]`, Rust's `#[deprecated]`, C++'s `[[deprecated]]`, GCC's
# `__attribute__((deprecated))`, PHP's `#[\Deprecated]`, Swift's `@available(…, deprecated…)`
# and `@available(*, unavailable…)` (on every platform: `@available(iOS, unavailable)` is one
# platform's).
_MARK = compiled(
    r"@(?:[\w.]+\.)?[Dd]eprecated\b(?!\s*[:=])"
    r"|\[\s*(?:System\.)?Obsolete(?:Attribute)?\b"
    r"|#\[\s*\\?(?:deprecated|Deprecated)\b"
    r"|\[\[\s*deprecated\b"
    r"|__attribute__\s*\(\(\s*(?:__)?deprecated"
    r"|@available\s*\((?:[^)]*\bdeprecated\b|\s*\*\s*,[^)]*\bunavailable\b)")
# C/C++ libraries' deprecation macros, wrapping one of the attributes above for each compiler:
# c-ares's `CARES_DEPRECATED_FOR(ares_init_options) int ares_init(…)`, sqlite's
# `SQLITE_DEPRECATED`, googletest's `GTEST_INTERNAL_DEPRECATED("…")`; not a switch that leaves
# deprecated code out, `SQLITE_OMIT_DEPRECATED`, nor one silencing the warning. In C-family
# files only: elsewhere such a name is a constant (`@skipIf(IS_DEPRECATED, …)`).
_C_MACRO_MARK = compiled(
    r"\b(?![A-Z0-9_]*(?:OMIT|DISABLE|IGNORE|NO)_)[A-Z][A-Z0-9_]*_DEPRECATED(?:_FOR)?\b"
    r"|\bDEPRECATED_(?:MSG_)?ATTRIBUTE\b|\b__deprecated(?:_msg)?\b")   # Apple's, after a name
C_FAMILY = frozenset({"c", "cpp", "objc"})
# Lines each of one macro, bare or called (its arguments maybe over lines), as a deprecation
# macro may stand on its own above a declaration: googletest's `GTEST_INTERNAL_DEPRECATED(` /
# `    "INSTANTIATE_TEST_CASE_P is deprecated, please use "` / `    "…_SUITE_P")` over
# `constexpr bool InstantiateTestCase_P_IsDeprecated() {`, c-ares's `CARES_EXTERN` /
# `CARES_DEPRECATED_FOR(ares_get_servers_csv)` over `int ares_get_servers_ports(`.
_MACRO_LINES = compiled(r"(?:[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]*(?:[ \t]*\((?:[^()]|\([^()]*\))*\))?"
                        r"[ \t]*\r?\n)+")
# A `*_DEPRECATED_FOR(x)` macro's arguments: the replacement its last one (GLib's and Hedley's
# `…_DEPRECATED_FOR(since, replacement)` name the version first).
_FOR_ARGUMENTS = compiled(r"\s*\(([^()]{1,200})\)")
# Swift's `@available(*, unavailable)` over an extension that adds a conformance
# (`extension AsyncChain3Sequence.Iterator: Sendable {}`) says the type does not conform, as
# Swift concurrency code writes to opt out of `Sendable`: nothing in it is deprecated.
# swift-async-algorithms' 32 such extensions read "Deprecated: unavailable.".
_UNAVAILABLE_CONFORMANCE = compiled(
    r"@available\s*\(\s*\*\s*,\s*unavailable\s*\)\s*(?:(?:public|package|internal|fileprivate"
    r"|private)\s+)?extension\s+[\w.]+(?:<[^>\n]*>)?\s*:")
# Swift's `renamed: "PollingDefaults"`, said when no message is: Nimble's `AsyncDefaults`,
# `@available(*, unavailable, renamed: "PollingDefaults")`, answered as if live.
_RENAMED = compiled(r'\brenamed\s*:\s*"([^"\n]{1,120})"')
# The annotation's message: its first string argument (`message = "…"`, Rust's `note = "…"`
# after its `since = "1.2"`), when the annotation has one.
# A message may go on over lines: indexmap's `#[deprecated(note = "`remove` disrupts the map
# order -- \` / `use `swap_remove` or `shift_remove` for explicit behavior.")]`, and so may a
# Swift or Kotlin multi-line string (swift-argument-parser's `message: """` / `Optional
# @Arguments with default values should be declared as non-Optional.` / `"""` read `"`).
_QUOTED = r"""("{3}|"(?!"")|')([\s\S]{1,300}?)\1"""
_FIRST_ARGUMENT = compiled(r"\s*\(\s*" + _QUOTED)
_NAMED_ARGUMENT = compiled(r"\b(?:message|note|reason)\s*[=:]\s*" + _QUOTED)
# Elixir's module attribute takes its message with no parentheses: phoenix_live_view's
# `@deprecated "Use push_navigate/2 instead"` over `def push_redirect` read "Deprecated.".
_ATTRIBUTE_VALUE = compiled(r"[ \t]+" + _QUOTED)
# A message's next piece, joined by `+` (Java, Kotlin, Scala) or written beside it (C++,
# Dart): kotlinx-datetime's `@Deprecated("Serializing TimeZone is discouraged, " +` / `"as
# deserialization can fail …"` read "Serializing TimeZone is discouraged,.".
_NEXT_PIECE = compiled(r"""\s*\+?\s*(["'])([\s\S]{0,200}?)\1""")
_PIECES_MAX = 8
# A string literal: double-quoted, over lines too (a Rust `\` continuation, Kotlin's and
# Swift's multi-line strings), or single-quoted on one line (a `'` after `<`, `&` or a word
# char opens a Rust lifetime or a label: `impl<'a> Foo<'a>`).
_STRING = compiled(r""""(?:[^"\\]|\\[\s\S])*"|(?<![<&\w])'(?:[^'\\\n]|\\.)*'""")
# A line break inside a message: Rust's `\` continuation drops it with the next line's
# indentation; any other reads as a space.
_MESSAGE_BREAK = compiled(r"\\\n\s*|\s*\n\s*")
# How far above its name a declaration's annotations may start.
_HEAD_LINES = 12
# GHC's `{-# DEPRECATED name "msg" #-}` and `{-# WARNING name "msg" #-}` (a category `in "x"`
# after the keyword since GHC 9.8), on a line of their own anywhere in the module: hspec's
# `registerFormatter`'s stands between its signature and its equation, aeson's `toPico`'s
# after it. One may name several declarations (`f, (<+>)`) and give its message as a list of
# strings. A pragma naming no declaration deprecates the module; one in a `--` comment nothing.
_GHC_NAME = r"(?:[\w']+|\([^()\s]+\))"
_GHC_PRAGMA = compiled(
    r"^[ \t]*\{-#[ \t]*(DEPRECATED|WARNING)(?:[ \t]+in[ \t]+\"[^\"\n]*\")?\s+"
    rf"({_GHC_NAME}(?:\s*,\s*{_GHC_NAME})*)\s+"
    r"(\"(?:[^\"\\\n]|\\.)*\"|\[[^\]]*\])\s*#-\}", re.M)
_GHC_STRING = compiled(r'"((?:[^"\\\n]|\\.)*)"')
# The last module read for its pragmas, and what they say of each name: a module's
# declarations are looked up one after another in the same ``lines``.
_ghc_last: tuple[list[str], dict[str, str]] | None = None


# A Javadoc `@deprecated` block tag and its text, up to the next block tag (not an inline
# `{@link …}`) or the paragraph's end.
_DOC_TAG = compiled(r"(?<![{\w])@deprecated\b[ \t]*([^@\s][^\n]*?)[ \t]*(?=[ \t]@[a-z]+\b|\n|$)")


def doc_tag_note(doc: str) -> str | None:
    """"Deprecated: <the text>." of a doc's `@deprecated` tag, for an annotation that says
    nothing more than "Deprecated.": Java writes `@Deprecated` and says why in the Javadoc
    (retrofit's `SimpleXmlConverterFactory`, jOOR's `Reflect.on`), and the address read
    "Deprecated." alone.

    >>> doc_tag_note("Wrap a class. @see #onClass(Class) @deprecated use {@link #onClass(String)} instead.")
    'Deprecated: use {@link #onClass(String)} instead.'
    >>> doc_tag_note("Wrap a class.") is None, doc_tag_note("@deprecated") is None
    (True, True)
    """
    said = _DOC_TAG.search(doc)
    if said is None or not said.group(1).strip():
        return None
    return note_of(said.group(1).strip()[:200])


def says_deprecation(text: str, lang: str) -> bool:
    """Whether ``text`` holds a word ``deprecation_note`` reads a deprecation from (in
    Haskell, always: its pragmas are read from the whole module). A file without one is
    asked once, not at each declaration: the per-declaration look at the lines above cost
    2-3% of chunking (Django, the eval corpora), nearly always for nothing.

    >>> says_deprecation("@Deprecated void f();", "java"), says_deprecation("int f(void);", "c")
    (True, False)
    >>> says_deprecation("X_DEPRECATED int f(void);", "c"), says_deprecation("X_DEPRECATED", "go")
    (True, False)
    """
    return lang == "haskell" or "eprecated" in text or "Obsolete" in text \
        or "unavailable" in text or "DEPRECATED" in text and lang in C_FAMILY


def deprecation_note(lines: list[str], start: int, name: str, lang: str = "",
                     kind: str = "") -> str | None:
    """"Deprecated: <its message>." when the lines from ``start`` down to the one naming
    ``name`` (the declaration's annotations and header) deprecate it, else ``None``; in a
    C-family ``lang``, a `*_DEPRECATED_FOR(x)` macro reads "Deprecated: use `x`."; in
    Haskell, a GHC pragma naming ``name`` anywhere in ``lines`` (``ghc_pragma_note``)."""
    if lang == "haskell":
        return ghc_pragma_note(lines, name)
    if kind == "constructor" and lang == "kotlin":
        # A Kotlin secondary constructor is named by its class, which its header,
        # `constructor(…)`, never spells: jackson-module-kotlin's `@Deprecated(message = "If
        # you have no choice but to initialize KotlinModule …")` / `constructor()` was cut at
        # the name in its message and read "Deprecated.", okio's `FakeFileSystem(clock)` none.
        name = "constructor"
    # The header ends at the name outside the annotation's strings: timber's
    # `@Deprecated("Use isLoggable(String, int)", …)` / `fun isLoggable(priority: Int)` read
    # `@Deprecated("Use ` and lost its message. A name only a string spells (or a Rust
    # lifetime's `'` taken for a quote) ends it where it did.
    window = lines[start:start + _HEAD_LINES]
    # Most declarations: no word of a deprecation anywhere near, and no header to find.
    if not says_deprecation("\n".join(window), lang):
        return None
    text = _head(window, name, True) or _head(window, name, False)
    if text is None:
        # A name the source does not spell (a test case's title, a spec group's) leaves no
        # header to stop at: the lines read might be a member's annotations.
        return None
    mark = _MARK.search(text) or (_C_MACRO_MARK.search(text) if lang in C_FAMILY else None)
    if mark is None and lang in C_FAMILY and kind != "macro":
        # C and Objective-C put the attribute after the name too, up to the `;` or `{` on its
        # line: CocoaLumberjack's `- (void)rollLogFile __attribute__((deprecated("Use
        # -rollLogFileWithCompletionBlock:")));`. Not a macro's: `#define X_DEPRECATED
        # __attribute__((deprecated))` defines the mark.
        whole, after = "\n".join(window), len(text) + len(name)
        end = min((at for at in (whole.find(c, after) for c in ";{\n") if at >= 0),
                  default=len(whole))
        text = whole[:end]
        mark = _MARK.search(text, after) or _C_MACRO_MARK.search(text, after)
    if mark is None or _UNAVAILABLE_CONFORMANCE.match("\n".join(window), mark.start()):
        return None
    if mark.group().endswith("_FOR") and (args := _FOR_ARGUMENTS.match(text, mark.end())):
        replacement = args.group(1).split(",")[-1].strip().strip('"')
        return f"Deprecated: use `{replacement}`."
    said = _FIRST_ARGUMENT.match(text, mark.end()) or _NAMED_ARGUMENT.search(text, mark.end()) \
        or (_ATTRIBUTE_VALUE.match(text, mark.end()) if lang == "elixir" else None)
    message = _MESSAGE_BREAK.sub(lambda m: "" if m.group().startswith("\\") else " ",
                                 _pieces(text, said)).strip() if said else ""
    if not message and text.startswith("@available", mark.start()):
        renamed = _RENAMED.search(text, mark.start())
        message = ", ".join(part for part in (
            "unavailable" if "deprecated" not in mark.group() else "",
            f"renamed to `{renamed.group(1)}`" if renamed else "") if part)
    return note_of(message)


# A message that opens by saying so itself: GuardClauses' `[Obsolete("Deprecated: Switch to
# Expression …")]`, `@Deprecated("DEPRECATED - use bar")`.
_SAYS_SO = compiled(r"(?i)deprecated\b[\s:.,;!\-\u2013\u2014]*")


def note_of(message: str) -> str:
    """"Deprecated: <message>." (a message opening "Deprecated:" not saying it twice: it
    read "Deprecated: Deprecated: Switch to Expression …"), "Deprecated." without one.

    >>> note_of("Deprecated: use bar"), note_of("DEPRECATED - use bar."), note_of("Deprecated."), note_of("")
    ('Deprecated: use bar.', 'Deprecated: use bar.', 'Deprecated.', 'Deprecated.')
    >>> note_of("deprecatedFoo is gone")
    'Deprecated: deprecatedFoo is gone.'
    """
    said = _SAYS_SO.match(message)
    if said is not None:
        message = message[said.end():]
    if not message:
        return "Deprecated."
    return f"Deprecated: {message}" + ("" if message.endswith((".", "!", "?")) else ".")


def ghc_pragma_note(lines: list[str], name: str) -> str | None:
    """"Deprecated: <msg>." for a name a `{-# DEPRECATED name "msg" #-}` pragma of the module
    ``lines`` names, "Warning: <msg>." for a `WARNING` one (a warning on use, not always a
    deprecation: `unsafe…`, "This API is experimental."), else None.

    >>> ghc_pragma_note(["f :: Int", '{-# DEPRECATED f, g "Use h" #-}', "f = 1"], "g")
    'Deprecated: Use h.'
    >>> ghc_pragma_note(['-- {-# DEPRECATED f "Use h" #-}', "f = 1"], "f") is None
    True
    """
    global _ghc_last
    if _ghc_last is None or _ghc_last[0] is not lines:
        notes: dict[str, str] = {}
        text = "\n".join(lines)
        if "{-#" in text:
            for m in _GHC_PRAGMA.finditer(text):
                message = " ".join(" ".join(_GHC_STRING.findall(m.group(3))).split())
                label = "Deprecated" if m.group(1) == "DEPRECATED" else "Warning"
                note = f"{label}: {message}" + ("" if message.endswith((".", "!", "?")) else ".") \
                    if message else f"{label}."
                for named in m.group(2).split(","):
                    notes.setdefault(named.strip(), note)
        _ghc_last = (lines, notes)
    return _ghc_last[1].get(name)


def macro_lead(lines: list[str], row: int) -> int:
    """The first of the lines right above ``row`` that are macros alone (``_MACRO_LINES``),
    when one of them deprecates (``_C_MACRO_MARK``): the declaration's own lines, read for
    its deprecation and with the doc above them its doc, as a macro on its line is. Else
    ``row``."""
    top = row
    while top > 0 and row - top < _HEAD_LINES and lines[top - 1].strip() \
            and not lines[top - 1].lstrip().startswith(("#", "/", "*")):
        top -= 1
    if top == row or not any("DEPRECATED" in line for line in lines[top:row]):
        return row
    for start in range(top, row):
        block = "\n".join(lines[start:row]) + "\n"
        if _MACRO_LINES.fullmatch(block):
            return start if _C_MACRO_MARK.search(block) else row
    return row


def _pieces(text: str, said: re.Match[str]) -> str:
    """The message ``said`` opens, with the pieces of string literal joined to it (``_NEXT_PIECE``:
    `"a, " + "b."` reads "a, b.")."""
    pieces, at = [said.group(2)], said.end()
    while len(pieces) < _PIECES_MAX and (more := _NEXT_PIECE.match(text, at)) \
            and more.group(1) == said.group(1):
        pieces.append(more.group(2))
        at = more.end()
    return "".join(pieces)


def _head(lines: list[str], name: str, unquoted: bool) -> str | None:
    """``lines`` joined, down to where ``name`` first stands as a word (outside string
    literals when ``unquoted``, a string going on over lines included); None when it stands
    in none."""
    text = "\n".join(lines)
    at = _word_at(text, name, unquoted)
    return None if at < 0 else text[:at]


def _word_at(line: str, name: str, unquoted: bool = False) -> int:
    """Where ``name`` stands as a word of ``line`` (not `-deprecated_url` for `url`), or -1;
    with ``unquoted``, not inside a string literal."""
    quoted = [m.span() for m in _STRING.finditer(line)] if unquoted and name in line else []
    at = line.find(name) if name else -1
    while at >= 0:
        if not _is_word_char(line[at - 1:at]) and not _is_word_char(line[at + len(name):at + len(name) + 1]) \
                and not any(a < at < b for a, b in quoted):
            return at
        at = line.find(name, at + 1)
    return -1


def _is_word_char(c: str) -> bool:
    return c != "" and (c.isalnum() or c in "_$")
