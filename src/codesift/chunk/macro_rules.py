"""The item a call of a ``macro_rules!`` of the same file declares (``generated_item``): its
kind, name and signature from the rule's transcriber, with the call's arguments in it, and the
doc comments the transcriber writes above it. Apart from ``item_macros.py``, which opens
item-level calls' braces for parsing: this reads a macro's rules and matches a call to one.

>>> from codesift.chunk.parsers import parser_for
>>> parser = parser_for("rust")
>>> src = b"macro_rules! getter { ($name:ident) => { fn $name(&self) -> u8 { 0 } } }\\ngetter!(width);\\n"
>>> [_, statement] = parser.parse(src).root_node.named_children
>>> generated_item(statement.named_children[0], src)[:3]
('function', 'width', 'fn width(&self) -> u8')
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from codesift.chunk.base import text
from codesift.chunk.item_macros import ITEM_CONTAINERS
from codesift.chunk.sigfold import unpadded_line

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

# What an item a `macro_rules!` transcriber declares is, by its keyword.
_ITEM_KINDS = {"fn": "function", "struct": "struct", "union": "struct", "enum": "enum",
               "trait": "trait", "type": "type", "const": "constant", "static": "constant",
               "mod": "module"}
# The tokens that may come before an item's keyword in its header (`pub(crate) async fn`).
_ITEM_MODIFIERS = frozenset({"pub", "async", "unsafe", "extern", "const", "default", "crate"})
_METAVARIABLE = compiled(r"\$(\w+)")
_WORD = compiled(r"[A-Za-z_]\w*")


@dataclass(frozen=True, slots=True)
class _Rule:
    """One rule of a `macro_rules!` whose pattern is fragments alone, parted by commas
    (`($method:ident, $visit:ident, $inttype:ty)`), and the item its transcriber declares
    named by one of them (`fn $method<V: Visitor<'de>>(…) -> …`), if any (``kind`` "")."""

    params: tuple[str, ...]      # the fragments' names, in order (`method`, `visit`, `inttype`)
    fragments: tuple[str, ...]   # and their specifiers (`ident`, `ident`, `ty`; a word `=word`)
    named_by: int = -1           # which of them names the item
    kind: str = ""               # the item's kind (`function`)
    header: str = ""             # its header as the transcriber writes it (`fn $method<V: …>(…)`)
    docs: tuple[str, ...] = ()   # the doc comments the transcriber writes above the item
    # A pattern read only up to the naming fragment (``_lead``): each token a word or mark the
    # call writes as is, or a fragment's specifier (`$`-led) one token stands for.
    lead: tuple[str, ...] | None = None
    delegates: bool = False      # the transcriber is a call of the macro itself, no item


def generated_item(call: Node, src: bytes) -> tuple[str, str, str, list[str]] | None:
    """The kind, name and signature of the item a call of a macro this file defines declares,
    and the doc comments the macro's transcriber writes above it (its fragments replaced by
    the call's arguments): Rocket's `route_attribute!(get => Method::Get)` declares the
    `get` attribute its rule's `/// Attribute to generate a [`Route`] …` documents, and `get`
    and its seven siblings had no doc.

    rust-csv's `deserialize_int!(deserialize_u8, visit_u8, u8);`, ten calls in an `impl
    Deserializer`, each defines a method (`fn $method<V: Visitor<'de>>(…)`) that was in no
    chunk: a search for `deserialize_u8` found the macro's definition at best. The call is now
    that method, its signature the transcriber's header with the call's arguments in it. The
    rule is the one Rust picks, the first that matches, a word its pattern writes matched as
    written (aho-corasick's `(overlapping, $name:ident, …)` rule, which a call opening with
    `anchored,` passes over); a rule with more than fragments and words parted by commas before
    it leaves the call unread, as does an argument a comma may split (`HashMap<K, V>`: `<` is
    no bracket in a token tree).
    """
    name = call.child_by_field_name("macro")
    args = call.children[-1] if call.child_count else None
    if name is None or name.type != "identifier" or args is None or args.type != "token_tree":
        return None
    rules = _rules(call, src).get(text(name, src))
    if not rules:
        return None
    given = _arguments(args)
    for rule in rules:
        if rule is None:
            return None
        if rule.delegates:
            continue
        if rule.lead is not None:
            named = _lead_name(rule.lead, args)
            if named is None:
                continue
            header = _METAVARIABLE.sub(
                lambda m: text(named, src) if m.group(1) == rule.params[0] else m.group(0),
                rule.header)
            if _METAVARIABLE.search(header):
                # A fragment past the lead is not read (quick-xml's `fn $method(self, value:
                # $ty)`): the call's first line says what it declares.
                header = src[call.start_byte:call.end_byte].decode("utf-8", "replace")
                header = header.split("\n", 1)[0]
            docs = _call_docs(rule.docs, {rule.params[0]: text(named, src)})
            return rule.kind, text(named, src), header.rstrip(","), docs
        if given is None:
            return None
        if len(given) != len(rule.params) or not all(
                _fits(spec, arg, src) for spec, arg in zip(rule.fragments, given)):
            continue
        if not rule.kind:
            return None
        values = dict(zip(rule.params, (_joined(arg, src) for arg in given)))
        header = _METAVARIABLE.sub(lambda m: values.get(m.group(1), m.group(0)), rule.header)
        docs = _call_docs(rule.docs, values)
        return rule.kind, text(given[rule.named_by][0], src), header.rstrip(","), docs
    return None


def _call_docs(docs: tuple[str, ...], values: dict[str, str]) -> list[str]:
    """A rule's doc comments as a call writes them, its fragments replaced by the call's
    ``values``; a doc attribute's value must then be a string (a line of the doc), or the
    doc is left out whole: one built by `concat!`, or by a fragment past the one read, would
    lose a part of a sentence (Rocket's "… a `StatusClass` of Returns `false` otherwise.")."""
    said: list[str] = []
    for line in docs:
        line = _METAVARIABLE.sub(lambda m: values.get(m.group(1), m.group(0)), line)
        if line.startswith(_DOC_LINE):
            value = line[len(_DOC_LINE):]
            if len(value) < 2 or value[0] != '"' or value[-1] != '"':
                return []
            line = "/// " + value[1:-1].replace('\\"', '"') + "\n"
        said.append(line)
    return said


def _fits(spec: str, arg: list[Node], src: bytes) -> bool:
    """Whether a call's argument can be what a rule's pattern has in its place: an `ident`
    one identifier, a word (``spec`` `=word`) that very word, any other fragment anything."""
    if spec.startswith("="):
        return len(arg) == 1 and text(arg[0], src) == spec[1:]
    return spec != "ident" or len(arg) == 1 and arg[0].type == "identifier"


def _arguments(args: Node) -> list[list[Node]] | None:
    """A call's arguments: the tokens between its brackets, parted at top-level commas (a
    trailing comma parts nothing); None when a `<` may hide a comma in a type."""
    parts: list[list[Node]] = [[]]
    for token in args.children[1:-1]:
        if token.type == ",":
            parts.append([])
        elif token.type == "<":
            return None
        else:
            parts[-1].append(token)
    if len(parts) > 1 and not parts[-1]:
        parts.pop()
    return parts if parts != [[]] else []


def _joined(tokens: list[Node], src: bytes) -> str:
    return src[tokens[0].start_byte:tokens[-1].end_byte].decode("utf-8", "replace") if tokens else ""


# The last source read, and its rules (a reference to it, so no other source shares its id).
_cache: tuple[bytes, dict[str, list[_Rule | None]]] | None = None


def _rules(node: Node, src: bytes) -> dict[str, list[_Rule | None]]:
    """Each `macro_rules!` of the file ``node`` is in that declares a named item, by name, its
    rules in order (None for one this does not read); read once per source, not once per call
    (ripgrep's glob.rs calls its macros 267 times)."""
    global _cache
    cached = _cache   # one read: another thread may set it meanwhile
    if cached is not None and cached[0] is src:
        return cached[1]
    while node.parent is not None:
        node = node.parent
    found: dict[str, list[_Rule | None]] = {}
    stack = [node]
    while stack:
        node = stack.pop()
        for child in node.named_children:
            if child.type == "macro_definition":
                name = child.child_by_field_name("name")
                rules = [_rule(n, src, text(name, src) if name is not None else "")
                         for n in child.named_children if n.type == "macro_rule"]
                if name is not None and any(r is not None and r.kind for r in rules):
                    found[text(name, src)] = rules
            elif child.type in ITEM_CONTAINERS or child.type == "declaration_list":
                stack.append(child)
    _cache = (src, found)
    return found


def _rule(node: Node, src: bytes, macro: str = "") -> _Rule | None:
    """A ``macro_rule`` as a ``_Rule``; None when its pattern holds more than fragments, unless
    it is read up to the fragment naming its item (``_lead``) or its transcriber only calls
    ``macro`` again (``delegates``)."""
    pattern, body = node.child_by_field_name("left"), node.child_by_field_name("right")
    if pattern is None or body is None or body.child_count < 2:
        return None
    item = _transcribed_item(body, src)
    read = _fragments(pattern, src)
    if read is not None:
        params, fragments = read
        if item is None or item[1] not in params or fragments[params.index(item[1])] != "ident":
            return _Rule(params, fragments)
        return _Rule(params, fragments, params.index(item[1]), item[0], item[2], docs=item[3])
    lead = _lead(pattern, item[1], src) if item is not None else None
    if item is not None and lead is not None:
        return _Rule((item[1],), ("ident",), 0, item[0], item[2], lead=lead, docs=item[3])
    if _calls_itself(body, macro, src):
        return _Rule((), (), delegates=True)
    return None


def _fragments(pattern: Node, src: bytes) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """A pattern's fragments' names and specifiers, when it is fragments and words alone,
    parted by commas."""
    params: list[str] = []
    fragments: list[str] = []
    expect_binding = True
    for token in pattern.children[1:-1]:
        if token.type == "token_binding_pattern" and expect_binding:
            var, spec = token.child_by_field_name("name"), token.child_by_field_name("type")
            params.append(text(var, src).lstrip("$"))
            fragments.append(text(spec, src))
            expect_binding = False
        elif expect_binding and _WORD.fullmatch(text(token, src)):
            # A word the call writes as is, picking the rule (`(anchored, $name:ident, …)`).
            params.append("")
            fragments.append("=" + text(token, src))
            expect_binding = False
        elif token.type == "," and not expect_binding:
            expect_binding = True
        else:
            return None
    return tuple(params), tuple(fragments)


def _transcribed_item(body: Node, src: bytes) -> tuple[str, str, str, tuple[str, ...]] | None:
    """The kind, naming fragment, header and doc comments (above its attributes too) of the
    first item a transcriber declares by a fragment (`fn $method<V: Visitor<'de>>(…) -> …`)."""
    tokens = body.children[1:-1]
    for at, token in enumerate(tokens[:-1]):
        kind = _ITEM_KINDS.get(token.type)
        after = tokens[at + 1]
        if kind is None or after.type != "metavariable":
            continue
        start = at
        while start > 0 and (tokens[start - 1].type in _ITEM_MODIFIERS
                             or tokens[start - 1].type == "token_tree" and start > 1
                             and tokens[start - 2].type == "pub"):
            start -= 1
        end = next((t.start_byte for t in tokens[at + 2:]
                    if t.type == ";" or t.type == "token_tree" and text(t, src)[:1] == "{"),
                   tokens[-1].end_byte)
        header = src[tokens[start].start_byte:end].decode("utf-8", "replace")
        docs: list[str] = []
        above = start - 1
        row = tokens[start].start_point[0]   # the first line of what the docs are above
        while above >= 0:
            token = tokens[above]
            # (A line comment's node ends at the next line's start.)
            last = token.end_point[0] - (token.end_point[1] == 0)
            if last < row - 1:
                break   # a blank line parts it from the item (thiserror's ui test's note)
            if token.type in _COMMENTS:
                docs.append(text(token, src))
            elif not (token.type == "token_tree" and above > 0 and tokens[above - 1].type == "#"):
                break
            else:
                said = _DOC_ATTRIBUTE.fullmatch(text(token, src))
                if said is not None:
                    docs.append(_DOC_LINE + said.group(1))
                above -= 1   # an attribute: its `[…]`, then its `#`
            row = tokens[above].start_point[0]
            above -= 1
        return kind, text(after, src).lstrip("$"), unpadded_line(header), tuple(reversed(docs))
    return None


_COMMENTS = frozenset({"line_comment", "block_comment"})
# A doc attribute among a transcriber's doc comments, `#[doc = $kind]` (Rocket's status
# checks' `/// Returns `true` if `self` is a `StatusClass` of` / `#[doc=$type]`): its value,
# a string or a fragment, is a line of the doc, kept marked (``_DOC_LINE``) until a call's
# argument stands for its fragment (``_call_docs``).
_DOC_ATTRIBUTE = compiled(r"\[\s*doc\s*=\s*(.*?)\s*\]", re.S)
_DOC_LINE = "#doc "
# Fragments one token of a call stands for (an `expr` or a `ty` may be many).
_ONE_TOKEN = frozenset({"ident", "tt", "literal", "lifetime"})


def _lead(pattern: Node, var: str, src: bytes) -> tuple[str, ...] | None:
    """The tokens of a pattern before its ``var`` fragment, each a word or mark the call writes
    as is or a one-token fragment's `$`-led specifier; None when another fragment, a repetition
    or a bracket comes first, or ``var`` is no `ident`.

    hyper's `test! { name: client_get, server: …, client: … }` (39 tests), http's `test_parse!
    { test_uri_parse_path_and_query, "/some/path", [], scheme = None, … }` and ron's
    `test_non_identifier! { test_bool => deserialize_bool() }` name the `#[test] fn $name()`
    their macro's rule declares before the repetitions and labels a whole pattern's reading
    (``_fragments``) stops at: each call was a `macro test!` chunk, its test named nowhere.
    """
    lead: list[str] = []
    for token in pattern.children[1:-1]:
        if token.type == "token_binding_pattern":
            name = text(token.child_by_field_name("name"), src).lstrip("$")
            spec = text(token.child_by_field_name("type"), src)
            if name == var:
                return tuple(lead) if spec == "ident" else None
            if spec not in _ONE_TOKEN:
                return None
            lead.append("$" + spec)
        elif token.type in ("token_tree_pattern", "token_repetition_pattern") \
                or text(token, src).startswith("$"):
            return None
        else:
            lead.append(text(token, src))
    return None


def _lead_name(lead: tuple[str, ...], args: Node) -> Node | None:
    """The identifier a call writes where a ``_lead`` rule's naming fragment stands, if the
    call's first tokens are that lead."""
    tokens = [t for t in args.children[1:-1] if t.type not in ("line_comment", "block_comment")]
    if len(tokens) <= len(lead):
        return None
    for want, token in zip(lead, tokens):
        if want == "$ident" and token.type != "identifier" \
                or want in ("$literal", "$lifetime") and token.type == "token_tree" \
                or not want.startswith("$") and token.text != want.encode():
            return None
    named = tokens[len(lead)]
    return named if named.type == "identifier" else None


def _calls_itself(body: Node, macro: str, src: bytes) -> bool:
    """Whether a transcriber is one call of ``macro`` itself (tower-http's
    `classify_grpc_metadata_test!(name: $name, …, message: "", …)` filling in a default): the
    rule it calls declares the item, named as the call's own arguments name it."""
    tokens = body.children[1:-1]
    return bool(macro) and 2 <= len(tokens) <= 4 and text(tokens[0], src) == macro \
        and tokens[1].type == "!" and tokens[2].type == "token_tree" \
        and all(t.type == ";" for t in tokens[3:])
