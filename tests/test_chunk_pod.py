"""Perl's POD pages (`.pod`: a distribution's manual, cookbook, keyword reference) are sectioned
by their `=head1`…`=head6` headings, as Markdown and RDoc pages are; each section is named by
its heading's text (formatting codes read as their text) and described by its first paragraph
of prose: no verbatim code, command, `=begin` region, nor Perl code outside the POD."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.chunk import chunk_file
from codesift.languages import language_of
from codesift.render import render_text
from conftest import write_repo

# Dancer2's lib/Dancer2/Manual/Keywords.pod and Config.pod, cut down: a Dist::Zilla abstract
# and a package line over `=pod`, headings linking to the manual, a term list, a region.
KEYWORDS = """\
# ABSTRACT: Dancer2 DSL Keyword Reference
package Dancer2::Manual::Keywords;

=pod

=encoding utf8

=head1 Routing Keywords

=head2 L<get|Dancer2::Manual/get>

Defines a route that responds to HTTP C<GET> requests. Automatically
creates a C<HEAD> route.

B<When to use>: Fetch static resources.

=head2 C<< prefix >>

    prefix '/admin' => sub { ... };

Defines a common path prefix for grouped routes.

=head1 Configuration

=head2 Logger engine

=over 4

=item B<core>

All messages are logged, including some from Dancer2 itself.

=back

=head2 strict_utf8 (boolean)

=begin html

<p>Strict mode</p>

=end html

=over

=item * If false (default), invalid UTF-8 is left as bytes and a warning is
emitted.

=back

=cut

1;
"""


def test_pod_page_is_sectioned_by_its_headings() -> None:
    # Dancer2's 13 `.pod` pages were one whole-file chunk each (Manual.pod 2,585 lines, 162
    # headings): "how to define a route" could reach no section of its manual.
    assert language_of("lib/Dancer2/Manual/Keywords.pod") == "pod"
    chunks = chunk_file("lib/Dancer2/Manual/Keywords.pod", KEYWORDS, "pod")
    assert [(c.kind, c.name, c.container, c.start, c.end) for c in chunks] == [
        ("section", "Keywords.pod", "", 1, 7),
        ("section", "Routing Keywords", "", 8, 22),
        ("section", "get", "Routing Keywords", 10, 16),
        ("section", "prefix", "Routing Keywords", 17, 22),
        ("section", "Configuration", "", 23, 52),
        ("section", "Logger engine", "Configuration", 25, 34),
        ("section", "strict_utf8 (boolean)", "Configuration", 35, 52),
    ]
    docs = {c.name: c.doc for c in chunks}
    assert docs["Keywords.pod"] == "Dancer2 DSL Keyword Reference"
    assert docs["get"] == ("Defines a route that responds to HTTP GET requests. "
                           "Automatically creates a HEAD route.")
    # The verbatim example under the heading is code, not its description.
    assert docs["prefix"] == "Defines a common path prefix for grouped routes."
    # A term item labels its paragraph; a bullet's sentence stands for its list; an HTML
    # region is no prose.
    assert docs["Logger engine"] == "core: All messages are logged, including some from Dancer2 itself."
    assert docs["strict_utf8 (boolean)"] == ("If false (default), invalid UTF-8 is left as bytes "
                                             "and a warning is emitted.")
    assert chunks[2].signature == "=head2 L<get|Dancer2::Manual/get>"


def test_pod_without_headings_and_perl_modules_are_read_as_before() -> None:
    # A page without a heading stays one chunk; a `.pm` module's POD still documents its subs.
    assert [c.kind for c in chunk_file("x.pod", "=pod\n\nJust text.\n\n=cut\n", "pod")] == ["file"]
    module = ("package Shop;\n\nsub total { 1 }\n\n1;\n__END__\n\n=head1 NAME\n\n"
              "Shop - A shop\n\n=head2 total\n\nThe C<total> of the cart.\n\n=cut\n")
    chunks = chunk_file("lib/Shop.pm", module, "perl")
    assert [(c.kind, c.name, c.doc) for c in chunks if c.kind == "function"] == [
        ("function", "total", "The total of the cart.")]


def test_pod_sections_answer(tmp_path: Path, make_index: Callable[..., object]) -> None:
    # Through a real index: the keyword's section is the hit, its doc line plain text.
    root = write_repo(tmp_path / "dancer2", {"lib/Dancer2/Manual/Keywords.pod": KEYWORDS,
                                             "lib/Dancer2.pm": "package Dancer2;\n1;\n"})
    ix = make_index(root)
    res = ix.search("path prefix for grouped routes")  # type: ignore[attr-defined]
    top = res.hits[0]
    assert (top.path, top.symbol, top.line, top.lang) == (
        "lib/Dancer2/Manual/Keywords.pod", "prefix", 17, "pod")
    assert "section get  (in Routing Keywords) — Defines a route that responds to HTTP GET" in render_text(
        ix.search("route responds to GET requests"))  # type: ignore[attr-defined]
