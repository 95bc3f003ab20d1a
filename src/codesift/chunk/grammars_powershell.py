"""PowerShell's declaration rules (tree-sitter-powershell).

`function Get-Deployment { … }` and `filter Select-Active { … }` are functions named as they
are called (``Get-Deployment``); `class Deployer { … }` is a class with its properties
(``Region``, without the `$`), its constructor and its methods. A comment block right above a
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


def _class(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = text(child_of_type(node, frozenset({"simple_name"})), src)
    return Decl(node, "class", name, members=node) if name else None


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
        "class_method_definition": _method,
        "class_property_definition": _property,
    },
    # `if ($IsWindows) { function Get-Path { … } }`: functions declared under a condition (a
    # profile script's platform checks) belong to the script as much as the others.
    transparent=frozenset({"statement_list", "if_statement", "statement_block", "elseif_clauses",
                           "elseif_clause", "else_clause"}),
    slash_comments=False,
)
