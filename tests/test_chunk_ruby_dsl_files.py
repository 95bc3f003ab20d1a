"""Ruby written under names of its own (qa93): gem and pod specs, Rack's `config.ru`, Rails'
Jbuilder and Builder views, Guard's, fastlane's and Danger's files. As text they were one
chunk summarised by their first line of code, and a view's helper method was in no chunk."""
from __future__ import annotations

import pytest

from codesift.chunk import chunk_file
from codesift.languages import language_of


@pytest.mark.parametrize("path", [
    "app/views/api/v2/entries/show.json.jbuilder", "app/views/api/notes/feed.rss.builder",
    "app/views/users/show.json.rabl", "feedbin.gemspec", "Starscream.podspec", "config.ru",
    "tasks/release.thor", "Guardfile", "ios/Podfile", "fastlane/Fastfile", "Dangerfile",
    "Capfile", "Steepfile",
])
def test_ruby_dsl_files_are_ruby(path: str) -> None:
    assert language_of(path) == "ruby"


def test_a_jbuilder_view_is_no_line_of_code_as_summary_and_its_helper_is_a_function() -> None:
    # feedbin's 73 views read `json.partial! "api/v2/users/user", user: @user`; its podcast
    # feed view's `def summary(entry)` was in no chunk.
    partial = 'json.partial! "api/v2/users/user", user: @user\n'
    chunks = chunk_file("app/views/api/v2/users/info.json.jbuilder", partial,
                        language_of("app/views/api/v2/users/info.json.jbuilder"))
    assert [(c.kind, c.doc) for c in chunks] == [("file", "")]
    view = ("def summary(entry)\n"
            "  text = entry.summary || entry.content\n"
            "  text.truncate(200)\n"
            "end\n"
            "\n"
            "json.id @feed.id\n"
            "json.title @feed.title\n"
            "json.entries @entries do |entry|\n"
            "  json.summary summary(entry)\n"
            "end\n")
    path = "app/views/api/podcasts/v1/feeds/show.json.jbuilder"
    chunks = chunk_file(path, view, language_of(path))
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("function", "summary", 1, 4),
        ("file", "show.json.jbuilder", 6, 10),   # the JSON it builds, a stretch of code
    ]


def test_a_fastfile_keeps_its_lanes_beside_its_functions() -> None:
    source = ("def derived_data_path(destination)\n"
              "  \"build/#{destination}\"\n"
              "end\n"
              "\n"
              "lane :release do |options|\n"
              "  ensure_git_status_clean\n"
              "  build_app(derived_data_path: derived_data_path('ios'))\n"
              "  push_to_git_remote\n"
              "end\n")
    chunks = chunk_file("fastlane/Fastfile", source, language_of("fastlane/Fastfile"))
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("function", "derived_data_path", 1, 3),
        ("file", "Fastfile", 5, 9),
    ]


@pytest.mark.parametrize("line, expected", [
    ('  spec.summary       = "Simple, efficient background processing for Ruby"',
     "Simple, efficient background processing for Ruby"),
    ("  s.summary     = %q{State machine mixin for Ruby objects}",
     "State machine mixin for Ruby objects"),
    ('  s.summary = "URI Implementation".freeze', "URI Implementation"),
])
def test_a_gemspec_is_summarised_by_its_summary(line: str, expected: str) -> None:
    # sidekiq.gemspec read `Gem::Specification.new do |gem|`, aasm's `$:.push File.expand_path(…)`.
    source = ('$:.push File.expand_path("../lib", __FILE__)\n'
              "Gem::Specification.new do |spec|\n"
              '  spec.name = "x"\n'
              f"{line}\n"
              '  spec.files = Dir["lib/**/*"]\n'
              "end\n")
    chunks = chunk_file("x.gemspec", source, language_of("x.gemspec"))
    assert [(c.kind, c.doc) for c in chunks] == [("file", expected)]
