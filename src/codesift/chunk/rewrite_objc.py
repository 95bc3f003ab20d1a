"""Objective-C source as tree-sitter-objc can read it: Foundation's enum macros as the enums
they declare, availability macros after a declarator blanked, and bare macro lines blanked as
in C (``rewrite_c_lines.py``). Same length, so rows hold.

>>> objc_source(b"typedef NS_ENUM(NSInteger, Status) {")
b'enum Status                        {'
"""
from __future__ import annotations

from codesift.chunk.rewrite_c_lines import BARE_MACRO, blank_group

from ..regex_cache import compiled

# Foundation's enum macros (`typedef NS_ENUM(NSInteger, Status) {`) read as a call and an
# error; rewritten as the enum they declare (`enum Status {`), padded to the same length.
_NS_ENUM = compiled(rb"(?:\btypedef[ \t]+)?\b(?:NS|CF)_(?:CLOSED_ENUM|ENUM|OPTIONS|ERROR_ENUM)"
                    rb"\([^,()\n]*,[ \t]*(\w+)[ \t]*\)")

# An availability or attribute macro after a declarator, before its `;` or `{`
# (`*metrics AF_API_AVAILABLE(ios(10), macosx(10.12));`, `API_UNAVAILABLE(macos) {`): the
# parser reads a call where none can stand, and the error swallowed AFNetworking's whole
# `@implementation` after it. Blanked; a statement's call (`x = f(y);`) follows no word.
_TRAILING_MACRO = compiled(rb"(?<=[\w)\]*])([ \t]+)([A-Z_][A-Z0-9_]{2,}\((?:[^()\n]|\([^()\n]*\))*\))"
                           rb"(?=[ \t]*[;{])")


# The lines opening and closing a BDD spec (Quick's, Specta's, Kiwi's, their shared examples'
# and configurations'): blanked before parsing, so the calls between them are statements
# (``grammars_objc_tests.py`` reads them). Here, not there: every rewrite module loads with the
# first file of any language, a language's rules only with its own first file.
SPEC_BOUNDS = compiled(
    rb"(?m)^[ \t]*(?:(?:(?:Quick)?Spec|SharedExamples|QuickConfiguration|QuickSharedExampleGroups)"
    rb"Begin|SPEC_BEGIN)\([ \t]*\w+[ \t]*\)[ \t]*;?"
    rb"|^[ \t]*(?:(?:Quick)?Spec|SharedExamples|QuickConfiguration|QuickSharedExampleGroups)End"
    rb"(?=[ \t]*;?[ \t]*\r?$)")


def objc_source(src: bytes) -> bytes:
    """Objective-C source as tree-sitter-objc can read it; same length, so rows hold."""
    # Blank, as in C, no `;`: an empty statement there stood between a declaration and the
    # doc above its macro (CocoaLumberjack's `/** … */` / `DD_SENDABLE` / `@interface DDLog`).
    src = BARE_MACRO.sub(blank_group(2), src)
    if b"Begin(" in src or b"SPEC_BEGIN(" in src:
        # A spec's opening and closing macros (``grammars_objc_tests``): the grammar read
        # `QuickSpecBegin(X)` and the case after it as one error.
        src = SPEC_BOUNDS.sub(lambda m: b" " * len(m.group(0)), src)
    src = _NS_ENUM.sub(lambda m: b"enum " + m.group(1) + b" " * (len(m.group(0)) - 5 - len(m.group(1))), src)
    return _TRAILING_MACRO.sub(lambda m: m.group(1) + b" " * len(m.group(2)), src)
