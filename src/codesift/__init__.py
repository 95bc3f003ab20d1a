"""codesift: a local, offline code-search index that answers with ranked, token-budgeted addresses.

The public API is what ``__all__`` lists; the CLI and the MCP server are thin layers over it.

>>> from codesift import Index, render_text
>>> ix = Index(".")                                     # doctest: +SKIP
>>> ix.refresh()                                        # doctest: +SKIP
>>> result = ix.search("user id", kind="function")      # doctest: +SKIP
>>> print(render_text(result, budget=800))              # doctest: +SKIP
>>> result.hits[0].path, result.hits[0].line            # doctest: +SKIP
('web/users.js', 2)
"""
from .config import DETAILS, Settings, load_settings
from .errors import CodesiftError
from .filters import Filters
from .index import Index
from .model import KINDS, Hit
from .refresh import RefreshReport
from .render import SearchResult, render_json, render_text

__all__ = [
    # the index and what a search returns
    "Index",
    "SearchResult",
    "Hit",
    "Filters",
    "RefreshReport",
    # rendering an answer
    "render_text",
    "render_json",
    # settings and errors
    "Settings",
    "load_settings",
    "CodesiftError",
    # the vocabularies filters and renderers accept
    "KINDS",
    "DETAILS",
]
__version__ = "0.1.0"
