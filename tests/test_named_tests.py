"""The tests a request for tests names: whole subjects, aspects, cases, fixtures."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

from codesift.search.named_tests import (SUREST_FILES, SharedPrefixes, case_named, file_named,
                                         listed_words, requested_names, surest_test_files,
                                         without_test_kinds)


def test_a_suite_named_for_a_subject_and_an_aspect_is_named_by_the_aspect_less_surely() -> None:
    # zt-exec's "tests for timeout": ProcessExecutorTimeoutTest is the suite for it, after a
    # file named for the whole subject would be.
    names = requested_names(["timeout"], [])
    aspect = file_named("src/test/ProcessExecutorTimeoutTest.java", names)
    whole = file_named("src/test/TimeoutTest.java", names)
    assert aspect == (0, 1, "timeout")
    assert whole == (1, 1, "timeout")
    assert aspect < whole
    assert file_named("src/test/ProcessExecutorCommandLineTest.java", names) is None


def test_the_longest_run_of_a_stems_words_names_it() -> None:
    names = requested_names(["redirect", "middleware"], [])
    assert file_named("tests/RedirectMiddlewareTest.php", names) == (2, 1, "redirectmiddleware")
    assert file_named("tests/test_redirect_middleware_order.py", names) == (0, 1, "redirectmiddleware")
    # A word under three characters names nothing; the test word alone is no subject.
    assert file_named("tests/test_io.py", requested_names(["io"], [])) is None
    assert file_named("tests/tests.rs", requested_names(["tests"], [])) is None


def test_a_fixture_is_no_named_test() -> None:
    # task's testdata/gitignore/source.txt and .gitignore: data the suite reads, named by their
    # folder; they led "tests for … gitignored files …" over internal/fingerprint/gitignore_test.go.
    names = requested_names(["gitignored", "files"], [])
    assert file_named("testdata/gitignore/source.txt", requested_names(["source"], [])) is None
    assert file_named("testdata/gitignore/.gitignore", names) is None
    assert file_named("test/fixtures/user.json", requested_names(["user"], [])) is None
    assert file_named("src/__snapshots__/button.test.tsx.snap", requested_names(["button"], [])) is None
    assert file_named("internal/fingerprint/gitignore_test.go", names) == (1, 1, "gitignore")


def test_a_folder_named_as_a_word_of_the_stem_names_it_once() -> None:
    # teslamate's "tests for suspending logging when the car is idle": log/log_car_test.exs
    # counted "logging" twice, by its folder and its stem, and led suspend_logging_test.exs.
    names = requested_names(["suspending", "logging", "car", "idle"], [])
    assert file_named("test/teslamate/log/log_car_test.exs", names) == (2, 1, "logcar")
    assert file_named("test/teslamate/vehicles/vehicle/suspend_logging_test.exs", names) == (
        2, 1, "suspendlogging")
    # A folder laid out as the source is still names a word beside the stem.
    assert file_named("tests/unit/scalar/test_int.py", requested_names(["int", "scalar"], [])) == (
        2, 1, "int")


def test_the_surest_named_test_files_of_a_tree_are_found_by_path() -> None:
    names = requested_names(["gitignored", "files", "task", "sources"], [])
    paths = ["task_test.go", "internal/fingerprint/gitignore_test.go",
             "internal/fingerprint/sources_checksum_test.go", "testdata/gitignore/source.txt"]
    rare = {"gitignore": 3, "task": 900, "sources": 40}
    found = surest_test_files(paths, names, SharedPrefixes(lambda: paths), rare.__getitem__)
    assert found == ["internal/fingerprint/gitignore_test.go"]
    # Too many tie: none is the one.
    many = [f"pkg{i}/task_test.go" for i in range(SUREST_FILES + 1)]
    assert surest_test_files(many, requested_names(["task"], []), SharedPrefixes(lambda: many),
                             lambda name: 1) == []


def test_a_subjects_words_in_another_order_or_inflected_name_it_whole() -> None:
    # timex's "tests for humanized duration formatting": format_duration_humanized_test.exs
    # names all three words, duration_test.exs one; it came first.
    names = requested_names(["humanized", "duration", "formatting"], [])
    every = file_named("test/format_duration_humanized_test.exs", names)
    assert every == (3, 1, "formatdurationhumanized")
    assert every > file_named("test/duration_test.exs", names) == (1, 1, "duration")
    # A base form alone names a file for its subject: "tests for parsing".
    assert file_named("tests/test_parse.py", requested_names(["parsing"], [])) == (1, 1, "parse")
    # So does a plural's singular: poetry-core's "tests for including dependency groups".
    names = requested_names(["including", "dependency", "groups"], [])
    assert file_named("tests/packages/test_dependency_group.py", names) == (
        2, 1, "dependencygroup")
    assert file_named("tests/test_status.py", requested_names(["status"], [])) == (1, 1, "status")
    # The filler between a stem's words is no word of its subject, as it is none of the
    # query's: Mapster's "tests for mapping to constructor" (`to` a stop word, gone from the
    # query's words) names WhenMappingToConstructor.cs by both words, not by "mapping" alone.
    names = requested_names(["mapping", "constructor"], [])
    assert file_named("src/Mapster.Tests/WhenMappingToConstructor.cs", names) == (
        2, 1, "whenmappingtoconstructor")
    assert file_named("src/Mapster.Tests/WhenMappingStruct.cs", names) == (0, 1, "mapping")


def test_dotnet_suites_named_specs_or_facts_are_named_for_their_subject() -> None:
    # Hangfire's "tests for the recurring job scheduler": RecurringJobSchedulerFacts.cs, third
    # behind DelayedJobSchedulerFacts.cs, which names "job scheduler" alone.
    names = requested_names(["recurring", "job", "scheduler"], [])
    facts = file_named("tests/Hangfire.Core.Tests/Server/RecurringJobSchedulerFacts.cs", names)
    assert facts == (3, 1, "recurringjobscheduler")
    assert facts > file_named("tests/Hangfire.Core.Tests/Server/DelayedJobSchedulerFacts.cs", names)
    names = requested_names(["policy", "registry"], [])
    assert file_named("test/Polly.Specs/Registry/PolicyRegistrySpecs.cs", names) \
        == file_named("test/Polly.Tests/Registry/PolicyRegistryTests.cs", names)


def test_a_case_is_named_less_surely_than_its_file_and_a_fixture_not_at_all() -> None:
    names = requested_names(["Sequence"], [])
    assert case_named("TestSequence", "function", names) == (1, 0, "sequence")
    assert case_named("TestSequence", "function", names) < file_named("SequenceTest.kt", names)
    assert case_named("Sequence", "class", names) is None        # a fixture named by the subject
    assert case_named("suite.test_sequence", "method", names) == (1, 0, "sequence")
    assert case_named("ProcessSequenceTest", "class", names) is None   # cases: whole subject only


def test_a_folder_laid_out_as_the_source_names_a_word_beside_the_stem() -> None:
    # tartiflette's "tests for the Int scalar": tests/unit/scalar/test_int.py names both words,
    # test_scalar.py one; a folder for tests as a whole names nothing.
    names = requested_names(["tests", "int", "scalar"], [])
    assert file_named("tests/unit/scalar/test_int.py", names) == (2, 1, "int")
    assert file_named("tests/test_scalar.py", names) == (1, 1, "scalar")
    assert file_named("tests/test_int.py", names) == (1, 1, "int")
    assert file_named("tests/scalars/test_int.py", names) == (2, 1, "int")   # a plural folder


def test_a_run_of_inflected_words_names_a_case_spelled_with_a_one_letter_capital() -> None:
    # viper's "tests for binding pflags string slices": `TestBindPFlagsStringSlice` is the
    # test, named by the run in its base forms (binding -> bind, slices -> slice) and with
    # PFlags' "p" kept; it was no case at all, and a `String` fixture method led.
    names = requested_names(["tests", "binding", "pflags", "string", "slices"], [])
    assert case_named("TestBindPFlagsStringSlice", "function", names) == (
        4, 0, "bindpflagsstringslice")
    assert case_named("TestBindPFlagsSlices", "function", names) is None
    # A file is named by the same run: "tests for parsing dates" names test_parse_date.py.
    names = requested_names(["parsing", "dates"], [])
    assert file_named("tests/test_parse_date.py", names) == (2, 1, "parsedate")


def test_a_number_ordering_files_or_folders_is_no_part_of_their_subject() -> None:
    # Kong numbers its spec folders and files: "tests for the rate-limiting policies" names
    # spec/03-plugins/23-rate-limiting/02-policies_spec.lua, whose subject read "02policies",
    # and its folder "23ratelimiting", so it came fourth behind both plugins' schema.lua.
    names = requested_names(["rate", "limiting", "policies"], [])
    assert file_named("spec/03-plugins/23-rate-limiting/02-policies_spec.lua", names) == (
        3, 1, "policies")   # its subject, one word, and its folder's two
    assert file_named("test/test_01_create_policies.py", names) == (0, 1, "policies")
    # A number that is part of the name stays: `2fa` is the subject of 2fa_spec.rb.
    assert file_named("spec/2fa_spec.rb", requested_names(["2fa"], [])) == (1, 1, "2fa")


def test_a_common_test_suite_is_named_for_its_subject_less_the_app_prefix() -> None:
    # rebar3's "tests for profiles": every module of the app starts `rebar_`, every Common
    # Test suite ends `_SUITE`; rebar_profiles_SUITE.erl is the suite for profiles.
    names = requested_names(["profiles"], [])
    assert file_named("apps/rebar/test/rebar_profiles_SUITE.erl", names, "rebar") == (
        1, 1, "profiles")
    assert file_named("apps/rebar/test/rebar_profiles_SUITE.erl", names) == (0, 1, "profiles")
    # The whole subject comes first: "tests for rebar profiles" names it by both words (its
    # folder `rebar`, a word of the stem, by none more).
    names = requested_names(["rebar", "profiles"], [])
    assert file_named("apps/rebar/test/rebar_profiles_SUITE.erl", names, "rebar") == (
        2, 1, "rebarprofiles")


def test_what_a_request_lists_after_a_colon_names_aspects_less_surely() -> None:
    words = ["tests", "profiles", "profile", "deps", "erl", "opts", "merging", "several"]
    text = "tests for profiles: profile deps, erl_opts merging and `as` with several profiles"
    names = requested_names(words, ["erl_opts"], listed_words(text, words, ["erl_opts"]))
    assert names["profiles"] == 1 and names["profiledeps"] == 1 and names["erlopts"] == 1
    assert case_named("profile_deps", "function", names) < file_named(
        "apps/rebar/test/rebar_profiles_SUITE.erl", names, "rebar")
    # Without a colon every word is the subject's.
    assert listed_words("tests for profile deps", ["tests", "profile", "deps"], []) == frozenset()


def test_a_request_for_an_erlang_apps_suite_leads_with_it(tmp_path: Path, make_index) -> None:
    files = {f"apps/rebar/src/rebar_{m}.erl": f"-module(rebar_{m}).\n-export([run/1]).\nrun(X) -> X.\n"
             for m in ("profiles", "compile", "deps", "dir", "hooks")}
    files |= {f"apps/rebar/test/rebar_{m}_SUITE.erl":
              f"-module(rebar_{m}_SUITE).\n-compile(export_all).\nall() -> [basic].\n"
              f"basic(_Config) -> ok.\n" for m in ("deps", "dir", "hooks")}
    files["apps/rebar/test/rebar_profiles_SUITE.erl"] = (
        "-module(rebar_profiles_SUITE).\n-compile(export_all).\nall() -> [merge, order].\n"
        "merge(_Config) -> rebar_profiles:run(erl_opts).\norder(_Config) -> ok.\n")
    files["apps/rebar/test/rebar_compile_SUITE.erl"] = (
        "-module(rebar_compile_SUITE).\n-compile(export_all).\nall() -> [profile_deps].\n"
        "profile_deps(_Config) -> rebar_compile:run(deps).\n")
    ix = make_index(write_repo(tmp_path / "rebar3", files))
    ix.refresh()
    hits = ix.search("tests for profiles: profile deps, erl_opts merging and several profiles").hits
    assert hits[0].path == "apps/rebar/test/rebar_profiles_SUITE.erl"


def test_a_subject_joined_by_a_direction_is_named_only_in_the_querys_order() -> None:
    # Humanizer's "tests for Truncate: fixed length, fixed number of words and characters"
    # named WordsToNumberTests.cs by "number" and "words", ahead of TruncatorTests.cs: "to"
    # between a subject's words (a converter's source and target) makes their order its meaning.
    names = requested_names(["tests", "truncate", "fixed", "number", "words", "characters"], [])
    assert file_named("tests/Humanizer.Tests/WordsToNumberTests.cs", names) == (0, 1, "words")
    assert file_named("tests/NumberToWordsTests.cs", names) == (2, 1, "numbertowords")
    # Without a direction any order names it (timex's format_duration_humanized_test.exs;
    # sttp's RetryWhenDefaultTest.scala for "tests for the default retry predicate").
    assert file_named("tests/WordsNumberTests.cs", names) == (2, 1, "wordsnumber")
    names = requested_names(["tests", "default", "retry", "predicate"], [])
    assert file_named("core/src/test/RetryWhenDefaultTest.scala", names) == (
        2, 1, "retrywhendefault")


def test_an_aspect_named_by_a_listed_word_alone_is_no_named_test() -> None:
    # The same question lists "words" after its colon: what the tests check, not whose
    # tests they are; WordsToNumberTests.cs's aspect "words" took the mention bonus.
    text = "tests for Truncate: fixed number of words and characters"
    words = ["tests", "Truncate", "fixed", "number", "words", "characters"]
    names = requested_names(words, [], listed_words(text, words, []))
    assert file_named("tests/Humanizer.Tests/WordsToNumberTests.cs", names) is None
    assert file_named("tests/TruncateFromLeftTests.cs", names) == (0, 1, "truncate")
    assert file_named("tests/TruncateTests.cs", names) == (1, 1, "truncate")


def test_an_agent_noun_names_the_suite_of_its_verb() -> None:
    # hcl's "tests for hclwrite's formatter": its suite is format_test.go, named for the verb.
    names = requested_names(["hclwrite", "formatter"], [])
    assert file_named("hclwrite/format_test.go", names) == (2, 1, "format")
    assert file_named("tests/parse_test.go", requested_names(["parser"], [])) == (1, 1, "parse")
    # A short word ending so is no doer: "order" names no `ord_test.go`.
    assert file_named("ord_test.go", requested_names(["order"], [])) is None


def test_a_request_for_a_doers_tests_finds_the_verbs_suite(tmp_path: Path, make_index) -> None:
    # hcl's specsuite files named for an aspect ("operators") led "tests for hclwrite's
    # formatter (…)", and format_test.go was in no channel's first 20.
    files = {
        "hclwrite/format.go": "package hclwrite\n\n// format lays out tokens.\n"
                              "func format(tokens Tokens) {\n\tformatIndent(tokens)\n}\n",
        "hclwrite/format_test.go": "package hclwrite\n\nimport \"testing\"\n\n"
                                   "func TestFormat(t *testing.T) {\n\tformat(nil)\n}\n",
        "hclwrite/parser_test.go": "package hclwrite\n\nimport \"testing\"\n\n"
                                   "func TestParse(t *testing.T) {\n\tparse(nil)\n}\n",
        "specsuite/tests/expressions/operators.t": "result = {\n  equality = true\n}\n",
        "specsuite/tests/expressions/operators.hcl": "equality {\n  a = 1 == 1\n}\n",
    }
    ix = make_index(write_repo(tmp_path / "hcl", files))
    ix.refresh()
    hits = ix.search("tests for hclwrite's formatter (spaces around operators, indentation "
                     "of nested blocks)").hits
    assert hits[0].path == "hclwrite/format_test.go"


def test_what_a_request_lists_in_brackets_names_aspects_less_surely() -> None:
    # gh's "tests for gh pr checkout (same repo, fork with an existing remote, …)": the bracket
    # lists cases, and repo/fork/fork_test.go, named by "fork" and by its folder's "repo", led.
    text = "tests for gh pr checkout (same repo, fork with an existing remote, existing local branch)"
    words = ["tests", "gh", "pr", "checkout", "same", "repo", "fork", "existing", "remote",
             "existing", "local", "branch"]
    names = requested_names(words, [], listed_words(text, words, []))
    assert names["checkout"] == 1 and names["fork"] == 0 and names["repo"] == 0
    assert file_named("pkg/cmd/repo/fork/fork_test.go", names) < file_named(
        "pkg/cmd/pr/checkout/checkout_test.go", names)
    # A bracket without a comma is an alias of the subject, no list.
    assert listed_words("tests for the cache (LruCache)", ["tests", "cache"], ["LruCache"]) == frozenset()


def test_a_request_listing_cases_in_brackets_leads_with_its_subjects_suite(
        tmp_path: Path, make_index) -> None:
    test = "package {p}\n\nimport \"testing\"\n\nfunc Test{n}(t *testing.T) {{\n\t{f}(nil)\n}}\n"
    files = {
        "pkg/cmd/pr/checkout/checkout.go": "package checkout\n\nfunc checkoutRun(o *Options) error {\n"
                                           "\treturn nil\n}\n",
        "pkg/cmd/pr/checkout/checkout_test.go": test.format(p="checkout", n="PRCheckout", f="checkoutRun"),
        "pkg/cmd/repo/fork/fork.go": "package fork\n\nfunc forkRun(o *Options) error {\n\treturn nil\n}\n",
        "pkg/cmd/repo/fork/fork_test.go": test.format(p="fork", n="RepoFork", f="forkRun"),
    }
    ix = make_index(write_repo(tmp_path / "gh", files))
    ix.refresh()
    hits = ix.search("tests for gh pr checkout (same repo, fork with an existing remote, "
                     "existing local branch)").hits
    assert hits[0].path == "pkg/cmd/pr/checkout/checkout_test.go"


def test_a_long_words_shortened_form_names_a_suite() -> None:
    # StackExchange.Redis's "tests for parsing configuration strings (option keys, ssl
    # protocols, …)": its suite is ConfigTests.cs, and SSLTests.cs, named by a listed word, led.
    text = ("tests for parsing configuration strings (option keys, ssl protocols, certificate "
            "revocation, Azure defaults)")
    words = ["tests", "parsing", "configuration", "strings", "option", "keys", "ssl",
             "protocols", "certificate", "revocation", "Azure", "defaults"]
    names = requested_names(words, [], listed_words(text, words, []))
    assert file_named("tests/StackExchange.Redis.Tests/ConfigTests.cs", names) == (1, 1, "config")
    assert file_named("tests/StackExchange.Redis.Tests/SSLTests.cs", names) < file_named(
        "tests/StackExchange.Redis.Tests/ConfigTests.cs", names)
    # A short word is not shortened: "string" names no `strin…` suite.
    assert "strin" not in requested_names(["strings"], [])


def test_a_request_for_tests_of_a_long_word_finds_its_shortened_suite(
        tmp_path: Path, make_index) -> None:
    files = {
        "src/ConfigurationOptions.cs": "namespace Redis;\n\npublic sealed class ConfigurationOptions\n{\n"
                                       "    public static ConfigurationOptions Parse(string configuration) => new();\n}\n",
        "tests/ConfigTests.cs": "namespace Redis.Tests;\n\npublic class ConfigTests\n{\n"
                               "    [Fact]\n    public void ExpectedFields() { }\n\n"
                               "    [Fact]\n    public void SslProtocols_SingleValue() { }\n}\n",
        "tests/SSLTests.cs": "namespace Redis.Tests;\n\npublic class SSLTests\n{\n"
                             "    [Fact]\n    public void ConnectToAzure() { }\n\n"
                             "    [Fact]\n    public void SslProtocolsViaConfig() { }\n}\n",
    }
    ix = make_index(write_repo(tmp_path / "redis", files))
    ix.refresh()
    hits = ix.search("tests for parsing configuration strings (option keys, ssl protocols, "
                     "certificate revocation, Azure defaults)").hits
    assert hits[0].path == "tests/ConfigTests.cs"


def test_a_direction_joined_subject_is_named_in_the_querys_order_with_words_between(
        tmp_path: Path, make_index) -> None:
    # nowinandroid's "tests for the datastore migration from int ids to string ids": its
    # IntToStringIdsMigrationTest.kt names the conversion in the query's order with "ids"
    # between, and ListToMapMigrationTest.kt, named by "migration" alone, led.
    names = requested_names(["tests", "datastore", "migration", "int", "ids", "string"], [])
    assert file_named("IntToStringIdsMigrationTest.kt", names) == (4, 1, "inttostringidsmigration")
    # The other order is still no name: "string … int" names no IntToString.
    names = requested_names(["tests", "migration", "string", "ids", "int"], [])
    assert file_named("IntToStringIdsMigrationTest.kt", names)[0] == 0
    test = ("package com.x.datastore\n\nimport org.junit.Test\n\nclass {n}Test {{\n"
            "    @Test\n    fun {n}_should_migrate_topic_ids() = Unit\n}}\n")
    base = "core/datastore/src/test/kotlin/com/x/datastore/"
    files = {
        base + "IntToStringIdsMigrationTest.kt": test.format(n="IntToStringIdsMigration"),
        base + "ListToMapMigrationTest.kt": test.format(n="ListToMapMigration"),
        "core/datastore/src/main/kotlin/com/x/datastore/IntToStringIdsMigration.kt":
            "package com.x.datastore\n\n/** Migrates int ids to string ids. */\n"
            "object IntToStringIdsMigration {\n    fun migrate(ids: List<Int>) = ids.map { it.toString() }\n}\n",
        "core/datastore/src/main/kotlin/com/x/datastore/ListToMapMigration.kt":
            "package com.x.datastore\n\n/** Migrates a list of ids to a map. */\n"
            "object ListToMapMigration {\n    fun migrate(ids: List<String>) = ids.associateWith { true }\n}\n",
    }
    ix = make_index(write_repo(tmp_path / "nia", files))
    ix.refresh()
    hits = ix.search("tests for the datastore migration from int ids to string ids").hits
    assert hits[0].path == base + "IntToStringIdsMigrationTest.kt"


def test_a_go_or_python_helper_in_a_test_file_is_no_case_the_request_names(
        tmp_path: Path, make_index) -> None:
    # rqlite's "tests for the stale read check (freshness, strict freshness)": the helper
    # `FailVisitor.check` in plan_test.go counted as a case named "check", ahead of the
    # `Test_IsStaleRead` asked for. Go and pytest take a case only by its test word.
    state = ("package store\n\n// IsStaleRead reports whether a read is stale.\n"
             "func IsStaleRead(freshness int64, strict bool) bool {\n\treturn freshness > 0\n}\n")
    state_test = ("package store\n\nimport \"testing\"\n\n"
                  "func Test_IsStaleRead(t *testing.T) {\n"
                  "\tif IsStaleRead(0, false) {\n\t\tt.Fatal(\"a zero freshness is never stale\")\n\t}\n"
                  "\tif !IsStaleRead(1, true) {\n\t\tt.Fatal(\"strict freshness\")\n\t}\n}\n")
    plan_test = ("package plan\n\ntype FailVisitor struct {\n\tCount int\n}\n\n"
                 "func (f *FailVisitor) check() error {\n\tf.Count++\n\treturn nil\n}\n\n"
                 "func (f *FailVisitor) Rename(src, dst string) error { return f.check() }\n")
    ix = make_index(write_repo(tmp_path / "rq", {
        "store/state.go": state, "store/state_test.go": state_test,
        "snapshot/plan/plan.go": "package plan\n\n// Plan is a list of file operations.\ntype Plan struct{}\n",
        "snapshot/plan/plan_test.go": plan_test}))
    hits = ix.search("tests for the stale read check (freshness, strict freshness)").hits
    assert (hits[0].path, hits[0].symbol) == ("store/state_test.go", "Test_IsStaleRead")
    # A JUnit case needs no test word: `check` in a Java test file is still named.
    names = requested_names(["check"], [])
    assert case_named("check", "method", names, "java") == (1, 0, "check")
    assert case_named("check", "method", names, "go") is None


def test_a_predicates_case_is_named_for_what_it_asks_of(tmp_path: Path, make_index) -> None:
    # rqlite's "tests for the stale read check": `Test_IsStaleRead` was named by no run of
    # the request's words, and history_test.go's `Test_Read`, named by "read" alone, led.
    state = ("package store\n\n// IsStaleRead reports whether a read is stale.\n"
             "func IsStaleRead(freshness int64, strict bool) bool {\n\treturn freshness > 0\n}\n")
    state_test = ("package store\n\nimport \"testing\"\n\n"
                  "func Test_IsStaleRead(t *testing.T) {\n"
                  "\tif IsStaleRead(0, false) {\n\t\tt.Fatal(\"a zero freshness is never stale\")\n\t}\n}\n")
    history_test = ("package history\n\nimport \"testing\"\n\n"
                    "func Test_Read(t *testing.T) {\n\tif Read(\"x\") != \"x\" {\n\t\tt.Fatal(\"read\")\n\t}\n}\n")
    ix = make_index(write_repo(tmp_path / "rq", {
        "store/state.go": state, "store/state_test.go": state_test,
        "cmd/history/history.go": "package history\n\n// Read reads the history file.\n"
                                  "func Read(p string) string { return p }\n",
        "cmd/history/history_test.go": history_test}))
    hits = ix.search("tests for the stale read check (freshness, strict freshness)").hits
    assert (hits[0].path, hits[0].symbol) == ("store/state_test.go", "Test_IsStaleRead")
    names = requested_names(["stale", "read", "check"], [])
    assert case_named("Test_IsStaleRead", "function", names)[2] == "staleread"
    assert case_named("Test_IsRead", "function", names) is None   # one word left: no subject

def test_a_kind_of_test_before_tests_is_no_subject_of_them(tmp_path: Path, make_index) -> None:
    # Codeception's suite helper `tests/_support/Helper/Unit.php` (class Unit), in every
    # project using it, was named by "unit" of "unit tests for the Utils helpers …" and led
    # grav's UtilsTest.php (set 88).
    files = {
        "src/Utils.php": "<?php\nclass Utils\n{\n    public static function startsWith($h, $n) { }\n"
                         "    public static function endsWith($h, $n) { }\n}\n",
        "tests/_support/Helper/Unit.php": "<?php\nnamespace Helper;\n\nclass Unit extends \\Codeception\\Module\n"
                                          "{\n    public function _initialize() { }\n}\n",
        "tests/unit/UtilsTest.php": "<?php\nclass UtilsTest extends \\Codeception\\TestCase\\Test\n{\n"
                                    "    public function testStartsWith() { Utils::startsWith('ab', 'a'); }\n"
                                    "    public function testEndsWith() { Utils::endsWith('ab', 'b'); }\n}\n",
        "tests/unit/PagesTest.php": "<?php\nclass PagesTest extends \\Codeception\\TestCase\\Test\n{\n"
                                    "    public function testBase() { }\n}\n",
    }
    # The helpers are used all over the source, so "utils" is a commoner word than "unit".
    for name in ("Pages", "Page", "Uri", "Assets", "Themes", "Plugins"):
        files[f"src/{name}.php"] = (f"<?php\nclass {name}\n{{\n    public function route($r)\n    {{\n"
                                    f"        return Utils::startsWith($r, '/');\n    }}\n}}\n")
    ix = make_index(write_repo(tmp_path / "grav", files))
    ix.refresh()
    hits = ix.search("unit tests for the Utils helpers startsWith, endsWith, contains and "
                     "substrToString").hits
    assert hits[0].path == "tests/unit/UtilsTest.php"


def test_a_kind_of_test_names_no_suite_alone_but_in_a_run_and_when_nothing_else_does() -> None:
    names = without_test_kinds("unit tests for parseTime", requested_names(
        ["unit", "tests", "parse", "time"], ["parseTime"]))
    assert "unit" not in names and names["parsetime"] == 2
    # The run holding it still names vue-element-admin's tests/unit/utils/parseTime.spec.js
    # by its folder, before formatTime.spec.js in the same folder.
    assert file_named("tests/unit/utils/parseTime.spec.js", names) > \
        file_named("tests/unit/utils/formatTime.spec.js", names)
    # Nothing but the kind and "tests": the kind names (Rust's tests/integration.rs).
    names = without_test_kinds("where are the integration tests", requested_names(
        ["integration", "tests"], []))
    assert file_named("tests/integration.rs", names) is not None

def test_a_suites_agent_noun_or_plural_is_named_by_the_requests_verb_or_singular() -> None:
    # jsqlparser's "tests for finding table names in statements": its suite is
    # TablesNamesFinderTest.java, named for the doer and in the plural.
    names = requested_names(["finding", "table", "names", "statements"], [])
    assert file_named("src/test/java/util/TablesNamesFinderTest.java", names) == \
        (3, 1, "tablesnamesfinder")
    # Every word of the subject still has to be the request's, in some form: "folder" is
    # no doer of "finding", and FolderNamesTest.java is named by an aspect only.
    assert file_named("src/test/java/util/FolderNamesTest.java", names) == (0, 1, "names")
    # A word the request only lists names the subject only as it is: StackExchange.Redis's
    # "tests for parsing configuration strings (option keys, …, Azure defaults)" is for
    # ConfigTests.cs, not DefaultOptionsTests.cs.
    text = "tests for parsing configuration strings (option keys, ssl protocols, Azure defaults)"
    words = ["parsing", "configuration", "strings", "option", "keys", "ssl", "protocols",
             "azure", "defaults"]
    listed = requested_names(words, [], listed_words(text, words, []))
    assert file_named("tests/DefaultOptionsTests.cs", listed) is None


def test_a_request_for_tests_in_verbs_finds_the_doers_suite(tmp_path: Path, make_index) -> None:
    # StatementsTest.java, named by "statements" alone, led, and TablesNamesFinderTest.java
    # came 6th.
    files = {
        "src/main/java/util/TablesNamesFinder.java":
            "package util;\n\n/** Finds the names of the tables a statement reads. */\n"
            "public class TablesNamesFinder {\n    public Set<String> getTables(Statement s) {\n"
            "        return visit(s);\n    }\n}\n",
        "src/test/java/util/TablesNamesFinderTest.java":
            "package util;\n\npublic class TablesNamesFinderTest {\n    @Test\n"
            "    public void testGetTables() {\n        Statement s = parse(\"SELECT * FROM a JOIN b\");\n"
            "        assertEquals(2, new TablesNamesFinder().getTables(s).size());\n    }\n}\n",
        "src/test/java/statement/StatementsTest.java":
            "package statement;\n\npublic class StatementsTest {\n    @Test\n"
            "    public void testStatements() {\n        Statements statements = parseStatements(\"SELECT 1; SELECT 2\");\n"
            "        assertEquals(2, statements.size());\n    }\n\n    @Test\n"
            "    public void testStatementsProblem() {\n        Statements statements = parseStatements(\"SELECT 1;;\");\n"
            "        assertEquals(1, statements.size());\n    }\n}\n",
        "src/test/java/statement/IfElseStatementTest.java":
            "package statement;\n\npublic class IfElseStatementTest {\n    @Test\n"
            "    public void testTableNames() {\n        Statement statement = parse(\"IF a THEN SELECT 1 FROM t\");\n"
            "        assertTrue(names(statement).contains(\"t\"));\n    }\n}\n",
    }
    ix = make_index(write_repo(tmp_path / "jsqlparser", files))
    ix.refresh()
    hits = ix.search("tests for finding table names in statements").hits
    assert hits[0].path == "src/test/java/util/TablesNamesFinderTest.java"


def test_a_test_modules_helper_returning_a_value_is_no_case_the_request_names(
        tmp_path: Path, make_index) -> None:
    # atuin's "tests for importing bash history …": three `mod tests` each build their input
    # with a `fn history(…) -> History`, named by "history" as cases, ahead of import/bash.rs's
    # `#[tokio::test]`s. A runner's case returns nothing (or a Result); a helper returns a value.
    history = ("pub struct History {\n    pub command: String,\n    pub timestamp: i64,\n}\n\n"
               "#[cfg(test)]\nmod tests {\n    use super::*;\n\n"
               "    fn history(command: &str) -> History {\n"
               "        History { command: command.to_string(), timestamp: 0 }\n    }\n\n"
               "    #[test]\n    fn keeps_command() {\n"
               "        assert_eq!(history(\"ls\").command, \"ls\");\n    }\n}\n")
    bash = ("/// Reads ~/.bash_history, with `#1613322469` timestamp lines when HISTTIMEFORMAT is set.\n"
            "pub fn parse(text: &str) -> Vec<(i64, String)> {\n"
            "    let mut out = Vec::new();\n    let mut stamp = 0;\n"
            "    for line in text.lines() {\n"
            "        if let Some(t) = line.strip_prefix('#') {\n"
            "            stamp = t.parse().unwrap_or(stamp);\n"
            "        } else {\n            out.push((stamp, line.to_string()));\n        }\n"
            "    }\n    out\n}\n\n"
            "#[cfg(test)]\nmod test {\n    use super::*;\n\n"
            "    #[test]\n    fn parse_with_timestamps() {\n"
            "        let parsed = parse(\"#1613322469\\nls -la\\n#1613322470\\ncd ..\\n\");\n"
            "        assert_eq!(parsed[1], (1613322470, \"cd ..\".to_string()));\n    }\n}\n")
    ix = make_index(write_repo(tmp_path / "at", {
        "src/history.rs": history, "src/daemon/history.rs": history.replace("History", "Entry"),
        "src/import/bash.rs": bash}))
    hits = ix.search("tests for importing bash history written with HISTTIMEFORMAT timestamps").hits
    assert (hits[0].path, hits[0].symbol) == ("src/import/bash.rs", "parse_with_timestamps")
    names = requested_names(["history"], [])
    assert case_named("history", "function", names, "rust", "fn history(n: usize) -> History") is None
    assert case_named("history", "function", names, "rust", "fn history() -> anyhow::Result<()>") == (
        1, 0, "history")
    assert case_named("history", "method", names, "java", "static Stream<Arguments> history()") is None
    assert case_named("history", "method", names, "java", "public void history()") == (1, 0, "history")


def test_a_python_or_go_module_its_runner_collects_nothing_from_is_no_suite_a_request_names(
        tmp_path: Path, make_index) -> None:
    # mealie's "tests for LDAP login: …": the helper module tests/utils/user_login.py, named by
    # "login", led tests/unit_tests/test_security.py's LDAP cases. pytest collects `test*.py`
    # and `*_test.py` only, go test `*_test.go`: another module of a test tree is a helper.
    security = ("from app.security import LDAPProvider\n\n\n"
                "def test_ldap_user_creation(ldap_server):\n"
                "    user = LDAPProvider(ldap_server).authenticate('jane', 'secret')\n"
                "    assert user.username == 'jane'\n\n\n"
                "def test_ldap_admin_filter(ldap_server):\n"
                "    user = LDAPProvider(ldap_server).authenticate('root', 'secret')\n"
                "    assert user.admin\n")
    helper = ("def login(client, username, password):\n"
              "    \"\"\"Log a test user in and return the auth headers.\"\"\"\n"
              "    token = client.post('/api/auth/token', data={'username': username}).json()\n"
              "    return {'Authorization': f\"Bearer {token['access_token']}\"}\n")
    ix = make_index(write_repo(tmp_path / "ml", {
        "app/security.py": "class LDAPProvider:\n    def authenticate(self, name, password):\n"
                           "        return None\n",
        "tests/unit/test_security.py": security, "tests/utils/user_login.py": helper}))
    hits = ix.search("tests for LDAP login: user created on first login, admin filter").hits
    assert hits[0].path == "tests/unit/test_security.py"
    names = requested_names(["login"], [])
    assert file_named("tests/utils/user_login.py", names) is None
    assert file_named("tests/utils/login_test.go", names) == (1, 1, "login")

def test_a_suite_named_in_the_plural_is_named_by_the_singular() -> None:
    # appwrite/console's "unit tests for variable key and value validation": its suite is
    # `variables.test.ts`, a one-word subject in the plural, which no name matched.
    names = without_test_kinds("unit tests for variable key and value validation", requested_names(
        ["unit", "tests", "variable", "key", "value", "validation"], []))
    assert file_named("src/lib/helpers/variables.test.ts", names) == (1, 1, "variables")
    # A listed word alone names no suite, in the plural either.
    text = "tests for the editor: variable keys"
    words = ["editor", "variable", "keys"]
    listed = requested_names(words, [], listed_words(text, words, []))
    assert file_named("src/variables.test.ts", listed) is None


def test_a_request_in_the_singular_finds_the_plural_suite(tmp_path: Path, make_index) -> None:
    # unit.test.ts's `ValueTest` type and date.test.ts's `value` cases, named by "value", led;
    # variables.test.ts was out of the first 300.
    files = {
        "src/lib/helpers/variables.ts":
            "export function isValidVariableKey(key: string): boolean {\n"
            "    return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key);\n}\n\n"
            "export function validateVariables(vars: { key: string; value: string }[]) {\n"
            "    return vars.find((v) => !isValidVariableKey(v.key)) ?? null;\n}\n",
        "src/lib/helpers/variables.test.ts":
            "import { expect, test } from 'vitest';\n"
            "import { isValidVariableKey, validateVariables } from '$lib/helpers/variables';\n\n"
            "test('accept keys that are environment names', () => {\n"
            "    expect(isValidVariableKey('APP_TEST')).toBe(true);\n});\n\n"
            "test('name the offending key', () => {\n"
            "    expect(validateVariables([{ key: '9KEY', value: 'v' }])).not.toBeNull();\n});\n",
        "src/lib/helpers/unit.ts":
            "export function createValueUnitPair(value: number, units: { value: number }[]) {\n"
            "    return units.map((u) => value / u.value);\n}\n",
        "src/lib/helpers/unit.test.ts":
            "import { expect, test } from 'vitest';\nimport { createValueUnitPair } from './unit';\n\n"
            "type ValueTest = { value: number; expected: number[] };\n\n"
            "test('should update value accordingly', () => {\n"
            "    const t: ValueTest = { value: 60, expected: [1, 60] };\n"
            "    expect(createValueUnitPair(t.value, [{ value: 60 }, { value: 1 }])).toEqual(t.expected);\n"
            "});\n",
        "src/lib/helpers/date.test.ts":
            "import { expect, test } from 'vitest';\n\n"
            "test('value', () => {\n    expect(new Date(0).valueOf()).toBe(0);\n});\n",
    }
    ix = make_index(write_repo(tmp_path / "console", files))
    ix.refresh()
    hits = ix.search("unit tests for variable key and value validation").hits
    assert hits[0].path == "src/lib/helpers/variables.test.ts"
