"""Terraform's blocks from the real grammar (`grammars_hcl.py`): addresses and docs."""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_terraform_blocks_read_as_terraform_addresses() -> None:
    from codesift.address import hit_label
    from codesift.model import Hit

    chunks = _chunks("sample.tf")
    region = _find(chunks, "var.region")
    assert (region.doc, region.signature) == ("The AWS region.", 'variable "region"')
    logs = _find(chunks, "aws_s3_bucket.logs")
    assert (logs.doc, logs.end) == ("Where the logs go.", 8)
    hit = Hit(path="main.tf", line=2, end_line=8, kind="section", symbol="logs",
              container="aws_s3_bucket", signature=logs.signature, doc=logs.doc, lang="hcl",
              score=1.0)
    assert hit_label(hit) == "section aws_s3_bucket.logs — Where the logs go."


def test_terraform_locals_take_the_comment_above_each_as_its_doc() -> None:
    # terraform-aws-eks's `locals { … # Map the AMI type to the respective SSM param path /
    # ami_type_to_ssm_param = { … } }`: 19 locals' comments were no doc (the walk reads the
    # comments above a block, not inside it). The one opening the block counts; a trailing
    # comment, or one a blank line above, does not.
    src = ("locals {\n  # Whether the module creates anything at all\n  create = var.create\n\n"
           "  # Map the AMI type to the respective SSM param path\n  ami_type_to_ssm_param = {\n"
           '    AL2_x86_64 = "/aws/service/eks"\n  }\n  region = "us-west-2" # the default region\n'
           "  name = var.name\n\n  # Kept apart\n\n  tags = {}\n}\n")
    docs = {c.qualified: c.doc for c in chunk_file("main.tf", src, "hcl")}
    assert docs == {
        "local.create": "Whether the module creates anything at all",
        "local.ami_type_to_ssm_param": "Map the AMI type to the respective SSM param path",
        "local.region": "", "local.name": "", "local.tags": "",
    }, docs


def test_a_comment_right_above_a_terraform_block_is_its_doc_not_a_label() -> None:
    # terraform-aws-eks's `# IAM Roles Anywhere` over `module "ira_eks_hybrid_node_role"`,
    # a module like it below, was dropped as a section's label; so was `# Not available on
    # outposts` over the local `create_oidc_provider`.
    src = ('# IAM Roles Anywhere\nmodule "ira_role" {\n  source = "./role"\n}\n\n'
           'module "disabled_role" {\n  source = "./role"\n}\n\n'
           "locals {\n  # Not available on outposts\n  create_oidc_provider = var.enable_irsa\n\n"
           "  oidc_root_ca_thumbprint = []\n}\n")
    docs = {c.qualified: c.doc for c in chunk_file("main.tf", src, "hcl")}
    assert docs == {
        "module.ira_role": "IAM Roles Anywhere", "module.disabled_role": "",
        "local.create_oidc_provider": "Not available on outposts",
        "local.oidc_root_ca_thumbprint": "",
    }, docs
