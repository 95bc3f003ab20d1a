"""Python's declaration rules (tree-sitter-python): functions, classes, module and class
names, type aliases.

A decorated definition is read through its decorators; an accessor (`@x.setter`) and an
`@overload` stub stand behind the definition they belong to; a module's or class's names
are constants, variables, properties or type aliases by their spelling and value, with the
string right below an assignment as its doc (Sphinx's attribute docstring).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    Decl, RuleResult, Scope, Spec, bare_string, field_text, first_named, has_token, header_end,
    is_constant_name, last_segment, text,
)
from codesift.chunk.django_urls import django_route, url_tables
from codesift.chunk.doctext import body_docstring, clean_docstring
from codesift.chunk.python_decorators import decorator_doc, is_accessor, is_overload, literal_text

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

    from codesift.model import Chunk


def _py_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = field_text(node, "name", src)
    kind = "constructor" if name == "__init__" and scope.kind == "class" else "function"
    if is_overload(node, src) or _py_stub_body(node):
        kind = "prototype"   # a typing stub (`...`): the implementation is elsewhere
    elif scope.kind == "class" and is_accessor(node, src):
        kind = "property"    # read as `response.text`, never called: `--kind property` finds it
    body = node.child_by_field_name("body")
    # A factory defining a class with methods in its body (jsonschema's `create()` returns the
    # `Validator` it defines, with `iter_errors`, `is_type`, …) holds it as a module would: the
    # class and its methods are chunks, not 380 lines of the function's text. A local helper
    # class without methods, or a test's (`def test_x(): class C: …`, 1,495 of the corpora's
    # 1,534 such chunks), leaves its names riding on the function (chunk/inner.py).
    factory = (body is not None and not name.startswith("test")
               and any(_has_methods(c) for c in body.named_children))
    return Decl(node, kind, name, body=body, members=body if factory else None,
                sig_end=header_end(node, "return_type", "parameters"),
                doc_else=decorator_doc(node, src))


def _definition(node: Node) -> Node:
    """The class or function a ``decorated_definition`` wraps; else ``node``."""
    return (node.child_by_field_name("definition") or node
            if node.type == "decorated_definition" else node)


def _has_methods(node: Node) -> bool:
    """``node`` is a class definition whose body defines a function."""
    node = _definition(node)
    body = node.child_by_field_name("body") if node.type == "class_definition" else None
    return body is not None and any(_definition(c).type == "function_definition"
                                    for c in body.named_children)


def _py_stub_body(node: Node) -> bool:
    """A body of ``...`` alone, after its docstring if any: a Protocol's or mixin's declared
    member, an abstract method, a ``.pyi`` signature (requests' ``SessionRedirectMixin.send``
    came before ``Session.send`` on "send"). ``pass`` is a real, empty implementation."""
    body = node.child_by_field_name("body")
    stmts = [c for c in (body.named_children if body is not None else []) if c.type != "comment"]
    if stmts and stmts[0].type == "expression_statement" and len(stmts) > 1 and \
            stmts[0].named_children and stmts[0].named_children[0].type == "string":
        stmts = stmts[1:]
    return (len(stmts) == 1 and stmts[0].type == "expression_statement"
            and [c.type for c in stmts[0].named_children] == ["ellipsis"])


def _py_class(node: Node, scope: Scope, src: bytes) -> RuleResult:
    body = node.child_by_field_name("body")
    return Decl(node, "class", field_text(node, "name", src), body=body, members=body,
                sig_end=header_end(node, "superclasses", "type_parameters", "name"),
                doc_else=_command_help(node, body, src) or _constructor_docstring(body, src))


# What a command class says of itself in its body: Django's `BaseCommand.help`, Cleo's
# `description` (over its longer `help`), printed by `manage.py help <name>`.
_COMMAND_TEXT = ("description", "help")


def _command_help(node: Node, body: Node | None, src: bytes) -> str:
    """The `help = "…"` (or `description = "…"`) string of a class deriving from a `…Command`
    base: every Django management command is a `class Command(BaseCommand)` whose only words
    are its help, which stayed a property of its own (linkding's ensure_superuser `Command`
    had no doc, its "Creates an admin user non-interactively" found as `Command.help`)."""
    bases = node.child_by_field_name("superclasses")
    if body is None or bases is None or not any(
            last_segment(text(b, src), ".").endswith("Command") for b in bases.named_children):
        return ""
    said: dict[str, str] = {}
    for stmt in body.named_children:
        assign = first_named(stmt) if stmt.type == "expression_statement" else None
        if assign is not None and assign.type == "assignment":
            key = field_text(assign, "left", src)
            if key in _COMMAND_TEXT and key not in said:
                said[key] = literal_text(assign.child_by_field_name("right"), src)
    return next((said[k] for k in _COMMAND_TEXT if said.get(k)), "")


def _constructor_docstring(body: Node | None, src: bytes) -> str:
    """The docstring of a class's ``__init__`` (else its ``__new__``): the class's doc when it
    has none of its own, as Sphinx's ``autoclass_content = "init"`` shows it (streamlink's
    ``Argument`` says what it is in ``__init__``'s docstring only, and had no description).
    A class's own docstring, or a comment above it, still wins (``Decl.doc_else``)."""
    if body is None:
        return ""
    methods = {}
    for child in body.named_children:
        child = _definition(child)
        if child.type == "function_definition":
            methods.setdefault(field_text(child, "name", src), child)
    for name in ("__init__", "__new__"):
        if name in methods and (doc := body_docstring(methods[name].child_by_field_name("body"), src)):
            return doc
    return ""


def _names_a_type(name: str, value: Node | None, src: bytes) -> bool:
    """A module's CamelCase name for a type: ``StrSequenceOrSet = typing.Union[…]``,
    ``SchemaType = type[Schema]``, ``Str = String`` (not ``App = Flask(__name__)``, a value;
    nor an UPPER_CASE name, a constant by its own convention). A module-private one when it
    subscripts a generic: alembic's ``_ServerDefaultType = Union[…]`` and ``_RevIdType =
    Union[…]`` were variables (a private alias of a value's attribute, rich's
    ``_GetStdHandle = windll.kernel32.GetStdHandle``, is a function's, not a type's)."""
    public = name.lstrip("_")
    generic = value is not None and (value.type == "subscript" or _is_union(value))
    if public != name and not generic:
        return False
    name = public
    if value is None or not name[:1].isupper() or is_constant_name(name):
        return False
    if _is_union(value):   # `_RaisesType = type[Exception] | tuple[type[Exception], ...]`
        return _types_joined(value, src)
    if value.type == "subscript":   # `typing.Union[…]`, `type[Schema]`; not `handlers[0]`
        value = value.child_by_field_name("value")
        base = last_segment(text(value, src), ".") if value is not None else ""
        return base[:1].isupper() or base in _GENERIC_BUILTINS
    return value.type in ("identifier", "attribute") and last_segment(text(value, src), ".")[:1].isupper()


# Built-in types subscripted as generics (`SchemaType = type[Schema]`, `Pairs = list[tuple[…]]`).
_GENERIC_BUILTINS = frozenset({"type", "list", "dict", "set", "frozenset", "tuple"})
# Built-in types a PEP 604 union joins (`Number = int | float`, `Key = str | None`).
_UNION_BUILTINS = frozenset({*_GENERIC_BUILTINS, "int", "float", "complex", "str", "bytes",
                             "bytearray", "bool", "object"})


def _is_union(node: Node) -> bool:
    return node.type == "binary_operator" and has_token(node, "|")


def _types_joined(node: Node | None, src: bytes) -> bool:
    """Every operand of the ``|`` union ``node`` names a type: a subscripted generic, a
    CamelCase name (not an UPPER_CASE one: `Color.RED | Color.BLUE` is a value), a built-in
    type or None. Without recursion: the union nests one level a ``|``, and one of 3,000
    members raised RecursionError, which left its file one whole-file chunk."""
    todo = [node]
    while todo:
        node = todo.pop()
        if node is not None and _is_union(node):
            todo += (node.child_by_field_name("left"), node.child_by_field_name("right"))
        elif not _names_a_type_alone(node, src):
            return False
    return True


def _names_a_type_alone(node: Node | None, src: bytes) -> bool:
    """Whether one operand of a union (``_types_joined``) names a type."""
    if node is None:
        return False
    if node.type == "none":
        return True
    if node.type == "subscript":
        node = node.child_by_field_name("value")
        if node is None:
            return False
    if node.type not in ("identifier", "attribute"):
        return False
    last = last_segment(text(node, src), ".")
    return last in _UNION_BUILTINS or (last[:1].isupper() and not is_constant_name(last))


def _py_statement(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """An expression statement's declaration (``_py_assignment``), and the route tables a
    Django `urlpatterns = [...]` (`+= [...]`) assigns (``django_urls.py``)."""
    found = _py_assignment(node, scope, src)
    tables = url_tables(node, scope, src)
    if not tables:
        return found
    return ([found] if isinstance(found, Decl) else found or []) + tables


def _py_assignment(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Module ``UPPER = …`` constants, other module names as variables (``_ansi_re =
    re.compile(…)``, ``default_exceptions = {}``: found by name, as a module's own values),
    and ``X: TypeAlias = …``; class attributes."""
    assign = first_named(node)
    if assign is None or assign.type != "assignment":
        return None
    left = assign.child_by_field_name("left")
    if left is None or left.type != "identifier":
        return None
    name = text(left, src)
    docstring = _attribute_docstring(node)
    right = assign.child_by_field_name("right")
    method = _aliased_method(node, assign, right, scope, src)
    if method is not None:
        # `extract = getall` (parsel's SelectorList), `__repr__ = __str__`: the class's method
        # under a second name, called as the first is, with the docstring Python gives it (the
        # first's), as Ruby's `alias_method :extract, :getall` is a method signed by its line.
        # It was a property, no doc, so `--kind method` and a call's name missed it. A comment
        # of its own above it says more (urllib3's "Backwards compatibility for httplib" over
        # `getheaders = getlist`): the walk reads that one.
        doc = clean_docstring(text(docstring, src)) if docstring is not None \
            else "" if _commented(node, src) \
            else body_docstring(method.child_by_field_name("body"), src)
        return Decl(node, "method", name, tail=docstring, doc=doc)
    kind = _py_assigned_kind(node, assign, name, scope, src)
    if kind is None:
        return None
    if kind == "function" and right is not None:
        # Its signature is the lambda's head, `key = lambda item:`, not its expression.
        colon = next((c for c in right.children if c.type == ":"), None)
        return Decl(node, kind, name, sig_end=colon.end_byte if colon else -1)
    if docstring is None:
        return Decl(node, kind, name, doc=_property_doc(node, right, src) if kind == "property" else "")
    return Decl(node, kind, name, tail=docstring, doc=clean_docstring(text(docstring, src)))


def _property_doc(node: Node, right: Node | None, src: bytes) -> str:
    """The doc Python gives ``name = property(fget, fset, fdel, doc)``: its ``doc``, else its
    getter's docstring when the class defines the getter above (tablib's ``headers =
    property(_get_headers, _set_headers)`` has the doc of ``_get_headers``, "An *optional*
    list of strings to be used for header rows and attribute names."). ``""`` otherwise."""
    if right is None or right.type != "call" or field_text(right, "function", src) != "property":
        return ""
    arguments = right.child_by_field_name("arguments")
    if arguments is None:
        return ""
    positional = [a for a in arguments.named_children
                  if a.type not in ("keyword_argument", "comment")]
    keywords = {field_text(a, "name", src): a.child_by_field_name("value")
                for a in arguments.named_children if a.type == "keyword_argument"}
    doc = keywords.get("doc") or (positional[3] if len(positional) > 3 else None)
    if doc is not None and doc.type in ("string", "concatenated_string"):
        return clean_docstring(text(doc, src))
    getter = keywords.get("fget") or (positional[0] if positional else None)
    if getter is None or getter.type != "identifier":
        return ""
    function = _function_above(node, text(getter, src), src)
    return body_docstring(function.child_by_field_name("body"), src) if function else ""


def _function_above(node: Node, name: str, src: bytes) -> Node | None:
    """The nearest ``def name`` (decorated or not) among the statements above ``node``."""
    before = node.prev_named_sibling
    while before is not None:
        function = _definition(before)
        if function.type == "function_definition" and field_text(function, "name", src) == name:
            return function
        before = before.prev_named_sibling
    return None


def _commented(node: Node, src: bytes) -> bool:
    """Whether a comment opening its own line sits right above ``node``."""
    above = node.prev_sibling
    if above is None or above.type != "comment" or above.end_point.row + 1 != node.start_point.row:
        return False
    line_start = src.rfind(b"\n", 0, above.start_byte) + 1
    return not src[line_start:above.start_byte].strip()


def _aliased_method(node: Node, assign: Node, right: Node | None, scope: Scope,
                    src: bytes) -> Node | None:
    """The method a class-level ``name = other`` binds again, when ``other`` is a method the
    class defines above it (not a property's accessor, whose alias is a property too)."""
    if scope.kind != "class" or right is None or right.type != "identifier" \
            or assign.child_by_field_name("type") is not None:
        return None
    function = _function_above(node, text(right, src), src)
    return function if function is not None and not is_accessor(function, src) else None


def _py_assigned_kind(node: Node, assign: Node, name: str, scope: Scope, src: bytes) -> str | None:
    """What an assignment to ``name`` declares, if anything (see ``_py_assignment``)."""
    annotation = assign.child_by_field_name("type")
    right = assign.child_by_field_name("right")
    if right is not None and right.type == "lambda" and not (
            scope.kind == "" and _under_main_guard(node, src)):
        return "function"   # `key = lambda item: …` is code, not a value (as a `def` would be)
    if scope.kind == "class":
        # Unannotated too: werkzeug's `max_form_parts = 1000`, an Enum's members, a Django
        # model's `name = models.CharField(…)`; `__slots__` and its kin are the class's plumbing,
        # `_ = gettext` a local alias.
        if annotation is None and (name.startswith("__") and name.endswith("__") or name == "_"):
            return None
        return "constant" if is_constant_name(name) else "property"
    # A script's names under `if __name__ == "__main__":` are no module names, upper-case
    # too (rich's box.py demo: `BOXES = [...]`).
    if scope.kind == "" and _under_main_guard(node, src):
        return None
    if annotation is not None and text(annotation, src).endswith("TypeAlias"):
        return "type"
    if scope.kind == "" and (_names_a_type(name, right, src) or _type_variable(right, src)):
        return "type"
    if is_constant_name(name):
        return "constant"
    # `__all__` lists the module's names: a hit for any of them, the address of none.
    if scope.kind != "" or name == "__all__":
        return None
    return "variable"


# Calls that make a type, not a value: `T = TypeVar("T")` was a constant, `_T_co = TypeVar(…)`
# a variable, `DistributionName = NewType("DistributionName", str)` a variable too.
_TYPE_MAKERS = frozenset({"TypeVar", "ParamSpec", "TypeVarTuple", "NewType"})


def _type_variable(value: Node | None, src: bytes) -> bool:
    """Whether ``value`` calls ``typing``'s (or ``typing_extensions``') type makers, bare or
    qualified (`t.TypeVar`, `te.ParamSpec`)."""
    return value is not None and value.type == "call" \
        and last_segment(field_text(value, "function", src), ".") in _TYPE_MAKERS


def _attribute_docstring(node: Node) -> Node | None:
    """The string statement right below an assignment, which Sphinx reads as the attribute's
    docstring (structlog's `Context = dict` and a string below it: 14 such docs were in no
    chunk), else ``None``. A comment ending the assignment's line (``# type: ignore``, alembic's
    ``revision: str = None  # type: ignore[assignment]``) is a sibling in the tree, not the
    string: passed over, or those attributes lost their docs."""
    after = node.next_named_sibling
    while after is not None and after.type == "comment" and after.start_point.row == node.end_point.row:
        after = after.next_named_sibling
    if after is None or after.start_point.row != node.end_point.row + 1 \
            or after.named_child_count != 1 or bare_string(after) is None:
        return None
    return after


def _under_main_guard(node: Node, src: bytes) -> bool:
    """Whether ``node`` runs only as a script: in the body of ``if __name__ == "__main__":``
    (its ``else:`` runs on import)."""
    child, parent = node, node.parent
    while parent is not None and parent.type != "module":
        if parent.type == "if_statement" and child == parent.child_by_field_name("consequence") \
                and _MAIN_GUARD.fullmatch(field_text(parent, "condition", src)):
            return True
        child, parent = parent, parent.parent
    return False


_MAIN_GUARD = compiled(r"""__name__\s*==\s*(['"])__main__\1|(['"])__main__\2\s*==\s*__name__""")


def _py_type_alias(node: Node, scope: Scope, src: bytes) -> RuleResult:
    return Decl(node, "type", last_segment(field_text(node, "left", src), "."))


PYTHON = Spec(
    module="tree_sitter_python", factory="language",
    rules={
        "function_definition": _py_function,
        "class_definition": _py_class,
        "expression_statement": _py_statement,
        "call": django_route,
        "type_alias_statement": _py_type_alias,
    },
    # Conditional definitions (`if TYPE_CHECKING:`, `try: … except ImportError:`) are still
    # module or class scope, and so are those under a module-level `with` (`with
    # warnings.catch_warnings(): class UUIDUser(…)`, a Django test model file).
    transparent=frozenset({
        "if_statement", "elif_clause", "else_clause", "try_statement", "except_clause",
        "finally_clause", "block", "with_statement",
    }),
    wrappers={"decorated_definition": "definition"},
    docstrings=True,
    slash_comments=False,
)


# A line opening a string literal statement: its prefix, then its quote.
_STRING_OPENER = compiled(r"[ \t]*[rRuU]?(?:\"|')")


def documented_below(chunk: Chunk, lines: list[str]) -> bool:
    """Whether ``chunk``, a module's name among the file's ``lines``, holds the attribute docstring its doc comes from:
    its lines run on past the assignment to a string statement whose text is the doc. Such a
    name is an API documented for Sphinx (pretalx's plugin signals, `nav_event =
    EventPluginSignal()` over a string saying what receivers return), not a script's local; a
    comment above a name (a `conf.py`'s `# The theme to use.`) is not read so."""
    if chunk.kind != "variable" or not chunk.doc:
        return False
    # The docstring ends the name's lines: read them from the last up, no further than a
    # docstring saying the doc could reach. Joining every string-led line's rest (a list of
    # 20,000 quoted words under a comment) was quadratic: minutes for one file.
    reach, tail = 4 * len(chunk.doc) + 1000, ""
    for row in range(chunk.end - 1, chunk.start - 1, -1):
        tail = f"{lines[row]}\n{tail}" if tail else lines[row]
        if len(tail) > reach:
            return False
        if _STRING_OPENER.match(lines[row]) and clean_docstring(tail.strip()) == chunk.doc:
            return True
    return False
