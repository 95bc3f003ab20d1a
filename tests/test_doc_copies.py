"""A docs site's copies of one page, one per version, count once: only the best one ranks."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

from codesift.search.copies import copy_key

# A generated API page of a strategy class, its sections all saying the question's words.
PAGE = "".join(
    f"## PrecisionStrategy {part}\n\nPrecision-based strategy: humanizes a date with precision; "
    f"the precision strategy instead of the default strategy.\n\n"
    for part in ("Class", "Constructor", "Method", "Property", "Remarks"))
CONFIG = '''public static class Configurator
{
    /// <summary>
    /// The strategy used to humanize a date: set it once, globally, at startup.
    /// </summary>
    public static IDateStrategy DateStrategy { get; set; } = new DefaultDateStrategy();
}
'''


def test_versions_copies_of_a_docs_page_leave_room_for_the_code(tmp_path: Path,
                                                                  make_index) -> None:
    # Humanizer's seven versions of a generated API page took 60 of the first 100 BM25 ranks
    # of "how do I switch DateTime.Humanize globally to the precision-based strategy", and 17
    # of the first 20 hits; the property the question asks about was never a candidate.
    files = {"src/Configuration/Configurator.cs": CONFIG,
             "src/PrecisionStrategy.cs": "public class PrecisionStrategy : IDateStrategy { }\n",
             "website/docs/api/PrecisionStrategy.md": PAGE}
    files.update({f"website/versioned_docs/version-1.{n}.0/api/PrecisionStrategy.md": PAGE
                  for n in range(30)})
    ix = make_index(write_repo(tmp_path / "r", files))
    ix.refresh()
    hits = ix.search("how do I switch the date humanize globally to the precision-based "
                     "strategy instead of the default one?", limit=20).hits
    pages = [h.path for h in hits if h.path.endswith(".md")]
    assert set(pages) == {"website/docs/api/PrecisionStrategy.md"}
    assert "src/Configuration/Configurator.cs" in [h.path for h in hits]


def test_a_copy_is_a_docs_page_in_a_version_folder() -> None:
    current = copy_key("website/docs/api/X.md")
    assert copy_key("website/versioned_docs/version-3.0.1/api/X.md") == current
    assert copy_key("website/versioned_docs/version-v113/api/X.md") == current
    assert copy_key("docs/8.0/reader.md") == copy_key("docs/9.0/reader.md")
    assert copy_key("docs/2.x/reader.md") == copy_key("docs/1.x/reader.md")
    # Source in a versioned folder is its own code, and an API's major version is not a copy.
    assert copy_key("src/v1.2/handler.go") is None
    assert copy_key("docs/v1/api.md") != copy_key("docs/v2/api.md")
