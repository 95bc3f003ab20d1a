"""Tests written inside source files: their file is source, so the path prior cannot see them."""
from __future__ import annotations

from ..languages import RUST_TEST_ATTRIBUTES
from ..regex_cache import compiled

_ZIG_TEST = compiled(r"test\b")
# A Rust function signed by its test attribute (``grammars_rust._test_attribute``).
_RUST_TEST = compiled(rf"#\[(?:{RUST_TEST_ATTRIBUTES})\] ")


def in_source_test(d: dict) -> bool:
    """A test written inside a source file: a Rust unit test in its ``mod tests``
    (``tests.max_columns``), or outside it named ``test_…`` or signed by its test attribute
    (serde's `#[test] fn rename_fields()` in case.rs led "how is a field or variant name
    converted to each case style" over `apply_to_field`), a Zig ``test "name" { … }`` block,
    a Haskell QuickCheck property (``prop_…``, ShellCheck's 2,209 of them beside its 1,089
    other functions).

    Their file is source, so the path prior cannot see them; they name and exercise what they
    test, so without this they crowd it out of a question about it.
    """
    lang = d["lang"]
    if lang == "rust":
        # A `#[test] fn test_…` outside `mod tests` (bat's line_range.rs) by its name.
        return (d["container"].split(".", 1)[0] in ("tests", "test") or d["name"].startswith("test_")
                or bool(_RUST_TEST.match(d["signature"])))
    if lang == "zig":
        return bool(_ZIG_TEST.match(d["signature"]))
    return lang == "haskell" and d["name"].startswith("prop_")
