"""A multi-stage Dockerfile's build stages, a section each: `FROM node:22-alpine AS
node-build` to the next `FROM`, named by its alias (else its image).

An agent asks where the image installs Rust or which stage builds the assets; the file was
one chunk without a summary (hexpm's `build` and `app` stages, linkding's six in
`docker/alpine.Dockerfile`), so an answer named the file, never the stage. A stage's doc is
the `#` lines right above its `FROM` (a box's `#` frame and a rule of dashes left out); the `ARG`s and directives above the first stage are
the file's chunk. A file of one stage reads better whole.
"""
from __future__ import annotations

from codesift.chunk.base import SIGNATURE_MAX, capped, comment_top
from codesift.chunk.doctext import DOC_MAX
from codesift.chunk.summary import whole_file_chunk
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A stage's `FROM [--platform=…] image [AS name]` (instructions are case-insensitive).
# An image pinned by its digest is named without it (`alpine:3.24.1@sha256:28bd…`): k9s's
# final stage was named by 80 characters, 64 of them hex.
_FROM = compiled(r"(?i)[ \t]*FROM[ \t]+(?:--\S+[ \t]+)*([^\s@]+)\S*(?:[ \t]+AS[ \t]+(\S+))?")
# A comment line of no word, a rule (`# -----`, `# =====`) setting stages apart, says nothing:
# k9s's two stages' docs opened "------------------------------------------------------------".
_WORDLESS = compiled(r"[^\w]*")


def chunk_dockerfile_stages(path: str, text: str) -> list[Chunk] | None:
    """The stages of a Dockerfile and its head; None for a file of one stage."""
    lines = text.split("\n")
    starts = [row for row, line in enumerate(lines) if _FROM.match(line)
              and not (row and lines[row - 1].rstrip().endswith("\\"))]
    if len(starts) < 2:
        return None
    tops = [comment_top(lines, row) for row in starts]
    chunks: list[Chunk] = []
    for at, row in enumerate(starts):
        end = tops[at + 1] - 1 if at + 1 < len(starts) else len(lines) - 1
        while end > row and not lines[end].strip():
            end -= 1
        found = _FROM.match(lines[row])
        said = [ln.strip().strip("#").strip() for ln in lines[tops[at]:row]
                if not _WORDLESS.fullmatch(ln)]
        chunks.append(Chunk(path=path, lang="docker", kind="section",
                            name=found.group(2) or found.group(1), container="",
                            signature=capped(" ".join(lines[row].split()), SIGNATURE_MAX),
                            doc=capped(" ".join(" ".join(said).split()), DOC_MAX),
                            start=row + 1, end=end + 1, text="\n".join(lines[row:end + 1])))
    head = "\n".join(lines[:tops[0]]).rstrip()
    if head.strip():
        chunks.insert(0, whole_file_chunk(path, head, "docker"))
    return chunks
