"""RDoc pages (`README.rdoc`, release notes in `.txt`, a `CHANGELOG` without an extension) are
sectioned by their `=` headings, as Markdown and reStructuredText pages are; each section's
doc is its first paragraph of prose, no verbatim code nor `rdoc-image:` line."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.chunk import chunk_file
from codesift.languages import content_language, language_of
from codesift.render import render_text
from conftest import write_repo

# roda's README.rdoc, cut down: its logo, a table of contents of `#label-` links, sections.
README = """\
rdoc-image:https://roda.jeremyevans.net/images/roda-logo.svg

A routing tree web toolkit, designed for building fast and maintainable web applications in Ruby.

== Table of contents

- {Installation}[#label-Installation]
- {Optional segments}[#label-Optional+segments]

== Installation

  $ gem install roda

== Matchers

Other than +r.root+, the routing methods all take arguments called matchers.

=== String

If a string does not contain a slash, it matches a single segment.

== Optional segments

There are multiple ways you can handle optional segments in Roda.

  r.on "items", Integer do |item_id|
  end
"""

# roda's doc/release_notes/3.80.0.txt: a list under each heading.
NOTES = """\
= New Features

* The hmac_paths plugin now supports a :namespace option for both hmac_path and
  r.hmac_path.

= Other Improvements

* The sessions plugin no longer warns when upgrading.
"""

CHANGELOG = """\
=== master

* Add r.query to all_verbs plugin on Rack 3.3+ (jeremyevans)

=== 3.107.0 (2026-08-13)

* Deprecate upgrading rack sessions in the sessions plugin (jeremyevans)
"""


def test_rdoc_readme_is_sectioned_by_its_headings() -> None:
    # roda's README.rdoc was one 1,177-line whole-file chunk whose summary was its logo's
    # `rdoc-image:` line; a question about optional segments was read from line 1.
    assert language_of("README.rdoc") == "rdoc"
    chunks = chunk_file("README.rdoc", README, "rdoc")
    assert [(c.kind, c.name, c.container, c.start, c.end) for c in chunks] == [
        ("section", "README.rdoc", "", 1, 4),
        ("section", "Table of contents", "", 5, 9),
        ("section", "Installation", "", 10, 13),
        ("section", "Matchers", "", 14, 17),
        ("section", "String", "Matchers", 18, 21),
        ("section", "Optional segments", "", 22, 27),
    ]
    docs = {c.name: c.doc for c in chunks}
    assert docs["README.rdoc"].startswith("A routing tree web toolkit")   # not the logo
    assert docs["Installation"] == ""   # its one paragraph is verbatim: a command, no prose
    assert docs["Matchers"] == ("Other than +r.root+, the routing methods all take arguments "
                                "called matchers.")
    assert chunks[4].signature == "=== String"


def test_rdoc_text_files_are_told_by_their_headings() -> None:
    # Release notes in `.txt` and a CHANGELOG without an extension: each was one chunk whose
    # summary was its first heading, "= New Features" in 106 of roda's 144 release notes.
    assert content_language("doc/release_notes/3.80.0.txt", NOTES.encode(), "text") == "rdoc"
    assert content_language("CHANGELOG", CHANGELOG.encode(), "text") == "rdoc"
    notes = chunk_file("doc/release_notes/3.80.0.txt", NOTES, "rdoc")
    assert [(c.name, c.start, c.end, c.doc) for c in notes] == [
        ("New Features", 1, 5, "The hmac_paths plugin now supports a :namespace option for "
                               "both hmac_path and r.hmac_path."),
        ("Other Improvements", 6, 8, "The sessions plugin no longer warns when upgrading."),
    ]
    assert [c.name for c in chunk_file("CHANGELOG", CHANGELOG, "rdoc")] == [
        "master", "3.107.0 (2026-08-13)"]
    # Not a banner spaced from its `=`s (zt-exec's NOTICE.txt), one heading further down, a
    # script, a rule, or a `.log`.
    banner = b"====  The following is the original NOTICE.txt file\n\nApache Commons Exec\n"
    assert content_language("NOTICE.txt", banner, "text") == "text"
    assert content_language("a.txt", b"Totals\n\n= 5 apples\n", "text") == "text"
    assert content_language("bin/run", b"#!/bin/sh\n= x\n= y\n", "text") == "bash"
    assert content_language("a.txt", b"=======\n\nx\n", "text") == "text"
    assert content_language("build.log", b"= New Features\n", "text") == "text"
    # Nor lines of wrapped SQL opening on `= ` under the line they continue (JSqlParser's
    # simple_parsing.txt was cut into 11 sections named by them).
    sql = b"select a\nfrom b where b.x\n= c.y and b.z\n= 2\n\nselect 1\n"
    assert content_language("src/test/resources/simple_parsing.txt", sql, "text") == "text"


def test_rdoc_sections_answer_and_show_plain_docs(tmp_path: Path,
                                                  make_index: Callable[..., object]) -> None:
    # Through a real index: the section is the hit, read from its heading, and its doc line
    # shows RDoc's markup as text (`{Installation}[#label-Installation]` as "Installation",
    # `+r.root+` as code).
    root = write_repo(tmp_path / "roda", {"README.rdoc": README,
                                          "doc/release_notes/3.80.0.txt": NOTES,
                                          "lib/roda.rb": "class Roda\nend\n"})
    ix = make_index(root)
    res = ix.search("optional segments", path="README.rdoc")  # type: ignore[attr-defined]
    top = res.hits[0]
    assert (top.symbol, top.line, top.kind, top.lang) == ("Optional segments", 22, "section", "rdoc")
    res = ix.search("routing methods matchers", path="README.rdoc")  # type: ignore[attr-defined]
    text = render_text(res)
    assert "section Matchers — Other than `r.root`, the routing methods all take arguments" \
        in text
    toc = ix.search("table of contents", path="README.rdoc")  # type: ignore[attr-defined]
    assert "section Table of contents — Installation" in render_text(toc)
    res = ix.search("hmac_paths namespace option", path="doc/**")  # type: ignore[attr-defined]
    assert (res.hits[0].path, res.hits[0].symbol, res.hits[0].lang) == (
        "doc/release_notes/3.80.0.txt", "New Features", "rdoc")
