"""A query that is a declaration's head or a setting, read as the name it is about.

Typed or pasted heads (``type Engine struct``, ``def send(self):``, ``redisContext
*redisConnect(const char *ip, int port)``), a name with the noun for its kind (``Flask
class``), and a pasted setting (``dead_max_jobs: 50000``) each name one identifier; their
keywords and values are no words to match.

>>> declaration_head("def send(self, request):")[0], setting_key("MAX_RETRIES = 5")
('send', 'MAX_RETRIES')
"""
from __future__ import annotations

import re

from ..regex_cache import compiled
from .words import CODE_TOKEN, STOPWORDS

# A declaration's head as typed or pasted ("type Engine struct", "def send(self, request):",
# "pub(crate) fn search_path<P>(", "func (c *Context) JSON(", "class HTTPAdapter(Base):"):
# its keyword says what kind of thing the name is, and is no word to match (`struct` put
# StructValidator.Engine above gin's Engine). Only the head and code after it: "type
# conversion for headers" is a question, not a declaration.
_FUNCTIONS = frozenset({"function", "method", "constructor", "prototype", "property"})
_TYPES = frozenset({"class", "struct", "interface", "trait", "enum", "type"})
_VALUES = frozenset({"constant", "variable", "property", "function"})   # `const f = () =>`
DECLARED_KINDS: dict[str, frozenset[str]] = {
    **dict.fromkeys(("def", "func", "fn", "fun", "function", "sub"), _FUNCTIONS),
    **dict.fromkeys(("class", "struct", "object", "record", "type"), _TYPES),
    "interface": frozenset({"interface", "trait", "type", "class"}),
    "trait": frozenset({"trait", "interface"}),
    "enum": frozenset({"enum", "class", "type"}),
    **dict.fromkeys(("module", "mod", "namespace"), frozenset({"module", "namespace"})),
    **dict.fromkeys(("const", "let", "var", "val"), _VALUES),
}
_MODIFIER_WORDS = ("export", "default", "pub", "public", "private", "protected", "internal",
                   "static", "final", "abstract", "async", "unsafe", "open", "override", "inline",
                   "data", "sealed", "suspend", "extern", "virtual", "partial", "readonly",
                   "declare")
_MODIFIERS = "|".join(r"pub(?:\([\w ]+\))?" if w == "pub" else w for w in _MODIFIER_WORDS)
_DECLARATION = compiled(
    rf"\s*(?:(?:{_MODIFIERS})\s+)*(?P<keyword>{'|'.join(DECLARED_KINDS)})\*?"
    r"\s+(?:\((?P<receiver>[^()]*)\)\s*)?"      # Go's receiver: func (c *Context) JSON
    r"(?P<name>[A-Za-z_$][\w$]*)"
    r"\s*(?P<rest>[(<:{\[=].*|(?:extends|implements|struct|interface)\b.*)?", re.S)
# The type a Go receiver names: `engine *Engine`, `*Engine`, `s Stack[T]`.
_RECEIVER_TYPE = compiled(r"\*?\s*([A-Za-z_]\w*)\s*(?:\[[^\]]*\])?\s*$")
# With nothing after it, a lower-case word is no name: "func name" spells `func_name`.
_CODE_SHAPED = compiled(r".*[A-Z_$0-9]")


# A name and the noun for its kind, as people say it ("the Flask class", "parse_args
# function"): "Flask class" put FlaskProxy and FlaskClient before `class Flask`. The name must
# be code-shaped: "retry function" and "base class" are prose.
# An application's words for the type a table's records are ("Song model", "User schema",
# "Order entity"): a Laravel, Rails or Django model, an Ecto schema, an Entity Framework entity
# is a class or struct of that name. koel's "Song model" put `FavoriteableType.modelClass`
# before `class Song`, hexpm's "User schema" a SQL dump's `schema_migrations` before `User`'s.
# Unlike the nouns above they stay words of the query: `app/Models/`, `schemas/` say them.
_RECORD_NOUNS = ("model", "schema", "entity")
_KIND_NOUNS: dict[str, frozenset[str]] = {
    **dict.fromkeys(("function", "func", "method"), _FUNCTIONS),
    **{k: DECLARED_KINDS[k] for k in ("class", "struct", "record", "type", "interface", "trait",
                                      "enum", "module", "namespace")},
    "constant": frozenset({"constant", "variable", "property"}),
    # An application's noun for its records' type, as an ORM's model is: a class or struct, or
    # a type or the value a schema call makes (`const User = mongoose.model(…)`, a Prisma
    # model). "Cable model" put netbox's `CableSerializer` and every `Meta.model = Cable`
    # before `class Cable`.
    **dict.fromkeys(_RECORD_NOUNS, DECLARED_KINDS["class"] | {"type", "interface", "constant",
                                                             "variable"}),
}
_NOUN_HEAD = compiled(rf"\s*(?:the\s+)?(?P<name>[A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*)"
                      rf"\s+(?P<noun>{'|'.join(_KIND_NOUNS)})\s*\??\s*", re.I)

# Words of a declaration's syntax, not of what it is about.
SYNTAX_WORDS = frozenset(("extends", "implements", "crate", *DECLARED_KINDS, *_MODIFIER_WORDS,
                           *(n for n in _KIND_NOUNS if n not in _RECORD_NOUNS)))


def _noun_head(text: str) -> tuple[str, frozenset[str]] | None:
    """The name a "<Name> <kind noun>" query names, and the kinds the noun allows."""
    m = _NOUN_HEAD.fullmatch(text)
    if m is None or not _CODE_SHAPED.match(m.group("name")):
        return None
    return m.group("name"), _KIND_NOUNS[m.group("noun").lower()]


# A pasted setting: a key and its value as a config file, a hash or a call writes them
# (`dead_max_jobs: 50000`, `:retries => 3`, `shutdown_grace_period: :timer.seconds(30)`,
# `MAX_RETRIES = 5`, `config[:dead_max_jobs]`). The key is what is asked about; the value is
# the user's. The value is one or two tokens or one quoted or bracketed span, so a message
# after a colon (`TypeError: x is not a function`) is no setting; a colon is followed by a
# space, as YAML and a hash write it, so a path (`crate::Printer::new`, `query.py:filter`) is none.
_SETTING = compiled(
    r"\s*[:@$\"'-]{0,2}(?P<key>[A-Za-z_$][\w$.]*)[\"']?\s*(?P<sep>:(?=\s)|=>|:=|=)\s*"
    r"(?P<value>\"[^\"\n]*\"|'[^'\n]*'|\[[^\]\n]*\]|\{[^}\n]*\}|\S+(?:\s+\S+)?)[\s,;]*"
    r"|\s*[\w$.]+\[\s*[:\"']?(?P<subscript>[A-Za-z_$][\w$]*)[\"']?\s*\]\s*")
# A value a setting is given as written: a number, a boolean or none, a quoted string.
_LITERAL_VALUE = compiled(r"-?\d[\w.]*|true|false|nil|null|none|yes|no|on|off|\".*\"|'.*'",
                          re.I)
# A type's name (a class, an exception: `ImproperlyConfigured: SECRET_KEY` is an error line,
# not a setting): capitalised, not all capitals.
_TYPE_NAME = compiled(r"[A-Z][A-Z0-9_]*[a-z][\w$]*")
_CAPITALS = compiled(r"[A-Z][A-Z0-9_]+")


def setting_key(text: str) -> str | None:
    """The key of a pasted setting (``_SETTING``) when it is code-shaped, else None. A word in
    capitals (`DEBUG = True`) is a key when it is given with `=` or a literal value (`ERROR:
    connection refused` and `TODO: remove it` are no settings).

    >>> setting_key("dead_max_jobs: 50000"), setting_key("config[:dead_max_jobs]")
    ('dead_max_jobs', 'dead_max_jobs')
    >>> setting_key("TypeError: x is not a function"), setting_key("fix: typo"), setting_key("ImproperlyConfigured: SECRET_KEY")
    (None, None, None)
    >>> setting_key("DEBUG = True"), setting_key("TIMEOUT: 30"), setting_key("ERROR: connection refused")
    ('DEBUG', 'TIMEOUT', None)
    """
    m = _SETTING.fullmatch(text)
    if m is None:
        return None
    key = m.group("key") or m.group("subscript")
    if _TYPE_NAME.fullmatch(key.rsplit(".", 1)[-1]):
        return None
    if _CAPITALS.fullmatch(key):
        literal = m.group("value") is not None and _LITERAL_VALUE.fullmatch(m.group("value"))
        return key if m.group("sep") in ("=", ":=", "=>") or literal else None
    return key if CODE_TOKEN.fullmatch(key) else None


def declaration_head(text: str) -> tuple[str, frozenset[str]] | None:
    """The name a typed declaration head declares, and the kinds its keyword allows.

    >>> name, kinds = declaration_head("type Engine struct")
    >>> name, sorted(kinds)
    ('Engine', ['class', 'enum', 'interface', 'struct', 'trait', 'type'])
    >>> declaration_head("type conversion for headers"), declaration_head("func name")
    (None, None)
    """
    m = _DECLARATION.fullmatch(text)
    if m is None:
        return _noun_head(text) or _c_head(text)
    if m.group("name").lower() in STOPWORDS or not (
            m.group("rest") or _CODE_SHAPED.match(m.group("name"))):
        return None
    receiver = _RECEIVER_TYPE.search(m.group("receiver") or "")
    if receiver:   # `func (engine *Engine) Run(` declares Engine.Run, not ginS's function Run
        return f"{receiver.group(1)}.{m.group('name')}", frozenset({"method"})
    return m.group("name"), DECLARED_KINDS[m.group("keyword")]


# A C-family function head without a keyword: a return type, the name, typed parameters
# (`redisContext *redisConnect(const char *ip, int port)`, `static void *f(void)`). Every
# parameter must have a type and a name (or be `void`/`...`), else a primitive return type is
# needed: "why does parse(x) fail" and "Fix parse()" stay questions.
_C_HEAD = compiled(
    r"\s*(?P<type>(?:[A-Za-z_][\w:<>,]*[\s*&]+)+?)\**(?P<name>[A-Za-z_]\w*)"
    r"\s*\((?P<params>[^()]*)\)\s*(?:const\s*)?[;{]?\s*")
_C_PARAM = compiled(r"\s*(?:void|\.\.\.|[A-Za-z_][\w:<>]*(?:[\s*&]+[\w:<>\[\]]+)+(?:\s*=[^,]*)?)\s*")
_C_PRIMITIVES = frozenset({"void", "int", "char", "bool", "long", "short", "float", "double",
                           "unsigned", "size_t", "auto", "boolean", "byte", "string"})
# Words of a return type that are filler in prose too ("static", "const", "public").
_C_QUALIFIERS = frozenset({"static", "inline", "extern", "const", "unsigned", "signed", "struct",
                           "enum", "virtual", "public", "private", "protected", "final"})


def _c_head(text: str) -> tuple[str, frozenset[str]] | None:
    """The name a keyword-less C, C++, Java or C# function head declares, if ``text`` is one."""
    m = _C_HEAD.fullmatch(text)
    if m is None or m.group("name").lower() in STOPWORDS:
        return None
    types = m.group("type").replace("*", " ").replace("&", " ").split()
    if any(t.lower() in STOPWORDS and t not in _C_QUALIFIERS for t in types):
        return None
    params = m.group("params")
    typed = bool(params.strip()) and all(_C_PARAM.fullmatch(p) for p in params.split(","))
    if not typed and not (_C_PRIMITIVES & {t.lower() for t in types}):
        return None
    return m.group("name"), _FUNCTIONS
