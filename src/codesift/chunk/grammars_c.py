"""C's and C++'s declaration rules: functions and prototypes, structs, unions, enums and
classes with their members, typedefs, macros, namespaces, GoogleTest and Catch2 tests
(``c_tests.py``). See ``grammars.py`` for the contract a rule follows; ``rewrite_c.py`` and
``conditionals.py`` read the preprocessor's macros and `#if` groups before the parse."""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    C_PREPROC, TYPE_SCOPES, Decl, RuleResult, Scope, Spec, child_of_type, field_text,
    first_named, last_segment, named, text,
)
from codesift.chunk.c_docs import (
    back_doc, comment_after, comment_below, commented, macro_said, said_beside,
)
from codesift.chunk.c_blocks import namespace_block
from codesift.chunk.c_declarators import const_bound, declarator_name
from codesift.chunk.c_definers import macro_function
from codesift.chunk.c_tests import c_test_case, gmock_definer_name, is_test_macro

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node


_C_TYPES = {"struct_specifier": "struct", "union_specifier": "struct", "enum_specifier": "enum",
            "class_specifier": "class"}


# The operator keyword (a word of its own) ending a name: the `<` after it is the operator's.
_OPERATOR = compiled(r"operator\b")


def _strip_templates(name: str) -> str:
    """`Foo<std::map<K, V>>::bar` -> `Foo::bar`, so `::` inside template arguments is not a scope.
    An operator outside template arguments keeps its `<` (taskflow's `UUID::operator <` and
    Catch's `SourceLineInfo::operator <` were named "operator", `operator<<` too); one inside
    them (`has_insertion_operator<T, decltype(operator<<(…))>`) is an argument's."""
    if "<" not in name:
        return name
    out: list[str] = []
    depth = 0
    for i, ch in enumerate(name):
        if not depth and ch == "o" and _OPERATOR.match(name, i) and (i == 0 or not (
                name[i - 1].isalnum() or name[i - 1] == "_")):
            out.append(name[i:])
            break
        if ch == "<":
            depth += 1
        elif ch == ">" and depth:
            depth -= 1
        elif not depth:
            out.append(ch)
    return "".join(out)


def _c_split(name_node: Node, src: bytes) -> tuple[str, str]:
    """`ns::Widget::size` -> ("size", "ns.Widget")."""
    if name_node.type == "qualified_identifier" and any(c.is_missing for c in name_node.children):
        # spdlog's `std::string SPDLOG_INLINE getenv(…)`: the grammar reads the macro as a
        # scope whose `::` is missing, and the name was "SPDLOG_INLINE getenv".
        name_node = name_node.child_by_field_name("name") or name_node
    cast = name_node
    while cast.type == "qualified_identifier" and cast.child_by_field_name("name") is not None:
        cast = cast.child_by_field_name("name")
    if cast.type == "operator_cast":
        # A conversion operator is named by its type, which may hold `::` itself: `explicit
        # operator std::string_view() const` was named "string_view() const".
        params = cast.child_by_field_name("declarator")
        while params is not None and params.type != "parameter_list":
            # `operator const std::locale&() const`: the parameters under a reference's
            params = (params.child_by_field_name("parameters")
                      or params.child_by_field_name("declarator") or first_named(params))
        name = src[cast.start_byte:params.start_byte if params else cast.end_byte]
        scope = src[name_node.start_byte:cast.start_byte].decode("utf-8", "replace")
        owner = [" ".join(p.split()) for p in _strip_templates(scope).split("::")]
        return " ".join(name.decode("utf-8", "replace").split()), ".".join(p for p in owner if p)
    parts = [" ".join(p.split()) for p in _strip_templates(text(name_node, src)).split("::")]
    return parts[-1], ".".join(p for p in parts[:-1] if p)


_INITIALIZERS = frozenset({"field_initializer_list"})


def _c_callable(node: Node, name_node: Node, scope: Scope, src: bytes,
                body: Node | None) -> Decl | None:
    name, owner = _c_split(name_node, src)
    if not name:
        return None
    kind = "function"
    if body is None:
        # `int f(void);`, `void A::f();` in a class: the definition is elsewhere, and an agent
        # asking for the name wants that one first (search/symbols.py ranks prototypes after it).
        kind = "prototype"
    elif owner or scope.kind in TYPE_SCOPES:
        cls = owner.rsplit(".", 1)[-1] if owner else scope.name
        kind = "constructor" if name == cls else "method"
    # A constructor's member initializers (`A(int x) : x_(x), y_(2)`) are the grammar's
    # function-body, not its head: fmt's 420 constructors showed them in their signatures.
    inits = child_of_type(node, _INITIALIZERS)
    return Decl(node, kind, name, body=body, qual=owner,
                sig_end=inits.start_byte if inits is not None else -1)


def _c_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    declarator = node.child_by_field_name("declarator")
    name_node, _ = declarator_name(declarator)
    if name_node is None:
        return None
    body = node.child_by_field_name("body")
    if is_test_macro(text(name_node, src)) and declarator is not None and body is not None:
        # GoogleTest's `TEST(uint128_test, ctor) {`: every test was a function named TEST.
        # Named `uint128_test.ctor` as one name, as a test's title is: the test of `get_file`
        # is not a declaration of `get_file` (fmt's get_file led with its test).
        params = declarator.child_by_field_name("parameters")
        names = [text(p, src).strip() for p in (params.named_children if params else [])]
        if len(names) == 2 and all(n.isidentifier() for n in names):
            return Decl(node, "function", ".".join(names), body=body)
    params = declarator.child_by_field_name("parameters") if declarator is not None else None
    definer = gmock_definer_name(text(name_node, src), first_named(params), src) \
        if params is not None and body is not None else None
    found = Decl(node, "function", definer, body=body) if definer \
        else _c_callable(node, name_node, scope, src, body)
    if found is not None:
        found.doc = back_doc(node, src)
        if found.kind == "prototype" and not found.doc and scope.kind in TYPE_SCOPES \
                and child_of_type(node, _COMPILER_MADE) is not None and not commented(node, src):
            # A member the compiler makes or refuses (`Foo() = default;`, `Foo(const Foo&) =
            # delete;`) says nothing its class's chunk does not: 1,451 such chunks in
            # /tmp/aq-trees and the qa trees, cpr's `ServerSentEventParser() = default` ranked
            # above its class. One with its own comment ("Not copyable.") keeps its chunk, and
            # so does one outside its class (`Config::~Config() = default;`), no class's there.
            return None
    return found


# What ends a defaulted or deleted member's declaration in place of a body.
_COMPILER_MADE = frozenset({"default_method_clause", "delete_method_clause"})


# A macro's name by convention: upper case with an underscore (`GTEST_ATTRIBUTE_UNUSED_`).
_MACRO_NAME = compiled(r"[A-Z][A-Z0-9]*_[A-Z0-9_]*$")
# An attribute macro after a type's body spelled as BSD and Linux headers do, a reserved name in
# lower case (`} __packed;`, `} __aligned;`), or a packing macro without an underscore
# (`PACKED`, `__PACKED`): no variable (gopsutil's utxdb.h and tmux.h read `variable __packed`
# holding the struct's body). A reserved name of a capital (unity's `} _Expected_Unity;`) may
# be a variable and stays.
_ATTRIBUTE_WORD = compiled(r"__[a-z][a-z0-9_]*$|_*PACKED$")


def _product_prototype(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`T *f(…);` where only a declaration may stand (a file's or an `extern "C" {` block's
    top level), read by the grammar as a product statement `T * f(…)`: libssh2.h's
    `LIBSSH2_API LIBSSH2_SESSION *libssh2_session_init_ex(` / `LIBSSH2_ALLOC_FUNC(*my_alloc),
    …);` (its parameters macro calls) was lost inside the header's `extern "C" {`."""
    expr = first_named(node)
    if node.parent is None or node.parent.type not in _TOP_LEVELS or expr is None \
            or expr.type != "binary_expression" or expr.has_error \
            or field_text(expr, "operator", src) != "*":
        return None
    left, right = expr.child_by_field_name("left"), expr.child_by_field_name("right")
    callee = right.child_by_field_name("function") if right is not None \
        and right.type == "call_expression" else None
    if left is None or left.type != "identifier" or callee is None \
            or callee.type != "identifier":
        return None
    return Decl(node, "prototype", text(callee, src))


def _c_statement(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """An expression statement: a test case (GoogleTest's and Unity's `TEST(Group, Name)`,
    Catch2's), a function a macro defines or a prototype misread as a product."""
    return c_test_case(node, scope, src) or macro_function(node, scope, src) \
        or _product_prototype(node, scope, src)


# Where no statement may stand: a file's top level, a linkage block's or a namespace's.
_TOP_LEVELS = frozenset({"translation_unit", "declaration_list"})


def _named_by_its_base(node: Node, src: bytes) -> bool:
    """An unnamed enum with an underlying type (fmt's `enum : ullong { … }`): the grammar
    reads `:` as an error and the type after it as the name (`enum detail.ullong`)."""
    name = node.child_by_field_name("name")
    before = name.prev_sibling if name is not None else None
    return before is not None and before.type == "ERROR" and text(before, src).strip() == ":"


def _c_type_rule(members: bool):
    """`struct S { … }`, `enum E { … }`, C++ classes; forward declarations are skipped."""
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        body = node.child_by_field_name("body")
        name = field_text(node, "name", src)
        if body is None or not name or _named_by_its_base(node, src):
            return None
        kind = _C_TYPES[node.type]
        has_members = members and kind != "enum"
        return Decl(node, kind, last_segment(_strip_templates(name), "::"), body=body,
                    members=body if has_members else None)
    return rule


def _misread(node: Node) -> bool:
    """Whether a parse error lies in what a declaration's rule reads: its type, declarators
    and parameters. A type's body is left out (its members are walked and judged one by one:
    cxxopts' `class Iterator` nested in `ParseResult` was lost with all its members to one
    `m_iter.operator->()`), and so is a parameter's default value, an expression no rule
    reads (`help(const std::vector<std::string>& groups = {}) const;` was lost to its `{}`)."""
    stack = [node]
    while stack:
        part = stack.pop()
        if not part.has_error:
            continue
        if part.type == "ERROR" and _macro_before_type(part, node):
            continue
        if part.type == "ERROR" or part.is_missing:
            return True
        skip = part.child_by_field_name("body") if part.type in _C_TYPES else \
            part.child_by_field_name("default_value") \
            if part.type == "optional_parameter_declaration" else None
        stack.extend(c for c in part.children if c != skip)
    return False


# What a word the grammar cannot place before a declaration's type may be: a name.
_WORDS = frozenset({"identifier", "type_identifier", "primitive_type"})


def _macro_before_type(error: Node, node: Node) -> bool:
    """Whether ``error`` is one word between a declaration's first type word and its
    declarators: a macro standing for a storage class or an export (zlib's `#define local
    static` in `local const config configuration_table[10] = {…}`, `ZEXTERN int deflate(…);`),
    read as the type with the real type left over. Functions were read through it; its 96
    public prototypes in zlib.h and 20 `local` tables and variables were lost."""
    declarator = node.child_by_field_name("declarator")
    return (error.parent == node and declarator is not None
            and error.end_byte <= declarator.start_byte
            and error.child_count == 1 and error.children[0].type in _WORDS
            and node.child_by_field_name("type") is not None
            and node.child_by_field_name("type").end_byte <= error.start_byte)


def _c_declaration_rule(members: bool):
    """Prototypes and globals (`int f(void);`, `static const int N = 3;`); in a C++ class
    body only member function declarations, since data members belong to the class chunk."""
    type_rule = _c_type_rule(members)

    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        if _misread(node):  # macro-heavy headers (`ZEXTERN int ZEXPORT f OF((…))`) misparse
            return None
        if members and b"friend" in src[max(0, node.start_byte - 64):node.start_byte] \
                and node.parent is not None and node.parent.type == "friend_declaration":
            # `friend Context& getCurrentMutableContext();` grants a function declared outside
            # the class access to it: no member, and no declaration of its own (catch2's
            # `Catch.Context.getCurrentMutableContext` beside the real
            # `Catch.getCurrentMutableContext`; Crow's `r_string.crow.json.load`). A friend
            # defined in the class, `friend bool operator==(…) {…}`, is a function chunk still.
            # (The bytes before it are read first: `parent` walks down from the root.)
            return None
        declarators = node.children_by_field_name("declarator")
        spec = node.child_by_field_name("type")
        out: list[Decl] = []
        if spec is not None and spec.type in _C_TYPES:
            found = type_rule(spec, scope, src)
            if isinstance(found, Decl):
                found.node = node
                out.append(found)
        in_type = scope.kind in TYPE_SCOPES
        for declarator in declarators:
            is_const = const_bound(node, declarator, src)
            name_node, is_function = declarator_name(declarator)
            if name_node is None:
                continue
            name = text(name_node, src)
            if _MACRO_NAME.match(name) and spec is None and is_function \
                    or (_MACRO_NAME.match(name) or _ATTRIBUTE_WORD.match(name)) \
                    and declarator.type == "identifier" and spec is not None \
                    and spec.type in _C_TYPES and spec.child_by_field_name("body") is not None:
                # A macro call standing alone (`DISALLOW_COPY_AND_ASSIGN(Foo);` in a class: no
                # type, so no constructor) or after a type's body (`} GTEST_ATTRIBUTE_UNUSED_;`,
                # `} __packed;`): gmock's 75 prototypes named GTEST_DISALLOW_COPY_AND_ASSIGN_.
                continue
            target = node if len(declarators) == 1 else declarator
            head = _shared_head(node, declarators[0], src) if target is not node else ""
            if not is_function and declarator.type == "identifier" and spec is not None \
                    and spec.type == "type_identifier" \
                    and text(spec, src) in _function_typedefs(node, src):
                # `static Processor prologProcessor;`, Processor a function's typedef: a
                # prototype, as `int f(void);` is (expat's 16 processors were variables).
                is_function = True
            if is_function:
                found = _c_callable(target, name_node, scope, src, None)
                if found is not None:
                    found.sig_head = head
                    if target is node and not in_type:
                        # A comment ending a prototype's lines past its first describes its
                        # last parameter (puff.h's `unsigned long *sourcelen); /* amount of
                        # input available */`).
                        one_line = node.start_point.row == node.end_point.row
                        found.doc = said_beside(node, one_line and comment_after(node, src)
                                                 or comment_below(node, src))
                    out.append(found)
            elif not in_type and name_node.type == "identifier":
                out.append(Decl(target, "constant" if is_const else "variable", name,
                                doc=said_beside(node, comment_after(node, src)), sig_head=head))
            elif not in_type and name_node.type == "template_function" and node.parent is not None \
                    and node.parent.type == "template_declaration" \
                    and (template := name_node.child_by_field_name("name")) is not None:
                # A variable template's specialisation, `template<> inline constexpr bool
                # is_x<int> = true;`, named by its template as a class's is (`struct
                # unescape< any >` is `unescape`): PEGTL's 141 and argparse's 13 were no chunks.
                out.append(Decl(target, "constant" if is_const else "variable", text(template, src),
                                doc=said_beside(node, comment_after(node, src)), sig_head=head))
        return out or None
    return rule


def _shared_head(node: Node, first: Node, src: bytes) -> str:
    """What a declaration of several names writes once before them all, its storage class,
    qualifiers and type (`static PROLOG_HANDLER`), for each name's signature: expat's 51
    `static PROLOG_HANDLER prolog0, prolog1, …;` handlers were signed by their names alone,
    `int a = 1, b;` `a = 1` and `b`. Comments and directives are left out, and a type's body
    is `{…}` (its members are the type's chunk)."""
    words: list[str] = []
    for child in node.children:
        if child.start_byte >= first.start_byte:
            break
        if child.type == "comment" or child.type.startswith("preproc_"):
            continue
        body = child.child_by_field_name("body") if child.type in _C_TYPES else None
        if body is None:
            words.append(text(child, src))
        else:
            words += [src[child.start_byte:body.start_byte].decode("utf-8", "replace"), "{…}"]
    return " ".join(" ".join(words).split())


# The names of a file's function typedefs (`typedef enum XML_Error Processor(…);`, no
# pointer), for the file last asked about: its source is kept so its id stays its own.
_TYPEDEFS_OF: list[tuple[bytes, frozenset[str]]] = []
# Where a typedef may sit: the file, a namespace, `extern "C"` and `#if` groups, and an error
# the grammar recovered the file's declarations under (expat's xmlparse.c is one ERROR).
_TYPEDEF_SCOPES = C_PREPROC | {"translation_unit", "ERROR", "namespace_definition",
                               "declaration_list", "linkage_specification"}


def _function_typedefs(node: Node, src: bytes) -> frozenset[str]:
    """The names ``node``'s file gives function types by `typedef` (read once a file)."""
    last = _TYPEDEFS_OF[0] if _TYPEDEFS_OF else None
    if last is not None and last[0] is src:
        return last[1]
    names: set[str] = set()
    if b"typedef" in src:
        root = node
        while root.parent is not None:
            root = root.parent
        stack = [root]
        while stack:
            part = stack.pop()
            if part.type == "type_definition":
                name_node, is_function = declarator_name(part.child_by_field_name("declarator"))
                if is_function and name_node is not None:
                    names.add(text(name_node, src))
            elif part.type in _TYPEDEF_SCOPES:
                stack.extend(part.named_children)
    found = frozenset(names)
    _TYPEDEFS_OF[:] = [(src, found)]
    return found


def _c_typedef_rule(members: bool):
    """`typedef struct {…} Name;` is the struct Name; other typedefs are types."""
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        name_node, _ = declarator_name(node.child_by_field_name("declarator"))
        if name_node is None:
            return None
        spec = node.child_by_field_name("type")
        body = spec.child_by_field_name("body") if spec is not None and spec.type in _C_TYPES else None
        if body is None:
            return Decl(node, "type", text(name_node, src), doc=back_doc(node, src))
        kind = _C_TYPES[spec.type]  # type: ignore[union-attr]
        has_members = members and kind != "enum"
        # Its signature ends with the alias code writes, not the tag (`typedef struct State_`,
        # or nothing: htop's `typedef enum {` was signed `typedef enum`).
        tail = src[body.end_byte:node.end_byte].decode("utf-8", "replace").strip().rstrip(";")
        return Decl(node, kind, text(name_node, src), body=body,
                    members=body if has_members else None, doc=back_doc(node, src),
                    sig_tail=tail.rstrip())
    return rule


def _c_macro(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`#define X 1` and `#define F(x) …`; bare `#define GUARD_H` include guards are not API.

    A macro is in no namespace or class, wherever its line is: cereal's
    `CEREAL_REGISTER_ARCHIVE`, defined inside `namespace cereal { … }`, was
    `cereal.CEREAL_REGISTER_ARCHIVE`, a name no code or trace writes."""
    if node.type == "preproc_def" and node.child_by_field_name("value") is None \
            and not _cmakedefine(node, src):
        return None
    return Decl(node, "macro", field_text(node, "name", src), doc=macro_said(node, src),
                beside=-1)


def _cmakedefine(node: Node, src: bytes) -> bool:
    """Whether a `#define` is a header template's `#cmakedefine` (`#cmakedefine01`), read so
    for the parse (``rewrite_c_view.c_parse_view``): a build option bare or not, no include guard
    (catch2's `#cmakedefine CATCH_CONFIG_FAST_COMPILE`)."""
    return src[node.start_byte:node.start_byte + 32].lstrip(b" \t#").startswith(b"cmakedefine")


# An inline namespace that only versions its members' ABI: named as a version (`v2`,
# `v4_0_0`, libc++'s `__1`, `abi_v3`) or by a macro standing for one (toml11's
# `TOML11_INLINE_VERSION_NAMESPACE`). Code never writes it: `toml::value`, not
# `toml::v4_0_0::value`. A worded one (`inline namespace literals`, `ansi`) is written in
# `using namespace toml::literals;` and keeps its name.
_VERSION_NAMESPACE = compiled(r"(?:[vV]|__|abi_?v?)\d\w*|[A-Z][A-Z0-9]*_[A-Z0-9_]+")


def _cpp_namespace(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`namespace a::b { … }` names its members `a.b.x`. An anonymous namespace, and an
    inline one versioning the ABI, is a scope naming nothing: toml11's 4,321 chunks were named
    `toml.TOML11_INLINE_VERSION_NAMESPACE.…`, each file's version wrapper a chunk too."""
    body = node.child_by_field_name("body")
    name = field_text(node, "name", src).replace("::", ".")
    if not name or node.children[0].type == "inline" and _VERSION_NAMESPACE.fullmatch(name):
        return Decl(node, "", "", members=body) if body is not None else None
    return Decl(node, "namespace", name, body=body, members=body)


C_RULES = {
    "function_definition": _c_function,
    "declaration": _c_declaration_rule(False),
    "struct_specifier": _c_type_rule(False),
    "union_specifier": _c_type_rule(False),
    "enum_specifier": _c_type_rule(False),
    "type_definition": _c_typedef_rule(False),
    "preproc_def": _c_macro,
    "preproc_function_def": _c_macro,
    "expression_statement": _c_statement,
}

C = Spec(module="tree_sitter_c", factory="language", rules=C_RULES,
         transparent=C_PREPROC | {"linkage_specification", "declaration_list"})

CPP = Spec(
    module="tree_sitter_cpp", factory="language",
    rules={
        **C_RULES,
        "declaration": _c_declaration_rule(True),
        "field_declaration": _c_declaration_rule(True),
        "struct_specifier": _c_type_rule(True),
        "union_specifier": _c_type_rule(True),
        "enum_specifier": _c_type_rule(True),
        "class_specifier": _c_type_rule(True),
        "type_definition": _c_typedef_rule(True),
        "namespace_definition": _cpp_namespace,
        "alias_declaration": named("type"),
        "expression_statement": _c_statement,
        "compound_statement": namespace_block,
    },
    transparent=C_PREPROC | {"linkage_specification", "declaration_list"},
    # `friend auto format_as(…) {…}` defines a function inside the class that befriends it.
    wrappers={"template_declaration": None, "friend_declaration": None},
)
