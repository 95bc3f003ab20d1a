"""The tests a pasted runner's report names, runner by runner."""
from __future__ import annotations

import pytest

from codesift.search.failures import MAX_FAILED, failed_tests


@pytest.mark.parametrize("report, names", [
    ("--- FAIL: TestContextReset (0.00s)", ["TestContextReset"]),
    ("    --- FAIL: TestRouter/static_routes (0.01s)", ["TestRouter"]),
    ("FAILED tests/test_utils.py::TestSuperLen::test_io_streams[stream0-5] - assert 0 == 5",
     ["TestSuperLen.test_io_streams"]),
    ("tests/test_api.py::test_get PASSED\ntests/test_api.py::test_post FAILED",
     ["test_get", "test_post"]),
    ("com.acme.FooTest > parsesEmptyInput FAILED", ["FooTest.parsesEmptyInput"]),
    ("DurationTests > should parse 1.5 seconds() FAILED", ["DurationTests.should parse 1.5 seconds"]),
    ("test tests::parse_empty ... FAILED\n---- tests::parse_empty stdout ----",
     ["tests.parse_empty"]),
    ("[ERROR]   FooTest.testBar:42 expected:<1> but was:<2>", ["FooTest.testBar"]),
    ("  Failed MyApp.Tests.ParserTests.ParsesEmpty [12 ms]", ["ParserTests.ParsesEmpty"]),
])
def test_each_runners_report_names_its_test(report: str, names: list[str]) -> None:
    assert failed_tests(report) == names


@pytest.mark.parametrize("text", [
    "where does the --- FAIL prefix come from",
    "the build FAILED on Windows",
    "test suite ... FAILED twice",
    "Failed to connect [timeout]",
])
def test_prose_about_failures_names_no_test(text: str) -> None:
    assert failed_tests(text) == []


def test_a_red_build_gives_its_first_few_tests() -> None:
    report = "\n".join(f"--- FAIL: TestCase{i} (0.00s)" for i in range(10))
    assert failed_tests(report) == [f"TestCase{i}" for i in range(MAX_FAILED)]
