"""The fixture files the chunk tests read (tests/fixtures/chunk, one per language), in one
place for every test_chunk_*.py file."""
from __future__ import annotations

from pathlib import Path

from codesift.chunk import chunk_file
from codesift.languages import language_of
from codesift.model import Chunk

FIXTURES = Path(__file__).parent / "fixtures" / "chunk"


def fixture_chunks(name: str) -> list[Chunk]:
    """The chunks of fixture ``name``, read in the language its name says."""
    path = FIXTURES / name
    return chunk_file(f"fixtures/{name}", path.read_text(encoding="utf-8"), language_of(name))


def find_chunk(chunks: list[Chunk], qualified: str, kind: str | None = None) -> Chunk:
    """The first of ``chunks`` named ``qualified`` (and of ``kind``, when given)."""
    return next(c for c in chunks if c.qualified == qualified and (kind is None or c.kind == kind))
