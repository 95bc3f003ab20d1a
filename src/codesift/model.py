"""The records that flow through the pipeline: a ``Chunk`` out of the chunker, a ``Hit`` out of search.

Both are plain slotted dataclasses so they are cheap to build by the hundred thousand; a
``Hit``, a result handed to callers, is frozen too, so it can be a set member or a dict key.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .lazy_re import lazy

# The fixed kind vocabulary. Grammars map their node types onto these; filters accept only these.
# ``prototype`` is a function declared without the body that follows elsewhere (ctags' "p"):
# a C/C++ prototype, a Python ``@overload`` stub, a TypeScript overload signature.
KINDS: tuple[str, ...] = (
    "function", "method", "constructor", "class", "interface", "struct", "enum", "trait",
    "impl", "type", "constant", "variable", "macro", "property", "module", "namespace",
    "prototype", "section", "file",
)
# The relations ``related`` can be asked for alone (``only``): what the anchor calls, what calls
# or mentions it, code sharing its rare identifiers, its class's or module's other members,
# the files git history changed together with its file.
RELATIONS: tuple[str, ...] = ("calls", "callers", "shared", "siblings", "cochange")
# Languages whose sections are headings: their container is the chain of headings above
# (``Intro > Setup``), shown apart from the name. A Terraform block's is its type
# (``aws_s3_bucket``), and its name is dotted on like a declaration's (``aws_s3_bucket.logs``).
HEADING_LANGUAGES = frozenset({"markdown", "rst", "rdoc", "pod", "vimhelp", "asciidoc", "odoc"})
# Kinds whose declaration is a value (one line, its signature that line): the chunker cuts
# their signatures there, and a question's ranking damps their own share (search/priors.py).
VALUE_KINDS = frozenset({"constant", "variable", "property"})
# Addresses one file shows in a text answer of several files (then "+ N more here"): the
# renderer's collapse, and the most places a file takes from weaker files (search/select.py).
SHOWN_PER_FILE = 3


def dotted(outer: str, inner: str) -> str:
    """``outer.inner``, or either alone: a C# or PHP namespace before a container
    (``Chunk.namespace``), or around a namespace nested in it.

    A name opening with its own dot, a test titled after the method it tests (scopt's
    `test(".required() should fail …")`, timex's `describe ".iso_day_to_date_tuple"`), takes
    no second one: ``ImmutableParserSpec..required()`` read as a typo.

    >>> dotted("Serilog.Core", "Logger"), dotted("", "Client"), dotted("Shop", "")
    ('Serilog.Core.Logger', 'Client', 'Shop')
    >>> dotted("ParserSpec", ".required() should fail")
    'ParserSpec.required() should fail'
    """
    if outer and inner:
        return outer + inner if inner.startswith(".") else f"{outer}.{inner}"
    return outer or inner


def is_heading(kind: str, lang: str) -> bool:
    """A Markdown or reStructuredText section: named by its heading, not a dotted path."""
    return kind == "section" and lang in HEADING_LANGUAGES


# A Scala or Kotlin singleton's head, its modifiers and annotations before `object`
# (`case object USD`, `private[market] object Rates`, `internal object Util`, `@JvmStatic`).
_OBJECT_HEAD = lazy(r"(?:@[\w.]+(?:\([^()]*\))?\s+)*(?:(?:private|protected|final|sealed|implicit"
                    r"|case|data|internal|public|abstract|open|expect|actual)(?:\[[\w.]*\])?\s+)*"
                    r"object\b")


def shown_kind(kind: str, lang: str, signature: str) -> str:
    """The word an address line opens with: the kind, but `object` for a Scala or Kotlin
    `object`. It is indexed as a class (filters and ranking take it for one), yet no class a
    caller constructs: squants' 714 unit singletons, `object Gibibits extends InformationUnit`,
    read "class Gibibits …", and `Temperature`'s companion another "class Temperature". A
    Prisma model says `model`."""
    if kind == "class" and lang in ("scala", "kotlin") and _OBJECT_HEAD.match(signature):
        return "object"
    if lang == "prisma" and kind in ("class", "struct"):
        # A Prisma `model`, `view` or composite `type`, as its schema says it (``chunk/prisma.py``).
        return signature.split(" ", 1)[0]
    return kind


@dataclass(slots=True)
class Chunk:
    """A declaration (or Markdown section, or whole file) with 1-based inclusive lines.

    ``container`` is the qualified path of enclosing declarations (``Client``, ``impl Foo``,
    ``Intro > Setup`` for Markdown); ``text`` is the chunk's source, used for tokens only;
    ``inner`` names what a function declares in its body (nested functions, named callbacks);
    ``namespace`` the C# or PHP namespace around the container, which names leave out as Java's
    leave the package (``Serilog.Core``): indexed, not shown. ``generated``: the file's head
    says a tool wrote it (``chunk/generated.py``).
    """

    path: str
    lang: str
    kind: str
    name: str
    container: str
    signature: str
    doc: str
    start: int
    end: int
    text: str = ""
    inner: tuple[str, ...] = ()
    namespace: str = ""
    generated: bool = False
    # The doc a rule gave for want of a comment (``Decl.doc_else``): no doc of the chunk's
    # own when a label above the run is told from one (``chunk/labels.py``). Not stored.
    doc_else: str = ""

    @property
    def qualified(self) -> str:
        """``container.name`` (or just ``name``), as shown in results."""
        if self.container and not is_heading(self.kind, self.lang):
            return dotted(self.container, self.name)
        return self.name


@dataclass(slots=True, frozen=True)
class Hit:
    """One ranked result: where it is, what it is, and which channels put it there.

    Frozen and hashable (``set(a.hits) & set(b.hits)``); ``channels``, a dict, is left out
    of the hash, not out of equality.
    """

    path: str
    line: int
    end_line: int
    kind: str
    symbol: str
    container: str
    signature: str
    doc: str
    lang: str
    score: float
    channels: dict[str, int | None] = field(default_factory=dict, hash=False)
    # The line inside the hit the query pointed at (a trace's frame, a compiler's `path:line`,
    # a diff hunk, the line saying a message); 0 when it pointed at none. JSON's `focus_line`.
    focus: int = 0
    # The C# or PHP namespace its container leaves out (``Chunk.namespace``); JSON's `namespace`.
    namespace: str = ""
    # Its file's head says a tool wrote it (``Chunk.generated``); JSON's `generated`.
    generated: bool = False

    @classmethod
    def of(cls, d: dict, score: float = 0.0, channels: dict[str, int | None] | None = None,
           focus: int = 0) -> "Hit":
        """The hit of a stored chunk (``Store.decode``'s dict) with its ranking's facts."""
        return cls(path=d["path"], line=d["line"], end_line=d["end"], kind=d["kind"],
                   symbol=d["name"], container=d["container"], signature=d["signature"],
                   doc=d["doc"], lang=d["lang"], score=score, channels=channels or {},
                   focus=focus, namespace=d.get("namespace", ""),
                   generated="generated" in d)

    @property
    def qualified(self) -> str:
        """``container.symbol`` (``Session.send``), or the symbol alone, as shown in results."""
        if self.container and not is_heading(self.kind, self.lang):
            return dotted(self.container, self.symbol)
        return self.symbol

