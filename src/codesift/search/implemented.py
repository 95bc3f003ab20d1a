"""An interface's method stands behind its implementation's: the implementation takes the
interface's place when it is a candidate too and ranked lower, the interface just after it.

An application declares a service as an interface and a class (`ICipherService` and
`CipherService : ICipherService`, `UserService` and `UserServiceImpl`) and injects the
interface, so a question about what a service does matches both alike, and the interface's
member, a line without a body, its few words all the question's, ranked first: bitwarden's
"share a cipher with an organization" led with `ICipherService.ShareAsync`, the body that
shares in `CipherService` 7th. The pairs are read from the names, as C# and Java write
them: an interface `IFoo` implemented by `Foo` (or a `…Foo`: `HandlebarsMailService` for
`IMailService`), or `Foo` by `FooImpl`. A query naming the interface asks for it, and an
interface documenting the member its implementation does not is the API's doc (a library's
way): those stay.
"""
from __future__ import annotations

import re
from typing import Callable

from ..tokens import compact

# Where an interface is so named: C#'s, TypeScript's `IFoo` convention; Java's and Kotlin's
# `Foo` implemented by `FooImpl`, whose names say which is which only in the implementation.
_PREFIXED = frozenset({"csharp", "typescript", "tsx"})
_SUFFIXED = frozenset({"java", "kotlin", "csharp"})
_INTERFACE_NAME = re.compile(r"I[A-Z][A-Za-z0-9_]*")
_PAIRED = _PREFIXED | _SUFFIXED
_METHODS = frozenset({"method"})
_BEHIND = 0.999


def implementations_first(fused: dict[tuple[int, int], float],
                          doc_of: Callable[[tuple[int, int]], dict], named: set[str]) -> None:
    """Each interface method among ``fused`` ranked over an implementation of it (a method of
    the same name in a class the names pair with it) hands that implementation its score and
    takes a place just after it (of several, the longest); one whose interface ``named`` holds
    (compact) stays."""
    by_name: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for key in fused:
        d = doc_of(key)
        if d["kind"] in _METHODS and d["lang"] in _PAIRED:
            by_name.setdefault((d["lang"], d["name"]), []).append(key)
    for (lang, _), keys in by_name.items():
        if len(keys) < 2:
            continue
        owners = {key: _owner(doc_of(key)) for key in keys}
        # A name's methods are many in a large tree (every `toString`, `get`), the pairs few:
        # only an owner some other owner's name pairs with is tried against them all.
        named_owners = set(owners.values())
        if not any(_may_be_implemented(owner, named_owners, lang) for owner in named_owners):
            continue
        for key in sorted(keys, key=lambda k: -fused[k]):
            owner = owners[key]
            if compact(owner) in named:
                continue
            impls = [k for k in keys if k != key and _implements(owners[k], owner, lang)]
            if not impls:
                continue
            # Of several, the longest body: the one doing the work, not a null object's
            # (bitwarden's `NoopMailService` beside `HandlebarsMailService`).
            best = max(impls, key=lambda k: (_span(doc_of(k)), fused[k]))
            # A library documents its API at the interface (`<inheritdoc/>` at the class, or
            # nothing): there the interface answers what the member does, and stays.
            if doc_of(key)["doc"] and not doc_of(best)["doc"]:
                continue
            if fused[best] < fused[key]:
                fused[best], fused[key] = fused[key], fused[key] * _BEHIND


def _span(d: dict) -> int:
    """How many lines a chunk runs over."""
    return d["end"] - d["line"]


def _owner(d: dict) -> str:
    """The type a method is a member of: its container's last segment."""
    return d["container"].rsplit(".", 1)[-1]


def _may_be_implemented(interface: str, owners: set[str], lang: str) -> bool:
    """Whether any of ``owners`` may implement ``interface`` by the names (``_implements``):
    a quick test before the pairs are tried.

    >>> _may_be_implemented("UserService", {"UserService", "UserServiceImpl"}, "java")
    True
    """
    if lang in _SUFFIXED and interface + "Impl" in owners:
        return True
    return lang in _PREFIXED and _INTERFACE_NAME.fullmatch(interface) is not None \
        and any(o != interface and o.endswith(interface[1:]) for o in owners)


def _implements(owner: str, interface: str, lang: str) -> bool:
    """Whether a class named ``owner`` is, by the names, an implementation of ``interface``.

    >>> _implements("HandlebarsMailService", "IMailService", "csharp")
    True
    >>> _implements("UserServiceImpl", "UserService", "java"), _implements("Index", "IIndex", "java")
    (True, False)
    """
    if not owner or owner == interface:
        return False
    if lang in _PREFIXED and _INTERFACE_NAME.fullmatch(interface) \
            and owner.endswith(interface[1:]) and not _INTERFACE_NAME.fullmatch(owner):
        return True
    return lang in _SUFFIXED and owner == interface + "Impl"
