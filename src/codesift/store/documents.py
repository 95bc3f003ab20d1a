"""What one chunk, and one whole file, become in the index: schemas, fields, documents.

Kept apart from ``store/__init__.py`` (which owns where and how they are written) because the worker
processes of a cold build need only this half: ``chunk_fields`` and ``file_tokens`` are the
tokenizing work they do, returned as plain picklable values.

>>> qualified_key("Client", "send")
'client.send'
"""
from __future__ import annotations

import json

import tantivy
import xxhash

from ..model import Chunk, dotted
from ..paths import path_class
from ..tokens import bytes_token_text, compact, distinct_tokens, name_words, text_tokens

# A body lists its first 1,024 distinct tokens (a generated table stays bounded): at 256, the
# later words of a long function or prose file were in no chunk (rake's 635-line
# rakefile.rdoc stopped near line 130).
BODY_TOKEN_CAP = 1024
# A namespace or module wraps declarations that are chunks of their own: its body words would
# make the wrapper a hit for whatever its first members say, and its hit, spanning them all,
# would hide the member that matched (`namespace Newtonsoft.Json.Serialization` over
# CheckForCircularReference). It is found by its name, doc and path.
WRAPPER_KINDS = frozenset({"namespace", "module"})


def is_wrapper(kind: str, start: int, end: int) -> bool:
    """A namespace or module with a body; Rust's one-line ``mod hostname;`` points to a file."""
    return kind in WRAPPER_KINDS and end > start
FILE_TEXT_CAP = 200_000
# A chunk's one stored field, a JSON list of these: all a ranked candidate needs in one
# fetch. One field, not one per key: tantivy-py builds a Python object per stored value, so
# four stored fields cost a search that reads ~140 documents about 0.6 ms more.
# ``namespace`` is written only when there is one (C#, PHP), ``generated`` (1) only for a
# generated file's chunks (with an empty namespace before it if need be): ``decode`` leaves
# them out of the dict otherwise.
META_KEYS = ("path", "kind", "line", "name", "container", "signature", "doc", "end", "lang",
             "inner", "namespace", "generated")
# Field names in the tantivy schema for each BM25 field of the settings.
BM25_FIELDS = {"name": "t_name", "container": "t_cont", "signature": "t_sig", "doc": "t_doc",
               "path": "t_path", "body": "t_body"}
# One chunk as plain values, the form worker processes hand back (see ``chunk_fields``).
ChunkFields = tuple[str, str, bytes, str, str, str, str, str, str, str, str, tuple[str, ...], int]
# Inside one name lookup of the symbol channel, and inside a tier: what a definition is worth
# as an answer (a type or function before its constructor, fields, impl blocks and C
# prototypes, which share its name, and those before headings), and where it lives (source,
# then examples, docs and config, then tests, whose doubles and fixtures reuse the real names).
KIND_RANK = {"constructor": 1, "property": 1, "constant": 1, "variable": 1, "impl": 1,
             "prototype": 1, "section": 2, "file": 2}
CLASS_RANK = {"source": 0, "test": 2}


def tie_order(kind: str, path: str, line: int) -> int:
    """The order in which chunks that score alike are read (the ``tie`` fast field).

    Every match of one name scores the same, so a lookup cut at its depth kept tantivy's
    document order, which worker timing and edit history decide: two builds of Django kept
    different 60 of its 300 ``model`` fields, and ``class Model`` was in neither answer to
    "Model". Read by kind and path class first, then by a hash of the place, the same chunks
    make the cut in every build.

    >>> tie_order("class", "src/a.py", 3) < tie_order("property", "src/a.py", 3) < tie_order("property", "tests/a.py", 3)
    True
    """
    rank = KIND_RANK.get(kind, 0) * 3 + CLASS_RANK.get(path_class(path), 1)
    place = f"{path}:{line}".encode("utf-8", "surrogateescape")
    return rank << 32 | xxhash.xxh32_intdigest(place)


def chunk_schema() -> tantivy.Schema:
    sb = tantivy.SchemaBuilder()
    # Filters and identity: raw terms, matched exactly or by regex.
    sb.add_text_field("path", tokenizer_name="raw", index_option="basic")
    sb.add_text_field("kind", tokenizer_name="raw", index_option="basic")
    sb.add_text_field("lang", tokenizer_name="raw", index_option="basic")
    sb.add_bytes_field("meta", stored=True)   # META_KEYS' values (``chunk_document``)
    # Symbol channel: compact name, lower-cased qualified name, and name words.
    sb.add_text_field("sym", tokenizer_name="raw", index_option="basic")
    sb.add_text_field("qual", tokenizer_name="raw", index_option="basic")
    sb.add_text_field("words", tokenizer_name="whitespace", index_option="basic")
    # The compact name reversed (suffix lookups are prefix walks over it), and the compact
    # names a function declares in its body (``Chunk.inner``).
    sb.add_text_field("rsym", tokenizer_name="raw", index_option="basic")
    sb.add_text_field("inner", tokenizer_name="raw", index_option="basic")
    sb.add_unsigned_field("tie", fast=True)   # ``tie_order``: lookups read in this order
    # BM25 channel: pre-tokenized fields, scored with term frequency and field norms. A body
    # lists each token once (``distinct_tokens``), so its frequencies would all be 1: stored
    # without them (tantivy then scores a frequency of 1), the same scores cost 5% less disk.
    for field in BM25_FIELDS.values():
        sb.add_text_field(field, tokenizer_name="whitespace",
                          index_option="basic" if field == "t_body" else "freq")
    return sb.build()


def file_schema() -> tantivy.Schema:
    """One document per file for the file channel: its path and all its tokens, with counts.

    A separate index, not extra documents among the chunks: BM25 takes its document count
    and average length per index, and chunks would skew both for whole files.
    """
    sb = tantivy.SchemaBuilder()
    sb.add_text_field("fpath", stored=True, tokenizer_name="raw", index_option="basic")
    sb.add_text_field("f_body", tokenizer_name="whitespace", index_option="freq")
    return sb.build()


def file_tokens(path: str, data: bytes) -> str:
    """The file channel's document text: path tokens, then the file's tokens (capped)."""
    return " ".join(text_tokens(path)) + " " + bytes_token_text(data[:FILE_TEXT_CAP])


def qualified_key(container: str, name: str) -> str:
    """Lower-cased ``container.name`` with every separator folded to ``.``: ``client.send``."""
    parts = container.replace("::", ".").replace(" > ", ".").split(".") if container else []
    parts.append(name)
    return ".".join(filter(None, map(compact, parts)))


def chunk_fields(chunk: Chunk) -> ChunkFields:
    """Everything the index needs from a chunk, as plain values (picklable, cheap to send).

    This is the expensive half of indexing (tokenizing), so it is what worker processes run.
    """
    # META_KEYS' values after the path, which the main process puts first (``chunk_document``).
    values = [chunk.kind, chunk.start, chunk.name, chunk.container, chunk.signature, chunk.doc,
              chunk.end, chunk.lang, list(chunk.inner)]
    if chunk.namespace or chunk.generated:
        values.append(chunk.namespace)
    if chunk.generated:
        values.append(1)
    meta = json.dumps(values, ensure_ascii=False, separators=(",", ":"))[1:].encode()
    # Searched by its whole name, namespace and all (``Serilog.Core.Logger.Write``).
    container = dotted(chunk.namespace, chunk.container)
    return (chunk.kind, chunk.lang, meta, compact(chunk.name),
            qualified_key(container, chunk.name), " ".join(name_words(chunk.name)),
            " ".join(text_tokens(chunk.name)), " ".join(text_tokens(container)),
            " ".join(text_tokens(chunk.signature)), " ".join(text_tokens(chunk.doc)),
            "" if is_wrapper(chunk.kind, chunk.start, chunk.end)
            else " ".join(distinct_tokens(chunk.text, BODY_TOKEN_CAP)),
            tuple(compact(n) for n in chunk.inner), tie_order(chunk.kind, chunk.path, chunk.start))


def path_json(path: str) -> bytes:
    """``path`` as the JSON that opens a chunk's stored META_KEYS list (once per file)."""
    return b"[" + json.dumps(path, ensure_ascii=False).encode() + b","


def chunk_document(path: str, path_tokens: str, path_meta: bytes,
                   f: ChunkFields) -> tantivy.Document:
    """The tantivy document of one chunk of ``path``; ``path_meta`` is ``path_json(path)``."""
    kind, lang, meta, sym, qual, words, t_name, t_cont, t_sig, t_doc, t_body, inner, tie = f
    doc = tantivy.Document()
    doc.add_text("path", path)
    doc.add_text("kind", kind)
    doc.add_text("lang", lang)
    doc.add_bytes("meta", path_meta + meta)
    doc.add_text("sym", sym)
    doc.add_text("rsym", sym[::-1])
    for name in inner:
        doc.add_text("inner", name)
    doc.add_text("qual", qual)
    doc.add_text("words", words)
    doc.add_unsigned("tie", tie)
    doc.add_text("t_name", t_name)
    doc.add_text("t_cont", t_cont)
    doc.add_text("t_sig", t_sig)
    doc.add_text("t_doc", t_doc)
    doc.add_text("t_path", path_tokens)
    doc.add_text("t_body", t_body)
    return doc
