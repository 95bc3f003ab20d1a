"""Folders judged by the names they hold: a generated site, a virtual environment, a cache,
build output. ``listing_reason`` is asked once a folder's listing is known (the scandir walk
lists it; git mode collects the few names these rules look at in one pass over its paths):
by its name alone such a folder would be a project's own (`build/`, `docs/`) or none.
"""
from __future__ import annotations

from collections.abc import Collection

# Build-output folder names that are also real source package names (pypa/build keeps its code
# in ``src/build/``, coverage.py in ``coverage/``). They are skipped unless they are a Python
# package, i.e. directly hold an ``__init__.py``; that rule needs the folder's listing, which
# both modes have for free.
BUILD_OUTPUT_DIRS: frozenset[str] = frozenset({"build", "dist", "out", "target", "coverage"})
# Source no build writes straight into its output folder (javac, kotlinc, cargo and go put
# classes, binaries and generated code a folder or more below it): one of these directly in a
# folder so named makes it a package. coil's `coil3/target/` (Target, ImageViewTarget: 14
# files) and commons-io's `org/apache/commons/io/build/` (21) were dropped; thiserror's
# `build/probe.rs` too; so was arocc's `build/generate_def.zig`, its code generator (Zig's
# build writes into `zig-out/` and `.zig-cache/`). Not JavaScript (a committed `dist/` of
# bundles) nor C (CMake writes `config.h` into its build folder).
PACKAGE_SOURCES: tuple[str, ...] = (".java", ".kt", ".scala", ".go", ".rs", ".swift", ".cs", ".zig")

# A file with one of these names marks its folder as generated whatever the folder is called:
# a virtual environment (``env/``, ``py311/`` ...), a cache (Cargo's ``target/``, and any tool
# that follows the Cache Directory Tagging spec) or Doxygen's HTML output, which always writes
# `doxygen.css` beside its pages (taskflow's committed `docs/`: the pages are skipped as
# generated, but 466 navigation and search-index scripts, `var searchData=[…]`, and 99 `.md5`
# files were indexed, and answered "Partitioning Algorithm" before the source). A marker
# directly in the root is ignored: the user asked for that folder.
# Javadoc's output is marked the same way by its class index, whose name no other tool writes
# (`allclasses-frame.html` and `-noframe.html` up to Java 8, `allclasses-index.html` and
# `allclasses.html` since). Its pages are skipped as generated, but not what lies beside them:
# jackson-jr commits 40 versions in `docs/javadoc/`, and 102 of its 274 indexed files were their
# `package-list`, `stylesheet.css` and `script.js` (plus `legal/`, `jquery/` since Java 11).
DIR_MARKERS: dict[str, str] = {
    "pyvenv.cfg": "venv", "CACHEDIR.TAG": "cache_dir", "doxygen.css": "doxygen_output",
    **dict.fromkeys(("allclasses-frame.html", "allclasses-noframe.html", "allclasses-index.html",
                     "allclasses.html"), "javadoc_output"),
}
# JSDoc's output has no name of its own beside its pages (its `styles/jsdoc-default.css` lies a
# folder down, and a theme's source holds one too), but its source view writes each source file
# as a page `<name>.js.html` beside `index.html`, names no hand-written site uses (Istanbul's
# HTML coverage report, output too, is the one other writer). async commits its v2 and v3 API
# docs under `docs/`: 169 of their pages were skipped as minified, not their `scripts/`,
# `styles/` and `data/` (the dump, which reads every page, made 224 chunks of them).
JSDOC_SOURCE_PAGE = ".js.html"
# Jazzy writes its lint report `undocumented.json` beside every site's `index.html` (either
# alone may be a project's own): RxSwift's `docs/` pages were skipped, not its `js/jazzy.js`.
JAZZY_REPORT = "undocumented.json"
# TypeDoc (0.25 on) writes its site's tree and search index as scripts of base64 data,
# `navigation.js` and `search.js`, beside its theme's `highlight.css` in the site's `assets/`;
# a hand-written site's assets hardly hold all three. Its pages are refused as generated (by
# their toolbar), not these: ioredis' `docs/assets/` `style.css` (1,412 lines),
# `highlight.css` and `navigation.js` were indexed.
TYPEDOC_ASSETS = ("navigation.js", "search.js", "highlight.css")
# ASP.NET Core's web templates commit the site's client-side libraries (jQuery, Bootstrap, the
# validation plugins) in `wwwroot/lib/`, where LibMan and Bower restore them too: other
# projects' code, as `node_modules/` is. `lib` alone is often a project's own; under the web
# root `wwwroot` it is the libraries' folder. FluentResults' MediatR sample: 22 functions of
# `jquery.validate.unobtrusive.js` were indexed.
CLIENT_LIBRARIES = ("wwwroot", "lib")


def listing_reason(folder: str, children: Collection[str]) -> str | None:
    """Why ``folder`` (root-relative) is dropped judging by the names of the files directly
    inside it: a marker (``DIR_MARKERS``), JSDoc's `index.html` beside a `*.js.html` page or
    Jazzy's beside its report, TypeDoc's assets (``TYPEDOC_ASSETS``), or a build output name (``BUILD_OUTPUT_DIRS``) holding no
    package's file; or by its place: an ASP.NET site's `wwwroot/lib` (``CLIENT_LIBRARIES``)."""
    parent, _, name = folder.rpartition("/")
    if (parent.rpartition("/")[2], name) == CLIENT_LIBRARIES:
        return "ignored_dir"
    for marker, reason in DIR_MARKERS.items():
        if marker in children:
            return reason
    if "index.html" in children and JAZZY_REPORT in children:
        return "jazzy_output"
    if all(asset in children for asset in TYPEDOC_ASSETS):
        return "typedoc_output"
    if "index.html" in children and any(child.endswith(JSDOC_SOURCE_PAGE) for child in children):
        return "jsdoc_output"
    if name in BUILD_OUTPUT_DIRS and "__init__.py" not in children \
            and not any(child.endswith(PACKAGE_SOURCES) for child in children):
        return "ignored_dir"
    return None
