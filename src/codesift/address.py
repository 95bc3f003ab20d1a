"""One hit's address line: ``kind qualified.name(params) — first sentence of the doc``.

What the line after ``path:line`` says, kept short (a hit costs about 25 tokens): a parameter
list too long for it shows its parameters' names, and the doc's first sentence comes from
``docline.py``. The agent reads the declaration itself for the rest. ``render_hits.py`` lays
these lines out.

>>> from codesift.model import Hit
>>> hit_label(Hit(path="a.py", line=3, end_line=9, kind="method", symbol="send",
...               container="Client", signature="def send(self, request, timeout=None)",
...               doc="Send a request. Retries on failure.", lang="python", score=1.0))
'method Client.send(request, timeout=None) — Send a request.'
"""
from __future__ import annotations

from .docline import description, one_line
from .sentences import cut
from .languages import JS_FAMILY
from .lazy_re import lazy
from .address_names import PARAMS_CHARS, impl_split, route_handler, shown_name
from .model import Hit, is_heading, shown_kind
from .paramlist import (PRIMARY_CONSTRUCTOR, balanced_prefix, brackets, cut_names, fold_list,
                        function_type, generic_names, lead_generics, names_only, split_top,
                        type_bases, without_receiver)

# JavaScript/TypeScript bind functions to names: what comes between the name and the
# parameter list (`= `, `= async `, `= function send`, `: Handler = `), and the arrow after it.
_JS_LANGS = JS_FAMILY
# A Lua name bound to a function (`= function(self, options)`), or to one a call wraps:
# `= a.wrap(function(ms, cb)`, `= throttle_async({ hash = 1 }, function(opts)`, its first
# arguments (no bracket of their own) before it.
_LUA_BINDING = lazy(r"^=\s*(?:[\w.:]+\(\s*(?:[^()]*,\s*)?)?function\s*(?=\()")
# A type before the `=` may itself be a function's, arrow and all (zod's `const error: () =>
# ZodError = () =>` showed no parameters); a call may wrap the function (helmet's `const
# helmet: Helmet = Object.assign(function helmet(options`, `exports.old = deprecate(function
# old(a)`), inside calls given other arguments first (ramda's `var all =
# _curry2(_dispatchable(['all'], _xall, function all(fn, list)`: no list was shown). Those
# arguments hold no bracket `(`, so each call's part ends at the next one's.
# An arrow a call wraps too, its list running to the `=>` closing the signature (an ESLint
# rule's `create: Components.detect((context, components, utils) =>`, `module.exports.handler =
# middy(async (event) =>`: each showed no list).
_JS_BINDING = lazy(r"^(?::(?:[^=]|=>)*)?=(?!>)\s*"
                   r"(?:(?:[\w$.]+\(\s*(?:[^()]*,\s*)?)+"
                   r"(?=(?:async\s+)?(?:function\b|\(.*=>\s*$)))?"
                   r"(?:async\s+)?(?:function\b\s*\*?\s*[\w$]*\s*)?(?=[(<])")
_ARROW_END = lazy(r"\s*=>$")
# A function bound to two names at once (bluebird's `Promise.prototype.caught =
# Promise.prototype["catch"] = function (fn)`, `Promise.reject = Promise.rejected = function
# (reason)`, 30 of its API): the names between the first and the function go, or the
# binding read as none and the address showed no list.
_JS_CHAINED_BINDING = lazy(r"^=\s*[A-Za-z_$][\w$]*(?:\.[\w$]+|\[[^\]=]*\])*\s*(?==(?![=>]))")
# A callback a call defines by the string naming it (``chunk.grammars_js_calls``): chai's
# `Assertion.addMethod('members', function (subset, msg)`, `app.param('user', id =>`; what comes
# between the name's closing quote and the parameters, the bare one's name apart.
_JS_NAMED_CALLBACK = lazy(r"^['\"`]\s*,\s*(?:async\s+)?(?:function\b\s*\*?\s*[\w$]*\s*(?=[(<])"
                          r"|(?=[(<])|([A-Za-z_$][\w$]*)$)")
# A Ruby or Python lambda's parameters, after its binding's `=`: `->(s)`, `lambda do |req|`,
# `proc { |a, b|`, `Proc.new do |x|`, Python's `lambda item, key=None:`; or after a Rails
# scope's name (`scope :hottest, ->(user = nil)`).
_LAMBDA_PARAMS = lazy(r"[=,]\s*(?:->\s*\(([^)]*)\)|(?:lambda|proc|Proc\.new)\s*(?:do|\{)\s*\|([^|]*)\|"
                      r"|lambda\s+(?!\{|do\b)([^:]*))")
# An arrow function's one parameter written bare (axios's `const isBoolean = thing =>`, 217 of
# execa's functions): shown as the list it is, `isBoolean(thing)`; without it the function
# read as taking nothing.
_JS_BARE_ARROW = lazy(r"^((?::(?:[^=]|=>)*)?=(?!>)\s*(?:async\s+)?)([A-Za-z_$][\w$]*)(\s*=>)")
# An object's method written as a property (handlebars's `Compiler.prototype = { equals:
# function (other) {…} }`, a Vue component's `created: function ()`, `total: () => …`): its
# `:` binds as `=` does. Only a method's: a TypeScript property typed as a function (`onClick:
# (e: Event) => void`) takes no parameters of its own.
_JS_PAIR = lazy(r"^:(?=\s*(?:async\s+)?(?:function\b|[(<]|[A-Za-z_$][\w$]*\s*=>"
                r"|[\w$.]+\(.*(?:\bfunction\b.*\)|=>)\s*$))")

# A GNU attribute after a C declaration's parameters (sds's `sdscatprintf(…)
# __attribute__((format(printf, 2, 3)))`): for the compiler, not for a caller.
_GNU_ATTRIBUTES = lazy(r"(?:\s*__attribute(?:__)?\s*\(\((?:[^()]|\([^()]*\))*\)\))+\s*$")

# A macro's first line that its definition goes on from: a line splice, or what the chunker
# closed with an ellipsis (``chunk.header_text.closed_value``).
_CONTINUED = lazy(r"(?:\\|…[)\]}\"'`]?)$")

# A generic's bounds written after the list and the return type (Rust's `-> Drain<'_, T, N>
# where R: RangeBounds<usize>`, Swift's, Kotlin's, C#'s `where T : class`): a caller's
# concern less than the return type, so they go first when the two do not fit.
_WHERE_CLAUSE = lazy(r"\s+where\s.*$")
# What a where clause's constraint constrains: `Self` of `Self: P`, `Base` of `Base.Element == X`.
_SUBJECT = lazy(r"\w+")

def _name_end(sig: str, name: str, start: int) -> int:
    """Where ``name`` first ends in ``sig`` from ``start`` as a whole word (no letter, digit,
    ``_`` or ``$`` either side), or -1: ``\\w`` without a pattern built per hit."""
    at = sig.find(name, start)
    while at >= 0:
        end = at + len(name)
        if not (at and _word_char(sig[at - 1])) and not (end < len(sig) and _word_char(sig[end])):
            # A name written in backticks (Kotlin's `` fun `parses a date`() ``, Swift's
            # `` func `open`() ``) ends past the closing one, where its list starts.
            return end + 1 if at and sig[at - 1] == "`" and sig[end:end + 1] == "`" else end
        at = sig.find(name, at + 1)
    return -1


def _word_char(char: str) -> bool:
    return char.isalnum() or char in "_$"


# Kinds whose name a signature may write more than once, or not at all.
_CALLABLES = frozenset({"function", "method", "constructor", "prototype"})
# Kinds whose signature may name their bases after the name (`class A extends B`).
_TYPE_KINDS = frozenset({"class", "interface", "struct", "enum", "trait"})
# A parameter list (or its generics) right after a name; Swift's failable `init?(`.
_OPENS_LIST = lazy(r"[?!]?\s*[(<]")
# After a name that is a scope or a type, not the callable's own (`file::`, `TimeSpan `,
# C#'s `Exception? `, a Lua or JavaScript table's `inspect.`, whose `function
# inspect.inspect(root, options)` showed no list), and after the callable's own name
# (`file(`, `init?(`).
_SCOPE_OR_TYPE = lazy(r"(?:::|\.|\??\s+)(?=[\w$~])")
_CALLED = lazy(r"[?!]?\(")
# A class's template arguments before the scope of its member (`sink<Mutex>::sink(`).
_TEMPLATE_SCOPE = lazy(r"<[^()<>]*(?:<[^()<>]*>[^()<>]*)*>::")
# A keyword standing where a callable writes no name: a Kotlin secondary constructor's
# `constructor(…)`, an anonymous default export's `function (…)` (named `default`), or
# nothing before the list: an anonymous default export's arrow, `(o, c, d) =>`, `async <T>(…)`.
_UNNAMED_HEAD = lazy(r"(?<![\w$])(?:constructor|function)(?:\s*\*)?\s*(?=[(<])"
                     r"|^(?:async\s+)?(?=[(<])")


def _list_start(sig: str, name: str, at: int) -> int:
    """Where a callable's name ends before its parameter list, or -1.

    The first whole-word occurrence, unless a later one opens the list: the class before a
    C++ `file::file(…)`, a C# return type named as its method (`TimeSpan TimeSpan()`), took
    the parameters with them. A signature that writes no name (Kotlin's `constructor(m:
    String)`, `export default function (…)`) is read from its keyword.
    """
    end = _name_end(sig, name, at)
    if end < 0:
        m = _UNNAMED_HEAD.search(sig, at)
        return m.end() if m else -1
    scoped = _TEMPLATE_SCOPE.match(sig, end)   # spdlog's `sink<Mutex>::sink(…)`: a class
    if not scoped and (_OPENS_LIST.match(sig, end) or not _SCOPE_OR_TYPE.match(sig, end)):
        return end      # `DIRTY = <T>(value: T): DIRTY<T>`: a later one is a return type
    later = _name_end(sig, name, end)
    while later >= 0 and not _CALLED.match(sig, later):
        later = _name_end(sig, name, later)
    return later if later >= 0 else end


def _params(hit: Hit) -> str:
    """What follows the name in its signature (``(req) -> Response``), trimmed."""
    sig = one_line(hit.signature)
    if not sig or not hit.symbol or hit.kind in ("section", "file"):
        return ""
    # A Rust impl's type name may also be in its trait (`impl de::Deserializer<'de> for
    # &mut Deserializer<R>`): what follows the name is read from the type on.
    at = impl_split(sig)[1] if hit.kind == "impl" and hit.lang == "rust" else 0
    if hit.lang == "go" and sig.startswith("func ("):
        # A method's receiver names its type, which may be the method's own name too: archiver's
        # `func (ar Archive) Archive(…) error`, every `func (e *Error) Error() string`, lost
        # their lists to the receiver's `)`. The name is looked for after the receiver.
        at = 5 + max(0, brackets(sig[5:], lead=True) + 1)
    if hit.lang == "clojure":
        # `(defn validate [?schema value] [?schema value options])`: a callable's parameter
        # vectors (a method's dispatch value, a return's `:- schema`, before them), spaced from
        # its name as Clojure writes them; they read "validate[?schema value] …)" glued on.
        end = _name_end(sig, hit.symbol, at)
        rest = sig[end:].removesuffix(")").strip() if end >= 0 else ""
        callable_ = hit.kind in _CALLABLES or hit.kind == "macro"
        return " " + cut(rest, PARAMS_CHARS) if rest and callable_ else ""
    if hit.lang == "ocaml":
        # A function's parameters follow its name unbracketed (`let parse_args cl args`), a
        # `val`'s or `external`'s type after a colon: shown spaced as written, not glued on.
        end = _name_end(sig, hit.symbol, at)
        rest = sig[end:].strip() if end >= 0 else ""
        shown = hit.kind in _CALLABLES and rest[:1] not in ("", "=", '"')
        if hit.kind == "module" and rest[:1] == "(":
            rest, shown = _functor_params(rest), True
        return " " + cut(rest, PARAMS_CHARS) if shown else ""
    handler = route_handler(hit, sig) if hit.lang in _JS_LANGS else None
    if handler is not None:
        # A route file's handler named by its route (`function /api/users/[id] GET(request)`):
        # its list follows the name its signature writes, the verb shown before it.
        end = _list_start(sig, handler[1], 0)
        return handler[0] + _shown_params(hit, sig[end:].strip()) if end >= 0 else handler[0]
    end = _list_start(sig, hit.symbol, at) if hit.kind in _CALLABLES else \
        _name_end(sig, hit.symbol, at)
    if end < 0 or hit.kind == "macro" and sig[end:end + 1] != "(":
        # An object-like macro (`#define cJSON_False (1 << 0)`) has a value, not parameters:
        # named alone, as constants are; only `NAME(` directly is a function-like one.
        return ""
    if hit.lang == "go" and sig[end:end + 2] == " [":
        # A slice or array type, spaced from its name as gofmt writes it (`type UUID [16]byte`,
        # `var pool [N]byte`, which read `type UUID[16]` and `variable pool[N]byte`); type
        # parameters touch the name (`type List[T any] struct`).
        return " " + cut(split_top(sig[end:].strip(), "=")[0], PARAMS_CHARS)
    if hit.kind in ("constant", "variable") and sig[end:end + 2] == " [":
        # A list spaced from its name is the value, not a C array's size (`TABLE[4]`):
        # Elixir's `@output_type_modules [Type.Scalar, …]` read as a list glued to the name,
        # `output_type_modules[Type.Scalar, …]` (absinthe's 66 list attributes, ecto's too).
        return ""
    bases = type_bases(sig[end:]) if hit.kind in _TYPE_KINDS else ""
    if bases:
        # Shown as Python's and a generic type's are (`class Tree(Generic[_Leaf_T])`, `class
        # Store<T> extends Base<T>`): `class ValidationException` hid `extends RuntimeException`.
        return cut(bases, PARAMS_CHARS)
    if hit.lang == "swift" and sig[end:end + 2] in ("?(", "!("):
        # A failable initializer (Alamofire's `init?(host: String)`), shown as written.
        return sig[end] + _shown_params(hit, sig[end + 1:].strip())
    return _shown_params(hit, sig[end:].strip())


def _functor_params(rest: str) -> str:
    """An OCaml functor's parameters, the bracket groups opening ``rest``: lwt's `module Make`
    read as a plain module, its `(Ord : OrderedType)` unseen; the result's signature after them
    is left out, as a module's is.

    >>> _functor_params("(Ord: OrderedType) (V : S) : (S with type elt = Ord.t)")
    '(Ord: OrderedType) (V : S)'
    """
    groups: list[str] = []
    while rest[:1] == "(":
        end = brackets(rest, lead=True)
        if end < 0:
            break
        groups.append(rest[:end + 1])
        rest = rest[end + 1:].lstrip()
    return " ".join(groups)


def _shown_params(hit: Hit, rest: str) -> str:
    """What an address shows of ``rest``, the signature after the name: its parameter list,
    folded or cut to names when long, and what follows it (``-> Response``)."""
    if hit.kind == "macro" and _CONTINUED.search(rest):
        # A definition going on over lines shows its parameters alone: the rest of its first
        # line is a piece of the body, ended by the continuation's `\` (`F(x) foo(x) + \`) or
        # by the bracket it leaves open, closed with an ellipsis (`CHECK(x) do {…}`).
        end = brackets(rest, lead=True)
        rest = rest[:end + 1] if end > 0 else rest.removesuffix("\\").rstrip()
    if hit.lang == "objc" and hit.symbol.endswith(":"):
        # A selector names its arguments' places (`addImage:withIdentifier:`); a one-part one
        # alone would show its argument glued on (`removeImageWithIdentifier:(NSString *)id`).
        return ""
    if hit.lang == "haskell":
        # `parseArguments :: [String] -> IO Flags` shows its type; an equation without one
        # (`getOption [] _`) shows no patterns glued to the name.
        return " " + cut(rest, PARAMS_CHARS) if rest.startswith("::") else ""
    if hit.lang == "go" and rest.startswith("["):
        if hit.kind in ("struct", "interface", "type"):
            # Type parameters, then what it is (`List[T any] struct`): the kind says that.
            end = brackets(rest, lead=True)
            return cut(rest[:end + 1], PARAMS_CHARS) if end > 0 else ""
    if hit.lang == "ruby" and hit.signature.startswith("alias "):
        # What an alias names is a method, no list: pry's `alias find_command []` read
        # `find_command[]`, as a C array's size.
        return ""
    if hit.lang == "ruby" and rest.startswith("<"):
        # Ruby's `<` names a superclass, not generics: spaced as written (`class FileTask < Task`).
        return " " + cut(rest, PARAMS_CHARS)
    if hit.lang == "ruby" and hit.kind in _CALLABLES and rest[:1] not in ("", "(", "=", ";") \
            and hit.signature.startswith("def "):   # not an `alias :add :[]=`
        # Ruby's parameters need no brackets (psych's `def initialize action, klass_name`,
        # rest-client's `def self.log= log`): the list they are, or the method read as taking
        # nothing. An endless `def x = 1` or a `def x; end` has none; a comment is no list.
        rest = "(" + rest.split(" #", 1)[0].strip() + ")"
    if hit.lang in _JS_LANGS:
        if hit.kind in ("constant", "variable") and rest.startswith(":"):
            # A value typed as a function is one to its reader: fp-ts's 846 `export const
            # getOrElse: <A>(onNone: LazyArg<A>) => (ma: Option<A>) => A = getOrElseW` showed
            # a bare name. Its type is what it takes and returns; a value's other type stays
            # unshown, as its value does.
            typed = function_type(rest)
            return ": " + cut(typed, PARAMS_CHARS) if typed else ""
        # `res.send = function send(body)`, `const parseBody = (response: Response): unknown =>`:
        # the parameters follow the binding, and the arrow ends the signature.
        if hit.kind == "method":
            rest = _JS_PAIR.sub("=", rest, count=1)
        if hit.kind == "type" and rest.startswith("<"):
            rest = _generic_alias(rest)
        rest = _JS_NAMED_CALLBACK.sub(lambda m: f"({m.group(1)})" if m.group(1) else "", rest, count=1)
        if hit.kind in _CALLABLES:
            while (chained := _JS_CHAINED_BINDING.match(rest)) is not None:
                rest = rest[chained.end():]
        rest = _JS_BINDING.sub("", _JS_BARE_ARROW.sub(r"\1(\2)\3", rest, count=1), count=1)
        rest = _ARROW_END.sub("", rest)
        if hit.kind in ("constant", "variable") and rest.startswith("("):
            # A function is chunked as one: a value's bracket is an expression's, no list
            # (node-glob's `const max = (module === require.main && …) || 1_000_000` read
            # `constant max(module === require.main && +process.argv[2]) || 1_000_000`).
            return ""
        if rest.startswith("(("):
            # A bracketed type, no parameter list (no parameter opens with a bracket):
            # cosmiconfig's `type Loader = ((filepath: string, …) => Promise<…>) | LoaderSync`
            # read `type Loader((filepath: string, content: string)) | LoaderSync`.
            return ""
        if hit.kind == "type" and rest.startswith("(") and _bracketed_type(rest):
            # A bracket no arrow follows groups a type: yargs-parser's `type ArgsOutput =
            # (string | number)[]` read `type ArgsOutput(string | number)[]`.
            return ""
    elif hit.lang == "lua":
        # `M.init = function(self, options)`, `M.sleep = a.wrap(function(ms, cb)`: the bound
        # function holds the parameters.
        rest = _LUA_BINDING.sub("", rest, count=1)
    elif hit.lang in ("ruby", "python") and (rest.startswith("=") or hit.lang == "ruby"
                                              and hit.signature.startswith("scope :")):
        # A name bound to a lambda: `NORMALIZE = ->(s) { … }`, `X = lambda do |req|`,
        # `key = lambda item: …` shows the lambda's parameters, `(s)`, `(req)`, `(item)`; so
        # does a Rails scope, `scope :hottest, ->(user = nil) {`, called `Story.hottest(user)`.
        bound = _LAMBDA_PARAMS.match(rest)
        return "(" + cut(bound.group(1) or bound.group(2) or bound.group(3) or "", PARAMS_CHARS) \
            + ")" if bound else ""
    elif hit.lang == "scala" and hit.kind in _CALLABLES and rest.startswith(":"):
        # A method declared without a list (scopt's `def errorOnUnknownArgument: Boolean`) is
        # called without one: its result type is what it says, as `def builder[C]:
        # OParserBuilder[C]` showed it; it read bare, "method OParserSetup.errorOnUnknownArgument".
        return cut(rest.strip(), PARAMS_CHARS)
    elif hit.lang == "kotlin" and hit.kind not in _CALLABLES:
        # The class's list is its primary constructor's, whatever precedes the keyword; a
        # constructor that is not public is shown so (hoplite's `class ConfigLoaderBuilder
        # private constructor()` read `ConfigLoaderBuilder()`, as if any caller could build
        # one), the list after it as any other class's.
        primary = PRIMARY_CONSTRUCTOR["kotlin"].match(rest)
        if primary and primary.group(2) not in (None, "public"):
            shown = _shown_params(hit, (primary.group(1) or "") + rest[primary.end():])
            generics, after = lead_generics(shown)
            return f"{generics} {primary.group(2)} constructor{after}" if after.startswith("(") \
                else shown
        rest = PRIMARY_CONSTRUCTOR["kotlin"].sub(r"\1", rest, count=1)
    elif hit.lang == "scala" and hit.kind not in _CALLABLES:
        # A smart constructor's access modifier stands before the list (squants' `final class
        # Temperature private (val value: Double, …) extends …`): the list and bases follow it.
        rest = PRIMARY_CONSTRUCTOR["scala"].sub(r"\1", rest, count=1)
    elif hit.lang in ("c", "cpp", "objc") and "__attribute" in rest:
        rest = _GNU_ATTRIBUTES.sub("", rest)
    rest = rest.rstrip(" {:=").strip()
    if rest.startswith("<") and hit.kind in _CALLABLES:
        generics, after = lead_generics(rest)
        if generics and after[:1].isspace() and after.lstrip().startswith("("):
            # Type parameters ending a line of their own (xsv's `fn write_headers<R: io::Read,
            # W: io::Write>` / `(&self, …)`): the parameters follow them, as written on one line.
            rest = generics + after.lstrip()
    if hit.kind in ("constant", "variable") and rest.startswith("["):
        # A C array's size, not its value: `TABLE[4]={…}` is labelled `TABLE[4]`.
        rest = split_top(rest, "=")[0]
    # `(…)` is a value's first line closed by the chunker (`const kindOf = (cache =>`), no list.
    if not rest.startswith(("(", "<", "[")) or rest.startswith("(…)"):
        return ""
    if not rest.endswith("…") and hit.symbol != "operator":   # C++ `operator <<(…)` opens none
        # A signature that stops at a line's end may leave a bracket open (`const createStore
        # = ((createState) =>`, `type PersistImpl = <T>(`): what it opens is no list to show.
        rest = balanced_prefix(rest)
        if not rest:
            return ""
    rest = fold_list(rest)
    if hit.lang == "python" and hit.kind in ("method", "constructor", "property", "prototype") \
            or hit.lang in _JS_LANGS and hit.kind in _CALLABLES:
        rest = without_receiver(rest, hit.lang)
    if hit.kind == "property" and rest.startswith("()"):
        # A getter is read, not called (`response.text`): its type alone (`-> str`, `: string`).
        rest = rest[2:]
    if len(rest) > PARAMS_CHARS:
        generics, after = lead_generics(rest)
        if generics and after.lstrip().startswith("="):
            # A type alias's long generics show their names, as long parameter lists do
            # (`<T, Mis, Mos, U>`); its definition is left to the source.
            return cut(generic_names(generics), PARAMS_CHARS)
        if generics and _WHERE_CLAUSE.match(after):
            # A type's or an impl's bounds after its generics (`Debug for ExtractIf<'_, T, N,
            # F> where F: FnMut(&mut T) -> bool, T: Debug`) hold no list: `FnMut(…)` was read
            # as one, "where F: FnMut(&mut T)…".
            return generics if len(generics) <= PARAMS_CHARS \
                else cut(generic_names(generics), PARAMS_CHARS)
        names, tail = names_only(rest, hit.lang)
        if generics and len(names) + len(tail) > PARAMS_CHARS:
            # Still too long: the generics' bounds go before the parameters' names do.
            names, tail = names_only(generic_names(generics) + after, hit.lang)
        if len(names) + len(tail) > PARAMS_CHARS:
            tail = _without_bounds(names, tail, generic_names(generics) if generics else "") \
                if hit.lang == "swift" else _WHERE_CLAUSE.sub("", tail)
        if len(names) + len(tail) <= PARAMS_CHARS:
            return names + tail
        if len(names) > PARAMS_CHARS:
            return cut_names(names, PARAMS_CHARS) or cut(names, PARAMS_CHARS)
        # The names before the return type: a return type cut to "->…" says nothing.
        return names + ("…" if tail else "")
    return rest


def _without_bounds(names: str, tail: str, own: str) -> str:
    """``tail`` (what follows a Swift callable's parameters) without the bounds of its own
    generics ``own`` (`<T>`) in its where clause, but with the constraints on its type's, its
    extension's (`where Self: BidirectionalCollection`, Kingfisher's `where Base: UIButton`):
    they say which of two like overloads applies (swift-algorithms' two `rotate(toStartAt:)`, in
    `extension MutableCollection` and the one where `Self: BidirectionalCollection`, read
    alike), and stay over the return type when the two do not fit. (Rust's `where Self: Sized`
    says nothing of the kind.)

    >>> _without_bounds("(x)", " -> Index where T: Hashable, Self: BidirectionalCollection", "<T>")
    ' -> Index where Self: BidirectionalCollection'
    """
    clause = _WHERE_CLAUSE.search(tail)
    if clause is None:
        return tail
    tail = tail[:clause.start()]
    mine = set(own.strip("<>").replace(" ", "").split(","))
    kept = [part.strip() for part in split_top(clause.group().strip()[len("where"):], ",")
            if _SUBJECT.match(part.strip()) and _SUBJECT.match(part.strip())[0] not in mine]
    if not kept:
        return tail
    said = " where " + ", ".join(kept)
    return tail + said if len(names) + len(tail) + len(said) <= PARAMS_CHARS else said


def _generic_alias(rest: str) -> str:
    """A generic type alias's ``<…> = value`` as its generics, and a function type's list
    after them, as an alias without generics shows (``type Encode(value: string) => string``):
    path-to-regexp's `type PathFunction<P extends ParamData> = (data?: P) => string` and
    `type Match<P extends ParamData> = false | MatchResult<P>` showed their definitions
    whole, where `type Path = string | TokenData` showed `type Path`."""
    generics, after = lead_generics(rest)
    value = after.lstrip()
    if not generics or not value.startswith("=") or value.startswith("=>"):
        return rest
    value = value[1:].lstrip()
    function = value.startswith("(") and not value.startswith("((") and not _bracketed_type(value)
    return generics + value if function else generics


def _bracketed_type(rest: str) -> bool:
    """Whether a type alias's value opening with ``(`` groups a type (``(A | B)[]``, ``(A &
    B) | C``) rather than opening a function type's parameters (``(a: A) => R``)."""
    end = brackets(rest, lead=True)
    after = rest[end + 1:].lstrip() if end > 0 else ""
    return bool(after) and not after.startswith("=>")


def label_head(hit: Hit) -> str:
    """``kind qualified.name``: the part of a label a tight budget never cuts."""
    name = shown_name(hit)
    return f"{shown_kind(hit.kind, hit.lang, hit.signature)} {name}" if name else hit.kind


def hit_label(hit: Hit) -> str:
    """``kind qualified.name(params) — first sentence``: the address line after ``path:line``."""
    label = label_head(hit) + (_params(hit) if shown_name(hit) else "")
    if is_heading(hit.kind, hit.lang) and hit.container:
        label += f"  (in {one_line(hit.container)})"
    doc = description(hit)
    return f"{label} — {doc}" if doc else label
