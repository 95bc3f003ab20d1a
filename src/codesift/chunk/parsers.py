"""Tree-sitter grammars and parsers: each grammar wheel imported on first use, a parser per thread.

A missing or broken grammar wheel means whole-file chunks for its language, never an error.

>>> parser_for("python").parse(b"def f(): pass").root_node.type
'module'
"""
from __future__ import annotations

import importlib
import sys
import threading
import warnings
from importlib.machinery import ExtensionFileLoader, PathFinder
from types import ModuleType
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

        module = _binding(spec.module) or importlib.import_module(spec.module)
        with warnings.catch_warnings():
            # tree-sitter-solidity still hands its grammar over as an int, which tree-sitter
            # 0.26 takes with a DeprecationWarning: the grammar is the same either way.
            warnings.simplefilter("ignore", DeprecationWarning)
            return Language(getattr(module, spec.factory)())
    except Exception:
        return None


def _binding(package: str) -> ModuleType | None:
    """The wheel's compiled ``_binding`` module, loaded without running the package's
    ``__init__``, or None (then the package is imported as usual).

    Every grammar wheel's ``__init__`` re-exports ``_binding``'s factories and imports
    ``importlib.resources`` for its highlight queries, which codesift never reads: with
    pathlib, tempfile, shutil, urllib and ipaddress that cost a cold build ~11 ms.
    """
    try:
        found = PathFinder.find_spec(package)
        where = found.submodule_search_locations if found is not None else None
        spec = PathFinder.find_spec(f"{package}._binding", where) if where else None
        if spec is None or not isinstance(spec.loader, ExtensionFileLoader):
            return None
        module = spec.loader.create_module(spec)
        spec.loader.exec_module(module)
    except Exception:
        return None
    # As an import would: the package, imported later, takes this module from here.
    sys.modules.setdefault(spec.name, module)
    return module


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
