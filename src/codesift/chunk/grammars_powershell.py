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

from codesift.chunk.base import Decl, RuleResult, Scope, Spec, child_of_type, text
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
    brace = next((child for child in node.children if child.type == "{"), None)
    doc = ""
    if brace is not None and (first := brace.next_sibling) is not None and first.type == "comment":
        said = text(first, src)
        if said.startswith("<#") and _HELP.search(said):
            doc = clean_comment("\n".join(doc_comments([said], "powershell")))
    return Decl(node, "function", name, body=child_of_type(node, _BODY), doc=doc,
                sig_end=brace.start_byte if brace is not None else -1)


def _brace(node: Node) -> int:
    """Where a class's or enum's header ends: at its `{`. The grammar leaves the body
    unfielded, and a signature read to the end took in the members (psake's `class
    PsakeTaskResult { [string]$Name [TaskStatus]$Status …`)."""
    brace = next((child for child in node.children if child.type == "{"), None)
    return brace.start_byte if brace is not None else -1


def _class(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = text(child_of_type(node, frozenset({"simple_name"})), src)
    return Decl(node, "class", name, members=node, sig_end=_brace(node)) if name else None


def _enum(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`enum TaskStatus { Executed; Cached }`: a type of its own (its members are no chunks,
    as in the other languages but Java's, PHP's, Swift's and Kotlin's)."""
    name = text(child_of_type(node, frozenset({"simple_name"})), src)
    return Decl(node, "enum", name, sig_end=_brace(node)) if name else None


def _method(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = text(child_of_type(node, frozenset({"simple_name"})), src)
    if not name:
        return None
    kind = "constructor" if name == scope.name else "method"
    return Decl(node, kind, name, body=child_of_type(node, _BODY))


def _property(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = text(child_of_type(node, frozenset({"variable"})), src).lstrip("$")
    return Decl(node, "property", name) if name else None


POWERSHELL = Spec(
    module="tree_sitter_powershell", factory="language",
    rules={
        "function_statement": _function,
        "class_statement": _class,
        "enum_statement": _enum,
        "class_method_definition": _method,
        "class_property_definition": _property,
    },
    # `if ($IsWindows) { function Get-Path { … } }`: functions declared under a condition (a
    # profile script's platform checks) belong to the script as much as the others.
    transparent=frozenset({"statement_list", "if_statement", "statement_block", "elseif_clauses",
                           "elseif_clause", "else_clause"}),
    slash_comments=False,
)
