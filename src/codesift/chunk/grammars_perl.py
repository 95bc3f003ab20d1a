"""Perl's declaration rules (tree-sitter-perl).

A `package Foo::Bar;` names the subs after it (``Foo.Bar.url_for``), as a block package or a
5.38 `class` names those inside; `has name => …` (Moose, Moo, Mojo::Base) declares a property
and `use constant NAME => …` a constant; Test::More's `subtest 'title' => sub {…}` is a case.
A sub's doc is its POD entry (`=head2 url_for` and the first paragraph of prose under it),
wherever in the file it is, else the `#` comments above it: CPAN modules document in POD,
most often all of it after the code. An entry under `=head1 EVENTS` (`HOOKS`, `SIGNALS`)
names what an object emits, which a method of the same name only subscribes to or fires. A sub without a signature shows the parameters its first
statement unpacks (`my ($self, $name) = @_;`), which is how Perl declares them.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from codesift.chunk.base import (
    Decl, RuleResult, Scope, Spec, collapse, field_text, first_named, text,
)
from codesift.chunk.metatags import past_kind_label
from codesift.chunk.pod import POD_NAME, pod_text
from codesift.lazy_re import lazy

if TYPE_CHECKING:
    from tree_sitter import Node

# A POD command paragraph naming a sub: `=head2 url_for`, `=item $c->url_for(...)`,
# `=method render` (Pod::Weaver). The name is the last word before any parenthesis or space,
# after an invocant (`$c->`, `Mojo::URL->`) or a package (`Mojo::Util::`), and inside the code,
# bold or italic formatting code the entry may be written in (`=item C<critique( $source )>`,
# `=item C<< new( -profile => $FILE ) >>`, `=head3 C<execute>`: Perl::Critic's 380 entries
# and sqitch's were all named "C", and no sub had its doc). A link (`L<…>`) names no sub.
_POD_ENTRY = lazy(
    rb"^=(?:head[2-4]|item|method|func|attr)[ \t]+(?:[*\s]*)(?:[CBI]<+[ \t]*)?"
    rb"(?:[$@%]?[\w:]+(?:->|::))*(\w+)(?!<)[^\n]*\n(.*?)(?=^=|\Z)", re.M | re.S)
# A `=head1` section of things an object emits or a program receives, not subs: `EVENTS`
# (Mojo::EventEmitter's subclasses document `finish`, `timeout`, `close` there, above the
# METHODS entries of the same names), `HOOKS`, `MANAGER SIGNALS`.
_POD_HEAD1 = lazy(rb"^=head1[ \t]+([^\n]*)", re.M)
_EMITTED = lazy(r"(?:EVENTS|HOOKS|SIGNALS)\s*$", re.I)
# The statement near a sub's top unpacking its arguments (after a `require`, a check or a
# comment): `my ($self, $name) = @_;`, `my ($self, $target) = (shift, shift // '');`, or a run
# of `my $self = shift;` lines.
_UNPACK_LIST = lazy(rb"(?:^|[{;])\s*my\s*\(([^()]*)\)\s*=\s*(?:@_|\(\s*shift\b[^;]*\))\s*;", re.M)
_UNPACK_SHIFT = lazy(rb"(?:^|[{;])\s*my\s+([$@%]\w+)\s*=\s*shift\b[^;]*;", re.M)
_NEXT_SHIFT = lazy(rb"\s*my\s+([$@%]\w+)\s*=\s*shift\b[^;]*;")
# How far into a sub's body its unpacking is looked for.
_UNPACK_BYTES = 400


@lru_cache(maxsize=2)   # a file's subs ask one after another
def pod_docs(src: bytes) -> dict[str, str]:
    """Each POD entry's name and its first paragraph of prose (indented paragraphs are
    verbatim code examples, skipped), the first entry of a name winning, but one under
    `=head1 EVENTS` only when no other section has the name (Mojo::IOLoop::Stream's `timeout`
    read "Emitted if the stream has been inactive for too long", its event's, not "Maximum
    amount of time in seconds stream can be inactive …"); and each package's abstract from its
    NAME section, by the package's name.

    >>> pod_docs(b"=head2 url_for\\n\\n  my $url = $c->url_for;\\n\\nGenerate a C<Mojo::URL>.\\n\\n=cut\\n")
    {'url_for': 'Generate a Mojo::URL.'}
    """
    docs: dict[str, str] = {}
    emitted: dict[str, str] = {}
    if b"\n=" in src or src.startswith(b"="):
        # A package's abstract, by its name as written (`Shop::Cart`: no sub's name has `::`).
        for m in POD_NAME.finditer(src):
            docs.setdefault(m.group(1).decode("utf-8", "replace"),
                            pod_text(m.group(2).decode("utf-8", "replace")))
        # Where each emitted-things section starts and the next `=head1` ends it.
        heads = [(h.start(), bool(_EMITTED.search(h.group(1).decode("utf-8", "replace"))))
                 for h in _POD_HEAD1.finditer(src)]
        section = 0
        for m in _POD_ENTRY.finditer(src):
            while section < len(heads) and heads[section][0] < m.start():
                section += 1
            found = emitted if section and heads[section - 1][1] else docs
            name = m.group(1).decode("utf-8", "replace")
            if name in found:
                continue
            for para in re.split(r"\n[ \t]*\n", m.group(2).decode("utf-8", "replace")):
                para = para.strip("\r\n")
                if para.strip() and not para[:1].isspace():
                    found[name] = past_kind_label(pod_text(para))
                    break
    return emitted | docs


def _signature(node: Node, name: str, src: bytes) -> str:
    """`sub name($a, $b)` from the first statement unpacking `@_` ("" when there is none, or
    when the sub has a signature or prototype of its own, read from the source instead)."""
    body = node.child_by_field_name("body")
    if body is None or any(c.type in ("signature", "prototype") for c in node.named_children):
        return ""
    head = src[body.start_byte:min(body.end_byte, body.start_byte + _UNPACK_BYTES)]
    listed, shifted = _UNPACK_LIST.search(head), _UNPACK_SHIFT.search(head)
    if listed is not None and (shifted is None or listed.start() < shifted.start()):
        params = ", ".join(p.strip() for p in listed.group(1).decode("utf-8", "replace").split(","))
    elif shifted is not None:
        names = []
        while shifted is not None:
            names.append(shifted.group(1).decode("utf-8", "replace"))
            shifted = _NEXT_SHIFT.match(head, shifted.end())
        params = ", ".join(names)
    else:
        return ""
    return f"sub {name}({params})"


def _package(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`package Foo::Bar;` names the rest of its file (or up to the next package); `package
    Foo::Bar { … }` and a 5.38 `class Point { … }` their block."""
    written = field_text(node, "name", src)
    name = written.replace("::", ".")
    if not name:
        return None
    block = next((c for c in node.named_children if c.type == "block"), None)
    kind = "class" if node.type == "class_statement" else "module"
    # A package's name is whole (`package Shop::Cart::Item` inside `package Shop::Cart` is not
    # Shop::Cart::Shop::Cart::Item): beside the package it is written in, not inside it.
    return Decl(node, kind, name, body=block, members=block, rescope=block is None,
                beside=True, doc=pod_docs(src).get(written, ""))


def _sub(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A sub, named by the package it is written in; one whose name is a package's own
    (`sub HTTP::Request::to_psgi {…}`, a method put into another package) by that package,
    wherever it is written: Plack's was `HTTP.Message.PSGI.HTTP::Request::to_psgi`."""
    written = field_text(node, "name", src)
    if not written:
        return None
    package, _, name = written.rpartition("::")
    body = node.child_by_field_name("body")
    kind = "method" if node.type == "method_declaration_statement" else \
        "function" if body is not None else "prototype"
    return Decl(node, kind, name, body=body, doc=pod_docs(src).get(name, ""),
                sig=_signature(node, written, src),
                # `sub ::name` is main's, as `sub main::name` is.
                qual=(package or "main").replace("::", ".") if "::" in written else "",
                beside=-1 if "::" in written else 0)


def _call(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`has name => …` / `has [qw(a b)] => …` (properties), `use constant` is ``_use``'s;
    `subtest 'title' => sub {…}` a case holding its own subtests."""
    call = node.named_child(0) if node.named_child_count == 1 else None
    if call is None or call.type not in ("ambiguous_function_call_expression",
                                         "function_call_expression"):
        return None
    function = field_text(call, "function", src)
    args = call.child_by_field_name("arguments")
    if args is None or function not in ("has", "subtest"):
        return None
    first = args.named_child(0) if args.type == "list_expression" and args.named_child_count else args
    if function == "subtest":
        sub = next((c for c in args.named_children if c.type == "anonymous_subroutine_expression"),
                   None)
        title = _names(first, src)
        if sub is None or len(title) != 1:
            return None
        body = sub.child_by_field_name("body")
        return Decl(node, "function", collapse(title[0], 120), body=body, members=body)
    docs = pod_docs(src)
    return [Decl(node, "property", name, doc=docs.get(name, "")) for name in _names(first, src)
            if name.isidentifier()] or None


def _names(node: Node | None, src: bytes) -> list[str]:
    """The names a `has`/`subtest`/`use constant` argument writes: a bareword, a string, or a
    list of them (`[qw(app tx)]`, `['a', 'b']`)."""
    if node is None:
        return []
    if node.type in ("autoquoted_bareword", "bareword"):
        return [text(node, src)]
    if node.type in ("string_literal", "interpolated_string_literal"):
        return [field_text(node, "content", src)]
    if node.type == "quoted_word_list":
        return text(node, src)[3:-1].split()
    if node.type in ("anonymous_array_expression", "list_expression", "parenthesized_expression"):
        return [n for c in node.named_children for n in _names(c, src)]
    return []


def _use(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`use constant NAME => …` and `use constant { A => 1, B => 2 }`: constants."""
    if field_text(node, "module", src) != "constant":
        return None
    module = node.child_by_field_name("module")
    args = next((c for c in node.named_children if c != module), None)
    if args is None:
        return None
    if args.type == "anonymous_hash_expression":   # `{ A => 1, B => 2 }`: every other item
        pairs = first_named(args)
        items = pairs.named_children if pairs is not None and pairs.type == "list_expression" \
            else args.named_children
        names = [text(k, src) for k in items[::2] if k.type == "autoquoted_bareword"]
    else:   # `NAME => value`: the first item
        names = _names(first_named(args) if args.type == "list_expression" else args, src)[:1]
    return [Decl(node, "constant", n) for n in names if n.isidentifier()] or None


PERL = Spec(
    module="tree_sitter_perl", factory="language",
    rules={"package_statement": _package, "class_statement": _package,
           "subroutine_declaration_statement": _sub, "method_declaration_statement": _sub,
           "expression_statement": _call, "use_statement": _use},
    slash_comments=False,
)
