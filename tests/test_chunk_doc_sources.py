"""Where a declaration's doc comes from when it is not the comment or docstring right at it:
a Python class's from its constructor, a description under a work note's line."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.model import Chunk


def _docs(chunks: list[Chunk]) -> list[tuple[str, str, str]]:
    return [(c.kind, c.name, c.doc) for c in chunks]


def test_a_python_class_without_a_docstring_takes_its_constructors() -> None:
    # streamlink's `Argument` says what it is in `__init__`'s docstring only (Sphinx's
    # `autoclass_content = "init"` shows it so), and its class had no description. A class's
    # own docstring, or a comment of its own above it, still wins; `__new__`'s is the next one.
    py = ('class Argument:\n'
          '    # noinspection PyShadowingBuiltins\n'
          '    def __init__(self, name):\n'
          '        """\n        Accepts the parameters of add_argument().\n\n'
          '        :param name: Argument name\n        """\n'
          '        self.name = name\n\n\n'
          'class Own:\n    """Own doc."""\n\n    def __init__(self):\n        """Init doc."""\n\n\n'
          '# A comment of its own.\n'
          'class Commented:\n    def __init__(self):\n        """Init doc."""\n\n\n'
          'class Made:\n    @staticmethod\n    def helper():\n        """Helps."""\n\n'
          '    def __new__(cls):\n        """Made once."""\n\n\n'
          'class Bare:\n    def __init__(self):\n        pass\n')
    assert _docs(chunk_file("options.py", py, "python")) == [
        ("class", "Argument", "Accepts the parameters of add_argument().\n:param name: Argument name"),
        ("constructor", "__init__", "Accepts the parameters of add_argument().\n"
                                    ":param name: Argument name"),
        ("class", "Own", "Own doc."),
        ("constructor", "__init__", "Init doc."),
        ("class", "Commented", "A comment of its own."),
        ("constructor", "__init__", "Init doc."),
        ("class", "Made", "Made once."),
        ("method", "helper", "Helps."),
        ("method", "__new__", "Made once."),
        ("class", "Bare", ""),
        ("constructor", "__init__", ""),
    ]
