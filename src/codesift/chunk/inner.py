"""Names declared *inside* a function body: nested functions, local classes, named callbacks.

They are not chunks (an address should point at a module- or container-level declaration),
but an agent that remembers ``show_help`` should still land on the function that defines it.
So a function-like chunk carries the names declared in its body, and the symbol channel
matches them (below every real declaration of the same name). A regex over the chunk text is
enough here and keeps the tree walk out of function bodies, which is what makes it fast.

>>> inner_names("def outer():\\n    def show_help(ctx):\\n        pass\\n", "function", "python")
('show_help',)
"""
from __future__ import annotations

import re

from codesift.languages import JS_FAMILY
from codesift.regex_cache import compiled

FUNCTION_KINDS = frozenset({"function", "method", "constructor"})
_MAX_NAMES = 32
# The keywords that declare a named function or class inside a body, per language. Only the
# chunk's own language's keywords are looked for: "fn widget" in a Python docstring is prose.
_KEYWORDS: dict[str, str] = {
    "python": "def|class", "ruby": "def|class|module", "scala": "def|class|object",
    "javascript": "function\\*?|class", "typescript": "function\\*?|class",
    "tsx": "function\\*?|class", "vue": "function\\*?|class", "svelte": "function\\*?|class",
    "php": "function|class", "rust": "fn|struct|enum",
    "swift": "func|class|struct", "kotlin": "fun|class", "bash": "function",
    "zig": "fn",   # a test's helpers in a local struct: `const Test = struct { fn check(…) }`
}
# JS-family function expressions: `const x = function`, `let x = (...) =>`, `var x = y =>`,
# with TypeScript's annotations: `const x: T = <U>(a: (b: U) => void): R => ...`.
_JS_ASSIGN = (r"|\b(?:var|let|const)\s+([A-Za-z_$][\w$]*)(?:\s*:[^=;\n]*?)?\s*=\s*(?:async\s+)?"
              r"(?:function\b|(?:<[^<>=]*>\s*)?\((?:[^()]|\([^()]*\))*\)(?:\s*:[^=;{}\n]*?)?\s*=>"
              r"|[A-Za-z_$][\w$]*\s*=>)")
_JS = JS_FAMILY
# A Rust procedural macro's attribute naming the derive it defines.
_DERIVE = compiled(r"#\s*\[\s*proc_macro_derive\s*\(\s*([A-Za-z_]\w*)")
# Per language: a quick test (a keyword and a space: most bodies have none) and the pattern.
_patterns: dict[str, tuple[re.Pattern[str], re.Pattern[str]] | None] = {}


def _pattern(lang: str) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    if lang not in _patterns:
        words = _KEYWORDS.get(lang)
        js = lang in _JS
        # The pattern's leading "start or separator" defeats the regex engine's scan for a
        # first character, so it tries every position; the quick test has no such prefix.
        _patterns[lang] = None if words is None else (
            re.compile(rf"(?:{words}{'|var|let|const' if js else ''})\s"),
            re.compile(rf"(?:^|[\s;{{(])(?:async\s+)?(?:{words})\s+([A-Za-z_$][\w$]*)"
                       + (_JS_ASSIGN if js else "")))
    return _patterns[lang]


def inner_names(text: str, kind: str, lang: str) -> tuple[str, ...]:
    """Distinct names declared inside a function-like chunk's body (its own header excluded)."""
    if kind not in FUNCTION_KINDS:
        return ()
    patterns = _pattern(lang)
    if patterns is None:
        return ()
    quick, pattern = patterns
    newline = _header_end(text, _header_keyword(lang))
    if newline < 0:
        return ()
    # A Rust procedural macro's derive is used by a name of its own: `#[derive(EnumProperty)]`
    # runs strum's `pub fn enum_properties`, which "EnumProperty" did not find.
    names: dict[str, None] = dict.fromkeys(_DERIVE.findall(text, 0, newline)) \
        if lang == "rust" else {}
    if not quick.search(text, newline):
        return tuple(names)
    for m in pattern.finditer(text, newline):
        name = m.group(1) or (m.group(2) if m.lastindex and m.lastindex >= 2 else None)
        if name and name not in names:
            names[name] = None
            if len(names) >= _MAX_NAMES:
                break
    return tuple(names)


# What may stand above a header inside a chunk's lines: attributes, decorators, annotations
# (`#[inline]`, `@pytest.fixture`, `@Setup`) and comments (a Ruby `# @!method` directive);
# not a TypeScript private method's `#name(`.
_ATTRIBUTE = compiled(r"[ \t]*(?:@|#\[)")
_ABOVE_HEADER = compiled(r"[ \t]*(?:@|#\[|#(?:[ \t!]|$)|//|/\*)")
# A string in an attribute's arguments: its brackets and words are no code (click's
# `"\x1b[32mName"` in a `@pytest.mark.parametrize(…)` opened a bracket never closed).
_STRING = compiled(r""""(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'""")


_header_keywords: dict[str, re.Pattern[str]] = {}


def _header_keyword(lang: str) -> re.Pattern[str]:
    """A declaring keyword and the name after it, as a header on an attribute's line writes
    them (`@Test fun f() {`, Swift's `@Test func `with x`() {`)."""
    if lang not in _header_keywords:
        _header_keywords[lang] = re.compile(rf"(?<![\w$])(?:{_KEYWORDS[lang]})\s+[\w$`]")
    return _header_keywords[lang]


def _header_end(text: str, keyword: re.Pattern[str]) -> int:
    """Where the header's line ends, past the attributes and comments above it (an attribute's
    arguments may run over lines), or -1 when no line follows it. A header under one was read
    as a name its body declares: kotlinx-io's `@Setup` / `fun setupBuffers()` declared
    `setupBuffers`, its `@OptIn(…)` / `private fun Source.readByteArrayImpl` `Source`."""
    pos = depth = 0
    while (end := text.find("\n", pos)) >= 0:
        line = text[pos:end]
        attribute = _ATTRIBUTE.match(line) is not None
        code = _STRING.sub('""', line) if attribute or depth else line
        if depth == 0 and (not _ABOVE_HEADER.match(line)
                           or attribute and keyword.search(code)):   # `@Test fun f() {`
            return end
        if attribute or depth:
            depth = max(0, depth + sum(map(code.count, "([{")) - sum(map(code.count, ")]}")))
        pos = end + 1
    return -1
