"""One hit's address line: ``kind qualified.name(params) — first sentence of the doc``.

What the line after ``path:line`` says, kept short (a hit costs about 25 tokens): a parameter
list too long for it shows its parameters' names, the doc's first sentence is cut at
``DOC_CHARS``, and doc markup (Sphinx roles, ``{@link}`` tags) becomes plain text. The agent
reads the declaration itself for the rest. ``render.py`` lays these lines out.

>>> from codesift.model import Hit
>>> hit_label(Hit(path="a.py", line=3, end_line=9, kind="method", symbol="send",
...               container="Client", signature="def send(self, request, timeout=None)",
...               doc="Send a request. Retries on failure.", lang="python", score=1.0))
'method Client.send(request, timeout=None) — Send a request.'
"""
from __future__ import annotations

import re

from .languages import JS_FAMILY
from .model import Hit, is_heading

# An address line's parts, capped so a hit costs about 25 tokens: the agent reads the
# declaration itself for the rest.
DOC_CHARS = 72
PARAMS_CHARS = 60
# A sentence ends at . ! or ? before a space, but not after "e.g", "i.e", "etc", "vs" or "cf".
_SENTENCE = re.compile(r"(.+?(?<!e\.g)(?<!i\.e)(?<!etc)(?<!vs)(?<!cf)[.!?])(?:\s|$)")
# JSDoc/PHPDoc/Javadoc and Lua (LuaCATS, LDoc) block tags end the description ("Lookup view
# by name @param {string}"); a doc that is only tags (`---@generic F: fun()`) has none.
_BLOCK_TAG = re.compile(r"(?:^|\s)@(?:param|returns?|throws|exception|private|public|protected|"
                        r"internal|api|see|since|example|type|typedef|property|template|"
                        r"inheritdoc|override|access|author|version|var|method|package|todo|"
                        r"class|alias|generic|field|overload|async|nodiscard|"
                        r"diagnostic|cast|enum|meta|module|usage|tparam|treturn)\b"
                        r"|\{@inheritdoc\}", re.I)
_SPACE = re.compile(r"\s+")


# NatSpec tags: a Solidity doc says what a function does under `@notice` (for users),
# `@dev` (for developers) or a contract's `@title`.
_NATSPEC_TAG = re.compile(r"(?:^|\s)@(title|notice|dev)\b\s*")


# PowerShell's comment-based help: `.SYNOPSIS` and `.DESCRIPTION` introduce the description,
# `.PARAMETER`, `.EXAMPLE` and the other keywords end it.
_HELP_KEYWORD = re.compile(r"(?:^|\s)\.(?:SYNOPSIS|DESCRIPTION)\b", re.I)
_HELP_SECTIONS = re.compile(r"(?:^|\s)\.(?:PARAMETER|EXAMPLE|INPUTS|OUTPUTS|NOTES|LINK|COMPONENT"
                            r"|ROLE|FUNCTIONALITY)\b", re.I)


def _natspec(doc: str) -> str:
    """The NatSpec text that describes: `@notice`, else `@title`, else `@dev`, else the doc."""
    parts = _NATSPEC_TAG.split(doc)
    tagged = {parts[i]: parts[i + 1].strip() for i in range(1, len(parts) - 1, 2)}
    return next((tagged[t] for t in ("notice", "title", "dev") if tagged.get(t)), doc)


def one_line(text: str) -> str:
    """Whitespace (newlines included) folded to single spaces: an address is one line."""
    return _SPACE.sub(" ", text).strip()


# Markup that costs characters and tells an agent nothing a plain name would not.
# Sphinx roles: :class:`~pkg.Name` -> `Name`, :func:`title <target>` -> `title`.
_RST_ROLE = re.compile(r":(?:[\w-]+:)+`!?(~?)([^`<]*?)\s*(?:<[^`>]*>)?`")
_RST_LITERAL = re.compile(r"``([^`]+)``")
# Javadoc inline tags: {@link Foo#bar} -> `Foo#bar`, {@link Foo label} -> label, {@code x} -> `x`.
_JAVADOC_TAG = re.compile(r"\{@(?:link|linkplain|code|literal|value)\s+([^\s}]+)(?:\s+([^}]+))?\}")
# C# XML doc tags: <see cref="JsonSerializer"/> -> `JsonSerializer`, <c>null</c> -> `null`,
# <paramref name="value"/> -> `value`, <see href="…">text</see> -> text; any other tag goes.
_XML_REF = re.compile(r'<(?:see|seealso)\s+cref="(?:[A-Z]:)?([^"]+)"\s*/>'
                      r'|<(?:see\s+langword|paramref\s+name|typeparamref\s+name)="([^"]+)"\s*/>'
                      r"|<c>([^<]*)</c>")
_XML_TAG = re.compile(r"<[^<>]*>")
_XML_ENTITIES = {"&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": '"', "&apos;": "'"}
# Markdown links in doc comments: Rust's intra-doc [`Searcher`] and [`x`](crate::x) read as
# `Searcher`, [text](url) and [text][1] as text; KDoc's bare [name] as `name`.
_MD_CODE_LINK = re.compile(r"\[(`[^`\]]+`)\](?:\([^)\s]*\)|\[[^\]]*\])?")
_MD_LINK = re.compile(r"\[([^\[\]]+)\](?:\([^)\s]*\)|\[[^\]]*\])")
_KDOC_LINK = re.compile(r"\[([A-Za-z_][\w.]*)\]")
# A list item or quote marker opening a Markdown section's first line.
_LIST_MARKER = re.compile(r"^(?:[-*+>]|\d+[.)])\s+")
# Sphinx's ``#:`` attribute comments keep their colon on every line once ``#`` is stripped.
_SPHINX_ATTR_COLON = re.compile(r"(?:^|\s):\s")


def _role(m: re.Match[str]) -> str:
    """A Sphinx role as the name it shows (``~`` shows the last dotted part, as Sphinx does)."""
    text = m.group(2)
    return f"`{text.rsplit('.', 1)[-1] if m.group(1) else text}`"


def _javadoc(m: re.Match[str]) -> str:
    """A Javadoc inline tag as what it renders to: its label, else its target as code."""
    target, label = m.group(1), m.group(2)
    return label.strip() if label else f"`{target.lstrip('#')}`"


def _xml_doc(doc: str) -> str:
    """A C# XML doc comment's text as plain prose, references as `code`."""
    doc = _XML_REF.sub(lambda m: f"`{m.group(1) or m.group(2) or m.group(3)}`", doc)
    doc = one_line(_XML_TAG.sub(" ", doc))
    for entity, char in _XML_ENTITIES.items():
        doc = doc.replace(entity, char)
    return doc


# Words that cannot follow a function's name used as its doc's subject (`Reset resets …`):
# after one, the name is the sentence's verb (chi's "Reset a routing context …") or one of
# several subjects ("Method and MethodFunc add …"), and the doc is kept whole.
_NOT_AFTER_NAME = frozenset({
    "a", "an", "the", "and", "or", "nor", "but", "to", "of", "for", "with", "in", "on", "at",
    "by", "from", "into", "onto", "all", "any", "each", "every", "this", "that", "these",
    "those", "its", "their", "your", "our", "my", "if", "when", "as", "some", "no", "up",
})


def description(hit: Hit) -> str:
    """The doc's first sentence as plain prose: markup, comment residue and a repeated name gone.

    The stored doc keeps the source's text (JSON shows it whole); the address line has ~18
    tokens for it, so characters spent on ``:class:`` roles or ``{@link}`` tags, a Go comment
    restating the name just printed, or a first line with no words at all are characters the
    sentence itself does not get.
    """
    doc = one_line(hit.doc)
    if doc.startswith(": "):
        doc = _SPHINX_ATTR_COLON.sub(" ", doc).strip()
    if ":`" in doc:
        doc = _RST_ROLE.sub(_role, doc)
    if "``" in doc:
        doc = _RST_LITERAL.sub(r"`\1`", doc)
    if "{@" in doc:
        doc = _JAVADOC_TAG.sub(_javadoc, doc)
    if hit.lang == "csharp" and ("<" in doc or "&" in doc):
        doc = _xml_doc(doc)
    if "[" in doc:
        doc = _MD_LINK.sub(r"\1", _MD_CODE_LINK.sub(r"\1", doc))
        if hit.lang in ("kotlin", "dart"):   # KDoc's and dartdoc's `[name]` references
            doc = _KDOC_LINK.sub(r"`\1`", doc)
    doc = _LIST_MARKER.sub("", doc)
    if hit.lang == "solidity" and "@" in doc:
        doc = _natspec(doc)
    if hit.lang == "powershell" and "." in doc:
        doc = _HELP_KEYWORD.sub("", _HELP_SECTIONS.split(doc, 1)[0]).strip()
    tag = _BLOCK_TAG.search(doc)
    if tag is not None:
        doc = doc[:tag.start()].rstrip()
    # Go doc comments open with the declared name ("RunFd attaches ..."), a method's often
    # with its receiver too ("Render (JSON) writes ..."): both are printed right before.
    if hit.lang == "go" and hit.symbol and doc.startswith(hit.symbol + " "):
        rest = doc[len(hit.symbol) + 1:]
        receiver = f"({hit.container}) "
        if hit.container and rest.startswith(receiver):
            rest = rest[len(receiver):]
        # Only a function's doc may open with its name as the verb ("Reset a routing context"):
        # a type's or value's is "API the json codec in use", read better without it.
        verb_first = hit.kind in ("function", "method") and \
            rest.split(" ", 1)[0].rstrip(",") in _NOT_AFTER_NAME
        if rest[:1].islower() and not verb_first:
            doc = rest
    sentence = first_sentence(doc)
    # A sentence with no word in it (``{``, an RST ``..`` directive) or a markup declaration
    # (``<!DOCTYPE html>``, ``<?xml ...?>``) is not a description.
    if sentence.startswith(("<!", "<?")) or not any(c.isalnum() for c in sentence):
        return ""
    return sentence


def first_sentence(doc: str, cap: int = DOC_CHARS) -> str:
    """The doc's first sentence (or its start, cut at ``cap`` characters with ``…``)."""
    doc = one_line(doc)
    m = _SENTENCE.match(doc)
    return cut(m.group(1) if m else doc, cap)


def cut(text: str, cap: int) -> str:
    """``text`` in at most ``cap`` characters, ending ``…`` when cut, at a word's end if one is
    near (a half word, ``transmissio…``, costs characters and reads as a typo)."""
    if len(text) <= cap:
        return text
    head = text[: cap - 1]
    space = head.rfind(" ")
    if text[cap - 1] != " " and space >= cap * 2 // 3:
        head = head[:space]
    return head.rstrip(" ,") + "…"


# JavaScript/TypeScript bind functions to names: what comes between the name and the
# parameter list (`= `, `= async `, `= function send`, `: Handler = `), and the arrow after it.
_JS_LANGS = JS_FAMILY
_LUA_BINDING = re.compile(r"^=\s*function\s*(?=\()")
_JS_BINDING = re.compile(r"^(?::[^=]*)?=\s*(?:async\s+)?(?:function\b\s*\*?\s*[\w$]*\s*)?(?=[(<])")
_ARROW_END = re.compile(r"\s*=>$")

# Python's explicit receiver: every instance method has it, and a call never writes it.
_SELF_PARAM = re.compile(r"^\(self\s*(?:,\s*|(?=\)))")


def _fold_list(params: str) -> str:
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


# Languages whose parameters read ``name: type``, and those that read ``type name``; Go's
# read ``name type``. Ruby and Bash write names only.
_NAME_FIRST = frozenset({"python", "rust", "kotlin", "swift", "scala", *JS_FAMILY})
_NAME_LAST = frozenset({"java", "c", "cpp", "objc", "csharp", "php", "solidity"})
_OPEN, _CLOSE = "([{<", ")]}>"
_TRAILING_NAME = re.compile(r"[$\w]+(?=\W*$)")
# An array declarator after a C-family parameter's name: ``argv[]``, ``buf[N]``, ``m[2][2]``.
_ARRAY_SUFFIX = re.compile(r"(?:\s*\[[^\[\]]*\])+\s*$")


def _split_top(text: str, sep: str) -> list[str]:
    """``text`` split at each ``sep`` outside brackets (``->`` and ``=>`` are no brackets)."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE and not (c == ">" and text[i - 1:i] in ("-", "=")):
            depth = max(0, depth - 1)
        elif c == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts]


def _param_name(param: str, lang: str) -> str:
    """One parameter without its type or default: what a caller names when passing it."""
    if lang in _NAME_FIRST:
        name = _split_top(_split_top(param, "=")[0], ":")[0]
        return name[4:] if name.startswith("mut ") else name
    if lang == "go":
        return param.split(" ", 1)[0]       # an unnamed parameter is its type: kept whole
    bare = _ARRAY_SUFFIX.sub("", _split_top(param, "=")[0])
    if lang in _NAME_LAST and "(" not in bare:       # a C function pointer keeps its shape
        m = _TRAILING_NAME.search(bare)
        return m.group(0) if m else bare
    return bare


def _names_only(rest: str, lang: str) -> tuple[str, str]:
    """A long parameter list as its names (``(cookies)``), and what follows the list
    (`` -> None``): every parameter an agent could pass, where the typed list cut at the cap
    would stop inside the first type. ``(rest, "")`` when there is no list to read."""
    open_at = rest.find("(")
    if open_at < 0 or "lambda" in rest:     # a lambda default's commas are not separators
        return rest, ""
    depth = 0
    for i in range(open_at, len(rest)):
        depth += rest[i] in "([{"
        depth -= rest[i] in ")]}"
        if depth == 0:
            params, tail = _split_top(rest[open_at + 1:i], ","), rest[i + 1:]
            break
    else:
        # The stored signature was cut inside the list: its last parameter is a fragment.
        params, tail = _split_top(rest[open_at + 1:], ",")[:-1] + ["…"], ""
    names = [p if p == "…" else _param_name(p, lang) for p in params if p]
    return f"{rest[:open_at]}({', '.join(names)})", tail


_PAIRS = {")": "(", "]": "[", "}": "{"}
# A single-quoted character (`'"'`, `'('`, `'\\''`), not a Rust lifetime (`'a`) nor the span
# between two of them (`&'a self, x: &'b str`).
_QUOTED_CHARS = re.compile(r"'(?:[^'\\\n]|\\.)'")


def _brackets(text: str, lead: bool = False) -> int:
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


def _balanced_prefix(text: str) -> str:
    """``text`` up to the first bracket it never closes (all of it when every one closes)."""
    open_at = _brackets(text)
    return text if open_at < 0 else text[:open_at].rstrip(" {:=,")


def _lead_generics(text: str) -> tuple[str, str]:
    """A leading ``<…>`` list and what follows it; ``("", text)`` without a closed one."""
    end = _brackets(text, lead=True) if text.startswith("<") else -1
    return (text[:end + 1], text[end + 1:]) if end > 0 else ("", text)


# Where a generic parameter's name ends: its bound (`T: Read`, `T extends X`) or default; a
# C++ path's `::` is no bound.
_GENERIC_BOUND = re.compile(r"=|(?<!:):(?!:)|\sextends\s")


def _generic_names(generics: str) -> str:
    """``<T, Mis extends X[] = [], const N: usize>`` -> ``<T, Mis, N>``: bounds and defaults go."""
    names = []
    for param in _split_top(generics[1:-1], ","):
        head = _GENERIC_BOUND.split(param, 1)[0].split()
        if head:
            names.append(head[-1])
    return f"<{', '.join(names)}>"


def _params(hit: Hit) -> str:
    """What follows the name in its signature (``(req) -> Response``), trimmed."""
    sig = one_line(hit.signature)
    if not sig or not hit.symbol or hit.kind in ("section", "file"):
        return ""
    # A Rust impl's type name may also be in its trait (`impl de::Deserializer<'de> for
    # &mut Deserializer<R>`): what follows the name is read from the type on.
    at = _impl_split(sig)[1] if hit.kind == "impl" and hit.lang == "rust" else 0
    m = re.compile(r"(?<![\w$])" + re.escape(hit.symbol) + r"(?![\w$])").search(sig, at)
    if m is None:
        return ""
    if hit.kind == "macro" and sig[m.end():m.end() + 1] != "(":
        # An object-like macro (`#define cJSON_False (1 << 0)`) has a value, not parameters:
        # named alone, as constants are; only `NAME(` directly is a function-like one.
        return ""
    rest = sig[m.end():].strip()
    if hit.lang == "objc" and hit.symbol.endswith(":"):
        # A selector names its arguments' places (`addImage:withIdentifier:`); a one-part one
        # alone would show its argument glued on (`removeImageWithIdentifier:(NSString *)id`).
        return ""
    if hit.lang == "haskell":
        # `parseArguments :: [String] -> IO Flags` shows its type; an equation without one
        # (`getOption [] _`) shows no patterns glued to the name.
        return " " + cut(rest, PARAMS_CHARS) if rest.startswith("::") else ""
    if hit.lang == "go" and rest.startswith("["):
        if rest.startswith("[]"):   # a slice type (`type FlagsByName []Flag`)
            return " " + cut(rest, PARAMS_CHARS)
        if hit.kind in ("struct", "interface", "type"):
            # Type parameters, then what it is (`List[T any] struct`): the kind says that.
            end = _brackets(rest, lead=True)
            return cut(rest[:end + 1], PARAMS_CHARS) if end > 0 else ""
    if hit.lang == "ruby" and rest.startswith("<"):
        # Ruby's `<` names a superclass, not generics: spaced as written (`class FileTask < Task`).
        return " " + cut(rest, PARAMS_CHARS)
    if hit.lang in _JS_LANGS:
        # `res.send = function send(body)`, `const parseBody = (response: Response): unknown =>`:
        # the parameters follow the binding, and the arrow ends the signature.
        rest = _JS_BINDING.sub("", rest, count=1)
        rest = _ARROW_END.sub("", rest)
    elif hit.lang == "lua":
        # `M.init = function(self, options)`: the binding's function holds the parameters.
        rest = _LUA_BINDING.sub("", rest, count=1)
    rest = rest.rstrip(" {:=").strip()
    if not rest.startswith(("(", "<", "[")):
        return ""
    if not rest.endswith("…") and hit.symbol != "operator":   # C++ `operator <<(…)` opens none
        # A signature that stops at a line's end may leave a bracket open (`const createStore
        # = ((createState) =>`, `type PersistImpl = <T>(`): what it opens is no list to show.
        rest = _balanced_prefix(rest)
        if not rest:
            return ""
    rest = _fold_list(rest)
    if hit.lang == "python" and hit.kind in ("method", "constructor", "property", "prototype"):
        rest = _SELF_PARAM.sub("(", rest)
    if len(rest) > PARAMS_CHARS:
        generics, after = _lead_generics(rest)
        if generics and after.lstrip().startswith("="):
            # A type alias's long generics show their names, as long parameter lists do
            # (`<T, Mis, Mos, U>`); its definition is left to the source.
            return cut(_generic_names(generics), PARAMS_CHARS)
        names, tail = _names_only(rest, hit.lang)
        if generics and len(names) + len(tail) > PARAMS_CHARS:
            # Still too long: the generics' bounds go before the parameters' names do.
            names, tail = _names_only(_generic_names(generics) + after, hit.lang)
        if len(names) + len(tail) <= PARAMS_CHARS:
            return names + tail
        # The names before the return type: a return type cut to "->…" says nothing.
        return cut(names, PARAMS_CHARS) + ("…" if tail and len(names) <= PARAMS_CHARS else "")
    return rest


def _name(hit: Hit) -> str:
    """The name an address shows: qualified, without repeating what the line already says.

    A constructor named after its class (Java, C#, C++) is shown as the class
    (``Retrofit.Builder(...)``, not ``Retrofit.Builder.Builder(...)``); a Rust trait impl as
    ``Trait for Type`` (``impl Default for Config``); a whole-file hit, or
    the text before a Markdown file's first heading, is named by the file name the path just
    printed, so it shows none.
    """
    if hit.kind in ("file", "section") and hit.symbol == hit.path.rsplit("/", 1)[-1]:
        return ""
    if hit.kind == "constructor" and hit.container and \
            hit.container.rsplit(".", 1)[-1] == hit.symbol:
        return one_line(hit.container)
    if hit.kind == "impl" and hit.lang == "rust":
        # `impl Default for Config` and `impl Config` are different blocks with one name.
        trait, at = _impl_split(hit.signature)
        if trait:
            # The type's own sigils stay (`for &mut Deserializer<R>`), as the source reads.
            sigils = _RUST_SIGILS.match(one_line(hit.signature), at)
            return f"{trait} for {sigils.group(0) if sigils else ''}{one_line(hit.qualified)}"
    return one_line(hit.qualified)


# What may stand before an impl's type name: `&`, `&'a mut `, `*const `, `dyn `.
_RUST_SIGILS = re.compile(r"(?:&\s*(?:'\w+\s+)?(?:mut\s+)?|\*(?:const|mut)\s+|dyn\s+)+")


def _impl_split(signature: str) -> tuple[str, int]:
    """The trait a Rust ``impl`` implements (``impl<T: Read> Decode for Reader<T>`` -> ``Decode``),
    ``""`` for an inherent one, and where its type starts in the one-line signature (where
    the name is looked for: the trait may hold it too).

    >>> _impl_split("impl<'de> de::Deserializer<'de> for &mut Deserializer<R>")
    ("de::Deserializer<'de>", 36)
    >>> _impl_split("impl<'a> From<&'a str> for Key<'a>")[0], _impl_split("impl<T> Vec<T>")
    ("From<&'a str>", ('', 8))
    >>> _impl_split("unsafe impl Sync for AtomicUsize")
    ('Sync', 21)
    """
    sig = one_line(signature)
    start = 7 if sig.startswith("unsafe ") else 0   # `unsafe impl Sync for AtomicUsize`
    if not sig.startswith("impl", start):
        return "", 0
    i, depth = start + 4, 0
    if sig[i:i + 1] == "<":   # the impl's own generics: skipped, brackets and all
        for i in range(i, len(sig)):
            depth += sig[i] == "<"
            depth -= sig[i] == ">" and sig[i - 1] != "-"
            if depth == 0:
                i += 1
                break
    while sig[i:i + 1] == " ":
        i += 1
    rest, depth = sig[i:], 0
    for j, c in enumerate(rest):
        depth += c in "<(["
        depth -= c in ">)]" and rest[j - 1:j] != "-"
        if depth == 0 and rest.startswith(" for ", j):
            return rest[:j].strip(), i + j + 5
    return "", i


def label_head(hit: Hit) -> str:
    """``kind qualified.name``: the part of a label a tight budget never cuts."""
    name = _name(hit)
    return f"{hit.kind} {name}" if name else hit.kind


def hit_label(hit: Hit) -> str:
    """``kind qualified.name(params) — first sentence``: the address line after ``path:line``."""
    label = label_head(hit) + (_params(hit) if _name(hit) else "")
    if is_heading(hit.kind, hit.lang) and hit.container:
        label += f"  (in {one_line(hit.container)})"
    doc = description(hit)
    return f"{label} — {doc}" if doc else label
