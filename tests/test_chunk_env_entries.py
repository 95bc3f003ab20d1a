"""An environment file's settings, a variable each (`env_entries.py`), from real files."""
from __future__ import annotations

from pathlib import Path

from codesift.chunk import chunk_file
from codesift.languages import language_of

# koel's .env.example, cut down: a head, documented settings, rules of `#` among comments.
SAMPLE = """# Koel's settings. Copy this file to .env.

APP_NAME=Koel

# The streaming method.
# Can be either 'php' (default), 'x-sendfile', or 'x-accel-redirect'
# ##################################################
# It's HIGHLY recommended to use 'x-sendfile' if you use the mobile apps.
# ##################################################
STREAMING_METHOD=php

export MEDIA_PATH=/music
"""


def test_env_sample_settings_are_variables(tmp_path: Path) -> None:
    path = tmp_path / ".env.example"
    path.write_text(SAMPLE)
    got = [(c.kind, c.name, c.signature, c.doc, c.start, c.end)
           for c in chunk_file(".env.example", path.read_text(), language_of(path.name))]
    assert got == [
        ("file", ".env.example", "", "Koel's settings. Copy this file to .env.", 1, 1),
        ("variable", "APP_NAME", "APP_NAME=Koel", "", 3, 3),
        ("variable", "STREAMING_METHOD", "STREAMING_METHOD=php",
         "The streaming method. Can be either 'php' (default), 'x-sendfile', or "
         "'x-accel-redirect' It's HIGHLY recommended to use 'x-sendfile' if you use the "
         "mobile apps.", 10, 10),
        ("variable", "MEDIA_PATH", "export MEDIA_PATH=/music", "", 12, 12)]


def test_a_short_env_file_stays_whole() -> None:
    # Flask's `.flaskenv`: two settings read better as the file.
    chunks = chunk_file(".flaskenv", "FLASK_APP=app.py\nFLASK_DEBUG=1\n", "text")
    assert [(c.kind, c.name) for c in chunks] == [("file", ".flaskenv")]
