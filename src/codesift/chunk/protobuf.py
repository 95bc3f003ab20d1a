"""Protocol Buffers declarations (`.proto`), read without a grammar: a gRPC service's API is
written there, and each file was one whole-file chunk, so a search for `PingRequest` or the
`Ping` rpc found its generated Go or its callers, never the schema.

A `message` is a class, an `enum` an enum, a `service` an interface, each named by the
messages around it (`Outer.Inner`); an `rpc` is a method signed by its line to its `returns
(…)`, a field a property (`repeated string names = 2`, a `map<…>` too), an enum's value a
constant, each signed by its whole statement folded to one line (options over lines too). A
proto2 `group` is a message written in its field's braces. A line is read statement by
statement, cut after each `;`, `{` and `}`: a block on one line (`message Deep1 { Deep0 m = 1;
}`, a `oneof`, blocks nested there) declares its members there, two fields on one line are
two; a block's `{` may open the line below its head. Each is documented by the `//` lines or
the `/* … */` comment right above it (a line's first statement only), a field or value with
none there by the `//` comment after its `;` (a line's last statement), as protoc reads them. A
`oneof` names no type: its fields are its message's; an `extend` block's fields are
extensions named in the scope around it (`google.api.resource_reference`), signed inside
the block's head (`extend google.protobuf.FieldOptions { ResourceReference
resource_reference = 1055 }`): the message they extend is what they are for. The package is the
namespace, as a C# one is: indexed, not shown.
"""
from __future__ import annotations

from codesift.chunk.base import SIGNATURE_MAX, capped
from codesift.chunk.doctext import clean_comment
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A block's head: the keyword and its name, the `{` on the line (`message Ping {`).
_BLOCK = compiled(r"[ \t]*(message|enum|service|oneof|extend)[ \t]+([\w.]+)[ \t]*\{")
# A proto2 group: a field whose type is the message in its braces (`optional group R = 1 {`).
_GROUP = compiled(r"[ \t]*(?:(?:repeated|optional|required)[ \t]+)?(group)[ \t]+(\w+)"
                  r"[ \t]*=[ \t]*\d+[^{;]*\{")
_KINDS = {"message": "class", "group": "class", "enum": "enum", "service": "interface"}
# A block's head with its `{` on a line below (`message AllFields` / `{`).
_BARE_HEAD = compiled(r"[ \t]*(?:(?:message|enum|service|oneof|extend)[ \t]+[\w.]+|(?:(?:repeated"
                      r"|optional|required)[ \t]+)?group[ \t]+\w+[ \t]*=[ \t]*\d+[^{;]*?)[ \t]*")
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
    bare = _uncommented(lines)
    code = _braces_up([_code_of(line) for line in bare])
    # The lines as written, less their comments: what a signature is folded from.
    plain = _braces_up([_code_of(line, strings=True) for line in bare])
    notes = list(lines)   # the lines docs are read from, less trailing comments read already
    namespace = next((m.group(1) for line in code if (m := _PACKAGE.match(line))), "")
    chunks: list[Chunk] = []
    # The open blocks: the chunk each opened (None for a `oneof` or `extend`), its kind, its
    # qualified name (an `extend`'s message), and the depth of braces its body is at.
    stack: list[tuple[Chunk | None, str, str, int]] = []
    depth, inside = 0, -1   # `inside`: the last row of a statement read already
    for row, whole in enumerate(plain):
        pieces = _pieces(whole)
        for at, (col, said) in enumerate(pieces):
            line = _code_of(said)
            owner = stack[-1] if stack else None
            named = ".".join(s[2] for s in stack if s[2] and s[1] != "extend")
            block = _BLOCK.match(line) or _GROUP.match(line)
            rpc = _RPC.match(line)
            at_body = row > inside and (owner is None or depth == owner[3])
            if block is not None and at_body:
                keyword, name = block.groups()
                chunk = None
                if keyword in _KINDS:
                    chunk = _chunk(path, notes, row, _KINDS[keyword], name, named, namespace,
                                   said)
                    chunks.append(chunk)
                kept = name if chunk is not None or keyword == "extend" else ""
                stack.append((chunk, keyword, kept, depth + 1))
                if chunk is not None and at > 0:
                    chunk.doc = ""   # the comment above the line is its first statement's
            elif rpc is not None and at_body and owner is not None and owner[1] == "service":
                rest = _code_of(whole[col:])
                chunks.append(_chunk(path, notes, row, "method", rpc.group(1), named,
                                     namespace, _rpc_signature(code, row, rest)))
                chunks[-1].end = _statement_end(code, row, rest)
                chunks[-1].doc = chunks[-1].doc if at == 0 else ""
            elif owner is not None and at_body and not _PLUMBING.match(line):
                kind = "constant" if owner[1] == "enum" else "property"
                found = (_ENUM_VALUE if kind == "constant" else _FIELD).match(line)
                if found is not None and owner[1] != "service":
                    end = _field_end(code, row, _code_of(whole[col:]))
                    written = " ".join([said] + plain[row + 1:end + 1])
                    if owner[1] == "extend":   # an extension says the message it extends
                        written = f"extend {owner[2]} {{ {written.strip().rstrip(';')} }};"
                    chunks.append(_chunk(path, notes, row, kind, found.group(1), named,
                                         namespace, written))
                    chunks[-1].end = end + 1
                    chunks[-1].doc = chunks[-1].doc if at == 0 else ""
                    inside = end if end > row else inside
                    if end > row or at == len(pieces) - 1:
                        trailing, last = _trailing(lines, end)
                        chunks[-1].doc = chunks[-1].doc or trailing
                        # The trailing comment's lines below are no doc of the next one.
                        notes[end + 1:last + 1] = [""] * (last - end)
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
           namespace: str, said: str) -> Chunk:
    """A declaration on ``row`` (0-based) written ``said``, documented by the comment right
    above it (the caller clears that for a line's second statement)."""
    said = said.strip()
    # A block's head to its `{`; a field or value to its `;`, its options' strings as written.
    end = said.rfind(";") if kind in ("property", "constant") else said.find("{")
    signature = (said[:end] if end > 0 else said).rstrip(" ;")
    return Chunk(path=path, lang="protobuf", kind=kind, name=name, container=container,
                 signature=capped(" ".join(signature.split()), SIGNATURE_MAX),
                 doc=_doc_above(lines, row), start=row + 1, end=row + 1, namespace=namespace)


def _pieces(line: str) -> list[tuple[int, str]]:
    """A line's statements and the columns they start at, cut after each `;`, `{` and `}`
    outside strings, brackets and parentheses: `int32 a = 1; int32 b = 2;` is two fields,
    `oneof x { int32 a = 1; }` a block and its field. Blank pieces are none."""
    out, start, nest, quote, at = [], 0, 0, "", 0
    while at < len(line):
        ch = line[at]
        if quote:
            at += ch == "\\"   # an escaped character ends no string
            quote = "" if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch in "[(":
            nest += 1
        elif ch in "])":
            nest = max(nest - 1, 0)
        elif ch in ";{}" and nest == 0:
            out.append((start, line[start:at + 1]))
            start = at + 1
        at += 1
    out.append((start, line[start:]))
    return [(col, said) for col, said in out if said.strip()]


def _field_end(code: list[str], row: int, first: str) -> int:
    """The 0-based row a field's or value's `;` is on, past its options' brackets over
    lines (`string name = 1 [` … `];`); ``first`` is its row from where it starts."""
    depth = 0
    for at in range(row, min(row + 40, len(code))):
        for ch in first if at == row else code[at]:
            if ch in "[{(":
                depth += 1
            elif ch in "]})":
                depth -= 1
            elif ch == ";" and depth <= 0:
                return at
        if depth < 0:
            break
    return row


def _braces_up(code: list[str]) -> list[str]:
    """``code`` with a block's `{` written on a line of its own below its head (nanopb's
    tests' `message AllFields` / `{`: 30 files were whole) moved up onto the head's line."""
    out = list(code)
    for row, line in enumerate(out):
        if not _BARE_HEAD.fullmatch(line):
            continue
        below = next((at for at in range(row + 1, len(out)) if out[at].strip()), -1)
        if below > 0 and out[below].lstrip().startswith("{"):
            out[row] = line.rstrip() + " {"
            out[below] = out[below].replace("{", " ", 1)
    return out


def _rpc_signature(code: list[str], row: int, first: str) -> str:
    """An rpc's line from ``first`` (its row from where it starts) to the end of its
    `returns (…)`, over lines if it goes on."""
    said = " ".join([first] + code[row + 1:min(row + 4, len(code))])
    cut = said.find(")", said.find("returns")) if "returns" in said else -1
    return (said[:cut + 1] if cut >= 0 else first).strip()


def _statement_end(code: list[str], row: int, first: str) -> int:
    """The 1-based row an rpc written over lines ends on (its `;` or its block's `}`);
    ``first`` is its row from where it starts."""
    depth = 0
    for at in range(row, min(row + 40, len(code))):
        said = first if at == row else code[at]
        depth += said.count("{") - said.count("}")
        if depth <= 0 and (";" in said or "}" in said):
            return at + 1
    return row + 1


def _doc_above(lines: list[str], row: int) -> str:
    """The `//` lines or the `/* … */` comment ending right above ``row``."""
    first = _doc_start(lines, row)
    return clean_comment("\n".join(lines[first:row])) if first < row else ""


def _trailing(lines: list[str], row: int) -> tuple[str, int]:
    """The `//` comment after the `;` on ``row``, a field's or value's doc when none is above
    it, as protoc reads it (nanopb's `DS_1 = 1; // 1 word`), with the `//` lines under it
    that start in its column (descriptor.proto's `SPEED = 1;  // Generate complete code for
    parsing, serialization,` / `// etc.`), and the row its last line is on."""
    line, quote = lines[row], ""
    for at, ch in enumerate(line):
        if quote:
            quote = "" if ch == quote and line[at - 1] != "\\" else quote
        elif ch in "\"'":
            quote = ch
        elif line.startswith("//", at):
            if ";" not in line[:at]:
                break
            said = [line[at:]]
            for below in lines[row + 1:]:
                if below.find("//") != at or below[:at].strip():
                    break
                said.append(below[at:])
            return clean_comment("\n".join(said)), row + len(said) - 1
    return "", row


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
    from codesift.chunk.summary import head_chunk

    if any(r.start == 1 for r in rest):
        return []
    return head_chunk(path, lines, _doc_start(lines, min(c.start for c in chunks) - 1), "protobuf")


def _uncommented(lines: list[str]) -> list[str]:
    """``lines`` with `/* … */` comments blanked (over lines too), `//` ones left for
    ``_code_of``; a string's `/*` opens none (googleapis' `"/v1/{parent=projects/*}"` hid the
    rest of schema.proto)."""
    out, inside = [], False
    for line in lines:
        kept, quote, at = [], "", 0
        while at < len(line):
            if inside:
                end = line.find("*/", at)
                at, inside = (len(line), True) if end < 0 else (end + 2, False)
                continue
            ch = line[at]
            if quote and ch == "\\":
                ch = line[at:at + 2]
            elif quote:
                quote = "" if ch == quote else quote
            elif ch in "\"'":
                quote = ch
            elif line.startswith("//", at):
                ch = line[at:]
            elif line.startswith("/*", at):
                at, inside = at + 2, True
                continue
            kept.append(ch)
            at += len(ch)
        out.append("".join(kept))
    return out


def _code_of(line: str, strings: bool = False) -> str:
    """A line less its `//` comment and, unless ``strings``, its strings' contents (a `{` in
    an option's string opens no block)."""
    out, quote, at = [], "", 0
    while at < len(line):
        ch = line[at]
        if quote:
            if strings:
                out.append(line[at:at + 2] if ch == "\\" else ch)
            if ch == "\\":
                at += 1
            elif ch == quote:
                quote = ""
                if not strings:
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
