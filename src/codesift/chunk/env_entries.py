"""An environment file's settings (`.env.example`, `.env.sample`, `docker/app.env`), each a
variable named by its key: an app's sample documents every setting it reads in the comment
above the line, and an agent asks "where is STREAMING_METHOD set" or what it may be.

The file was one whole-file chunk (koel's `.env.example`, 331 lines, 108 settings), found
for no setting: "STREAMING_METHOD env setting" landed on `config/koel.php`, the sample in no
answer. Each `KEY=value` line (`export KEY=value` too) is a `variable` signed by its line,
described by the `#` comment right above it (rules of `#` and `=` left out); the lines above
the first setting are the file's chunk, its summary theirs. A file of fewer than three
settings reads better whole.
"""
from __future__ import annotations

from codesift.chunk.base import SIGNATURE_MAX, capped, comment_top
from codesift.chunk.doctext import DOC_MAX
from codesift.chunk.summary import whole_file_chunk
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A setting's line and its key: `KEY=value`, `export KEY=value`, `KEY = value`.
_SETTING = compiled(r"(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.]*)[ \t]*=")
# A comment line that is a rule, no words: `# ####`, `#-----`, `# ====`.
_RULE = compiled(r"#[\s#=*~_-]*")
_FEWEST = 3


def chunk_env_entries(path: str, text: str) -> list[Chunk] | None:
    """The settings of an environment file, a variable each, and its head; None when it holds
    fewer than three (`.flaskenv`'s `FLASK_APP=app.py` reads better whole)."""
    lines = text.split("\n")
    chunks: list[Chunk] = []
    for row, line in enumerate(lines):
        found = _SETTING.match(line)
        if found is None:
            continue
        doc, _ = _comment_above(lines, row)
        chunks.append(Chunk(path=path, lang="text", kind="variable", name=found.group(1),
                            container="", signature=capped(line.strip(), SIGNATURE_MAX),
                            doc=doc, start=row + 1, end=row + 1,
                            text=line))
    if len(chunks) < _FEWEST:
        return None
    # The head ends above the first setting's own comment.
    first = _comment_above(lines, chunks[0].start - 1)[1]
    head = "\n".join(lines[:first]).rstrip()
    if head.strip():
        chunks.insert(0, whole_file_chunk(path, head, "text"))
    return chunks


def _comment_above(lines: list[str], row: int) -> tuple[str, int]:
    """The text of the `#` lines right above ``row`` (no blank between), rules left out, and
    the row they start at."""
    top = comment_top(lines, row)
    said = [ln.strip().lstrip("#").strip() for ln in lines[top:row]
            if not _RULE.fullmatch(ln.strip())]
    return capped(" ".join(" ".join(said).split()), DOC_MAX), top
