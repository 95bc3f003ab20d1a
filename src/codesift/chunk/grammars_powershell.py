"""PowerShell's declaration rules (tree-sitter-powershell).

`function Get-Deployment { … }` and `filter Select-Active { … }` are functions named as they
are called (``Get-Deployment``); `class Deployer { … }` is a class with its properties
(``Region``, without the `$`), its constructor and its methods; `enum TaskStatus { … }` an enum. A comment block right above a
function (`# …` lines or a `<# .SYNOPSIS … #>` block) is its doc, and so is comment-based help
opening its body (`function Set-It {` / `<# .SYNOPSIS … #>`), PowerShell's other place for it.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import (
    SIGNATURE_MAX, Decl, RuleResult, Scope, Spec, child_of_type, collapse, first_named, text,
)
from codesift.chunk.comments import doc_comments
from codesift.chunk.doctext import clean_comment

if TYPE_CHECKING:
    from tree_sitter import Node

_BODY = frozenset({"script_block"})
# What makes a block comment comment-based help rather than a note.
_HELP = re.compile(r"^\s*\.(?:SYNOPSIS|DESCRIPTION)\b", re.I | re.M)


def _function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = text(child_of_type(node, frozenset({"function_name"})), src)
    if not name:
        return None
    # The grammar puts comments between `{` and the body beside them, so a signature read to
    # the body took in `{ <# .SYNOPSIS Sets it.`: it ends at the brace.
    brace = _brace(node)
    doc = ""
    if brace is not None and (first := brace.next_sibling) is not None and first.type == "comment":
        said = text(first, src)
        if said.startswith("<#") and _HELP.search(said):
            doc = clean_comment("\n".join(doc_comments([said], "powershell")))
    return Decl(node, "function", name, body=child_of_type(node, _BODY), doc=doc,
                sig_end=brace.start_byte if brace is not None else -1,
                sig=_param_block_signature(node, name, src))


def _param_block_signature(node: Node, name: str, src: bytes) -> str:
    """`function Add-PodeRoute([string[]]$Method, [string]$Path = '/')` from the `param(…)`
    block opening the body of a function declaring no parameters in its header: an advanced
    function's way (`[CmdletBinding()]` / `param(…)`), which left Pode's 2,000 functions
    signed `function Add-PodeRoute`, their parameters in no signature. Each parameter is its
    type (the attribute without arguments, not `[Parameter(…)]` or `[ValidateSet(…)]`), its
    name and its default; a list too long for the cap shows its names ("" when there is no
    such block: the header is read as written)."""
    if child_of_type(node, frozenset({"function_parameter_declaration"})) is not None:
        return ""
    body = child_of_type(node, _BODY)
    block = child_of_type(body, frozenset({"param_block"})) if body is not None else None
    if block is None:
        return ""
    listed = child_of_type(block, frozenset({"parameter_list"}))
    typed, names = [], []
    for parameter in listed.named_children if listed is not None else ():
        variable = child_of_type(parameter, frozenset({"variable"}))
        if parameter.type != "script_parameter" or variable is None:
            continue
        attributes = child_of_type(parameter, frozenset({"attribute_list"}))
        types = [text(a, src) for a in (attributes.named_children if attributes is not None else ())
                 if a.type == "attribute" and "(" not in text(a, src)]
        default = child_of_type(parameter, frozenset({"script_parameter_default"}))
        said = (types[-1] if types else "") + text(variable, src)
        typed.append(said + (" " + text(default, src) if default is not None else ""))
        names.append(text(variable, src))
    keyword = text(node.children[0], src).lower() if node.children else "function"
    header = f"{keyword} {name}(" + ", ".join(typed) + ")"
    if len(" ".join(header.split())) <= SIGNATURE_MAX:
        return " ".join(header.split())
    header = f"{keyword} {name}(" + ", ".join(names) + ")"
    if len(header) <= SIGNATURE_MAX:
        return header
    cut = header.rfind(", ", 0, SIGNATURE_MAX - 2)
    return header[:cut] + ", …)"


def _brace(node: Node) -> Node | None:
    """The `{` opening a function's, class's or enum's body, where its header ends."""
    return next((child for child in node.children if child.type == "{"), None)


def _header_end(node: Node) -> int:
    """Where a class's or enum's header ends: at its `{`. The grammar leaves the body
    unfielded, and a signature read to the end took in the members (psake's `class
    PsakeTaskResult { [string]$Name [TaskStatus]$Status …`)."""
    brace = _brace(node)
    return brace.start_byte if brace is not None else -1


def _class(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = text(child_of_type(node, frozenset({"simple_name"})), src)
    return Decl(node, "class", name, members=node, sig_end=_header_end(node)) if name else None


def _enum(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`enum TaskStatus { Executed; Cached }`: a type of its own (its members are no chunks,
    as in the other languages but Java's, PHP's, Swift's and Kotlin's)."""
    name = text(child_of_type(node, frozenset({"simple_name"})), src)
    return Decl(node, "enum", name, sig_end=_header_end(node)) if name else None


def _method(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = text(child_of_type(node, frozenset({"simple_name"})), src)
    if not name:
        return None
    kind = "constructor" if name == scope.name else "method"
    return Decl(node, kind, name, body=child_of_type(node, _BODY))


def _property(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = text(child_of_type(node, frozenset({"variable"})), src).lstrip("$")
    return Decl(node, "property", name) if name else None


# Pester's blocks (`Describe "Mock" { … It "counts calls" { … } }`): their code lies in no
# function, and a test file was one whole-file chunk (Pester's Mock.Tests.ps1: 3,553 lines,
# its `It`s unaddressable). A suite groups its cases as a namespace, a case and a hook are
# functions, and `InModuleScope Pester { … }` holds suites without being one. PowerShell's
# command names are case-insensitive (`describe`, `it`).
_PESTER_SUITES = frozenset({"describe", "context"})
_PESTER_CASES = frozenset({"it"})
_PESTER_HOOKS = frozenset({"beforeall", "afterall", "beforeeach", "aftereach", "beforediscovery"})
_PESTER_SCOPES = frozenset({"inmodulescope"})
_PESTER = _PESTER_SUITES | _PESTER_CASES | _PESTER_HOOKS | _PESTER_SCOPES


def _pester(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A pipeline that is one Pester block: `Describe "name" -Tag "Unit" { … }`."""
    chain = node.named_children[0] if node.named_child_count == 1 else None
    command = chain.named_children[0] if chain is not None and chain.type == "pipeline_chain" \
        and chain.named_child_count == 1 else None
    if command is None or command.type != "command":
        return None
    call = text(child_of_type(command, frozenset({"command_name"})), src)
    elements = child_of_type(command, frozenset({"command_elements"}))
    if call.lower() not in _PESTER or elements is None:
        return None
    title, block, parameter = "", None, ""
    for element in elements.named_children:
        if element.type == "command_parameter":
            parameter = text(element, src).lower()
            continue
        value = first_named(element) if element.type == "array_literal_expression" else None
        value = first_named(value) if value is not None and value.type == "unary_expression" \
            else value
        if value is not None and value.type == "string_literal" and (
                not title and not parameter or parameter == "-name"):
            said = text(value, src)
            # A quote doubled in a verbatim string is one: `'… Pester can''t see'`.
            title = said[1:-1].replace("''", "'") if said.startswith("'") else said[1:-1]
        elif value is not None and value.type == "script_block_expression":
            block = value
        if element.type != "command_argument_sep":
            parameter = ""   # a parameter's value is read: `-Tag "Unit" "Suite"` names "Suite"
    body = child_of_type(block, frozenset({"script_block"})) if block is not None else None
    if body is None:
        return None
    header = block.start_byte
    if call.lower() in _PESTER_HOOKS:
        return Decl(node, "function", call, body=body, sig_end=header)
    statements = child_of_type(body, frozenset({"script_block_body"}))
    statements = child_of_type(statements, frozenset({"statement_list"})) \
        if statements is not None else None
    if call.lower() in _PESTER_SCOPES:
        return Decl(node, "", "", members=statements) if statements is not None else None
    name = collapse(title, 120)
    if not name:
        return None
    if call.lower() in _PESTER_SUITES:
        return Decl(node, "namespace", name, members=statements, sig_end=header)
    return Decl(node, "function", name, body=body, sig_end=header)


POWERSHELL = Spec(
    module="tree_sitter_powershell", factory="language",
    rules={
        "function_statement": _function,
        "class_statement": _class,
        "enum_statement": _enum,
        "class_method_definition": _method,
        "class_property_definition": _property,
        "pipeline": _pester,
    },
    # `if ($IsWindows) { function Get-Path { … } }`: functions declared under a condition (a
    # profile script's platform checks) belong to the script as much as the others.
    transparent=frozenset({"statement_list", "if_statement", "statement_block", "elseif_clauses",
                           "elseif_clause", "else_clause"}),
    slash_comments=False,
)
