"""Python's declarations from the real grammar (`grammars_python.py`): signatures,
decorators, docstrings, overloads, properties, class attributes and module names.
"""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_python_signatures_docs_and_decorators() -> None:
    chunks = _chunks("sample.py")
    retry = _find(chunks, "retry")
    assert retry.signature == "def retry(fn, times: int = MAX_RETRIES) -> int"
    assert retry.doc == "Retry fn a few times."  # the docstring wins over the comment above
    assert retry.start == 12 and retry.text.startswith("@decorator")
    init = _find(chunks, "Client.__init__")
    assert init.signature == "def __init__(self, url: str) -> None"  # body comment not included
    assert _find(chunks, "Client").doc == "HTTP client."
    assert _find(chunks, "Client.send").text.lstrip().startswith("@property")


def test_overload_stubs_are_prototypes() -> None:
    # requests' Response.iter_content: two @overload stubs, then the implementation.
    py = ("class Response:\n"
          "    @overload\n    def iter_content(self, n: int) -> bytes: ...\n"
          "    @typing.overload\n    def iter_content(self, n: None) -> str: ...\n"
          "    def iter_content(self, n=1):\n        return n\n")
    assert [(c.kind, c.start) for c in chunk_file("m.py", py, "python")
            if c.name == "iter_content"] == [("prototype", 2), ("prototype", 4), ("method", 6)]
    ts = ("export function pick(a: string): string;\nexport function pick(a: number): number;\n"
          "export function pick(a: any): any { return a; }\n")
    assert [c.kind for c in chunk_file("m.ts", ts, "typescript")] == [
        "prototype", "prototype", "function"]


def test_a_python_body_of_ellipsis_alone_is_a_prototype() -> None:
    # requests' SessionRedirectMixin.send (`: ...`, a mixin declaring what Session supplies)
    # led "send" above Session.send; a Protocol's documented member is one too, `pass` is not.
    py = ("class SessionRedirectMixin:\n"
          "    def send(self, request) -> Response: ...\n\n"
          "    def close(self):\n        \"\"\"Close it.\"\"\"\n        ...\n\n"
          "    def noop(self):\n        pass\n\n"
          "class Session(SessionRedirectMixin):\n"
          "    def send(self, request):\n        \"\"\"Send it.\"\"\"\n        return request\n")
    assert [(c.kind, c.qualified) for c in chunk_file("sessions.py", py, "python")
            if c.kind != "class"] == [
        ("prototype", "SessionRedirectMixin.send"), ("prototype", "SessionRedirectMixin.close"),
        ("method", "SessionRedirectMixin.noop"), ("method", "Session.send")]


def test_hash_comments_are_not_parameters() -> None:
    # requests' RequestsCookieJar.get rendered as `get(# type, name, ...)`.
    py = ("class Jar:\n    def get(  # type: ignore[override]\n        self,\n"
          "        default=None,  # the fallback\n        sep=\"#\", other='a#b',\n    ):\n"
          "        return 1\n")
    (method,) = [c for c in chunk_file("m.py", py, "python") if c.name == "get"]
    assert method.signature == "def get(self, default=None, sep=\"#\", other='a#b')"


def test_python_declarations_under_a_module_level_with() -> None:
    # Django's tests/auth_tests/models/uuid_pk.py defines its model inside
    # `with RemoveGroupsAndPermissions():` and was one whole-file chunk.
    py = ("with RemoveGroupsAndPermissions():\n\n"
          "    class UUIDUser(AbstractUser):\n        \"\"\"A user with a UUID as primary key\"\"\"\n\n"
          "        id = models.UUIDField(primary_key=True)\n")
    assert [(c.kind, c.name, c.start) for c in chunk_file("uuid_pk.py", py, "python")] == [
        ("class", "UUIDUser", 3), ("property", "id", 6)]


def test_python_a_union_of_types_is_a_type() -> None:
    # jsonschema's `_RaisesType = type[Exception] | tuple[type[Exception], ...]` was a variable:
    # a PEP 604 union of types is an alias as `Union[…]` is; a union of values is not.
    py = ("_RaisesType = type[Exception] | tuple[type[Exception], ...]\n"
          "Number = int | float\nMaybeStr = str | None\n"
          "Mixed = Color.RED | Color.BLUE\nFlags = re.I | re.M\n_private = a | b\n")
    assert [(c.kind, c.name) for c in chunk_file("t.py", py, "python")] == [
        ("type", "_RaisesType"), ("type", "Number"), ("type", "MaybeStr"),
        ("variable", "Mixed"), ("variable", "Flags"), ("variable", "_private")]


def test_python_a_factory_s_class_with_methods_is_a_chunk_with_them() -> None:
    # jsonschema's `create()` defines and returns the `Validator` class, `iter_errors` and
    # `is_type` among its methods: all were lines of one 378-line function chunk.
    py = ('def create(meta_schema, validators=()):\n    """Create a new validator class."""\n\n'
          '    @define\n    class Validator:\n        VALIDATORS = dict(validators)\n\n'
          '        def is_type(self, instance, type):\n            """Check a type."""\n'
          '            return True\n\n    return Validator\n\n\n'
          'def plain(x):\n    class _Local:\n        pass\n\n    def helper():\n        pass\n'
          '    return helper\n\n\n'
          'def test_view():\n    class Index:\n        def head(self):\n            pass\n')
    assert [(c.kind, c.container, c.name, c.start, c.end) for c in chunk_file("v.py", py, "python")] == [
        ("function", "", "create", 1, 12), ("class", "create", "Validator", 4, 10),
        ("constant", "create.Validator", "VALIDATORS", 6, 6),
        ("method", "create.Validator", "is_type", 8, 10), ("function", "", "plain", 15, 21),
        ("function", "", "test_view", 24, 27)]   # a test's classes are its own business


def test_sphinx_attribute_comments_are_docs_without_their_colon() -> None:
    # werkzeug's `#: the maximum content length` read ": the maximum content length".
    py = "class Request:\n    #: the maximum content length.\n    #: None means no limit.\n" \
         "    max_content_length: int | None = None\n"
    assert chunk_file("request.py", py, "python")[1].doc == (
        "the maximum content length. None means no limit.")


def test_python_class_attributes_are_chunks_annotated_or_not() -> None:
    # werkzeug's `max_form_parts = 1000` beside the annotated `max_content_length: int | None`
    # was in no chunk, nor was an Enum's member; `__slots__` stays the class's plumbing.
    py = ("class Request:\n"
          "    __slots__ = ('environ',)\n"
          "    #: the maximum number of parts.\n"
          "    max_form_parts = 1000\n"
          "    max_content_length: int | None = None\n"
          "    MAX_RETRIES = 3\n"
          "    def close(self):\n        result = 1\n")
    chunks = chunk_file("request.py", py, "python")
    assert [(c.kind, c.qualified, c.doc) for c in chunks] == [
        ("class", "Request", ""),
        ("property", "Request.max_form_parts", "the maximum number of parts."),
        ("property", "Request.max_content_length", ""), ("constant", "Request.MAX_RETRIES", ""),
        ("method", "Request.close", "")]


def test_python_a_string_right_below_an_assignment_is_its_doc() -> None:
    # Sphinx's attribute docstrings: structlog's `Context = dict` and werkzeug's `key: str`, each
    # with a string on the next line, were chunks with no doc, the string in no chunk. A string
    # after a blank line, or an expression that is no string, stays apart.
    py = ('Context = dict\n"""A dict-like context carrier."""\n'
          "class Cookie:\n"
          '    key: str\n    """The cookie key."""\n'
          '    value: str\n\n    """Apart from value."""\n'
          '    #: The path.\n    path = "/"\n    print("not a doc")\n')
    chunks = chunk_file("types.py", py, "python")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("variable", "Context", 1, 2, "A dict-like context carrier."),
        ("class", "Cookie", 3, 11, ""),
        ("property", "Cookie.key", 4, 5, "The cookie key."),
        ("property", "Cookie.value", 6, 6, ""),
        ("property", "Cookie.path", 10, 10, "The path.")]


def test_python_an_attribute_docstring_below_a_trailing_comment_is_its_doc() -> None:
    # alembic's `revision: str = None  # type: ignore[assignment]` and the string below it: the
    # comment closing the line stood between them in the tree, and the doc was lost.
    py = ("class Revision:\n"
          '    revision: str = None  # type: ignore[assignment]\n    """The revision number."""\n'
          '    branch_labels = None  # noqa\n\n    """Apart from branch_labels."""\n'
          'Context = dict  # legacy\n"""A context carrier."""\n')
    chunks = chunk_file("revision.py", py, "python")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("class", "Revision", 1, 6, ""),
        ("property", "Revision.revision", 2, 3, "The revision number."),
        ("property", "Revision.branch_labels", 4, 4, ""),
        ("variable", "Context", 7, 8, "A context carrier.")]


def test_python_module_names_are_variables_and_a_file_of_only_them_stays_whole() -> None:
    # `_ansi_re` was in no chunk: asked by name, its users led. `__all__` names everything.
    py = ('"""Compat."""\nimport re\n__all__ = ["strip"]\n_ansi_re = re.compile("x")\n\n\n'
          "def strip(value):\n    return _ansi_re.sub('', value)\n")
    assert [(c.kind, c.name, c.start) for c in chunk_file("compat.py", py, "python")] == [
        ("file", "", 1), ("variable", "_ansi_re", 4), ("function", "strip", 7)]
    # A script's locals under the main guard are no module names (marshmallow's orderedset.py
    # had `s` and `t` as variables); its `else:` runs on import, and `!=` is no guard.
    # Upper-case and type-like names too (rich's box.py demo has `BOXES = [...]`).
    guarded = ("class OrderedSet:\n    pass\n\n\nif __name__ == '__main__':\n"
               "    s = OrderedSet()\n    BOXES = ['ASCII']\n    Alias = typing.List[int]\n"
               "    print(s)\nelse:\n    imported = True\n"
               "if __name__ != '__main__':\n    lib = 1\n")
    assert [c.name for c in chunk_file("orderedset.py", guarded, "python")] == [
        "OrderedSet", "imported", "lib"]
    script = '"""Release the package."""\nimport sys\nversion = sys.argv[1]\nprint(version)\n'
    assert [(c.kind, c.doc) for c in chunk_file("release.py", script, "python")] == [
        ("file", "Release the package.")]
    # A CamelCase name for a type is a type: marshmallow's types.py (two aliases used in 15
    # places) was one whole-file chunk; a value, a call's result or a constant stays what it is.
    aliases = ('"""Type aliases."""\nimport typing\n\nStrSet = typing.Union[str, typing.Set[str]]\n'
               "SchemaType = type[Schema]\nStr = fields.String\nApp = Flask(__name__)\n"
               "URL = Url\nHandler = handle_request\n")
    assert [(c.kind, c.name) for c in chunk_file("types.py", aliases, "python")] == [
        ("file", ""), ("type", "StrSet"), ("type", "SchemaType"), ("type", "Str"), ("variable", "App"),
        ("constant", "URL"), ("variable", "Handler")]
    # The review: an item of a table is a value (`Handler = handlers[0]`), and a broken
    # assignment with no name (`n[y]` / `= e` after a stray `else:`) took the file down.
    table = "Handler = handlers[0]\n\n\ndef run():\n    pass\n"
    assert [c.kind for c in chunk_file("t.py", table, "python")] == ["variable", "function"]
    broken = "def helper():\n    return 1\n\nelse:\n    n[y]\n    = e\n\ndef other():\n    return 2\n"
    assert ("function", "helper") in [(c.kind, c.name) for c in chunk_file("b.py", broken, "python")]


def test_python_a_module_private_generic_alias_is_a_type() -> None:
    # alembic's `_RevIdType = Union[str, list[str], tuple[str, ...]]` (used in 30 signatures) and
    # attrs' `_ValidatorType = Callable[…]` were variables; a private alias of an attribute
    # (rich's `_GetStdHandle = windll.kernel32.GetStdHandle`, a function) or a call stays one.
    py = ("_RevIdType = Union[str, list[str], tuple[str, ...]]\n"
          "_ValidatorType = typing.Callable[[Any], Any]\n"
          "_GetStdHandle = windll.kernel32.GetStdHandle\n"
          "_Lock = threading.Lock()\n"
          '_T = TypeVar("_T")\n')
    assert [(c.kind, c.name) for c in chunk_file("revision.py", py, "python")] == [
        ("type", "_RevIdType"), ("type", "_ValidatorType"), ("variable", "_GetStdHandle"),
        ("variable", "_Lock"), ("type", "_T")]   # a TypeVar is a type too


def test_accessors_are_properties() -> None:
    # requests' `Response.text` (`@property`) showed as `method Response.text()`: an agent
    # would call it, and `--kind property` missed it. The same for `@cached_property`, a
    # property's setter, and JavaScript's `get`/`set` (koa's `get body ()`).
    py = ("import functools\n\nclass Response:\n    @property\n    def text(self) -> str:\n"
          "        return self._text\n\n    @text.setter\n    def text(self, value):\n"
          "        self._text = value\n\n    @functools.cached_property\n    def links(self):\n"
          "        return {}\n\n    @staticmethod\n    def json(data):\n        return data\n")
    chunks = chunk_file("models.py", py, "python")
    assert [(c.kind, c.name, c.start) for c in chunks][1:] == [
        ("property", "text", 4), ("property", "text", 8), ("property", "links", 12),
        ("method", "json", 16)]
    ts = ("export class Store {\n  get size(): number { return 1 }\n"
          "  set size(v: number) { }\n  static get empty(): Store { return new Store() }\n"
          "  clear(): void { }\n}\n")
    assert [(c.kind, c.name) for c in chunk_file("store.ts", ts, "typescript")] == [
        ("class", "Store"), ("property", "size"), ("property", "size"), ("property", "empty"),
        ("method", "clear")]


def test_python_decorator_with_a_comment_after_it_keeps_its_meaning() -> None:
    # packaging's `@prereleases.setter  # noqa: B027` was `method BaseSpecifier.prereleases`
    # (the comment is the decorator's child, and it was read as part of its name), and so
    # would a `@property  # type: ignore[misc]` and an `@overload  # noqa` stub be.
    py = ("class Spec:\n    @property  # type: ignore[misc]\n    def pre(self) -> bool:\n"
          "        return True\n\n    @pre.setter  # noqa: B027\n    def pre(self, v: bool) -> None:\n"
          "        pass\n\n    @overload  # noqa: F811\n    def f(self, a: int) -> int: ...\n"
          "    def f(self, a):\n        return a\n")
    assert [(c.kind, c.name, c.start) for c in chunk_file("spec.py", py, "python")][1:] == [
        ("property", "pre", 2), ("property", "pre", 6), ("prototype", "f", 10), ("method", "f", 12)]


def test_a_decorators_summary_and_description_are_the_doc_of_a_function_without_one() -> None:
    # CTFd's 84 REST methods were documented only by flask-restx's `@ns.doc(description=…)`;
    # FastAPI's and drf-spectacular's `summary=`, Django admin's `@admin.action(description=…)`
    # and a command's `help=` say the same. An option's `help=`, an f-string, or a docstring
    # (which wins) give no such doc.
    py = ('class FilesDetail(Resource):\n'
          '    @admins_only\n'
          '    @ns.doc(\n'
          '        description="Endpoint to get a specific file object",\n'
          '        responses={200: ("Success", "FileDetailedSuccessResponse")},\n'
          '    )\n'
          '    def get(self, file_id):\n        return 1\n\n'
          '    @ns.doc(description="Endpoint to edit a file")\n'
          '    def put(self):\n        """Edit the file."""\n\n'
          '    @ns.doc(description=f"Endpoint for {KIND}")\n'
          '    def delete(self):\n        pass\n\n'
          '@router.get("/items", summary="List items", description=("All the items "\n'
          '            "a user owns."))\n'
          'async def items():\n    pass\n\n'
          '@admin.action(description=_("Mark selected stories as published"))\n'
          'def publish(modeladmin, request, queryset):\n    pass\n\n'
          '@click.command(help="Run the server.")\n'
          '@click.option("--port", help="The port to bind.")\n'
          'def main(port):\n    pass\n\n'
          '@click.option("--port", help="The port to bind.")\n'
          'def serve(port):\n    pass\n')
    docs = {c.name: c.doc for c in chunk_file("api.py", py, "python") if c.kind != "file"}
    assert docs["get"] == "Endpoint to get a specific file object"
    assert docs["put"] == "Edit the file."
    assert docs["delete"] == ""
    assert docs["items"] == "List items\nAll the items a user owns."
    assert docs["publish"] == "Mark selected stories as published"
    assert docs["main"] == "Run the server."
    assert docs["serve"] == ""


def test_a_value_continued_by_a_backslash_is_signed_by_its_logical_line() -> None:
    # CTFd's config.py: `SECRET_KEY: str = empty_str_cast(…) \` / `or gen_secret_key()` was
    # signed by its first line, the `\` dangling and the fallback lost.
    py = ("class ServerConfig(object):\n"
          "    SECRET_KEY: str = empty_str_cast(ini[\"SECRET_KEY\"]) \\\n"
          "        or gen_secret_key()\n\n"
          "    LOG_FOLDER = \\\n        os.path.join(here, \"logs\")\n"
          "    ROOTS = [\n        here,\n    ]\n")
    chunks = chunk_file("CTFd/config.py", py, "python")
    assert _find(chunks, "ServerConfig.SECRET_KEY").signature == (
        'SECRET_KEY: str = empty_str_cast(ini["SECRET_KEY"]) or gen_secret_key()')
    assert _find(chunks, "ServerConfig.LOG_FOLDER").signature == (
        'LOG_FOLDER = os.path.join(here, "logs")')
    assert _find(chunks, "ServerConfig.ROOTS").signature == "ROOTS = […]"
    # A string's `\` goes on with its text: closed as a string cut at its line (kombu's).
    warning = 'W_CONN_LOST = """\\\nConnection to broker lost.\n"""\n'
    assert [c.signature for c in chunk_file("mixins.py", warning, "python")] == [
        'W_CONN_LOST = """…"""']


def test_cython_declarations_are_chunks_signed_by_their_own_line() -> None:
    # h5py's `.pyx`/`.pxd` modules were each one whole-file chunk (h5t.templ.pyx, 2,195
    # lines): Cython's C declarations broke the Python parse, or had no language at all.
    from codesift.languages import language_of

    pyx = ('"""Low-level point buffers."""\n'
           "from .defs cimport *\n"
           'include "_locks.pxi"\n\n'
           'cdef extern from "point.h" nogil:\n'
           "    ctypedef struct point_t:\n"
           "        double x\n"
           "        const char *label\n"
           "    int point_free(point_t *p)\n\n"
           "ctypedef int (*visit_fn)(point_t *p, void *data) except -1\n\n"
           "cdef class PointBuffer(Buffer):\n"
           '    """A buffer of C points."""\n'
           "    cdef readonly Py_ssize_t size\n"
           "    cdef point_t *points\n\n"
           "    def __cinit__(self, Py_ssize_t size, *, bint zero=True):\n"
           "        cdef:\n"
           "            Py_ssize_t i\n"
           "            double[:] view\n"
           "        self.points = <point_t*>malloc(sizeof(point_t) * size)\n\n"
           "    cpdef double norm(self, int i) except? -1 nogil:\n"
           '        """The distance of point i from the origin."""\n'
           "        cdef point_t *p = &self.points[i]\n"
           "        return sqrt(p.x * p.x)\n\n"
           "cdef inline int _visit(point_t *p, void *data) noexcept nogil:\n"
           "    return 0\n\n"
           "def load(char* path, PointBuffer buf not None, double scale=1.0):\n"
           '    """Fill buf from the file at path."""\n'
           "    cdef char c = c'\\0'\n"
           "    return buf\n\n"
           "cdef (int, double) _pair(int n):\n"
           "    cdef int k = n\n"
           "    return k, 1.0\n")
    assert language_of("h5py/h5t.pyx") == language_of("defs.pxd") == "python"
    chunks = chunk_file("points.pyx", pyx, "python")
    got = {c.name: (c.kind, c.signature, c.doc) for c in chunks}
    assert got["PointBuffer"] == ("class", "cdef class PointBuffer(Buffer)",
                                  "A buffer of C points.")
    assert got["__cinit__"][1] == (
        "def __cinit__(self, Py_ssize_t size, *, bint zero=True)")
    assert got["norm"] == (
        "method", "cpdef double norm(self, int i)",
        "The distance of point i from the origin.")
    assert got["_visit"][:2] == ("function", "cdef inline int _visit(point_t *p, void *data)")
    assert got["load"][1:] == ("def load(char* path, PointBuffer buf not None, "
                               "double scale=1.0)", "Fill buf from the file at path.")
    assert [(c.name, c.start, c.end) for c in chunks if c.kind == "class"] == [
        ("point_t", 6, 8), ("PointBuffer", 13, 27)]
    assert got["point_t"][:2] == ("class", "ctypedef struct point_t")
    # A C tuple's return type (h5py's `cdef (int, int, int) _correct_float_info(…)`): its
    # locals were module variables.
    assert got["_pair"][:2] == ("function", "cdef (int, double) _pair(int n)")
    assert "k" not in got


def test_command_class_help_is_its_doc() -> None:
    # linkding's ensure_superuser: a Django management command says what it does in `help`.
    py = ("from django.core.management.base import BaseCommand\n\n\n"
          "class Command(BaseCommand):\n"
          "    help = \"Creates an admin user non-interactively if it doesn't exist\"\n\n"
          "    def handle(self, *args, **options):\n        pass\n\n\n"
          "class Own(base.LabelCommand):\n    \"\"\"Own docstring wins.\"\"\"\n"
          "    help = \"not this\"\n\n\n"
          "class Greet(Command):\n    name = \"greet\"\n"
          "    description = \"Greets someone\"\n    help = \"\"\"Longer help.\"\"\"\n\n\n"
          "class Menu:\n    help = \"a value, not a command's description\"\n")
    docs = {c.name: c.doc for c in chunk_file("app/management/commands/ensure.py", py, "python")
            if c.kind == "class"}
    assert docs == {"Command": "Creates an admin user non-interactively if it doesn't exist",
                    "Own": "Own docstring wins.", "Greet": "Greets someone", "Menu": ""}
