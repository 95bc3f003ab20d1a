"""codesift: a local, offline code-search index that answers with ranked, token-budgeted addresses.

The public API is what ``__all__`` lists; the CLI and the MCP server are thin layers over it.

>>> from codesift import Index, render_text
>>> ix = Index(".")                                     # doctest: +SKIP
>>> ix.refresh()                                        # doctest: +SKIP
>>> result = ix.search("user id", kind="function")      # doctest: +SKIP
>>> print(render_text(result, budget=800))              # doctest: +SKIP
>>> result.hits[0].path, result.hits[0].line            # doctest: +SKIP
('web/users.js', 2)

Names load on first use (module ``__getattr__``): ``import codesift.cli`` runs this file too,
and a search must not pay for importing what it does not use (the whole library took ~50 ms).
"""
import importlib
import typing

if typing.TYPE_CHECKING:
    from .config import DETAILS, Settings, load_settings
    from .errors import CodesiftError
    from .search.filters import Filters
    from .index import Index
    from .model import KINDS, RELATIONS, Hit
    from .store.refresh import RefreshReport
    from .render import render_json, render_outline, render_text
    from .result import SearchResult
    from .search.outline import OutlineResult

__all__ = [
    # the index and what a search returns
    "Index",
    "SearchResult",
    "Hit",
    "Filters",
    "RefreshReport",
    "OutlineResult",
    # rendering an answer
    "render_text",
    "render_json",
    "render_outline",
    # settings and errors
    "Settings",
    "load_settings",
    "CodesiftError",
    # the vocabularies filters and renderers accept
    "KINDS",
    "DETAILS",
    "RELATIONS",
]
__version__ = "0.1.0"

# Public name -> the submodule defining it.
_HOMES = {
    "Index": "index", "SearchResult": "result", "Hit": "model", "Filters": "search.filters",
    "RefreshReport": "store.refresh", "render_text": "render", "render_json": "render",
    "render_outline": "render", "OutlineResult": "search.outline",
    "Settings": "config", "load_settings": "config", "CodesiftError": "errors", "KINDS": "model",
    "DETAILS": "config", "RELATIONS": "model",
}


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value   # found directly from now on
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
