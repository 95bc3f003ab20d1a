"""A query says what a module does as a verb; the module is named for it as a noun."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

from codesift.search.inflections import action_nouns

NEXT_PAGE = '''package api

import "net/http"

func findNextPage(resp *http.Response) (string, bool) {
	for _, m := range linkRE.FindAllStringSubmatch(resp.Header.Get("Link"), -1) {
		if m[2] == "next" {
			return m[1], true
		}
	}
	return "", false
}
'''


def test_a_verb_makes_the_noun_of_action_a_file_is_named_by() -> None:
    assert action_nouns("paginate") == ["pagination"]
    assert action_nouns("validated") == ["validation"]          # by its base
    assert action_nouns("normalize") == ["normalization"]
    assert action_nouns("compress") == ["compression"]
    assert action_nouns("verify") == ["verification"]
    # A short verb, or one making no such noun, names none: "state" is no `station`.
    assert action_nouns("state") == [] and action_nouns("search") == []


def test_a_file_named_for_the_verbs_action_leads(make_index, tmp_path: Path) -> None:
    # gh's "How does gh api --paginate find the next page of a REST response?": three files
    # define `findNextPage`, and pkg/cmd/api/pagination.go came 4th behind two of them. The
    # same function in two files: the one named for paginating answers "paginate".
    root = write_repo(tmp_path / "gh", {
        "internal/codespaces/api/client.go": NEXT_PAGE,
        "pkg/cmd/api/pagination.go": NEXT_PAGE,
    })
    ix = make_index(root)
    ix.refresh()
    hits = ix.search("gh api --paginate: next page from the Link header").hits
    assert hits[0].path == "pkg/cmd/api/pagination.go"


def test_a_capitalised_constant_is_no_verb(make_index, tmp_path: Path) -> None:
    # h11's "How are protocol switches handled, like an Upgrade header or a CONNECT": an HTTP
    # method, and `_connection.py`, named by it as by "connect", came before `_state.py`.
    root = write_repo(tmp_path / "h11", {
        "internal/codespaces/api/client.go": NEXT_PAGE,
        "pkg/cmd/api/connection.go": NEXT_PAGE,
    })
    ix = make_index(root)
    ix.refresh()
    assert ix.search("a CONNECT: next page from the Link header").hits[0].path == (
        "internal/codespaces/api/client.go")
    assert ix.search("connect: next page from the Link header").hits[0].path == (
        "pkg/cmd/api/connection.go")

