"""``related``'s calls channel: the declarations the anchor's text calls or names.

A name resolves by its spelling (Go's type ``any`` is not ``Any()``; Ruby's ``valid?`` and
``content_type=`` are called with their ``?`` and ``=``), to its own file's declaration when
that file declares it, and only to what the text can reach: a constructor where it is called,
a field or, where calls take parentheses, a method where it is called or reached as a member.
"""
from __future__ import annotations

import math
import os
import re

import tantivy

from ..languages import GRAMMAR_LANGUAGES
from ..paths import path_class
from ..regex_cache import compiled
from ..store import Store
from ..tokens import compact

MAX_CALLEE_NAMES = 400     # distinct identifiers of the anchor looked up as declared names
_IDENT = compiled(r"[A-Za-z_$][\w$]*")
# Member access besides `.`: `Self::helper`, `this::run`, `$this->name`.
_ACCESS = frozenset({"::", "->"})
# The owner a call names before its name: `error::new(…)`, `utils.slugify(…)`, `Loader::new(…)`.
_OWNER = compiled(r"([A-Za-z_$][\w$]*)(?:::|->|\.)$")
# Owners that are the anchor's own object or class (or its parent's): its own file settles
# those calls, and `static::create(` or `Self::new(` may call the anchor.
SELF_OWNERS = frozenset({"self", "this", "cls", "super", "Self", "$this", "static", "parent"})
# Languages whose calls take parentheses (unlike Ruby's `valid? env` or Scala's `list.size`).
PARENS_CALL = frozenset({"python", "javascript", "typescript", "tsx", "go", "rust", "java",
                          "csharp", "c", "cpp", "php", "kotlin", "swift", "dart", "solidity"})
# Ruby's spelling after an identifier: `?` or `!` in its name, or ` =` (not `==`, `=~`, `=>`).
_RUBY_SUFFIX = compiled(r"([?!])|\s*=(?![=~>])")
# What makes a name a call: `(` next, or type arguments then `(` (`new ArrayList<>(`).
_CALLED = compiled(r"(?:<[\w\s,.?<>\[\]]*>)?\(")
# A namespace is no callee either: express's `app.all(…)` named its tests' `describe('all')`
# suites (`namespace Route.all`).
_NOT_CALLABLE = frozenset({"section", "file", "namespace"})
# Languages whose code calls each other's declarations; any other calls its own language's
# only (Django's `dict(…)` named a JavaScript constant `defaults`, and its `defaults=`
# parameter too).
_CALLS_ACROSS = {"typescript": "javascript", "tsx": "javascript", "vue": "javascript",
                 "svelte": "javascript", "cpp": "c", "objc": "c", "kotlin": "java",
                 "scala": "java"}
Key = tuple[int, int]      # a chunk's (segment, document) address


def _family(lang: str) -> str:
    """The language whose declarations code in ``lang`` calls (``_CALLS_ACROSS``)."""
    return _CALLS_ACROSS.get(lang, lang)


def anchor_name(anchor: dict) -> str:
    """The name others would use for the anchor: a file's stem (module name), a constructor's
    class (``Session(…)`` calls ``Session.__init__``), else its name."""
    name = anchor["name"]
    if anchor["kind"] == "file":
        return os.path.splitext(name)[0]
    if anchor["kind"] == "constructor" and anchor["container"]:
        return re.split(r"\.|::", anchor["container"])[-1]
    return name


def calls(store: Store, searcher: tantivy.Searcher, anchor: dict, text: str, rel: str,
          addresses: dict, doc_of) -> list[tuple[tuple, Key]]:
    """Declarations named by identifiers in the anchor: called names, rarer names, nearer code first."""
    # Its own names are no callees: a constructor's header (`def initialize(`, `__init__(`)
    # read as a call to every other constructor, and its class name is not a call either.
    # By their exact spelling: express's `res.sendFile` calls the file's own `sendfile(…)`.
    # Another owner's is (serde-yaml's Loader::new calls `error::new(…)`).
    own_names = {anchor["name"], anchor_name(anchor)}
    own_owners = owner_names(anchor)
    uses: dict[str, int] = {}
    attributes: set[str] = set()
    spelled: set[str] = set()
    # Each name's owners where every use of it names one (``_OWNER``); a bare use anywhere,
    # or one after `self.`, leaves the name to every declaration of it.
    owners: dict[str, set[str] | None] = {}
    foreign: set[str] = set()      # the anchor's own names, used only as another owner's
    for m in _IDENT.finditer(text):
        key = compact(m.group(0))
        if len(key) < 3:
            continue
        access = (text[max(0, m.start() - 2):m.start()] in _ACCESS
                  or text[m.start() - 1:m.start()] == ".")
        found = _OWNER.search(text, max(0, m.start() - 64), m.start()) if access else None
        owner = found.group(1) if found and found.group(1) not in SELF_OWNERS else None
        if m.group(0) in own_names:
            if owner is None or compact(owner) in own_owners:
                continue
            foreign.add(key)
        spelled.add(m.group(0))
        # Ruby calls `valid?`, `save!` and, as `r.content_type = x`, `content_type=`.
        suffix = _RUBY_SUFFIX.match(text, m.end())
        if suffix is not None and (suffix.group(1) or text[m.start() - 1:m.start()] == "."):
            spelled.add(m.group(0) + (suffix.group(1) or "="))
        called = _CALLED.match(text, m.end()) is not None
        if access:
            attributes.add(key)
        named = owners.get(key, set())
        owners[key] = None if owner is None or named is None else named | {compact(owner)}
        uses[key] = max(uses.get(key, 0), 2 if called else 1)
        if len(uses) >= MAX_CALLEE_NAMES:
            break
    if not uses:
        return []
    query = tantivy.Query.term_set_query(store.schema, "sym", list(uses))
    found = searcher.search(query, 2000, count=False).hits
    per_name: dict[str, list[Key]] = {}
    # Names the anchor's own file declares: a call of one is that declaration (rust-csv's
    # `self.len()` in ByteRecord is ByteRecord::len, not StringRecord::len). A prototype is
    # only the header of a definition elsewhere; a field named bare (rack's `@path = path`
    # beside `attr_reader :path`) is it or a local, and no method `path` of another file.
    own_file: set[str] = set()
    # Prose (a README section, a whole text file) names code in any language.
    family = _family(anchor["lang"]) if anchor["lang"] in GRAMMAR_LANGUAGES else None
    for _, a in found:
        key = (a.segment_ord, a.doc)
        addresses[key] = a
        d = doc_of(key)
        name = compact(d["name"])
        # Code names a declaration by its exact spelling: Go's type `any` is not `Any()`, and
        # Ruby's `valid` no call of `valid?` nor a read of `content_type` one of `content_type=`.
        if d["kind"] in _NOT_CALLABLE or d["name"] not in spelled or (
                family is not None and family != _family(d["lang"])):
            continue
        # A bare ``amount`` is a local more often than someone's ``amount`` field: fields count
        # only when used as ``.amount``.
        field = d["kind"] == "property" and name not in attributes
        # A Java or C# constructor is named as its class: `Util.isEmpty(s)` and `throws
        # ParseException` name the class, `new ParseException(s)` calls the constructor.
        ctor = d["kind"] == "constructor" and uses.get(name) != 2
        # Where a call takes parentheses, a method is called or reached as `.open`: click's
        # parameter `open` and comment "to write a callback" call no open or write method.
        if (d["kind"] == "method" and uses.get(name) != 2 and name not in attributes
                and anchor["lang"] in PARENS_CALL):
            continue
        if d["path"] == rel and d["kind"] != "prototype" and not ctor and not (
                field and uses.get(name) == 2):
            own_file.add(name)
        if not (field or ctor):
            per_name.setdefault(name, []).append(key)
    n = max(1, searcher.num_docs)
    out = []
    for name, keys in per_name.items():
        # A name every use of which names its owner is that owner's declaration: serde-yaml's
        # `error::new(…)` called every `new` of the crate, and calls error.rs's.
        named = owners.get(name)
        owned = [k for k in keys if owner_names(doc_of(k)) & named] if named else []
        if owned:
            keys = owned
        elif name in foreign and named:
            continue        # the anchor's own name, as an owner's no declaration is (`Vec::new`)
        elif name in own_file:
            keys = [k for k in keys if doc_of(k)["path"] == rel]
            if not keys:
                continue
        elif named and len({doc_of(k)["container"] for k in keys}) > 1:
            # Every use names an owner none of them has (a local's `ops.is_empty()`, the
            # standard library's `os.path.join(`): which type's, if any, no name says. similar's
            # `group_diff_ops` listed three unrelated `is_empty` before its real callers.
            continue
        weight = uses.get(name, 1) * math.log(1 + n / len(keys))
        for key in keys:
            d = doc_of(key)
            same = (d["path"] == rel) + (d["path"] == rel and d["container"] == anchor["container"])
            out.append(((-weight * (1 + 0.5 * same), path_class(d["path"]) != "source",
                         d["path"], d["line"]), key))
    return out


def owner_names(d: dict) -> set[str]:
    """What a call may name as the owner of ``d`` (compacted): its file's module (the stem, or
    the folder for `mod.rs`, `index.js` and Go's packages) and its container's last part.

    >>> sorted(owner_names({"path": "src/value/mod.rs", "container": "ser::Serializer"}))
    ['mod', 'serializer', 'value']
    """
    folder, base = os.path.split(d["path"])
    names = {compact(os.path.splitext(base)[0]), compact(os.path.basename(folder))}
    if d["container"]:
        names.add(compact(re.split(r"\.|::", d["container"])[-1]))
    return names - {""}
