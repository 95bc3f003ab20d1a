"""Routes a file's place declares, whose handlers are named by the HTTP verb alone: Next.js's
App Router (`app/api/websites/[websiteId]/stats/route.ts` exporting `GET` answers
`/api/websites/[websiteId]/stats`), SvelteKit's endpoints (`src/routes/api/posts/[slug]/
+server.ts`), Astro's (`src/pages/api/users/[id].ts` exporting `GET`) and the Next.js Pages
Router's API routes (`pages/api/users/[id].ts`, its default export).

Each such handler was a function named `GET` or `POST`: umami's 95 route files held 120 of them,
an answer folded a dozen as copies of one (`function GET(request, { params })`, "the same in"
the route asked for), and a pasted request path matched no name. Now each is a function named
by its route, as Go's, Express's and Django's registrations are (``search/routes.py`` matches
a path against it, `[websiteId]` a placeholder there); its signature keeps the verb.
"""
from __future__ import annotations

from dataclasses import replace

from codesift.model import Chunk

# The verbs a route module exports a handler for (SvelteKit's `fallback` takes the others).
_VERBS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "fallback"})
# A file whose folder is the route: Next.js's `route.ts`, SvelteKit's `+server.ts`, under the
# folder routes start at; and Next.js's page, layout and the files beside them, whose default
# export renders the route (anonymous in many apps: umami's 55 pages were `function default`).
_FOLDER_FILES = {"route": "app", "+server": "routes", "page": "app", "layout": "app",
                 "template": "app", "loading": "app", "error": "app", "not-found": "app",
                 "default": "app"}
_SUFFIXES = (".ts", ".js", ".tsx", ".jsx", ".mts", ".mjs", ".cts", ".cjs")
# Markers of a default export on a handler's first line (the Pages Router's `export default
# function handler(req, res)`).
_DEFAULT = "export default "


def _segments(parts: list[str]) -> str:
    """A route from folder names: groups `(marketing)` and slots `@modal` name no segment,
    an intercepting route's `(..)photo` its segment without the marker."""
    kept = []
    for part in parts:
        if part.startswith("@") or part.startswith("(") and part.endswith(")"):
            continue
        kept.append(part.lstrip("(.)") if part.startswith("(") else part)
    return "/" + "/".join(kept)


def file_route(path: str) -> tuple[str, bool] | None:
    """The route ``path`` answers and whether its default export is the handler (the Pages
    Router's), else None.

    >>> file_route("src/app/(main)/api/teams/[teamId]/route.ts")
    ('/api/teams/[teamId]', False)
    >>> file_route("pages/api/users/index.js")
    ('/api/users', True)
    """
    parts = path.split("/")
    stem, dot, ext = parts[-1].rpartition(".")
    if not dot or "." + ext not in _SUFFIXES:
        return None
    folder = _FOLDER_FILES.get(stem)
    if folder is not None and folder in parts[:-1]:
        start = len(parts) - 1 - parts[-2::-1].index(folder)
        return _segments(parts[start:-1]), False
    if "pages" in parts[:-1] and not stem.startswith(("_", "+")):
        start = len(parts) - 1 - parts[-2::-1].index("pages")
        rest = parts[start:-1] + ([] if stem == "index" else [stem])
        # Only the Pages Router's API folder has a default export that is a handler; a page's
        # is its component.
        return _segments(rest), rest[:1] == ["api"]
    return None


def name_file_routes(path: str, chunks: list[Chunk], lines: list[str]) -> list[Chunk]:
    """``chunks`` with each top-level handler of a route file named by its route, and its
    anonymous default export (a page's component)."""
    found = file_route(path)
    if found is None:
        return chunks
    route, default_export = found
    out = []
    for c in chunks:
        # An anonymous default export (a page's component, `export default function ({ params
        # })`) is named `default`, and folded as a copy of every other page's of its list.
        if c.kind == "function" and not c.container and (
                c.name in _VERBS or c.name == "default" or default_export
                and lines[c.start - 1].lstrip().startswith(_DEFAULT)):
            c = replace(c, name=route)
        elif c.kind == "constant" and not c.container and c.name in _VERBS:
            # A handler a call wraps (`export const GET = withAuth(async (req) => …)`) is a
            # value to the grammar, and a handler all the same.
            c = replace(c, name=route, kind="function")
        out.append(c)
    return out
