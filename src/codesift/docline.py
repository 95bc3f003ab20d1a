"""A doc comment's first sentence as one line of plain prose, for an address line.

Doc markup costs characters and tells an agent nothing a plain name would not: Sphinx roles,
Javadoc ``{@link}`` tags, C# XML tags, Markdown links, NatSpec and PowerShell help keywords
become plain text, a Go comment's opening name (printed just before it) goes, and the first
sentence is cut at ``DOC_CHARS``. ``address.py`` puts it after the declaration's label.

>>> first_sentence("Send a request. Retries on failure.")
'Send a request.'
"""
from __future__ import annotations

import re

from .docmarkup import (NO_PROSE, YARD_INCLUDE, one_line, plain_emphasis, plain_tags, rst_plain,
                        without_trailing_url)
from .docnames import names_only, signature_only, unnamed
from .doctags import (DOXYGEN_BLOCK, DOXYGEN_LANGS, code_or_fields, dialect_text, own_value,
                      returns_text, see_sentence, solidity_results, swag_titled, testdox,
                      var_description)
from .lazy_re import lazy
from .languages import GRAMMAR_LANGUAGES
from .model import Hit
from .odoc import is_heading, opens_code
from .regex_cache import compiled
from .sentences import first_sentence

# Control characters a pasted query, a file's name or its text may hold (an ESC opening a
# terminal escape, a NUL): written as escapes, never raw to a terminal or a parser of lines.
# So are the bidirectional overrides and isolates, which reorder what a reader sees ("Trojan
# Source": a comment that seems to close, a string that seems to end).
CONTROL = compiled(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
# The same with tabs and newlines: what no one line, shell or filter can hold as it is.
UNPRINTABLE = compiled(r"[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


# A doc that marks its declaration deprecated: Javadoc's and JSDoc's `@deprecated`, a doc
# opening "Deprecated" (as ``chunk.deprecation`` writes an annotation's), Go's "Deprecated:"
# paragraph, Sphinx's `.. deprecated:: 8.5.0` paragraph (click's `_get_binary_stream`).
_DEPRECATED = compiled(r"\W*(?i:deprecated)\b|.*?\bDeprecated:|.*?^\.\. deprecated::",
                       re.S | re.M)


def says_deprecated(doc: str) -> bool:
    """Whether a doc tells its reader not to use what it documents.

    >>> says_deprecated("Bind checks the Method. Deprecated: use ShouldBindWith.")
    True
    >>> says_deprecated("Warns when a deprecated option is used.")
    False
    >>> says_deprecated("Returns a stream.\\n.. deprecated:: 8.5.0 Will be removed.")
    True
    """
    # Most docs say nothing of it: a substring test at C speed spares them the regex, whose
    # lazy scans cost a query ~0.3 ms over the docs of its candidates.
    return "precat" in doc.lower() and _DEPRECATED.match(doc) is not None


def _escape(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(text: str) -> str:
    """``text`` with its control characters (newlines and tabs aside) as ``\\xNN``, and its
    bidirectional controls as ``\\uNNNN``.

    >>> visible("a\\x1bb\\u202ec")
    'a\\\\x1bb\\\\u202ec'
    """
    return CONTROL.sub(_escape, text)


# JSDoc/PHPDoc/Javadoc, YARD and Lua (LuaCATS, LDoc) block tags end the description ("Lookup view
# by name @param {string}"); a doc that is only tags (`---@generic F: fun()`) has none. So do
# the tags of tools, PHPUnit's among them, spelt as they are and followed by a space:
# monolog's `Logger::DEBUG` read "Detailed debug information @deprecated Use
# \Monolog\Level::Debug", guzzle's tests "@covers \GuzzleHttp\Cookie\CookieJar"; "annotated
# @Deprecated" and starlette's "Support @requires(...) on class methods." are prose. A YARD
# directive (`@!attribute`, `@!scope`) is a tag too, and so are PHPStan's generics
# (league/csv's `Schema` read "@implements IteratorAggregate<array-key, Field>"). A word
# punctuated right after it is prose naming a decorator: toolz's "Like @property, but returns
# ``classval`` when used as a class attribute" read "Like".
# PHPStan's and Psalm's purity tags unprefixed (brick/math's `/** @pure */` over private
# helpers read "@pure", where `@internal` / `@pure` read nothing) say how, not what.
_BLOCK_TAG = compiled(r"(?:^|\s)@(?:!\w+|param|returns?|throws|exception|private|public|"
                      r"protected|internal|api|see|since|example|type|typedef|property|template|"
                      r"inheritdoc|override|access|author|version|var|method|package|todo|"
                      r"class|alias|generic|field|overload|async|nodiscard|"
                      r"diagnostic|cast|enum|meta|module|usage|tparam|typeparam|treturn|"
                      r"raises?|yield(?:param|return)?|option|note|"
                      # JSDoc's tags that place or classify, no description: chokidar's
                      # `NodeFsHandler` read "@mixin".
                      r"mixin|mixes|namespace|memberof!?|lends|abstract|static|readonly|callback|"
                      r"fires|listens|emits|hideconstructor|constructs|augments|borrows|instance"
                      # JSDoc's/TypeDoc's `@ignore` (ioredis's `Redis.stream`), `@inline`;
                      # TypeScript's `@satisfies {T}` in JavaScript (eslint-plugin-react's
                      # `rules` read "@satisfies {Record<string, …RuleModule>}")
                      r"|ignore|inline|satisfies"
                      # JSDoc's `@name` (swagger-codegen's clients: CTFd's 87 `API#get_…`
                      # methods read "@name API#get_files_detail"); TypeDoc's `@noInheritDoc`
                      # (Lexical's 15 node classes read "@noInheritDoc").
                      r"|name|noinheritdoc"
                      r"|(?-i:deprecated|final|link|default|legacy|(?:phpstan|psalm)-[\w-]+"
                      r"|implements|extends|pure|impure|immutable"
                      r"|covers(?:DefaultClass|Nothing)?|dataProvider|requires|depends"
                      r"|doesNotPerformAssertions|runInSeparateProcess|runTestsInSeparateProcesses"
                      r"|preserveGlobalState|test|testWith|testdox|group|before|beforeClass"
                      r"|after|afterClass|codingStandardsIgnore\w*|codeCoverageIgnore\w*"
                      # PHPUnit's size, ticket and state tags, and the `@issue` a suite writes
                      # as `@ticket` (mockery's `ContainerTest` read "@issue issue/21").
                      r"|small|medium|large|ticket|issue|uses|backupGlobals|backupStaticAttributes"
                      r"|preCondition|postCondition"
                      r"|exclude(?:GlobalVariable|StaticProperty)FromBackup"
                      # slevomat's `@phpcsSuppress Sniff.Name` (ramsey/uuid's data providers)
                      r"|phpcsSuppress"
                      # LDoc's (Penlight's `@within Copying`, `@string s`, `@int[opt] n`).
                      r"|string|int|bool|func|function|tab|table|number|within|local|ret)"
                      r"(?=[\s\[]|$))\b(?![,.;)])"
                      r"|\{@inheritdoc\}", re.I)
# Objective-C's keywords among ``_BLOCK_TAG``'s tags: `@property`, `@class`, an instance
# variable's `@private`, `@protected`, `@public`, `@package`.
_OBJC_KEYWORDS = frozenset({"property", "class", "private", "protected", "public", "package"})
_TAG_WORD = compiled(r"@(\w+)")
# A tag that names, credits or places what it documents, opening its doc above the description
# (Carbon's `@alias copy` / `Get a copy of the instance.`, 16 methods; koin's `@author`, csv's
# `@throws SyntaxError`; Leafdoc's and JSDoc's naming and placing tag lines, a paragraph each
# in a stored doc, ``doctext._head_tags_apart``: Leaflet's `@method getLatLng: LatLng` over
# "Returns the current geographical position…"): passed over, where another opening tag ends
# the search.
_LEADING_TAG = compiled(r"@(?:alias|author|since|version|see|api|throws|exception|package|"
                        r"subpackage|category|license|copyright|namespace|section|alternative"
                        r"|class|inherits|aka|miniclass|uninheritable|method|function|name"
                        r"|constructor|factory|property)\b(?![,.;)])")
# TSDoc's `@remarks` opening a doc is the only prose it has: kysely's `orderBy` overloads read
# "@remarks This is only supported by some dialects like MySQL…".
_DESCRIPTION_TAG = compiled(r"@(?:summary|description|desc|classdesc|remarks)\b[ \t]*(?=\S)")
# A tool's own summary tag (`@liquid_summary`) after its other tags, each with its words:
# liquid's 100 documented filters, tags and objects read "@liquid_public_docs @liquid_type
# filter @liquid_category array @liquid_summary Returns the size of a string or array.".
_PREFIXED_SUMMARY = compiled(r"(?:@\w+(?:[ \t]+[^@\s]+)*[ \t]+)*?@[a-z]\w*_(?:summary|description)\b"
                             r"[ \t]*(?=[^@\s])")
# Sphinx's info fields do in a docstring what block tags do in JSDoc: pluggy's `:meta private:`
# was the description of five members, requests' `:rtype: bool` of `is_ipv4_address`.
_RST_FIELD = lazy(r"(?:^|\s):(?:param|parameter|arg|argument|key|keyword|type|returns?|rtype"
                        r"|raises?|except|exception|var|ivar|cvar|vartype|meta|yields?|ytype)"
                        r"\b[^:\n]*:(?=\s|$)")
_INHERIT_DOC = "{@inheritdoc}"
# Swift Markup's callouts for a function's inputs and outputs, in any case, are block tags:
# CryptoSwift's `Scrypt.init` read "parameters:", its `String.encrypt` "parameter cipher:
# Instance of `Cipher`". (`- Note:`, `- Important:` and the like are prose, and stay.)
# A list item's, as Swift writes them: "Parameters for the key: …" is prose.
_SWIFT_CALLOUT = lazy(r"[-*+][ \t]+(?:parameter[ \t]+[^\s:]+|parameters|returns|throws)[ \t]*:",
                      re.I)
# A work note (`// TODO: Use json<T>() when it's fixed in TS.` above ky's `json`): kept in
# the doc, whose words are the code's and found by a search, but no description of it. So is
# Rust's `// SAFETY:` comment, why an `unsafe` item holds (aho-corasick's three
# `unsafe impl Automaton for …` were described "SAFETY: 'start_state' always returns …").
WORK_NOTE = compiled(r"(?:TODO|FIXME|XXX|HACK)\b|SAFETY:")
# A note's tag opening a paragraph, its author's handle with it (falcon's 51 `NOTE(kgriffs):
# According to RFC 7159, …` and `PERF(kgriffs): Avoid an extra namespace lookup …`,
# jackson-core's `NOTE:`): the sentence after it describes the code, the tag does not.
_NOTE_TAG = compiled(r"(?:NOTE|PERF|NB|N\.B\.)(?:\([^()\s]+\))?:\s+(?=\S)")
# C#'s `<inheritdoc cref="IDatabase.StreamAdd(RedisKey, …)"/>` alone names the member whose
# doc applies, as a `@see` does (StackExchange.Redis's 388 wrappers showed no description).
_INHERITDOC_TARGET = compiled(r'<inheritdoc\s+cref="(?:[A-Z]:)?([^"]+)"\s*/>\s*')
# TomDoc's default visibility opening a paragraph, alone or before its sentence.
_TOMDOC_PUBLIC = compiled(r"Public(?::\s*|\s*$)")
# Sphinx's version directives (`.. deprecated:: 3.0.0 Use X instead.`), read as Sphinx renders
# them: "Deprecated since version 3.0.0: Use X instead." Else the paragraph was no description
# (an RST directive), and pyparsing's `ParseResults.asList` showed no doc at all.
_RST_VERSION = compiled(r"\.\. (deprecated|versionadded|versionchanged|versionremoved)::"
                        r"[ \t]*(\S+)[ \t]*(.*)")
_RST_VERSION_WORDS = {"deprecated": "Deprecated since version", "versionadded": "Added in version",
                      "versionchanged": "Changed in version",
                      "versionremoved": "Removed in version"}
# A Markdown (or RDoc) heading alone on its line of the stored doc (``chunk.base.collapse_doc``).
# A heading may be code in lowercase: a call's signature (chai's `### isIterable(obj,
# [message])`) or a dotted name alone (`### config.includeStack`), which no "# of bytes read"
# is, nor a file's name over an example's code (`# urls.py`, `# credo_demo_plugin.ex`).
HEADING_CODE = r"[a-z_$][\w$.]*\(|[a-z_$][\w$]*(?:\.[\w$]+)*\.(?![a-z]{1,4}[ \t]*$)[\w$]+[ \t]*$"
_MD_HEADING = compiled(r"#{1,6}[ \t]+(?:(?![a-z])\S|" + HEADING_CODE + r")|#{2,6}[ \t]+[a-z]"
                      r"|={1,6}[ \t]+[A-Z]|={2,6}[A-Z]")   # see ``chunk.docparagraphs._HEADING``
# Where a doc is Markdown by definition, a `#` paragraph is a heading whatever its case: rustdoc's
# (a crate's `//! # hyper`, `//! # tracing-serde` over its prose were its file's description)
# and Go's (1.19's `# Heading` paragraphs). A rustdoc hidden line, `# use …`, is told apart
# first (``doctags.code_or_fields``).
_ANY_HEADING_LANGS = frozenset({"rust", "go"})
_ANY_HEADING = compiled(r"#{1,6}[ \t]+\S")


# Markup that costs characters and tells an agent nothing a plain name would not.
# Sphinx roles: :class:`~pkg.Name` -> `Name`, :func:`title <target>` -> `title`. Not one
# opening right after a backtick or a word: that is a code span's `:smile:` (markdig's emoji
# table, `` | `:smile:` | 😄 | ``, read the closing backtick as the role's and lost the cell).
RST_ROLE = compiled(r"(?<![`\w]):(?:[\w-]+:)+`!?(~?)([^`<]*?)\s*(?:<[^`>]*>)?`")
_RST_LITERAL = compiled(r"``([^`]+)``")
# A list item or quote marker opening a Markdown section's first line; reStructuredText
# numbers an item `#.` too (packaging's release-process.rst, "#. Checkout the current ``main``
# branch.", showed no doc: "#." was its sentence). A heading quoted goes with its quote's
# marker (RxSwift's Rx.playground pages, `> # IMPORTANT: To use **Rx.playground**:`, showed
# "# IMPORTANT: …").
_LIST_MARKER = compiled(r"^(?:>[ \t]+#{1,6}(?=[ \t])|[-*+>]|\d+[.)]|#\.)\s+")
# A whole file's summary is its first line as written in a language of neither prose nor
# code (whose summaries are comments, docstrings, sections): a `.gitattributes`' `* text=auto`
# or a YAML list's `- name: …` keeps its marker.
_LISTS = GRAMMAR_LANGUAGES | {"markdown", "rst", "rdoc", "asciidoc"}
# Sphinx's ``#:`` attribute comments keep their colon on every line once ``#`` is stripped.
_SPHINX_ATTR_COLON = lazy(r"(?:^|\s):\s")


def rst_role(m: re.Match[str]) -> str:
    """A Sphinx role (``RST_ROLE``) as the name it shows, as code (``~`` shows the last dotted
    part, as Sphinx does)."""
    text = m.group(2)
    return f"`{text.rsplit('.', 1)[-1] if m.group(1) else text}`"


# A numpydoc section's heading and rule (`Parameters` / `----------`, a paragraph's start in
# the stored doc): what follows describes parameters or results, not the declaration (tqdm's
# `EMA.__call__` read "Parameters ---------- x : float …"). Like a doctest (`>>> f(1)`,
# tqdm's `FormatReplace`) or a code fence, it ends the search for a description.
_NUMPYDOC_SECTION = compiled(
    r"(?:Parameters|Other Parameters|Returns|Yields|Receives|Raises|Warns|Warnings|See Also|"
    r"Notes|References|Examples?|Attributes|Methods)[ \t]+-{3,}(?:\s|$)")


# What a `@return` tag can describe: a class's doc of YARD `@!attribute` blocks (faraday's
# `Env`) is no "Returns HTTP method".
_RETURNING = frozenset({"function", "method", "constructor", "prototype", "property", "macro"})


def description(hit: Hit) -> str:
    """The doc's first sentence (``_description``), else, for a doc of tags alone, PHPUnit's
    `@testdox` sentence (``doctags.testdox``), else what its `@return` tag says: "Returns the
    underlying java Field" (``doctags.returns_text``), else where its first `@see` tag points:
    "See `Dao#queryForId(Object)`."."""
    sentence, seen = _description(hit)
    return sentence or _testdox(hit) or _returned(hit) or seen


def _testdox(hit: Hit) -> str:
    """A doc's `@testdox` sentence, its markup read, or ""."""
    said = testdox(hit.doc)
    return first_sentence(_prose(said, hit.lang)[0]) if said else ""


def _returned(hit: Hit) -> str:
    """What a doc's `@return` tag says its declaration returns, as a sentence, or ""."""
    if "eturn" not in hit.doc or hit.kind not in _RETURNING:   # Swift's `- Returns:` too
        return ""
    said, _ = _prose(returns_text(dialect_text(hit.doc, hit.lang, hit.kind), hit.lang), hit.lang)
    # One word is a type (`@return void`, LuaCATS's `@return F`), "TODO: add return
    # description." a work note, YARD's `(see Pattern#initialize)` a reference: none describes.
    if " " not in said or WORK_NOTE.match(said) or said.startswith("(see "):
        return ""
    word, _, rest = said.partition(" ")
    if word.lower() in ("return", "returns"):   # json-path's "@return return the mapped object"
        word, _, rest = rest.partition(" ")
    if hit.lang == "solidity" and rest and word in solidity_results(hit.signature):
        # NatSpec's `@return offset The offset of …` names the returned variable first: solady's
        # `_getImmutableArgsOffset` read "Returns offset The offset of the packed …".
        word, _, rest = rest.partition(" ")
    if word.isalpha() and (word[1:].islower() or len(word) == 1):   # "The …", not "ABI", "`true`"
        word = word.lower()
    return first_sentence(f"Returns {word} {rest}".rstrip())


def _description(hit: Hit) -> tuple[str, str]:
    """The doc's first sentence as plain prose: markup, comment residue and a repeated name
    gone; and, when no sentence is found, where the doc's first `@see` tag (or C#'s
    `<inheritdoc cref="…"/>`) points.

    The stored doc keeps the source's text (JSON shows it whole), one paragraph a line; the
    address line has ~18 tokens for it, so characters spent on ``:class:`` roles or ``{@link}``
    tags, a Go comment restating the name just printed, or a first line with no words at all
    are characters the sentence itself does not get. The sentence is the first paragraph's:
    a rustdoc section's heading (`## Panics`) and a work note (`TODO: …`) are passed over, a
    code fence, a doctest or a numpydoc section ends the search.
    """
    doc = dialect_text(hit.doc, hit.lang, hit.kind)
    if "{@value" in doc:
        doc = own_value(doc, hit.symbol, hit.signature)
    declared = hit.kind not in ("section", "file")   # a page's or a file's link is its text
    version_note = ""   # an opening `.. versionchanged::`, if no sentence follows it
    seen = ""   # the first `@see` tag's reference, if no sentence follows it
    heading = ""   # a file doc's first heading, its `#`s gone, if no sentence follows it
    noted = False   # the paragraph before was a work note: a list right under it is its own
    paragraphs = doc.split("\n")
    for at, paragraph in enumerate(paragraphs):
        if noted and _LIST_MARKER.match(paragraph):
            # streamlink's `# TODO: rewrite data structure` / `#  - replace prefix logic with
            # namespaces` over `class Cache` showed the note's first item as the description.
            continue
        noted = False
        if declared:
            paragraph = without_trailing_url(paragraph)
        if hit.lang == "ruby" and paragraph.startswith("Public"):
            # TomDoc's visibility: "Public: Find a gate by name." (flipper's 200 docs) is the
            # default, read before every sentence, and "Public" alone says nothing; "Internal:"
            # and "Private:" warn a caller off, and stay.
            paragraph = _TOMDOC_PUBLIC.sub("", paragraph, count=1)
        if code_or_fields(paragraph, hit.lang):   # before a heading: `# #[derive(Debug)]`
            return "", seen
        if _MD_HEADING.match(paragraph) or (noted := WORK_NOTE.match(paragraph) is not None) \
                or hit.lang in _ANY_HEADING_LANGS and _ANY_HEADING.match(paragraph) \
                or hit.lang == "ocaml" and paragraph.startswith("{") and is_heading(paragraph):
            if not heading and paragraph[0] in "#=" and hit.kind == "file":
                heading = paragraph.strip("#= \t")   # (`== Install ==` closes with its marks)
            continue
        if paragraph.startswith(("[", "!", "<br")) and NO_PROSE.fullmatch(paragraph):
            continue
        if declared and (names_only(paragraph, hit) or at + 1 < len(paragraphs)
                         and signature_only(paragraph, hit)):
            # A paragraph naming the declaration alone says nothing the address does not:
            # libssh2's headers open each doc so ("libssh2_knownhost_del()", then "Remove
            # a host from the collection of known hosts."), zod's `// ZodURL` over `ZodURL`;
            # nor does its call signature above a description, h5py's "(ObjectID loc,
            # STRING name) => BOOL". Alone it stays: boltons' "OMD.viewkeys() -> a set-like
            # object providing a view on OMD's keys" is the description.
            continue
        if paragraph.startswith(("NOTE", "PERF", "NB", "N.B.")):
            paragraph = _NOTE_TAG.sub("", paragraph, count=1)
        if paragraph.startswith(("```", "{{{", ">>> ")) or _NUMPYDOC_SECTION.match(paragraph) \
                or hit.lang == "ocaml" and paragraph.startswith("{") and opens_code(paragraph):
            return "", seen
        if paragraph.startswith("<inheritdoc") and \
                (inherited := _INHERITDOC_TARGET.fullmatch(paragraph)) is not None:
            # A cref's braces are a generic's angle brackets (`Faker{T}` is `Faker<T>`).
            seen = seen or "See `" + inherited[1].replace("{", "<").replace("}", ">") + "`."
            continue
        if paragraph.startswith("{include:") and \
                (included := YARD_INCLUDE.match(paragraph)) is not None:
            # YARD's include opening a doc (concurrent-ruby's `Promises`, `{include:file:
            # docs-source/promises-main.md}`) says where the doc is, as a `@see` does.
            seen = seen or f"See `{included[1]}`."
            paragraph = paragraph[included.end():].lstrip()
            if not paragraph:
                continue
        if paragraph.startswith("@") and _LEADING_TAG.match(paragraph):
            seen = seen or see_sentence(paragraph, 0)
            continue
        # JSDoc's explicit `@summary`/`@description` (mocha's `Mocha.grep`, "@summary Sets
        # `grep` filter …"; grape's `@description Add middlewares …`) opens the text itself.
        described = (_DESCRIPTION_TAG.match(paragraph) or _PREFIXED_SUMMARY.match(paragraph)) \
            if paragraph.startswith("@") else None
        if described is not None:
            paragraph = paragraph[described.end():]
        if paragraph.startswith("@var") and hit.lang == "php":
            paragraph = var_description(paragraph)
        version = _RST_VERSION.match(paragraph) if paragraph.startswith(".. ") else None
        if version is not None:
            # A deprecation is what a caller must know first, as an opening `@deprecated`
            # is (``_prose``); when a version was added or changed is read only when no
            # sentence follows (click's `Option.get_default` has none).
            said = _RST_VERSION_WORDS[version[1]] + " " + version[2].rstrip(":")
            paragraph = f"{said}: {version[3]}" if version[3] else f"{said}."
            if version[1] != "deprecated":
                version_note = version_note or paragraph
                continue
        doc, tagged = _prose(paragraph, hit.lang, hit.kind != "file" or hit.lang in _LISTS)
        if tagged and not seen and " @see " in paragraph and not any(c.isalnum() for c in doc):
            # A `@see` after other tags (commons-compress's `@param data …` / `@see
            # ZipExtraField#parseFromCentralDirectoryData(byte[], int, int)`) points there too.
            seen = see_sentence(paragraph, paragraph.index(" @see ") + 1)
        if tagged or any(c.isalnum() for c in doc):   # all that follows a block tag is tags
            break
    else:
        if not version_note:
            # A file doc of headings alone is summarised by its first, unless that is one
            # word: a crate's or module's name (`//! # warp`) says nothing the path does not.
            return (first_sentence(heading), seen) if " " in heading else ("", seen)
        doc, _ = _prose(version_note, hit.lang, hit.kind != "file" or hit.lang in _LISTS)
    if hit.lang in ("python", "haskell") and " >>> " in doc:
        # A doctest the paragraph runs on into, no blank line between, ends its sentence
        # ("Prints the state after running `p`: >>> p = modify succ …"; Java's `x >>> 32` is
        # an operator, and stays).
        doc = doc[:doc.index(" >>> ")]
    if not (hit.lang == "go" and swag_titled(hit.doc)):
        doc = unnamed(doc, hit)
    sentence = first_sentence(doc)
    # A sentence with no word in it (``{``), an RST directive (``.. module:: http``) or a
    # markup declaration (``<!DOCTYPE html>``, ``<?xml ...?>``) is not a description.
    if sentence.startswith(("<!", "<?", ".. ")) or not any(c.isalnum() for c in sentence):
        return "", seen
    return sentence, seen


def _prose(paragraph: str, lang: str, lists: bool = True) -> tuple[str, bool]:
    """One paragraph of a doc as plain prose, and whether a block tag (``@param``) cut it;
    with ``lists``, less a list item's or quote's marker."""
    doc = one_line(paragraph)
    if lang == "swift" and _SWIFT_CALLOUT.match(doc):
        return "", True
    if doc.startswith(": "):
        doc = _SPHINX_ATTR_COLON.sub(" ", doc).strip()
    if ":`" in doc:
        doc = RST_ROLE.sub(rst_role, doc)
    if "``" in doc:
        doc = _RST_LITERAL.sub(r"`\1`", doc)
    if lang in ("python", "rst"):
        doc = rst_plain(doc, page=lang == "rst")
    doc = plain_tags(doc, lang)
    if lists:
        # A list item's marker, and emphasis around words (`**DEPRECATED** use X`, numpydoc's
        # `*iterable*`): a file's first line in a language of neither prose nor code keeps
        # both (a `.gitattributes`' `**/snapshots/** filter=lfs`).
        doc = plain_emphasis(_LIST_MARKER.sub("", doc))
    # `{@inheritDoc} The cancel operation is not supported.`: the inherited part is elsewhere,
    # the words after it are this declaration's own.
    if doc[:len(_INHERIT_DOC)].lower() == _INHERIT_DOC:
        doc = doc[len(_INHERIT_DOC):].lstrip()
    tag = _BLOCK_TAG.search(doc)
    if lang == "go" and tag is not None and tag.start() > 0:
        # Go has no block tags: a `@word` in a sentence is prose (gqlgen's "… use @requires to
        # …"); swag's annotation lines are paragraphs of their own, read by ``dialect_text``.
        tag = None
    if lang == "objc":
        tag = _objc_block_tag(doc, tag)
    if lang in DOXYGEN_LANGS and ("\\" in doc or "@" in doc):
        block = DOXYGEN_BLOCK.search(doc)
        if block is not None and (tag is None or block.start() < tag.start()):
            tag = block
    if lang == "python" and ":" in doc:
        field = _RST_FIELD.search(doc)
        if field is not None and (tag is None or field.start() < tag.start()):
            tag = field
    # A deprecation note opening the doc is its description, what to use instead ("@deprecated
    # Use CompletableFuture."), said as an annotation's is (``chunk.deprecation``): "Deprecated:
    # Use CompletableFuture." (Carbon's 70 answers read "@deprecated To avoid conflict…").
    # After words, it ends them.
    if tag is not None and tag.start() == 0 and doc.startswith("@deprecated"):
        rest = doc[len("@deprecated"):]
        tag = _BLOCK_TAG.search(rest)
        said = (rest if tag is None else rest[:tag.start()]).strip()
        return f"Deprecated: {said}" if said else "Deprecated.", tag is not None
    if tag is None:
        return doc, False
    return doc[:tag.start()].rstrip(), True


def _objc_block_tag(doc: str, tag: re.Match[str] | None) -> re.Match[str] | None:
    """``tag``, or the next block tag, past Objective-C's keywords that a sentence names:
    Mantle's `+propertyKeys`, "Returns the keys for all @property declarations, except …",
    read "Returns the keys for all". A keyword right after a word (no full stop, colon or line
    break between) is prose; one opening the doc or a line is the tag it looks like."""
    while tag is not None:
        word = _TAG_WORD.search(tag.group())
        before = doc[:tag.start() + len(tag.group()) - len(tag.group().lstrip())]
        line = before[before.rfind("\n") + 1:].rstrip()
        if word is None or word.group(1).lower() not in _OBJC_KEYWORDS \
                or not line or line[-1] in ".:;!?":
            return tag
        tag = _BLOCK_TAG.search(doc, tag.end())
    return None
