"""Paths a query names, resolved to indexed files: tails, folders, stems, absolute paths."""
from __future__ import annotations

from pathlib import Path

import pytest

from codesift.search.mentions import Mentions

from conftest import write_repo

PATHS = ["src/requests/api.py", "src/requests/sessions.py", "src/requests/adapters.py",
         "django/db/models/base.py", "django/db/models.py", "django/db/modelsx.py",
         "moshi/src/Moshi.kt", "lib/Gadget.kt", "app/Gadget.kt", "web/Gadget.ts",
         "context.go", "render/json.go", "config/hex.exs", "tonic/src/metadata/key.rs", "grpc/src/metadata/key.rs",
         "src/router/smart-router/router.ts", "src/router/trie-router/router.ts", "src/hono-base.ts",
         "src/index.ts"]


@pytest.mark.parametrize("mention, files", [
    ("sessions.py", ["src/requests/sessions.py"]),
    ("requests/sessions.py", ["src/requests/sessions.py"]),
    ("./src/requests/api.py", ["src/requests/api.py"]),
    ("django/db/models", ["django/db/models.py", "django/db/models/base.py"]),   # not modelsx
    ("essions.py", []),                                  # a folder boundary, not any substring
    # A trace's absolute path: its longest tail of two or more parts that names files.
    ("usr/lib/python3.11/site-packages/requests/api.py", ["src/requests/api.py"]),
    ("home/me/work/requests/src/requests/adapters.py", ["src/requests/adapters.py"]),
    ("usr/lib/python3.11/http/client.py", []),           # the standard library
    ("usr/lib/python3.11/site-packages/other/api.py", []),   # two parts must match
    # A Go module cache names the repository root.
    ("root/go/pkg/mod/github.com/gin-gonic/gin@v1.9.1/render/json.go", ["render/json.go"]),
    ("root/go/pkg/mod/github.com/gin-gonic/gin@v1.9.1/context.go", ["context.go"]),
    # A package's folder named with its version (Cargo's registry, a gem's): that crate's.
    ("home/u/.cargo/registry/src/index.crates.io-1949cf8c/tonic-0.14.2/src/metadata/key.rs",
     ["tonic/src/metadata/key.rs"]),
    ("usr/lib/gems/grpc-1.2.0.rc1/src/metadata/key.rs", ["grpc/src/metadata/key.rs"]),
    ("vendor/tonic-extra-0.1.0/src/metadata/key.rs",
     ["grpc/src/metadata/key.rs", "tonic/src/metadata/key.rs"]),   # another package: no pick
    # An extension the file no longer has; a stem three files share names none.
    ("Moshi.java", ["moshi/src/Moshi.kt"]),
    ("Gadget.java", []),
    # Only into a language a file is converted to: a Perl module (or a host read as one,
    # `hex.pm`) is not Elixir's config/hex.exs.
    ("hex.pm", []),
    ("context.rb", []),
    # A built copy's path: hono's published `dist/*.js`, compiled from its `src/*.ts`; the
    # build's output folder read as `src`, and two parts at least in common.
    ("app/node_modules/hono/dist/router/smart-router/router.js", ["src/router/smart-router/router.ts"]),
    ("app/node_modules/hono/dist/hono-base.js", ["src/hono-base.ts"]),
    ("app/node_modules/other/dist/router.js", []),
    ("app/node_modules/hono/dist/index.cjs", []),   # a bundle, named for its entry
])
def test_a_mention_names_the_files_it_stands_for(mention: str, files: list[str]) -> None:
    assert Mentions(PATHS).files(mention) == files


def test_mentions_list_the_paths_once_and_in_the_order_named() -> None:
    listed = []

    def paths() -> list[str]:
        listed.append(1)
        return PATHS

    mentions = Mentions(paths)
    assert mentions.mentioned(["sessions.py", "api.py", "sessions.py"]) == [
        "src/requests/sessions.py", "src/requests/api.py"]
    assert mentions.files("api.py") == ["src/requests/api.py"] and listed == [1]


def test_a_file_name_many_files_end_in_points_at_none_of_them() -> None:
    # axum: "panicked at src/main.rs:20:10" (the user's program) lifted twenty
    # `examples/*/src/main.rs` into places 2-20. A folder or module still names its files.
    paths = [f"examples/ex{i}/src/main.rs" for i in range(6)] + ["axum/src/routing/mod.rs",
                                                                    "axum/src/routing/route.rs"]
    mentions = Mentions(paths)
    assert mentions.mentioned(["src/main.rs"]) == []
    # Unless one of them is that very path.
    assert Mentions([*paths, "src/main.rs"]).mentioned(["src/main.rs"]) == ["src/main.rs"]
    assert mentions.mentioned(["examples/ex3/src/main.rs"]) == ["examples/ex3/src/main.rs"]
    assert mentions.mentioned(["axum/src/routing"]) == ["axum/src/routing/mod.rs",
                                                        "axum/src/routing/route.rs"]


def test_a_renamed_file_is_named_by_its_new_extension_at_once(tmp_path: Path, make_index) -> None:
    # The old path's term outlives its deleted document until a merge: it must not still
    # count as the file the mention names.
    root = write_repo(tmp_path / "kt", {"src/Widget.java": "class Widget {}\n",
                                        "src/Other.java": "class Other {}\n"})
    ix = make_index(root)
    ix.refresh()
    assert Mentions(ix.store.file_paths).files("Widget.java") == ["src/Widget.java"]
    (root / "src/Widget.java").rename(root / "src/Widget.kt")
    ix.refresh()
    assert Mentions(ix.store.file_paths).files("Widget.java") == ["src/Widget.kt"]


@pytest.mark.parametrize("word, files", [
    ("ChangeLog", ["ChangeLog.md"]),
    ("response_writer", ["response_writer.go"]),
    ("responseWriter", ["response_writer.go"]),
    ("Makefile", ["Makefile"]),
    ("README", ["README.md"]),          # the top-level one of three
    ("utils", []),                      # two as near the root: too common to point anywhere
    ("writer", []),
    ("log", ["lib/log.py"]),            # the nearer of two
    ("conf", ["a/conf.py", "b/conf.py"]),   # two as near, and no more: both
])
def test_a_one_word_query_names_files_by_their_stem(word: str, files: list[str]) -> None:
    from codesift.search.mentions import files_named

    paths = ["ChangeLog.md", "Makefile", "README.md", "docs/README", "docs/x/README",
             "response_writer.go", "a/utils.py", "b/utils.py", "c/d/utils.py",
             "lib/log.py", "lib/x/log.py", "a/conf.py", "b/conf.py"]
    assert files_named(paths, word) == files


def test_a_file_named_by_a_one_word_query_leads(tmp_path: Path, make_index) -> None:
    # fmt's "ChangeLog" led with release.py's `class Git` (it writes the changelog) and showed
    # none of ChangeLog.md's 300 sections: each holds "changelog" only in its path.
    sections = "".join(f"## 1.{i}.0\n\nFixed formatting of case {i}.\n\n" for i in range(40))
    ix = make_index(write_repo(tmp_path / "r", {
        "ChangeLog.md": "# Changes\n\n" + sections,
        "support/release.py": "class Git:\n    '''Writes the changelog.'''\n\n"
                              "    def update_changelog(self, changelog):\n"
                              "        return changelog + ' changelog'\n",
    }))
    ix.refresh()
    assert ix.search("ChangeLog").hits[0].path == "ChangeLog.md"
    # A declaration named exactly still comes before a file named so.
    assert ix.search("update_changelog").hits[0].symbol == "update_changelog"


def test_a_whole_file_named_like_the_query_is_no_exact_declaration(tmp_path: Path,
                                                                    make_index) -> None:
    # click's "README" led with `examples/README` (an extensionless file, chunked whole and
    # named "README": an exact name) before the top-level README.md.
    ix = make_index(write_repo(tmp_path / "r", {
        "README.md": "# Tool\n\nParse command line options.\n",
        "examples/README": "Examples of the tool.\n",
        "examples/colors/README": "Colours.\n",
        "examples/README.md": "# Examples\n\nMore of them.\n",
    }))
    ix.refresh()
    assert [h.path for h in ix.search("README").hits][:1] == ["README.md"]


def test_a_file_named_with_any_known_extension_leads(tmp_path: Path, make_index) -> None:
    # bats-core's "test_functions.bash" did not return that file: `.bash` was not among the
    # extensions a bare file name was read with, so the query named no file.
    ix = make_index(write_repo(tmp_path / "r", {
        "lib/bats-core/test_functions.bash": "bats_test_function() {\n  return 0\n}\n",
        "libexec/bats-gather-tests": "#!/usr/bin/env bash\n# override test_functions.bash's version\n"
                                     "bats_test_function() {\n  echo test functions\n}\n",
    }))
    ix.refresh()
    assert ix.search("test_functions.bash").hits[0].path == "lib/bats-core/test_functions.bash"



def test_a_dotted_file_name_names_that_file_not_its_tail(tmp_path: Path, make_index) -> None:
    # pm2's "We start with `pm2 start ecosystem.config.js --env production` ... How are env
    # and env_<name> merged?": its tail `config.js` named modules/pm2-io-agent/config.js,
    # whose `useIfDefined` took the mention bonus and led.
    ix = make_index(write_repo(tmp_path / "r", {
        "modules/agent/config.js": "const useIfDefined = (value, fallback) => {\n"
                                   "  return typeof value === 'undefined' ? fallback : value\n}\n",
        "lib/Common.js": "function mergeEnvironmentVariables(app, env) {\n"
                         "  // merge env_<name> over env\n  return Object.assign({}, app.env)\n}\n",
        "examples/ecosystem.config.js": "module.exports = { apps: [{ env_production: {} }] }\n",
    }))
    ix.refresh()
    hits = ix.search("we run pm2 start ecosystem.config.js, how are env and env_production "
                     "merged?").hits
    assert hits[0].path == "examples/ecosystem.config.js"
    assert "modules/agent/config.js" not in [h.path for h in hits[:2]]


class _Counted(str):
    """A path that counts the mentions sought in it (``mention in path``)."""
    sought = 0

    def __contains__(self, part: object) -> bool:
        _Counted.sought += 1
        return super().__contains__(part)


def test_many_mentions_are_sought_only_in_paths_that_could_hold_them() -> None:
    # A pasted log of 8,000 `path:line` mentions on a 5,000-file repository sought each in
    # every path, twice (as named, then by its stem): 9-14 s. The same answers, few paths tried.
    paths = [_Counted(f"pkg{i % 50}/mod{i}/file{i}.py") for i in range(1_000)]
    paths += [_Counted(p) for p in PATHS]
    named = {"sessions.py": ["src/requests/sessions.py"],
             "django/db/models": ["django/db/models.py", "django/db/models/base.py"],
             "Moshi.java": ["moshi/src/Moshi.kt"], "Gadget.java": [], "essions.py": [],
             "usr/lib/python3.11/site-packages/requests/api.py": ["src/requests/api.py"],
             "pkg7/mod7/file7.pyi": ["pkg7/mod7/file7.py"], "mod7": ["pkg7/mod7/file7.py"],
             "pkg7/mod57": ["pkg7/mod57/file57.py"]}
    mentions = [f"other{i}/thing{i}.py" for i in range(1_000)] + list(named)
    _Counted.sought = 0
    mentioned = Mentions(paths)
    found = {m: mentioned.files(m) for m in mentions}
    assert _Counted.sought < 100 * len(paths)   # the first few scan them all; it was 2,000,000
    assert {m: found[m] for m in named} == named
    assert not any(found[m] for m in mentions[:1_000])
