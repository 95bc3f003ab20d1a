"""Python routes declared by a decorator as functions named by their path
(chunk/python_routes.py): Flask's, FastAPI's."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from conftest import write_repo

from codesift.chunk import chunk_file

FASTAPI = '''\
from fastapi import APIRouter

router = APIRouter(prefix="/items", tags=["items"])


@router.get("/{item_id}", response_model=Item)
async def read_item(item_id: int):
    """Return one item by its id."""
    return {"item_id": item_id}


@router.delete("/{item_id}")
async def delete_item(item_id: int):
    """Delete one item."""
    return None


@pytest.mark.parametrize("path", ["/x"])
def test_paths(path):
    pass


@cache.get(f"/users/{uid}")
def cached():
    pass
'''

FLASK = '''\
from flask import Blueprint, Flask

bp = Blueprint("auth", __name__, url_prefix="/auth")


@bp.route("/login", methods=["GET", "POST"])
@login_required
def login():
    """Log a user in."""
    return ""


def create_app():
    app = Flask(__name__)

    @app.route("/health")
    def health():
        return "ok"

    return app
'''


def _routes(path: str, text: str) -> list[tuple[str, int, str, str]]:
    return [(c.name, c.start, c.signature, c.doc) for c in chunk_file(path, text, "python")
            if c.name.startswith("/")]


def test_decorated_routes_are_functions_named_by_their_path() -> None:
    assert _routes("app/items.py", FASTAPI) == [
        ("/items/{item_id}", 6, '@router.get("/{item_id}", response_model=Item)',
         "Return one item by its id."),
        ("/items/{item_id}", 12, '@router.delete("/{item_id}")', "Delete one item."),
    ]
    assert _routes("app/auth.py", FLASK) == [
        ("/auth/login", 6, '@bp.route("/login", methods=["GET", "POST"])', "Log a user in."),
        ("/health", 16, '@app.route("/health")', ""),
    ]
    # The handlers stay functions of their own names.
    names = [c.name for c in chunk_file("app/items.py", FASTAPI, "python") if c.kind == "function"]
    assert {"read_item", "delete_item", "test_paths", "cached"} <= set(names)


def test_a_request_line_finds_its_decorated_route(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    root = write_repo(tmp_path / "repo", {
        "app/items.py": FASTAPI,
        "app/store.py": "def read_items(ids):\n    \"\"\"Read the items of these ids.\"\"\"\n"
                        "    return [get_item(i) for i in ids]\n",
    })
    ix = make_index(root)
    ix.refresh()
    top = ix.search("GET /items/42").hits[0]
    assert (top.path, top.symbol, top.line) == ("app/items.py", "/items/{item_id}", 6)
    top = ix.search("DELETE /items/42").hits[0]
    assert (top.path, top.line) == ("app/items.py", 12)
    # Mounted under `/api` by the app that includes the router.
    top = ix.search("GET /api/items/42").hits[0]
    assert (top.path, top.line) == ("app/items.py", 6)
