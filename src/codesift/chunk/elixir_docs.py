"""How Elixir documents a declaration: module attributes, not comments.

`@doc "…"` (or a heredoc) above a function, `@typedoc` above a type, `@moduledoc` inside a
module; `@doc false` and `@moduledoc false` hide one, and then the `#` comments around say what
it is. A function's lines start at the run of attributes right above it (``lead``). Read here
for ``grammars_elixir`` and handed over as each declaration's ``doc``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import child_of_type, first_named, text
from codesift.chunk.comments import doc_comments
from codesift.chunk.docparagraphs import collapse_doc
from codesift.chunk.doctext import DOC_MAX, clean_comment
from codesift.regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

# A behaviour's API: each `@callback name(args) :: type` declares a function its modules
# must define (Ecto.Repo's 44 documented callbacks were in its module's text only).
CALLBACKS = frozenset({"callback", "macrocallback"})
ARGUMENTS = frozenset({"arguments"})
DO = frozenset({"do_block"})
# A module's types (`@type t :: …`, `@typep`, `@opaque`): each a `type` chunk, the
# `@typedoc` above it its doc (Ecto.Changeset's 11 types were in its module's text only).
TYPES = frozenset({"type", "typep", "opaque"})


def target(call: Node, src: bytes) -> str:
    """What a call calls: `def`, `defmodule`, `doc` in `@doc "…"`."""
    return text(call.child_by_field_name("target"), src)


def is_attribute(node: Node) -> bool:
    """An `@attribute` or a comment: what may stand between a declaration and its docs."""
    return node.type in ("unary_operator", "comment")


def attribute(node: Node, src: bytes) -> tuple[str, Node | None]:
    """(name, value) of a module attribute (`@doc "…"` -> ("doc", the string))."""
    operand = node.child_by_field_name("operand")
    if node.type != "unary_operator" or operand is None or operand.type != "call":
        return "", None
    args = child_of_type(operand, ARGUMENTS)
    return target(operand, src), first_named(args) if args is not None else None


# What a string or sigil holds between its delimiters: its text is split at each
# interpolation (`#{status_map_to_doc.(statuses)}`) and escape (`\"`).
_CONTENT = frozenset({"quoted_content", "interpolation", "escape_sequence"})


def content(string: Node | None, src: bytes) -> str:
    """A string's or sigil's contents as written, interpolations and escapes included: its
    first ``quoted_content`` alone cut a doc at its first `#{…}` (Plug.Conn.Status.code's lost
    its list of status codes) and a test's name at its first `\"`."""
    if string is None:
        return ""
    parts = [child for child in string.named_children if child.type in _CONTENT]
    return src[parts[0].start_byte:parts[-1].end_byte].decode("utf-8", "replace") if parts else ""


def string_doc(value: Node | None, src: bytes) -> str:
    """A doc attribute's text; `@doc false` and non-string values say nothing."""
    if value is None or value.type not in ("string", "sigil"):
        return ""
    said = content(value, src)
    return collapse_doc(admonitions_read(said) if "{:" in said else said, DOC_MAX)


# ExDoc's admonition: a blockquote opened by a heading with a class, `> #### Deprecated {:
# .warning}` (`.info`, `.tip`, `.error`, `.neutral`), the attribute list Markdown's attr_list
# writes (``pagemarks._ATTRIBUTES``), and the quote's lines under it.
_ADMONITION = compiled(r"[ \t]*>[ \t]*#{1,6}[ \t]+(?P<title>.*?)[ \t]*\{:?[ \t]*\.[\w-]+"
                       r"[^{}]*\}[ \t]*")
_QUOTED = compiled(r"[ \t]*>[ \t]?")


def admonitions_read(doc: str) -> str:
    """``doc`` with each ExDoc admonition read as its text: its title, then its quote's first
    line after it (a colon between them unless the title ends a sentence), its marks dropped.
    Left as written, db_connection's `:pool_size` option and tesla's `Tesla.Mock` read "> ####
    Deprecated {: .warning} > > This option is deprecated …".

    >>> admonitions_read("Mock adapter.\\n\\n  > #### Deprecated {: .warning}\\n  >\\n  > Use Mox.\\n")
    'Mock adapter.\\n\\nDeprecated: Use Mox.\\n'
    >>> admonitions_read("> ### Why the macros? {: .info}\\n>\\n> Speed.\\n> More.")
    'Why the macros? Speed.\\nMore.'
    """
    lines, out, at = doc.split("\n"), [], 0
    while at < len(lines):
        head = _ADMONITION.fullmatch(lines[at])
        if head is None:
            out.append(lines[at])
            at += 1
            continue
        at += 1
        body: list[str] = []
        while at < len(lines) and (quoted := _QUOTED.match(lines[at])) is not None:
            body.append(lines[at][quoted.end():])
            at += 1
        while body and not body[0].strip():
            body.pop(0)
        title = head["title"]
        joint = " " if title.endswith((".", "?", "!", ":")) else ": "
        out.append(title + (joint + body.pop(0) if body else ""))
        out.extend(body)
    return "\n".join(out)


def doc_before(node: Node, src: bytes, doc: str = "doc",
                owners: frozenset[str] = CALLBACKS) -> str:
    """The ``doc`` attribute (`@doc`, or `@typedoc` above a type) among the attributes right
    above a declaration (`@spec`, `@impl` may follow it); a keyword one (`@doc group:
    "Process API"`, `@typedoc since: "1.1"`) adds to the doc above it, which says it. An
    attribute among ``owners`` is a declaration of its own, which the docs above belong to."""
    before = node.prev_named_sibling
    while before is not None and is_attribute(before):
        name, value = attribute(before, src)
        if name == doc and (value is None or value.type != "keywords"):
            return string_doc(value, src)
        if name in owners:
            return ""
        before = before.prev_named_sibling
    return ""


# The attributes that describe the function below them: its lines start at the first of the
# run right above it (comments between included), so they leave the module's own text.
# `@type`, `@callback` and a module's own attributes (`@default_opts`) are not its.
FUNCTION_ATTRIBUTES = frozenset({"doc", "spec", "impl", "deprecated"})
# A type's: its doc. A struct's: what it derives and the keys it enforces.
TYPE_ATTRIBUTES = frozenset({"typedoc"})
STRUCT_ATTRIBUTES = frozenset({"derive", "enforce_keys"})


def lead(call: Node, src: bytes,
          attributes: frozenset[str] = FUNCTION_ATTRIBUTES) -> Node | None:
    """The first of the declaration's ``attributes`` right above ``call`` (`@doc`, `@spec`,
    …, comments between them)."""
    lead = None
    before = call.prev_named_sibling
    while before is not None and is_attribute(before):
        if before.type != "comment":
            if attribute(before, src)[0] not in attributes:
                break
            lead = before
        before = before.prev_named_sibling
    return lead


def comments_above(lead: Node | None, src: bytes) -> str:
    """The `#` comments right above a function's attributes, as the doc its `@doc` does not
    give: gettext's `# Extracts interpolations from a given string.` / `@doc false` / `@spec
    …` / `def to_interpolatable(…)`. The walker reads the comments right above a declaration
    only, and here the attributes stand between them and the `def`."""
    said: list[Node] = []
    below = lead
    before = lead.prev_named_sibling if lead is not None else None
    while before is not None and before.type == "comment" and below is not None \
            and before.end_point.row + 1 >= below.start_point.row:
        said.append(before)
        below, before = before, before.prev_named_sibling
    if not said or before is not None and before.end_point.row >= said[-1].start_point.row:
        return ""   # none, or a trailing comment on the code above
    texts = [text(c, src) for c in reversed(said)]
    return clean_comment("\n".join(doc_comments(texts, "elixir")))


def moduledoc(body: Node | None, src: bytes) -> str:
    children = body.named_children if body is not None else []
    for at, child in enumerate(children):
        name, value = attribute(child, src)
        if name == "moduledoc":
            if value is not None and value.type == "boolean":
                return _hidden_module_comment(children, at, src)
            return string_doc(value, src)
    return ""


def _hidden_module_comment(children: list[Node], at: int, src: bytes) -> str:
    """The `#` comments that say what a module hidden from the docs is (`@moduledoc false`,
    ``children[at]``): the run opening its body above it, or the one below it that a blank line
    parts from the code after (one right above a `def` is that function's). floki's 18
    internal modules (`@moduledoc false` / `# The finder engine traverse the HTML tree …`)
    and tesla's `# Heavily based on Elixir's Logger.Formatter` had no doc."""
    run = children[:at]
    if not run or any(c.type != "comment" for c in run):
        run, last, gap = [], children[at].end_point.row, 2   # (a blank line after the attribute)
        for child in children[at + 1:]:
            if child.type != "comment" or child.start_point.row > last + gap:
                break
            run.append(child)
            last, gap = child.end_point.row, 1
        after = at + 1 + len(run)
        if run and after < len(children) and children[after].start_point.row <= last + 1:
            return ""
    texts = [text(c, src) for c in run]
    return clean_comment("\n".join(doc_comments(texts, "elixir"))) if texts else ""
