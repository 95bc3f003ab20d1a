"""Prisma schemas' models, enums and their fields as declarations (chunk/prisma.py)."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from conftest import write_repo

from codesift.address import hit_label
from codesift.chunk import chunk_file
from codesift.languages import language_of

SCHEMA = """\
generator client {
  provider = "prisma-client-js"
}

// The database the app reads.
datasource db {
  provider = "postgresql"
  url      = env("DATABASE_URL")
}

/// One page view or custom event a tracker sent.
model WebsiteEvent {
  id        String   @id @map("event_id") @db.Uuid
  /// The page's URL path, less its query.
  urlPath   String   @map("url_path") @db.VarChar(500)
  eventName String?  @db.VarChar(50) // set for custom events only
  note      String   @default("// not a comment")
  tags      String[]
  session   Session  @relation(fields: [sessionId], references: [id])
  geo       Unsupported("point")?

  @@index([createdAt])
  @@map("website_event")
}

enum Role {
  ADMIN
  VIEW_ONLY @map("view-only")
}
"""


def test_models_enums_and_fields_are_declarations() -> None:
    path = "prisma/schema.prisma"
    got = [(c.kind, c.container, c.name, c.start, c.end, c.signature, c.doc)
           for c in chunk_file(path, SCHEMA, language_of(path))]
    assert got == [
        ("section", "", "generator client", 1, 3, "generator client", ""),
        ("section", "", "datasource db", 6, 9, "datasource db", "The database the app reads."),
        ("class", "", "WebsiteEvent", 12, 24, "model WebsiteEvent",
         "One page view or custom event a tracker sent."),
        ("property", "WebsiteEvent", "id", 13, 13, 'id String @id @map("event_id") @db.Uuid', ""),
        ("property", "WebsiteEvent", "urlPath", 15, 15,
         'urlPath String @map("url_path") @db.VarChar(500)', "The page's URL path, less its query."),
        ("property", "WebsiteEvent", "eventName", 16, 16, "eventName String? @db.VarChar(50)",
         "set for custom events only"),
        ("property", "WebsiteEvent", "note", 17, 17, 'note String @default("// not a comment")', ""),
        ("property", "WebsiteEvent", "tags", 18, 18, "tags String[]", ""),
        ("property", "WebsiteEvent", "session", 19, 19,
         "session Session @relation(fields: [sessionId], references: [id])", ""),
        # A type the client cannot read is a field all the same.
        ("property", "WebsiteEvent", "geo", 20, 20, 'geo Unsupported("point")?', ""),
        ("enum", "", "Role", 26, 29, "enum Role", ""),
        ("constant", "Role", "ADMIN", 27, 27, "ADMIN", ""),
        ("constant", "Role", "VIEW_ONLY", 28, 28, 'VIEW_ONLY @map("view-only")', ""),
    ]


def test_a_model_is_found_by_its_name_and_says_model(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    root = write_repo(tmp_path / "repo", {
        "prisma/schema.prisma": SCHEMA,
        "src/events.ts": "export async function saveEvent(data: unknown) {\n"
                         "  return prisma.websiteEvent.create({ data });\n}\n",
    })
    ix = make_index(root)
    ix.refresh()
    top = ix.search("WebsiteEvent model", limit=3).hits[0]
    assert (top.path, top.line) == ("prisma/schema.prisma", 12)
    assert hit_label(top) == "model WebsiteEvent — One page view or custom event a tracker sent."
    top = ix.search("url_path column", limit=3).hits[0]
    assert (top.path, top.symbol, top.container) == ("prisma/schema.prisma", "urlPath", "WebsiteEvent")
