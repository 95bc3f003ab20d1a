"""A declaration's signature: its header from the first keyword or modifier to its body.

Leading annotations, decorators and comments stay out (they remain in the chunk's lines and
text); a value's signature is its first line (down to the line holding its name, when a long type
stands alone above it), with the string or bracket that line leaves open
closed (``header_text.closed_value``), and the line below when the first ends at its `=` (a type
alias's too, its union members a line each: `type Level = 'error' | 'warn'`); a TypeScript
interface member's is its whole type, its bracket groups over lines folded when it runs long
(`frameworkErrors?: <…>(…) => void`); a C header
loses its preprocessor lines and line splices; type parameters that would push a callable's
parameters past the cap are cut to their names (`addHook<RouteGeneric, Logger>(name: …)`),
and then the parameters' type arguments folded (`middleware: RouterMiddleware<…> | Array<…>`),
then a return type's written before the name (`Tuple16<…> concat(Tuple14<…> tuple)`).
How much of a value's source its signature holds is ``sigspan.py``'s; the folding and cutting
of a header too long for the cap ``sigfold.py``'s.

>>> signature(decl, kind, src, lang, spec)   # what a chunk's ``signature`` holds  # doctest: +SKIP
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import SIGNATURE_MAX, Decl, Spec
from codesift.chunk.header_text import closed_value, without_comments
from codesift.chunk.sigfold import (folded_groups, short_argument_types, short_generics,
                                    short_return_types)
from codesift.chunk.sigspan import TYPED_JS, in_string, value_span
from codesift.languages import JS_FAMILY
from codesift.model import VALUE_KINDS

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

# Signatures cut here before collapsing, so a header-less 200 KB line costs nothing.
_SIG_SOURCE_MAX = 1024
_SIG_TRAILERS = " \t\r\n{:=;"
# Leading header parts a signature leaves out (they stay in the chunk's lines and text).
_HEADER_NOISE = frozenset({
    "annotation", "marker_annotation", "attribute_list", "attribute", "attributes", "decorator",
})
_MODIFIER_LISTS = frozenset({"modifiers"})


def _noise(kind: str) -> bool:
    """Whether a header's leading node of type ``kind`` is left out of its signature: an
    attribute or a preprocessor line (polly's `#pragma warning disable xUnit1044` /
    `[MemberData(…)]` / `#pragma warning restore …` above a test, `#if !NETCOREAPP` /
    `[Serializable]` / `#endif` above an exception class)."""
    return kind in _HEADER_NOISE or kind.startswith("preproc_")


def _header_start(node: Node, comments: frozenset[str]) -> int:
    """Where the header begins once leading annotations, attributes, decorators, directives
    and comments are skipped: signatures start at the modifiers or keyword, as in Python."""
    first = node.child(0) if node.child_count else None
    if first is None or not _noise(first.type) and first.type not in _MODIFIER_LISTS:
        return node.start_byte
    for child in node.children:
        kind = child.type
        if _noise(kind) or kind in comments:
            continue
        if kind in _MODIFIER_LISTS:
            for part in child.children:
                if not _noise(part.type) and part.type not in comments:
                    return part.start_byte
            continue
        return child.start_byte
    return node.start_byte


def signature(decl: Decl, kind: str, src: bytes, lang: str, spec: Spec) -> str:
    """Header up to the body; first line for values; whole node for bodiless prototypes."""
    node = decl.node
    start = decl.sig_start if decl.sig_start >= 0 else _header_start(node, spec.comments)
    if decl.sig_end >= 0:
        end = decl.sig_end
    elif decl.body is not None and decl.body.start_byte > start:
        end = decl.body.start_byte
    else:
        end = node.end_byte
    raw = src[start:min(end, start + _SIG_SOURCE_MAX)]
    uncommented = False   # a comment taken out of the header (below)
    if lang in JS_FAMILY and (b"//" in raw or b"/*" in raw):
        # A regex may hold the markers, which the parse tells from a comment: mime-types'
        # `var TEXT_TYPE_REGEXP = /^text\//i` read `var TEXT_TYPE_REGEXP = /^text\`.
        blanked = _comments_blanked(node, start, raw, spec.comments)
        uncommented, raw = blanked != raw, blanked
    # A value's first line is its signature; a Python accessor's header is a function's.
    accessor = kind == "property" and decl.body is not None and lang == "python"
    cut = folded = unions = False
    if kind in VALUE_KINDS and not accessor or decl.body is None and kind in ("type", "macro"):
        raw, cut, folded, unions = value_span(decl, kind, raw, start, lang)
    if lang in _OBJECT_TYPES and b"{" in raw and b"\n" in raw:
        raw = _separated(node, start, raw)
    if kind != "macro" and lang in _PREPROCESSED and b"#" in raw:
        # flex's `#ifdef __cplusplus` / `static int yyinput (…)` / `#else` / `static int
        # input (…)` / `#endif`: the header is the last variant's, without the directives;
        # polly's `PolicyRegistry(…)` / `#pragma warning disable IDE0306` / `=> …` read
        # `PolicyRegistry(IDictionary<string, IsPolicy> registry) #pragma warning disable …`.
        raw = _DIRECTIVE_LINE.sub(b"", raw)
    decoded = _SPLICE.sub(" ", raw.decode("utf-8", "replace"))
    # `def get(  # type: ignore[override]` must not read as a parameter named `#`. (In
    # JavaScript the parse blanked them above.)
    if lang not in JS_FAMILY:
        stripped = without_comments(decoded, lang, spec.slash_comments)
        uncommented, decoded = uncommented or stripped != decoded, stripped
    if "," in decoded and "\n" in decoded:
        decoded = _TRAILING_COMMA.sub("", decoded)
    if "<" in decoded and "\n" in decoded:
        decoded = _GENERIC_LINES.sub("", decoded)
    if "\n" in decoded and lang not in _DOT_FUNCTIONS:
        decoded = _CHAINED_LINE.sub("", decoded)
    if folded:
        decoded = folded_groups(decoded)
    if "  " in decoded:
        decoded = _literal_spaces_kept(decoded, lang)
    header = " ".join(decoded.split())
    if decl.sig_head:
        header = f"{decl.sig_head} {header}"
    if lang == "dart" and "\n" in decoded and ("{" in header or "[" in header):
        # A named or optional parameter group written a parameter per line (`Message(` /
        # `Object? body, {` / `Encoding? encoding,` / `})`) reads as dart format writes it on
        # one line, `Message(Object? body, {Encoding? encoding})`, not `{ Encoding? … }`.
        header = _DART_GROUP_CLOSE.sub(r"\1", _DART_GROUP_OPEN.sub(r"\1", header))
    if unions:   # `type Level =` / `  | 'error'` / `  | 'warn'`: no `|` before the first member
        header = _LEADING_BAR.sub("= ", header, 1)
    if lang in TYPED_JS and ("|" in header or "&" in header):
        # Anywhere a type goes, a union's leading `|` (Prettier's) is noise, as after `=`.
        header = _without_opening_bars(header)
    # A value whose first line opens its object (`const DEFAULTS = {`, Python's `X = {`, Go's
    # `var x = map[string]int{`) keeps the brace: it is the value's, closed below, not a
    # body's (the signature had read `const DEFAULTS`, grape's `SPECIAL = {` `SPECIAL`). An
    # Elixir brace opens no body (`do … end` does) but a map, struct or tuple, an attribute's
    # with no `=`: absinthe's `@type_mapping %{` read `@type_mapping %`, ecto's
    # `@number_validators %{` `@number_validators %`.
    # A TypeScript alias whose object type is a member of its intersection or union (`type
    # Class = typeof Command & {`) keeps that brace too: oclif's `Command.Class` read `type
    # Class = typeof Command &`, the `&` left dangling. (Its members are chunks of their own.)
    if not (cut and header.endswith("{")
            and (kind in VALUE_KINDS and ("=" in header or lang == "elixir")
                 or kind == "type" and lang in TYPED_JS and _MEMBER_BRACE.search(header))):
        header = header.rstrip(_SIG_TRAILERS)
    if header.endswith(",") and " where " in header and not cut and lang in _WHERE_CLAUSES:
        # rustfmt's `where` / `    T: fmt::Display,` / `{`: the comma ended the clause's list.
        header = header[:-1]
    if len(header) > SIGNATURE_MAX and kind in _CALLABLES:
        header = short_generics(header)
        # Not an Elixir or Erlang binary pattern's `<<…>>`: its segments are the parameters'
        # names (plug's `valid_csrf_token?(_conn, <<csrf_token::…>>, …)` read `<…>`).
        if len(header) > SIGNATURE_MAX and "<<" not in header:
            header = short_argument_types(header)
            # Measured as shown: a list written a parameter per line loses its padding.
            header = header.replace("( ", "(").replace(" )", ")")
            if len(header) > SIGNATURE_MAX:
                header = short_return_types(header)
    if cut:
        # `PATTERNS = [`, `x = f(a,`, `tmpl = \`{{with` cut at the line: say what is left out.
        header = closed_value(header, lang, spec.slash_comments)
        if kind == "type" and lang in TYPED_JS and header.endswith("<"):
            # Generics that close past the header's source (fastify's 20-line `type
            # preParsingMetaHookHandler<` / `  RawServer extends …`): a `<` opens no value.
            header += "…>"
        if kind == "macro" and header.endswith("\\"):
            # `#define CHECK_EOF() \` (19% of 9,400 C/C++ macros): its value goes on below.
            header = header[:-1].rstrip() + " …"
    if uncommented:
        # A parameter's name written as a comment left its space before the comma: PEGTL's
        # `match( ParseInput& /*unused*/, bool& v )` read `match(ParseInput& , bool& v)`,
        # handlebars's `[number /* revision */, string /* versions */]` `[number , string ]`.
        # A bracket opened over lines loses its padding as a parenthesis does (below), or
        # `[ infer head, …infer tail ]` would read `[ infer head, …infer tail]`.
        header = _COMMENT_GAP.sub("", header).replace("[ ", "[")
    if decl.sig_tail:
        tail = " ".join(without_comments(decl.sig_tail, lang, spec.slash_comments).split())
        header = f"{header} {{ … }} {tail}"
    # Parameter lists written one per line read better without the padding.
    return _cut(" ".join(_unpadded(header, lang).split())) \
        .replace(_KEPT_SPACE, " ")


# OCaml's padding that keeps a `*` operator from opening or closing a comment: `( *> )`,
# `( let* )` (read `(*>)` and `(let*)`, a comment's marks to an OCaml reader).
_OCAML_PADDING = compiled(r"\( (?!\*)|(?<!\*) \)")


def _unpadded(header: str, lang: str) -> str:
    """``header`` without the padding inside its brackets (a list written a parameter per
    line), but for OCaml's around a `*`."""
    if lang == "ocaml":
        return _OCAML_PADDING.sub(lambda m: m.group().replace(" ", ""), header)
    return header.replace("( ", "(").replace(" )", ")")


# A word a cut ends inside, and the characters of an operator two may spell (`->`, `::`).
_WORD_TAIL = compiled(r"\w+$")
_WORD_CHAR = compiled(r"\w")
_OPERATOR_CHARS = "-=<>:|&!"


def _cut(header: str) -> str:
    """``header`` within ``SIGNATURE_MAX``, cut between tokens: a cut inside a word or an
    operator left a fragment the source never wrote, indexed as a word of the signature and
    shown in the address (helmet's `contentSecurityPolicy(options): (req: IncomingMessag…`,
    cloup's `_option_group(…, hidden: bool = False) -…` of `-> Callable[[F], F]`). The
    fragment goes; a cut that would lose half the cap stays where it was."""
    if len(header) <= SIGNATURE_MAX:
        return header
    at = SIGNATURE_MAX - 1
    head, after = header[:at], header[at]
    if _WORD_CHAR.match(after) and _WORD_CHAR.match(head[-1]):
        head = _WORD_TAIL.sub("", head)
    elif after in _OPERATOR_CHARS and head[-1] in _OPERATOR_CHARS:
        head = head.rstrip(_OPERATOR_CHARS)
    if len(head.rstrip()) < SIGNATURE_MAX // 2:
        head = header[:at]
    if head.endswith(("<", "<…")):
        # Inside a parameter's type arguments, folded or not: jOOL's `percentileCollector(…,
        # Function<…> onSingle, Function<……` ends at the last whole parameter instead.
        comma = head.rfind(", ")
        if comma > max(head.rfind("("), head.rfind(")"), SIGNATURE_MAX // 2):
            head = head[:comma + 1]
    return head.rstrip() + "…"


def _comments_blanked(node: Node, start: int, raw: bytes, comments: frozenset[str]) -> bytes:
    """``raw`` (the header from ``start``) with the comments the parse of ``node`` holds in
    it turned to spaces, its lines and length kept."""
    end = start + len(raw)
    out = bytearray(raw)
    stack = [node]
    while stack:
        part = stack.pop()
        if part.end_byte <= start or part.start_byte >= end:
            continue
        if part.type in comments:
            for at in range(max(part.start_byte, start), min(part.end_byte, end)):
                if out[at - start] not in b"\r\n":
                    out[at - start] = 0x20
        else:
            stack.extend(part.children)
    return bytes(out)


# Languages whose object types may put members on lines of their own with no `;` or `,`.
_OBJECT_TYPES = frozenset({"typescript", "tsx", "vue", "svelte"})
_MEMBER_SEPARATORS = frozenset({";", ","})


def _separated(node: Node, start: int, raw: bytes) -> bytes:
    """``raw`` (the header from ``start``) with a `;` after each object type member that a
    newline alone parts from the next: folded to one line, immer's `constructor(config?: {`
    / `autoFreeze?: boolean` / `useStrictShallowCopy?: StrictMode` read `{ autoFreeze?:
    boolean useStrictShallowCopy?: StrictMode }`. Only the nodes the header spans are read."""
    end = start + len(raw)
    ends: list[int] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == "object_type":
            last = -1   # the end of the member before, while no separator follows it
            for child in current.children:
                if child.type in _MEMBER_SEPARATORS:
                    last = -1
                elif child.is_named and child.type != "comment":
                    if start <= last < end:
                        ends.append(last)
                    last = child.end_byte
        stack.extend(c for c in current.children
                     if c.child_count and c.end_byte > start and c.start_byte < end)
    for at in sorted(ends, reverse=True):
        raw = raw[:at - start] + b";" + raw[at - start:]
    return raw


# A preprocessor directive's line (C's, C#'s), in a declaration's header.
# Haskell too, under `{-# LANGUAGE CPP #-}`: hspec's `instance Semigroup (DList a) where` /
# `#endif` was signed "instance Semigroup (DList a) where #endif".
_PREPROCESSED = frozenset({"c", "cpp", "objc", "csharp", "haskell"})
_DIRECTIVE_LINE = compiled(rb"(?m)^[ \t]*#[^\n]*\n?")
# A member access opening a line continues the name or call ending the line before
# (swift-format's and ktlint's breaks): IceCubesApp's `… async -> Models` / `    .Notification?`
# read `-> Models .Notification?`, a chained value `builder()` / `  .build()` `builder() .build()`.
# (Elm's, Haskell's and PureScript's `.name` is a function of its own, an argument.)
_CHAINED_LINE = compiled(r"(?<=[\w)\]>?!])[ \t]*\r?\n[ \t]*(?=\??\.[A-Za-z_$])")
_DOT_FUNCTIONS = frozenset({"haskell", "elm", "purescript"})
# A line splice (`\` at a line's end, as macros continue; CRLF too) is no part of a header.
_SPLICE = compiled(r"\\\r?\n")
# The comma after the last of a list written an item a line (`  helper: Help,` / `): string`;
# Go's, rustfmt's, Prettier's): folded onto one line it read `f(a, b,)` (397 of the corpora's
# TypeScript signatures). Only before a line break, so a one-tuple `(u8,)` stays.
_TRAILING_COMMA = compiled(r",(?=[ \t]*\r?\n\s*[)\]}>])")
# The padding a one-per-line Dart parameter group leaves inside its braces or brackets.
_DART_GROUP_OPEN = compiled(r"((?:\(|, )[{\[]) ")
_DART_GROUP_CLOSE = compiled(r" ([}\]])(?=\))")
# The blank a comment taken out left before a comma or a closing bracket (not at a line's
# start: `(\n  , b)`); the final join takes it from before a `)`.
_COMMENT_GAP = compiled(r"(?<=\S)[ \t]+(?=[,\]])")
# Languages whose `where` clause may end a header at a comma (rustfmt's, a list a line).
_WHERE_CLAUSES = frozenset({"rust", "swift", "csharp"})
# The line breaks inside type parameters written one a line (`pub struct Subscriber<` /
# `    N = format::DefaultFields,` / `> {`): folded, they read `Subscriber< N = …, W = … >`.
# A `<` ending a line opens them, a `>` opening one closes them (`->` and `>=` do not), after
# a line ending with a nested list's `>` too (mitt's `Array<` / `WildcardHandler<T>` / `>`
# read `Array<WildcardHandler<T> >`), not with an arrow's.
_GENERIC_LINES = compiled(r"(?<=<)[ \t]*\r?\n\s*"
                          r"|(?<![-=<])(?<![-=]>)[ \t]*\r?\n\s*(?=>(?![=>]))")


# A TypeScript alias's line ending in an object type its intersection or union takes in.
_MEMBER_BRACE = compiled(r"[&|] ?\{$")
_LEADING_BAR = compiled(r"= [|&] ")
# A string literal that opens and closes on one line, matched from the left so each closing
# quote is taken as one (a `'` opens none where it marks a lifetime, a type variable, a prime
# or a quoted form).
_LINE_LITERAL = compiled(r"""(["'`])(?:(?!\1)[^\\\n]|\\.)*\1""")
_LINE_DOUBLE_LITERAL = compiled(r"""(["`])(?:(?!\1)[^\\\n]|\\.)*\1""")
_QUOTE_NOT_STRING = frozenset({"rust", "ocaml", "haskell", "clojure", "julia", "scala"})
_SPACE_RUN = compiled(r" {2,}")
# A character no whitespace split or strip touches (private use), a space again in the end.
_KEPT_SPACE = "\ue000"
# A union's or intersection's first `|` or `&` right after what opens a type (`:`, `=`, `=>`,
# `extends`, a bracket, a comma), before its first member: neither a bitwise operator (it
# would have an operand on its left) nor a regex's alternation (`( | )`, no member follows).
_OPENING_BAR = compiled(r"((?:[:=(<\[,]|=>|\bextends) ?)[|&] (?=[\w'\"`({\[<-])")


def _literal_spaces_kept(text: str, lang: str) -> str:
    """``text`` with each run of spaces inside a string literal that opens and closes on one
    line held as ``_KEPT_SPACE``, which the collapsing of whitespace leaves alone (the
    signature puts the spaces back): comfy-table's `pub const NOTHING: &str = "` + 19 spaces +
    `"` read `= " "`, tablewriter's `indentStr = "    "` `= " "`, its presets' border
    strings lost the gaps that place each character."""
    literal = _LINE_LITERAL if lang not in _QUOTE_NOT_STRING else _LINE_DOUBLE_LITERAL
    return literal.sub(lambda m: _SPACE_RUN.sub(
        lambda run: _KEPT_SPACE * len(run.group(0)), m.group(0)), text)


def _without_opening_bars(header: str) -> str:
    """``header`` without the `|` or `&` Prettier writes before a union's or intersection's
    first member when it breaks the type a member a line, wherever a type goes: valibot's
    `TMessage extends` / `| ErrorMessage<…>` / `| undefined` read `TMessage extends |
    ErrorMessage<…> | undefined`, yaml's `replacer?: | Replacer | …`. One in a string stays
    (a test's name, `it("…, & plan", …)`)."""
    def drop(match: re.Match[str]) -> str:
        return match.group(0) if in_string(header, match.start()) else match.group(1)
    return _OPENING_BAR.sub(drop, header)


_CALLABLES = frozenset({"function", "method", "constructor", "prototype"})
