"""A parameter list's text: split at its top level, its brackets matched, folded to its names.

An address shows a callable's parameters, and a list too long for its share of the line shows
their names, what a caller passes (``address.py``). Signatures are text, cut at a cap and
written in some thirty languages, so this reads them without a parser: strings and quoted
characters are text, ``->`` and ``=>`` no brackets, a ``<`` maybe an operator.

>>> names_only("(self, request: Request, timeout: float = 5.0) -> Response", "python")
('(self, request, timeout)', ' -> Response')
"""
from __future__ import annotations

import re

from .languages import JS_FAMILY
from .lazy_re import lazy


def fold_list(params: str) -> str:
    """A parameter list written one per line, as one line: ``( a, b, )`` -> ``(a, b)``.

    Only the list's own parentheses are touched (after any generics, ``<'a>(&'a self,)``), so
    a default such as ``(1,)`` keeps its comma.
    """
    open_at = params.find("(")
    if open_at < 0:
        return params
    depth = 0
    for i in range(open_at, len(params)):
        depth += params[i] in "([{"
        depth -= params[i] in ")]}"
        if depth == 0:
            inner = params[open_at + 1:i].strip().rstrip(",").rstrip()
            return f"{params[:open_at]}({inner}){params[i + 1:]}"
    return params


# What stands between a class's name (and generics) and its primary constructor's list, the
# list an address shows for the class. Kotlin's keyword, annotated or not public (javalin's
# `class HttpResponseException @JvmOverloads constructor(status: Int, …)`, `class Repo @Inject
# constructor(…)`, `private constructor(…)`: its visibility is group 2); Scala's access
# modifier, a smart constructor's (squants' 75 quantities, `final class Temperature private
# (val value: Double, …) extends Quantity[Temperature]`, read "class Temperature", neither
# list nor bases).
PRIMARY_CONSTRUCTOR = {
    "kotlin": lazy(r"^(<[^()]*>)?\s*(?:@[\w.:]+(?:\([^()]*\))?\s+|"
                   r"(private|protected|internal|public)\s+)*constructor\s*(?=\()"),
    "scala": lazy(r"^(\[[^()]*\])?\s*(?:@[\w.]+(?:\([^()]*\))?\s+)*"
                  r"(?:private|protected)(?:\[[\w.]*\])?\s*(?=\()"),
}
# Languages whose parameters read ``name: type``, and those that read ``type name``; Go's
# read ``name type``. Ruby and Bash write names only.
_NAME_FIRST = frozenset({"python", "rust", "kotlin", "swift", "scala", *JS_FAMILY})
_NAME_LAST = frozenset({"java", "c", "cpp", "objc", "csharp", "php", "solidity"})
_OPEN, _CLOSE = "([{<", ")]}>"
_TRAILING_NAME = lazy(r"[$\w]+(?=\W*$)")
# An array declarator after a C-family parameter's name: ``argv[]``, ``buf[N]``, ``m[2][2]``.
_ARRAY_SUFFIX = lazy(r"(?:\s*\[[^\[\]]*\])+\s*$")
# An Elixir parameter's default: `config_name \\ nil`.
_ELIXIR_DEFAULT = lazy(r"\s*\\\\(?=\s|$)")
# An Elixir variable (`state`, `_from`), and a struct or map pattern with fields.
_ELIXIR_VARIABLE = lazy(r"[a-z_]\w*")
_ELIXIR_STRUCT = lazy(r"%([\w.]*)\{\s*\S.*\}", re.S)
# Annotations before a parameter's name (Kotlin's `@NonNls message`, TypeScript's
# `@Inject() http`, a Swift result builder's `@ParserBuilder<Input> element`): what a caller
# passes is the name.
_ANNOTATIONS = lazy(r"^(?:@[\w.]+(?:<[^<>]*>)?(?:\([^()]*\))?\s+)+")
# C#'s attributes and PHP's before a parameter (`[FromQuery(Name = "page")] int page`,
# `#[SensitiveParameter] string $password`); with Java's annotations (``_ANNOTATIONS``) they
# are gone before a `type name` parameter is read, whose arguments' parentheses had kept it
# whole as a C function pointer's: git-plugin's `doNotifyCommit(request,
# @QueryParameter(required=true) String url, …)`.
_LEADING_ATTRIBUTES = lazy(r"^(?:#?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\s*)+")
# Modifiers before a constructor parameter's name (Kotlin's and Scala's `private val
# collectJob`, TypeScript's `private readonly http`): turbine's `ChannelTurbine<T>(channel,
# private val collectJob, private val timeout, …)` lost its `name` to them. `val`/`var` stay:
# they say the parameter is a property.
_MODIFIERS = lazy(r"^(?:(?:private|protected|public|internal|override|readonly|open|final)\s+)+"
                  r"(?=\S)")


def split_top(text: str, sep: str, quotes: str = "") -> list[str]:
    """``text`` split at each ``sep`` outside brackets (``->``, ``=>`` and Elixir's pipe ``|>``,
    quoted in credo's `{:|>, meta, [_, …]} = ast`, are no brackets) and outside strings opened
    by one of ``quotes``."""
    parts, depth, start, quote = [], 0, 0, ""
    for i, c in enumerate(text):
        if quote:
            if c == quote and text[i - 1:i] != "\\":
                quote = ""
        elif c in quotes:
            quote = c
        elif c in _OPEN:
            depth += 1
        elif c in _CLOSE and not (c == ">" and text[i - 1:i] in ("-", "=", "|")):
            depth = max(0, depth - 1)
        elif c == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts]


def _param_name(param: str, lang: str) -> str:
    """One parameter without its type or default: what a caller names when passing it."""
    if lang in _NAME_FIRST:
        name = _MODIFIERS.sub("", _ANNOTATIONS.sub("", split_top(split_top(param, "=")[0], ":")[0]))
        return name[4:] if name.startswith("mut ") else name
    if lang == "go":
        return param.split(" ", 1)[0]       # an unnamed parameter is its type: kept whole
    if lang == "dart":
        return _dart_param(param)
    if lang == "elixir":
        # A default follows `\\` (credo's `run_check(source_files, check, params \\ [], …)`
        # read "params \\,"), and a pattern (`[]`, `%{}`) is no C array's size.
        return _elixir_param(_ELIXIR_DEFAULT.split(param, 1)[0])
    bare = _ARRAY_SUFFIX.sub("", split_top(param, "=")[0])
    if lang in _NAME_LAST:
        bare = _LEADING_ATTRIBUTES.sub("", _ANNOTATIONS.sub("", bare))
    if lang in _NAME_LAST and "(" not in bare:       # a C function pointer keeps its shape
        m = _TRAILING_NAME.search(bare)
        return m.group(0) if m else bare
    return bare


def _dart_param(param: str) -> str:
    """A Dart parameter as its name (``type name``, ``required``, ``this.name``, a function
    type before it), and an optional group, positional ``[…]`` or named ``{…}``, as its names
    in its brackets: args' `_validate` showed "(bool condition, String message, )", the
    group read as a C array's size.

    >>> _dart_param("[String? args, List<String>? source]"), _dart_param("void Function(int) f")
    ('[args, source]', 'f')
    """
    if param[:1] in "[{" and param[-1:] == {"[": "]", "{": "}"}[param[0]]:
        inner = [_dart_param(p) for p in split_top(param[1:-1], ",") if p]
        return f"{param[0]}{', '.join(inner)}{param[-1]}"
    m = _TRAILING_NAME.search(_ANNOTATIONS.sub("", split_top(split_top(param, "=")[0], ":")[0]))
    return m.group(0) if m else param


def _elixir_param(param: str) -> str:
    """An Elixir parameter as its name: a pattern bound to a variable (`%State{} = state`,
    `state = %State{}`) as the variable, a struct or map pattern's fields (`%Issue{check:
    check, message: message, …}`) as `…`, since a caller passes the struct, not its fields.

    >>> _elixir_param("%State{} = state"), _elixir_param("%Issue{check: c, line: l}")
    ('state', '%Issue{…}')
    """
    sides = split_top(param, "=")
    bound = [side for side in sides if _ELIXIR_VARIABLE.fullmatch(side)]
    if len(sides) == 2 and len(bound) == 1:
        return bound[0]
    struct = _ELIXIR_STRUCT.fullmatch(sides[0])
    return f"%{struct.group(1)}{{…}}" if struct else sides[0]


# A return type the stored signature's cap cut to its arrow or colon, or to the bracket opening
# it: anyio's `run(func, args, kwargs, options) ->…`, ioredis's 117 `acl(...args):…`, chevrotain's
# `buildLookaheadForAlternation(options): (…`, or to the quote opening a string annotation
# (lark's `Transformer.__mul__(other) -> '…`, jinja's `select_template(…) -> "…`). It names
# no type; the cut alone is shown.
_CUT_RETURN = lazy(r"\s*(?:->|=>|:)\s*[(\[{<'\"`]?…")


def names_only(rest: str, lang: str) -> tuple[str, str]:
    """A long parameter list as its names (``(cookies)``), and what follows the list
    (`` -> None``): every parameter an agent could pass, where the typed list cut at the cap
    would stop inside the first type. ``(rest, "")`` when there is no list to read."""
    open_at = rest.find("(")
    if open_at < 0 or "lambda" in rest:     # a lambda default's commas are not separators
        return rest, ""
    # A default's string holds commas that part no parameters (zod's `message = "… refinements,
    # transforms, or checks"`); Rust's `'` opens a lifetime (`&'a self, x: &'b str`), no string.
    quotes = '"`' if lang == "rust" else '"\'`'
    depth = 0
    for i in range(open_at, len(rest)):
        depth += rest[i] in "([{"
        depth -= rest[i] in ")]}"
        if depth == 0:
            params, tail = split_top(rest[open_at + 1:i], ",", quotes), rest[i + 1:]
            break
    else:
        # The stored signature was cut inside the list: its last parameter is a fragment,
        # named when its name is all there (ioredis's 759 `hexpire(...args: [key: RedisKey,
        # …` overloads read `hexpire(…)`; now `hexpire(...args, …)`).
        *params, last = split_top(rest[open_at + 1:], ",", quotes)
        params, tail = [*params, _fragment_name(last, lang), "…"], ""
    names = [p if p == "…" else _param_name(p, lang) for p in params if p]
    if _CUT_RETURN.fullmatch(tail):
        tail = "…"
    return f"{rest[:open_at]}({', '.join(names)})", tail


def _fragment_name(fragment: str, lang: str) -> str:
    """The name of a parameter cut inside its type or default, or "" when the cut may have
    taken part of the name: in a language writing `name: type`, one a `:` or `=` follows; in
    Go, one a space follows (`opts ...Opt…`). In others the name comes last, and is gone."""
    head = split_top(fragment, "=")
    if lang in _NAME_FIRST and (len(head) > 1 or len(split_top(head[0], ":")) > 1) \
            or lang == "go" and " " in fragment.strip():
        return _param_name(fragment, lang)
    return ""


def cut_names(names: str, cap: int) -> str:
    """A list of names longer than ``cap``, cut after the last whole name that fits and closed
    (``storeMappingPair(state, _result, overridableKeys, keyTag, …)``), where a cut inside a
    name left the list open (``(state, _result, overridableKeys, keyTag, keyNode…``) and an
    overload's names read as its sibling's. ``""`` when not even one name fits."""
    open_at = names.find("(")
    if open_at < 0 or not names.endswith(")"):
        return ""
    shown: list[str] = []
    for part in split_top(names[open_at + 1:-1], ","):
        part = part.strip()
        if part == "…" or len(names[:open_at]) + len(", ".join([*shown, part])) + 5 > cap:
            break   # 5: the brackets and ", …"
        shown.append(part)
    return f"{names[:open_at]}({', '.join([*shown, '…'])})" if shown else ""


_PAIRS = {")": "(", "]": "[", "}": "{"}
# A single-quoted character (`'"'`, `'('`, `'\\''`), not a Rust lifetime (`'a`) nor the span
# between two of them (`&'a self, x: &'b str`).
_QUOTED_CHARS = lazy(r"'(?:[^'\\\n]|\\.)'")


def brackets(text: str, lead: bool = False) -> int:
    """One pass over ``text``'s brackets: with ``lead``, where the bracket opening it closes;
    else where the first bracket it never closes opens (-1 for none, either way).

    A ``<`` may be an operator (``size = (1 << 16) - 1``, ``a > b``, Go's ``<-chan``): a ``>``
    closes only a ``<`` (never ``->`` or ``=>``), and a ``)``, ``]`` or ``}`` drops the ``<``
    left open inside it. Brackets in a double-quoted string (``= "\\033[42mOK"``) or a quoted
    character (``quotechar='"'``, ``open = '('``) are text; Rust's ``'a`` quotes nothing.
    """
    stack: list[tuple[str, int]] = []
    quote = ""
    for i, c in enumerate(text):
        if quote:
            if c == quote and text[i - 1:i] != "\\":
                quote = ""
            continue
        if c == '"' or c == "'" and _QUOTED_CHARS.match(text, i):
            quote = c
        elif c in "([{" or c == "<" and text[i + 1:i + 2] not in ("<", "=", "-"):
            stack.append((c, i))
        elif c in _PAIRS and any(o == _PAIRS[c] for o, _ in stack):
            while stack.pop()[0] != _PAIRS[c]:
                pass
        elif c == ">" and stack and stack[-1][0] == "<" and text[i - 1:i] not in ("-", "="):
            stack.pop()
        else:
            continue
        if lead and not stack:
            return i
    return -1 if lead or not stack else stack[0][1]


def balanced_prefix(text: str) -> str:
    """``text`` up to the first bracket it never closes (all of it when every one closes)."""
    open_at = brackets(text)
    return text if open_at < 0 else text[:open_at].rstrip(" {:=,")


def lead_generics(text: str) -> tuple[str, str]:
    """A leading ``<…>`` list and what follows it; ``("", text)`` without a closed one."""
    end = brackets(text, lead=True) if text.startswith("<") else -1
    return (text[:end + 1], text[end + 1:]) if end > 0 else ("", text)


# Where a generic parameter's name ends: its bound (`T: Read`, `T extends X`) or default; a
# C++ path's `::` is no bound.
_GENERIC_BOUND = lazy(r"=|(?<!:):(?!:)|\sextends\s")


def generic_names(generics: str) -> str:
    """``<T, Mis extends X[] = [], const N: usize>`` -> ``<T, Mis, N>``: bounds and defaults go."""
    names = []
    for param in split_top(generics[1:-1], ","):
        head = _GENERIC_BOUND.split(param, 1)[0].split()
        if head:
            names.append(head[-1])
    return f"<{', '.join(names)}>"


# A value's type annotation, up to the `=` binding it (an arrow's `=>` is none of it).
_ANNOTATION = lazy(r"^:((?:[^=]|=>)*)(?:=(?!>)|$)")


def function_type(rest: str) -> str:
    """The function type annotating a JavaScript-family value, ``rest`` what follows its name,
    generics and all; "" for another type or none. A list the chunker closed (`(…)`, its type
    going on over lines) is taken for the function's.

    >>> function_type(": <A>(onNone: LazyArg<A>) => (ma: Option<A>) => A = getOrElseW")
    '<A>(onNone: LazyArg<A>) => (ma: Option<A>) => A'
    >>> function_type(": (() => void) | undefined"), function_type(": (keyof Options)[] = []")
    ('', '')
    """
    m = _ANNOTATION.match(rest)
    typed = " ".join(m.group(1).split()) if m is not None else ""
    after = lead_generics(typed)[1].lstrip()
    end = brackets(after, lead=True) if after.startswith("(") else -1
    if end < 0:
        return ""
    tail = after[end + 1:].lstrip()
    return typed if tail.startswith("=>") or not tail and after == "(…)" else ""


# Python's explicit receiver: every instance method has it, and a call never writes it; nor a
# classmethod's `cls` (pluggy's `Result.from_call(cls, func)` is called `from_call(func)`).
# Annotated too, as an overload narrows it (falcon's `App.__init__(self: App[Request,
# Response], media_type, …)`, anyio's `__enter__(self: _SupportsCtxMgr[_T_co, bool | None])`,
# pint's `tolist(self: PlainQuantity[opt.numpy.Array1D[X]])` and `__round__(self: Q[A[T]] |
# Q[B[int, T]])`: subscripts three deep, one after another).
_SELF_PARAM = lazy(r"^\((?:self|cls)\s*(?::\s*(?:\"[^\"]*\"|'[^']*'|(?:[^,()\[\]]"
                   r"|\[(?:[^\[\]]|\[(?:[^\[\]]|\[[^\[\]]*\])*\])*\])*)\s*)?(?:,\s*|(?=\)))")
# TypeScript's `this` parameter types the receiver a call binds, and a call never writes it
# (`this.SAVE_ERROR(error)` calls `SAVE_ERROR(this: MixedInParser, error)`): chevrotain's 189
# trait methods all read `(this, …)`. Its type may hold brackets (`this: Foo<A, B<C>>`,
# `this: { id: string }`, `this: T[]`); one it does not match stays shown.
_THIS_PARAM = lazy(r"^\(this\s*(?::\s*(?:[^,()<>{}\[\]]|<[^<>]*(?:<[^<>]*>[^<>]*)*>"
                   r"|\{[^{}]*\}|\[[^\[\]]*\])*)?(?:,\s*|(?=\)))")


def without_receiver(rest: str, lang: str) -> str:
    """``rest`` without the receiver opening its parameter list (Python's ``self`` or ``cls``,
    TypeScript's ``this`` parameter), which follows any type parameters: Python 3.12's
    `def _convert[T](self, value: T)` (pint's 148 generic functions and methods: `_convert[T](self,
    value, …)`) and TypeScript's `<OUT>(this: X, …)`."""
    receiver = _SELF_PARAM if lang == "python" else _THIS_PARAM
    # Unclosed type parameters give 0: no list opens there, and nothing is left out.
    lead = brackets(rest, lead=True) + 1 if rest[:1] in "[<" else 0
    return rest[:lead] + receiver.sub("(", rest[lead:], count=1)


# A type's bases after its name: Java's, TypeScript's, PHP's, Dart's and Scala's `extends`,
# `implements`, `with` and `permits`, the `:` of C#, C++, Kotlin, Swift and Rust (`class Foo :
# Bar`, `enum Kind: String`, `trait Read: Sized`), after a C++ `final`.
_BASES = lazy(r"\s*(?:final\s+)?(?:(?:extends|implements|with|permits)\s|:(?!:))\s*\S")


def type_bases(rest: str) -> str:
    """``rest``, a type's signature after its name, when it names the type's bases: as written,
    its space before kept (`Foo : Bar`, `Kind: String`), up to the body a TypeScript interface
    of call signatures is signed with (`interface Flow extends Annotation { <R>(…): R }`).
    "" when it names none.

    >>> type_bases(" extends Schema.Builder<ObjectSchema>")
    ' extends Schema.Builder<ObjectSchema>'
    >>> type_bases(": Offset + Debug"), type_bases(" = Foo | Bar")
    (': Offset + Debug', '')
    """
    if not _BASES.match(rest):
        return ""
    rest = rest.split(" {", 1)[0]
    return (" " if rest[:1].isspace() else "") + rest.strip()
