"""YARD's `@!parse` directive in a Ruby doc comment: the block indented under it is Ruby that
YARD reads as if it were written there, whose own comments are the doc.

>>> yard_parse_as_comments("# @!parse\\n#   # Holds options.\\n#   class X; end\\n# More.")
'# Holds options.\\n# More.'
"""
from __future__ import annotations

import re

from ..regex_cache import compiled

# The directive and the block indented under it (faraday's `# @!parse` / `#   # ProxyOptions
# contains …` / `#   class ProxyOptions < Options; end` above `ProxyOptions = Options.new(…)`):
# group 1 the marker. A blank line in it is a bare `#` line the doc's reader emptied
# (``comments.doc_comments``). A nested line is indented deeper than the directive's text, and
# than a comment's usual one blank: under `#@!parse` every `# text` line after it was taken for
# code and the rest of the doc dropped.
_YARD_PARSE = compiled(
    r"^([ \t]*#)([ \t]+)?@!parse\b.*(?:\n(?:\1(?:(?(2)\2[ \t]+|[ \t]{2,})\S.*)?)?[ \t]*$)*", re.M)


def yard_parse_as_comments(raw: str) -> str:
    """``raw`` with each `@!parse` block as the comments of the code it holds."""
    return _YARD_PARSE.sub(_parsed_comments, raw)


def _parsed_comments(m: re.Match[str]) -> str:
    """A `@!parse` block as the comments of the code it holds, a `#` less deep: they are the
    doc (as nested lines, `# ProxyOptions contains …` read as a Markdown heading and the
    description was `@!parse`); the directive and the code are none."""
    marker = m.group(1)
    out = []
    for line in m.group().split("\n")[1:]:
        nested = line[len(marker):].strip()
        if not nested or nested.startswith("#"):
            out.append(marker + nested[1:])
    return "\n".join(out)
