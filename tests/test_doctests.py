"""Every docstring example in the package runs: a stale example is a failing test.

Examples that need a live index say ``# doctest: +SKIP``; the rest must pass as written.
"""
from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import codesift

# ``__main__`` runs the CLI when imported: it is an entry point, with nothing to show.
MODULES = sorted(m.name for m in pkgutil.walk_packages(codesift.__path__, "codesift.")
                 if m.name != "codesift.__main__")


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_pass(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"
