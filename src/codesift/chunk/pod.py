"""Perl's POD pages (`.pod` files: a distribution's manual, cookbook, tutorial) read at their
`=head1`…`=head6` headings, as Markdown is at its headings (``sections.py``); and POD's text
rules, which ``grammars_perl.py`` reads a sub's POD entry with.

A section is named by its heading's text, formatting codes read as their text (`=head2
L<get|Dancer2::Manual/get>` is "get", `=head2 C<< $app->run >>` "$app->run"), and described
by its first paragraph of prose: not a verbatim paragraph (an indented one, code), a command
(`=over`, `=encoding`, `=for`), a `=begin`…`=end` region's content, nor Perl code outside the
POD (`package X;` above `=pod`, what follows `=cut`). A list stands by its first item: a
bullet's text (`=item * If false, …`), or a term's joined to the paragraph under it (`=item
B<title>` / `The name of the app.` reads "title: The name of the app."). The text above the
first heading is a section named after the file, described by its Dist::Zilla `# ABSTRACT:`
line or its first paragraph.
"""
from __future__ import annotations

import re

from codesift.chunk.base import collapse
from codesift.chunk.doctext import DOC_MAX
from codesift.chunk.sections import Heading, section_chunks
from codesift.lazy_re import lazy
from codesift.model import Chunk

# Formatting codes: `C<code>`, `L<text|target>`, `E<gt>`, and the long form `C<< $a->b >>`
# (its text may hold `>`).
_POD_CODE = lazy(r"([A-Z])<([^<>]*)>")
_POD_LONG_CODE = lazy(r"([A-Z])<{2,}\s+(.+?)\s+>{2,}")
# An escape (`E<gt>`) stands for its character only once the codes around it are read: `L</"a-E<gt>b">`
# would end at a `>` put in its place. Private-use characters hold them until then.
_POD_ESCAPE = lazy(r"E<(\w+)>")
_POD_ESCAPES = {"lt": "\ue000", "gt": "\ue001", "verbar": "|", "sol": "/"}
_POD_UNESCAPE = str.maketrans({"\ue000": "<", "\ue001": ">"})

# A command paragraph's line: `=head2 Routes`, `=over 4`, `=cut`.
_COMMAND = lazy(r"^=([a-zA-Z]\w*)[ \t]*(.*)$")
_HEADING = lazy(r"head([1-6])")
# Dist::Zilla's abstract line, which Pod::Weaver turns into the NAME section.
_ABSTRACT = lazy(r"^#[ \t]*ABSTRACT:[ \t]*(\S.*)$")
# An item's bullet or number alone (`=item *`, `=item 2.`), before its text if any.
_BULLET = lazy(r"^(?:\*|\d+\.?)(?:[ \t]+|$)")
# An item's text of this many words or more is a sentence, fewer a term labelling its paragraph.
_SENTENCE_WORDS = 3
# A module's abstract, as CPAN reads it: `=head1 NAME` / `Shop::Cart - A cart` (bytes: a Perl
# file's source).
POD_NAME = lazy(rb"^=head1[ \t]+NAME[ \t]*\r?\n\s*([\w:]+)[ \t]+-+[ \t]+([^\n]+)", re.M)


def pod_abstract(text: str) -> str:
    """The abstract a Perl file's POD gives under `=head1 NAME`, whatever it names: a script's
    manual page says there what the script is (mojo's `script/morbo`).

    >>> pod_abstract("use strict;\\n__END__\\n=head1 NAME\\n\\nmorbo - Development server\\n")
    'Development server'
    """
    found = POD_NAME.search(text.encode("utf-8", "replace")) if "=head1" in text else None
    return pod_text(found.group(2).decode("utf-8", "replace")) if found else ""


def pod_text(paragraph: str) -> str:
    """A POD paragraph as plain text: formatting codes by their text (`L<text|target>` is
    text), escapes by their character.

    >>> pod_text('Use C<< $app->to_app >> with L<Plack|Plack::Runner>, E<lt>3')
    'Use $app->to_app with Plack, <3'
    """
    def code(m: re.Match[str]) -> str:
        letter, inner = m.group(1), m.group(2)
        if letter == "L":
            return inner.split("|", 1)[0] if "|" in inner else inner.rsplit("/", 1)[-1].strip('"')
        return inner
    paragraph = _POD_ESCAPE.sub(lambda m: _POD_ESCAPES.get(m.group(1), ""), paragraph)
    paragraph = _POD_LONG_CODE.sub(code, paragraph)
    for _ in range(3):   # nested codes (`B<C<x>>`), innermost first
        plain = _POD_CODE.sub(code, paragraph)
        if plain == paragraph:
            break
        paragraph = plain
    return collapse(paragraph.translate(_POD_UNESCAPE), 400)


def _paragraphs(lines: list[str], start: int, end: int) -> list[tuple[int, list[str]]]:
    """The paragraphs of lines[start:end] (row, lines), blank or white lines between them."""
    found: list[tuple[int, list[str]]] = []
    current: list[str] = []
    for i in range(start, end):
        if lines[i].strip():
            if not current:
                found.append((i, current))
            current.append(lines[i])
        else:
            current = []
    return found


def _pod_rows(lines: list[str]) -> list[bool]:
    """Whether each line is POD: from a command paragraph (after a blank line, or the file's
    first) to its `=cut`; the rest is Perl code."""
    inside, rows, blank_above = False, [], True
    for line in lines:
        command = _COMMAND.match(line) if blank_above else None
        if command is not None:
            inside = command.group(1) != "cut"
            rows.append(True)
        else:
            rows.append(inside)
        blank_above = not line.strip()
    return rows


def _first_paragraph(lines: list[str], pod: list[bool], start: int, end: int) -> str:
    """The first paragraph of prose in lines[start:end] (see the module's docstring)."""
    region = ""     # the format of a `=begin` region being passed over
    label = ""      # a term item's text waiting for its paragraph
    for row, para in _paragraphs(lines, start, end):
        if not pod[row]:
            continue   # Perl code outside the POD
        command = _COMMAND.match(para[0])
        if region:
            if command is not None and command.group(1) == "end":
                region = ""
            continue
        if command is not None:
            name, rest = command.group(1), command.group(2)
            if name == "begin":
                region = rest or "?"
            elif name == "item":
                said = _BULLET.sub("", " ".join([rest, *para[1:]]).strip(), count=1)
                if said and len(said.split()) >= _SENTENCE_WORDS:
                    return collapse(pod_text(said), DOC_MAX)
                label = pod_text(said) if said else label
            continue
        if para[0][:1].isspace():
            continue   # a verbatim paragraph: code
        said = pod_text(" ".join(para))
        return collapse(f"{label}: {said}" if label else said, DOC_MAX)
    return ""


def _preamble(lines: list[str], pod: list[bool], end: int) -> str:
    """What the text above the first heading says: its `# ABSTRACT:` line, else its first
    paragraph of prose."""
    for i in range(end):
        abstract = None if pod[i] else _ABSTRACT.match(lines[i])
        if abstract is not None:
            return collapse(abstract.group(1), DOC_MAX)
    return _first_paragraph(lines, pod, 0, end)


def chunk_pod(path: str, text: str) -> list[Chunk]:
    """Section chunks of a POD page; an empty list (whole-file fallback) when it has no heading."""
    lines = text.split("\n")
    if lines and lines[-1] == "" and len(lines) > 1:
        lines.pop()  # the final newline does not start another line
    pod = _pod_rows(lines)
    heads: list[Heading] = []
    blank_above = True
    for i, line in enumerate(lines):
        command = _COMMAND.match(line) if blank_above and pod[i] else None
        level = _HEADING.fullmatch(command.group(1)) if command is not None else None
        if level is not None and command is not None:
            # A heading's text may go on over the lines of its paragraph.
            words, body = [command.group(2)], i + 1
            while body < len(lines) and lines[body].strip():
                words.append(lines[body].strip())
                body += 1
            name = pod_text(" ".join(words))
            if name:
                heads.append(Heading(i, int(level.group(1)), name, body, line))
        blank_above = not line.strip()
    if not heads:
        return []
    return section_chunks(path, "pod", lines, heads, _preamble(lines, pod, heads[0].row),
                          lambda name: name,
                          lambda body_row, end: _first_paragraph(lines, pod, body_row, end))
