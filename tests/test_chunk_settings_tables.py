"""A settings file's tables, a section each (`settings_tables.py`)."""
from __future__ import annotations

import time
from pathlib import Path

from codesift.chunk import chunk_file
from codesift.languages import language_of

# A pyproject.toml in the style of attrs' and flask's: a banner over a group, a comment over a
# table, an array whose lines open with `[`, a multi-line string holding a header's line,
# config commented out above a table, an array of tables run, a quoted key path.
PYPROJECT = '''[build-system]
requires = ["hatchling"]

[project]
name = "demo"
description = "A demo package."
dependencies = [
  "requests>=2",
  ["odd"],
]
readme = """
[not.a.table]
"""

# ----------------------------------------------------------------------
# Test settings
# ----------------------------------------------------------------------
# Run the tests quietly.
[tool.pytest.ini_options]
addopts = "-q"  # [x]
testpaths = ["tests"]

# [tool.old]
# x = 1
[tool.ruff.lint]
ignore = ["E501", "D203"]

[[tool.mypy.overrides]]   # strict for the core
module = "demo.core.*"
strict = true

[[tool.mypy.overrides]]
module = "demo.compat"
ignore_errors = true

[target.'cfg(unix)' . dependencies]
libc = "0.2"
'''


def _chunks(tmp_path: Path, name: str, text: str) -> list[tuple]:
    path = tmp_path / name
    path.write_text(text)
    return [(c.kind, c.name, c.signature, c.doc, c.start, c.end)
            for c in chunk_file(name, path.read_text(), language_of(path.name))]


def test_toml_tables_are_sections(tmp_path: Path) -> None:
    assert _chunks(tmp_path, "pyproject.toml", PYPROJECT) == [
        ("section", "build-system", "[build-system]", "", 1, 2),
        # The manifest's description (``manifests.py``) is its own table's doc: no head.
        ("section", "project", "[project]", "A demo package.", 4, 13),
        ("section", "tool.pytest.ini_options", "[tool.pytest.ini_options]",
         "Run the tests quietly.", 19, 24),   # the config commented out below it too
        ("section", "tool.ruff.lint", "[tool.ruff.lint]", "", 25, 26),
        ("section", "tool.mypy.overrides", "[[tool.mypy.overrides]]", "strict for the core",
         28, 34),
        ("section", "target.'cfg(unix)'.dependencies", "[target.'cfg(unix)'.dependencies]",
         "", 36, 37)]


def test_a_toml_tables_keys_are_its_text_and_the_head_the_files(tmp_path: Path) -> None:
    text = ('# Ruff settings for the repository.\nline-length = 100\n\n[lint]\n'
            'ignore = ["E501"]\n' + "".join(f"k{i} = {i}\n" for i in range(16))
            + '\n[format]\nquote-style = "single"\n')
    path = tmp_path / "ruff.toml"
    path.write_text(text)
    chunks = chunk_file("ruff.toml", path.read_text(), "toml")
    assert [(c.kind, c.name, c.doc, c.start, c.end) for c in chunks] == [
        ("file", "ruff.toml", "Ruff settings for the repository.", 1, 2),
        ("section", "lint", "", 4, 21), ("section", "format", "", 23, 24)]
    assert "E501" in chunks[1].text and "line-length" not in chunks[1].text


def test_a_manifest_keeps_its_description_on_its_head(tmp_path: Path) -> None:
    text = ('# SPDX-License-Identifier: MIT\n\n[package]\nname = "x"\n'
            'description = "A fast parser."\n\n[dependencies]\nserde = "1"\n'
            + "".join(f'dep{i} = "1"\n' for i in range(16)))
    chunks = _chunks(tmp_path, "Cargo.toml", text)
    assert chunks[0][:2] == ("file", "Cargo.toml") and chunks[0][3] == "A fast parser."
    assert [c[1] for c in chunks[1:]] == ["package", "dependencies"]
    assert chunks[1][3] == ""


def test_small_unreadable_and_huge_toml_files_stay_whole(tmp_path: Path) -> None:
    keys = "".join(f"k{i} = {i}\n" for i in range(20))
    one = '[build]\nrustflags = ["-C", "target-cpu=native"]\n' + keys
    assert [c[0] for c in _chunks(tmp_path, "config.toml", one)] == ["file"]
    small = '[project]\nname = "x"\n\n[project.scripts]\nx = "x:main"\n'
    assert [c[0] for c in _chunks(tmp_path, "pyproject.toml", small)] == ["file"]
    template = '[project]\nname = "{{ cookiecutter.name }}"\n[tool.x]\ny = {{ z }}\n' + keys
    assert [c[0] for c in _chunks(tmp_path, "pyproject.toml", template)] == ["file"]
    data = "".join(f'[key{i}]\nother = "x"\n' for i in range(300))
    assert [c[0] for c in _chunks(tmp_path, "en.toml", data)] == ["file"]


def test_toml_tables_scan_in_linear_time() -> None:
    # Inputs just under the size read (a larger file stays whole unread): one long line of
    # brackets and quotes, many header lines inside a multi-line string, many tables.
    for text in ('[a]\nk = "' + '[x\\"' * 60_000 + '"\n[b]\n',
                 '[a]\nk = """\n' + "[t]\n" * 60_000 + '"""\n[b]\n',
                 "".join(f"[t{i}]\nk = [\n  1,\n]\n" for i in range(190))
                 + "x = '" + "'" * 200_000):
        started = time.perf_counter()
        chunk_file("big.toml", text, "toml")
        assert time.perf_counter() - started < 1


# A tox.ini in the style of attrs' and kombu's: a comment over a section, one after a header,
# a value going on over indented lines (one holding a colon), a line of `;` rules.
TOX = """; Tox settings for the test matrix.
[tox]
envlist = py3{10,11,12}, docs, lint
isolated_build = true

[testenv]
deps =
    pytest
    pytest-cov
    [extra]
commands = pytest {posargs}

;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
# Docs: build them with Sphinx.
[testenv:docs]
deps = -r docs/requirements.txt
commands = sphinx-build -W -b html docs docs/_build

[testenv:lint]
skip_install = true
deps = pre-commit
commands = pre-commit run --all-files

[flake8]  ; the linter's settings
max-line-length = 100
extend-ignore = E203, W503
exclude = .git,__pycache__,build
per-file-ignores =
    __init__.py: F401
"""


def test_ini_sections_are_sections(tmp_path: Path) -> None:
    assert _chunks(tmp_path, "tox.ini", TOX) == [
        ("section", "tox", "[tox]", "Tox settings for the test matrix.", 2, 4),
        ("section", "testenv", "[testenv]", "", 6, 11),
        ("section", "testenv:docs", "[testenv:docs]", "Docs: build them with Sphinx.",
         15, 17),
        ("section", "testenv:lint", "[testenv:lint]", "", 19, 22),
        ("section", "flake8", "[flake8]", "the linter's settings", 24, 29)]
    # A tool's file by its name, text to the walk, is read alike.
    assert [c[1] for c in _chunks(tmp_path, ".flake8", TOX)][-1] == "flake8"


def test_setup_cfg_keeps_its_description_and_other_ini_files_stay_whole(tmp_path: Path) -> None:
    keys = "".join(f"k{i} = {i}\n" for i in range(20))
    setup = "[metadata]\nname = x\ndescription = Multi backend cache\n\n[options]\n" + keys
    chunks = _chunks(tmp_path, "setup.cfg", setup)
    assert [(c[1], c[3]) for c in chunks] == [("metadata", "Multi backend cache"), ("options", "")]
    small = "[flake8]\nmax-line-length = 100\n\n[isort]\nprofile = black\n"
    assert [c[0] for c in _chunks(tmp_path, "setup.cfg", small)] == ["file"]
    # A line at the margin that is no header, comment or setting: no INI file.
    odd = "[a]\n" + keys + "[b]\nsome words\n"
    assert [c[0] for c in _chunks(tmp_path, "odd.cfg", odd)] == ["file"]
    # A .gitmodules is a list of paths, whole.
    mods = "".join(f'[submodule "m{i}"]\n\tpath = m{i}\n\turl = u{i}\n' for i in range(9))
    assert [c[0] for c in _chunks(tmp_path, ".gitmodules", mods)] == ["file"]


def test_ini_sections_scan_in_linear_time() -> None:
    for text in ("[a]\nk = 1\n" + "[" * 250_000 + "\n[b]\n", "[a]\n" + "k = v\n" * 40_000):
        started = time.perf_counter()
        chunk_file("big.ini", text, "ini")
        assert time.perf_counter() - started < 1
