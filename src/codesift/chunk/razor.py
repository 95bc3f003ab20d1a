"""A Razor page's or Blazor component's C# (`.razor`, `.cshtml`): the members its `@code { … }`
and `@functions { … }` blocks declare, as chunks of the class the file compiles to.

A component's logic lives in those blocks (eShop's `ItemPage.razor`: `OnInitializedAsync`,
`AddToCartAsync`, its `[Parameter] ItemId`), yet the file, `text` to the walk, was one whole-file
chunk: no address named a method an agent looks for. Each block is parsed as the body of a
class named after the file (`ItemPage`, the class Razor generates), every other line blanked,
so rows hold; the file's chunk stays for its markup.

>>> code_blocks("<p>x</p>\\n@code {\\n  var s = \\"}\\";\\n}\\n")
[(9, 16, 32)]
"""
from __future__ import annotations

import os

from codesift.chunk.rewrite_csharp import code_braces
from codesift.chunk.summary import whole_file_chunk
from codesift.model import Chunk

from ..regex_cache import compiled

RAZOR_FILES = (".razor", ".cshtml")
# A block's opener, its directive alone on its line up to its brace (Razor reads `@code` and
# `@functions` only there); the brace may open the next line.
_OPENER = compiled(r"(?m)^[ \t]*@(?:code|functions)\s*\{")


def code_blocks(text: str) -> list[tuple[int, int, int]]:
    """Each `@code`/`@functions` block as the offsets of its opener's start, of its text's
    start (past the opening brace) and of its closing brace; a block left open runs to the
    file's end. The braces are paired as in a C# file (``rewrite_csharp.code_braces``: a
    `"{"`, `'}'`, comment or interpolated string's hole is no block's end), from the opener on."""
    blocks: list[tuple[int, int, int]] = []
    at = 0
    while (m := _OPENER.search(text, at)) is not None:
        rest = text[m.end() - 1:].encode()
        closing = code_braces(rest)[0].get(0)
        # `closing` counts bytes; the text before it ends at an ASCII brace, so decodes whole.
        close = len(text) if closing is None else m.end() - 1 + len(rest[:closing].decode())
        blocks.append((m.start(), m.end(), close))
        at = close + 1
    return blocks


def chunk_razor(path: str, text: str) -> list[Chunk] | None:
    """The file's chunk and its code blocks' members (C#, in the class the file is), or
    ``None`` when it has no block or its blocks declare nothing."""
    blocks = code_blocks(text) if "@" in text else []
    if not blocks:
        return None
    from codesift.chunk.tree import chunk_tree

    component = os.path.basename(path).split(".", 1)[0]
    # The blocks alone, each the body of `partial class <component>`, every other line blank:
    # a row of the view is the file's row.
    view: list[str] = []
    at = 0
    for start, body, close in blocks:
        view.append("\n" * text.count("\n", at, start))
        view.append(f"partial class {component} {{" + "\n" * text.count("\n", start, body))
        view.append(text[body:close + 1])
        at = close + 1
    members = chunk_tree(path, "".join(view), "csharp") or []
    members = [c for c in members
               if c.container == component or c.container.startswith(component + ".")]
    if not members:
        return None
    return [whole_file_chunk(path, text, "text")] + members
