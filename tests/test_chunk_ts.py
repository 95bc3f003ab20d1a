"""TypeScript's declarations from the real grammar (`grammars_js.py`, `grammars_ts.py`,
`rewrite_ts.py`): overloads, call signatures, type aliases' members, namespaces, decorators.
"""
from __future__ import annotations

import time

import pytest

from codesift.chunk import chunk_file


def test_a_typescript_overloaded_implementation_takes_its_overloads_doc() -> None:
    # lru-cache's `fetch`, `forceFetch` and `memo`: the JSDoc sits on the first overload, a
    # `// this overload not allowed …` on the second, and the implementation, which search
    # shows in their place, read no doc. A deprecated overload's doc is passed over; a
    # definition with a doc of its own, or with another member between, keeps its own.
    ts = ("export class LRUCache {\n"
          "  /**\n   * Make an asynchronous cached fetch.\n   */\n\n"
          "  fetch(k: K, o: FetchOptions): Promise<V>\n"
          "  // this overload not allowed if context is required\n"
          "  fetch(k: K): Promise<V>\n"
          "  fetch(k: K, o = {}): Promise<V> { return this.#fetch(k, o) }\n"
          "  /** @deprecated use peek */\n  look(k: string): V\n"
          "  /** Looks at a number. */\n  look(k: number): V\n"
          "  look(k: any): V { return k }\n"
          "  /** Own words. */\n  get(k: string): V\n  /** Gets it. */\n"
          "  get(k: any): V { return k }\n"
          "}\n"
          "/** Parses a string. */\nexport function parse(s: string): Doc;\n"
          "export function parse(s: string, strict: boolean): Doc;\n"
          "export function parse(s: string, strict = false): Doc { return new Doc() }\n")
    docs = {(c.kind, c.qualified, c.start): c.doc for c in chunk_file("src/index.ts", ts, "typescript")
            if c.kind in ("method", "function")}
    assert docs == {("method", "LRUCache.fetch", 9): "Make an asynchronous cached fetch.",
                    ("method", "LRUCache.look", 14): "Looks at a number.",
                    ("method", "LRUCache.get", 18): "Gets it.",
                    ("function", "parse", 23): "Parses a string."}


def test_typescript_method_overload_signatures_are_prototypes() -> None:
    # yaml's YAMLMap: `set(key, value): this` and `set(pair): this` above `set(keyOrPair, …) {…}`
    # were three methods `set`, each a place in the answer; the definition now stands in for
    # them, as for a module's `function pick(…);`. An ambient class's signatures, an
    # interface's and an abstract method, with no definition below, stay what they were.
    ts = ("class YAMLMap {\n"
          "  /** Sets a value. */\n"
          "  set(key: string, value: unknown): this\n"
          "  // a pair\n"
          "  set(pair: Pair): this\n"
          "  set(keyOrPair: any, value?: unknown): this { return this }\n"
          "  constructor(schema: Schema)\n"
          "  constructor(schema: any) {}\n"
          "  has(key: string): boolean\n"
          "  get(key: string): unknown { return key }\n"
          "  abstract toJS(): unknown\n"
          "}\n"
          "declare class Lexer {\n  lex(src: string): string[]\n}\n"
          "interface Node {\n  toJSON(): unknown\n}\n")
    chunks = chunk_file("YAMLMap.ts", ts, "typescript")
    assert [(c.kind, c.qualified, c.start, c.doc) for c in chunks] == [
        ("class", "YAMLMap", 1, ""),
        ("prototype", "YAMLMap.set", 3, "Sets a value."),
        ("prototype", "YAMLMap.set", 5, "a pair"),
        ("method", "YAMLMap.set", 6, "Sets a value."),
        ("prototype", "YAMLMap.constructor", 7, ""),
        ("constructor", "YAMLMap.constructor", 8, ""),
        ("method", "YAMLMap.has", 9, ""),
        ("method", "YAMLMap.get", 10, ""),
        ("method", "YAMLMap.toJS", 11, ""),
        ("class", "Lexer", 13, ""), ("method", "Lexer.lex", 14, ""),
        ("interface", "Node", 16, ""), ("method", "Node.toJSON", 17, "")]


def test_typescript_a_method_declaring_functions_holds_them_as_chunks() -> None:
    # yargs-parser's `YargsParser.parse` declares its whole parser, `eatNargs`,
    # `applyEnvVars` and 33 more, in one 1,000-line method: none was a chunk of its own.
    # Its locals stay its state; one helper inside a method stays part of it.
    ts = ("export class YargsParser {\n  parse (args: string[]): Arguments {\n"
          "    const notFlags: string[] = []\n"
          "    // how many arguments should we consume, based on the nargs option?\n"
          "    function eatNargs (i: number, key: string): number {\n      return i\n    }\n"
          "    const applyEnvVars = (argv: Arguments): void => {}\n"
          "    function checkAllAliases (key: string, flag: StringFlag): string | false\n"
          "    function checkAllAliases (key: string, flag: Flag): unknown | false {\n"
          "      return false\n    }\n    return eatNargs(0, '')\n  }\n\n"
          "  other () {\n    function helper () {}\n    return helper\n  }\n}\n")
    chunks = chunk_file("lib/yargs-parser.ts", ts, "typescript")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "YargsParser", 1, 20), ("method", "YargsParser.parse", 2, 14),
        ("function", "YargsParser.parse.eatNargs", 5, 7),
        ("function", "YargsParser.parse.applyEnvVars", 8, 8),
        ("prototype", "YargsParser.parse.checkAllAliases", 9, 9),
        ("function", "YargsParser.parse.checkAllAliases", 10, 12),
        ("method", "YargsParser.other", 16, 19)]
    assert chunks[2].doc == "how many arguments should we consume, based on the nargs option?"
    js = ("const api = {\n  build (opts) {\n    function a () {}\n    function b () {}\n"
          "    return a\n  }\n}\n")
    assert [c.qualified for c in chunk_file("api.js", js, "javascript")] == [
        "api", "api.build", "api.build.a", "api.build.b"]


def test_a_nested_type_argument_over_lines_folds_without_a_gap() -> None:
    # mitt's `Array<` / `WildcardHandler<T>` / `>` read `Array<WildcardHandler<T> >` (node-glob's
    # `Minipass<Result<O>, Result<O> >`, xsv's `_NormalGetField<T> >` too); an arrow ending a
    # line is no list's end.
    ts = ("export type L<T = R> = Array<\n\tWildcardHandler<T>\n>;\n"
          "export type F = (a: string) =>\n  Promise<number>;\n")
    assert [c.signature for c in chunk_file("src/index.ts", ts, "typescript")] == [
        "type L<T = R> = Array<WildcardHandler<T>>", "type F = (a: string) =>"]


def test_typescript_an_interface_of_call_signatures_alone_is_signed_by_them() -> None:
    # axios's `interface AxiosAdapter { (config: InternalAxiosRequestConfig): AxiosPromise; }`
    # read `interface AxiosAdapter`: the shape of the function it types was in no chunk.
    # immer's overloads a line each (the rewrite's `;` in their indentation) stay clean; an
    # interface with named members keeps its header alone.
    ts = ("export interface AxiosAdapter {\n  // the adapter\n"
          "  (config: InternalAxiosRequestConfig): AxiosPromise;\n}\n"
          "interface IProduce<T> extends Base {\n  new (x: T): IProduce<T>\n"
          "  <Curried>(recipe: Curried): Curried\n  <U>(y: U): U\n}\n"
          "interface Mixed {\n  (x: number): string;\n  name: string;\n}\n")
    assert [(c.qualified, c.signature) for c in chunk_file("a.ts", ts, "typescript")] == [
        ("AxiosAdapter", "interface AxiosAdapter { (config: InternalAxiosRequestConfig): "
                         "AxiosPromise }"),
        ("IProduce", "interface IProduce<T> extends Base { new (x: T): IProduce<T>; "
                     "<Curried>(recipe: Curried): Curried; <U>(y: U): U }"),
        ("Mixed", "interface Mixed"), ("Mixed.name", "name: string")]


def test_typescript_declare_global_declarations_are_chunks() -> None:
    # `declare global { interface Window { … } }` augments global types; its block had no
    # rule, so the interfaces in it were in no chunk. A bare block's functions stay out.
    ts = ("declare global {\n  interface Window { myGlobal: string }\n}\n"
          "function top() {\n  {\n    const x = 1\n  }\n}\n")
    for lang in ("typescript", "tsx"):
        assert [(c.kind, c.qualified, c.start) for c in chunk_file("g.ts", ts, lang)] == [
            ("interface", "Window", 2), ("property", "Window.myGlobal", 2), ("function", "top", 4)]


def test_an_upper_case_var_or_let_is_a_constant_and_a_regex_keeps_its_slashes() -> None:
    # mime-types (code written before `const`): `var EXTRACT_TYPE_REGEXP = /…/` and `var
    # FACET_SCORES = {…}` were in no chunk, so a search for the name found only its uses.
    # A lower-case `var` is the module's state, a minified file's `var E=…` no constant. The
    # regex's `//` is no comment: the signature had read `var TEXT_TYPE_REGEXP = /^text\`.
    js = ("var db = require('mime-db')\n"
          "var EXTRACT_TYPE_REGEXP = /^\\s*([^;\\s]*)(?:;|\\s|$)/\n"
          "var TEXT_TYPE_REGEXP = /^text\\//i  // a type under text/\n"
          "// Score RFC facets\nvar FACET_SCORES = {\n  'prs.': 100,\n  default: 900\n}\n"
          "let DEBUG = false, count = 0\nvar E = 1\nvar NONE\n"
          "const URL_RE = /^https?:\\/\\//\n")
    for lang in ("javascript", "typescript"):
        assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
                for c in chunk_file("index.js", js, lang)] == [
            ("constant", "EXTRACT_TYPE_REGEXP", 2, 2,
             "var EXTRACT_TYPE_REGEXP = /^\\s*([^;\\s]*)(?:;|\\s|$)/", ""),
            ("constant", "TEXT_TYPE_REGEXP", 3, 3, "var TEXT_TYPE_REGEXP = /^text\\//i", ""),
            ("constant", "FACET_SCORES", 5, 8, "var FACET_SCORES = {…}", "Score RFC facets"),
            ("constant", "DEBUG", 9, 9, "DEBUG = false", ""),
            ("constant", "URL_RE", 12, 12, "const URL_RE = /^https?:\\/\\//", "")]


def test_typescript_object_type_alias_members_are_chunks() -> None:
    # `type Options = { … }` is an interface written another way (ky's options, hooks and
    # instance): its members were in no chunk, so a JSDoc'd option 150 lines into the alias
    # was found only as the alias's first line. The object types at the top of the value
    # (`Base & { … }` too) hold its members; one nested in a property's type, or a union's
    # variants, do not.
    ts = ("export type Options = {\n"
          "\t/**\n\tTimeout in milliseconds.\n\n\t@default 10000\n\t*/\n"
          "\ttimeout?: number | false;\n\n"
          "\t/** Hooks run around each request. */\n"
          "\thooks?: {\n\t\tbeforeRequest?: Hook[];\n\t};\n"
          "};\n\n"
          "type Instance<T> = Callable & {\n"
          "\t/** Create a new instance. */\n"
          "\tcreate(defaults?: Options): Instance<T>;\n"
          "\treadonly stop: symbol;\n"
          "};\n\n"
          "type Input = string | URL;\n"
          "type Hook = (request: Request) => void;\n"
          "type Event = {type: 'a'; a: number} | {type: 'b'};\n")
    for lang in ("typescript", "tsx"):
        chunks = chunk_file("options.ts", ts, lang)
        assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
            ("type", "Options", 1, 13), ("property", "Options.timeout", 7, 7),
            ("property", "Options.hooks", 10, 12), ("type", "Instance", 15, 19),
            ("method", "Instance.create", 17, 17), ("property", "Instance.stop", 18, 18),
            ("type", "Input", 21, 21), ("type", "Hook", 22, 22), ("type", "Event", 23, 23)]
        docs = {c.qualified: c.doc for c in chunks}
        assert docs["Options.timeout"] == "Timeout in milliseconds.\n@default 10000"
        assert docs["Options.hooks"] == "Hooks run around each request."
        assert docs["Instance.create"] == "Create a new instance."
        assert chunks[0].signature == "type Options"
        assert chunks[3].signature == "type Instance<T> = Callable & {…}"


def test_typescript_generic_call_signatures_opening_a_line_keep_the_file() -> None:
    # immer's IProduce: `): Curried` / `<Recipe extends AnyFunc>(`, which the grammar (not
    # TypeScript) reads as `Curried<Recipe …>`; the error ended the interface early, and in
    # immer's file took the 80 lines after it into one nameless chunk. A generic arrow after
    # `=` or `,` is an expression's, and stays as it was.
    ts = ("/** The produce function. */\n"
          "export interface IProduce {\n"
          "\t/** Curried */\n"
          "\t<Curried>(\n\t\trecipe: Recipe<Curried>\n\t): Curried\n\n"
          "\t/** From the recipe */\n"
          "\t<Recipe extends AnyFunc>(recipe: Recipe): InferCurried<Recipe, false>\n"
          "\t<Base, D = Draft<Base>>( // a comment\n\t\tbase: Base\n\t): Base[]\n"
          "\t// no doc\n\t<State>(state: State): (state: State) => State\n"
          "\t<M>(m: M): { m: M }\n\t<N>(n: N): N\n"
          "\tname: string;\n"
          "\t<T>(x: T): T\n"
          "}\n\n"
          "/** The recipe's type. */\n"
          "export type Producer<T> = (draft: Draft<T>) => T\n\n"
          "export const pick = <T,>(xs: T[]) =>\n  xs.map(\n    <U>(x: U) => x)\n")
    for lang in ("typescript", "tsx"):
        chunks = chunk_file("src/types/types-external.ts", ts, lang)
        assert [(c.kind, c.name, c.start, c.end, c.doc) for c in chunks] == [
            ("interface", "IProduce", 2, 19, "The produce function."),
            ("property", "name", 17, 17, ""),
            ("type", "Producer", 22, 22, "The recipe's type."),
            ("function", "pick", 24, 26, "")]


def test_typescript_call_signatures_with_type_parameters_a_line_each_keep_the_file() -> None:
    # hono's `HandlerInterface`: overloads whose `<` ends its line, one type parameter a line
    # below it, after a member ending in `>` and a comment. The grammar read `HonoBase<…> <P …`
    # as one type; the error took the other 2,600 lines of hono's `types.ts` into one
    # nameless `file` chunk.
    ts = ("export interface HandlerInterface<E extends Env = Env> {\n"
          "  <\n    P extends string = string,\n    R extends Res<any> = any,\n  >(\n"
          "    handler: H<P, R>\n  ): HonoBase<\n    E,\n    P\n  >\n\n"
          "  // app.get(path, handler)\n"
          "  <\n    P extends string,\n  >(path: P, handler: H<P>): HonoBase<E, P>\n"
          "}\n\n"
          "/** A route's params. */\n"
          "export type Params<P> = Record<P, string>\n")
    for lang in ("typescript", "tsx"):
        chunks = chunk_file("src/types.ts", ts, lang)
        assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
            ("interface", "HandlerInterface", 1, 16),
            ("type", "Params", 19, 19)]


def test_review_typescript_call_signature_rewrite_spares_arrows_and_stays_linear() -> None:
    # The review of fac1f37: a curried arrow's `=>` at a line's end is no type's end (the `;`
    # put a parse error into valid code), and a stray `*/` before each such line sent the
    # look-back to the file's start (22 s over 1 MB). A ratio of CPU times, not a timed
    # budget: wall time on the shared machine once took the small run's slice of a core.
    from codesift.chunk.rewrite import rewrite

    curried = b"const curry = <A>(a: A) =>\n  <B>(b: B) => a\n"
    assert rewrite("typescript", curried) == curried
    took = []
    for n in (5_000, 50_000) * 2:
        start = time.process_time()
        rewrite("typescript", b"*/\n  <T>(a)\n" * n)
        took.append(time.process_time() - start)
    assert min(took[1::2]) < min(took[0::2]) * 30 + 0.01, took


@pytest.mark.parametrize("lang", ["typescript", "tsx"])
def test_typescript_decorated_members_start_at_their_decorators_and_keep_their_doc(lang: str) -> None:
    # A member's decorators are its siblings in TypeScript's tree: NestJS's `findOne` started
    # at `async`, its JSDoc lost to the `@Get(':id')` line between (JavaScript's kept it).
    ts = ("/** The cats service. */\n@Controller({\n  path: 'cats',\n})\nexport class Cats {\n"
          "  /** Finds one. */\n  @Get(':id')\n  async findOne(id: string) {\n    return id\n  }\n\n"
          "  /** Finds them all. */\n  @Get(\n    'all',\n  )\n  @Header('x', 'y')\n"
          "  findAll(): string[] {\n    return []\n  }\n\n  /** Its name. */\n  @Input()\n"
          "  name: string\n}\n\n/** Another. */\n@Component({\n  selector: 'x',\n})\nclass Other {}\n")
    chunks = chunk_file("cats.controller.ts", ts, lang)
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("class", "Cats", 2, 24, "class Cats", "The cats service."),
        ("method", "Cats.findOne", 7, 10, "async findOne(id: string)", "Finds one."),
        ("method", "Cats.findAll", 13, 19, "findAll(): string[]", "Finds them all."),
        ("property", "Cats.name", 22, 23, "name: string", "Its name."),
        ("class", "Other", 27, 30, "class Other", "Another.")]


@pytest.mark.parametrize("lang", ["typescript", "tsx"])
def test_typescript_object_type_members_on_lines_of_their_own_stay_apart(lang: str) -> None:
    # An object type may part its members by newlines alone; folded to one line, immer's
    # constructor read `{ autoFreeze?: boolean useStrictShallowCopy?: StrictMode }`. A `;`
    # goes after each such member; written separators and a comment's stay as they are.
    ts = ("export class Immer {\n  constructor(config?: {\n    autoFreeze?: boolean\n"
          "    useStrictShallowCopy?: StrictMode // a note, with; separators\n"
          "    m(): void\n  }) {}\n}\n"
          "interface Draft {\n  readonly baz: {\n    readonly x: number\n    readonly y: number\n  }\n}\n"
          "type Callback<P> = (event: {\n  type: 'CREATE' | 'REMOVE'\n  param: P; atom: A, x: 1 }) => void\n")
    assert [c.signature for c in chunk_file("immer.ts", ts, lang)] == [
        "class Immer",
        "constructor(config?: { autoFreeze?: boolean; useStrictShallowCopy?: StrictMode; "
        "m(): void })",
        "interface Draft", "readonly baz: { readonly x: number; readonly y: number }",
        "type Callback<P> = (event: { type: 'CREATE' | 'REMOVE'; param: P; atom: A, x: 1 }) => void"]


def test_typescript_a_namespace_not_exported_is_a_namespace() -> None:
    # node-postgres's `class QueryStream { … }` / `namespace QueryStream { … }`: a namespace
    # that is no `export` is an expression statement to the grammar, and its rule, moved to
    # grammars_ts.py, was called by its old name; the error made the file one whole-file chunk.
    ts = ("class QueryStream {\n  read(): void {}\n}\n\n"
          "namespace QueryStream {\n  export function create(): QueryStream {\n"
          "    return new QueryStream()\n  }\n}\n")
    assert [(c.kind, c.qualified, c.start) for c in chunk_file("index.ts", ts, "typescript")] == [
        ("class", "QueryStream", 1), ("method", "QueryStream.read", 2),
        ("namespace", "QueryStream", 5), ("function", "QueryStream.create", 6)]


def test_typescript_module_names_unpacked_from_a_factory_are_constants() -> None:
    """radix's `const [DialogProvider, useDialogContext] = createDialogContext<…>(…)` bound a
    provider and its hook that no chunk named; a script's `process.argv.slice(2)` unpacked is
    its state, and a function's own locals stay in it."""
    ts = ("const [createDialogContext, createDialogScope] = createContextScope(DIALOG_NAME);\n"
          "const [DialogProvider, useDialogContext] =\n"
          "  createDialogContext<DialogContextValue>(DIALOG_NAME);\n"
          "const [file, ...rest] = process.argv.slice(2);\n"
          "export const [useStore, , api = null] = create();\n"
          "function Dialog() {\n  const [open, setOpen] = useState(false);\n  return open;\n}\n")
    chunks = chunk_file("src/dialog.tsx", ts, "tsx")
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("constant", "createDialogContext", 1, 1), ("constant", "createDialogScope", 1, 1),
        ("constant", "DialogProvider", 2, 3), ("constant", "useDialogContext", 2, 3),
        ("constant", "useStore", 5, 5), ("constant", "api", 5, 5), ("function", "Dialog", 6, 9)]
    js = "const [Provider, useThing] = createContext();\n"
    assert [c.name for c in chunk_file("ctx.js", js, "javascript")] == ["Provider", "useThing"]
