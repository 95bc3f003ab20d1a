"""The name an address line shows (``address.py``): qualified, without repeating what the
line already says; a Rust impl by its trait and type, a C# member implementing an interface
explicitly by that interface, a Swift extension by the protocols it adds."""
from __future__ import annotations

from .docline import one_line
from .sentences import cut
from .lazy_re import lazy
from .model import Hit

# A parameter list's share of an address line (a hit costs about 25 tokens): one too long
# shows its parameters' names (``address.py``); a name's extra parts are held to it too.
PARAMS_CHARS = 60


def shown_name(hit: Hit) -> str:
    """The name an address shows: qualified, without repeating what the line already says.

    A constructor named after its class (Java, C#, C++) is shown as the class
    (``Retrofit.Builder(...)``, not ``Retrofit.Builder.Builder(...)``); a Rust trait impl as
    ``Trait for Type`` (``impl Default for Config``); a whole-file hit, or
    the text before a Markdown file's first heading, is named by the file name the path just
    printed, so it shows none.
    """
    if hit.kind in ("file", "section") and hit.symbol == hit.path.rsplit("/", 1)[-1]:
        return ""
    if hit.kind == "constructor" and hit.container and \
            hit.container.rsplit(".", 1)[-1] == hit.symbol:
        return one_line(hit.container)
    if hit.kind == "impl" and hit.lang == "rust":
        # `impl Default for Config` and `impl Config` are different blocks with one name.
        trait, at = impl_split(hit.signature)
        if trait:
            # The type's own sigils and path stay (`for &mut Deserializer<R>`, `for io::Error`),
            # as the source reads: glob's `impl From<GlobError> for io::Error` read `for Error`
            # beside its `impl Error for GlobError`, the std trait.
            sig = one_line(hit.signature)
            lead = _RUST_TYPE_LEAD.match(sig, at)
            lead_text = lead.group(0) if lead else ""
            word = _RUST_WORD.match(sig, lead.end() if lead else at)
            if word and word.group(0) != hit.symbol or _RUST_PATH.search(lead_text):
                # As written: a blanket impl is named by its trait (byteorder's `impl<R:
                # io::Read> ReadBytesExt for R` read `ReadBytesExt for ReadBytesExt`), and a
                # path names the type's own module, not the impl's (`impl Sealed for
                # super::BigEndian` inside `mod private` read `for private.BigEndian`).
                return f"{trait} for {lead_text}{word.group(0) if word else hit.symbol}"
            return f"{trait} for {lead_text}{one_line(hit.qualified)}"
    if hit.lang == "csharp" and hit.kind in _CSHARP_MEMBERS:
        # An explicit interface member (`IEnumerator IEnumerable.GetEnumerator()`) by its
        # interface too: beside the public `GetEnumerator()` both read the same.
        interface = _csharp_interface(one_line(hit.signature), hit.symbol)
        if interface:
            return f"{one_line(hit.container)}.{interface}.{hit.symbol}" if hit.container \
                else f"{interface}.{hit.symbol}"
    if hit.kind == "impl" and hit.lang == "swift":
        # An extension by the protocols it adds: SwiftyJSON's 15 extensions of `JSON` all read
        # "impl JSON", `extension JSON: Swift.ExpressibleByStringLiteral` among them; and by
        # its `where` clause, which says whose members they are: Moya's 3 `extension Publisher
        # where Output == Response, …` in one file all read "impl Publisher".
        sig = one_line(hit.signature)
        adds, bound = _SWIFT_CONFORMANCES.search(sig), _SWIFT_WHERE.search(sig)
        name = one_line(hit.qualified)
        if adds:
            name = f"{name}: {cut(adds.group(1).strip(), PARAMS_CHARS)}"
        return f"{name} where {cut(bound.group(1).strip(), PARAMS_CHARS)}" if bound else name
    if hit.kind == "impl" and hit.lang == "dart":
        # A named extension by the type it extends too, as its header says: riverpod's
        # `extension RiverpodWidgetTesterX on flutter_test.WidgetTester` read "impl
        # RiverpodWidgetTesterX". An unnamed one is named by that type already.
        on = _DART_NAMED_ON.match(one_line(hit.signature))
        if on:
            return f"{one_line(hit.qualified)} on {cut(on.group(1).strip(), PARAMS_CHARS)}"
    return one_line(hit.qualified)


# A named Dart extension's header, to the type it is on: `extension MapX<K> on Map<K, int>`.
_DART_NAMED_ON = lazy(r"extension\s+(?!on\b)[\w$]+(?:\s*<[^{]*?>)?\s+on\s+([^{]+)")
# The protocols after an extension's type, before its `where` clause (whose `Value:
# CaseIterable` adds none: `extension Snapshotting where Value: CaseIterable`) or body.
_SWIFT_CONFORMANCES = lazy(r"\bextension\s+(?:(?!\swhere\s)[^:{])+:\s*((?:(?!\swhere\s)[^{])+)")
# An extension's `where` clause, up to its body.
_SWIFT_WHERE = lazy(r"\bextension\s[^{]*?\swhere\s+([^{]+)")


# What may stand before an impl's type name: `&`, `&'a mut `, `*const `, `dyn `; its path.
_RUST_TYPE_LEAD = lazy(r"(?:&\s*(?:'\w+\s+)?(?:mut\s+)?|\*(?:const|mut)\s+|dyn\s+)*(?:\w+::)*")
_RUST_PATH = lazy(r"(?:\w+::)+$")
_RUST_WORD = lazy(r"\w+")


# What implements an interface's member explicitly; a type's head names its bases
# (`partial class StaticContext : YamlDotNet.Serialization.StaticContext`).
_CSHARP_MEMBERS = frozenset({"method", "property", "event", "prototype", "function"})
# A C# member's head, before its parameters, accessors, body or value.
_CSHARP_HEAD = lazy(r"[^({=]*")


def _csharp_interface(signature: str, symbol: str) -> str:
    """The interface a C# member implements explicitly, as written (``IEnumerable``,
    ``IDictionary<TKey, TValue>``, ``System.Collections.IList``); ``""`` for any other member.

    >>> _csharp_interface("IEnumerator<KeyValuePair<K, V>> IEnumerable<KeyValuePair<K, V>>.Get()",
    ...                   "Get")
    'IEnumerable<KeyValuePair<K, V>>'
    >>> _csharp_interface("public int Count => inner.Count", "Count")
    ''
    """
    head = _CSHARP_HEAD.match(signature).group(0).rstrip()
    if head.endswith(">"):   # a generic method's own type parameters: `IFoo.Map<T>`
        depth, i = 0, len(head)
        while i > 0:
            i -= 1
            depth += (head[i] == ">") - (head[i] == "<")
            if depth == 0:
                break
        head = head[:i].rstrip()
    if not head.endswith("." + symbol):
        return ""
    end = i = len(head) - len(symbol) - 1
    depth = 0
    while i > 0:   # back over the interface's name, its type arguments' spaces and all
        c = head[i - 1]
        depth += (c == ">") - (c == "<")
        if depth == 0 and not (c.isalnum() or c in "_.<>"):
            break
        i -= 1
    return head[i:end]


def impl_split(signature: str) -> tuple[str, int]:
    """The trait a Rust ``impl`` implements (``impl<T: Read> Decode for Reader<T>`` -> ``Decode``),
    ``""`` for an inherent one, and where its type starts in the one-line signature (where
    the name is looked for: the trait may hold it too).

    >>> impl_split("impl<'de> de::Deserializer<'de> for &mut Deserializer<R>")
    ("de::Deserializer<'de>", 36)
    >>> impl_split("impl<'a> From<&'a str> for Key<'a>")[0], impl_split("impl<T> Vec<T>")
    ("From<&'a str>", ('', 8))
    >>> impl_split("unsafe impl Sync for AtomicUsize")
    ('Sync', 21)
    """
    sig = one_line(signature)
    start = 7 if sig.startswith("unsafe ") else 0   # `unsafe impl Sync for AtomicUsize`
    if not sig.startswith("impl", start):
        return "", 0
    i, depth = start + 4, 0
    if sig[i:i + 1] == "<":   # the impl's own generics: skipped, brackets and all
        for i in range(i, len(sig)):
            depth += sig[i] == "<"
            depth -= sig[i] == ">" and sig[i - 1] != "-"
            if depth == 0:
                i += 1
                break
    while sig[i:i + 1] == " ":
        i += 1
    rest, depth = sig[i:], 0
    for j, c in enumerate(rest):
        depth += c in "<(["
        depth -= c in ">)]" and rest[j - 1:j] != "-"
        if depth == 0 and rest.startswith(" for ", j):
            return rest[:j].strip(), i + j + 5
    return "", i


# A JavaScript/TypeScript handler's own name before its list: `async function GET(`,
# `export const POST = async (`, the Pages Router's `function handler(`.
_JS_HANDLER = lazy(r"^(?:export\s+)?(?:default\s+)?(?:async\s+)?"
                   r"(?:function\b\s*\*?\s*|(?:const|let|var)\s+)([A-Za-z_$][\w$]*)")
# The verbs a route file's handler is named by (``chunk/file_routes.py``).
_HANDLER_VERBS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS",
                            "fallback"})


def route_handler(hit: Hit, sig: str) -> tuple[str, str] | None:
    """A JavaScript/TypeScript function a file's place names by its route (Next.js's `GET`
    of `app/api/x/route.ts`, named `/api/x`): the verb its address shows before the list (or
    nothing, for a default export's `handler`) and the name its signature writes."""
    if hit.kind != "function" or not hit.symbol.startswith("/"):
        return None
    m = _JS_HANDLER.match(sig)
    if m is None:
        return None
    name = m.group(1)
    return (f" {name}" if name in _HANDLER_VERBS else ""), name
