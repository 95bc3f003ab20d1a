"""The tests a request for tests names ("tests for FakeStore"), as files and as cases.

A test file or case named for the request's subject is as sure a pointer as a file the query
names outright, and only the surest lead (``fusion.py`` gives them the mention
bonus). How surely, as a tuple that sorts surest last: words run together or a typed
identifier (RedirectMiddlewareTest for "redirect middleware") before one word; a file, which
holds the whole suite, before a case, one test; a suite named for a subject and an aspect of
it (``ProcessExecutorTimeoutTest`` for "tests for timeout") after both; and, the caller's
third part, a rare word before a common one.

>>> names = requested_names(["redirect", "middleware"], [])
>>> file_named("tests/RedirectMiddlewareTest.php", names), file_named("tests/test_gzip.py", names)
((2, 1, 'redirectmiddleware'), None)
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from itertools import product

from ..languages import language_of
from ..paths import FIXTURE_FOLDERS, file_stem, subject_of_test, subject_words
from ..regex_cache import compiled
from ..tokens import compact
from .inflections import MIN_PREFIXED, PREFIX, agent_bases, inflection_bases
from .words import STOPWORDS, WORD

# What a test case is declared as: a test function or method, a `describe`/`context` group.
TEST_CASE_KINDS = frozenset({"function", "method", "namespace"})
# Languages whose test runners take a function or method as a case only by a test word in its
# name (Go's `TestX`, pytest's and unittest's `test_x`): one without it is a helper. Not JUnit's,
# NUnit's, Rust's or Kotlin's, whose attributes make any name a case (`shouldParseDates`).
_CASE_WORD_LANGUAGES = frozenset({"go", "python"})
# What a function's signature says it returns: Rust's and Swift's `-> T`, Kotlin's `): T`, and
# in Java and C# the type before its name (after the modifiers, ``_MODIFIERS``).
_ARROW_RETURN = compiled(r"\)\s*(?:async\s+)?(?:re)?(?:throws\s+)?->\s*([^{]+?)\s*(?:where\b.*)?$")
_COLON_RETURN = compiled(r"\)\s*:\s*([^=]+?)\s*(?:=.*)?$")
_MODIFIERS = frozenset({"public", "private", "protected", "internal", "static", "final",
                        "abstract", "synchronized", "async", "override", "virtual", "sealed",
                        "native", "default", "strictfp", "unsafe", "extern", "new", "partial"})
# What a test runner's case returns: nothing (`()`, `Void`, `Unit`, `void`), a Rust `Result`, a
# C# `Task`, kotlinx-coroutines' `TestResult`, JUnit 5's dynamic tests (a `@TestFactory`'s).
_CASE_RETURNS = compiled(r"(?:\(\s*\)|Void|Unit|void|(?:[\w:]+::)?Result\b.*|(?:Value)?Task\b.*"
                         r"|TestResult|.*\bDynamic(?:Test|Node|Container)\b.*)")
# Languages whose signatures say what a function returns, as above.
_RETURN_LANGUAGES = frozenset({"rust", "swift", "kotlin", "java", "csharp"})
# The file names a runner collects cases from where it finds them by name: pytest's and
# unittest's `test*.py` and `*_test.py` (and `*_tests.py`), `go test`'s `*_test.go`.
_COLLECTED = {"python": compiled(r"test.*|.*_tests?"), "go": compiled(r".*_test")}
# The verbs a predicate's name opens with: its case is named for the rest too.
_PREDICATE = frozenset({"is", "has", "can", "should"})
# A run of the query's words names a subject only from 3 characters ("io" names too much).
_MIN_SUBJECT = 3
# The most words of the query run together into one name.
_MAX_RUN = 4

# A fixtures folder (`paths.FIXTURE_FOLDERS`: Go's `testdata/`, `fixtures/`, `__fixtures__/`,
# Symfony's `DataFixtures/`), snapshots or a dotfile.
_FIXTURE = compiled(rf"(?:^|/)(?:{FIXTURE_FOLDERS}|__snapshots__|snapshots)/|(?:^|/)\.[^/]+$")

# A bracketed aside (no nesting): a request for tests lists cases in one when it holds a comma.
_BRACKETED = compiled(r"\(([^()]*)\)")

# A request's surest test files join the candidates when no more than this many tie.
SUREST_FILES = 3
# The words joining a conversion's source and target in a name.
_DIRECTIONS = frozenset({"to", "into", "from"})

Named = tuple[int, int, str]   # (words named, 1 for a file or 0 for a case, the name)

# Kinds of test a request may say before "tests": "unit tests for the Utils helpers" asks for
# the Utils tests, and Codeception's suite helper `tests/_support/Helper/Unit.php`, in every
# project using it, is no subject of theirs.
_TEST_KINDS = frozenset({"unit", "integration", "functional", "acceptance", "e2e", "smoke",
                         "regression"})
_KIND_BEFORE_TESTS = compiled(r"(?i)\b([a-z0-9]+)[ \t]+(?:tests?|specs?|suites?|testing)\b")
_TEST_WORDS = ("test", "tests", "testing", "spec", "specs", "suite", "suites")
# Before a name that names a folder of tests only (``without_test_kinds``); no compacted
# name holds it.
_FOLDER_ONLY = "/"


def without_test_kinds(text: str, names: dict[str, int]) -> dict[str, int]:
    """``names`` (``requested_names``) with the one-word names of each kind of test the text
    says right before "tests" (``_TEST_KINDS``) naming a folder only (``_FOLDER_ONLY`` before
    them), when other names are left: "unit tests for parseTime" names vue-element-admin's
    `tests/unit/` folder beside parseTime.spec.js, and no `Unit.php`.

    >>> without_test_kinds("unit tests for Utils", {"unit": 1, "utils": 1, "unitutils": 2})
    {'utils': 1, 'unitutils': 2, '/unit': 1}
    >>> without_test_kinds("unit tests", {"unit": 1, "tests": 1})
    {'unit': 1, 'tests': 1}
    """
    kinds = {m.group(1).lower() for m in _KIND_BEFORE_TESTS.finditer(text)} & _TEST_KINDS
    if not kinds:
        return names
    alone = {name for kind in kinds for name in requested_names([kind], [])}
    # "where are the integration tests": nothing but the kind and "tests" names a suite.
    only = requested_names([w for w in WORD.findall(text.lower())
                            if w in kinds or w in _TEST_WORDS], [])
    if all(name in only or name in alone for name in names):
        return names
    kept = {name: n for name, n in names.items() if n > 1 or name not in alone}
    kept.update({_FOLDER_ONLY + name: n for name, n in names.items() if name not in kept})
    return kept


def requested_names(words: Sequence[str], identifiers: Sequence[str],
                    listed: frozenset[str] = frozenset()) -> dict[str, int]:
    """The names a request for tests may mean, compacted, each with how many words it runs
    together (a typed identifier as two, or as its words' run when that is longer): "redirect
    middleware" names `redirect`, `middleware` and `redirectmiddleware`. Names of ``listed``
    words alone (``listed_words``) count one word less: they are what the tests check, not
    what they are for.

    >>> names = requested_names(["profiles", "profile", "deps"], [], frozenset({"profile", "deps"}))
    >>> names["profiles"], names["profiledeps"], names["deps"]
    (1, 1, 0)
    """
    def count(run: Sequence[str], n: int) -> int:
        return n - 1 if all(w in listed for w in run) else n

    names = {compact(w): count([w], 1) for w in words}
    # A word's base forms name it too: "tests for formatting" names `format_test.exs`.
    names.update({compact(b): count([w], 1) for w in words for b in _bases(w.lower())
                  if compact(b) not in names})
    # So does a long word's shortened form, as coverage reads it (``inflections.word_stems``):
    # "tests for parsing configuration strings" names StackExchange.Redis's ConfigTests.cs.
    names.update({w.lower()[:PREFIX]: count([w], 1) for w in words
                  if len(w) >= MIN_PREFIXED and w.isalpha() and w.lower()[:PREFIX] not in names})
    # A run's words in any of their forms: "tests for binding pflags string slices" names
    # viper's `TestBindPFlagsStringSlice`, which lost to a `String` fixture method.
    forms = [_forms(w) for w in words]
    for i in range(len(words)):
        for j in range(i + 2, min(i + _MAX_RUN + 1, len(words) + 1)):
            n = count(words[i:j], j - i)
            for run in product(*forms[i:j]):
                name = "".join(run)
                names[name] = max(names.get(name, n), n)
    # At least: a typed name of three words is as named as the run of its three words
    # (a listed one counts one less, as a listed word does).
    for i in identifiers:
        key = compact(i)
        names[key] = count([i], 2) if i in listed else max(names.get(key, 0), 2)
    # A suite is named for one of what it tests: "tests for dependency groups" names
    # poetry-core's test_dependency_group.py, which lost to a case named in the plural.
    names.update({one: n for name, n in list(names.items())
                  for one in (_singular(name),) if one and one not in names})
    return names


def listed_words(text: str, words: Sequence[str], identifiers: Sequence[str]) -> frozenset[str]:
    """The words and identifiers a request for tests lists after a colon or in a bracketed
    list, and not outside them: "tests for profiles: profile deps, erl_opts merging and `as`
    with several profiles" asks for the tests of profiles and lists what they check, and
    rebar3's `profile_deps`, one case of another suite, led rebar_profiles_SUITE.erl by the
    two words it runs together; "tests for gh pr checkout (same repo, fork with an existing
    remote, …)" lists cases too, and `repo/fork/fork_test.go`, named by "fork" and its folder
    by "repo", led `pr/checkout/checkout_test.go`. A bracket holding no comma is no list: an
    alias, "tests for the cache (LruCache)".

    >>> sorted(listed_words("tests for profiles: profile deps", ["tests", "profiles", "profile", "deps"], []))
    ['deps', 'profile']
    >>> sorted(listed_words("tests for checkout (same repo, a fork)", ["tests", "checkout", "same", "repo", "fork"], []))
    ['fork', 'repo', 'same']
    """
    lists = [m.group(1) for m in _BRACKETED.finditer(text) if "," in m.group(1)]
    for aside in lists:
        text = text.replace(f"({aside})", " ", 1)
    head, colon, rest = text.partition(": ")
    rest = " ".join([rest, *lists])
    if not colon and not lists:
        return frozenset()
    before, after = {w.lower() for w in WORD.findall(head)}, {w.lower() for w in WORD.findall(rest)}
    head, rest = head.lower(), rest.lower()
    return frozenset([*(w for w in words if w.lower() in after and w.lower() not in before),
                      *(i for i in identifiers if i.lower() in rest and i.lower() not in head)])


def _forms(word: str) -> list[str]:
    """``word`` compacted, then its base forms and its singular (``inflections.py``).

    >>> _forms("binding"), _forms("slices"), _forms("pflags")
    (['binding', 'bind', 'binde'], ['slices', 'slice'], ['pflags', 'pflag'])
    """
    low = compact(word)
    forms = [low, *(compact(b) for b in _bases(word.lower())), _singular(low)]
    return [f for f in dict.fromkeys(forms) if f]


def _bases(word: str) -> list[str]:
    """The base forms a word of a request for tests names beside itself: an inflection's
    (``inflection_bases``: "formatting" names `format`) or an agent noun's ("formatter" names
    hcl's `format_test.go`, which lost to `specsuite/tests/expressions/operators.t`, named by
    an aspect the request lists)."""
    return [*inflection_bases(word), *agent_bases(word)]


def _singular(name: str) -> str:
    """``name``'s singular when it ends as an English plural does, else "".

    >>> _singular("dependencygroups"), _singular("policies"), _singular("class"), _singular("status")
    ('dependencygroup', 'policy', '', '')
    """
    if len(name) <= _MIN_SUBJECT or not name.endswith("s") or name.endswith(("ss", "us", "is")):
        return ""
    return name[:-3] + "y" if name.endswith("ies") else name[:-1]


def file_named(path: str, names: dict[str, int], prefix: str = "") -> Named | None:
    """How surely the test file at *path* is named by *names*: by its whole subject
    (``FakeStoreTest.kt``, nom's ``tests/ini.rs`` for "the ini parser"), or by it less the
    *prefix* its folder's files share (``SharedPrefixes``), else by a run of its subject's
    words, an aspect (zt-exec's ``ProcessExecutorTimeoutTest`` for "timeout", which lost to
    a short test that only imports `TimeoutException`). Not a fixture, data a suite reads
    (``is_suite_data``), nor a module its runner collects no cases from (``uncollected``)."""
    if is_suite_data(path) or uncollected(path):
        return None
    words = subject_words(file_stem(path))
    subjects = [compact("".join(words))]
    if len(words) > 1 and words[0] == prefix:
        subjects.append(compact("".join(words[1:])))
    for subject in subjects:
        if len(subject) >= _MIN_SUBJECT and subject in names:
            return names[subject] + _folder_named(path, subject, names), 1, subject
        # A suite named in the plural is named by the singular, as a word of a longer subject
        # is (``_word_named``): "tests for variable key and value validation" names
        # appwrite/console's `variables.test.ts`, out of the first 300 behind `unit.test.ts`.
        one = _singular(subject)
        if len(one) >= _MIN_SUBJECT and names.get(one, 0) > 0:
            return names[one] + _folder_named(path, subject, names), 1, subject
    subject = subjects[0]
    # Its subject's words in another order: "humanized duration formatting" names timex's
    # format_duration_humanized_test.exs, which lost to duration_test.exs. The filler between
    # them is no subject, as it is none in the query: "tests for mapping to constructor" names
    # Mapster's WhenMappingToConstructor.cs, which lost to a `TestMapping` case.
    content = [w for w in words if w not in STOPWORDS]
    if len(content) > 1 and all(_word_named(w, names) for w in content) \
            and _phrase_kept(words, content, names):
        return len(content), 1, subject
    # A listed word alone (``listed_words``, counted 0) names no aspect: it says what the
    # tests check, and "fixed number of words" named Humanizer's WordsToNumberTests.cs.
    for size in range(len(words) - 1, 0, -1):
        for start in range(len(words) - size + 1):
            run = compact("".join(words[start:start + size]))
            if len(run) >= _MIN_SUBJECT and names.get(run, 0) > 0:
                return 0, 1, run
    return None


def _word_named(word: str, names: dict[str, int]) -> bool:
    """Whether a word of a suite's subject is one of the request's, as it is or as the query
    says it: a plural by its singular, an agent noun by its verb (jsqlparser's
    ``TablesNamesFinderTest`` for "tests for finding table names in statements", which lost
    to ``StatementsTest``, named by "statements" alone). Not in another form by a word the
    request only lists (``listed_words``, counted 0): "tests for parsing configuration strings
    (option keys, …, Azure defaults)" names no ``DefaultOptionsTests.cs``.

    >>> names = requested_names(["finding", "table", "names"], [])
    >>> _word_named("finder", names), _word_named("tables", names), _word_named("names", names)
    (True, True, True)
    >>> _word_named("folder", names), _word_named("statements", names)
    (False, False)
    """
    low = compact(word)
    return (low in names or names.get(_singular(low), 0) > 0
            or any(names.get(compact(b), 0) > 0 for b in agent_bases(word.lower())))


def _phrase_kept(words: list[str], content: list[str], names: dict[str, int]) -> bool:
    """Whether a subject whose *content* words the query holds is named in any order: not
    when a direction joins them (``_DIRECTIONS``) unless the query names its source before
    its target. A converter's source and target (`WordsToNumber`, `StringFromDate`) are its
    meaning in that order, and the subject is named only by the query's phrase (Mapster's
    `WhenMappingToConstructor` for "mapping to constructor") or in that order with words
    between (nowinandroid's `IntToStringIdsMigration` for "migration from int ids to string
    ids", which lost to `ListToMapMigrationTest`, named by "migration" alone): Humanizer's
    ``WordsToNumberTests`` led "tests for Truncate: ... fixed number of words". Other filler
    is no order (sttp's `RetryWhenDefaultTest` for "the default retry predicate").

    >>> names = requested_names(["number", "words", "mapping", "constructor"], [])
    >>> _phrase_kept(["words", "to", "number"], ["words", "number"], names)
    False
    >>> _phrase_kept(["when", "mapping", "to", "constructor"], ["mapping", "constructor"], names)
    True
    >>> _phrase_kept(["words", "when", "number"], ["words", "number"], names)
    True
    >>> names = requested_names(["migration", "int", "ids", "string"], [])
    >>> _phrase_kept(["int", "to", "string", "ids", "migration"], ["int", "string", "ids", "migration"], names)
    True
    """
    first, last = words.index(content[0]), len(words) - 1 - words[::-1].index(content[-1])
    span = words[first:last + 1]
    if _DIRECTIONS.isdisjoint(span) or compact("".join(content)) in names:
        return True
    at = next(i for i, w in enumerate(span) if w in _DIRECTIONS)
    source = [w for w in span[:at] if w in content]
    target = [w for w in span[at + 1:] if w in content]
    return bool(source and target) and _named_in_order(compact(source[-1]), compact(target[0]), names)


def _named_in_order(source: str, target: str, names: dict[str, int]) -> bool:
    """Whether a run of the query's words (``requested_names``' keys) holds *source* and then
    *target*."""
    for name in names:
        at = name.find(source)
        if at >= 0 and name.find(target, at + len(source)) >= 0:
            return True
    return False


def is_suite_data(path: str) -> bool:
    """Whether *path* is data a suite reads, no suite: a file in a fixtures folder (Go's
    `testdata/`, `fixtures/`, Jest's `__snapshots__/`) or a dotfile, named for the tool reading
    it. Named by their folder, they lead requests for the suite: task's six
    `testdata/gitignore*/.gitignore` led "tests for gitignore", and its
    `testdata/gitignore/source.txt` (named by "sources" and its folder) would lead "tests for
    leaving gitignored files out of a task's sources" over `gitignore_test.go`.

    >>> is_suite_data("testdata/gitignore/source.txt"), is_suite_data("test/fixtures/user.json")
    (True, True)
    >>> is_suite_data("tests/.env"), is_suite_data("internal/fingerprint/gitignore_test.go")
    (True, False)
    """
    return _FIXTURE.search(path) is not None


def uncollected(path: str) -> bool:
    """Whether *path* is a module of a test tree that its runner collects no cases from, in
    a language whose runner finds them by a file's name (``_COLLECTED``): a helper the suites
    import. mealie's `tests/utils/user_login.py`, named by "login", led "tests for LDAP
    login: …" before tests/unit_tests/test_security.py's LDAP cases.

    >>> uncollected("tests/utils/user_login.py"), uncollected("tests/conftest.py")
    (True, True)
    >>> uncollected("tests/test_security.py"), uncollected("app/tests.py"), uncollected("store/state_test.go")
    (False, False, False)
    """
    collected = _COLLECTED.get(language_of(path))
    return collected is not None and not collected.fullmatch(file_stem(path))


def surest_test_files(paths: Iterable[str], names: dict[str, int], prefixes: "SharedPrefixes",
                      rarity: Callable[[str], int]) -> list[str]:
    """The test files among *paths* that *names* names most surely (``file_named``, a rare
    name before a common one: ``rarity`` is its document frequency), when at most
    ``SUREST_FILES`` tie: a request for tests points at them as a query naming a file does,
    whether or not a channel found them (task's `gitignore_test.go` for "tests for leaving
    gitignored files …", whose chunks say `gitignore`, never the word asked)."""
    sure = {path: named for path in paths if (named := file_named(path, names, prefixes.of(path)))}
    if not sure:
        return []
    ranked = {path: (n[0], n[1], -rarity(n[2])) for path, n in sure.items()}
    best = max(ranked.values())
    surest = sorted(path for path, r in ranked.items() if r == best)
    return surest if len(surest) <= SUREST_FILES else []


def _folder_named(path: str, subject: str, names: dict[str, int]) -> int:
    """How many words a folder of *path* names beside its file's *subject*: tests laid out
    as the source is (tartiflette's ``tests/unit/scalar/test_int.py`` for "tests for the Int
    scalar", which lost to ``test_scalar.py``, named by one word).

    >>> names = requested_names(["tests", "int", "scalar"], [])
    >>> _folder_named("tests/unit/scalar/test_int.py", "int", names)
    1
    >>> _folder_named("tests/test_int.py", "int", names)
    0
    >>> _folder_named("test/log/log_car_test.exs", "logcar", requested_names(["logging", "car"], []))
    0
    """
    # A folder for tests as a whole (`tests/`, `__tests__/`, `spec/`) names no subject; one
    # named as a word of the stem names that word again (teslamate's `log/log_car_test.exs`
    # is named by "logging" and "car", not by "logging" twice).
    stem_words = {compact(w) for w in subject_words(file_stem(path))}
    folders = {subject_of_test(f) for f in path.split("/")[:-1]} - {subject} - stem_words
    return max((names.get(f) or names.get(_FOLDER_ONLY + f) or names.get(_singular(f), 0)
                for f in folders if len(f) >= _MIN_SUBJECT), default=0)


def case_named(name: str, kind: str, names: dict[str, int], language: str | None = None,
               signature: str = "") -> Named | None:
    """How surely a test case is named by *names*: bubbletea's `TestSequence` for "tests for
    Sequence". A type or value without a test word is a fixture (mapstructure_test.go's
    `struct EmbeddedSquash`), named by the subject but no test of it; so is a function
    without one in a *language* whose runner finds cases by that word (``_CASE_WORD_LANGUAGES``:
    rqlite's `FailVisitor.check` in plan_test.go, a helper, for "tests for the stale read
    check"), and one whose *signature* returns a value (``returns_value``)."""
    own = name.rsplit(".", 1)[-1]
    subject = subject_of_test(own)
    fixture = subject == compact(own) and (
        kind not in TEST_CASE_KINDS or language in _CASE_WORD_LANGUAGES)
    if fixture or returns_value(signature, own, language):
        return None
    # A case for a predicate is named for what it asks of (`Test_IsStaleRead`, "tests for the
    # stale read check"), less its verb, when two words or more are left.
    words = subject_words(own)
    asked = [compact("".join(words[1:]))] if len(words) > 2 and words[0] in _PREDICATE else []
    for named in (subject, *asked):
        if len(named) >= _MIN_SUBJECT and named in names:
            return names[named], 0, named
    return None


def returns_value(signature: str, name: str, language: str | None) -> bool:
    """Whether a function's *signature* returns a value no test runner takes from a case
    (``_CASE_RETURNS``): it builds a case's input, a helper. atuin's three `mod tests` each
    have a `fn history(…) -> History`, which led "tests for importing bash history …" as
    cases named "history", before import/bash.rs's `#[tokio::test]`s. Rust's, Swift's and
    Kotlin's signatures say the type after the parameters, Java's and C#'s before the name.

    >>> returns_value("fn history(duration: i64) -> History", "history", "rust")
    True
    >>> returns_value("async fn parse() -> Result<(), Box<dyn Error>>", "parse", "rust")
    False
    >>> returns_value("public static Stream<Arguments> cases()", "cases", "java")
    True
    >>> returns_value("public async Task Truncates()", "Truncates", "csharp")
    False
    >>> returns_value("fun user(): User", "user", "kotlin"), returns_value("func testX() async throws", "testX", "swift")
    (True, False)
    """
    if language not in _RETURN_LANGUAGES:
        return False
    if language in ("java", "csharp"):
        before = signature.partition(name + "(")[0].partition(name + "<")[0].split()
        returned = before[-1] if before and before[-1] not in _MODIFIERS else ""
    else:
        found = (_COLON_RETURN if language == "kotlin" else _ARROW_RETURN).search(signature)
        returned = found.group(1) if found else ""
    return bool(returned) and not _CASE_RETURNS.fullmatch(returned)


class SharedPrefixes:
    """The word most file names of a folder open with, by folder: an Erlang app's modules
    all start with its name (rebar3's `rebar_`, its suites `rebar_profiles_SUITE.erl`), a C
    library's with its own (`nghttp2_`). It names the project, not what a test is for.
    Folders are grouped from the project's paths on the first request only.
    """

    def __init__(self, paths: Callable[[], list[str]]) -> None:
        self._paths = paths
        self._stems: dict[str, list[str]] | None = None
        self._prefix: dict[str, str] = {}

    def of(self, path: str) -> str:
        """The prefix the files of *path*'s folder share, or ""."""
        folder = path.rpartition("/")[0]
        if folder not in self._prefix:
            if self._stems is None:
                self._stems = {}
                for p in self._paths():
                    self._stems.setdefault(p.rpartition("/")[0], []).append(file_stem(p))
            self._prefix[folder] = _shared_first_word(self._stems.get(folder, []))
        return self._prefix[folder]


# A folder's files share a prefix when this many at least hold it, and most of them do.
_MIN_SHARING = 4


def _shared_first_word(stems: list[str]) -> str:
    """The first word of most of *stems* (of ``_MIN_SHARING`` or more), if not a test word.

    >>> _shared_first_word(["rebar_deps_SUITE", "rebar_profiles_SUITE", "rebar_dir_SUITE",
    ...                     "rebar_hooks_SUITE", "mock_git"])
    'rebar'
    >>> _shared_first_word(["test_a", "test_b", "test_c", "test_d"]), _shared_first_word(["a_x", "a_y"])
    ('', '')
    """
    firsts = Counter(words[0] for words in map(subject_words, stems) if len(words) > 1)
    word, n = firsts.most_common(1)[0] if firsts else ("", 0)
    return word if n >= _MIN_SHARING and n * 2 > len(stems) else ""
