"""Inline markup a doc's first sentence shows as plain words: Markdown's and reStructuredText's
emphasis (``**DEPRECATED** use X``, ``*iterable*``, ``__two words__``), and what else
reStructuredText leaves in a docstring or a page (an escaped space, a literal block's ``::``,
a hyperlink reference's target and underscores); the tags of Javadoc, HTML (its style and
script elements whole), C#'s XML docs,
YARD and RDoc, and Markdown's and KDoc's links (``plain_tags``); Haddock's (``haddock_plain``) and
odoc's (``odoc.py``); a
URL ending a paragraph as a reference (``without_trailing_url``). ``docline.py`` reads a doc's
sentence through it.

>>> plain_emphasis("**DEPRECATED** use *iterable*, not `*args` or *.py")
'DEPRECATED use iterable, not `*args` or *.py'
"""
from __future__ import annotations

import re

from .lazy_re import lazy
from .odoc import odoc_plain
from .regex_cache import compiled

# Emphasis around words: the marker opens after a space, a bracket or a quote and before a
# letter or digit, and closes after one (or a full stop) before no word character. So
# `*args`, `**kwargs`, `a * b`, `2*3*4`, a glob's `*.py` or `src/*/lib/*` keep their stars.
_STRONG_STAR = lazy(r"(?<![\w*\\/])\*\*(?=[^\W_])([^*\n]*?[^\W_][.!?)]?)\*\*(?![\w*])")
_EM_STAR = lazy(r"(?<![\w*\\/])\*(?=[^\W_])([^*\n]*?[^\W_][.!?)]?)\*(?![\w*])")
# `__bold__` is Python's dunder too (`__init__`, PHP's `__DIR__`): only words with a space or
# a mark between them read as emphasis (`__not a name__`).
_STRONG_UNDERSCORE = lazy(r"(?<![\w\\/])__(?=[^\W_])([^\n]*?[^\W_][.!?)]?)__(?!\w)")
_CODE_SPAN = lazy(r"(`[^`]*`)")
# reStructuredText's escaped space glues markup to the word after it (`` :class:`Literal`\ s ``
# reads "Literals"); a docstring's source writes it `\\ ` unless raw. Only after markup's
# closing mark, or between a word and markup opening (marshmallow's "Release v\\ |version|."):
# tablib's "not permitted: \\ / * ?" names a backslash.
_RST_GLUE = lazy(r"(?<=[`*_])\\{1,2} (?=\w)|(?<=\w)\\{1,2} (?=`\w)")
# A hyperlink reference: `` `text <url>`_ `` (``__`` when anonymous) reads as its text, a page's
# too once its backticks are gone (pendulum's "Official Website <https://…>_"); `PyPI_`, a
# reference to a target named elsewhere, as its word. Python's `id_` is a name: in a docstring
# only the backticked form counts.
_RST_LINK = lazy(r"`([^`<]*?)\s*<[^`>]*>`__?(?!\w)")
_RST_PAGE_LINK = lazy(r"\s*<(?:https?://|mailto:)[^\s>]*>__?(?!\w)")
_RST_REFERENCE = lazy(r"(?<!\w)([^\W_](?:[\w.-]*[^\W_])?)__?(?=[\s.,;:)]|$)")
# A substitution reference, `|Document|`: Sphinx shows what the page defines it as, a name's
# link mostly (python-docx's 261 docstrings: "Return a |Document| object … or |None|"), so it
# reads as that name in code. Not Python's `int|None` (a word touches the bar) nor a table's
# `| a |`.
_RST_SUBSTITUTION = lazy(r"(?<![\w|`])\|([^\W\d][\w.-]*)\|(?![\w|`])")
# A page's escaped marks (`jwt.get\_unverified\_header()`): the mark itself.
_RST_ESCAPED = lazy(r"\\([_*`|])")


def _unless_name(m: re.Match[str]) -> str:
    """A ``__…__`` span as its words, unless it is one identifier (a dunder)."""
    inner = m.group(1)
    return m.group() if inner.replace("_", "").isalnum() else inner


def plain_emphasis(doc: str) -> str:
    """``doc`` with emphasis markers around words dropped, code spans left as written."""
    if "*" not in doc and "__" not in doc:
        return doc
    parts = _CODE_SPAN.split(doc)
    for i in range(0, len(parts), 2):   # the even parts lie outside code spans
        part = parts[i]
        if "*" in part:
            part = _EM_STAR.sub(r"\1", _STRONG_STAR.sub(r"\1", part))
        if "__" in part:
            part = _STRONG_UNDERSCORE.sub(_unless_name, part)
        parts[i] = part
    return "".join(parts)


def rst_plain(doc: str, page: bool) -> str:
    r"""One paragraph of a docstring (or, with ``page``, of a reStructuredText page) without the
    markup above: escaped spaces, a closing ``::``, hyperlink and substitution references.

    >>> rst_plain("Converts them to `Literal`\\ s, see `the docs <https://x.org>`_::", False)
    'Converts them to `Literal`s, see the docs:'
    >>> rst_plain("Available from PyPI_ and Docs <https://x.org>_ by running::", True)
    'Available from PyPI and Docs by running:'
    >>> rst_plain("Expanded __diag__ and get\\_header by @dbader_org", True)
    'Expanded __diag__ and get_header by @dbader_org'
    >>> rst_plain("Return a |Document| object, or |None|; an int|None stays.", False)
    'Return a `Document` object, or `None`; an int|None stays.'
    >>> rst_plain("Release v\\ |version|.", True)
    'Release v`version`.'
    """
    if "|" in doc:
        doc = _RST_SUBSTITUTION.sub(r"`\1`", doc)
    if "\\ " in doc:
        doc = _RST_GLUE.sub("", doc)
    if doc.endswith("::"):
        # A literal block follows: Sphinx shows "running::" as "running:", and a `::` after a
        # space not at all (more-itertools' "return an iterator over its items::").
        before = doc[-3:-2]
        doc = doc[:-1] if before.strip() and before != ":" else doc[:-2].rstrip()
    if ">`_" in doc:
        doc = _RST_LINK.sub(r"\1", doc)
    if page and "_" in doc:
        doc = _RST_REFERENCE.sub(r"\1", _RST_PAGE_LINK.sub("", doc))
        if "\\" in doc:
            doc = _RST_ESCAPED.sub(r"\1", doc)
    return doc


_SPACE = compiled(r"\s+")

# A paragraph of badges (`[![github]](https://…)&ensp;[![crates-io]](…)`, images alone, linked
# or not, inline or by reference), link definitions (`[github]: https://…`; not Javadoc's
# "[core#510]: ArrayIndexOutOfBounds", an issue's title) or a bare `<br>` shows nothing:
# dtolnay's crates (anyhow, thiserror, semver) open their docs so, and their files were
# described by the badge row's first 72 characters.
NO_PROSE = compiled(r"(?:(?:\[?!\[[^\]]*\](?:\([^()\s]*(?:\s+\"[^\"]*\")?\)|\[[^\]]*\])?"
                    r"(?:\]?(?:\([^()\s]*\)|\[[^\]]*\]))?|&\w+;|<br\s*/?>)\s*)+"
                    r"|(?:\[[^\]]+\]:\s*<?(?:[a-z][\w+.-]*://|\.{0,2}/|#)\S*\s*)+")


def one_line(text: str) -> str:
    """Whitespace (newlines included) folded to single spaces: an address is one line."""
    return _SPACE.sub(" ", text).strip()


# Javadoc inline tags: {@link Foo#bar} -> `Foo#bar`, {@link Foo label} -> label (PHPDoc's
# {@see Foo} and TSDoc's {@linkcode Foo} alike); a target's
# parameter list holds spaces (`{@link Parser#flatten(Options, String[]) flatten}`).
_JAVADOC_TAG = lazy(r"\{@(?:link|linkplain|linkcode|value|see)\s+"
                          r"([^\s}(]+(?:\([^)}]*\))?|\([^)}]*\)[^\s}]*)(?:\s+([^}]+))?\}")
# JSDoc's and TSDoc's labelled links render as their label: `[text]{@link target}` (async's
# 105 "The same as [`concat`]{@link module:Collections.concat} but …", shown "`concat``module:
# Collections.concat`"), and `{@link target|text}` or TSDoc's `{@link target | text}` (mocha's
# `{@link Suite|Suites}`, shown "`Suite|Suites`"); the text is kept as written, code or not.
_JSDOC_TEXT_LINK = lazy(r"\[([^\[\]\n]+)\]\{@link(?:code|plain)?\s+[^}]*\}")
# {@code x} and {@literal x} are code whole, up to the brace closing the tag (balanced braces
# inside: `{@code {a, b}}`): read as a link's target and label, commons-csv's `{@code
# quoteCharacter + nullString + quoteCharacter}` showed "+ nullString + quoteCharacter", and
# `{@code Map<String, Integer>}` "Integer>".
_JAVADOC_CODE = lazy(r"\{@(?:code|literal)\s+((?:[^{}]|\{[^{}]*\})*)\}")
# HTML in doc comments (Javadoc's <p>, <ol><li>, <code>x</code>): the markup of a rendered page,
# noise on one line. Only known tag names in lower case, outside code spans: `Codec<I, O>` and
# `.cast::<U>()` are types. A block tag parts words, an inline one (<b>name</b>.) does not.
# A README's centred logo (`<img src=…>`, in `<picture>`, `<center>`, `<figure>`) has no words:
# insta's and cargo-insta's crate docs read "<img src="https://github.com/mitsuhiko/insta/…",
# not the `<p><strong>` line under it.
_HTML_CODE = lazy(r"<(code|tt)>([^<]*)</(?:code|tt)>")
_HTML_BLOCK = lazy(r"</?(?:p|br|hr|ol|ul|li|dl|dt|dd|pre|blockquote|div|h[1-6]|table|tr|td"
                         r"|th|img|picture|center|figure|figcaption)\b[^<>]*>")
_HTML_INLINE = lazy(r"</?(?:b|i|u|em|strong|a|span|sup|sub|code|tt)\b[^<>]*>")
# A style or script element is code, its content no words: ratatui's 24 Tailwind and
# Material palettes are documented by a swatch, `<style>.palette div{width:2rem;…}</style>`
# and `<div style="background-color: #fff7ed">` rows, and read "<style>.palette div{…".
_HTML_RAW = lazy(r"(?is)<(style|script)\b[^>]*>.*?</\1\s*>")
# C# XML doc tags: <see cref="JsonSerializer"/> -> `JsonSerializer`, <c>null</c> -> `null`,
# <paramref name="value"/> -> `value`, <see href="…">text</see> -> text; any other tag goes.
_XML_REF = lazy(r'<(?:see|seealso)\s+cref="(?:[A-Z]:)?([^"]+)"\s*/>'
                      r'|<(?:see\s+langword|paramref\s+name|typeparamref\s+name)="([^"]+)"\s*/>'
                      r"|<c>([^<]*)</c>")
_XML_TAG = lazy(r"<[^<>]*>")
_XML_ENTITIES = {"&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": '"', "&apos;": "'"}
# Markdown links in doc comments: Rust's intra-doc [`Searcher`] and [`x`](crate::x) read as
# `Searcher`, [text](url) and [text][1] as text; KDoc's bare [name] as `name`, type arguments
# in it too (clikt's "must call [BaseCliktCommand<*>.registerOptionGroup]" kept its brackets).
_MD_CODE_LINK = lazy(r"\[(`[^`\]]+`)\](?:\([^)\s]*\)|\[[^\]]*\])?")
# A link's label holds no bracket, and no word or bracket touches a link's `[`: qs's "Split a key
# like "a[b][c[]]" into …" read "ab]".
_MD_LINK = lazy(r"(?<![\w\]])\[([^\[\]]+)\](?:\([^)\s]*\)|\[[^\[\]]*\])")
# A shortcut reference, `[text]` alone, is a link where its definition (`[text]: url`, at the
# doc's end) or, in rustdoc, the item it names resolves: tracing-journald's crate doc read
# "…natively to [journald], preserving…". Read as its text where the doc's tool links so:
# rustdoc (intra-doc paths, `[Bytes]`, `[Self::new()]`, and prose, `[span data]`), not after a
# word, `#`, `!`, `&`, `<` or a backslash (`a[i]`, `#[test]`, `#![cfg(..)]`, `&[u8]`,
# `Arc<[T]>`), nor an interval, a regex's class, a choice or an attribute (`[0, len-1]`,
# `[1-8]`, dialoguer's `[y/n]`, `[cfg(not(x = "y"))]`, `[u8; 4]`), nor what opens with no
# letter (`[1]`, a citation, reads as well with its brackets; tera's slices `[-1]`, `[:2]`);
# and Go's doc links, `[Name]`, `[pkg.Name]`, `[*bytes.Buffer]`, `[net/http]`, set off by
# spaces or marks (Go's own rule: `map[ast.Expr]TypeAndValue` holds none, nor does "custom
# [Codec]s"; a lowercase `[options]` is no exported name). Markdown pages are left: their
# `[Ecto.Repo]`, `[FTP]`, `[ ]` and `[bindings]` are as often literal as links. Code spans
# are passed over whole, and a link's text may hold one.
_SHORTCUT_LINK = {
    "rust": lazy(r"(`[^`]*`)|(?<![\w\]#!&<\\])\[((?=[^\W\d]|`)(?:[^\[\]`\n,;=\"(/]|\(\)|`[^`]*`)+"
                 r"(?<=\S))\](?![\[(:])"),
    "go": lazy(r"(`[^`]*`)|(?<![\w\]])\[(\*?(?:[\w.-]+/)*(?:[a-z_]\w*\.)?[A-Z]\w*(?:\.\w+)?"
               r"|\*?(?:[\w.-]+/)+[\w.-]*\w)\](?![\w\[(:])"),
}
_KDOC_LINK = lazy(r"\[([A-Za-z_][\w.]*(?:<[\w*?,. ]*>(?:\.[A-Za-z_]\w*)*)?)\]")
# Ruby's doc markup: YARD's links, {Connection} / {Faraday#new} / {#to_regexp} as code and
# {Router::Pattern the pattern} as its title (a method an operator, mustermann's `{#===}`, or
# with its arguments, addressable's `{String#unicode_normalize(:nfkc)}`); RDoc's +code+
# (+nil+, +Grape::Path+, +:each+) as code.
_YARD_METHOD = r"(?:[a-z_]\w*[?!=]?|[-+*/%<>=!~^&|\[\]]{1,3})(?:\([^(){}\n]*\))?"
_YARD_LINK = lazy(rf"\{{([A-Z]\w*(?:::[A-Z]\w*)*(?:[#.]{_YARD_METHOD})?|#{_YARD_METHOD})"
                  r"(?:\s+([^{}]+))?\}")
# A Ruby project's Markdown pages are YARD's too (concurrent-ruby's docs-source: "{Core#name} -
# {Core#path}", "A {Concurrent::FixedThreadPool} contains …"), but a page's braces are as often
# a placeholder (`{ComparisonProperty}`), an attribute list (kramdown's `{#header}`) or code
# (`#{File.dirname(…)}`): only a namespaced name or a class's method reads as a link there,
# and not in a code span.
_YARD_PAGE_LINK = lazy(rf"(`[^`]*`)|(?<![\w#$}}])\{{([A-Z]\w*(?:::[A-Z]\w*)+(?:[#.]{_YARD_METHOD})?"
                       rf"|[A-Z]\w*[#.]{_YARD_METHOD})(?:\s+([^{{}}`]+))?\}}")
# Natural Docs links a topic by its name in angle brackets (mosquitto.h's "Free memory that was
# allocated in <mosquitto_sub_topic_tokenise>."): in C, a name with an underscore, as a
# function's is, not a placeholder (`<filename>`, `<topic>`) nor a header (`<stdio.h>`).
_NATURAL_DOCS_LINK = lazy(r"(?<![\w<])<([A-Za-z]\w*_\w*)>(?![\w>(])")
_RDOC_CODE = lazy(r"(?<![\w+])\+([\w@$:#][\w.:#@$?!=]*)\+(?![\w+])")
# RDoc's links, `{HTTP method GET}[https://…]` and `Safe[https://…]`, as their text (net-http's
# "\Class for representing method GET[https://en.wikipedia.org/w/index.php…": the YARD link
# took the braces); and its escape of a word it would link, `\Net::HTTP`, `\Class`, as the word.
_RDOC_LINK = lazy(r"(?:\{([^{}]+)\}|(?<![\w\]])(\w[\w.+-]*))"
                  r"\[(?:https?:|mailto:|ftp:|irc:|link:|rdoc-ref:|rdoc-label:|#label-|www\.)"
                  r"[^\]\s]*\]")
# YARD's `{include:Foo}` and `{include:file:docs-source/future.md}` copy another object's doc
# or a file in where they stand: no words of their own (concurrent-ruby's actor guide read
# "{Core#name} {include:Actor::Core#name} - …"). Opening a doc, ``docline`` points there.
YARD_INCLUDE = lazy(r"\{include:(?:file:)?([^{}\s]+)\}")
_RDOC_ESCAPE = lazy(r"(?<![\w\\])\\(?=[A-Z]\w)")
# Ruby's comments and RDoc pages write RDoc (roda's README's "{Installation}[#label-…]").
_RDOC_LANGUAGES = frozenset({"ruby", "rdoc"})
# Haddock's inline markup (megaparsec's "@'skipBlockComment' start end@ skips a non-nested
# block comment", "Skip /zero/ or more white space characters", "Parse a CRLF (see 'crlf')"):
# `@code@` (not an address's `a@b`, nor `@since`) and an identifier in quotes, `'Foo'`,
# `'M.foo'`, `'<?>'`, a namespace's `v'x'`/`t'T'` (a name may end in primes: `'char''`; not
# a possessive's `parsers'`; a plural's `s` may follow, `'ParseError's`), are code; a dotted module in double quotes (`"Data.Char"`) its
# name; `/emphasis/` (not a path's `a/b/`) and `__strong__` their words; a link `<url label>`
# its label, `<url>` the address; `\/`, `\@`, `\'` the mark they escape.
# A plural's ending may follow the closing `@`, as Haddock renders it: conduit's "Combine two
# @Conduit@s", "executing @Flush@es".
_HADDOCK_CODE = lazy(r"(?<![\w@\\])@(?!since\b)(?=\S)([^@\n]*?[^\s\\])@(?!@)(?=(?:e?s)?(?!\w))")
_HADDOCK_IDENT = lazy(r"(?<![\w'\\])[vt]?'((?:[A-Z][\w']*\.)*(?:[A-Za-z_][\w']*"
                      r"|[!#$%&*+./<=>?^|~:\\-]+))'(?=e?s\b|[^\w']|$)")
_HADDOCK_MODULE = lazy(r"\"([A-Z][\w']*(?:\.[A-Z][\w']*)+)(?:#[\w']*)?\"")
_HADDOCK_EMPHASIS = lazy(r"(?<![\w/\\<:])/(?=[^\s/])([^/\n]*?[^\s/\\])/(?![\w/])")
_HADDOCK_STRONG = lazy(r"(?<!\w)__(?=\S)([^\n]*?\S)__(?!\w)")
_HADDOCK_LINK = lazy(r"(?<!<)<((?:https?|ftp|mailto|file):[^\s>]+)(?:\s+([^<>]+))?>(?!>)")
_HADDOCK_ESCAPE = lazy(r"\\([/@'\"<>*_#`\\])")
# ScalaDoc's wiki markup: a link `[[TypedTag]]`, `[[scalatags.generic.Attr]]` as the name in
# code, `[[https://… the spec]]` as its label (a bare URL as itself); `'''bold'''` and
# `''italic''` as their words. scalatags' "Serialize this [[TypedTag]] and all its children …"
# and "A [[Modifier]] which contains a String …" showed the brackets.
_SCALADOC_LINK = lazy(r"\[\[([^\[\]\s]+)(?:\s+([^\[\]]+?))?\s*\]\]")
_SCALADOC_EMPHASIS = lazy(r"(?<!')('{2,3})(?=\S)([^'\n]+?)(?<=\S)\1(?!')")


def plain_tags(doc: str, lang: str) -> str:
    """One line of a doc in ``lang`` with its tags and links as the words they render to.

    >>> plain_tags("Use {@link Parser#parse} for <b>text</b>, see [`Bar`](crate::Bar).", "java")
    'Use `Parser#parse` for text, see `Bar`.'
    """
    if lang == "haskell":
        doc = haddock_plain(doc)
    elif lang == "ocaml" and ("[" in doc or "{" in doc):
        doc = odoc_plain(doc)
    if lang == "scala" and ("[[" in doc or "''" in doc):
        doc = _SCALADOC_EMPHASIS.sub(r"\2", _SCALADOC_LINK.sub(_scaladoc_link, doc))
    if "{include:" in doc:
        doc = one_line(YARD_INCLUDE.sub("", doc))
    if "{@" in doc:
        if "{@internal" in doc:
            doc = _without_internal(doc)
        if "]{@link" in doc:
            doc = _JSDOC_TEXT_LINK.sub(r"\1", doc)
        doc = _JAVADOC_TAG.sub(_javadoc, _JAVADOC_CODE.sub(_javadoc_code, doc))
    if lang in _RDOC_LANGUAGES and "\\" in doc:
        doc = _RDOC_ESCAPE.sub("", doc)
    if lang in _RDOC_LANGUAGES and "[" in doc:
        doc = _RDOC_LINK.sub(lambda m: m.group(1) or m.group(2), doc)
    if lang in _RDOC_LANGUAGES and ("{" in doc or "+" in doc):
        doc = _RDOC_CODE.sub(r"`\1`", _YARD_LINK.sub(_yard_link, doc))
    elif lang == "markdown" and "{" in doc:
        doc = _YARD_PAGE_LINK.sub(lambda m: m[1] or _yard_link(m, 2), doc)
    if lang == "c" and "<" in doc:
        doc = _NATURAL_DOCS_LINK.sub(r"`\1`", doc)
    if lang == "csharp" and ("<" in doc or "&" in doc):
        doc = _xml_doc(doc)
    elif "<" in doc:
        doc = _without_html(doc)
    if lang in ("java", "scala") and "&" in doc:
        # Javadoc is HTML: commons-validator's "min &amp; max", `&lt;T&gt;`, `&#64;` for `@`
        # (about a thousand lines of the corpora); so is ScalaDoc (scala-xml's `Utility.escape`
        # read "Escapes the characters &lt; &gt; &amp; and &quot; from string."). Loaded here:
        # the entity table costs ~1.7 ms to import, and most answers hold no such doc.
        import html

        doc = html.unescape(doc)
    if "[" in doc:
        # A link whose reference is code, `[guard][`EnteredSpan`]`, is a link first: read the
        # other way, tracing's `Span.entered` read "returning a [guard]`EnteredSpan`".
        doc = _MD_CODE_LINK.sub(r"\1", _MD_LINK.sub(r"\1", doc))
        if lang in ("kotlin", "dart"):   # KDoc's and dartdoc's `[name]` references
            doc = _KDOC_LINK.sub(r"`\1`", doc)
        elif lang in _SHORTCUT_LINK:
            doc = _SHORTCUT_LINK[lang].sub(lambda m: m[1] or m[2], doc)
    return doc


def _scaladoc_link(m: re.Match[str]) -> str:
    """A ScalaDoc link as its label, a URL as itself, an entity as its name in code."""
    target, label = m.group(1), m.group(2)
    return label or (target if "://" in target else f"`{target}`")


def haddock_plain(doc: str) -> str:
    r"""One line of a Haddock comment with its inline markup as the words it renders to.

    >>> haddock_plain("@'space' sc lineComment@ skips /zero/ or more (see 'crlf', \\/)")
    '`space sc lineComment` skips zero or more (see `crlf`, /)'
    >>> haddock_plain('See "Data.Char", <https://x.org the docs>, a@b.c and parsers\' \'x\'\'')
    "See Data.Char, the docs, a@b.c and parsers' `x'`"
    """
    if "@" in doc:
        doc = _HADDOCK_CODE.sub(_haddock_code, doc)
    parts = _CODE_SPAN.split(doc)
    for i in range(0, len(parts), 2):   # the even parts lie outside code spans
        part = parts[i]
        if "'" in part:
            part = _HADDOCK_IDENT.sub(r"`\1`", part)
        if '"' in part:
            part = _HADDOCK_MODULE.sub(r"\1", part)
        if "<" in part:
            part = _HADDOCK_LINK.sub(lambda m: m.group(2) or m.group(1), part)
        if "/" in part:
            part = _HADDOCK_EMPHASIS.sub(r"\1", part)
        if "__" in part:
            part = _HADDOCK_STRONG.sub(r"\1", part)
        if "\\" in part:
            part = _HADDOCK_ESCAPE.sub(r"\1", part)
        parts[i] = part
    return "".join(parts)


def _haddock_code(m: re.Match[str]) -> str:
    """`@code@` as a code span, the identifiers it quotes bare (`@'space' sc@` is `space sc`)."""
    return "`" + _HADDOCK_IDENT.sub(r"\1", m.group(1)) + "`"


def _without_internal(doc: str) -> str:
    """``doc`` without its `{@internal …}` notes (braces inside balanced; one cut short runs
    to the end). phpDocumentor's inline tag holds a note for the project's own developers,
    left out of its public docs: phpseclib's `Blowfish::$key_length` read "The Key Length (in
    bytes) {@internal The max value is 256 / 8 = 32, …"."""
    while (start := doc.find("{@internal")) >= 0:
        depth, end = 0, len(doc)
        for i in range(start, len(doc)):
            depth += {"{": 1, "}": -1}.get(doc[i], 0)
            if depth == 0:
                end = i + 1
                break
        doc = (doc[:start].rstrip() + " " + doc[end:].lstrip()).strip()
    return doc


def _javadoc(m: re.Match[str]) -> str:
    """A Javadoc inline tag as what it renders to: its label, else its target as code."""
    target, label = m.group(1), m.group(2)
    if label is None and "|" in target:   # JSDoc's `{@link Suite|Suites}`
        target, _, label = target.partition("|")
    label = label.lstrip("|") if label else label   # TSDoc's `{@link Pipe | the pipe}`
    return label.strip() if label and label.strip() else f"`{target.lstrip('#')}`"


def _javadoc_code(m: re.Match[str]) -> str:
    """A Javadoc `{@code …}` as a code span of its text, spaces collapsed."""
    return f"`{' '.join(m.group(1).split())}`"


def _yard_link(m: re.Match[str], target: int = 1) -> str:
    """A YARD link (``_YARD_LINK``, ``_YARD_PAGE_LINK``: its groups from ``target``) as its
    title, else its target as code."""
    title = m.group(target + 1)
    return title.strip() if title else f"`{m.group(target)}`"


def _without_html(doc: str) -> str:
    """A doc with its HTML tags gone (``_HTML_BLOCK``, ``_HTML_INLINE``) and its style and
    script elements (``_HTML_RAW``), code spans untouched.

    >>> _without_html('<style>.p div{width:2rem}</style><div class="p"><div></div></div>')
    ''
    >>> _without_html("<p>Uses <code>x</code> and `<style>`.</p>")
    'Uses `x` and `<style>`.'
    """
    parts = _CODE_SPAN.split(_HTML_CODE.sub(r"`\2`", doc))
    for i in range(0, len(parts), 2):   # the even parts lie outside code spans
        part = _HTML_RAW.sub("", parts[i]) if "<s" in parts[i] else parts[i]
        parts[i] = _HTML_INLINE.sub("", _HTML_BLOCK.sub(" ", part))
    return one_line("".join(parts))


def _xml_ref(m: re.Match[str]) -> str:
    """A reference as `code`; a cref's braces are a generic's angle brackets, which XML
    cannot hold (Bogus's `<see cref="Faker{T}"/>` is `Faker<T>`)."""
    if m.group(1):
        return "`" + m.group(1).replace("{", "<").replace("}", ">") + "`"
    return f"`{m.group(2) or m.group(3)}`"


def _xml_doc(doc: str) -> str:
    """A C# XML doc comment's text as plain prose, references as `code`."""
    parts, at = [], 0
    for m in _XML_REF.finditer(doc):   # a reference's `<T>` is no tag to drop
        parts += [_XML_TAG.sub(" ", doc[at:m.start()]), _xml_ref(m)]
        at = m.end()
    parts.append(_XML_TAG.sub(" ", doc[at:]))
    doc = one_line("".join(parts))
    for entity, char in _XML_ENTITIES.items():
        doc = doc.replace(entity, char)
    return doc


# A URL ending a paragraph, and the word before it: alone, or after a phrase its own
# sentence, a URL is a reference (where the code came from, a spec), no description. An
# inline tag around it (`{@link https://…}`, PHPDoc's and Javadoc's) goes with it: the tag's
# opener was taken for the word before it, and phpseclib's `SSH2::$connections` read
# "Connection storage to replicate ssh2 extension functionality: {@link".
_TRAILING_URL = compiled(r"(?:^|(\S*)\s+)((?:\{@\w+\s+)?<?https?://\S+)$")
# A link to an issue, a pull request or a question names the problem (a test's
# "https://github.com/serilog/serilog/issues/2019"): it is the description.
_ISSUE_URL = compiled(r"/(?:issues?|pulls?|questions|bugs?)/[\w-]")
# Words a URL completes ("See https://…", "Adapted from https://…", "e.g. https://…"), and
# a `@see` tag's, whose URL is where the doc is (``docline._SEE_TARGET``).
_URL_LEADS = frozenset("see @see at in from of on to by per via for with into as is like and or "
                       "the a an this here also e.g. i.e.".split())


def without_trailing_url(paragraph: str) -> str:
    """``paragraph`` less a URL ending it, unless the word before it leads to it.

    mosaic's `Color.toAnsi256Code` was described by its comment's link alone
    ("https://github.com/ajalt/colormath/blob/4a0cc…"), `toAnsi16Code` as "simpler version
    without full conversion to HSV https://github.com/…"; "See https://…" keeps it.
    """
    if "://" not in paragraph:
        return paragraph
    m = _TRAILING_URL.search(paragraph)
    lead = m and (m.group(1) or "")
    # A lead with no ASCII word ("-", "至") may be what leads to it too; an odd backtick
    # before it is an RST link's (`` `JSON Web Key <https://…>`_ ``), the link its text.
    # "(see https://…)": the word in its bracket leads to it as well.
    if m is None or lead.endswith(":") or lead.lower().lstrip("([") in _URL_LEADS \
            or lead and not any(c.isascii() and c.isalnum() for c in lead) \
            or paragraph.count("`", 0, m.start(2)) % 2 or _ISSUE_URL.search(m.group(2)):
        return paragraph
    return paragraph[:m.start(2)].rstrip()
