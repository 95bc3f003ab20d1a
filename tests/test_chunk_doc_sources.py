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


def _description(chunk: Chunk) -> str:
    from codesift.docline import description
    from codesift.model import Hit

    return description(Hit(path=chunk.path, line=chunk.start, end_line=chunk.end, kind=chunk.kind,
                           symbol=chunk.name, container=chunk.container,
                           signature=chunk.signature, doc=chunk.doc, lang=chunk.lang, score=1.0))


def test_a_description_under_a_work_notes_line_is_a_paragraph_of_its_own() -> None:
    # `# TODO: remove this` / `# Computes the product.` was one paragraph, and a work note's
    # paragraph is no description: the function had none. So was streamlink's docstring
    # `TODO: OBSOLETE: To remove when … is merged.` / `Provides a given pressure state …`.
    py = ('# TODO: remove this\n# FIXME: and this\n# Computes the product.\n'
          'def product(a, b):\n    return a * b\n\n\n'
          'def set_pressure_state_override(source):\n'
          '    """\n    TODO: OBSOLETE: To remove when setPressureDataOverride is merged.\n'
          '    Provides a given pressure state.\n    """\n\n\n'
          # A note going on: indented under its text, in lower case, or after a word leading on.
          '# TODO: Move this test to test_dash_parser.\n#       This test achieves nothing.\n'
          'def test_segments():\n    pass\n\n\n'
          "# FIXME: This is a crude attempt at making a bitrate's\n# weight end up similar.\n"
          'RATIO = 2.8\n\n\n'
          '# TODO: handle the case of\n# Windows paths.\ndef cache_dir():\n    pass\n')
    chunks = chunk_file("m.py", py, "python")
    assert [(c.name, c.doc, _description(c)) for c in chunks] == [
        ("product", "TODO: remove this\nFIXME: and this\nComputes the product.",
         "Computes the product."),
        ("set_pressure_state_override", "TODO: OBSOLETE: To remove when setPressureDataOverride"
         " is merged.\nProvides a given pressure state.", "Provides a given pressure state."),
        ("test_segments", "TODO: Move this test to test_dash_parser. This test achieves nothing.",
         ""),
        ("RATIO", "FIXME: This is a crude attempt at making a bitrate's weight end up similar.",
         ""),
        ("cache_dir", "TODO: handle the case of Windows paths.", ""),
    ]
    js = '// TODO: remove this\n// Computes the product.\nfunction product(a, b) {}\n'
    assert _description(chunk_file("m.js", js, "javascript")[0]) == "Computes the product."
