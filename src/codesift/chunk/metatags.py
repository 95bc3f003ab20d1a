"""Docs of tags alone that say nothing of what a declaration is (``meta_only``): when, by whom
or for whom it was written, how tools are to check or run it, or a type the code writes.

>>> meta_only("@test @dataProvider provideContainer")
True
>>> meta_only("@dataProvider provideContainer Checks every container.")
False
"""
from __future__ import annotations

import re

from codesift.doctags import past_var_tag

from ..regex_cache import compiled

# A declaration's doc of tags alone that say when, by whom or for whom, never what, is no doc:
# YARD's, Javadoc's and JSDoc's `@since 1.3.0`, `@api private` (or PHP's bare `@api`),
# `@author …`, `@version`, `@private` (hanami-router's `class BodyParser` read "@since 1.3.0
# @api private"). Words after an access tag are a description (TSDoc's `/** @internal The
# parent of this schema. */`).
# Nor are tags for tools, which say how to check or run it: PHPUnit's `@test` (437 methods in
# /tmp/aq-trees, flysystem's adapter tests), bare flags (`@final`, `@pure`, `@immutable`,
# `@readonly`) and Psalm's, PHPStan's and Phan's tags with their line (commonmark's fields
# `/** @psalm-readonly */`, FastRoute's `@internal` over `@phpstan-import-type X from Y` lines).
# So are PHPUnit's tags wiring a test up, their argument a name or a setting, no prose:
# `@dataProvider provideContainer` (141 PHP-DI tests' whole doc), `@covers \X\CookieJar`,
# `@depends testX`, `@requires extension idn`, `@testWith ["a"]`, bare `@before`, `@large`;
# slevomat's `@phpcsSuppress Sniff.Name`; JSDoc's and TypeDoc's bare `@override`, `@ignore`,
# `@hidden`, `@inline`, `@package`. A name that is no word (`@group <name>`) or words after it
# (`@covers X Checks …`) stay. A `@group` tag takes its line of words: ScalaDoc's (and
# `@groupname`, `@groupdesc`, `@groupprio`) names a heading of the docs' page, PHPUnit's a
# run's group (`@group aws`; doobie's 337 docs read "@group Values", "@group Type Aliases -
# Core").
# Nor is PHPDoc's `@var TYPE [$name]` with no description (`/** @var string */`, monolog's
# `@var mixed[] @phpstan-var Options` less its description): the type the declaration, or the
# address's signature, writes itself (``meta_only``).
# An author's e-mail address is part of the tag, its `@` inside a word no tag's opening
# (PHP-DI's, guzzle's and HikariCP's "@author Matthieu Napoli <matthieu@mnapoli.fr>" stayed).
# So is a `@date` with its date (a word holding a digit, after a month's name, a time after
# it): eladmin's 243 Javadocs read "@author Zheng Jie @date 2018-11-23", "@date
# 2019年10月26日21:56:27", Doxygen's `\date August 2010`.
# (The date's word is taken whole, once it holds a digit: no split of it is tried again.)
_DATED = r"@date[ \t]+(?:[A-Z][a-z]{2,8}\.?[ \t]+)?(?=[^@\s]*\d)[^@\s]++(?:[ \t]+\d[\d:.]*+)?+"
_META_ONLY = compiled(r"(?:(?:@since\s+[^@\s]+(?:[ \t]+[^@\s]+)?|@api(?:\s+\w+)?(?![\w-])"
                      r"|@author\b(?:[^@]|(?<=\S)@)*+|@version\s+[^@\s]+|" + _DATED +
                      r"|@(?:private|public|protected|internal)"
                      r"|@(?:psalm|phpstan|phan)-[\w-]+\b[^@\n]*"
                      r"|@(?:test|final|pure|immutable|readonly|runInSeparateProcess"
                      r"|doesNotPerformAssertions|codeCoverageIgnore\w*|codingStandardsIgnore\w*"
                      r"|runTestsInSeparateProcesses|coversNothing|(?:before|after)(?:Class)?"
                      r"|preCondition|postCondition|small|medium|large"
                      r"|override|ignore|hidden|inline|package)(?![\w-])"
                      r"|@(?:sub)?package[ \t]+[\w\\.-]+|@license\b[^@\n]*"
                      r"|@(?:dataProvider|covers|coversDefaultClass|uses|ticket|phpcsSuppress"
                      r"|depends(?:[ \t]+(?:shallowC|c)lone)?)[ \t]+[^\s@]+"
                      r"|@group(?:name|desc|prio)?[ \t]+[\w.-]+(?:[ \t]+[\w.&-]+)*(?![^\s@])"
                      r"|@testWith(?:\s+\[[^\n]*\])+"
                      r"|@requires[ \t]+(?:PHPUnit|PHP|OS|OSFAMILY|extension|function|setting)"
                      r"(?:[ \t]+[<>=!]*[ \t]*[^\s@]+){1,2}"
                      r"|@(?:preserveGlobalState|backupGlobals|backupStaticAttributes)"
                      r"[ \t]+(?:enabled|disabled))\s*)+")


# A JSDoc block that opens by declaring a type of its own documents that type, not the code
# under it: a `@callback` (its `@param`s the callback's; sinon's `const forEach =
# arrayProto.forEach` read "@callback RestorerFunction @returns {void}", 6 such), a `@typedef`
# with no `@param` or `@returns` after it (knex's `/** @typedef {…} DriverName */` over
# `defaultDbs`). With them, or after prose, the block is the function's (knex's `migration`).
_TYPE_DECLARING = compiled(r"@callback\b|@typedef\b(?!.*@(?:param|returns?|throws)\b)", re.S)


# An IDE's file template says by whom and when, never what: IntelliJ's and Xcode's `Created by
# sam on 6/5/17.` (showdown's `getDefaultOpts` read "Created by Tivie on 13-07-2015.", its
# `class showdown.Event` "Created by Estevao on 31-05-2015."; 24 Java classes in /tmp/aq-trees)
# and IntelliJ's older `Created by IntelliJ IDEA.` / `User: ceki` / `Date: …` / `Time: …` /
# `To change this template use File | Settings | File Templates.`. Prose after it stays a doc.
# The date may be written with its month's name, after "on" or "at" (ktorm's 39 classes read
# "Created by vince on Dec 07, 2018." or "Created by vince at Apr 05, 2020.").
_DATE = (r"(?:\d{1,4}(?:[-./]\d{1,4}){2}|[A-Z][a-z]{2,8}\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}"
         r"|\d{1,2} [A-Z][a-z]{2,8},? \d{4})")
_AUTHORED = compiled(r"Created by (?:IntelliJ IDEA\.(?:\s*(?:User|Date|Time):[^\n]*)*"
                     r"(?:\s*To change this template use File \| Settings \| File Templates\.)?"
                     r"|[^\s@]\S*(?: [^\s@]\S*){0,3} (?:on|at) " + _DATE + r"\.?)\s*")


# PHPDoc's file header, `@package dompdf` / `@link https://github.com/dompdf/dompdf` /
# `@license http://…/lesser.html GNU Lesser General Public License`, says for whom and under
# what terms, never what: dompdf's 68 namespaces and 2 classes read it. A `@link` in such a
# header is its project's home; alone it is a reference worth keeping (dompdf's
# `_compute_font_size` has "@link https://www.w3.org/TR/CSS21/fonts.html#propdef-font-size").
_FILE_HEADER = compiled(r"@(?:sub)?package\b|@license\b")
_LINK_TAG = compiled(r"@link[ \t]+\S+\s*")


# A doc's first line that is only a file's path names where the code is, not what it is: a
# bundler's marker over each module it inlines (phoenix's committed phoenix.cjs.js, `//
# js/phoenix/push.js` over `var Push = class`, 20 classes and functions), a header naming its
# own file (node-fetch's `Is.js` over `Object type checks.`) or a copied one's (showdown's
# horizontalRule read "makehtml/blockquote.js").
# (Its extension a word: `HTTP/1.1`, httprb's constant's doc, is no path.)
_PATH_LINE = compiled(r"[\w.@-]+(?:/[\w.@-]+)+\.[A-Za-z]\w{0,4}")


def past_file_name(doc: str, path: str) -> str:
    """``doc`` less a first line naming a file alone (``_PATH_LINE``, or ``path``'s own name)."""
    first, _, rest = doc.partition("\n")
    first = first.strip()
    if _PATH_LINE.fullmatch(first) or first.lower() == path.rsplit("/", 1)[-1].lower():
        return rest.lstrip()
    return doc


# Those tags opening a doc whose description comes after them, on one paragraph: a `@author`
# reaching to the next tag, a `@date` with its date (not `@since`, whose line goes on with
# why: jjwt's "@since 0.10.0 to support assertValid(Key, boolean)"). eladmin's
# `/** @author Zheng Jie / @date 2018-11-23 / 统一异常处理 */` over `BadRequestException` read
# "@author Zheng Jie @date 2018-11-23 统一异常处理", shown as nothing (a doc opening with a tag).
_LEADING_META = compiled(r"(?:(?:@author\b[^@\n]*?(?=\s@\w)|" + _DATED + r")\s+)+(?=\S)")


def past_meta_tags(doc: str) -> str:
    """``doc`` less the when and by whom tags opening it before its words (``_LEADING_META``).

    >>> past_meta_tags("@author Zheng Jie @date 2018-11-23 统一异常处理")
    '统一异常处理'
    >>> past_meta_tags("@author Zheng Jie @date 2020-06-01 15:49 @description 关于缓存的Key集合")
    '@description 关于缓存的Key集合'
    """
    if not doc.startswith("@") or _META_ONLY.fullmatch(doc):
        return doc   # (tags alone: no doc at all, ``meta_only``)
    tags = _LEADING_META.match(doc)
    return doc if tags is None else doc[tags.end():]


def past_authored(doc: str) -> str:
    """``doc`` less an IDE template's `Created by … on <date>.` opening it (``_AUTHORED``)."""
    authored = _AUTHORED.match(doc)
    return doc if authored is None else doc[authored.end():]


# A first sentence naming only what kind of declaration this is, a word or two ending in the
# kind (`Class method.`, `Instance method.`, `Default constructor.`, `Destructor.`), before the
# sentences saying what it does: Perl::Critic's `set_format` and `get_format` read "Class
# method. Sets the format for all Violation objects …". The kind is the chunk's; a label
# alone stays the doc, as does one of any other word (`Deprecated.`, `Required.`).
_KIND_LABEL = compiled(
    r"(?:(?:Class|Instance|Static|Object|Internal|Private|Public|Protected|Package|Helper"
    r"|Utility|Factory|Convenience|Default|Simple|Copy|Move|Abstract|Virtual)[ \t]+"
    r"(?:method|function|constructor|destructor|subroutine|accessor|routine)"
    r"|Method|Function|Constructor|Destructor|Subroutine|Accessor)\.[ \t]+(?=[A-Z])")


def past_kind_label(doc: str) -> str:
    """``doc`` less a first sentence naming its declaration's kind alone (``_KIND_LABEL``).

    >>> past_kind_label("Class method.  Sets the format."), past_kind_label("Constructor.")
    ('Sets the format.', 'Constructor.')
    """
    label = _KIND_LABEL.match(doc)
    return doc if label is None else doc[label.end():]


def meta_only(doc: str) -> bool:
    """Whether a declaration's doc is only tags saying when, by whom or for whom, or tags for
    tools (``_META_ONLY``), or declares a JSDoc type of its own (``_TYPE_DECLARING``); a
    comment's line so read still counts where labels are told apart (``labels.py``)."""
    if _TYPE_DECLARING.match(doc):
        return True
    rest = past_authored(doc)
    if rest != doc:
        return not rest or meta_only(rest)
    if not doc.startswith("@"):
        return False
    if _FILE_HEADER.search(doc):
        doc = _LINK_TAG.sub("", doc)
    said = past_var_tag(doc)
    if said is None:
        return _META_ONLY.fullmatch(doc) is not None
    while said and (after := past_var_tag(said)) is not None:   # `@var int $a @var int $b`
        said = after
    return not said or _META_ONLY.fullmatch(said) is not None
