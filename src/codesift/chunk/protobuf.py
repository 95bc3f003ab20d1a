"""Protocol Buffers declarations (`.proto`), read without a grammar: a gRPC service's API is
written there, and each file was one whole-file chunk, so a search for `PingRequest` or the
`Ping` rpc found its generated Go or its callers, never the schema.

A `message` is a class, an `enum` an enum, a `service` an interface, each named by the
messages around it (`Outer.Inner`); an `rpc` is a method signed by its line to its `returns
(…)`, a field a property (`repeated string names = 2`, a `map<…>` too), an enum's value a
constant. Each is documented by the `//` lines or the `/* … */` comment right above it. A
`oneof` names no type: its fields are its message's. The package is the namespace, as a C#
one is: indexed, not shown.
"""
from __future__ import annotations

from codesift.chunk.base import SIGNATURE_MAX, capped
from codesift.chunk.doctext import clean_comment
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A block's head: the keyword and its name, the `{` on the line (`message Ping {`).
_BLOCK = compiled(r"[ \t]*(message|enum|service|oneof|extend)[ \t]+([\w.]+)[ \t]*\{")
_KINDS = {"message": "class", "enum": "enum", "service": "interface"}
_RPC = compiled(r"[ \t]*rpc[ \t]+(\w+)[ \t]*\(")
# A field: its label, its type (a map's too) and name, its number (`repeated Foo foos = 3;`).
_FIELD = compiled(r"[ \t]*(?:(?:repeated|optional|required)[ \t]+)?(?:map[ \t]*<[^>]*>|[\w.]+)"
                  r"[ \t]+(\w+)[ \t]*=[ \t]*\d+")
_ENUM_VALUE = compiled(r"[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*-?\w+")
_PACKAGE = compiled(r"[ \t]*package[ \t]+([\w.]+)[ \t]*;")
# Statements that declare nothing a search asks for by name.
_PLUMBING = compiled(r"[ \t]*(?:option|reserved|extensions|syntax|edition|import)\b")


def chunk_protobuf(path: str, text: str) -> list[Chunk] | None:
    """The declarations of a `.proto` file and the stretches between them; None when it
    declares nothing (it reads better whole)."""
    from codesift.chunk.stretches import stretches

    lines = text.split("\n")
    code = [_code_of(line) for line in _uncommented(lines)]
    namespace = next((m.group(1) for line in code if (m := _PACKAGE.match(line))), "")
    chunks: list[Chunk] = []
    # The open blocks: the chunk each opened (None for a `oneof` or `extend`), its kind and
    # its qualified name, and the depth of braces its body is at.
    stack: list[tuple[Chunk | None, str, str, int]] = []
    depth = 0
    for row, line in enumerate(code):
        owner = stack[-1] if stack else None
        named = ".".join(s[2] for s in stack if s[2])
        block, rpc = _BLOCK.match(line), _RPC.match(line)
        at_body = owner is None or depth == owner[3]
        if block is not None and at_body:
            keyword, name = block.groups()
            chunk = None
            if keyword in _KINDS:
                chunk = _chunk(path, lines, row, _KINDS[keyword], name, named, namespace)
                chunks.append(chunk)
            stack.append((chunk, keyword, name if chunk else "", depth + 1))
        elif rpc is not None and at_body and owner is not None and owner[1] == "service":
            chunks.append(_chunk(path, lines, row, "method", rpc.group(1), named, namespace,
                                 sig=_rpc_signature(code, row)))
            chunks[-1].end = _statement_end(code, row)
        elif owner is not None and at_body and not _PLUMBING.match(line):
            kind = "constant" if owner[1] == "enum" else "property"
            found = (_ENUM_VALUE if kind == "constant" else _FIELD).match(line)
            if found is not None and owner[1] not in ("service", "extend"):
                chunks.append(_chunk(path, lines, row, kind, found.group(1), named, namespace))
        depth += line.count("{") - line.count("}")
        while stack and depth < stack[-1][3]:
            closed = stack.pop()[0]
            if closed is not None:
                closed.end = row + 1
    if not chunks:
        return None
    for chunk in chunks:
        chunk.text = "\n".join(lines[chunk.start - 1:chunk.end])
    rest = stretches(path, text, "protobuf", chunks)
    return _head(path, lines, chunks, rest) + chunks + rest


def _chunk(path: str, lines: list[str], row: int, kind: str, name: str, container: str,
           namespace: str, sig: str = "") -> Chunk:
    """A declaration on ``row`` (0-based), documented by the comment right above it."""
    line = lines[row].strip()
    # A block's head to its `{`; a field or value to its `;`, its options' strings as written.
    end = line.rfind(";") if kind in ("property", "constant") else line.find("{")
    signature = sig or (line[:end] if end > 0 else line).rstrip(" ;")
    return Chunk(path=path, lang="protobuf", kind=kind, name=name, container=container,
                 signature=capped(" ".join(signature.split()), SIGNATURE_MAX),
                 doc=_doc_above(lines, row), start=row + 1, end=row + 1, namespace=namespace)


def _rpc_signature(code: list[str], row: int) -> str:
    """An rpc's line to the end of its `returns (…)`, over lines if it goes on."""
    said = " ".join(code[row:min(row + 4, len(code))])
    cut = said.find(")", said.find("returns")) if "returns" in said else -1
    return (said[:cut + 1] if cut >= 0 else code[row]).strip()


def _statement_end(code: list[str], row: int) -> int:
    """The 1-based row an rpc written over lines ends on (its `;` or its block's `}`)."""
    depth = 0
    for at in range(row, min(row + 40, len(code))):
        depth += code[at].count("{") - code[at].count("}")
        if depth <= 0 and (";" in code[at] or "}" in code[at]):
            return at + 1
    return row + 1


def _doc_above(lines: list[str], row: int) -> str:
    """The `//` lines or the `/* … */` comment ending right above ``row``."""
    first = _doc_start(lines, row)
    return clean_comment("\n".join(lines[first:row])) if first < row else ""


def _doc_start(lines: list[str], row: int) -> int:
    """The 0-based row the comment right above ``row`` starts on (``row`` if none)."""
    first = row
    if first > 0 and lines[first - 1].strip().endswith("*/"):
        while first > 0 and "/*" not in lines[first - 1]:
            first -= 1
        return max(first - 1, 0)
    while first > 0 and lines[first - 1].lstrip().startswith("//"):
        first -= 1
    return first


def _head(path: str, lines: list[str], chunks: list[Chunk], rest: list[Chunk]) -> list[Chunk]:
    """The file's lines above its first declaration and that one's doc, as a chunk of the file
    when its comment says what the file is (`// Test nanopb option parsing.` over `syntax`) and
    no stretch holds them: too short for one, the summary was lost."""
    from codesift.chunk.summary import whole_file_chunk

    end = _doc_start(lines, min(c.start for c in chunks) - 1)
    if end == 0 or any(r.start == 1 for r in rest):
        return []
    head = whole_file_chunk(path, "\n".join(lines[:end]), "protobuf")
    if not head.doc:
        return []
    head.start, head.end = 1, end
    return [head]


def _uncommented(lines: list[str]) -> list[str]:
    """``lines`` with `/* … */` comments blanked (over lines too), `//` ones left for
    ``_code_of``."""
    out, inside = [], False
    for line in lines:
        kept = ""
        while line:
            if inside:
                end = line.find("*/")
                if end < 0:
                    line = ""
                    break
                line, inside = line[end + 2:], False
            else:
                start = line.find("/*")
                if start < 0 or "//" in line[:start]:
                    kept += line
                    break
                kept, line, inside = kept + line[:start], line[start + 2:], True
        out.append(kept)
    return out


def _code_of(line: str) -> str:
    """A line less its `//` comment and its strings' contents (a `{` in an option's string
    opens no block)."""
    out, quote, at = [], "", 0
    while at < len(line):
        ch = line[at]
        if quote:
            if ch == "\\":
                at += 1
            elif ch == quote:
                quote = ""
                out.append(ch)
        elif ch in "\"'":
            quote = ch
            out.append(ch)
        elif line.startswith("//", at):
            break
        else:
            out.append(ch)
        at += 1
    return "".join(out)
