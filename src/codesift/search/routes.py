"""A pasted URL path or request line finds the route it hits: `GET /v1/feeds/42/refresh`
is miniflux's `/v1/feeds/{feedID}/refresh`, though no name says `42`.

Route registrations are chunked as functions named by their full path with placeholders as
written (``chunk/go_routes.py``, ``js_routes.py``, ``rust_routes.py``, ``rails_routes.py``,
``laravel_routes.py``, ``phoenix_routes.py``, ``django_urls.py``). A query's value segment
matches no name, its literal words match every route under the same prefix, and the shorter
name scored higher: `/v1/feeds/refresh` led.
Here each path the query holds (after an HTTP verb, or a full URL's path) is matched against
the route names segment by segment: a literal equal but for case, a placeholder (`{id}`,
`{id:[0-9]+}`, `:id`, `<int:id>`, `*`, `*rest`, `{rest...}`) any one value, a catch-all
last the rest. The route matching most literal segments comes first, and the route of the
method the query says before one whose call says another.

>>> RequestPath("GET", ("v1", "users", "7")).match("/v1/users/{userID}")
(2, 1)
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import tantivy

from ..languages import language_of
from ..regex_cache import compiled
from ..tokens import compact
from .filters import with_filter
from .ties import any_term

# The strength (``symbols.symbol_channel``) of the route a short query's path surely hits: a
# folded exact name's. A long text quotes a URL in passing: a named file's smallest step.
ROUTE_STRENGTH = 1.0
ROUTE_STRENGTH_LONG = 0.25
_VERBS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"})
# A call's method as a route's signature writes it: `"GET /x"`, `.Methods("GET")`,
# `router.GET(`, `app.get(`, Rails' `get "/x"`, `method: 'PUT'`, actix's `web::put()`,
# ASP.NET's `[HttpPut("{id}")]`.
_SIG_VERB = compiled(r"(?<![\w$])(?:Http)?(get|post|put|patch|delete|del|head|options)(?![\w$])",
                     re.I)
# A whole segment that takes any value: `{id}`, `{id:[0-9]+}`, `:id`, `<id>`, `<int:id>`,
# Django's regex group `(?P<year>[0-9]{4})`, `*`, `*rest`, `{rest...}`, `{*rest}`, and a
# file route's folder (``chunk/file_routes.py``): Next.js's and SvelteKit's `[id]`,
# `[id=integer]`, catch-alls `[...slug]` and `[[...slug]]`.
_PLACEHOLDER = compiled(r"\{[^{}]*\}|:\w+|<[^<>]*>|\(\?P<\w+>[^()]*\)|\*\w*"
                        r"|\[\[?[^\[\]/]+\]\]?")
_CATCH_ALL = compiled(r"\*\w*|\{\*\w*\}|\{\w*\.\.\.\}|\*\*|\[\[?\.\.\.[^\[\]/]*\]\]?")
# A regex route's optional last group, `(?:(?P<format>[a-zA-Z]+)/)?` (one level of groups).
_OPTIONAL_TAIL = compiled(r"\(\?:[^()]*(?:\([^()]*\)[^()]*)*\)\?$")
# What a path token is made of (RFC 3986's path characters, and the braces of a template).
_PATH_TOKEN = compiled(r"[\w.~%!$&'()*+,;=:@{}<>\[\]^-]+(?:/[\w.~%!$&'()*+,;=:@{}<>\[\]^-]*)*")
# A trace's location after a file's path: `parser.rb:144:in`, `main.go:41`, `app.js:12:5`.
_LOCATION = compiled(r":(?:\d+|in)\b")
# What a URL's last segment may name without being a source file: a page or a value.
_PAGE_LANGUAGES = frozenset({"text", "json", "xml", "html"})
# A token opening with `/` or a full URL, after any quotes or brackets: a regex finds them,
# a 1 MB issue being 200,000 words that a split and a loop over each took 0.5 s to pass over.
_TOKEN = compiled(r"(?<!\S)[\"'`(<\[]*(/\S*|[Hh][Tt][Tt][Pp][Ss]?://\S*)")
# Characters around a path where its verb may stand: `"GET `, ` [DELETE]`.
_VERB_SPAN = 12
_MAX_TOKEN = 2048
_MAX_TOKENS = 256
_TRIM = "\"'`,;.:?)]"
# Paths read from one query, segments a path may have, characters of a segment.
_MAX_PATHS = 4
_MAX_SEGMENTS = 12
_MAX_SEGMENT = 128
# Names read per prefix (and suffix) walk of the compact names, and route chunks read.
_WALK_TERMS = 200
_READ = 200
# Leading segments a path may hold that no route names: the prefix its table is mounted at
# elsewhere (a Go group handed to the function registering its routes, pocketbase's `/api`;
# Express's `app.use('/api', router)`), `/api`, `/api/v1`, `/v2`. Only these words: a
# segment naming a part of the app is the table's own (netbox's `/api/dcim/devices/` is its
# API's, not the `/devices/` its UI mounts at `/dcim/`).
MOUNT_MAX = 2
_MOUNT = compiled(r"(?i)api|rest|v\d+")
# A resource declares its member routes without writing them: Rails' `resources :photos` (and
# Laravel's `Route::resource('photos', …)`, `apiResource`) is also `/photos/:id`,
# `/photos/:id/edit`, `/photos/new` (`/photos/create`); a singular one, Rails' `resource
# :profile` (Laravel's `singleton`), `/profile/edit` and `/profile/new`. Only the collection's
# path is the chunk's name, so `GET /photos/42` hit no route.
_RESOURCE = compiled(r"(?<![\w$])(?:(resources[ \t]+:|resource\(|apiResource\()"
                     r"|resource[ \t]+:|(?:api)?[sS]ingleton\()")
_MEMBERS = ("{id}", "{id}/edit", "new", "create")
_SINGULAR_MEMBERS = ("edit", "new", "create")


@dataclass(frozen=True)
class RequestPath:
    """A path the query holds, split at `/`, with the HTTP verb before it if any; ``sure``
    when a verb or a URL says it is one, or it is the whole query."""

    method: str
    segments: tuple[str, ...]
    sure: bool = field(default=False, compare=False, repr=False)

    def match(self, route: str) -> tuple[int, int] | None:
        """(literal segments, value segments) of ``route`` matched by this path, or None.

        >>> RequestPath("", ("config", "nsqlookupd_tcp_addresses")).match("/config/:opt")
        (1, 1)
        >>> RequestPath("", ("v1", "feeds", "42", "refresh")).match("/v1/feeds/refresh") is None
        True
        """
        pattern, open_end = route_segments(route)
        mine = self.segments
        if pattern and _CATCH_ALL.fullmatch(pattern[-1]) and len(mine) >= len(pattern):
            pattern, mine = pattern[:-1], mine[:len(pattern) - 1]
            values = 1
        elif open_end and len(mine) > len(pattern):
            mine, values = mine[:len(pattern)], 1   # the rest is the included table's
        elif len(pattern) != len(mine):
            return None
        else:
            values = 0
        literals = 0
        for want, have in zip(pattern, mine):
            how = _segment(want, have)
            if how is None:
                return None
            literals += how
            values += 1 - how
        return (literals, values) if literals else None

    def mounted(self, drop: int) -> RequestPath:
        """This path less its ``drop`` leading segments, the prefix a table is mounted at."""
        return RequestPath(self.method, self.segments[drop:], self.sure)

    def mounts(self, upto: int | None = None) -> range:
        """How many leading segments may be a mount's (``MOUNT_MAX``), 0 first, of the
        path's first ``upto``: `/api/v1/users/5` 0 to 2, `/dcim/devices/` 0."""
        segments = self.segments[:upto]
        n = 0
        while n < min(MOUNT_MAX, len(segments) - 1) and _MOUNT.fullmatch(segments[n]):
            n += 1
        return range(n + 1)

    def method_conflicts(self, signature: str) -> bool:
        """Whether the route's call names methods and not this path's (`PUT /v1/users/{userID}`
        for `DELETE /v1/users/5`); a call naming none (`HandleFunc("/x", h)`) takes any."""
        if not self.method:
            return False
        said = {m.upper() for m in _SIG_VERB.findall(signature)}
        said = {"DELETE" if m == "DEL" else m for m in said}
        return bool(said) and self.method not in said


def route_segments(name: str) -> tuple[tuple[str, ...], bool]:
    """A route name's segments, and whether it is a regex matching paths it only begins
    (Django's `^plugins/(?P<plugin_id>…)/`, no `$`: its view or included table takes the
    rest). A regex's anchors and a trailing optional group are dropped: saleor's
    `^thumbnail/(?P<instance_id>…)/(?P<size>\\d+)/(?:(?P<format>[a-zA-Z]+)/)?` is two values
    under `thumbnail`, and a third the open end takes.

    >>> route_segments("^thumbnail/(?P<id>[0-9]+)/(?:(?P<format>[a-z]+)/)?")
    (('thumbnail', '(?P<id>[0-9]+)'), True)
    """
    open_end = name.startswith("^") and not name.endswith("$")
    if open_end:
        name = _OPTIONAL_TAIL.sub("", name)
    if "^" in name or "$" in name:
        name = "/".join(p.strip("^$") for p in name.split("/"))
    return tuple(p for p in name.split("/") if p), open_end


def _segment(pattern: str, value: str) -> int | None:
    """1 when a literal segment equals the value (case aside), 0 when a placeholder takes
    it (whole, or inside the segment: `{id}.json`, `v{version}`), else None."""
    if pattern.lower() == value.lower():
        return 1
    if _PLACEHOLDER.fullmatch(pattern):
        return 0
    pieces = [p.lower() for p in _PLACEHOLDER.split(pattern)]
    if len(pieces) < 2:
        return None
    # Each placeholder takes one character or more: the pieces between them found leftmost in
    # turn leave the most room for the rest (no regex of `.+`s, which backtracks).
    low = value.lower()
    if not low.startswith(pieces[0]):
        return None
    at = len(pieces[0])
    for piece in pieces[1:-1]:
        found = low.find(piece, at + 1)
        if found < 0:
            return None
        at = found + len(piece)
    return 0 if low.endswith(pieces[-1]) and len(low) - len(pieces[-1]) > at else None


def request_paths(text: str, long: bool = False) -> list[RequestPath]:
    """The URL paths ``text`` holds: a token opening with `/` or a full URL's path, with the
    HTTP verb right before it (a request line, an access log's `"GET /x HTTP/1.1"`) or
    bracketed after it (Flask's `Exception on /x [GET]`); the query string and fragment cut
    off. A file's path is none (a trace's `/app/lib/parser.rb:144:in`, `/srv/x/app.py`), and
    a long text's bare path is as likely a folder or a file: there only a request or a URL.

    >>> request_paths('10.0.0.1 - - "GET /v1/feeds/42/refresh?x=1 HTTP/1.1" 200')
    [RequestPath(method='GET', segments=('v1', 'feeds', '42', 'refresh'))]
    """
    out: list[RequestPath] = []
    for tried, m in enumerate(_TOKEN.finditer(text)):
        if tried == _MAX_TOKENS:   # a trace of 500,000 slashes took 2.8 s to read through
            break
        token = m.group(1)
        if "<" in m.group(0)[:m.start(1) - m.start()]:
            token = token.rstrip(">")   # `<https://api.example.com/v1/orders>`
        url = not token.startswith("/")
        if url:
            try:
                token = urlsplit(token.rstrip(_TRIM)).path
            except ValueError:
                continue
        path = _PATH_TOKEN.match(token, 1) if len(token) <= _MAX_TOKEN else None
        if path is None:
            continue
        path = path.group(0).split("?", 1)[0].split("#", 1)[0].rstrip(_TRIM)
        if _LOCATION.search(path.rsplit("/", 1)[-1]):
            continue
        segments = tuple(s for s in path.split("/") if s)
        if not segments or len(segments) > _MAX_SEGMENTS or max(map(len, segments)) > _MAX_SEGMENT \
                or not any(ch.isalpha() for ch in path):
            continue
        before = text[max(0, m.start() - _VERB_SPAN):m.start()].split()
        after = text[m.end():m.end() + _VERB_SPAN].split()
        verb = before[-1].strip("\"'`([").upper() if before else ""
        if verb not in _VERBS:
            verb = after[0][1:-1].upper() if after and after[0][:1] + after[0][-1:] == "[]" else ""
            verb = verb if verb in _VERBS else ""
        if not verb and (long and not url or language_of(segments[-1]) not in _PAGE_LANGUAGES):
            continue
        out.append(RequestPath(verb, segments, bool(verb) or url or m.group(0) == text.strip()))
        if len(out) == _MAX_PATHS:
            break
    return out


def route_keys(searcher: tantivy.Searcher, schema: tantivy.Schema, fq: tantivy.Query | None,
               paths: list[RequestPath], addresses: dict) -> list[tuple[int, int]]:
    """The chunks that may be routes ``paths`` hit, read by their compact names: a route's
    name runs on one of a path's leading runs of segments (up to its first placeholder) or
    ends in one of its trailing runs, so prefix walks of the name terms and their reverses
    find them, never a loop over every chunk."""
    heads: dict[str, None] = {}
    tails: dict[str, None] = {}
    for p in paths:
        for k in range(len(p.segments), 0, -1):
            for drop in p.mounts(k):
                heads[compact("".join(p.segments[drop:k]))] = None
            tails[compact("".join(p.segments[-k:]))[::-1]] = None
    names: dict[str, dict[str, None]] = {"sym": {}, "rsym": {}}
    for where, keys in (("sym", heads), ("rsym", tails)):
        for key in keys:
            if key:
                for term, _ in searcher.terms_with_prefix(where, key, limit=_WALK_TERMS):
                    names[where][term] = None
    either = [(tantivy.Occur.Should, any_term(schema, where, list(terms)))
              for where, terms in names.items() if terms]
    if not either:
        return []
    query = tantivy.Query.boolean_query([
        (tantivy.Occur.Must, tantivy.Query.term_query(schema, "kind", "function")),
        (tantivy.Occur.Must, tantivy.Query.boolean_query(either))])
    keys = []
    for _, a in searcher.search(with_filter(query, fq), _READ, count=False, order_by_field="tie",
                                order=tantivy.Order.Asc).hits:
        addresses[(a.segment_ord, a.doc)] = a
        keys.append((a.segment_ord, a.doc))
    return keys


def resource_members(name: str, signature: str) -> list[str]:
    """The member routes a resource route declares beside its own path (``_RESOURCE``).

    >>> resource_members("/photos", "resources :photos do")
    ['/photos/{id}', '/photos/{id}/edit', '/photos/new', '/photos/create']
    >>> resource_members("/profile", "resource :profile"), resource_members("/x", "get :x")
    (['/profile/edit', '/profile/new', '/profile/create'], [])
    """
    m = _RESOURCE.search(signature)
    if m is None:
        return []
    base = name.rstrip("/")
    return [f"{base}/{member}" for member in (_MEMBERS if m.group(1) else _SINGULAR_MEMBERS)]


def hit_routes(paths: list[RequestPath], keys: list[tuple[int, int]],
               doc_of) -> list[tuple[tuple, tuple[int, int]]]:
    """The route chunks among ``keys`` that a path hits, best first, each with its rank key:
    (its method another than the path's, leading segments left to a mount, fewer literal
    segments, more values, a path less sure, place).

    A route hit by the path less a mount's leading segment or two (`api`, `v1`) comes after
    every route hit by the whole path: `/api` was pocketbase's group handed to `bindRecordCrudApi`, whose
    `/collections/{collection}/records/{id}` no `GET /api/collections/posts/records/abc123`
    matched (the UI's JavaScript led).
    """
    ranked = []
    # A name of n segments holds n slashes, n + 1 with a trailing one (`/articles/<int:year>/`);
    # a regex's (Django's `^feed/$`) may match more segments than it writes.
    lengths = {len(p.segments) - drop + extra for p in paths
               for drop in p.mounts() for extra in (0, 1)}
    for key in keys:
        d = doc_of(key)
        name = d["name"]
        # Segments are counted by their slashes first: most names read are no route, or
        # another length (``_READ`` of them, on each query holding a path).
        if d["kind"] != "function" or not name.startswith(("/", "^")):
            continue
        names = [name, *resource_members(name, d.get("signature", ""))]
        names = [n for n in names if n[0] != "/" or "*" in n or n.count("/") in lengths]
        best = None
        for p in paths:
            for drop in p.mounts():
                hits = [got for n in names
                        if (got := (p.mounted(drop) if drop else p).match(n)) is not None]
                if not hits:
                    continue
                got = max(hits, key=lambda g: (g[0], -g[1]))   # most literals, fewest values
                rank = (p.method_conflicts(d.get("signature", "")), drop, -got[0], got[1],
                        not p.sure, d["path"], d["line"])
                best = rank if best is None or rank < best else best
                break
        if best is not None:
            ranked.append((best, key))
    ranked.sort()
    return ranked
