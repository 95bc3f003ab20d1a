"""Tree-sitter grammars and parsers: each grammar wheel imported on first use, a parser per thread.

A missing or broken grammar wheel means whole-file chunks for its language, never an error.

>>> parser_for("python").parse(b"def f(): pass").root_node.type
'module'
"""
from __future__ import annotations

import importlib
import threading
import warnings
from typing import TYPE_CHECKING

from codesift.chunk.base import Spec
from codesift.chunk.grammars import SPECS

if TYPE_CHECKING:
    from tree_sitter import Language, Parser

_languages: dict[str, Language | None] = {}
_load_lock = threading.Lock()
# Parser objects are not safe to share between threads; each thread keeps its own.
_local = threading.local()


def _language(lang: str) -> Language | None:
    """The grammar for ``lang``, imported on first use; ``None`` if it cannot load."""
    if lang not in _languages:
        with _load_lock:
            if lang not in _languages:
                _languages[lang] = _load(SPECS[lang])
    return _languages[lang]


def _load(spec: Spec) -> Language | None:
    """Import one grammar wheel; a missing or broken wheel means whole-file chunks."""
    try:
        from tree_sitter import Language

        module = importlib.import_module(spec.module)
        with warnings.catch_warnings():
            # tree-sitter-solidity still hands its grammar over as an int, which tree-sitter
            # 0.26 takes with a DeprecationWarning: the grammar is the same either way.
            warnings.simplefilter("ignore", DeprecationWarning)
            return Language(getattr(module, spec.factory)())
    except Exception:
        return None


def parser_for(lang: str) -> Parser | None:
    """This thread's parser for ``lang``."""
    parsers: dict[str, Parser] = _local.__dict__.setdefault("parsers", {})
    parser = parsers.get(lang)
    if parser is None:
        language = _language(lang)
        if language is None:
            return None
        from tree_sitter import Parser

        parser = parsers[lang] = Parser(language)
    return parser
