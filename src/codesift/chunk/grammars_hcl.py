"""Terraform / HCL blocks (tree-sitter-hcl): each top-level block is a section named as
Terraform addresses it.

`resource "aws_s3_bucket" "logs" { … }` is ``aws_s3_bucket.logs``, `data "aws_ami" "ubuntu"`
is ``data.aws_ami.ubuntu``, `variable "region"` is ``var.region``, `module "vpc"` is
``module.vpc``, each value of a `locals` block ``local.name``, `output`, `provider` and the
unlabelled `terraform` block by their type: the names an agent sees in a plan, an error or another block's reference. The
last label is the name and the rest its container, so `aws_s3_bucket.logs` is also found as
a qualified name. A `description = "…"` is the block's doc, over a comment above it (a
comment right above a block is its doc, never a section's label). Nested
blocks (`lifecycle`, `dynamic`) stay in their block.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, Spec, child_of_type, collapse, end_row, text
from codesift.chunk.comments import doc_comments
from codesift.chunk.doctext import DOC_MAX, clean_comment

if TYPE_CHECKING:
    from tree_sitter import Node

# The block types Terraform names by their labels alone, and the prefix it writes for others.
_BARE = frozenset({"resource"})
_PREFIX = {"variable": "var"}


def _block(node: Node, scope: Scope, src: bytes) -> RuleResult:
    if scope.kind:   # a nested block belongs to its block's chunk
        return None
    kind = text(child_of_type(node, frozenset({"identifier"})), src)
    labels = [text(child_of_type(s, frozenset({"template_literal"})), src) or text(s, src)
              for s in node.named_children if s.type in ("string_lit", "identifier")][1:]
    if not kind:
        return None
    if kind == "locals":
        # Each local is its own declaration, as Terraform addresses it (`local.nat_count`):
        # a module's dozens of locals blocks were all named `locals`.
        values = _locals(node, src)
        if values:
            return values
    parts = labels if kind in _BARE and labels else [_PREFIX.get(kind, kind), *labels]
    opener = child_of_type(node, frozenset({"block_start"}))
    return Decl(node, "section", parts[-1], qual=".".join(parts[:-1]),
                sig_end=opener.start_byte if opener is not None else -1,
                doc=_description(node, src))


def _locals(block: Node, src: bytes) -> list[Decl]:
    """The attributes of a `locals` block, each a constant named `local.<name>`, documented
    by the comment lines right above it (the walk reads comments above the block, not those
    inside it: terraform-aws-eks's `# Map the AMI type to the respective SSM param path` over
    `ami_type_to_ssm_param = {` was no doc, as 19 of its locals' comments were none)."""
    body = child_of_type(block, frozenset({"body"}))
    found: list[Decl] = []
    above: list[Node] = []   # the comments since the last attribute, a run touching the next
    last_row = block.start_point.row
    # A comment opening the block sits beside its body, not in it.
    leading = [c for c in block.named_children if c.type == "comment"
               and body is not None and c.start_byte < body.start_byte]
    for child in leading + (body.named_children if body is not None else []):
        if child.type == "comment":
            if child.start_point.row == last_row:
                continue   # a trailing comment of the line above
            if above and child.start_point.row > end_row(above[-1]) + 1:
                above = []   # a blank line ends a block: only the one above the local counts
            above.append(child)
            continue
        name = text(child_of_type(child, frozenset({"identifier"})), src) \
            if child.type == "attribute" else ""
        if name:
            doc = ""
            if above and end_row(above[-1]) + 1 == child.start_point.row:
                said = [text(c, src) for c in above]
                doc = clean_comment("\n".join(doc_comments(said, "hcl")))
            found.append(Decl(child, "constant", name, qual="local", doc=doc))
        above, last_row = [], end_row(child)
    return found


def _description(block: Node, src: bytes) -> str:
    """A variable's or output's `description = "…"`: what its author says it is."""
    body = child_of_type(block, frozenset({"body"}))
    for attribute in body.named_children if body is not None else ():
        if attribute.type == "attribute" and \
                text(child_of_type(attribute, frozenset({"identifier"})), src) == "description":
            value = text(child_of_type(attribute, frozenset({"expression"})), src).strip()
            if value.startswith('"') and value.endswith('"'):
                return collapse(value[1:-1], DOC_MAX)
    return ""


HCL = Spec(
    module="tree_sitter_hcl", factory="language",
    rules={"block": _block},
    transparent=frozenset({"body"}),
    slash_comments=False,
    # A comment right above a block or a local is its doc, not a label heading the blocks
    # below: terraform-aws-eks's `# IAM Roles Anywhere` over `module "ira_eks_hybrid_node_role"`
    # and `# Not available on outposts` over `create_oidc_provider` were read as labels, the
    # only comments so read in 400 Terraform files, and both docs.
    labels=False,
)
