"""AsciiDoc pages (`README.adoc`) are sectioned by their titles, as Markdown pages are: each
section named by its title's words, described by its first paragraph of prose (no attribute
entry, block attribute, image, listing or admonition)."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of

# jenkinsci/git-plugin's README.adoc, cut down: a document title and its attribute entries,
# anchors above titles, an image over the prose, a title with an inline anchor and a link
# macro, a listing holding a line that reads as a title, an admonition, a comment.
README = """\
[[git-plugin]]
= Git Plugin
:toc: macro
:plugin: git plugin

[#introduction]
== Introduction

image::images/jenkins-and-git.png[Jenkins and Git]

The {plugin} provides fundamental git operations for Jenkins projects.
It can poll, fetch, checkout, branch, list, merge, tag, and push repositories.

[#changelog]
== Changelog in https://github.com/jenkinsci/git-plugin/releases[GitHub Releases]

// Release notes moved in 2019.
NOTE: Older notes are in the repository.

Release notes are recorded in https://github.com/jenkinsci/git-plugin/releases[GitHub Releases].

=== [[GitPlugin-Pipeline]]Checkout with *defaults*

.Example
[source,groovy]
----
== not a title
checkout scmGit(branches: [[name: 'master']])
----

* Checkout from the git plugin source repository
  using https protocol.
* No credentials.
"""


def test_asciidoc_page_is_sectioned_by_its_titles() -> None:
    # git-plugin's 1,702-line README.adoc was one whole-file chunk with no summary.
    assert language_of("README.adoc") == language_of("guide.asciidoc") == "asciidoc"
    chunks = chunk_file("README.adoc", README, "asciidoc")
    got = [(c.kind, c.container, c.name, c.start, c.end, c.doc) for c in chunks]
    assert got == [
        ("section", "", "Git Plugin", 1, 5, ""),
        ("section", "Git Plugin", "Introduction", 6, 13,
         "The git plugin provides fundamental git operations for Jenkins projects. It can poll, "
         "fetch, checkout, branch, list, merge, tag, and push repositories."),
        ("section", "Git Plugin", "Changelog in GitHub Releases", 14, 21,
         "Release notes are recorded in GitHub Releases."),
        ("section", "Git Plugin > Changelog in GitHub Releases", "Checkout with defaults", 22, 33,
         "Checkout from the git plugin source repository using https protocol."),
    ]
    assert chunks[2].signature.startswith("== Changelog in https://github.com/")


def test_asciidoc_two_line_titles_and_blocks() -> None:
    # The older form, a title over an underline as long as it (git's manual pages); a listing
    # delimiter under a line of another length is no underline, and a comment block's
    # `== x` no title.
    page = ("git-add(1)\n==========\n\nNAME\n----\ngit-add - Add file contents to the index\n\n"
            "SYNOPSIS\n--------\n[verse]\n'git add' [--verbose | -v]\n\n"
            "An example\n----\ngit add .\n----\n\n////\n== hidden\n////\n")
    chunks = chunk_file("git-add.adoc", page, "asciidoc")
    assert [(c.name, c.container, c.start, c.doc) for c in chunks] == [
        ("git-add(1)", "", 1, ""),
        ("NAME", "git-add(1)", 4, "git-add - Add file contents to the index"),
        ("SYNOPSIS", "git-add(1)", 8, "An example"),
    ]


def test_asciidoc_without_titles_is_one_chunk() -> None:
    [whole] = chunk_file("notes.adoc", "Just a paragraph.\n", "asciidoc")
    assert whole.kind == "file"


def test_asciidoc_link_to_an_attribute_s_url_reads_as_its_text() -> None:
    # spring-session's Antora pages link through attributes their antora.yml sets: api.adoc's
    # section read "You can browse the complete {docs-url}/spring-session/docs/
    # {spring-session-version}/api/[Javadoc] online.".
    page = ("[[api]]\n= API Documentation\n\nYou can browse the complete "
            "{docs-url}/spring-session/docs/{spring-session-version}/api/[Javadoc] online.\n\n"
            "== Samples\n\nSee {gh-samples-url}sample-boot-redis[HttpSession with Redis].\n")
    chunks = chunk_file("modules/ROOT/pages/api.adoc", page, language_of("api.adoc"))
    assert [(c.name, c.doc) for c in chunks] == [
        ("API Documentation", "You can browse the complete Javadoc online."),
        ("Samples", "See HttpSession with Redis.")]


def test_a_titleless_asciidoc_page_is_summarised_as_a_section_is() -> None:
    # spring-session's Antora nav.adoc, a list of cross references, was summarised by its
    # markup, "* xref:whats-new.adoc[What's New]"; disruptor's CHANGELOG.adoc, attribute
    # entries over an include, by ":Author: LMAX Development Team".
    nav = ("* xref:whats-new.adoc[What's New]\n* xref:samples.adoc[Samples & Guides]\n"
           "** Boot Samples\n*** xref:guides/boot-redis.adoc[Redis]\n")
    assert [(c.kind, c.doc) for c in chunk_file("modules/ROOT/nav.adoc", nav, "asciidoc")] == [
        ("file", "What's New")]
    changelog = (":Author: LMAX Development Team\n:Email:\n\n"
                 "include::./src/docs/asciidoc/en/changelog.adoc[]\n")
    assert [c.doc for c in chunk_file("CHANGELOG.adoc", changelog, "asciidoc")] == [""]
    [note] = chunk_file("notes.adoc", "// draft\nJust a *paragraph* of link:a.adoc[notes].\n",
                        "asciidoc")
    assert note.doc == "Just a paragraph of notes."
