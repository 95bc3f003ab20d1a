"""The tests a pasted test runner's report says failed: each a name to look up, and a request
for tests.

An agent pastes what CI printed: ``--- FAIL: TestContextReset (0.00s)`` names gin's test as
surely as typing ``TestContextReset``, but its other words made it a message to find, and the
test, behind the source-first prior, was not among the answers. Each runner writes the test
its own way: Go's ``--- FAIL:`` (a subtest after ``/``), pytest's node id
(``tests/test_x.py::TestA::test_b[param]``), Gradle's ``Class > name() FAILED`` (a Kotlin test
named by a sentence), cargo's ``test module::name ... FAILED``, Maven Surefire's
``Class.method:42``, and ``dotnet test``'s ``Failed Namespace.Class.Method [12 ms]``.

>>> failed_tests("--- FAIL: TestContextReset/with_keys (0.00s)")
['TestContextReset']
>>> failed_tests("FAILED tests/test_utils.py::TestProxy::test_bypass[http] - AssertionError")
['TestProxy.test_bypass']
>>> failed_tests("DurationTests > should serialize Kotlin duration using Java time module() FAILED")
['DurationTests.should serialize Kotlin duration using Java time module']
"""
from __future__ import annotations

from ..lazy_re import lazy

# Tests one report names, at most: a red build lists dozens, and a few are enough to look up.
MAX_FAILED = 4

# Each runner's pattern, after the literals one of which its report holds: a pasted issue of
# 30 KB holds none, and the patterns' scans cost ~0.3 ms a KB.
_RUNNERS = [
    # Go: `--- FAIL: TestName (0.00s)`, a subtest `TestName/case` (its function is TestName).
    (("--- FAIL: ",), lazy(r"--- FAIL: (?P<name>[A-Za-z_]\w*)")),
    # pytest: `FAILED path.py::Class::name[param]`, or the node id before `FAILED`/`PASSED`.
    ((".py::",), lazy(r"[\w./-]+\.py::(?P<name>\w+(?:::\w+)*)(?:\[[^\]\n]*\])?(?=[\s,]|$)")),
    # Gradle (JUnit, Kotest): `com.x.FooTest > testBar FAILED`, `Class > a sentence() FAILED`.
    ((" FAILED",), lazy(r"(?m)(?:^|\s)(?P<name>[\w$]+(?:\.[\w$]+)*\s>\s[^\n>]*?)(?:\(\))?\s+FAILED\b")),
    # cargo: `test tests::parse_empty ... FAILED` (and the `---- tests::x stdout ----` heading).
    ((" ... FAILED", " stdout ----"),
     lazy(r"(?m)^\s*(?:test (?P<name>\w+(?:::\w+)*) \.\.\. FAILED[ \t]*$"
          r"|---- (?P<head>\w+(?:::\w+)*) stdout ----)")),
    # Maven Surefire's summary: `[ERROR]   FooTest.testBar:42 expected:<1> but was:<2>`.
    (("[ERROR]",), lazy(r"(?m)^\[ERROR\]\s+(?P<name>[A-Z][\w$]*\.\w+):\d+\b")),
    # dotnet test: `  Failed MyApp.Tests.ParserTests.ParsesEmpty [12 ms]`.
    (("Failed ",), lazy(r"(?m)^\s*Failed (?P<name>\w+(?:\.\w+)+) \[")),
]


def failed_tests(text: str) -> list[str]:
    """The tests ``text`` reports failed, as names to look up: ``Class.name`` where the runner
    writes the class (a package before it left out), else the name alone; in order, once."""
    found: list[tuple[int, str]] = []
    for needles, pattern in _RUNNERS:
        if not any(needle in text for needle in needles):
            continue
        for m in pattern.finditer(text):
            # Each pattern's one group that matched (cargo's test line or its stdout heading).
            found.append((m.start(), _class_and_name(m.group(m.lastgroup or 0))))
    return list(dict.fromkeys(name for _, name in sorted(found) if name))[:MAX_FAILED]


def _class_and_name(name: str) -> str:
    """A test's name and its class or module, the runner's separator made a dot:
    ``tests::parse_empty``, ``TestProxy::test_bypass``, ``Class > a sentence`` -> ``x.y``. A
    package before them (``com.x.FooTest``, ``MyApp.Tests.ParserTests``) says no more, and a
    test named by a sentence keeps its dots (``Class > parses 1.5 s``)."""
    if " > " in name:
        owner, _, test = name.rpartition(" > ")
        return f"{owner.strip().rsplit('.', 1)[-1]}.{test.strip()}"
    parts = [p for p in name.replace("::", ".").split(".") if p]
    return ".".join(parts[-2:])
