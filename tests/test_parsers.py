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


def test_a_language_s_rules_load_with_its_first_file() -> None:
    # grammars.py imported every language's rules (fifteen modules, ~2.5 ms) in each process
    # that chunks, a cold build's and each of its workers, where a repository needs a few.
    code = (
        "import sys, codesift.chunk\n"
        "from codesift.chunk.grammars import SPECS\n"
        "def rules():\n"
        "    return sorted(m for m in sys.modules if m.startswith('codesift.chunk.grammars_'))\n"
        "chunks = codesift.chunk.chunk_file('a.py', 'def f():\\n    pass\\n', 'python')\n"
        "assert [c.name for c in chunks] == ['f'], chunks\n"
        "assert rules() == ['codesift.chunk.grammars_python'], rules()\n"
        "chunks = codesift.chunk.chunk_file('b.js', 'function g() {}\\n', 'javascript')\n"
        "assert [c.name for c in chunks] == ['g'], chunks\n"
        "assert rules() == ['codesift.chunk.grammars_js', 'codesift.chunk.grammars_js_bindings',\n"
        "                   'codesift.chunk.grammars_js_calls', 'codesift.chunk.grammars_js_es5',\n"
        "                   'codesift.chunk.grammars_js_factories', 'codesift.chunk.grammars_python',\n"
        "                   'codesift.chunk.grammars_ts'], rules()\n"
        # Asking which languages have rules imports none of them.
        "assert 'dart' in SPECS and 'vue' not in SPECS and len(SPECS) == len(list(SPECS)) == 29\n"
        "assert len(rules()) == 7, rules()\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
