"""Grammar loading (chunk/parsers.py): the wheel's compiled module, not its package's extras."""
from __future__ import annotations

import subprocess
import sys

from codesift.chunk.parsers import _binding


def test_a_grammar_loads_without_its_package_init() -> None:
    # The wheel's __init__ imports importlib.resources for highlight queries codesift never
    # reads (~11 ms of every cold build, with pathlib, tempfile and urllib).
    code = (
        "import sys, codesift.chunk\n"
        "chunks = codesift.chunk.chunk_file('a.py', 'def f():\\n    pass\\n', 'python')\n"
        "assert [c.name for c in chunks] == ['f'], chunks\n"
        "assert 'importlib.resources' not in sys.modules\n"
        "assert 'tree_sitter_python._binding' in sys.modules\n"
        "import tree_sitter_python\n"   # imported afterwards, it takes the same module
        "assert tree_sitter_python.language is sys.modules['tree_sitter_python._binding'].language\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_package_without_a_compiled_binding_is_imported_as_usual() -> None:
    assert _binding("json") is None
    assert _binding("codesift_no_such_grammar") is None
