"""Code commented out above a declaration, which is no doc of it (``commented_code``): a `//`
line of a C-family language's, a `#` line of Ruby's, Python's or a shell's."""
from __future__ import annotations

import re

from ..regex_cache import compiled

# A statement or a namespace line, as `//` comments out a line of code: ends at `;` with no
# sentence's break, and opens with a modifier or keyword, assigns, calls or types a field.
STATEMENT = compiled(r"(?:namespace|package|import|using)\s+[\w.]+;?"
                      r"|(?!.*\.\s)(?:(?:public|private|protected|internal|static|final|const|let|var"
                      r"|val|return|export)\b.*|[\w.<>\[\]?, ]*\s=\s.*|[\w.]+\(.*\)|\w+\??:\s*\S+);")


def commented_code(raw: str, doc: str, lang: str = "") -> bool:
    """Whether a declaration's comment is code commented out, no doc: markdig's namespace read
    "namespace SharpCollections.Generic" (its `//namespace …` above the file-scoped one),
    json-schema-validator's field "private InstanceResults instanceResults = null;". Only plain
    `//` lines, each one statement: eShop's `// private int numInCart;` / `// private bool
    isLoggedIn;` over `private bool notFound;` read "private int numInCart; private bool
    isLoggedIn;". A doc comment (`///`, `/** */`) is written as a doc; a statement-like line
    among prose (gmock's "return type, or if … default value;") is the prose's. In Ruby,
    Python and shell, plain `#` lines each one statement of ``lang`` (``_HASH_STATEMENTS``).

    >>> commented_code("//    private Results results = null;", "private Results results = null;")
    True
    >>> commented_code("// private int a;\\n// private bool b;", "private int a; private bool b;")
    True
    >>> commented_code("// Whether to keep escapes. Default is false;", "Whether to keep escapes. Default is false;")
    False
    >>> commented_code("# has_one :comment_stat, -> { where(x) }", "", "ruby")
    True
    >>> commented_code("# Comments a user wrote", "", "ruby")
    False
    """
    lines = raw.strip().split("\n")
    hashed = _HASH_STATEMENTS.get(lang)
    if hashed is not None and lines[0].lstrip().startswith("#"):
        return all(_hashed_statement(line.strip(), hashed) for line in lines)
    if len(lines) == 1:
        return raw.strip().startswith("//") and not raw.strip().startswith(("///", "//!")) \
            and STATEMENT.fullmatch(doc) is not None
    return all(line.lstrip().startswith("//") and not line.lstrip().startswith(("///", "//!"))
               and STATEMENT.fullmatch(line.lstrip().lstrip("/").strip()) is not None
               for line in lines)


def commented_statement(stripped: str, lang: str = "") -> bool:
    """Whether a stripped line is a plain `//` comment holding one statement (``STATEMENT``),
    or in Ruby, Python or shell a plain `#` one holding one of ``lang``'s: code commented out,
    whose file says nothing of itself there. eShopOnWeb's functional test
    AuthenticateEndpoint.cs, commented out whole, was summarised "using System.Net.Http;",
    feedbin's initializer expire_caches.rb `ActionController::Caching::Actions.send(…)`.

    >>> commented_statement("//using System.Net.Http;"), commented_statement("// Uses the cache;")
    (True, False)
    >>> commented_statement("# Rails.cache.clear()", "ruby"), commented_statement("# Clears it", "ruby")
    (True, False)
    """
    if stripped.startswith("#"):
        hashed = _HASH_STATEMENTS.get(lang)
        return hashed is not None and _hashed_statement(stripped, hashed)
    return stripped.startswith("//") and not stripped.startswith(("///", "//!")) \
        and STATEMENT.fullmatch(stripped.lstrip("/").strip()) is not None


# An assignment's value in a `#` line: one token, or one and a bracket group closing the line
# (`x = foo(a, b)`, `@cache = {}`); a value going on in words (`timeout = None means wait`)
# is prose. Written with spaces around its `=`, as code is: anyio's `# tls=True` over an
# overload of `connect_tcp` names the case it takes.
_VALUE = r"[^\s(\[{]*(?:[(\[{].*[)\]}])?"
# One statement of the language, as `#` comments out a line of code: a declaration's opening
# line, an import, an assignment, a call written with its parentheses. Ruby's macro call with
# a symbol first (`# has_one :comment_stat, -> { … }` over lobsters' `has_many :votes` was its
# doc), and `end` closing a method commented out.
_HASH_STATEMENTS: dict[str, re.Pattern[str]] = {
    "ruby": compiled(
        r"[a-z_]\w*[!?]?[ \t]+:\w+[!?]?(?:[ \t]*,.*)?|def[ \t]+(?:self\.)?[\w!?=]+(?:\(.*\))?"
        r"|require(?:_relative)?[ \t]+['\"][^'\"]+['\"]|end"
        r"|@{0,2}[a-z_]\w*(?:\.[a-z_]\w*)*[ \t]+(?:\|\||&&|[-+*/])?=[ \t]+" + _VALUE
        + r"|[\w@:]+(?:\.[a-z_]\w*[!?]?)+\(.*\)"),
    "python": compiled(
        r"(?:from[ \t]+[\w.]+[ \t]+)?import[ \t]+[\w.*]+(?:[ \t]+as[ \t]+\w+)?"
        r"(?:[ \t]*,[ \t]*[\w.]+(?:[ \t]+as[ \t]+\w+)?)*"
        r"|(?:async[ \t]+)?def[ \t]+\w+\(.*\)(?:[ \t]*->.*)?:|class[ \t]+\w+(?:\(.*\))?:"
        r"|[\w.]+(?:\[[^\]]*\])?[ \t]+[-+*/|&]?=[ \t]+" + _VALUE + r"|[\w.]+\(.*\)"),
    "bash": compiled(r"(?:export[ \t]+|local[ \t]+)?[A-Za-z_]\w*=(?:\"[^\"]*\"|'[^']*'|\S*)"),
}


def _hashed_statement(line: str, statement: re.Pattern[str]) -> bool:
    """Whether ``line`` is a plain `#` comment holding one ``statement``: not RDoc's `##`,
    Sphinx's `#:` doc comment or a `#!` line."""
    return line.startswith("#") and not line.startswith(("##", "#:", "#!")) \
        and statement.fullmatch(line[1:].strip()) is not None
