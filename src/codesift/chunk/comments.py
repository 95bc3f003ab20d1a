"""Which comments say something about a declaration, and which are left out of a signature.

The comments above a declaration become its doc: a doc comment (``/**``, ``///``) over the
plain ones above it, less a license header or a rule, less code commented out. A header's own
comments leave its signature, strings that hold `/*`, `//` or `#` staying whole.

>>> doc_comments(["// jsonString(params?: string): this;", "/** @deprecated Use xid(). */"])
['/** @deprecated Use xid(). */']
>>> without_comments('int f(int a /* ms */, char *s = "a//b")', "c", slash=True)
'int f(int a  , char *s = "a//b")'
"""
from __future__ import annotations

import re

from codesift.chunk.base import says_nothing

# Strings in a header, matched before comments and kept: `"image/*"`, `'**/*.ts'` and
# `"#fff"` hold no comment.
_STRINGS = r"""("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')"""
# Comments inside a header (`int f(int a /* ms */)`); `://` in a URL is not one.
_SLASH_COMMENT = r"|/\*.*?(?:\*/|$)|(?<![:\w])//[^\n]*"
_SLASH_COMMENTS = re.compile(_STRINGS + _SLASH_COMMENT, re.S)
# Where `'` opens a character, not a string (C, Java, Go, C#, Swift), or a Rust lifetime: a
# quote in a comment (`&'static str, // the caller's name`) must not pair with it.
_SLASH_COMMENTS_CHARS = re.compile(
    r"""("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\[^\n]{1,9})')""" + _SLASH_COMMENT, re.S)
_QUOTED_STRINGS = frozenset({"javascript", "typescript", "tsx", "vue", "svelte", "php", "dart"})
# `#` comments in a Python, Ruby or shell header.
_HASH_COMMENTS = re.compile(_STRINGS + r"|#[^\n]*")
# And Ruby's, where a regex literal holds `#` too (rack's `/\A\/[^#]*\z/`).
_RUBY_COMMENTS = re.compile(_STRINGS[:-1] + r"|/(?:[^/\\\n]|\\.)+/)|#[^\n]*")


# Comments written as documentation: Javadoc/JSDoc/KDoc/Doxygen `/**` and Rust/C#/Swift `///`
# (not a rule of stars or slashes: `/*****/`, `//////`).
_DOC_COMMENT = re.compile(r"/\*\*(?![*/])|///(?!/)")
# A line of code: a call or declaration ending in `);` or `) {`, an assignment ending in `;`,
# a brace alone. Prose rarely ends so: "Frees the buffer;" has no call, "Keys are written
# verbatim (unquoted/unescaped);" no name right before its parenthesis.
_CODE_LINE = re.compile(r".*[\w)\]>]\(.*[)\]][ \t]*(?:const[ \t]*)?[;{][ \t]*$|[{}][ \t]*$"
                        r"|[\w.\[\]*>-]+[ \t]*[-+*/|&]?=[ \t]*[^=\s].*;[ \t]*$")




def doc_comments(said: list[str]) -> list[str]:
    """The comments of ``said`` (the comments above a declaration, in order) that are its doc.

    A doc comment is the doc, and plain comments beside it are not (zod's `// jsonString(
    params?): this;` above `/** @deprecated … */` led xid's doc; log's `/// A key …` went on
    with `// These impls must only be based on …`, a note to maintainers); a license header or a rule
    says nothing; code commented out is dropped (``_prose``).
    """
    if len(said) > 1 and any(_DOC_COMMENT.match(c) for c in said):
        said = [c for c in said if _DOC_COMMENT.match(c)]
    return [c for c in _prose(said) if not says_nothing(c)]


def _prose(said: list[str]) -> list[str]:
    """Comments, less code commented out: one-line `//` or `/* … */` comments that together
    make a line of code (``_CODE_LINE``; the lines before the last ending in `,` or `(`, as
    a declaration's parameters run on): json-c's old prototypes left in `//` lines were the
    docs of their replacements. A block comment over lines (an example at its end) and a doc
    comment stay."""
    out: list[str] = []
    run: list[str] = []      # one-line comments continuing a line of code, so far
    bodies: list[str] = []   # their text, markers stripped
    for comment in said:
        if comment.startswith(("//", "/*")) and "\n" not in comment \
                and not _DOC_COMMENT.match(comment):
            run.append(comment)
            bodies.append(comment.rstrip().removesuffix("*/").lstrip("/*").strip())
            if bodies[-1].endswith((",", "(")):
                continue
            if not _CODE_LINE.match(" ".join(bodies)):
                out.extend(run)
            run, bodies = [], []
        else:
            out.extend(run)
            run, bodies = [], []
            out.append(comment)
    return out + run


def without_comments(header: str, lang: str, slash: bool) -> str:
    """``header`` with its comments turned to spaces: `/* */` and `//` ones where ``slash``,
    else `#` ones; a string (or Ruby regex literal) holding such a marker stays."""
    if slash and ("/*" in header or "//" in header):
        comments = _SLASH_COMMENTS if lang in _QUOTED_STRINGS else _SLASH_COMMENTS_CHARS
        return comments.sub(_kept_string, header)
    if not slash and "#" in header:
        comments = _RUBY_COMMENTS if lang == "ruby" else _HASH_COMMENTS
        return comments.sub(_kept_string, header)
    return header


def _kept_string(m: re.Match[str]) -> str:
    """A string (or regex literal) matched by a comment pattern as itself, a comment as a space."""
    return m.group(1) or " "
