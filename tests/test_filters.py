"""Path globs and substrings, filter validation, and filters that select without rescoring."""
from __future__ import annotations

import re

import pytest
import tantivy

from codesift import CodesiftError
from codesift.search.filters import Filters, filter_query, path_regex, with_filter
from codesift.store.documents import BM25_FIELDS


def matches(pattern: str, path: str) -> bool:
    """Whether ``pattern`` keeps ``path`` (tantivy regexes match the whole term, like fullmatch)."""
    return re.fullmatch(path_regex(pattern), path) is not None


@pytest.mark.parametrize("pattern, path, expected", [
    ("src/**/*.py", "src/a.py", True),
    ("src/**/*.py", "src/x/y/a.py", True),
    ("src/**/*.py", "lib/src/a.py", False),
    ("src/*.py", "src/x/a.py", False),          # one * stays inside a folder
    ("src/**", "src/x/y/z.md", True),
    ("*.py", "deep/down/a.py", True),            # no slash: the file name at any depth
    ("*.py", "a.pyc", False),
    ("/*.py", "a.py", True),                     # leading slash: anchored at the root
    ("/*.py", "pkg/a.py", False),
    ("**/test_*.py", "test_a.py", True),
    ("**/test_*.py", "x/y/test_a.py", True),
    ("a/**/b", "a/b", True),
    ("a/**/b", "a/x/y/b", True),
    ("file?.go", "pkg/file1.go", True),
    ("file?.go", "pkg/file10.go", False),
    ("f[0-9].go", "f7.go", True),
    ("f[!0-9].go", "f7.go", False),
    ("f[!0-9].go", "fx.go", True),
    ("src[!x]a.py", "src/a.py", False),          # a class matches no separator, as ? does
    ("f[a\\-z].go", "f-.go", True),               # a backslash in a class: the next one literal
    ("f[a\\-z].go", "fm.go", False),
    ("docs/", "docs/a/b.md", True),              # no glob characters: a substring
    ("auth", "src/oauth/token.py", True),
    ("auth", "src/token.py", False),
    ("./src", "src/a.py", True),                 # ./ and / anchor a substring at the root
    ("./src", "lib/src/a.py", False),
    ("/src", "lib/src/a.py", False),
    ("my dir", "my dir/a b.py", True),           # regex metacharacters are literal
    ("a+b", "x/a+b.c", True),
    ("a+b", "x/aab.c", False),
    ("ingress-rules", "deploy/ingress-rules.yaml", True),
    ("pages/\\[id\\].js", "pages/[id].js", True),    # a backslash makes the next character literal
    ("pages/\\[id\\].js", "pages/i.js", False),
    ("pages/[id].js", "pages/i.js", True),
])
def test_path_patterns(pattern: str, path: str, expected: bool) -> None:
    assert matches(pattern, path) is expected


def test_validate_rejects_unknown_kind_language_and_empty_pattern() -> None:
    for filters, needle in ((Filters(kinds=["funtion"]), "unknown kind 'funtion'"),
                            (Filters(langs=["klingon"]), "unknown language or extension"),
                            (Filters(path="  "), "empty path pattern"),
                            (Filters(exclude=[""]), "empty path pattern")):
        with pytest.raises(CodesiftError) as err:
            filters.validate()
        assert err.value.code == "INVALID_FILTER"
        assert needle in err.value.message


def test_a_kind_is_any_case_as_a_language_is() -> None:
    assert Filters.from_args("/repo", kind=["Class", "FUNCTION"], lang="PYTHON").kinds == [
        "class", "function"]


@pytest.mark.parametrize("pattern", ["[abc", "src/**/*.py[", "f[!x"])
def test_an_unclosed_bracket_is_an_error(pattern: str) -> None:
    with pytest.raises(CodesiftError) as err:
        path_regex(pattern)
    assert err.value.code == "INVALID_FILTER" and "unclosed [" in err.value.message


@pytest.mark.parametrize("pattern, path, expected", [
    # Alternatives, as in ripgrep's and git's globs: `{a,b}` matched nothing, silently.
    ("src/{api,cli}.py", "src/api.py", True), ("src/{api,cli}.py", "src/cli.py", True),
    ("src/{api,cli}.py", "src/core.py", False), ("*.{ts,tsx}", "web/App.tsx", True),
    ("*.{ts,tsx}", "web/App.js", False), ("{src,lib}/**/*.rb", "lib/a/b.rb", True),
    ("{src,lib}/**/*.rb", "spec/a.rb", False), ("a{b,c{d,e}}.go", "ace.go", True),
    ("a,b.go", "x/a,b.go", True), ("\\{x\\}.txt", "{x}.txt", True),    # outside braces, or escaped: literal
])
def test_brace_alternatives(pattern: str, path: str, expected: bool) -> None:
    assert matches(pattern, path) is expected


def test_a_hint_for_a_folder_named_with_braces_matches_it_literally() -> None:
    from codesift.hints import literal_glob
    assert matches(literal_glob("tpl/{name}/") + "**", "tpl/{name}/a.py")
    assert not matches(literal_glob("tpl/{name}/") + "**", "tpl/name/a.py")


@pytest.mark.parametrize("pattern", ["src/{a,b", "{x"])
def test_an_unclosed_brace_is_an_error(pattern: str) -> None:
    with pytest.raises(CodesiftError) as err:
        path_regex(pattern)
    assert err.value.code == "INVALID_FILTER" and "unclosed {" in err.value.message


def test_validate_accepts_languages_and_extensions() -> None:
    Filters(kinds=["function", "section"], langs=["python", "TSX", ".rs", "md"],
            path="src/**", exclude=["tests"]).validate()


def test_describe_lists_filters_in_force() -> None:
    f = Filters(kinds=["class"], path="src/**", langs=["go"], exclude=["vendor", "*.pb.go"])
    assert f.describe() == [("kind", "class"), ("lang", "go"), ("path", "src/**"),
                            ("exclude", "vendor"), ("exclude", "*.pb.go")]
    assert f.active() and not Filters().active()
    assert filter_query(tantivy.SchemaBuilder().build(), Filters()) is None


def test_filter_selects_without_changing_bm25_scores(index) -> None:
    """Document frequency stays that of the whole index: a filtered doc keeps its exact score."""
    store = index.store
    searcher = store.searcher()
    query = tantivy.Query.term_query(store.schema, BM25_FIELDS["body"], "bucket")
    everything = {(a.segment_ord, a.doc): score for score, a in searcher.search(query, 100).hits}
    fq = filter_query(store.schema, Filters(path="tests/**"))
    filtered = searcher.search(with_filter(query, fq), 100).hits
    assert filtered and len(filtered) < len(everything)
    for score, a in filtered:
        assert store.decode(searcher.doc(a))["path"].startswith("tests/")
        assert score == pytest.approx(everything[(a.segment_ord, a.doc)])


def test_a_kind_filter_is_no_term_set_and_keeps_the_same_chunks_and_scores(index) -> None:
    """Every channel's searches carry the filter: as tantivy's term_set_query, which cost
    ~0.65 ms a search whatever it held, a `--kind` search took 10 ms, not 4. As term
    queries under the same constant score, it keeps the same chunks with the same scores."""
    store = index.store
    searcher = store.searcher()
    filters = Filters(kinds=["class", "function", "method"])
    fq = filter_query(store.schema, filters)
    assert "TermSetQuery" not in repr(fq)
    as_set = tantivy.Query.const_score_query(tantivy.Query.boolean_query([(
        tantivy.Occur.Must, tantivy.Query.term_set_query(store.schema, "kind", filters.kinds))]),
        0.0)
    for term in ("bucket", "token", "rate", "limit"):
        query = tantivy.Query.term_query(store.schema, BM25_FIELDS["body"], term)
        got = [(score, a.segment_ord, a.doc)
               for score, a in searcher.search(with_filter(query, fq), 100).hits]
        want = [(score, a.segment_ord, a.doc)
                for score, a in searcher.search(with_filter(query, as_set), 100).hits]
        assert got == want
        assert all(store.decode(searcher.doc(a))["kind"] in filters.kinds
                   for _, a in searcher.search(with_filter(query, fq), 100).hits)
    assert any(searcher.search(with_filter(tantivy.Query.term_query(
        store.schema, BM25_FIELDS["body"], t), fq), 100).hits for t in ("bucket", "token"))


def test_exclude_alone_keeps_everything_else(index) -> None:
    hits = index.search("TokenBucket", exclude="*.md", limit=100).hits
    assert hits and not any(h.path.endswith(".md") for h in hits)
    all_hits = index.search("TokenBucket", limit=100).hits
    assert {(h.path, h.line) for h in hits} == {(h.path, h.line) for h in all_hits
                                                if not h.path.endswith(".md")}


def test_doubled_set_operators_in_a_class_are_members_and_warn_of_nothing(index) -> None:
    """`[a||b]` is a, | and b in a glob; Python reads `||`, `&&`, `~~` and `--` in a class as
    set operations to come and printed a FutureWarning on stderr for each (a warning here
    fails the test). The class still matches: tantivy reads the same pattern."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for op in "|&~":
            pattern = f"src/[s{op}{op}x]*"
            assert matches(pattern, "src/s.py") and matches(pattern, f"src/{op}.py")
            assert not matches(pattern, "src/b.py")
            assert index.search("TokenBucket", path=pattern).hits == []
        assert index.search("TokenBucket", path="src/[!||]*/*").hits


def test_single_star_stays_in_one_folder(index) -> None:
    assert index.search("TokenBucket", path="src/*").hits == []
    assert index.search("TokenBucket", path="src/*/*").hits


@pytest.mark.parametrize("field", ["path", "exclude"])
def test_a_pattern_too_complex_to_match_names_itself_in_one_short_line(index, field: str) -> None:
    # tantivy refuses a regex whose automaton is too large; the error showed the generated
    # regex, thousands of characters of `(?:.*/)?`, instead of what the user typed. (A `.`
    # that matches a newline too makes a smaller automaton: 30 stars after the 40 `**/` are
    # taken since, 100 are not.)
    pattern = "**/" * 40 + "a*" * 100
    with pytest.raises(CodesiftError) as err:
        index.search("x", **{field: pattern})
    assert err.value.code == "INVALID_FILTER"
    assert "'**/**/" in str(err.value) and "(?:" not in str(err.value)
    assert len(str(err.value)) < 160


def test_a_header_is_filtered_by_the_language_it_is_written_in(tmp_path, make_index) -> None:
    # A `.h` is C by its extension; fmt's headers are C++ and AFNetworking's Objective-C, and
    # `lang:"cpp"` found none of fmt's headers-only library.
    from conftest import write_repo

    ix = make_index(write_repo(tmp_path / "r", {
        "include/fmt/base.h": "namespace fmt {\nclass format_error {};\n}\n",
        "AFClient.h": "#import <Foundation/Foundation.h>\n@interface AFClient : NSObject\n@end\n",
        "sds.h": "/* class of strings */\nint sdslen(const char *s);\n",
    }))
    ix.refresh()
    langs = {lang: {h.path for h in ix.search("format error client sdslen", lang=lang).hits}
             for lang in ("c", "cpp", "objc")}
    assert langs == {"c": {"sds.h"}, "cpp": {"include/fmt/base.h"}, "objc": {"AFClient.h"}}


def test_many_excludes_drop_what_their_clauses_would_at_the_cost_of_one(index, monkeypatch) -> None:
    """A QA pass: 5,000 exclude globs took 6.4 s a search through the MCP tool. tantivy built
    an automaton for each pattern (1 to 8 ms each), and a search for a message compiled every
    pattern again for each file it read. Many patterns are matched against the index's paths
    once; the answers are those of their clauses."""
    from codesift.search import filters

    clauses: list[str] = []
    real = filters._regex
    monkeypatch.setattr(filters, "_regex", lambda schema, p: clauses.append(p) or real(schema, p))
    few = ["tests/**", "*.md", "/web/", "server"]
    many = [f"nowhere_{i}/**/*.py" for i in range(300)] + few + few
    for query in ("TokenBucket", "bucket refill tokens", "handle request users",
                  'raise ValueError("rate must be positive")'):
        clauses.clear()
        want = index.search(query, exclude=few, limit=100)
        assert set(clauses) == set(few)   # a few patterns: tantivy's clauses, as before
        clauses.clear()
        got = index.search(query, exclude=many, limit=100)
        assert got.hits == want.hits and got.total == want.total, query
        assert clauses == []
    # The paths a filter keeps are worked out once per filter, not once per file asked.
    assert Filters(exclude=many)._path_test() is Filters(exclude=list(many))._path_test()
    # A pattern too complex for tantivy is still its clause, and still refused.
    with pytest.raises(CodesiftError) as err:
        index.search("x", exclude=many + ["**/" * 40 + "a*" * 100])
    assert err.value.code == "INVALID_FILTER" and "too complex" in err.value.message


def test_many_excludes_over_many_paths_stay_clauses(index, monkeypatch) -> None:
    # Matching each pattern against each path in Python is cheaper than tantivy's automata
    # only up to a few thousand paths: past PYTHON_PATHS (5,000 excludes over 50,000 paths
    # would have taken minutes), the clauses again, with the same answers.
    from codesift.search import filters

    many = [f"nowhere_{i}/**/*.py" for i in range(20)] + ["tests/**", "*.md"]
    want = index.search("TokenBucket", exclude=many, limit=100)
    clauses: list[str] = []
    real = filters._regex
    monkeypatch.setattr(filters, "_regex", lambda schema, p: clauses.append(p) or real(schema, p))
    monkeypatch.setattr(filters, "PYTHON_PATHS", 3)
    got = index.search("TokenBucket", exclude=many, limit=100)
    assert set(clauses) == set(many) and got.hits == want.hits and got.total == want.total


def test_a_newline_in_a_file_name_is_a_character_like_any_other(tmp_path, make_index) -> None:
    # A QA pass: git tracks a file named "nl\nname.py", and `--path name` said it matched
    # none of the indexed files while `--exclude '**'` and `--exclude nl` left it in: every
    # path regex, Python's and tantivy's, read `.` as any character but a newline.
    from conftest import write_repo

    ix = make_index(write_repo(tmp_path / "r", {"nl\nname.py": "def newline_path_fn(): pass\n",
                                                "b.py": "x = 1\n"}, git=True))
    ix.refresh()

    def found(**filters: object) -> bool:
        return [h.path for h in ix.search("newline_path_fn", **filters).hits] == ["nl\nname.py"]

    assert found() and found(path="name") and found(path="/nl") and found(path="**/nl?name*")
    assert found(lang="py") and found(exclude="b.py")
    assert not found(exclude="**") and not found(exclude="nl") and not found(exclude="name.py")
    # Many excludes are matched in Python against the index's paths (REGEX_EXCLUDES): alike.
    many = [f"nowhere_{i}/**" for i in range(20)]
    assert found(exclude=many) and not found(exclude=many + ["nl"])
    assert Filters(path="name").keeps_path("nl\nname.py")
    assert not Filters(path="name").matches_no_file(["nl\nname.py", "b.py"])
