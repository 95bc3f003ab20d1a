"""odoc's inline markup (OCaml's `(** … *)` docs) as the plain words it renders to, for
``docmarkup.plain_tags``; and the paragraphs that are a heading or a code block, which
``docline`` passes over or stops at as it does Markdown's.

lwt's docs read "[Lwt.wakeup_later r v] {e fulfills}, with value [v], the {e pending}
{{!t} promise} …": code in brackets, emphasis, references with and without a label.
"""
from __future__ import annotations

from .lazy_re import lazy

# A paragraph that is a heading, `{1 Promises}`, `{2:label Title}`; one that opens a code or
# verbatim block, `{[`, `{@ocaml[`, `{v`.
HEADING = lazy(r"\{[0-6](?::[\w-]+)?[ \t]")
CODE_BLOCK = lazy(r"\{(?:\[|@[\w-]*(?:\[|$| )|v(?:\s|$))")
# A reference's kind prefix: `{!val:map}`, `{!module-Lwt.val-bind}`, `{!type-t}`.
_KIND = lazy(r"\b(?:module-type|modtype|module|class-type|class|val|value|type|exception"
             r"|exn|field|constructor|const|method|instance-variable|section|label|page"
             r"|extension)[-:](?=\S)")
# `{{!ref} label}` and `{{:url} label}`: the label; `{:url}`: the URL; `{!ref}`: the name.
_LABELLED = lazy(r"\{\{[!:][^{}\s]*\}\s*([^{}]*)\}")
_URL = lazy(r"\{:([^{}\s]+)\}")
_REFERENCE = lazy(r"\{!([^{}\s]+)\}")
# `{b bold}`, `{i italic}`, `{e emph}`, `{em …}`, `{C centred}`, `{^ sup}`, `{_ sub}`; a heading.
_STYLE = lazy(r"\{(?:[bieCLR]\s|em\s|[0-6](?::[\w-]+)?\s|[\^_]\s*)\s*([^{}]*)\}")
# An inline code block, `{[ x ]}`, `{@ocaml[ x ]}`, and verbatim text, `{v x v}`.
_INLINE_CODE = lazy(r"\{(?:@[\w-]*)?\[\s*(.*?)\s*\]\}|\{v\s+(.*?)\s+v\}")
_CODE_SPAN = lazy(r"(`[^`]*`)")
# odoc's escaped brackets and braces (cmdliner's `vflag v \[v]{_0}…\]`), set aside as
# characters no markup pattern reads, then given back.
_ESCAPES = {"\\[": "\x01", "\\]": "\x02", "\\{": "\x03", "\\}": "\x04"}
_ESCAPES_IN = str.maketrans({v: k[1] for k, v in _ESCAPES.items()})


def _unescaped(doc: str) -> str:
    for escape, mark in _ESCAPES.items():
        doc = doc.replace(escape, mark)
    return doc


def odoc_plain(doc: str) -> str:
    """One line of an odoc comment with its markup as the words it renders to.

    >>> odoc_plain("[Lwt.join ps] waits for {e all} of [ps] ({{!t} promises}, see {!Lwt.pick}).")
    '`Lwt.join ps` waits for all of `ps` (promises, see `Lwt.pick`).'
    >>> odoc_plain("Like {!val:List.map}[ f l] in {b [O(n)]} time; {{:https://x.org} docs}.")
    'Like `List.map f l` in `O(n)` time; docs.'
    """
    escaped = "\\" in doc
    if escaped:   # `\[`, `\]`, `\{`, `\}` are the characters, no markup
        doc = _unescaped(doc)
    if "{" in doc:
        doc = _INLINE_CODE.sub(lambda m: f"`{m[1] if m[1] is not None else m[2]}`", doc)
        doc = _LABELLED.sub(r"\1", doc)
        doc = _URL.sub(r"\1", doc)
        doc = _REFERENCE.sub(lambda m: f"`{_KIND.sub('', m[1])}`", doc)
        for _ in range(3):   # styles nest: `{b {e x}}`
            styled = _STYLE.sub(r"\1", doc)
            if styled == doc:
                break
            doc = styled
    if "[" in doc:
        doc = _brackets_as_code(doc)
    if "``" in doc:   # a reference and code side by side, `{!Lwt.pick}[ ps]`: one span
        doc = doc.replace("``", " ")
    return doc.translate(_ESCAPES_IN) if escaped else doc


def _brackets_as_code(doc: str) -> str:
    """``doc`` with each outermost `[…]` outside code spans as a code span (brackets inside it
    balanced: `[Lwt.join [p1; p2]]`, `[[]]`); an unclosed `[` stays as written."""
    parts = _CODE_SPAN.split(doc)
    for i in range(0, len(parts), 2):
        part, out, depth, start = parts[i], [], 0, 0
        for at, ch in enumerate(part):
            if ch == "[":
                if depth == 0:
                    out.append(part[start:at])
                    start = at
                depth += 1
            elif ch == "]" and depth:
                depth -= 1
                if depth == 0:
                    code = part[start + 1:at].strip()
                    out.append(f"`{code}`" if code else "`[]`")
                    start = at + 1
        out.append(part[start:])
        parts[i] = "".join(out)
    return "".join(parts)


def is_heading(paragraph: str) -> bool:
    """Whether a paragraph is an odoc heading (`{1 Promises}`): a title, no description."""
    return HEADING.match(paragraph) is not None


def opens_code(paragraph: str) -> bool:
    """Whether a paragraph opens a code or verbatim block (`{[`, `{@ocaml[`, `{v`)."""
    return CODE_BLOCK.match(paragraph) is not None

