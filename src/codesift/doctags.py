"""A doc's text in the dialect of one language or tool, read down to its description before
``docline.py`` takes the first sentence: Solidity's NatSpec tags, Doxygen's commands in C,
C++ and Objective-C, PowerShell's comment-based help, YARD's ``@return`` over a Ruby
attribute, Javadoc's bare ``{@value}`` (``own_value``), PHPDoc's ``@var TYPE description``
(``var_description``); and what a doc of tags alone says its declaration returns
(``returns_text``, the names a Solidity function gives its results apart: ``solidity_results``)
or where its `@see` points (``see_sentence``).

>>> dialect_text("@title Vault @notice Holds deposits.", "solidity", "contract")
'Holds deposits.'
"""
from __future__ import annotations

import re

from .languages import JS_FAMILY
from .lazy_re import lazy


def dialect_text(doc: str, lang: str, kind: str) -> str:
    """``doc`` with its language's dialect read: the tagged text that describes, without the
    commands that place it or the sections that follow it."""
    if lang == "solidity" and "@" in doc:
        doc = natspec(doc)
    if lang in DOXYGEN_LANGS and ("\\" in doc or "@" in doc):
        doc = doxygen(doc)
    if lang == "powershell" and "." in doc:
        doc = _HELP_KEYWORD.sub("", _HELP_SECTIONS.split(doc, 1)[0]).strip()
    if lang == "go" and "@" in doc:
        doc = _swag(doc)
    if kind == "property" and lang == "ruby" and doc.startswith("@return"):
        # YARD describes an attribute by its `@return`'s text: dry-validation's `@!attribute
        # [r] config` / `@return [Config] Contract's configuration object` showed no doc.
        doc = _YARD_RETURN.sub("", doc, count=1)
    return doc


# swag's annotations, a paragraph each in a stored Go doc (``chunk.comments``): the summary's
# and description's text is what describes (`// @Summary Show an account`), the others are
# the API's facts (`@Param id path int true "ID"`, `@Router /users/{id} [get]`, `@Tags`). A
# doc's line naming the handler for swag (`// ShowAccount godoc`) says nothing.
_SWAG_TEXT = lazy(r"(?m)^@(?i:summary|description)[ \t]+(?=\S)")
_SWAG_OTHER = lazy(r"(?m)^(?:@(?!deprecated\b)[A-Za-z]\S*(?:[ \t].*)?|\w+ godoc)(?:\n|$)")


def swag_titled(doc: str) -> bool:
    """Whether a Go doc's first paragraph that describes is swag's `@Summary` or `@Description`:
    a title, which may open with the handler's name as its verb (`// @Summary Upload file`
    over `func Upload` read "file" once the name was left out as a Go sentence's subject)."""
    for paragraph in doc.split("\n"):
        if _SWAG_TEXT.match(paragraph):
            return True
        if paragraph.strip() and not _SWAG_OTHER.fullmatch(paragraph):
            return False
    return False


def _swag(doc: str) -> str:
    """``doc``, a Go doc, with swag's annotations read: the summary and description as their
    text, the other annotations and the `Name godoc` line gone: swag's example handlers read
    "godoc" (the handler's name left out) or "@Summary Use Tags @Success 200 …"."""
    return _SWAG_OTHER.sub("", _SWAG_TEXT.sub("", doc)).strip("\n")


# Javadoc's `{@value}` with no reference renders as the documented constant's own value:
# commons-cli's `DEFAULT_WIDTH` "Default number of characters per line: {@value}.", 380
# constants of commons-lang, commons-compress, commons-cli and 7 more showed the tag itself.
# One naming another constant (`{@value #MAX}`) is a link, read by ``plain_tags``.
_OWN_VALUE = lazy(r"\{@value\s*\}")
_VALUE_CHARS = 60   # a longer initializer (an expression over lines) says less than the name


def own_value(doc: str, name: str, signature: str) -> str:
    """``doc`` with each bare `{@value}` as the value it renders to, read from the signature's
    initializer: a literal, as Javadoc allows (the name for an initializer that is folded, a
    block or longer than ``_VALUE_CHARS``, or none).

    >>> own_value("Default width: {@value}.", "WIDTH", "public static final int WIDTH = 74")
    'Default width: `74`.'
    >>> own_value("Tags: {@value}.", "TAGS", "static final String[] TAGS = {…}")
    'Tags: `TAGS`.'
    """
    m = re.search(rf"(?<!\w){re.escape(name)}\s*=\s*(.+)$", signature) if name else None
    value = m.group(1).strip() if m else ""
    if not value or len(value) > _VALUE_CHARS or any(c in value for c in "{\u2026"):
        value = name
    return _OWN_VALUE.sub(lambda _: f"`{value}`" if value else "", doc)


# NatSpec tags: a Solidity doc says what a function does under `@notice` (for users),
# `@dev` (for developers) or a contract's `@title`.
_NATSPEC_TAG = lazy(r"(?:^|\s)@(title|notice|dev)\b\s*")


# PowerShell's comment-based help: `.SYNOPSIS` and `.DESCRIPTION` introduce the description,
# `.PARAMETER`, `.EXAMPLE` and the other keywords end it.
_HELP_KEYWORD = lazy(r"(?:^|\s)\.(?:SYNOPSIS|DESCRIPTION)\b", re.I)
_HELP_SECTIONS = lazy(r"(?:^|\s)\.(?:PARAMETER|EXAMPLE|INPUTS|OUTPUTS|NOTES|LINK|COMPONENT"
                            r"|ROLE|FUNCTIONALITY)\b", re.I)


# Doxygen's commands (`\cmd` or `@cmd`) in a C, C++ or Objective-C doc (CLI11's "@brief class
# for extracting…", rapidjson's "\def RAPIDJSON_VERSION_STRING \ingroup RAPIDJSON_CONFIG
# \brief Version…", libevent's "@file event2/listener.h"): the `\brief` text is the
# description; a command placing the doc (`\file`, `\def NAME`, `\ingroup NAME`; `\class X`,
# not Objective-C's `@class X;`; `\relates X`, `\memberof X`, the class a free function's doc
# is listed under: cereal's `make_nvp` showed "@relates NameValuePair") says none, nor does a
# member group's `@name` title; `\c word` and `\p word` are code, `\em word` is emphasis
# (`\b` and `\a` are left: re2's docs say "Pushes a \b or \B"); `\param`, `\return`, `\note`,
# `\pre`… end it as JSDoc's block tags do.
DOXYGEN_LANGS = frozenset({"c", "cpp", "objc"})
DOXYGEN_BRIEF = lazy(r"(?:^|\s)[@\\](?:brief|short)\b\s*")
_DOXYGEN_PLACE = lazy(r"^(?:(?:[@\\](?:file|def|ingroup|addtogroup|defgroup|cond|headerfile"
                      r"|relates|related|relatesalso|relatedalso|memberof)"
                      r"|\\(?:class|struct|union|enum|namespace|interface|protocol))\b"
                      r"(?:[ \t]+[^\s@\\]+)?\s*)+")
_DOXYGEN_GROUP = lazy(r"[@\\]name\b")
# A code block opening the doc (`@code{c}` … `@endcode`), under the name of the header it is in
# if any: the declaration's synopsis, which its signature shows, never its description.
# FreeRTOS opens each API doc with one (`queue. h` / `@code{c}` / `QueueHandle_t xQueueCreate(
# …);` / `@endcode`), and `\code` ending a description, its 300 macros and prototypes read
# "queue.", "task.", "event_groups.h" or nothing. A stored doc cut inside the block (`…`, its
# `@endcode` past the cap: xTaskNotifyAndQueryIndexedFromISR's two prototypes) is all synopsis.
_DOXYGEN_SYNOPSIS = lazy(r"^\s*(?:[\w/.-]+\.[ \t]?h(?:pp|h|xx)?\s+)?[@\\]code\b"
                         r"(?:.*?[@\\]endcode\b\s*|(?:(?![@\\]endcode\b).)*\u2026\s*$)", re.S)
# A `\c`/`\p` word keeps C++'s `::` (range-v3's meta.hpp, "wrapper for \c std::size_t", was
# shown "`std`::size_t", 28 descriptions); a lone colon after it is punctuation.
_DOXYGEN_CODE = lazy(r"(?<!\S)[@\\][cp][ \t]+((?:[^\s,;:]|::)+?)(?=[\s,;]|:(?!:)|\.(?:\s|$)|$)")
# One opening a bracket's text ends at its closing one: SFML's `Glsl::Vec2` read "2D float
# vector (\p vec2 in GLSL)", rapidjson's "(\c size_t)" would have read "`size_t)`".
_DOXYGEN_CODE_BRACKETED = lazy(r"(?<=[(\[])[@\\][cp][ \t]+((?:[^\s,;:()\[\]]|::)+?)"
                               r"(?=[\s,;)\]]|:(?!:)|\.(?:\s|$)|$)")
# Markers shown as nothing: emphasis, a reference's, fmt's reStructuredText span, Eigen's
# `\internal` (its text still describes), a link's target before its text, the end of a
# conditional section (Crow's `/// @endcond` over `CatchallRule.has_handler` was its doc;
# `@cond NAME` is a placing command, ``_DOXYGEN_PLACE``), and `\overload`, whose generated
# sentence says only that it is one (range-v3's 18 overloads, `any_cast` among them, showed
# "\overload"; a text after it is the description).
_DOXYGEN_INLINE = lazy(r"(?<!\S)[@\\](?:(?:em|ref|rst|endrst|internal|endinternal|endlink"
                       r"|endcond|overload)\b"
                       r"|link[ \t]+\S+)[ \t]*")
# Markup Eigen's docs (vendored in taskflow) showed raw: a formula's `\f$ \sigma \f$` (as code),
# `\copydoc X` (as `@see X`, "See `X`."), `\deprecated` (as `@deprecated`, "Deprecated: …").
_DOXYGEN_FORMULA = lazy(r"\\f[$\[]\s*(.*?)\s*\\f[$\]]")
# `\sa X` and `\see X` are `@see X` (range-v3's meta.hpp: 85 lazy aliases' docs are "\sa
# `meta::_t` \ingroup lazy_invocation", shown as nothing); a `\ingroup NAME` after text places
# the doc as one at a line's start does, and is left out with its name.
_DOXYGEN_AS_TAG = lazy(r"(?<!\S)\\(?:copydoc|copybrief|copydetails|sa|see)\b")
_DOXYGEN_INGROUP = lazy(r"[ \t]+[@\\]ingroup[ \t]+[^\s@\\]+(?=\s|$)")
_DOXYGEN_DEPRECATED = lazy(r"(?<!\S)\\deprecated\b")
# An escaped character Doxygen prints as itself: cereal's "types found in \<map\>".
_DOXYGEN_ESCAPE = lazy(r"\\([<>&])")
DOXYGEN_BLOCK = lazy(r"(?:^|\s)[@\\](?:param|tparam|returns?|retval|result|throws?|exception"
                      r"|see|sa|note|pre|post|warning|since|todo|remarks?|attention|details"
                      r"|invariant|code|verbatim|example|ingroup)\b")


def doxygen(doc: str) -> str:
    """``doc`` with Doxygen's commands read: from its `\\brief` on, less the commands that
    place it and a member group's title, inline code in backticks, escapes as what they print.

    >>> doxygen("\\\\def VERSION \\\\ingroup CONFIG \\\\brief Version of \\\\c rapidjson.")
    'Version of `rapidjson`.'
    """
    doc = _DOXYGEN_SYNOPSIS.sub("", doc, count=1)
    brief = DOXYGEN_BRIEF.search(doc)
    if brief is not None:
        doc = doc[brief.end():]
    doc = _DOXYGEN_AS_TAG.sub("@see", _DOXYGEN_DEPRECATED.sub("@deprecated", doc))
    doc = _DOXYGEN_INGROUP.sub("", doc)
    # `\internal` first: it opens Eigen's `\internal \class X Helper for …`, whose `\class X`
    # places the doc only at a line's start.
    doc = "\n".join(_DOXYGEN_PLACE.sub("", _DOXYGEN_INLINE.sub("", p)) for p in doc.split("\n")
                    if not _DOXYGEN_GROUP.match(p))
    doc = _DOXYGEN_FORMULA.sub(lambda m: f"`{m.group(1)}`", doc)
    doc = _DOXYGEN_CODE_BRACKETED.sub(r"`\1`", _DOXYGEN_CODE.sub(r"`\1`", doc))
    return _DOXYGEN_ESCAPE.sub(r"\1", doc)


def natspec(doc: str) -> str:
    """The NatSpec text that describes: `@notice`, else `@title`, else `@dev`, else the doc."""
    parts = _NATSPEC_TAG.split(doc)
    tagged = {parts[i]: parts[i + 1].strip() for i in range(1, len(parts) - 1, 2)}
    return next((tagged[t] for t in ("notice", "title", "dev") if tagged.get(t)), doc)


# A YARD `@return` tag and its types, before the text describing the value.
_YARD_RETURN = lazy(r"@return\b[ \t]*(?:\[[^\]\n]*\][ \t]*)?")


# A `@return`/`@returns` tag (Doxygen's `\\return` too), the result's type before its text:
# JSDoc's `{Promise<T>}`, YARD's `[Boolean]`, PHPDoc's and LuaCATS's bare `string|null` or
# `iterable<int, string>`; and a JSDoc `-` between them.
_RETURN_TAG = lazy(r"(?:^|\s)@returns?\b[ \t]*")
_DOXYGEN_RETURN = lazy(r"(?:^|\s)[@\\]returns?\b[ \t]*")
# Swift Markup's `- Returns:` callout, in any case (CryptoSwift's `- returns: hex string`).
_SWIFT_RETURNS = lazy(r"(?:^|\s)[-*+][ \t]+returns[ \t]*:[ \t]*", re.I)
_OPENERS = {"{": "}", "[": "]", "<": ">", "(": ")"}


# A Solidity function's results: `returns (uint256 offset)`.
_RETURNS_LIST = lazy(r"\breturns\s*\(([^()]*)\)")


def solidity_results(signature: str) -> set[str]:
    """The names a Solidity function gives its results: `returns (uint256 offset, bool ok)`'s
    `offset` and `ok`.

    >>> sorted(solidity_results("function f() internal returns (uint256 offset, bool ok)"))
    ['offset', 'ok']
    """
    listed = _RETURNS_LIST.search(signature)
    if listed is None:
        return set()
    return {words[-1] for part in listed.group(1).split(",")
            if len(words := part.split()) > 1}


def returns_text(doc: str, lang: str) -> str:
    """The text of ``doc``'s first `@return` tag, its type left out ("" if it has none).

    A doc of tags alone describes its declaration by what it returns: junit4's
    `FrameworkField.getField`, `/** @return the underlying java Field */`, and upickle's
    `isObj`, `@return true if this is a json object`, showed no doc. Javadoc's own
    `{@return …}` renders "Returns …", as a first sentence is advised to read.

    >>> returns_text("@param k the key @return [Boolean] whether k is set", "ruby")
    'whether k is set'
    >>> returns_text("@return iterable<int, string>", "php")
    ''
    """
    tag = (_DOXYGEN_RETURN if lang in DOXYGEN_LANGS
           else _SWIFT_RETURNS if lang == "swift" else _RETURN_TAG).search(doc)
    if tag is None:
        return ""
    text = doc[tag.end():].lstrip()
    if lang in ("php", "lua") or text[:1] == "{" and lang in JS_FAMILY \
            or text[:1] == "[" and lang == "ruby":   # KDoc's `[TypeSpec]` is a link: text
        text = _past_type(text)
    text = text[1:].lstrip() if text.startswith("- ") else text
    return "" if text.startswith("@") else text   # guzzle's `@return X` / `@deprecated …`


def _past_type(text: str) -> str:
    """``text`` past the type opening it: one word, its brackets balanced (spaces in them)."""
    depth: list[str] = []
    for i, c in enumerate(text):
        if c in _OPENERS:
            depth.append(_OPENERS[c])
        elif depth and c == depth[-1]:
            depth.pop()
        elif not depth and c.isspace():
            return text[i:].lstrip()
        if not depth and c in "}]" and text[0] in "{[":
            return text[i + 1:].lstrip()
    return ""


# PHPDoc's `@var TYPE [$name] description`: a PHP property's or constant's doc is often this
# tag alone (PHP-Parser's `/** @var Node\Param[] Parameters */` over 315 node properties,
# guzzle's `@var array Default request options`, monolog's): read as a block tag, it
# showed nothing. Its description is what the property holds. The type runs to the first space
# outside brackets (`array<string, mixed>`, `array{type: int, line: int}`).
_VAR_TAG = lazy(r"@var(?=\s)")
_TYPE_BRACKETS = {"<": ">", "{": "}", "(": ")", "[": "]"}


def var_description(paragraph: str) -> str:
    """A PHPDoc `@var` paragraph's description, past its type and variable; else the paragraph."""
    said = past_var_tag(paragraph)
    return paragraph if said is None else said


def past_var_tag(paragraph: str) -> str | None:
    """What a paragraph opening with PHPDoc's `@var` says past its type and variable (""
    for `@var string` alone); None when it opens with no `@var`."""
    if not _VAR_TAG.match(paragraph):
        return None
    rest = paragraph[len("@var"):].lstrip()
    depth: list[str] = []
    end = len(rest)
    for i, ch in enumerate(rest):
        if ch in _TYPE_BRACKETS:
            depth.append(_TYPE_BRACKETS[ch])
        elif depth and ch == depth[-1]:
            depth.pop()
        elif ch.isspace() and not depth and not rest[:i].endswith(("|", "&", ":")) \
                and not rest[i:].lstrip().startswith(("|", "&")):
            end = i
            break
    said = rest[end:].strip()
    if said.startswith("$"):   # `@var string $name The name`: the variable is named already
        said = said.split(None, 1)[1] if " " in said else ""
    return said


# Rustdoc's hidden doctest lines (`# use anyhow::Result;`, `# fn main() {`, `#` alone): code an
# example compiles but does not show. Its fence gone from the stored doc, anyhow's `impl Context
# for Option` read "# type T = ();". Not a heading (`# Examples`, `# hyper`): a Rust keyword,
# an attribute or a line ending as a statement or block does.
_HIDDEN_LINE = lazy(r"#(?:[ \t]*$|[ \t]+(?:#!?\[|(?:use|fn|let|extern|struct|enum|impl|type|const"
                    r"|static|mod|pub|async|trait|unsafe|macro_rules!|unimplemented!|Ok)\b|.*[;{}]$))")
# A Google-style docstring's section header (`Args:`, `Returns:`) opening it: what follows
# describes parameters or results, not the declaration (transitions' `Transition.__init__`
# read "Args: source (str): The name of the source State."). Not `Note:` or `Example:`, whose
# words read as prose once joined to the header (trio's `SSLStream.__init__`, "Note: any new
# arguments here should likely also be added to…"; a regex's "Example: 'pkg/f.py:42:1: …'").
_GOOGLE_SECTION = lazy(r"(?:Args|Arguments|Parameters|Keyword Args|Keyword Arguments|Returns"
                       r"|Raises|Yields|Attributes|Todo):(?:\s|$)")


def code_or_fields(paragraph: str, lang: str) -> bool:
    """Whether a doc's ``paragraph`` opens code (a rustdoc hidden line) or a Google-style
    section of fields: no description is found there or after it.

    >>> code_or_fields("# use std::net;", "rust"), code_or_fields("# Examples", "rust")
    (True, False)
    >>> code_or_fields("Args: x (int): A number.", "python")
    True
    """
    if lang == "rust":
        return paragraph.startswith("#") and _HIDDEN_LINE.match(paragraph) is not None
    return lang == "python" and _GOOGLE_SECTION.match(paragraph) is not None


# A Ruby operator method's name (`Object#==`, `Pattern#===`, `Set#[]`).
_RUBY_OPERATOR = r"===?|=~|<=>|\[\]=?|[+\-*/%<>!~^&|]+@?"
# A `@see` tag's code reference (`@see Dao#queryForId(Object)`, PHPDoc's `@see Foo::bar()`,
# Javadoc's `@see #now()`, a name in backticks or `{@link Foo}`) or URL: a doc of such tags
# alone, above ormlite's `RuntimeExceptionDao` wrappers (106) and disruptor's (136), says
# whose doc describes the code (remeda's `INTERNAL_SYMBOLS`, "@see
# `injectAdditionalTypeDeclarations`", showed none), and YARD's `(see Pattern#===)`, whose doc it
# copies (mustermann's 53 wrappers). Javadoc's `@see <a href="…">COMPRESS-492</a>` (commons-
# compress's tests) and `@see "Title"` say what to read; KDoc's `@see [Visitor]` links. A code
# path may be deep and end as Ruby's methods do (`Puma::Cluster#check_workers`,
# `Mustermann::Match#eql?`, `Object#==`). Other tags may follow.
_SEE_TARGET = lazy(r"@see\s+(?:`([^`\n]+)`"
                   r"|\{@link(?:code|plain)?\s+(?!https?:)([^\s|}]+)[^}]*\}"
                   r"|((?=[\w$\\#])[\w.$\\]*(?:(?:#|::|\.)(?:[\w$]+[?!=]?|%s))*(?:\([^()]*\))?)"
                   r"|\{@link\s+(https?://[^\s|}]+)[^}]*\}|\"(https?://[^\s\"]+)\""
                   r"|(https?://\S+)|\(see\s+([^\s()]+)\)"
                   r"|<a\s[^<>]*>\s*([^<>]*?[^\s<>])\s*</a>|(\"[^\"\n]*\w[^\"\n]*\")"
                   r"|\[([A-Za-z_][\w.#]*)\])\s*(?=@|$)" % _RUBY_OPERATOR)


def see_sentence(paragraph: str, at: int) -> str:
    """Where the `@see` tag at ``at`` in ``paragraph`` points, as ``docline.py`` shows a doc
    of tags alone ("See `Foo`.", "See https://…": a URL is no code, and no full stop is read
    with it), or ""."""
    see = _SEE_TARGET.match(paragraph, at)
    if see is None:
        return ""
    url = see[4] or see[5] or see[6]
    if url:
        return f"See {url}"
    if see[8] or see[9]:   # a link's text, a title: words, no code
        return f"See {see[8] or see[9]}."
    return f"See `{see[1] or see[2] or see[3] or see[7] or see[10]}`."


# PHPUnit's `@testdox` is the sentence its test reports in place of the method's name
# ("@test @dataProvider domains @testdox Always return true if the module is turned off"):
# among a test's tags, it is what the test checks.
_TESTDOX = lazy(r"(?:^|\s)@testdox[ \t]+([^\n]+?)[ \t]*(?=\s@[a-zA-Z]|\n|$)")


def testdox(doc: str) -> str:
    """The text of ``doc``'s `@testdox` tag, as a sentence, or "".

    >>> testdox("@test\\n@testdox Normalizes HTML templates @dataProvider cases")
    'Normalizes HTML templates'
    """
    if "@testdox" not in doc:
        return ""
    m = _TESTDOX.search(doc)
    return m[1] if m else ""
