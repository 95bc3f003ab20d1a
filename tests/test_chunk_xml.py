"""XML files' chunks: an Android app's default string resources (`chunk/android_values.py`)."""
from __future__ import annotations

from codesift.chunk import chunk_file

STRINGS = ('<?xml version="1.0" encoding="utf-8"?>\n'
           '<resources xmlns:tools="http://schemas.android.com/tools">\n'
           '    <string name="main_bg_subtitle">Tap the magnifying glass to get started.</string>\n'
           '    <string name="no_player_found">No stream player found. Install VLC?</string>\n'
           '    <!-- Kiosk Names -->\n'
           '    <string name="trending">Don\\\'t &amp; \\"Trending\\"</string>\n'
           '    <string name="default_service_value">@string/youtube</string>\n'
           '    <!-- Time duration plurals -->\n'
           '    <plurals name="seconds">\n'
           '        <item quantity="one">%d second</item>\n'
           '        <item quantity="other">%d seconds</item>\n'
           '    </plurals>\n'
           '    <string-array name="seek_duration_value">\n'
           '        <item>5000</item>\n'
           '    </string-array>\n'
           '    <string name="empty" />\n'
           '</resources>\n')


def test_an_android_apps_default_strings_are_variables_named_by_their_name() -> None:
    # NewPipe's app/src/main/res/values/strings.xml, 751 strings, was one whole-file chunk: a
    # search for `no_player_found` (`R.string.no_player_found`) landed on the file.
    chunks = chunk_file("app/src/main/res/values/strings.xml", STRINGS, "xml")
    assert [(c.kind, c.name, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("variable", "main_bg_subtitle", 3, 3,
         '<string name="main_bg_subtitle">Tap the magnifying glass to get started.</string>',
         "Tap the magnifying glass to get started."),
        ("variable", "no_player_found", 4, 4,
         '<string name="no_player_found">No stream player found. Install VLC?</string>',
         "No stream player found. Install VLC?"),
        ("variable", "trending", 6, 6,
         '<string name="trending">Don\\\'t &amp; \\"Trending\\"</string>', 'Don\'t & "Trending"'),
        ("variable", "default_service_value", 7, 7,
         '<string name="default_service_value">@string/youtube</string>', ""),
        ("variable", "seconds", 9, 12, '<plurals name="seconds">', "Time duration plurals"),
        ("variable", "seek_duration_value", 13, 15,
         '<string-array name="seek_duration_value">', ""),
        ("variable", "empty", 16, 16, '<string name="empty" />', "")]
    assert "%d seconds" in chunks[4].text


def test_translations_and_other_resources_stay_whole_files() -> None:
    # The translations (`values-de/`, 125 folders in NewPipe) repeat the names in other words;
    # a values file of colors holds no string; an XML file elsewhere is no resource.
    for path in ("app/src/main/res/values-de/strings.xml", "res/values-night/strings.xml",
                 "docs/values/strings.xml.txt", "config/strings.xml"):
        assert [c.kind for c in chunk_file(path, STRINGS, "xml")] == ["file"], path
    colors = '<resources>\n    <color name="white">#FFFFFF</color>\n</resources>\n'
    assert [c.kind for c in chunk_file("res/values/colors.xml", colors, "xml")] == ["file"]
