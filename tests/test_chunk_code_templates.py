"""A template of code (qa93): an ERB or Thor template whose lines are the code it writes,
Rails' JavaScript responses (`create.js.erb`) and generators' Ruby (`policy.rb.tt`), is
summarised as that code is, by a comment above it, never by its first line of code (feedbin's
67 `.js.erb` views read `feedbin.showNotification('Page saved!');`)."""
from __future__ import annotations

import pytest

from codesift.chunk import chunk_file
from codesift.languages import language_of


def doc(path: str, text: str) -> str:
    chunks = chunk_file(path, text, language_of(path))
    assert [c.kind for c in chunks] == ["file"]
    return chunks[0].doc


@pytest.mark.parametrize("path, text", [
    ("app/views/pages_internal/create.js.erb", "feedbin.showNotification('Page saved!');\n"),
    ("app/views/saved_searches/edit.js.erb",
     'feedbin.updateDialog("<%= Dialog::EditSavedSearch.dom_id %>", "<%= j render x %>");\n'),
    ("lib/generators/pundit/policy/templates/policy.rb.tt",
     "class <%= class_name %>Policy < ApplicationPolicy\n  def index?\n    true\n  end\nend\n"),
    ("lib/generators/sidekiq/templates/job.rb.erb",
     "class <%= class_name %>Job\n  include Sidekiq::Job\nend\n"),
])
def test_a_template_of_code_is_not_summarised_by_its_code(path: str, text: str) -> None:
    assert doc(path, text) == ""


def test_a_template_of_code_is_summarised_by_its_comment() -> None:
    text = ("// Refreshes the feed list once a subscription is saved.\n"
            "window.feedbin.refresh()\n")
    assert doc("app/views/onboarding/update.js.erb", text) == \
        "Refreshes the feed list once a subscription is saved."


def test_a_page_template_is_still_read_by_its_text() -> None:
    from codesift.languages import template_language

    assert doc("app/views/user_mailer/password_reset.text.erb",
               "To reset your password please visit the url below.\n<%= @url %>\n") == \
        "To reset your password please visit the url below."
    assert template_language("show.html.erb") is None
    assert template_language("create.js.erb") == "javascript"
    assert template_language("database.yml.erb") == "yaml"
