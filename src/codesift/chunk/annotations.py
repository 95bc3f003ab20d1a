r"""Annotations written in a declaration's comment, for a tool, not a reader: emptied from the
raw text before it becomes a doc (``walker.py``). A Java or C# comment's annotation lines
opening it (an annotation commented out, `// @GuardedBy("lock")`), and PHP's anywhere in its
docblock: Doctrine's, Swagger-PHP's, JMS Serializer's and Hateoas' annotations (`@ORM\Column(…)`,
`@OA\Parameter(` over lines to its closing bracket) are how a library maps or serves the code,
which PHP wrote in docblocks before it had attributes.

>>> without_annotation_lines('/**\n * Get it.\n *\n * @OA\\Response(\n *   response="200"\n * )\n */', "php")
'/**\n * Get it.\n *\n *\n *\n *\n */'
"""
from __future__ import annotations

from ..regex_cache import compiled

# A line of a comment that is only annotations, capitalised (`@GuardedBy("lock")`, `@Test`,
# PHPBench's `@Revs(1000)`, Doctrine's `@ORM\Entity`), its comment's markers kept. Lowercase
# tags (`@param`, `@return`) are JSDoc's and PHPDoc's, read elsewhere.
_ANNOTATION_LINE = compiled(
    r"^([ \t]*(?:/\*+!?|\*+(?!/)|//+!?|#+)?[ \t]*)"
    r"(?:@[A-Z]\w*(?:[.\\]\w+)*(?:\([^\n]*\))?[ \t]*)+(\*+/)?[ \t]*$")
_BARE_LINE = compiled(r"[ \t]*(?:/\*+!?|\*+/?|//+!?|#+)?[ \t]*")
# A PHP docblock's line opening with a capitalised annotation, namespaced or not, its arguments'
# bracket open on it or not (`@ORM\Column(type="string")`, `@OA\Parameter(`, `@Serializer\Expose`):
# PHPDoc's own tags are lowercase (`@param`, `@return`); Behat's step, `@Given I am on :page`,
# is the text its method matches, and stays.
_PHP_ANNOTATION = compiled(r"^([ \t]*(?:/\*+|\*+(?!/))?[ \t]*)@[A-Z]\w*(?:\\\w+)*(?=[ \t]*(?:\(|\*/|$))")
# A quoted string of an annotation's arguments, whose brackets are text (`pattern="(\d+)"`).
_QUOTED = compiled(r'"(?:[^"\\\n]|\\.)*"' r"|'(?:[^'\\\n]|\\.)*'")
_CLOSER = compiled(r"\*+/[ \t]*$")
_MARGIN = compiled(r"[ \t]*(?:\*+(?!/))?")


def without_annotation_lines(raw: str, lang: str = "") -> str:
    """``raw``, a declaration's comments, with the lines opening it that are only annotations
    emptied: an annotation commented out, or written in a comment for a tool, says how code
    is checked or run, never what it is. commons-io's `// @GuardedBy("stateChangeLock")` was
    ten fields' doc, commons-codec's commented-out `//    @Test` a test's, PHPBench's
    `@BeforeMethods({"setUp"})` / `@Revs(10)` a benchmark class's. The prose below them stays
    (`// @GuardedBy("stateChangeLock")` / `// true if read is aborted`). In PHP
    (``lang`` "php") every annotation goes, wherever it stands (``_php_annotations_out``).

    >>> without_annotation_lines('// @GuardedBy("lock")\\n// true if closed')
    '// \\n// true if closed'
    >>> without_annotation_lines('/*@Nullable*/')
    '/* */'
    """
    if "@" not in raw:
        return raw
    lines = raw.split("\n")
    for i, line in enumerate(lines):
        m = _ANNOTATION_LINE.match(line)
        if m is not None:
            lines[i] = m.group(1).rstrip() + " " + (m.group(2) or "")   # `/*@Nullable*/`: `/* */`
        elif not _BARE_LINE.fullmatch(line):
            break
    return "\n".join(_php_annotations_out(lines) if lang == "php" else lines)


def _php_annotations_out(lines: list[str]) -> list[str]:
    """``lines`` with each annotation in them emptied, from its `@Name` to the bracket closing
    its arguments, over lines: wallabag's API actions' docs ran from "Retrieve annotations for
    an entry." into their `@Operation( tags={"Annotations"}, @OA\\Parameter(…` (a comment's
    closing `*/` is kept)."""
    depth = 0   # how many of an annotation's brackets are open at the line's end
    for i, line in enumerate(lines):
        if depth == 0:
            m = _PHP_ANNOTATION.match(line)
            if m is None:
                continue
            head, rest = m.group(1).rstrip(), line[m.end():]
        else:   # (an argument's line, its ` * ` margin kept)
            margin = _MARGIN.match(line)
            head, rest = margin.group().rstrip(), line[margin.end():]
        bare = _QUOTED.sub("", rest)
        for ch in bare:
            depth = max(depth + (ch in "({") - (ch in ")}"), 0)
        closer = _CLOSER.search(rest)
        lines[i] = head + (" " + closer.group().strip() if closer else "")
        if closer:
            depth = 0   # the comment ends: so does whatever it left open
    return lines
