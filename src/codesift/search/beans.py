"""A JavaBeans-style property: a field, its getter and its setter are one answer.

Java (and Groovy's and Kotlin's Java-style code) reads and writes a field through two short
methods named after it, `getMinimumEntitySize()` and `setMinimumEntitySize(size)` beside
`private DataSize minimumEntitySize = DataSize.bytes(256)`. All three say the setting's name and
little else, so a question naming the setting ("server.gzip.minimumEntitySize: what is the
default and where is it applied to Jetty's gzip handler") matched the getter and the setter
best: they took the file's two places, and `build`, the method applying it, fell out. The field
stands for the three (it says the default), or the getter when no field matched
(``select.fold_prototypes``), as a JavaScript getter does for its setter.

>>> bean_property({"kind": "method", "lang": "java", "name": "getMinimumEntitySize",
...                "signature": "public DataSize getMinimumEntitySize()", "line": 130, "end": 133})
('minimumEntitySize', 1)
>>> bean_property({"kind": "method", "lang": "java", "name": "setEnabled",
...                "signature": "public void setEnabled(boolean enabled)", "line": 5, "end": 7})
('enabled', 2)
"""
from __future__ import annotations

from ..paramlist import split_top
from ..regex_cache import compiled

_BEAN_LANGS = frozenset({"java", "groovy", "kotlin"})
# A getter (`getX()`, `isX()`) takes no argument, a setter (`setX(v)`) one.
_GETTER = compiled(r"(?:get|is)([A-Z]\w*)")
_SETTER = compiled(r"set([A-Z]\w*)")
# An accessor's body is one statement or a few: a `getConnection()` that opens one does work.
_ACCESSOR_LINES = 5


def bean_property(d: dict) -> tuple[str, int] | None:
    """The field a short Java-style accessor method reads or writes, and 1 for a getter or 2
    for a setter; None for any other chunk."""
    if d["kind"] != "method" or d["lang"] not in _BEAN_LANGS or d["end"] - d["line"] >= _ACCESSOR_LINES:
        return None
    params = d["signature"].partition("(")[2].rpartition(")")[0].strip()
    getter = _GETTER.fullmatch(d["name"])
    if getter is not None and not params:
        return _decapitalize(getter.group(1)), 1
    setter = _SETTER.fullmatch(d["name"])
    if setter is not None and params and len(split_top(params, ",")) == 1:
        return _decapitalize(setter.group(1)), 2
    return None


def _decapitalize(name: str) -> str:
    """The field's name as the Beans convention spells it: `URL` stays, `Size` is `size`."""
    return name if name[1:2].isupper() else name[:1].lower() + name[1:]
