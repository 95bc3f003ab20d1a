"""What a chunk saying a message names for the code raising it (``said.message_uses``).

The code that fails seldom says the message: it names a value, a table's key, an enum's
variant, a reason atom or a named constructor, and the chunk saying the message declares that
name. These read the name off the lines around the message, within the holder chunk ``d``
(a record of the store: ``path``, ``line``, ``end``, ``name``, ``container``, ``kind``).
"""
from __future__ import annotations

import os

from ..bodies import source_lines
from ..regex_cache import compiled

# A table's entry: a key, quoted or not, then `:`, `=>` or `=` and a string on the same line.
_ENTRY_KEY = compiled(r"""[ \t]*(["']?)([A-Za-z_$][\w$.-]{2,})\1[ \t]*(?::|=>|=)[ \t]*["'`]""")
# A type's message hook says what its errors read (Rust's `fmt`, `toString`, Ruby's and
# Elixir's `message`, Python's `__str__`), and the code raising one names the type or its
# variant, never the message: rhai's "Expression exceeds maximum complexity" is
# `Self::ExprTooDeep => f.write_str(…)` in `ParseErrorType`'s `fmt`, raised by `level_up` as
# `PERR::ExprTooDeep`; csv's `ErrorKind::UnequalLengths { … } => write!(f, "CSV error: …")` by
# `add_record`. The variant of the arm (or `case`) above the message's line is looked up as a
# value's name is; without one, the hook's type (warp's `CorsForbidden`, built where it is
# raised).
MESSAGE_HOOKS = frozenset({"fmt", "description", "message", "to_s", "toString", "ToString",
                           "getMessage", "get_message", "__str__", "String", "Error", "what"})
# An error type's constructor building its message hands it to its parent's (i18n's
# `InvalidPluralizationData#initialize`: `super "translation data #{entry.inspect} can not be
# used with …"`), and the code raising it builds the type: `raise InvalidPluralizationData.new(…)`
# in `Backend::Base#pluralize`. Its uses say the message as a hook's type's do.
CONSTRUCTORS = frozenset({"initialize", "__init__", "constructor", "__construct", "init"})
_TO_PARENT = compiled(r"\bsuper\b|\bbase[ \t]*\(|\bparent::__construct\b")
# How far above the message's line the call handing it up may open.
_TO_PARENT_LINES = 3
# Kotlin and Scala hand a primary constructor's arguments to the parent's in the class header:
# `class KeyAlreadyExistsException(key: Key<*>) : IllegalStateException("Key '$key' already
# exists")` (javalin), `class GotAWebSocketException() extends Exception("Got a web socket, but
# expected normal content")` (sttp), C# 12 as Kotlin does. The class is what the code failing
# builds (`throw KeyAlreadyExistsException(key)`), never saying the message.
_HEADER_TO_PARENT = compiled(r"(?:\)[ \t]*:|(?<![:\w]):(?!:)|\bextends)[ \t]*(?:[\w.]+\.)?[A-Z]\w*"
                             r"(?:\[[^\]\n]*\]|<[^>\n]*>)?[ \t]*\(")
# A match arm's or a case's head, its variant captured: `Self::ExprTooDeep =>`,
# `ErrorKind::UnequalLengths {`, `case UNKNOWN_ANCHOR:`, `Forbidden::OriginNotAllowed =>`.
_ARM_HEAD = compiled(r"[ \t]*(?:case[ \t]+)?&?(?:([A-Za-z_]\w*)(?:::|\.))*([A-Z]\w*)[ \t]*(?:=>|->|[({:])")
# Swift's arm names its enum's case after a dot, in lower case: `case let
# .duplicatedKeysInMapping(duplicates, context):`, `case .invalidUTF8:` in a `description`.
_SWIFT_CASE = compiled(r"[ \t]*case[ \t]+(?:let[ \t]+)?\.([A-Za-z_]\w*)[ \t]*[(:,]")
# A variant wrapping another enum's (hyper's `Kind::User(User::UnsupportedStatusCode) =>`):
# the inner one is what the message is for; `User` is every user error's wrapper.
_WRAPPED_ARM = compiled(r"[ \t]*&?(?:[A-Za-z_]\w*(?:::|\.))*[A-Z]\w*\([ \t]*&?"
                        r"(?:([A-Za-z_]\w*)(?:::|\.))+([A-Z]\w*)[ \t]*[)({]")
# How far above the message's line its arm may open (a `write!` spread over lines).
_ARM_LINES = 12
# Erlang's convention for an error's text: `format_error/1`, a clause per reason, its head
# `format_error({transitive_dependency, Name}) ->` (or a bare atom, `format_error(no_arg) ->`);
# the code failing returns or throws that reason (rebar3's `?PRV_ERROR({transitive_dependency,
# Name})` in `prepare_locks`), never the text. The reason's atom is looked up as a value's name.
_ERLANG_REASON = compiled(r"format_error[ \t]*\([ \t]*\{?[ \t]*([a-z]\w*)")
# Rust's thiserror sets a variant's message in an attribute above it (`#[error("migration {0}
# was previously applied but has been modified")]` over `VersionMismatch(i64),`), and the code
# failing builds the variant (sqlx's `run_direct`: `MigrateError::VersionMismatch(…)`), never
# the message: the variant under the attribute holding the message is looked up as an arm's is.
_ERROR_ATTR = compiled(r"[ \t]*#\[error\b")
_VARIANT_HEAD = compiled(r"[ \t]*([A-Z]\w*)[ \t]*(?:[({,]|$)")
# How far the attribute may open above the message's line, and the variant follow it.
_ATTR_LINES = 6
# A named constructor of an error returns it built with its message (mikro-orm's `static
# lockFailedVersionMismatch(…): OptimisticLockError { return new OptimisticLockError(`The
# optimistic lock failed, …`) }`, PHP's `return new self(sprintf(…))`), and the code failing
# calls it (`throw OptimisticLockError.lockFailedVersionMismatch(…)` in `lockOptimistic`),
# never saying the message: its calls are looked up as a value's uses are.
_RETURNS_ERROR = compiled(r"\breturn[ \t]+new[ \t]+(?:self\b|static\b"
                          r"|(?:[\w.\\]*[.\\])?[A-Z]\w*(?:Error|Exception)\b)")
# How far above the message's line the `return new` may open.
_FACTORY_LINES = 3
# A short method may build the error through a factory or a collector of errors instead,
# the message an argument of the call it returns (guice's `Errors.cannotBindToGuiceType`:
# `return addMessage(ErrorId.BINDING_TO_GUICE_TYPE, "Binding to core guice framework type is
# not allowed: %s.", …)`), or build the message alone, a call's value joined to it
# (commons-compress' `getEntryTooBigMessage`: `return ze.getName() + "'s size exceeds the
# limit of 4GByte."`), and the code failing calls it (`errors.cannotBindToGuiceType(…)` in
# `putBinding`, `throw new Zip64RequiredException(getEntryTooBigMessage(…))` in
# `checkIfNeedsZip64`). Only a short one: in a long method a `return f(` above the message's
# line is another branch's.
_RETURNS_CALL = compiled(r"\breturn[ \t]+[A-Za-z_$][\w$.]*[ \t]*\(")
# The most lines such a method spans, its signature and closing brace among them.
_FACTORY_SPAN = 8


def arm_variant(root: str, d: dict, line: int) -> tuple[str, str] | None:
    """The type (``""`` when unqualified) and variant of the match arm or ``case`` holding
    ``line`` in message hook ``d``: the nearest arm head (``_ARM_HEAD``) at or above it,
    within ``_ARM_LINES``."""
    lines = read_lines(root, d["path"], max(d["line"] + 1, line - _ARM_LINES), line) or []
    for n, text in enumerate(reversed(lines)):
        m = _WRAPPED_ARM.match(text) or _ARM_HEAD.match(text)
        # On the message's own line, an arm opens before the literal does (`Self::ExprTooDeep
        # => f.write_str("…")`); a line of a multi-line literal is the message's text (yams'
        # `Parser: expected all keys to be unique …` named no variant `Parser`).
        if m and (n or any(q in text[m.end():] for q in "\"'`")):
            return m.group(1) or "", m.group(2)
        m = _SWIFT_CASE.match(text)
        if m:
            return "", m.group(1)
    return None


def attr_variant(root: str, d: dict, line: int) -> str | None:
    """The variant of enum ``d`` under the `#[error(…)]` attribute holding ``line``: the
    attribute opening at or above it with no variant between, the first variant head below
    it (past the attribute's closing, other attributes and comments), each within
    ``_ATTR_LINES``."""
    first = max(d["line"], line - _ATTR_LINES)
    lines = read_lines(root, d["path"], first, min(d["end"], line + _ATTR_LINES)) or []
    for text in reversed(lines[:line - first + 1]):
        if _ERROR_ATTR.match(text):
            break
        if _VARIANT_HEAD.match(text):
            return None
    else:
        return None
    return next((m.group(1) for text in lines[line - first + 1:]
                 if (m := _VARIANT_HEAD.match(text))), None)


def returns_error(root: str, d: dict, line: int) -> bool:
    """Whether the message on ``line`` of method ``d`` is in the error it returns built
    (``_RETURNS_ERROR``), or, in a short method (``_FACTORY_SPAN``), in the call it returns
    (``_RETURNS_CALL``), opening on that line or the few above it within ``d``."""
    first = max(d["line"], line - _FACTORY_LINES)
    short = d["end"] - d["line"] < _FACTORY_SPAN
    return any(_RETURNS_ERROR.search(t) or short and _RETURNS_CALL.search(t)
               for t in read_lines(root, d["path"], first, line) or ())


def erlang_reason(root: str, d: dict, line: int) -> str | None:
    """The error reason of the `format_error` clause holding ``line`` of chunk ``d``: the atom
    opening the nearest clause head at or above it (``_ERLANG_REASON``), within ``_ARM_LINES``."""
    for text in reversed(read_lines(root, d["path"], max(d["line"], line - _ARM_LINES), line) or ()):
        m = _ERLANG_REASON.match(text)
        if m:
            return m.group(1)
    return None


def header_hands_up(root: str, d: dict, line: int) -> bool:
    """Whether the message on ``line`` of class ``d`` is handed to its parent's constructor in
    the class header (``_HEADER_TO_PARENT``), opening at most ``_TO_PARENT_LINES`` below the
    class's first line, on the message's line or above it."""
    if line - d["line"] > _TO_PARENT_LINES:
        return False
    return any(_HEADER_TO_PARENT.search(t) for t in read_lines(root, d["path"], d["line"], line) or ())


def hands_up(root: str, d: dict, line: int) -> bool:
    """Whether the message on ``line`` of constructor ``d`` is handed to its parent's
    constructor (``_TO_PARENT``: `super`, C#'s `: base(…)`, PHP's `parent::__construct`),
    on that line or the few above it within ``d``."""
    first = max(d["line"], line - _TO_PARENT_LINES)
    return any(_TO_PARENT.search(t) for t in read_lines(root, d["path"], first, line) or ())


def entry_key(root: str, path: str, line: int) -> str | None:
    """The key of the table entry on ``line`` of ``path`` (``_ENTRY_KEY``), if it holds one."""
    lines = read_lines(root, path, line, line)
    if lines is None:
        return None
    m = _ENTRY_KEY.match(lines[0] if lines else "")
    return m.group(2) if m else None


def read_lines(root: str, path: str, first: int, last: int) -> list[str] | None:
    """Lines ``first`` to ``last`` (1-based) of file ``path``, fewer past its end, numbered as
    the index numbers them (``bodies.source_lines``: never through a link or from a fifo);
    None when it cannot be read."""
    try:
        return source_lines(os.path.join(root, path))[max(first, 1) - 1:last]
    except OSError:
        return None


def named_constructor(d: dict) -> bool:
    """Whether holder ``d`` is a method building its type's error (``_RETURNS_ERROR``): of
    the holders ``message_uses`` finds, the method neither a message hook nor a constructor."""
    return d["kind"] == "method" and d["name"] not in MESSAGE_HOOKS \
        and d["name"] not in CONSTRUCTORS
