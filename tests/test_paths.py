"""What a path is for: the classes the ranking prefers source over unless a query asks."""
from __future__ import annotations

import pytest

from codesift.paths import is_manifest, is_translation, path_class


@pytest.mark.parametrize("path, expected", [
    ("src/requests/sessions.py", "source"),
    ("tests/test_sessions.py", "test"),
    ("lib/router/route.test.js", "test"),
    ("src/test/java/retrofit2/RetrofitTest.java", "test"),
    ("docs/user/quickstart.rst", "doc"),
    ("README.md", "doc"),
    ("examples/auth/index.js", "example"),
    ("benchsuite/benchsuite.py", "example"), ("docs_src/options/tutorial001.py", "example"),
    (".github/workflows/ci.yml", "config"),
    ("ci/test-complete", "config"),
    ("src/ci/runner.py", "source"),
    # Gherkin's acceptance tests and their step code (Cucumber, Behave, Behat, SpecFlow); a
    # front-end app's `features/` modules stay source.
    ("features/replay_interactions.feature", "test"), ("specs/Login.feature", "test"),
    ("features/step_definitions/vcr_steps.rb", "test"), ("features/steps/cli.py", "test"),
    ("features/support/env.rb", "test"), ("src/features/auth/authSlice.ts", "source"),
    # Package specs in a format of their own and RPM recipes are build files; a manifest
    # written as code (where a packaging change lands) stays source, as setup.py does.
    ("sinatra.gemspec", "config"), ("Alamofire.podspec", "config"), ("x.cabal", "config"),
    ("contrib/rpm/bats.spec", "config"), ("lib/spec.rb", "source"), ("setup.py", "source"),
    ("Package.swift", "source"), ("mix.exs", "source"),
    # Perl's test scripts are `t/*.t` (author tests `xt/`), and celery's and kombu's Python
    # tests are under `t/` too: Plack's `t/Plack-Middleware/static.t` ranked under
    # `Static.pm` for "tests for the static file middleware".
    ("t/Plack-Middleware/static.t", "test"), ("xt/author/pod.t", "test"),
    ("t/unit/conftest_helpers.py", "test"), ("lib/Plack/Util.pm", "source"),
    ("src/art/t.py", "source"),
    # `tst/` is `test/` shortened: Pester's `.ts.ps1` suite in it said the message its
    # `Should-InvokeAssertion` throws, and led (set 92); a `tst.go` file stays source.
    ("tst/Pester.Mock.RSpec.ts.ps1", "test"), ("tst/functions/Mock.Tests.ps1", "test"),
    ("src/tst.go", "source"),
])
def test_path_classes(path: str, expected: str) -> None:
    assert path_class(path) == expected


@pytest.mark.parametrize("path", ["LICENSE", "LICENSE-MIT", "LICENSE.APACHE2", "COPYING", "NOTICE",
                                  "AUTHORS", "README", "CHANGELOG", "CHANGES.rst", "History",
                                  "Changes", "pkg/NEWS", "ChangeLog-2.0", "ChangeLog-1.4",
                                  "News-1.2", "ChangeLog"])
def test_prose_files_by_conventional_name_are_docs(path: str) -> None:
    # fd's LICENSE-MIT and LICENSE-APACHE ranked as source files for "that period shouldn't
    # have been included": prose, they now take the doc prior unless a query asks for docs.
    assert path_class(path) == "doc"


@pytest.mark.parametrize("path", ["MIT-LICENSE", "licenses/MIT_LICENSE", "jackson-core-LICENSE",
                                  "third_party/zlib-NOTICE", "ADDITIONAL_LICENSE_INFO"])
def test_a_licence_named_by_what_it_licenses_is_a_doc(path: str) -> None:
    # Uniswap v4-core's licenses/MIT_LICENSE was source: "Permission is hereby granted"
    # came among the first ten for "how is the hook address permission checked".
    assert path_class(path) == "doc"


def test_a_code_file_naming_a_licence_stays_source() -> None:
    for path in ("src/license.py", "bin/check-license", "lib/License-Check.rb", "MIT-LICENSE.sh"):
        assert path_class(path) == "source", path


def test_prose_markup_formats_are_docs() -> None:
    # rake's 2,454-line History.rdoc was source, and came second for code questions.
    for path in ("History.rdoc", "CONTRIBUTING.rdoc", "doc/rakefile.rdoc", "lib/Foo.pod",
                 "notes/plan.org", "README.textile",
                 # Humanizer's website/versioned_docs/version-2.10.1/…/metric-numerals.mdx.
                 "website/versioned_docs/version-2.10.1/scenarios/metric-numerals.mdx"):
        assert path_class(path) == "doc", path
    assert path_class("lib/rdoc.rb") == path_class("src/org.py") == "source"


def test_an_odoc_page_is_a_doc_wherever_it_lies() -> None:
    # lwt's src/core/index.mld (its manual's first page, beside lwt.ml) was source, and led
    # "how do I run a blocking C library call on a system thread" over lwt_preemptive.ml.
    for path in ("src/core/index.mld", "doc/cookbook.mld", "lib/odoc-pages/tutorial.mld"):
        assert path_class(path) == "doc", path
    assert path_class("src/core/lwt.ml") == path_class("src/core/lwt.mli") == "source"


@pytest.mark.parametrize("path", ["src/history.ts", "scripts/release.py", "scripts/release",
                                  "lib/news.py", "History.ts", "src/readme.go", "license",
                                  "Release-1.0.py", "History.2.ts", "src/Changes-v2.go"])
def test_code_named_like_a_prose_file_is_source(path: str) -> None:
    # The rule once matched any file starting "history"/"release", code included.
    assert path_class(path) == "source"


@pytest.mark.parametrize("path, expected", [
    ("setup.py", True), ("pyproject.toml", True), ("sub/package.json", True), ("Cargo.toml", True),
    ("go.mod", True), ("app/build.gradle.kts", True), ("mylib.gemspec", True),
    ("requirements-dev.txt", True), ("Package.swift", True), ("Alamofire.podspec", True),
    ("pkgs/http/pubspec.yaml", True), ("mix.exs", True), ("ShellCheck.cabal", True),
    ("build.sbt", True), ("Src/Lib/Lib.csproj", True), ("build.zig.zon", True),
    ("lazy.nvim-scm-1.rockspec", True),
    ("src/setup_helpers.py", False), ("package.json.bak", False), ("docs/requirements.md", False),
    ("mod.go", False), ("Sources/Package.swift.md", False), ("lib/mix.ex", False),
])
def test_manifests(path: str, expected: bool) -> None:
    # Alamofire's "Update swiftLanguageVersions to swift-tools-version:4.2" changed
    # Package.swift, which a version query did not know for a manifest.
    assert is_manifest(path) is expected


@pytest.mark.parametrize("path", ["Makefile", "go.mod", "go.sum", "CMakeLists.txt",
                                  "src/CMakeLists.txt", "requirements-dev.txt", "Dockerfile",
                                  "docker/Dockerfile.alpine", "rules.mk", "BUILD.bazel", "defs.bzl",
                                  "gradlew", "mvnw.cmd", "build.gradle.kts", "moshi/settings.gradle.kts",
                                  "configure", "configure.ac", "Makefile.am", "m4/ax_check.m4",
                                  "meson.build", "Gemfile", "build.ninja", "config.guess",
                                  "rack-protection/Rakefile", "build.sbt", "project/plugins.sbt",
                                  "build.mill"])
def test_build_files_are_config(path: str) -> None:
    # cobra's go.mod answered "Fix handling of descriptions for bash v3" first, and its
    # Makefile came third for "Support usage as plugin": build recipes and dependency lists
    # echo names and versions. CMakeLists.txt and requirements.txt are not prose either, and
    # moshi's gradlew (the Gradle wrapper script) led "Remove a couple leftover TODOs".
    # A Rakefile, its tasks chunks of their own, led sinatra's "refer to rack/protection
    # directly" as a Makefile would.
    assert path_class(path) == "config"


@pytest.mark.parametrize("path", ["Tests/BaseTestCase.swift", "Tests/InternalHelpers.swift",
                                  "Source/AlamofireTests/Helpers.swift",
                                  "Src/Newtonsoft.Json.Tests/TestFixtureBase.cs",
                                  "core/src/androidTest/java/Rules.java",
                                  "lib/src/jvmTest/kotlin/Fakes.kt", "Specs/RouterSpec.swift",
                                  "test.c", "src/tests.rs", "test.sh"])
def test_capitalized_test_folders_and_bare_test_files_are_tests(path: str) -> None:
    # hiredis's test.c led "reconnect after connection lost" above hiredis.c's
    # redisReconnect; Alamofire's Tests/ helpers (Xcode's folder convention) read as source.
    assert path_class(path) == "test"


@pytest.mark.parametrize("path", ["retrofit/test-helpers/src/main/java/Delegating.java",
                                  "Sources/ArgumentParserTestHelpers/TestHelpers.swift",
                                  "test/Polly.TestUtils/TestCancellation.cs",
                                  "lib/src/testFixtures/java/Fixtures.java",
                                  "axum/src/test_helpers/mod.rs", "pkg/testsupport/server.go"])
def test_folders_of_code_written_for_the_tests_are_tests(path: str) -> None:
    # retrofit's test-helpers' adapter factories answered "call adapter factory" as source.
    assert path_class(path) == "test"


@pytest.mark.parametrize("path", [".github/workflows/tests.yml", "src/Latest/feed.py",
                                  "src/contest/rules.py", "src/testament.py", "attest.go",
                                  "src/contest_helpers/a.py", "src/latest-utils/a.js",
                                  "src/FluentValidation/TestHelper/TestValidationResult.cs"])
def test_names_that_only_contain_test_are_not_tests(path: str) -> None:
    assert path_class(path) != "test"


@pytest.mark.parametrize("path", ["django/contrib/auth/locale/sr/LC_MESSAGES/django.po",
                                  "po/messages.pot", "Resources/fr.lproj/Localizable.strings",
                                  "src/Strings.resx", "i18n/app_de.xlf", "lib/l10n/intl_en.arb"])
def test_translation_catalogs_are_config(path: str) -> None:
    # Django's "password hashing algorithm" listed four django.po catalogs among its first
    # eight hits: each repeats the program's messages once per language.
    assert path_class(path) == "config"


@pytest.mark.parametrize("path", ["django/conf/locale/sr/formats.py", "src/strings.c",
                                  "lib/po.rb"])
def test_code_beside_translations_is_source(path: str) -> None:
    assert path_class(path) == "source"


@pytest.mark.parametrize("path", ["src/build.go", "makefile.py", "cmd/docker.go", "src/Build.kts"])
def test_code_named_like_a_build_file_is_source(path: str) -> None:
    assert path_class(path) == "source"


@pytest.mark.parametrize("path", ["Alamofire.xcodeproj/project.pbxproj",
                                  "Alamofire.xcodeproj/xcshareddata/xcschemes/Alamofire iOS.xcscheme",
                                  "Resources/Info.plist", "Test Plans/iOS.xctestplan",
                                  "App/Base.lproj/Main.storyboard", "Src/Lib/Lib.csproj",
                                  "Lib.sln", "hiredis.targets", "Directory.Build.props",
                                  "win/hiredis.vcxproj.filters", "Config/Debug.xcconfig"])
def test_ide_project_files_are_config(path: str) -> None:
    # Alamofire's project.pbxproj led "Fix the screen title for each request in the sample
    # app": it names every file and setting of the project, so it matches every question.
    assert path_class(path) == "config"


@pytest.mark.parametrize("path", ["src/props.rs", "lib/targets.py", "Sources/Plist.swift"])
def test_code_named_like_a_project_file_is_source(path: str) -> None:
    assert path_class(path) == "source"


@pytest.mark.parametrize("path, expected", [
    # Go's tool skips folders that start with `_`: validator's and chi's `_examples/` hold
    # example programs, whose `validateStruct` and `Address` led questions about the library.
    ("_examples/simple/main.go", "example"), ("_samples/app.py", "example"),
    # A folder named for a kind of test: ecto's `integration_test/`, retrofit's `java-test/`,
    # moshi's `moshi-kotlin-tests/`, attrs's `typing_tests/`.
    ("integration_test/cases/repo.exs", "test"), ("retrofit/java-test/src/main/java/A.java", "test"),
    ("moshi-kotlin-tests/src/main/kotlin/B.kt", "test"), ("typing_tests/dataclass.py", "test"),
    # A Go package's doc.go holds its package comment: prose about every part of it.
    ("doc.go", "doc"), ("zapcore/doc.go", "doc"),
    ("src/_internal/io.py", "source"), ("lib/pytest_plugin/x.py", "source"),
    ("src/test_kit/x.py", "source"), ("godoc.go", "source"), ("doc_test.go", "test"),
])
def test_underscored_example_folders_kind_test_folders_and_go_doc_files(path: str, expected: str) -> None:
    assert path_class(path) == expected


@pytest.mark.parametrize("path, expected", [
    ("regress/new-session-size.sh", "test"), ("regress/Makefile", "test"),
    ("regress/usr.bin/ssh/agent.sh", "test"), ("test/regressions/issue-123.ts", "test"),
    ("regression/run_all.py", "test"),
    ("statsmodels/regression/linear_model.py", "source"),
    ("mllib/src/main/scala/org/apache/spark/mllib/regression/LinearRegression.scala", "source"),
    ("src/regress.c", "source"), ("regressor/model.py", "source")])
def test_regression_suites_are_tests(path: str, expected: str) -> None:
    # tmux's regress/*.sh scripts (273 files) ranked above its C sources on four questions; a
    # `regression/` deeper than the root is a library's models as often (statsmodels, Spark).
    assert path_class(path) == expected


@pytest.mark.parametrize("path, translated", [
    # Docusaurus: a locale's copy of the docs, their code snippets too, and the site's older
    # versions of its docs (riverpod's 842 translated `.dart` snippets were source).
    ("website/i18n/ru/docusaurus-plugin-content-docs/current/essentials/auth.dart", True),
    ("website/i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.mdx", True),
    ("website/versioned_docs/version-2.0/concepts/providers.dart", False),
])
def test_docusaurus_copies_of_the_docs_are_docs(path: str, translated: bool) -> None:
    assert path_class(path) == "doc"
    assert is_translation(path) is translated


def test_code_beside_a_docusaurus_site_stays_source() -> None:
    assert path_class("website/src/components/Tabs.tsx") == "source"
    assert path_class("packages/riverpod/lib/src/core/ref.dart") == "source"


@pytest.mark.parametrize("path, expected", [
    # The inputs a suite runs on: clj-kondo's root `corpus/`, a fuzzer's corpus.
    ("corpus/schema/defs.clj", "test"),
    ("fuzz/corpus/fuzz_glob/seed.rs", "test"),
    # A package named so is code: NLTK's corpus readers.
    ("nltk/corpus/reader/wordnet.py", "source"),
])
def test_a_root_or_fuzz_corpus_is_test_input(path: str, expected: str) -> None:
    assert path_class(path) == expected


@pytest.mark.parametrize("path, expected", [
    # A folder named for an example with more words holds examples: pm2's sample apps'
    # `ecosystem.config.js` files outranked the code merging their `env_production`.
    ("lib/templates/sample-apps/http-server/ecosystem.config.js", "example"),
    ("dropwizard-example/src/main/java/App.java", "example"), ("rayon-demo/src/main.rs", "example"),
    ("example-github/src/main/java/GitHub.java", "example"), ("Example-iOS/AppDelegate.m", "example"),
    ("packages/on_dispose_example/lib/main.dart", "example"),
    # The word inside another one, or a file so named, is not.
    ("src/counterexample/finder.py", "source"), ("lib/sample_rate.py", "source"),
    ("src/demos.rs", "source"), ("lib/resample-audio/index.js", "source"),
])
def test_folders_named_for_an_example_with_more_words_hold_examples(path: str, expected: str) -> None:
    assert path_class(path) == expected


@pytest.mark.parametrize("path, expected", [
    # A JVM source root's first package folders are its owner's reversed domain: Google's
    # Android samples (nowinandroid's `com/google/samples/apps/`) and template apps
    # (`com/example/`) are their project's source, not examples.
    ("core/data/src/main/kotlin/com/google/samples/apps/nowinandroid/core/data/SyncUtilities.kt",
     "source"),
    ("app/src/main/java/com/example/android/architecture/TasksActivity.java", "source"),
    ("shared/src/commonMain/kotlin/com/example/demo/Api.kt", "source"),
    # Its tests stay tests, an examples module stays one, and so do a package of examples
    # below the owner and a benchmarks package where the owner ends.
    ("core/data/src/test/kotlin/com/google/samples/apps/nowinandroid/SyncTest.kt", "test"),
    ("samples/ktor/src/main/kotlin/com/example/App.kt", "example"),
    ("extras/src/main/java/com/google/gson/extras/examples/rawcollections/Raw.java", "example"),
    ("benchmarks/src/main/java/io/dropwizard/benchmarks/DurationBenchmark.java", "example"),
    ("src/main/java/io/dropwizard/benchmarks/DurationBenchmark.java", "example"),
    ("src/main/java/examples/foo/Hello.java", "example"),
])
def test_a_jvm_package_owners_example_words_name_no_example(path: str, expected: str) -> None:
    assert path_class(path) == expected
