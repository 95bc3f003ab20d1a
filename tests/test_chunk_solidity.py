"""Solidity's declarations from the real grammar (`grammars_solidity.py`): NatSpec docs."""
from __future__ import annotations

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_solidity_natspec_reads_as_the_notice() -> None:
    from codesift.address import hit_label
    from codesift.model import Hit

    transfer = _find(_chunks("Sample.sol"), "Token.transfer")
    hit = Hit(path="Token.sol", line=34, end_line=37, kind="method", symbol="transfer",
              container="Token", signature=transfer.signature, doc=transfer.doc, lang="solidity",
              score=1.0)
    assert hit_label(hit) == ("method Token.transfer(address to, uint256 amount) external returns (bool)"
                              " — Moves tokens.")
