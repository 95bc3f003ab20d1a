r"""A whole file's one-line summary, for a file that becomes one chunk (``whole_file_chunk``)
or for a stretch of code between declarations (``chunk/stretches.py``): the first sentence
its comments, docstring or text say, past license headers, imports, markup, rules, tool
pragmas and code, which is no summary. ``filekinds.py`` holds the rules of kinds of files
whose lines say what they are otherwise (an XML manifest's values, a batch script's REM);
``summarylines.py`` the tests of a line, ``summarymarkup.py`` what a markup or template line
says and ``summarycomments.py`` what a comment line says, which ``_summary`` walks through.

>>> whole_file_chunk("setup.sh", "#!/bin/sh\n# Installs the tools.\nmake\n", "bash").doc
'Installs the tools.'
"""
from __future__ import annotations

import os

from codesift.chunk.asciidoc import page_summary
from codesift.chunk.banners import is_banner
from codesift.chunk.base import CLOSERS
from codesift.chunk.doctext import DOC_MAX, clean_comment, clean_docstring
from codesift.chunk.licenses import LICENSE_TITLE
from codesift.chunk.filedoc import names_module, without_module_fields
from codesift.chunk.gennotes import note_line
from codesift.chunk.initscripts import init_info_out, rcorder_out
from codesift.chunk.docformats import ROFF_OPENER, catalogue_header, notebook_prose, roff_summary
from codesift.chunk.filekinds import (
    batch_lines, code_line, commented_markup, license_title, project_head,
    resx_boilerplate, root_title, summary_language,
)
from codesift.chunk.metatags import past_authored
from codesift.chunk.manifests import KUBE_OPENER, kube_object, manifest_description
from codesift.chunk.markdown import front_matter_page_summary
from codesift.chunk.pod import pod_abstract
from codesift.chunk.pagetext import (comment_licenses, directive_line, heredoc_opener,
                                     page_code_out, razor_commented_code, razor_comments,
                                     template_left_open)
from codesift.chunk.pragmas import STORED_AT, TOOL_LINE, VCS_KEYWORDS
from codesift.chunk.runon import BLOCK_COMMENTS, LINE_MARKER, has_word, run_on
from codesift.chunk.summarycomments import (
    BLOCK_TAG, block_comment, license_block_end, opens_license, powershell_help,
    without_file_tag, without_mode_line,
)
from codesift.chunk.summarylines import (
    BARE_OPENER, COMMENT_STARTS, COMPILER_LINE, DIRECTIVE, DIRECTIVE_LANGS, FENCE_LINE, IMPORT,
    IMPORT_HEADING, LABEL, NOT_PROSE, RULE_LINE, TEXT_FENCES, dash_doc, glob_led, labels_code,
    over_import, template_project,
)
from codesift.chunk.summarymarkup import (markup_text, opened_tag, past_open_tag, tags_out,
                                          template_line_text)
from codesift.languages import GRAMMAR_LANGUAGES
from codesift.model import Chunk

from ..regex_cache import compiled

# Lines a whole-file summary may look at before giving up (a license header takes ~15).
_SUMMARY_LINES = 60


def head_chunk(path: str, lines: list[str], end: int, lang: str) -> list[Chunk]:
    """The file's lines above ``end`` (its first declaration and that one's doc) as a chunk
    of the file, when their comment says what the file is; none else. For the readers without
    a grammar (``protobuf.py``, ``graphql.py``), whose head no stretch holds."""
    if end <= 0:
        return []
    head = whole_file_chunk(path, "\n".join(lines[:end]), lang)
    if not head.doc:
        return []
    head.start, head.end = 1, end
    return [head]


def whole_file_chunk(path: str, text: str, lang: str) -> Chunk:
    """The file as one chunk, named by its basename, with its first line as a summary."""
    try:
        lines = text.count("\n") + (0 if text.endswith("\n") else 1)
        name = os.path.basename(path)
        page = front_matter_page_summary(text) if lang == "markdown" else \
            page_summary(text) if lang == "asciidoc" else manifest_description(name, text)
        # (A Haskell module's header fields are none of its summary: `filedoc.py`.)
        read = without_module_fields(text[:20_000]) if lang == "haskell" else text
        # (A gettext catalogue's entries are none either: its header comment alone is read.)
        read = read if (header := catalogue_header(name, read)) is None else header
        read = page_code_out(name, read)   # (a server page's `<% … %>` is code, no text)
        # (An init script's header for its init system: an LSB one's description alone.)
        read = rcorder_out(init_info_out(read))
        if name.endswith(".ipynb"):
            # A notebook is JSON, no prose; its first markdown cell that says something is.
            said = (_summary(cell, "markdown", name) for cell in notebook_prose(text))
            doc = next(filter(None, said), "")
        else:
            said = _summary(read, summary_language(name, lang), name)
            if lang == "yaml" and KUBE_OPENER.match(said):
                said = kube_object(text) or said   # (a Kubernetes object's kind and name)
            doc = license_title(name, text, said) if page is None else page
            doc = (doc or pod_abstract(text)) if lang == "perl" else doc   # (a script's POD NAME)
            doc = "" if resx_boilerplate(name, doc) else doc
        # A summary holding no letter nor digit says nothing of the file: teslamate's Node-RED
        # flows read "[{", boltons' JSON Lines data "{}", a VB file's "'-----…" rule.
        doc = doc if has_word(doc) else ""
    except Exception:
        lines, doc = 1, ""
    return Chunk(path=path, lang=lang, kind="file", name=os.path.basename(path), container="",
                 signature="", doc=doc, start=1, end=max(lines, 1), text=text)


_BLOCK_CLOSERS = frozenset({"*/", "-->", "%}", "}}", "#}", *CLOSERS.values()})


# A terminal's escape sequences (SGR colours `ESC[33m`, OSC titles `ESC]2;…BEL`): captured
# output kept as a test's expectation (loguru's tracebacks, tmux's screen dumps) opened its
# summary with them, escape bytes and all: "\x1b[33m\x1b[1mTraceback (most recent call last):".
_ANSI_ESCAPE = compiled(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-Z\\-_])")


def _summary(text: str, lang: str = "", name: str = "") -> str:
    """First meaningful line: a module docstring or a comment, or a page's first text outside
    its tags, or a text file's first line; never a line of code in a language with a grammar.

    A license header says nothing about the file: its whole comment block is passed over, as
    are a page's lines of tags alone and its script and style code (``lang`` "xml" has none),
    and a comment naming the file ``name`` alone (json.lua's `-- json.lua` over its license).
    """
    if lang == "msbuild":
        # A .NET project's elements are settings: what its package says it is, else a comment
        # above its first element.
        row, described = project_head(text)
        return described[:DOC_MAX] or _summary("\n".join(text.split("\n", row)[:row]), "xml", name)
    if lang == "xml" and (titled := root_title(text)) is not None:
        # The root's `<name>` says what the file is; only a comment above the root may say more.
        row, title = titled
        return _summary("\n".join(text.split("\n", row)[:row]), lang, name) or title[:DOC_MAX]
    if lang == "ocaml" and "(*" in text:
        # OCaml's `(* … *)` read as C's `/* … */` (each marker two characters, so no row
        # moves): lwt's `let () = …` stretches, a comment above, read "(* The CLOEXEC tests …".
        text = text.replace("(*", "/*").replace("*)", "*/")
    own_names = {name.lower(), name.rsplit(".", 1)[0].lower()} - {""}
    text = razor_comments(text, name)
    block_end: str | None = None   # how the license block or import being passed over ends
    # The end of a block comment opened above (a license inside `<!--` in a pom.xml, or in a
    # `/*` whose lines have no ` * `).
    open_block: str | None = None
    licensed: set[int] = set()   # the rows of a license in a template's `{% comment %}`
    # PowerShell's block comment, `<# … #>`, is its scripts' help (``HELP_KEYWORD``);
    # CoffeeScript's is `###` … `###`.
    blocks = BLOCK_COMMENTS + ((("<#", "#>"),) if lang == "powershell"
                               else (("###", "###"),) if lang == "coffeescript" else ())
    closed = frozenset(closer for _, closer in blocks if closer in text)
    raw_end: str | None = None   # the closing tag of a page's script or style element
    raw_code = False             # whether that element's code has begun
    tag_end = ""                 # how a markup tag opened above and running on ends
    declaration = False          # whether that tag is a `<!DOCTYPE …` (a subset may open)
    imported = False             # whether an import has been passed over
    docstring = ""               # the quotes of a docstring opened above, if one was
    figure = -2                  # the row of the last line of a figure passed over
    project_row = -1             # the row of a file template's project name
    # An Astro component's script, fenced by `---` lines at its top, is TypeScript: its code
    # says nothing (bloc's 193 docs snippets read "const code = `", cheerio's layouts "interface
    # Props {"); its comments and the markup below still may. 0 before it, 1 in it, 2 past it.
    astro = name.endswith(".astro")
    fenced = 0 if astro else 2
    templated = False            # inside a template literal of that script (a code snippet's)
    if "\x1b" in text[:20_000]:
        text = _ANSI_ESCAPE.sub("", text[:20_000])
    lines = text[:20_000].split("\n", _SUMMARY_LINES)[:_SUMMARY_LINES]
    if lang == "batch":
        lines = batch_lines(lines)
    for row, line in enumerate(lines):
        stripped = line.strip()
        in_comment = open_block is not None
        opened_above = open_block   # (``block_comment`` clears it on the comment's last line)
        open_block = block_comment(stripped, blocks, closed, open_block)
        if row in licensed:
            continue
        if stripped[:2] == "{%" and lang not in GRAMMAR_LANGUAGES:
            licensed |= comment_licenses(lines, row)
        if lang == "powershell" and (stripped.startswith("<#") or opened_above == "#>"):
            help_line = powershell_help(stripped)
            if help_line is None:
                continue   # a help keyword heading the text below
            stripped = help_line
        if fenced < 2 and stripped == "---" and (fenced or not any(x.strip() for x in lines[:row])):
            fenced += 1
            continue
        if fenced == 1:
            opened = templated
            templated ^= stripped.count("`") % 2 == 1   # (its `// …` lines are the snippet's)
            if opened or templated or not in_comment and not stripped.startswith(("//", "/*")):
                continue
        elif astro and stripped[:1] == "{" and stripped[-1:] == "}":
            continue   # an expression in its markup (`{isHomepage ? <A /> : <B />}`), no text
        if raw_end is not None:
            # A script's or style's code is passed over, the comment opening it read: jekyll's
            # anchor_links.html, a `<script>` alone, says what it does in its `/* … */` (one
            # inside its code, funcy's `// Strip parentheses`, says what a line does).
            if raw_end in stripped.lower():
                raw_end = None
                continue
            if raw_code or not (in_comment or stripped.startswith(("/*", "//"))):
                raw_code = raw_code or bool(stripped)
                continue
        if block_end is not None:
            if block_end[0] in "`~":   # a Markdown fence's code (``FENCE_LINE``)
                if stripped.startswith(block_end) and not stripped.strip(block_end[0]):
                    block_end = None
                continue
            if block_end in _BLOCK_CLOSERS or block_end == docstring:
                if block_end in stripped:
                    docstring = "" if block_end == docstring else docstring   # code again
                    block_end = None
                continue
            if stripped.startswith(block_end):
                continue
            block_end = None
        if not stripped or stripped.startswith(("#!", "<?php", "<?xml", "'use strict'",
                                                 '"use strict"', "package ", "// +build",
                                                 "//go:build")) \
                or stripped.startswith("---") and not dash_doc(stripped, lang) \
                or stripped.startswith("#") and TOOL_LINE.match(stripped):
            continue
        if tag_end:
            # A tag's lines are its attributes; what follows its end is read on.
            tag_end, stripped = past_open_tag(stripped, tag_end, declaration)
            if not stripped:
                continue
        if open_block is None and lang not in GRAMMAR_LANGUAGES \
                and (tag := opened_tag(stripped)) is not None:
            tag_end, declaration = tag
            continue
        if ROFF_OPENER.match(stripped):
            return roff_summary(text, _SUMMARY_LINES)[:DOC_MAX]
        fence = FENCE_LINE.fullmatch(stripped) if stripped[0] in "`~" else None
        if fence is not None and lang == "markdown" and fence[2] not in TEXT_FENCES:
            block_end = fence[1]
            continue
        if RULE_LINE.fullmatch(stripped) or fence is not None:
            continue
        if (stripped[0] == "{" and stripped[1:2] in ("%", "{", "#") or stripped[0] == "$"
                and "{" in stripped[1:3]) and open_block is None and lang not in GRAMMAR_LANGUAGES:
            block_end = template_left_open(stripped)   # (its lines below are the tag's)
            stripped = template_line_text(stripped)
            if not stripped:
                continue
        commented = open_block is not None or stripped.startswith(COMMENT_STARTS)
        if commented and has_word(stripped) and is_banner(stripped):
            # A section's title ruled off, Sphinx's `# -- Project information -----`: it heads
            # the lines below, as a declaration's doc it is none (werkzeug's, jinja's docs/conf.py
            # read "Project ------…"). (A title of no word, VB's `'-----`, is a rule unread.)
            continue
        if docstring and LICENSE_TITLE.fullmatch(stripped):
            # A license's title in a docstring: the rest of it is the license (pexpect's
            # scripts, `'''` / `PEXPECT LICENSE` / `This license is approved by the OSI…` /
            # `Copyright (c) 2012, …`, were summarised "PEXPECT LICENSE").
            block_end = docstring
            continue
        if opens_license(stripped, commented, lines, row, name):
            block_end = license_block_end(stripped, open_block)
            continue
        if stripped[0] == "@" and open_block is None and lang not in GRAMMAR_LANGUAGES:
            if directive_line(stripped, name):   # Razor's `@using X`, a stylesheet's `@import`
                continue
            stripped = heredoc_opener(stripped)   # an `.ex.eex` template's `@doc """`
        if IMPORT.match(stripped):   # `from .encoding import …` summarised itsdangerous' package
            # `import {` / `from .x import (` / Go's `import (` run to their closing bracket.
            opener = next((o for o in "({[" if stripped.count(o) > stripped.count(CLOSERS[o])),
                          None)
            block_end = CLOSERS[opener] if opener else None
            imported = True
            continue
        if stripped[0] == "<" and not in_comment and not stripped.startswith("<!--") \
                and ">" in stripped:
            # Markup: its text outside its tags, a script's or style's code none.
            said, raw_open = markup_text(stripped, lang, name)
            if raw_open is not None:
                raw_end, raw_code = raw_open, False
            if said is not None:
                return said[:DOC_MAX]
            continue
        if open_block is None and BARE_OPENER.match(stripped) \
                and not stripped.startswith(COMMENT_STARTS):
            # A bracket opened by no name (`module.exports = {`, `__all__ = [`, `export default
            # {`, `(() => {`) or by one word (`plugins {`, `Param(`, `html {`) names no more
            # than its contents: no summary. `CREATE TABLE users (`, `class FooTest {` and
            # `Describe("pool", func() {` say what follows.
            return ""
        if imported and stripped.startswith(COMMENT_STARTS) and over_import(lines[row + 1:]):
            continue
        if lang in GRAMMAR_LANGUAGES and row + 1 < len(lines) \
                and IMPORT_HEADING.fullmatch(stripped) and IMPORT.match(lines[row + 1].strip()):
            continue
        if open_block is None and not docstring and lang in DIRECTIVE_LANGS \
                and DIRECTIVE.match(stripped):
            # A preprocessor line is no comment: YamlDotNet's CustomAssemblyInfo.cs read "if
            # !UNITY"; a header's comment under its include guard still says what it is.
            continue
        if open_block is None and lang in COMPILER_LINE and COMPILER_LINE[lang].match(stripped):
            continue
        if not in_comment and not docstring and code_line(stripped, lang, COMMENT_STARTS):
            # Code says what a line does, not what the file is: sqlite-utils' __main__.py read
            # "if __name__ == "__main__":", a Lua script's stretch "end". (A comment's closing
            # line is the comment's: LaTeXML.css's `/*=====` / `Core CSS for LaTeXML … */`.)
            return ""
        if docstring and stripped.startswith(docstring):
            # Its closing quotes: what follows is code again. A docstring of a title and a
            # license alone (pint's babel_names.py) left the statement under it read as a
            # docstring's words: `_babel_units: dict[str, str] = dict(` became its summary.
            docstring = ""
            continue
        if stripped.startswith(('"""', "'''")):
            summary = clean_docstring(stripped)
            docstring = stripped[:3]   # a bare `"""` opener: the words below are the docstring's
        elif glob_led(stripped, open_block, closed):
            return " ".join(stripped.split())[:DOC_MAX]
        else:
            if open_block == "*/" and stripped.startswith("|"):
                # A `|` margin framing a block comment's lines, Laravel's over its bootstrap
                # files and configs (`| Register The Composer Auto Loader`), is no text.
                stripped = stripped[1:].lstrip()
            summary = clean_comment(stripped)
        if docstring and row + 1 < len(lines) and names_module(summary, lines[row + 1]):
            # An underlined title naming the module, which a file that declares something
            # passes over too (``filedoc``): babel's `babel` / `~~~~~` over its prose
            # summarised babel/__init__.py "babel".
            continue
        if VCS_KEYWORDS.fullmatch(summary) or commented and STORED_AT.fullmatch(summary):
            continue
        if commented and razor_commented_code(summary, name):
            # A Razor comment's directive, code or markup, commented out: to the comment's end.
            block_end = "*/" if open_block is not None else None
            continue
        summary = without_mode_line(summary, own_names)
        if lang not in GRAMMAR_LANGUAGES and not commented and NOT_PROSE.search(summary):
            return ""   # a data file's first line: numbers, a section's header, a drawing
        summary = without_file_tag(summary)
        if commented and BLOCK_TAG.match(summary):
            continue   # `/** @type {import('x').Config} */`, ` * @since 0.12.0`: a tag
        if figure == row - 1 or summary and not has_word(summary) and (
                open_block is not None or stripped.startswith(("#", "//", "/*", "--", ";"))):
            # A comment's line of strokes with no letter or digit is a figure, and so are the
            # lines right under it (to a blank one): libexpat's logo, `__  __  _` / `___\ \/
            # /_ __ …` / `|_| XML parser`, summarised its 60 scripts, makefiles and headers
            # "__ __ _". (A text file's line of marks, toml-test's `""`, a `%{`, is content.)
            figure = row if summary else -2
            continue
        if open_block is None and LABEL.fullmatch(summary) and LINE_MARKER.match(stripped) \
                and labels_code(lines[row + 1:]):
            return ""   # `// Registers:` over `#define h AX`: a label of the code below
        if commented and summary[:1] == "<" and not tags_out(summary, "").strip():
            continue   # Javadoc's `<p>` alone on its line (jdbi's 39 package-info.java read "<p>")
        if commented_markup(summary, stripped, opened_above, lang):
            continue
        if summary.rstrip(":.").lower() in own_names and (
                open_block is not None or stripped.startswith(COMMENT_STARTS)):
            # (and under it Xcode's template names the project: ``template_project``)
            project_row = row + 1 if template_project(lines, row + 1) else project_row
            continue   # a comment saying what the path does (not a YAML `members:` key)
        if commented and note_line(summary) and not name.endswith("ignore"):
            # A generator's note says where the file came from (hey-api's 19 `index.ts`, "This
            # file is auto-generated by @hey-api/openapi-ts"); the rest of its block is how to
            # regenerate it (Apache Commons' 39 boxed xdoc headers, then read by `<title>`).
            # (An ignore file's `# generated by cythonize` is about the paths under it.)
            block_end = open_block if open_block in _BLOCK_CLOSERS else block_end
            continue
        if row == project_row or commented and not past_authored(summary):
            continue   # (and the template's `Created by … on <date>.`: by whom and when)
        if summary:  # a bare `"""` or `/**` opener: the words are on the next line
            return run_on(summary, stripped, open_block, lines[row + 1:], docstring)[:DOC_MAX]
    return ""
