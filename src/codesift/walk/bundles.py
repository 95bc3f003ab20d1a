"""Built JavaScript and CSS: files a bundler or compiler wrote, recognised by what only such a
tool writes into them.

The minified rule catches a bundle whose lines are long; a bundle written unminified (or one a
formatter spread out again) has ordinary lines and was indexed as code: mobx's docs commit
browserify builds of React 0.13 (`react-with-addons.js`, 23,256 lines, one whole-file chunk)
and of JSXTransformer; socket.io commits its rollup client build in `client-dist/`; phoenix its
esbuild output in `priv/static/`. Their names won searches over the library's own source beside
them. Only a tool's own marks count here, never a licence banner (body-parser's source opens
with `/*!` too) nor a UMD wrapper (hand-written libraries use it).
"""
from __future__ import annotations

import re

from ..regex_cache import compiled

# Languages whose files a bundler or compiler writes with these marks.
BUNDLE_LANGUAGES: frozenset[str] = frozenset({"javascript", "css"})
HEAD_BYTES = 2048
TAIL_BYTES = 512
# A source-map link ends what a compiler or bundler writes (`//# sourceMappingURL=x.js.map`,
# CSS's `/*# … */`, the old `//@` spelling); nobody writes one by hand. Over the qa and aq trees
# (302 repositories) it ends 7 files: socket.io's client build, phoenix's `.cjs.js`/`.mjs`
# and a test fixture's built `app.js`, bulma's two stylesheets copied into csvhelper's site,
# and knex's `lib/dialects/index.js`, compiled from the `index.ts` beside it.
_SOURCE_MAP_LINK = compiled(rb"^\s*(?://|/\*)[#@] sourceMappingURL=\S+\s*(?:\*/)?\s*\Z", re.M)
# A bundler's prelude, in the first 2 KB: browserify's module loader (`(function e(t,n,r){
# function s(o,u){`, mobx's 3 docs bundles), esbuild's helpers (`var __defProp =
# Object.defineProperty;`, phoenix's `priv/static/phoenix.js`), webpack's bootstrap comment.
# No hand-written file in those trees opens with one.
_PRELUDE = compiled(rb"\(function e\(t,\s*n,\s*r\)\s*\{\s*function s\(o,\s*u\)"
                    rb"|^\s*var __defProp = Object\.defineProperty;"
                    rb"|// webpackBootstrap", re.M)


def is_built_bundle(data: bytes, lang: str) -> bool:
    """Whether ``data`` (a file in ``lang``) is a bundler's or compiler's output: it ends with a
    source-map link or opens with a bundler's prelude.

    >>> is_built_bundle(b"var a = 1;\\n//# sourceMappingURL=a.js.map\\n", "javascript")
    True
    >>> is_built_bundle(b"/*!\\n * body-parser\\n * MIT Licensed\\n */\\nvar a = 1;\\n", "javascript")
    False
    """
    if lang not in BUNDLE_LANGUAGES:
        return False
    return bool(_SOURCE_MAP_LINK.search(data[-TAIL_BYTES:])
                or _PRELUDE.search(data, 0, HEAD_BYTES))
