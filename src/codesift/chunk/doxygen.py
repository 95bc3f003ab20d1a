"""Doxygen's structural commands, which document no declaration: `@file` (the file's own doc,
``filedoc``); ``comments.doc_comments`` leaves such a block out of the doc of the
declaration below it.
"""
from __future__ import annotations

from ..regex_cache import compiled

# Doxygen's `\file` command (`@file` too) opening a comment's line, after the comment's mark or
# its `*` column, if any: taskflow writes `/**` / `@file taskflow/taskflow.hpp` / `@brief …`.
_FILE_COMMAND_SOURCE = r"(?m)^[ \t]*(?:/\*[*!]?|\*|//[/!]?)?[ \t]*([@\\]file)\b(?![-.=(])"
FILE_COMMAND = compiled(_FILE_COMMAND_SOURCE.encode())
FILE_COMMAND_TEXT = compiled(_FILE_COMMAND_SOURCE)
