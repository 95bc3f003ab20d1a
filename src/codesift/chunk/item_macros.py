"""Rust items written inside an item-level macro call, opened up for parsing; and the item a
call of a ``macro_rules!`` of the same file declares (``generated_item``, at the end).

tree-sitter reads ``pin_project! { pub struct Conn<T> { … } }`` as one macro invocation over an
unparsed token tree, so the struct inside was in no chunk at all: reqwest's body and
connection types (``pin_project!``), its ``if_hyper! { fn … }`` methods, axum's 40-odd
rejection types (``define_rejection!``, ``composite_rejection!``), tokio's ``cfg_rt! { … }``
sections. Here the call's head (``name! {``) and its closing brace are blanked, each the length
it had, so rows and offsets hold and the items inside parse as the file's (or the impl's) own.
A call whose content does not parse as items (a DSL: ``bitflags!``, ``lazy_static!``'s
``static ref``, diesel's ``table!``) is left as written (the one struct a ``bitflags!`` call
declares names it: ``grammars_rust._rust_table_item``).

>>> from codesift.chunk.parsers import parser_for
>>> parser, src = parser_for("rust"), b"m! {\\n    fn f() {}\\n}\\n"
>>> src, root = unwrap_item_macros(parser, src, parser.parse(src).root_node)
>>> src
b'    \\n    fn f() {}\\n;\\n'
>>> root.named_children[0].type
'function_item'
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from itertools import accumulate
from typing import TYPE_CHECKING

from codesift.chunk.base import first_named, parse_within, text
from codesift.chunk.conditionals import error_bytes, error_spans
from codesift.chunk.sigfold import unpadded_line
from codesift.chunk.base import NOT_NEWLINE

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node, Parser

# The items whose bodies hold items; function bodies are not opened (their items are no chunks).
_CONTAINERS = frozenset({"impl_item", "trait_item", "mod_item", "foreign_mod_item"})
# What may stand between an opened call's braces that is no item.
_NOT_ITEMS = frozenset({"line_comment", "block_comment",
                        "empty_statement", "attribute_item", "inner_attribute_item"})
# A call inside an opened call is an item-level call too (tokio's `cfg_rt! { cfg_net! { … } }`);
# this many levels are opened, which is more than real code nests them.
_ROUNDS = 3
# (call start, the `{` after the name, the closing `}`, the call's end: after a `;` that follows,
# and the `{`…`}` of each arm whose items are kept, none for a call whose braces hold items)
_Span = tuple[int, int, int, int, tuple[tuple[int, int], ...]]
# The conditional macros whose arms hold items: the cfg-if crate's `cfg_if! { if #[cfg(unix)] {
# … } else { … } }` and std's `cfg_select! { feature = "full" => { … } _ => {} }`. lemmy's
# `LemmyError` and `LemmyResult`, written in a `cfg_select!` arm, and dashmap's methods in
# `cfg_if!` calls were in no chunk but the call's `macro` one.
_CONDITIONALS = frozenset({"cfg_if", "cfg_select"})


def unwrap_item_macros(parser: Parser, src: bytes, root: Node) -> tuple[bytes, Node]:
    """``src`` with every item-level ``name! { items }`` call opened, and its parse tree.

    A call stays closed when its content parses with errors, and the whole rewrite is
    dropped when the file would parse with more bytes in error outside the calls than before.
    """
    closed: set[int] = set()
    for _ in range(_ROUNDS):
        spans = _brace_calls(root, closed)
        if not spans:
            break
        variant = _blank(src, spans)
        tree = parse_within(parser, variant)
        if tree is None:
            break
        bad = set(_broken(tree, spans))   # a set: every call of a table-only file is bad
        if bad:
            closed.update(s[0] for s in bad)
            spans = [s for s in spans if s not in bad]
            if not spans:
                break
            variant = _blank(src, spans)
            tree = parse_within(parser, variant)
        if tree is None or error_bytes(tree) > error_bytes(root):
            break
        src, root = variant, tree
    return src, root


def _brace_calls(root: Node, closed: set[int]) -> list[_Span]:
    """Item-level macro calls whose arguments are one ``{…}`` token tree, but those in ``closed``."""
    spans: list[_Span] = []
    stack = [root]
    while stack:
        for child in stack.pop().named_children:
            if child.type in _CONTAINERS:
                body = child.child_by_field_name("body")
                if body is not None:
                    stack.append(body)
                continue
            # `name! { … };`: a trailing `;` makes the call an expression statement.
            call = first_named(child) if child.type == "expression_statement" else child
            if call is None or call.type != "macro_invocation" or child.start_byte in closed:
                continue
            args = call.children[-1]
            if (args.type == "token_tree" and args.children[0].type == "{"
                    and args.children[-1].type == "}"):
                spans.append((child.start_byte, args.start_byte, args.end_byte - 1, child.end_byte,
                              _arms(call, args)))
    return spans


def _arms(call: Node, args: Node) -> tuple[tuple[int, int], ...]:
    """The `{`…`}` of each arm of a conditional macro's call (``_CONDITIONALS``): the token
    trees in braces among its arguments, its conditions (`#[cfg(…)]`, `feature = "x"`) and
    their `if`, `else` and `=>` between them. None for any other call."""
    name = call.child_by_field_name("macro")
    if name is None or name.text is None \
            or name.text.decode("utf-8", "replace").rpartition("::")[2] not in _CONDITIONALS:
        return ()
    return tuple((t.start_byte, t.end_byte - 1) for t in args.children[1:-1]
                 if t.type == "token_tree" and t.children[0].type == "{")


def _blank(src: bytes, spans: list[_Span]) -> bytes:
    """``src`` with each call's head up to its ``{`` turned to spaces, and its closing ``}``
    to a ``;`` (spaces after it, over a ``;`` that followed).

    The ``;`` ends the last item where the call let it go without one: `thread_local! {
    static X: RefCell<…> = RefCell::default() }` is a static, but `static … = …` alone is no
    item, and insta's `RECORDED_DUPLICATES` and hashbrown's `DROP_VECTOR` were `macro
    thread_local!` chunks. After an item, a ``;`` is an empty statement, in a file and in an
    impl, trait or module body alike.
    """
    out = bytearray(src)
    for start, brace, close, end, arms in spans:
        # Keep line breaks: a head split over lines (`name!\n{`) must not move later rows.
        out[start:brace + 1] = bytes(out[start:brace + 1]).translate(NOT_NEWLINE)
        # A conditional's arms are opened the same way, and what lies between them blanked
        # (`} else if #[cfg(windows)] {`, `_ => {`).
        at = brace + 1
        for open_, shut in arms:
            out[at:open_ + 1] = bytes(out[at:open_ + 1]).translate(NOT_NEWLINE)
            out[shut:shut + 1] = b";"
            at = shut + 1
        if arms:
            out[at:close] = bytes(out[at:close]).translate(NOT_NEWLINE)
        out[close:end] = b";" + bytes(out[close + 1:end]).translate(NOT_NEWLINE)
    return bytes(out)


def _broken(tree: Node, spans: list[_Span]) -> list[_Span]:
    """The calls whose opened content holds a parse error, or no item: http's
    `status_codes! { (200, OK, "OK"); … }` parses as tuple statements, a table, not items."""
    errors = sorted((a, max(b, a + 1)) for a, b in error_spans(tree))
    starts = [a for a, _ in errors]
    reach = list(accumulate((b for _, b in errors), max))   # the furthest end so far
    items = _item_starts(tree)

    def erring(span: _Span) -> bool:   # an error starting by the call's `}`, ending past its start
        at = bisect_right(starts, span[2])
        return at > 0 and reach[at - 1] > span[0]

    return [s for s in spans if erring(s) or not _between(items, s[1], s[2])]


def _item_starts(tree: Node) -> list[int]:
    """Where each item (or item-level call) at item level starts, in order: one walk for all
    of a round's calls (a walk per call was quadratic in a file of many calls)."""
    starts: list[int] = []
    stack = [tree]
    while stack:
        for child in stack.pop().named_children:
            body = child.child_by_field_name("body") if child.type in _CONTAINERS else None
            if body is not None:
                stack.append(body)
            if child.type == "expression_statement":   # `cfg_net! { … };` is an item
                inner = first_named(child)
                if inner is not None and inner.type == "macro_invocation":
                    starts.append(child.start_byte)
            elif child.type not in _NOT_ITEMS:
                starts.append(child.start_byte)
    starts.sort()
    return starts


def _between(starts: list[int], low: int, high: int) -> bool:
    """Whether one of the sorted ``starts`` lies inside (``low``, ``high``)."""
    at = bisect_right(starts, low)
    return at < len(starts) and starts[at] < high


# ------------------------------------------------------------------ items a call declares

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
            elif child.type in _CONTAINERS or child.type == "declaration_list":
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
