"""What a path is for: source, test, doc, example or config. Used to prefer source unless asked.

>>> path_class("tests/test_client.py"), path_class("src/client.py"), path_class("docs/api.md")
('test', 'source', 'doc')
>>> path_class(".github/workflows/ci.yml"), path_class("setup.py")
('config', 'source')
>>> path_class("ci/test-complete"), path_class("src/ci/runner.py"), path_class("benches/glob.rs")
('config', 'source', 'example')
>>> path_class("LICENSE-MIT"), path_class("History"), path_class("src/history.ts")
('doc', 'doc', 'source')
>>> path_class("finder_example_test.go"), path_class("playground/src/App.vue"), path_class("test-dts/store.test-d.ts")
('example', 'example', 'test')
>>> path_class("src/index.bench.ts"), path_class("tsconfig.bench.json")
('example', 'config')
>>> path_class("jq.1.prebuilt"), path_class("doc/rg.1"), path_class("src/v1.2")
('doc', 'doc', 'source')
>>> path_class("src/Ftp/FtpAdapterTestCase.php"), path_class("src/Ftp/FtpAdapter.php"), path_class("testes/cstack.lua")
('test', 'source', 'test')
>>> path_class("features/replay.feature"), path_class("features/step_definitions/http.rb"), path_class("src/features/auth/api.ts")
('test', 'test', 'source')
"""
from __future__ import annotations

import functools
import re
from collections.abc import Collection, Iterable

from .lazy_re import lazy
from .regex_cache import compiled

# Test folders: lower-case by convention in most ecosystems; Swift and .NET write ``Tests/``,
# ``AlamofireTests/``, ``Newtonsoft.Json.Tests/``, Gradle source sets ``androidTest/``,
# ``jvmTest/``; a folder named for a kind of test, ``integration_test/``, ``java-test/``,
# ``moshi-kotlin-tests/``. A file named ``test.c`` or ``tests.rs`` is a test whatever its
# folder (but a ``tests.yml`` is a CI workflow), and so is a test base class's, named as
# PHPUnit's and JUnit's are (Flysystem keeps `ZipArchiveAdapterTestCase.php` in `src/`).
# Lua's suite is in Portuguese, `testes/`: its `cstack.lua` led "C stack overflow" over `lstate.c`.
# Perl's test scripts are `t/*.t` (`xt/` its author tests), as celery's and kombu's Python tests
# are under `t/`: Plack's 150 `.t` files were source. `tst/` is `test/` shortened (Pester's
# suites, `tst/functions/Mock.Tests.ps1` and its own runner's `tst/Pester.Mock.RSpec.ts.ps1`;
# Amazon's package layout keeps `src/` and `tst/`): read as source, a `.ts.ps1` suite's
# expected message led "Should -Invoke: Could not find Mock for command …" over
# `Should-InvokeAssertion`, which throws it (set 92). Code written for the tests to use is
# theirs too: `test_utils/`, retrofit's `test-helpers/` (its delegating and non-matching
# adapter factories were source hits for "call adapter factory"), Gradle's
# `src/testFixtures/`, and a project or target named for them, swift-argument-parser's
# `ArgumentParserTestHelpers/`, Polly's `Polly.TestUtils/`. Not a bare `TestHelper/`: in C#
# or Java that is a namespace of the library, FluentValidation's `TestHelper`, which its
# users' tests call (its `TestValidationResult` fell out of the first ten for a commit that
# names it). Gherkin's `.feature` files are the acceptance tests of Cucumber, Behave, Behat and
# SpecFlow, beside their `steps/`, `step_definitions/` and `support/` code: vcr's
# `features/*.feature` pages led four questions about the library's code, as source. A bare
# `features/` folder is no test: front-end apps keep their feature modules there.
# Regression suites are tests: OpenBSD's, OpenSSH's and tmux's `regress/` (tmux's scripts led
# four questions about its C sources), `regressions/`, and a `regression/` at the root; one
# deeper may be a library's models (statsmodels' `statsmodels/regression/`, Spark's
# `mllib/regression/`), and Kingfisher's demo's `Regression/` views are its demo's. A
# `corpus/` at the root or a fuzzer's is the inputs a suite runs on: clj-kondo's 116 lint
# inputs led questions about its linters (NLTK's `nltk/corpus/` is its readers' code).
# Python's unittest discovers `test*.py`, and Django apps name their modules `tests_*.py`
# (babybuddy's `core/tests/tests_forms.py`): with none of them a test module, each app's
# `tests/` package read as library code, its suites as source, and "tests for Home Assistant
# ingress" led with the middleware over `tests_home_assistant.py` (``library_test_folders``).
# A folder of fixtures is the data and set-ups tests run on, wherever it lies: a root
# `fixtures/` (wallabag's Doctrine fixtures, kafka-go's captures), Jest's `__fixtures__/`
# beside the code, Go's `_fixture/`, Symfony's `src/DataFixtures/`. Read as source,
# wallabag's `fixtures/IgnoreOriginUserRuleFixtures.php` led "where is an entry's original
# URL matched against the ignore origin rules" (set 85).
_TEST = compiled(
    r"^(?:regression|corpus)/|(?:^|/)fuzz/corpus/|(?:^|/)(?:tests?|testes|__tests__|specs?|Specs?|testing|testdata|regress(?:ions)?"
    r"|_*fixtures?_*|DataFixtures"
    r"|test[-_]?(?:[Uu]tils?|[Hh]elpers?|[Ss]upport|[Ff]ixtures)|[^/]+Test(?:Utils?|Helpers?|Support|Fixtures)"
    r"|[^/]*Tests?|[^/]*[-_]tests?|x?t|tst)/"
    r"|(?:^|/)tests?\.(?!ya?ml$)[^/]+$|(?:^|/)test_[^/]*$|(?:^|/)tests_[^/]*\.py$|_tests?\.[^/]+$|\.(?:test|spec|test-d)\.[^/]+$|(?:Tests?|TestCase|TestBase)\.[^/]+$|(?:^|/)conftest\.py$"
    r"|\.feature$|(?:^|/)features/(?:steps|step_definitions|support)/")
# A man page by its section's extension (`jq.1`, `jq.1.prebuilt`, `rg.1.in`) is prose too, as
# are Ruby's RDoc, Perl's POD, Textile and Org files (rake's `History.rdoc` read as source).
_PROSE_EXTENSIONS = r"md|markdown|rst|txt|adoc|rdoc|pod|textile|org"
# MDX is Markdown with components (Docusaurus's and Next.js's pages: Humanizer's eleven
# versioned copies of a page led a question about the class they describe, as source), and
# so is Livebook's `.livemd`, a notebook of prose and code cells (a tutorial, read as a page).
# A Go package's ``doc.go`` is its package comment: prose about every part of the package
# (validator's 1,500 lines on every tag led questions about the code that checks them).
# odoc's pages (`.mld`) are an OCaml library's manual, kept beside its modules as often as
# under `doc/`: lwt's `src/core/index.mld`, read as source, led "how do I run a blocking C
# call on a system thread" over `lwt_preemptive.ml`.
_PAGE_EXTENSIONS = rf"{_PROSE_EXTENSIONS}|mdx|livemd|mld"
# Docusaurus keeps a site's older versions of its docs in `versioned_docs/`, and each
# locale's translation of them in `i18n/<locale>/docusaurus-plugin-content-docs/`: copies of
# the docs, their code snippets included (riverpod's 842 translated `.dart` snippets were
# source, and led a pasted error's question over the code that raises it).
_DOC = compiled(rf"(?:^|/)(?:docs?|documentation|man|versioned_docs|docusaurus-plugin-content-docs)/"
                rf"|\.(?:{_PAGE_EXTENSIONS})$"
                r"|[a-z]\.[1-9](?:\.(?:in|prebuilt))?$|(?:^|/)doc\.go$", re.IGNORECASE)
# A project's prose files by their conventional names: upper case with any suffix
# (`LICENSE-MIT`, `CHANGES.rst`), or capitalized without an extension (`History`) or with a
# version for one (GNU's `ChangeLog-2.0`, `NEWS-1.4`: libevent keeps a ChangeLog a release
# series, each a whole-file chunk that matched every question). A code file that shares the
# name (`history.ts`, `release.py`, a `release` script) is source.
_PROSE_NAMES = frozenset({"CHANGELOG", "CHANGES", "HISTORY", "NEWS", "RELEASE", "RELEASES",
                          "LICENSE", "LICENCE", "COPYING", "NOTICE", "AUTHORS", "CONTRIBUTORS",
                          "README", "THANKS", "PATENTS", "MAINTAINERS"})
_STEM_END = compiled(r"[-_.]")
_VERSION_SUFFIX = compiled(r"[-_.]v?\d+(?:\.\d+)*")
# A licence's text named by what it licenses, with no extension: Rails gems' `MIT-LICENSE`,
# a bundled copy's `jackson-core-LICENSE`, Uniswap's `licenses/MIT_LICENSE` (it was source,
# and its "Permission is hereby granted" answered a question about permissions).
_LEGAL_PARTS = frozenset({"LICENSE", "LICENCE", "COPYING", "NOTICE"})
_NAME_PARTS = compiled(r"[-_]")


def _prose_name(path: str) -> bool:
    """``LICENSE-MIT``, ``CHANGES.rst``, ``History``, ``ChangeLog-2.0``, ``MIT-LICENSE``: not
    ``history.ts`` or ``History.ts``."""
    base = path.rsplit("/", 1)[-1]
    stem = _STEM_END.split(base, 1)[0]
    if "." not in base and not _LEGAL_PARTS.isdisjoint(_NAME_PARTS.split(base)):
        return True
    return (stem.upper() in _PROSE_NAMES and base[:1].isupper()
            and (stem.isupper() or "." not in base
                 or _VERSION_SUFFIX.fullmatch(base, len(stem)) is not None))


# Build, CI and data files: they echo names and versions, and answer few code questions.
# Translation catalogs (gettext ``.po``, XLIFF, Apple ``.strings``, .NET ``.resx``, Flutter
# ``.arb``) are data too: each repeats every message of the program once per language.
# IDE project files (Xcode's ``project.pbxproj``, schemes, plists and storyboards; MSBuild's
# ``.csproj``, ``.sln`` and ``.targets``) list every file and setting of the project by name,
# so they match any question about the project and answer none.
_CONFIG = compiled(r"(?:^|/)\.github/|^ci/|(?:^|/)\.[^/]+$"
                   r"|\.(?:ya?ml|toml|json|jsonc|ini|cfg|conf|properties|xml|gradle|lock|html?|csv"
                   r"|pot?|xlf|xliff|strings|resx|arb"
                   r"|pbxproj|xcscheme|xcworkspacedata|xctestplan|xcconfig|plist|entitlements"
                   r"|storyboard|xib|sln|[cfv]sproj|vbproj|vcxproj(?:\.filters)?|props|targets"
                   r"|nuspec)$",
                   re.IGNORECASE)
# Benchmarks (Rust's benches/, ripgrep's benchsuite/) exercise the code as examples do, and a
# JavaScript project's playground/ is its sandbox app, and FastAPI, Typer and SQLModel keep
# their tutorials' code in docs_src/. Go writes examples as tests (`example_test.go`,
# `finder_example_test.go`): they are there to show use, as do the programs of an `_examples/`
# folder (the go tool skips folders that start with `_`). JavaScript benchmarks are often
# files beside the code (vitest's `src/index.bench.ts`: path-to-regexp's led a question on
# how its parser works). A folder named for an example with more words is one too (pm2's
# `lib/templates/sample-apps/`, whose `ecosystem.config.js` files led a question on how the
# code merges their `env_production`; dropwizard's `dropwizard-example/`, rayon's `rayon-demo/`).
# A Storybook story file (`Button.stories.tsx`, `Button.story.tsx`) beside or apart from its
# component is a demo of it: radix-ui's `apps/storybook/stories/dismissable-layer.stories.tsx`,
# read as source, led "clicking outside … closes the open layer" over `dismissable-layer.tsx`.
_EXAMPLE = compiled(r"(?:^|/)_?(?:examples?|samples?|demos?|playgrounds?|bench(?:es|marks?|suite)?"
                    r"|docs_src)/|\.bench(?:mark)?\.[cm]?[jt]sx?$"
                    r"|\.stor(?:y|ies)\.(?:[cm]?[jt]sx?|svelte|vue)$"
                    r"|(?:^|/)(?:examples?|samples?|demos?)[-_][^/]*/|[-_](?:examples?|samples?|demos?)/",
                    re.IGNORECASE)
_GO_EXAMPLE = compiled(r"(?:^|/)(?:[^/]*_)?example_test\.go$")
# A JVM source root's first three package folders, from a top-level domain's (`com/`, `io/`),
# are its owner's reversed domain, not a folder's purpose: Google's Android samples keep every
# file under `com/google/samples/apps/` or `com/example/android/`, template apps theirs under
# `com/example/`. Read as examples, all of nowinandroid's source was pushed behind two shell
# scripts. Deeper, an example word is a package of examples (gson's `…/gson/extras/examples/`).
_JVM_OWNER = compiled(r"((?:^|/)src/[^/]+/(?:java|kotlin|scala|groovy)/)([a-z]{2,3}/(?:[^/]+/){1,2})")


# Build files by name: recipes and dependency lists, not the code a question is about.
# (`CMakeLists.txt` and `requirements.txt` would otherwise read as prose.)
_BUILD = compiled(r"(?:^|/)(?:GNUmakefile|[Mm]akefile(?:\.(?:am|in))?|Dockerfile[^/]*|Containerfile"
                  r"|CMakeLists\.txt|[Jj]ustfile|[Rr]akefile(?:\.rb)?|MANIFEST\.in|Pipfile|Procfile"
                  r"|Vagrantfile"
                  r"|BUILD(?:\.bazel)?|WORKSPACE(?:\.bazel)?|BUCK|go\.(?:mod|sum|work)"
                  r"|requirements[^/]*\.txt|gradlew(?:\.bat)?|mvnw(?:\.cmd)?|Gemfile|Podfile"
                  r"|Cartfile|Brewfile|meson\.build|meson_options\.txt|SConstruct|SConscript"
                  r"|configure(?:\.ac|\.in)?|config\.(?:guess|sub|status)|install-sh|ltmain\.sh)$"
                  # Package specs in a format of their own (sinatra's gemspec came third for
                  # prose questions) and RPM's .spec recipes. Build scripts written in their
                  # language, Gradle's `.gradle.kts` and sbt's and Mill's Scala (`build.sbt`,
                  # `build.mill`: chunked as Scala, os-lib's settings led "Support `os.proc` on
                  # Scala Native" over ProcessOps.scala); a version query still finds them as
                  # manifests. Not Package.swift or mix.exs: code, where a change about
                  # packaging lands (Alamofire's SPM commits), as setup.py stays source.
                  r"|\.(?:mk|cmake|bazel|bzl|gradle\.kts|sbt|mill|m4|ninja|gemspec|podspec|rockspec|cabal"
                  r"|spec)$")


# A translated document: in a locale's folder right under a docs tree (`docs/zh/`,
# `i18n/pt-BR/`, vuex's `docs/ptbr/`) or named for one (`README.zh-CN.md`, `README_ja.md`).
# Only prose, and only there: `examples/he/`, `certs/ca/` and a top-level `cs/` are no locales.
_LOCALES = (r"(?:zh|ja|ko|ru|fr|de|es|pt|it|fa|tr|uk|vi|pl|nl|ar|he|th|cs|hu|ro|sv|el|bg|hi|bn"
            r"|id|ms|da|fi|nb|no|sk|sl|sr|hr|lt|lv|et|ca|cn|jp|kr|ptbr|zhcn|zhtw)(?:[-_][A-Za-z]{2,4})?")
_TRANSLATION = compiled(
    rf"(?:^|/)(?:docs?|documentation|i18n|l10n|locales?|translations?|website|site|content)/{_LOCALES}/"
    rf"|[._-]{_LOCALES}\.(?:{_PROSE_EXTENSIONS})$", re.IGNORECASE)
_PROSE = compiled(rf"\.(?:{_PAGE_EXTENSIONS}|html?)$", re.IGNORECASE)
# Docusaurus's translations hold nothing else: code snippets there are translated copies too.
_DOCUSAURUS_TRANSLATION = compiled(rf"(?:^|/)i18n/{_LOCALES}/docusaurus-plugin-content-")


def is_translation(path: str) -> bool:
    """A document translated from another one of the repository (``docs/zh/guide.md``).

    >>> is_translation("docs/zh/guide.md"), is_translation("README.zh-CN.md"), is_translation("docs/guide.md")
    (True, True, False)
    >>> is_translation("docs/ptbr/getters.md"), is_translation("examples/he/README.md"), is_translation("docs/zh/config.ts")
    (True, False, False)
    >>> is_translation("website/i18n/ru/docusaurus-plugin-content-docs/current/auth.dart")
    True
    """
    return (_PROSE.search(path) is not None and _TRANSLATION.search(path) is not None
            or _DOCUSAURUS_TRANSLATION.search(path) is not None)


@functools.lru_cache(maxsize=1 << 16)   # a search asks about the same few hundred paths ~160 times
def path_class(path: str) -> str:
    """``test``, ``doc``, ``example``, ``config`` or ``source`` for a repo-relative path."""
    if _GO_EXAMPLE.search(path):
        return "example"
    if _TEST.search(path):
        return "test"
    if _BUILD.search(path):
        return "config"
    if _DOC.search(path) or _prose_name(path):
        return "doc"
    if _EXAMPLE.search(_JVM_OWNER.sub(_owner_less, path, count=1)):
        return "example"
    if _CONFIG.search(path):
        return "config"
    return "source"


def _owner_less(match: re.Match[str]) -> str:
    """A JVM source root with its package owner's example words (``_JVM_OWNER``) made neutral:
    a benchmarks package there is still one (dropwizard's `io/dropwizard/benchmarks/`)."""
    owner = [("_" if _OWNER_WORD.fullmatch(part) else part) for part in match.group(2).split("/")]
    return match.group(1) + "/".join(owner)


_OWNER_WORD = compiled(r"examples?|samples?|demos?", re.IGNORECASE)


# What a suite runs on rather than a test: a folder of fixtures (`fixtures/`, Jest's
# `__fixtures__/`, Go's `testdata/`, a Rails engine's `test/dummy/` app), and a file of prose
# or data by its own name in a test folder (mdBook's 60 `tests/testsuite/*/src/SUMMARY.md`
# books). Asked for tests, they are no answer: they took every place of "tests for parsing
# SUMMARY.md", and solid_queue's `test/dummy/bin/jobs` script the first of "tests for
# claiming jobs".
# The folder names of fixtures wherever they lie, which `search/named_tests.py` reads too.
FIXTURE_FOLDERS = r"_*fixtures?_*|DataFixtures|testdata"
_FIXTURE_FOLDER = compiled(rf"(?:^|/)(?:{FIXTURE_FOLDERS}|dummy)/")


def is_fixture(path: str) -> bool:
    """Whether a test-class path is a suite's fixture rather than a test (``_FIXTURE_FOLDER``).

    >>> is_fixture("test/dummy/bin/jobs"), is_fixture("tests/testsuite/toc/src/SUMMARY.md")
    (True, True)
    >>> is_fixture("tests/test_api.py"), is_fixture("spec/models/user_spec.rb"), is_fixture("tests/parse.feature")
    (False, False, False)
    """
    if _FIXTURE_FOLDER.search(path):
        return True
    return path_class(path.rpartition("/")[2]) in ("doc", "config")


def library_test_folders(paths: Iterable[str]) -> list[str]:
    """Test-looking folders that are subpackages of a Python package and hold no test module:
    library code for testing with, as Django's ``django/test/`` (its test client, TestCase),
    where ``tests/`` and ``numpy/core/tests/`` (``test_*.py`` inside) stay tests.

    >>> library_test_folders(["django/__init__.py", "django/test/__init__.py",
    ...                       "django/test/client.py", "tests/__init__.py", "tests/test_x.py"])
    ['django/test']
    >>> library_test_folders(["app/__init__.py", "app/tests/__init__.py", "app/tests/tests_forms.py"])
    []
    """
    files: dict[str, list[str]] = {}   # folder -> the file names directly in it
    for path in paths:
        folder, _, name = path.rpartition("/")
        files.setdefault(folder, []).append(name)
    packages = {folder for folder, names in files.items() if "__init__.py" in names}
    out = []
    for folder in sorted(packages):
        parent, _, name = folder.rpartition("/")
        if (not parent or parent not in packages or not _TEST.search(name + "/")
                or _TEST.search(parent + "/")):   # a package inside tests/ is tests
            continue
        if not any(_TEST.search(name) for name in files[folder]):
            out.append(folder)
    return out


def path_class_in(path: str, library: Collection[str]) -> str:
    """``path_class``, except that a library test folder's own files are what their name
    says beyond it (``django/test/client.py`` is source)."""
    cls = path_class(path)
    if cls == "test":
        for folder in library:
            if path.startswith(folder + "/"):
                return path_class(path[len(folder) + 1:])
    return cls


# Package manifests: where supported versions, dependencies and project metadata live. A
# file name (no `/` in any branch), matched whole.
_MANIFEST_NAME = lazy(r"(?:setup\.py|setup\.cfg|pyproject\.toml|package\.json|Cargo\.toml|go\.mod"
                      r"|pom\.xml|build\.gradle(?:\.kts)?|Gemfile|[^/]+\.gemspec|composer\.json"
                      r"|requirements[^/]*\.txt|Package\.swift|[^/]+\.podspec|pubspec\.yaml|mix\.exs"
                      r"|[^/]+\.cabal|build\.sbt|[^/]+\.[cf]sproj|build\.zig\.zon|[^/]+\.rockspec)")


# The words that make a file's stem a test's name (`test_x`, `x_test`, `XTest`, `x.spec`),
# and the same as a run-together stem's affix (`testsession`, `sessiontest`).
# .NET suites are also named `…Specs` (Polly, NSubstitute) and xUnit's `…Facts` (Hangfire's
# RecurringJobSchedulerFacts.cs for "tests for the recurring job scheduler").
_TEST_WORDS = frozenset({"test", "tests", "spec", "specs", "facts"})
# Erlang's Common Test runs modules named `…_SUITE` (rebar3's rebar_profiles_SUITE.erl), and
# ScalaTest and others name suites `…Suite`: a test word at the end of a name of more words
# (`TestSuite` names no subject, nor does a `suite` alone).
_TRAILING_TEST_WORDS = _TEST_WORDS | {"suite"}
_ONE_WORD_TEST_AFFIX = lazy(r"^(?:test|spec)|(?:tests?|specs?|facts)$")
# A number that orders files or folders before their name, a test word maybe first: Kong's
# `spec/03-plugins/09-key-auth/02-access_spec.lua`, `test_01_create`. Not a number that is
# part of the name (`2fa_spec`, `http2_test`): a separator follows it, then a letter.
_ORDER_PREFIX = lazy(r"^((?:test|spec)[-_])?\d+[-_.](?=[A-Za-z])", re.I)


def file_stem(path: str) -> str:
    """A path's file name less its extension: ``src/api.py`` -> ``api``; a name without one
    (``Makefile``, ``.gitignore``) as it is.

    >>> file_stem("src/requests/api.py"), file_stem("Makefile"), file_stem("a/.gitignore")
    ('api', 'Makefile', '.gitignore')
    """
    base = path.rsplit("/", 1)[-1]
    return base.rsplit(".", 1)[0] if "." in base[1:] else base


def subject_of_test(name: str) -> str:
    """What a test or a test file's stem is named for, compacted: the name less a leading or
    trailing `test`, `tests` or `spec` word (``TestSequence``, ``test_session``,
    ``SequenceTests``, ``user.spec``).

    >>> subject_of_test("TestSequence"), subject_of_test("test_read_line")
    ('sequence', 'readline')
    """
    from .tokens import compact

    return compact("".join(subject_words(name)))


def subject_words(name: str) -> list[str]:
    """``subject_of_test``'s words, one by one: a suite named for a subject and an aspect of
    it (``ProcessExecutorTimeoutTest``) is named for the aspect too.

    Word by word, not on the compacted name, where ``tests?`` took the ``s`` of
    ``testsession`` and left "ession"; a name that is one word loses a leading ``test`` or
    ``spec`` and a trailing ``test``, ``tests`` or ``spec``.

    >>> subject_words("ProcessExecutorTimeoutTest"), subject_words("testsession")
    (['process', 'executor', 'timeout'], ['session'])
    >>> subject_words("02-access_spec"), subject_words("09-key-auth"), subject_words("2fa_spec")
    (['access'], ['key', 'auth'], ['2', 'fa'])
    >>> subject_words("rebar_profiles_SUITE"), subject_words("TestSuite")
    (['rebar', 'profiles'], ['suite'])
    """
    from .tokens import compact, name_parts

    name = _ORDER_PREFIX.sub(r"\1", name)
    words = name_parts(name) or [name.lower()]
    if len(words) == 1:
        word = _ONE_WORD_TEST_AFFIX.sub("", compact(words[0]))
        return [word] if word else []
    while words and words[0] in _TEST_WORDS:
        words = words[1:]
    while len(words) > 1 and words[-1] in _TRAILING_TEST_WORDS:
        words = words[:-1]
    return words


def is_manifest(path: str) -> bool:
    """A package manifest (``setup.py``, ``package.json``, ``Cargo.toml``, ...)."""
    return bool(_MANIFEST_NAME.fullmatch(path.rpartition("/")[2]))
