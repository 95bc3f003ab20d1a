"""Vim help files (a Neovim or Vim plugin's `doc/*.txt`) are sectioned at their tagged headings,
each section named by its tag and described by its first sentence of prose."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.chunk import chunk_file
from codesift.languages import content_language
from codesift.render import render_text
from conftest import write_repo

# gitsigns.nvim's doc/gitsigns.txt, cut down: a title, chapters under `=` rules, functions and
# options tagged at their right end, highlight groups tagged on the line above.
GITSIGNS = """\
*gitsigns.txt* Gitsigns
*gitsigns.nvim*

Author:   Lewis Russell <lewis6991@gmail.com>

==============================================================================
USAGE                                                         *gitsigns-usage*

Optional configuration can be passed to the setup function. Example: >lua
    require('gitsigns').setup()
<
==============================================================================
FUNCTIONS                                                 *gitsigns-functions*

statuscolumn({bufnr}, {lnum})                        *gitsigns.statuscolumn()*

    Parameters: ~
        {bufnr} (`integer?`): Buffer number.

stage_hunk({range}, {opts})                            *gitsigns.stage_hunk()*
    Stage the hunk at the cursor position, or all lines in the
    given range. See |gitsigns-usage|.

==============================================================================
CONFIGURATION                                                *gitsigns-config*

signs                                                  *gitsigns-config-signs*
    Type: `table[extended]`
    Default: >
    {
      add = { text = '+' },
    }
<
    Configuration for signs.

                                                        *hl-GitSignsAdd*
GitSignsAdd
    Used for the text of 'add' signs.

                                                       *User_GitSignsUpdate*
GitSignsUpdate     After Gitsigns updates its knowledge about hunks.

------------------------------------------------------------------------------
vim:tw=78:ts=8:ft=help:norl:
"""

# plenary.nvim's doc/plenary-test.txt: no `.txt` tag (its modeline tells it), rules under the
# headings, commands tagged at the start of their lines.
PLENARY = """\
*plenary-test*

Supports (simple) busted-style testing.

USAGE                                                     *plenary-test-usage*
==============================================================================

To run the current spec file in a floating window, use the keymap.

COMMANDS                                               *plenary-test-commands*
==============================================================================

*:PlenaryBustedFile* {path}

  Run a test on a single `_spec.lua` file.

==============================================================================
vim:tw=78:ft=help:norl:et:ts=2:sw=2:fen:fdl=0:
"""


def test_vim_help_is_sectioned_at_its_tags() -> None:
    # gitsigns.nvim's 1,545-line doc was one whole-file chunk summarised by its title line,
    # "*gitsigns.txt* Gitsigns"; `:help gitsigns.stage_hunk()` has a section of its own.
    assert content_language("doc/gitsigns.txt", GITSIGNS.encode(), "text") == "vimhelp"
    chunks = chunk_file("doc/gitsigns.txt", GITSIGNS, "vimhelp")
    assert [(c.name, c.container, c.start, c.end, c.doc) for c in chunks] == [
        ("gitsigns.txt", "", 1, 6, "Gitsigns"),
        ("gitsigns-usage", "", 7, 12,
         "Optional configuration can be passed to the setup function. Example:"),
        # Alone over its items: its read shows them (its own text is its lines only).
        ("gitsigns-functions", "", 13, 24, ""),
        ("gitsigns.statuscolumn()", "gitsigns-functions", 15, 19, ""),   # fields, no prose
        ("gitsigns.stage_hunk()", "gitsigns-functions", 20, 24,
         "Stage the hunk at the cursor position, or all lines in the given range. "
         "See gitsigns-usage."),
        ("gitsigns-config", "", 25, 44, ""),
        ("gitsigns-config-signs", "gitsigns-config", 27, 35, "Configuration for signs."),
        ("hl-GitSignsAdd", "gitsigns-config", 36, 39, "Used for the text of 'add' signs."),
        ("User_GitSignsUpdate", "gitsigns-config", 40, 44,
         "After Gitsigns updates its knowledge about hunks."),
    ]
    assert chunks[1].signature == "USAGE *gitsigns-usage*"
    assert chunks[7].signature == "GitSignsAdd *hl-GitSignsAdd*"   # the item its tag names
    assert chunks[8].signature == "GitSignsUpdate *User_GitSignsUpdate*"
    assert all(c.kind == "section" and c.lang == "vimhelp" for c in chunks)


def test_vim_help_told_by_its_modeline_with_rules_under_headings() -> None:
    # plenary's doc was reStructuredText (a heading over a longer `====` is a title there),
    # its sections named "USAGE plenary-test-usage".
    assert content_language("doc/plenary-test.txt", PLENARY.encode(), "text") == "vimhelp"
    chunks = chunk_file("doc/plenary-test.txt", PLENARY, "vimhelp")
    assert [(c.name, c.container, c.start, c.end, c.doc) for c in chunks] == [
        ("plenary-test.txt", "", 1, 4, "Supports (simple) busted-style testing."),
        ("plenary-test-usage", "", 5, 9,
         "To run the current spec file in a floating window, use the keymap."),
        ("plenary-test-commands", "", 10, 18, ""),
        (":PlenaryBustedFile", "plenary-test-commands", 13, 18,
         "Run a test on a single `_spec.lua` file."),
    ]
    # An option's facts beside its name are its signature, no description.
    option = ("*x.txt*  X\n\nOPTIONS  *x-options*\n\n\t\t\t*'autoindent'* *'ai'*\n"
              "'autoindent' 'ai'\tboolean\t(default off)\n\tCopy indent from the current line.\n")
    last = chunk_file("doc/x.txt", option, "vimhelp")[-1]
    assert (last.name, last.signature, last.doc) == (
        "'autoindent'", "'autoindent' 'ai' boolean (default off) *'autoindent'* *'ai'*",
        "Copy indent from the current line.")
    # Not a text file that merely mentions Vim, nor one whose words are starred.
    assert content_language("notes.txt", b"I use vim: it is fine\n*important* note\n",
                            "text") == "text"


def test_vim_help_sections_answer(tmp_path: Path, make_index: Callable[..., object]) -> None:
    root = write_repo(tmp_path / "gitsigns", {"doc/gitsigns.txt": GITSIGNS,
                                              "lua/gitsigns.lua": "local M = {}\nreturn M\n"})
    ix = make_index(root)
    res = ix.search("stage hunk", path="doc/**")  # type: ignore[attr-defined]
    assert (res.hits[0].symbol, res.hits[0].line, res.hits[0].lang) == (
        "gitsigns.stage_hunk()", 20, "vimhelp")
    assert "section gitsigns.stage_hunk()  (in gitsigns-functions) — Stage the hunk at the " \
        "cursor position" in render_text(res)


def test_vim_help_a_tag_over_a_heading_or_a_list() -> None:
    # mini.nvim's docs (mini.doc writes them): a tag alone over a `Title ~` heading, whose
    # mark ended the doc before it began (73 sections had none), and over a list, whose first
    # item was read as the item the tag names ("- REGION - table … *MiniAi-glossary*").
    text = ("*mini-ai.txt* Extend and create a/i textobjects\n\n"
            "------------------------------------------------------------------------------\n"
            "                                                *MiniAi-textobject-builtin*\n"
            "Builtin textobjects ~\n\n"
            "This table describes all builtin textobjects.\n\n"
            "------------------------------------------------------------------------------\n"
            "                                                          *MiniAi-glossary*\n"
            "- REGION - table representing region in a buffer. Fields:\n"
            "    - <from> and <to> for inclusive start and end positions.\n\n"
            "------------------------------------------------------------------------------\n"
            "                                                          *MiniAi.setup()*\n"
            "Parameters: ~\n"
            "    {config} table\n")
    chunks = chunk_file("doc/mini-ai.txt", text, "vimhelp")
    assert [(c.name, c.signature, c.doc) for c in chunks[1:]] == [
        ("MiniAi-textobject-builtin", "Builtin textobjects *MiniAi-textobject-builtin*",
         "This table describes all builtin textobjects."),
        ("MiniAi-glossary", "*MiniAi-glossary*", "REGION - table representing region in a buffer. Fields:"),
        ("MiniAi.setup()", "*MiniAi.setup()*", "")]   # a column's label names nothing
