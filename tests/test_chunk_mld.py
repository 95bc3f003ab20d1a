"""odoc pages (`.mld`: an OCaml library's manual, cookbook) are sectioned at their `{0 …}`…
`{5 …}` headings, as Markdown pages are: each section named by its title's words, odoc's
markup read as text, described by its first paragraph of prose (no code block, table, tag
or module index; a list by its first item)."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of

# cmdliner's doc/cookbook.mld and lwt's index.mld, cut down: a title in brackets and raw
# HTML, labelled headings, a paragraph running into a code block, a code block holding a
# line that reads as a heading, indented prose, a light list, a `{ul …}` list, a module index.
PAGE = """\
{0 [Cmdliner] cookbook {%html: <span class="version">%%VERSION%%</span>%}}

A few recipes and starting {{!blueprints}blueprints} to describe your
command lines with {!Cmdliner}.

{1:tips Tips and pitfalls}

{2:tip_avoid_default_command Avoid default commands in groups}

{b Note.} Some snippets assume:
{[
{1 not a heading}
open Cmdliner
]}

  Command {{!Cmdliner.Cmd.group}groups} can have a default command, that
  is be of the form [tool [CMD]].

{1 Installing}

+ Use your system package manager to install a development libev package.
+ [opam install conf-libev lwt]

{1:manuals Manuals}

{ul
{- The {{!page-tutorial}tutorial} makes you write your first command line
   interface.}
{- The {{!page-cookbook}cookbook}.}}

{1:library Library [cmdliner]}

{!modules: Cmdliner}
"""


def test_odoc_page_is_sectioned_by_its_headings() -> None:
    # cmdliner's cookbook.mld was one whole-file chunk summarised "{0 [Cmdliner] cookbook}".
    assert language_of("doc/cookbook.mld") == "odoc"
    chunks = chunk_file("doc/cookbook.mld", PAGE, "odoc")
    got = [(c.kind, c.container, c.name, c.start, c.end, c.doc) for c in chunks]
    assert got == [
        ("section", "", "Cmdliner cookbook", 1, 5,
         "A few recipes and starting blueprints to describe your command lines with `Cmdliner`."),
        ("section", "Cmdliner cookbook", "Tips and pitfalls", 6, 18, ""),
        ("section", "Cmdliner cookbook > Tips and pitfalls", "Avoid default commands in groups",
         8, 18, "Note. Some snippets assume:"),
        ("section", "Cmdliner cookbook", "Installing", 19, 23,
         "Use your system package manager to install a development libev package."),
        ("section", "Cmdliner cookbook", "Manuals", 24, 30,
         "The tutorial makes you write your first command line interface."),
        ("section", "Cmdliner cookbook", "Library cmdliner", 31, 33, ""),
    ]
    assert chunks[1].signature == "{1:tips Tips and pitfalls}"
