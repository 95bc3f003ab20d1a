"""A declaration header's text without its comments, and a value's first line closed.

A header's own comments leave its signature, strings that hold `/*`, `//` or `#` staying whole
(`"image/*"`, `'**/*.ts'`, `"#fff"`); a value's signature, its first line, closes the string or
bracket that line leaves open with an ellipsis. ``signature.py`` and ``grammars_elixir`` use
them; ``comments.py`` decides which comments are a doc.

>>> without_comments('int f(int a /* ms */, char *s = "a//b")', "c", slash=True)
'int f(int a  , char *s = "a//b")'
"""
from __future__ import annotations

import re

from codesift.chunk.base import CLOSERS, SIGNATURE_MAX

from ..regex_cache import compiled

# Strings in a header, matched before comments and kept: `"image/*"`, `'**/*.ts'` and
# `"#fff"` hold no comment.
_DOUBLE = r'"(?:[^"\\\n]|\\.)*"'
_SINGLE = r"'(?:[^'\\\n]|\\.)*'"
# Where `'` opens a character, not a string (C, Java, Go, C#, Swift), or a Rust lifetime: a
# quote in a comment (`&'static str, // the caller's name`) must not pair with it.
_CHAR = r"'(?:[^'\\\n]|\\[^\n]{1,9})'"
_STRINGS = f"({_DOUBLE}|{_SINGLE})"
# A Ruby double-quoted string whose interpolations may quote strings (`"#{h["#"]} items"`)
# and hold a block (`#{a.map { |x| x }}`). The interpolation is possessive (`?+`): a `#{`
# read as one is never read again as plain characters, so no line backtracks over its splits.
_RUBY_INTERPOLATION = r'\{(?:[^{}"\\\n]|\\.|"(?:[^"\\\n]|\\.)*"|\{[^{}\n]*\})*\}'
_RUBY_DOUBLE = rf'"(?:[^"\\\n#]|\\.|#(?:{_RUBY_INTERPOLATION})?+)*"'


def _ruby_percent() -> str:
    """A Ruby %-literal (`%r!…!`, `%r{\\d{2}}`, `%w[…]`, `%q(…)`, `%(…)`): a bracket's pair
    nested one deep (a regex's quantifier), after a type letter any other delimiter (not a
    letter, digit or space) to its next one. Not after an operand (`a%[i]`), nor a bare `%`
    before another delimiter: `x %= 3` and `x % (y)` are arithmetic."""
    brackets = []
    for opener, closer in ("()", "[]", "{}", "<>"):
        o, c = re.escape(opener), re.escape(closer)
        plain = rf"[^{o}{c}\\\n]|\\."
        brackets.append(rf"{o}(?:{plain}|{o}(?:{plain})*{c})*{c}")
    other = r"(?P<delimiter>[^\w\s(\[{<])(?:(?!(?P=delimiter))[^\\\n]|\\.)*(?P=delimiter)"
    bracketed = "|".join(brackets)
    return rf"(?<![\w)\]}}])%(?:[qQwWiIrsx](?:{bracketed}|{other})|{bracketed})"


_RUBY_PERCENT = _ruby_percent()
# Comments inside a header (`int f(int a /* ms */)`); `://` in a URL is not one.
_SLASH_COMMENT = r"|/\*.*?(?:\*/|$)|(?<![:\w])//[^\n]*"
_SLASH_COMMENTS = compiled(_STRINGS + _SLASH_COMMENT, re.S)
_SLASH_COMMENTS_CHARS = compiled(f"({_DOUBLE}|{_CHAR})" + _SLASH_COMMENT, re.S)
_QUOTED_STRINGS = frozenset({"javascript", "typescript", "tsx", "vue", "svelte", "php", "dart"})
# Haskell's: a `--` line comment (not an operator such as `-->`: no symbol follows the dashes)
# and a `{- … -}` block, a `{-# UNPACK #-}` pragma too. A quote is no string opener (`flag'`).
_HASKELL_SYMBOL = r"!#$%&*+./<=>?@\\^|~:"
_HASKELL_COMMENTS = compiled(
    rf"({_DOUBLE})|\{{-.*?(?:-\}}|$)|(?<![{_HASKELL_SYMBOL}-])--+(?![{_HASKELL_SYMBOL}])[^\n]*", re.S)
# OCaml's `(* … *)` (its `#` is a method call's, `obj#draw`, or a class type's, `#widget`).
_OCAML_COMMENTS = compiled(rf"({_DOUBLE})|\(\*.*?(?:\*\)|$)", re.S)
# `#` comments in a Python, Ruby or shell header.
_HASH_COMMENTS = compiled(_STRINGS + r"|#[^\n]*")
# And Ruby's, where more literals hold `#` (read as a comment, it cut rake's `SUPPRESS_PATTERN
# = %r!(\A(#{SUPPRESSED_PATHS_RE})|bin/rake:\d+)!i` to `%r!(\A(`): a regex (rack's
# `/\A\/[^#]*\z/`), a backtick command, a %-literal and an interpolation (``_RUBY_DOUBLE``).
_RUBY_COMMENTS = compiled(f"({_RUBY_DOUBLE}|{_SINGLE}|{_RUBY_PERCENT}"
                          r"|/(?:[^/\\\n]|\\.)+/|`(?:[^`\\\n]|\\.)*`)|#[^\n]*")
# A value's first line, read for what it leaves open (``closed_value``): the strings it closes,
# a quote opening one it does not, an escaped character (a regex's `\(`) and brackets. Triple
# quotes (Python, Kotlin, Swift, Java text blocks) are read first: `"""abc` is no `""` and `"`.
_VALUE_STRINGS = r'"""(?:.*?)"""|(?!""")' + _DOUBLE + r"|`(?:[^`\\]|\\.)*`"
_VALUE_TOKENS = (r"(?P<string>{strings})|(?P<open>{opens})|\\.|(?P<opener>[(\[{{])"
                 r"|(?P<closer>[)\]}}])")
_VALUE_TOKENS_QUOTED = compiled(_VALUE_TOKENS.format(
    strings=_VALUE_STRINGS + r"|'''(?:.*?)'''|(?!''')" + _SINGLE,
    opens="|".join(('"""', "'''", "[\"'`]"))))
_VALUE_TOKENS_CHARS = compiled(_VALUE_TOKENS.format(
    strings=_VALUE_STRINGS + "|" + _CHAR, opens="|".join(('"""', '["`]'))))


def without_comments(header: str, lang: str, slash: bool) -> str:
    """``header`` with its comments turned to spaces: `/* */` and `//` ones where ``slash``,
    else `#` ones; a string (or Ruby regex literal) holding such a marker stays."""
    if slash and ("/*" in header or "//" in header):
        comments = _SLASH_COMMENTS if lang in _QUOTED_STRINGS else _SLASH_COMMENTS_CHARS
        return comments.sub(_kept_string, header)
    if lang == "haskell":
        # `flag :: a  -- ^ default value` / `  -> a  -- ^ active value`: Haddock's argument
        # docs ran into the type, and `{-# UNPACK #-}`, read as a `#` comment, cut the line.
        return _HASKELL_COMMENTS.sub(_kept_string, header) if "-" in header else header
    if lang == "ocaml":
        return _OCAML_COMMENTS.sub(_kept_string, header) if "(*" in header else header
    if not slash and "#" in header:
        comments = _RUBY_COMMENTS if lang == "ruby" else _HASH_COMMENTS
        return comments.sub(_kept_string, header)
    return header


def closed_value(header: str, lang: str, slash: bool) -> str:
    """``header``, a value's first line, with the string or bracket it leaves open closed by an
    ellipsis after its opener (the outermost bracket's): `DEFAULT_OPTIONS = { headers: true,`
    reads `DEFAULT_OPTIONS = {…}`, a Go template's ``tmpl = `{{with .Authors}}`` reads
    ``tmpl = `…` ``, and so does a string a `\\` continues (Ruby's `"…" \\`). Left as it is
    when a closer matches no opener (a regex's `[)]`): the line is misread, a cut would be too.

    >>> closed_value('x = f("(", g(1),', "python", slash=False)
    'x = f(…)'
    """
    # OCaml's `'` is a type variable's (`type ('a, 'b) t = {`, read `type (…)`) or a char's.
    quoted = (not slash or lang in _QUOTED_STRINGS) and lang != "ocaml"
    tokens = _VALUE_TOKENS_QUOTED if quoted else _VALUE_TOKENS_CHARS
    opened: list[re.Match[str]] = []
    last: re.Match[str] | None = None   # the last string the line closes
    for m in tokens.finditer(header):
        kind = m.lastgroup
        if kind == "open":
            if not opened:
                return header[:m.end()] + "…" + m.group()
            break
        if kind == "string":
            last = m
        elif kind == "opener":
            opened.append(m)
        elif kind == "closer" and (not opened or CLOSERS[opened.pop().group()] != m.group()):
            return header
    if opened:
        return header[:opened[0].end()] + "…" + CLOSERS[opened[0].group()]
    if last is not None and header.endswith("\\") and not header[last.end():-1].strip():
        quote = last.group()[:3] if last.group().startswith(('"""', "'''")) else last.group()[0]
        return header[:last.start() + len(quote)] + "…" + quote
    return header


def _kept_string(m: re.Match[str]) -> str:
    """A string (or regex literal) matched by a comment pattern as itself, a comment as a space."""
    return m.group(1) or " "


# A line going on with a member access (`.ofSeconds(…)`, `?.map(…)`) after a value's first:
# a method chain written a call per line, as Spring's formatter and dart format write them.
_CHAINED_LINE = compiled(rb"[ \t]*\r?\n[ \t]*(?=\??\.[A-Za-z_$])")
# How long a value's header may grow by its chain's lines, a signature's cap: a builder's
# dozen calls are its body (awaitility's `new DateTimeFormatterBuilder()` / `.optionalStart()`
# / …), not its header.
_CHAIN_WIDTH = SIGNATURE_MAX


def chained(raw: bytes, newline: int) -> tuple[bytes, bool] | None:
    """A value's first line (``raw`` to ``newline``) with the member accesses going on below it
    joined to it, `…` after them when more follow than fit in ``_CHAIN_WIDTH``, and whether
    that is all of ``raw``; else None (no line goes on so): spring-session's
    `DEFAULT_MAX_INACTIVE_INTERVAL = Duration` / `.ofSeconds(…)` was signed `= Duration`,
    riverpod's `characterPages = FutureProvider.autoDispose` / `.family<…>((ref, …) {` lost
    its `.family<…>`."""
    end = newline
    while end >= 0 and _CHAINED_LINE.match(raw, end):
        after = raw.find(b"\n", end + 1)
        if len(b" ".join(raw[:after if after >= 0 else len(raw)].split())) > _CHAIN_WIDTH:
            break
        end = after
    if end == newline:
        return None
    joined = _CHAINED_LINE.sub(b"", raw[:end] if end >= 0 else raw)
    if end >= 0 and _CHAINED_LINE.match(raw, end):
        joined += "…".encode()
    return joined, end < 0
