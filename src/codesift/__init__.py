"""codesift: a local, offline code-search index that answers with ranked, token-budgeted addresses.

>>> from codesift import Index, render_text
>>> result = Index(".").search("user id", kind="function")     # doctest: +SKIP
>>> print(render_text(result))                                  # doctest: +SKIP
"""
from .config import Settings, load_settings
from .errors import CodesiftError
from .filters import Filters
from .index import Index
from .model import KINDS, Chunk, Hit
from .refresh import RefreshReport
from .render import SearchResult, render_json, render_text

__all__ = [
    "KINDS",
    "Chunk",
    "CodesiftError",
    "Filters",
    "Hit",
    "Index",
    "RefreshReport",
    "SearchResult",
    "Settings",
    "load_settings",
    "render_json",
    "render_text",
]
__version__ = "0.1.0"
