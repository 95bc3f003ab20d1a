"""A question speaks of a type in the plural; the type is named in the singular."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

from codesift.search.inflections import singulars

MODELS = '''class Request:
    """A user-created Request object."""

    def prepare(self):
        """Constructs a PreparedRequest for transmission and returns it."""
        return PreparedRequest()


class PreparedRequest:
    """The fully mutable object containing the exact bytes sent to the server."""

    def copy(self):
        return PreparedRequest()
'''
SESSIONS = '''class Session:
    def send(self, request: PreparedRequest) -> Response:
        """Send a given PreparedRequest."""

    def prepare_request(self, request: Request) -> PreparedRequest:
        """Constructs a PreparedRequest for transmission and returns it."""

    def merge(self, prepared: PreparedRequest, other: PreparedRequest) -> PreparedRequest:
        """Merge two prepared requests."""
'''
DOCS = "# Advanced\n\n## Prepared Requests\n\nWhen you receive a Response, its request was prepared.\n"


def test_a_plural_question_names_the_type_in_the_singular(make_index, tmp_path: Path) -> None:
    # requests: "prepared requests" listed the section of that title and three methods taking
    # a PreparedRequest before the class, whose name's words are "prepared" and "request".
    root = tmp_path / "repo"
    write_repo(root, {"src/models.py": MODELS, "src/sessions.py": SESSIONS,
                      "docs/advanced.md": DOCS})
    ix = make_index(root)
    top = ix.search("prepared requests").hits[0]
    assert (top.path, top.symbol) == ("src/models.py", "PreparedRequest")
    # A name typed in the plural is still that name first, not its singular's type.
    other = make_index(write_repo(tmp_path / "other", {
        "settings.py": "class UserSetting:\n    pass\n\n\nclass UserSettings:\n    pass\n"}))
    assert other.search("user settings").hits[0].symbol == "UserSettings"


def test_singulars_of_plural_looking_words() -> None:
    assert singulars("policies") == ["policy"]
    assert singulars("classes") == ["class", "classe"]
    assert singulars("sizes") == ["size"]
    assert singulars("status") == singulars("axis") == singulars("class") == []
    assert singulars("ids") == [] and singulars("tls13s") == []
