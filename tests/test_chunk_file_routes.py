"""A route file's handlers named by the route its place declares (chunk/file_routes.py):
Next.js's App and Pages Routers, SvelteKit's and Astro's endpoints."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from conftest import write_repo

from codesift.address import hit_label
from codesift.chunk import chunk_file
from codesift.chunk.file_routes import file_route

APP_ROUTE = """\
import { NextResponse } from 'next/server';

/** Returns one website's stats. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return NextResponse.json(await getStats(id));
}

export const DELETE = async (request: Request) => {
  return new Response(null, { status: 204 });
};

function getStats(id: string) {
  return {};
}
"""

OTHER_ROUTE = """\
export async function GET(request: Request) {
  return Response.json({ ok: true });
}
"""

PAGES_API = """\
import type { NextApiRequest, NextApiResponse } from 'next';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.status(200).json({ name: 'John Doe' });
}
"""

PAGE = """\
export default function Home() {
  return <main>Home</main>;
}
"""

ANONYMOUS_PAGE = """\
import TeamSettingsPage from './TeamSettingsPage';

export default async function ({ params }: { params: Promise<{ teamId: string }> }) {
  const { teamId } = await params;
  return <TeamSettingsPage teamId={teamId} />;
}
"""


def _names(path: str, text: str, lang: str = "typescript") -> list[tuple[str, int]]:
    return [(c.name, c.start) for c in chunk_file(path, text, lang) if c.kind == "function"]


def test_app_router_handlers_are_named_by_their_route() -> None:
    assert _names("src/app/(main)/api/websites/[id]/stats/route.ts", APP_ROUTE) == [
        ("/api/websites/[id]/stats", 4), ("/api/websites/[id]/stats", 9), ("getStats", 13)]
    # A SvelteKit endpoint's folder is its route too, groups and all left out.
    assert _names("src/routes/(api)/posts/[slug]/+server.js", OTHER_ROUTE, "javascript") == [
        ("/posts/[slug]", 1)]
    # A handler a call wraps is a value to the grammar, a handler all the same.
    wrapped = "export const GET = withAuth(async (req: Request) => {\n  return ok();\n});\n"
    assert [(c.kind, c.name) for c in chunk_file("app/api/items/route.ts", wrapped, "typescript")] \
        == [("function", "/api/items")]
    # A file named `route.ts` elsewhere is no route, nor a verb-named function elsewhere.
    assert _names("src/lib/route.ts", OTHER_ROUTE) == [("GET", 1)]
    assert _names("src/app/api/handlers.ts", OTHER_ROUTE) == [("GET", 1)]


def test_pages_router_api_default_export_is_named_by_its_route() -> None:
    assert _names("pages/api/users/[id].ts", PAGES_API) == [("/api/users/[id]", 3)]
    assert _names("src/pages/api/users/index.ts", PAGES_API) == [("/api/users", 3)]
    # A page's default export is its component, no handler.
    assert _names("pages/about.tsx", PAGE, "tsx") == [("Home", 1)]
    assert file_route("pages/_app.tsx") is None


def test_an_anonymous_page_is_named_by_its_route() -> None:
    # Every page's `export default function ({ params })` was `default`, folded as copies.
    assert _names("src/app/(main)/settings/teams/[teamId]/page.tsx", ANONYMOUS_PAGE, "tsx") == [
        ("/settings/teams/[teamId]", 3)]
    assert _names("app/settings/layout.tsx", ANONYMOUS_PAGE, "tsx") == [("/settings", 3)]
    # A named one keeps its name.
    assert _names("app/page.tsx", PAGE, "tsx") == [("Home", 1)]


def test_a_route_handler_shows_its_verb_and_parameters(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    root = write_repo(tmp_path / "repo", {
        "src/app/api/websites/[id]/stats/route.ts": APP_ROUTE,
        "src/app/api/websites/[id]/active/route.ts": OTHER_ROUTE,
        "src/app/api/teams/[teamId]/route.ts": OTHER_ROUTE,
        "src/lib/stats.ts": "export function websiteStats(id: string) {\n  return id;\n}\n",
    })
    ix = make_index(root)
    ix.refresh()
    # A request for one website's stats finds its route, the id a placeholder's.
    top = ix.search("GET /api/websites/3f9a/stats", limit=3).hits[0]
    assert (top.path, top.symbol, top.line) == (
        "src/app/api/websites/[id]/stats/route.ts", "/api/websites/[id]/stats", 4)
    assert hit_label(top) == (
        "function /api/websites/[id]/stats GET(request, { params }) — Returns one website's stats.")
    top = ix.search("DELETE /api/websites/3f9a/stats", limit=3).hits[0]
    assert (top.symbol, top.line) == ("/api/websites/[id]/stats", 9)
    assert hit_label(top) == "function /api/websites/[id]/stats DELETE(request: Request)"
