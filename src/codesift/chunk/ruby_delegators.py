"""Ruby methods that exist only as delegations, for ``grammars_ruby.py``: Forwardable's
`def_delegators :@reader, :read_char, :read_keypress` and `delegate [:tell, :seek] => :@file`,
and Rails' `delegate :name, :email, to: :user`. Each name is a method of the class, as an
`attr_reader`'s is a property (tty-prompt's `Prompt` answers `read_keypress`, `on`, `print`
and 14 more through its reader, cursor and output, and no chunk named them: a search for
`read_keypress` found its callers, not the line saying where it goes).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, text

if TYPE_CHECKING:
    from tree_sitter import Node

# Forwardable's calls naming the accessor first, then the methods (`def_delegator` one method,
# then the name it is given, if another), and the calls taking `[methods] => accessor` pairs
# or Rails' `to:` option.
_LISTS = frozenset({"def_delegators", "def_instance_delegators", "def_single_delegators"})
_ONE = frozenset({"def_delegator", "def_instance_delegator", "def_single_delegator"})
_HASHES = frozenset({"delegate", "instance_delegate", "single_delegate"})
DELEGATING_CALLS = _LISTS | _ONE | _HASHES
_NAMES = frozenset({"simple_symbol", "string"})


def ruby_delegators(node: Node, method: str, src: bytes) -> list[Decl] | None:
    """A method for each name a delegating call declares, on the line writing it, signed with
    the accessor it goes to (`def_delegators :@reader, :read_keypress`) and described as
    going there when no comment above says more; ``None`` for another call."""
    args = node.child_by_field_name("arguments")
    values = args.named_children if args is not None else []
    if method in _LISTS or method in _ONE:
        if len(values) < 2 or not all(v.type in _NAMES for v in values):
            return None
        to, names = values[0], values[1:]
        if method in _ONE:   # `def_delegator :@opts, :backtrace, :include_backtrace`
            if len(names) > 2:
                return None
            sig = f"{method} " + ", ".join(text(v, src) for v in values)
            return [_delegated(node, names[-1], sig, to, names[0], src)]
        return [_delegated(node, n, f"{method} {text(to, src)}, {text(n, src)}", to, n, src)
                for n in names]
    pairs = [v for v in values if v.type == "pair"]
    named = [v for v in values if v.type in _NAMES]
    options = {_key(p, src): p.child_by_field_name("value") for p in pairs}
    to = options.get("to")
    if to is not None and named and len(named) + len(pairs) == len(values):
        # Rails: `prefix: true` names `user_name`, `prefix: :owner` `owner_name`.
        prefix = options.get("prefix")
        lead = _bare(to, src) if prefix is not None and prefix.type == "true" else \
            _bare(prefix, src) if prefix is not None and prefix.type in _NAMES else ""
        if prefix is not None and not lead:
            return None
        return [_delegated(node, n, f"{method} {text(n, src)}, to: {text(to, src)}", to, n, src,
                           f"{lead}_" if lead else "") for n in named]
    found = []
    for pair in pairs if len(pairs) == len(values) and not named else []:
        key, value = pair.child_by_field_name("key"), pair.child_by_field_name("value")
        keys = key.named_children if key is not None and key.type == "array" else [key]
        if value is None or not all(k is not None and k.type in _NAMES for k in keys):
            return None
        found += [_delegated(node, k, f"{method} {text(k, src)} => {text(value, src)}", value,
                             k, src) for k in keys]
    return found or None


def _delegated(node: Node, name: Node, sig: str, to: Node, called: Node, src: bytes,
               lead: str = "") -> Decl:
    """The method ``name`` (after ``lead``, a Rails prefix) calling ``called`` on ``to``."""
    return Decl(node, "method", lead + _bare(name, src), sig=sig, spot=name,
                doc_else=f"Delegates to `{_bare(to, src)}.{_bare(called, src)}`.")


def _key(pair: Node, src: bytes) -> str:
    key = pair.child_by_field_name("key")
    return text(key, src).strip(":\"'") if key is not None else ""


def _bare(node: Node, src: bytes) -> str:
    """A symbol's or string's name: `:@reader` is `@reader`, `"email"` `email`."""
    return text(node, src).removeprefix(":").strip("\"'")
