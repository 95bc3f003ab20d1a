"""A file's multi-line literals and its kept scan (``literal_scan.py``)."""
from __future__ import annotations

import pytest

from codesift.search import literal_scan
from codesift.search.literal_scan import LongLiterals, long_literals
from codesift.search.literals import message_lines


@pytest.mark.parametrize(("data", "literals"), [
    (b'let a = br#"x\ny"#;\nlet b = r#"one\ntwo"#;\nlet c = (r##"three\nfour"##);\n',
     [(30, 37), (54, 64)]),
    (b'auto s = R"EOF(first\nsecond)EOF";\nint x = 1 << 3;\nauto t = R"(a\nb)";\n',
     [(15, 27), (62, 65)]),
    (b"x = <<~MSG\n  Could not find it\nMSG\ny = 1<<FLAG\n$s = <<<'EOT'\nhere\nEOT;\n",
     [(11, 31), (61, 66)]),
    (b'def f():\n    """doc\n    string"""\n    return """value\nlines"""\nx = \'\'\'a\nb\'\'\'\n',
     [(48, 59), (70, 73)]),
    (b'x = """never closed\ny = `a\nb`\n', [(25, 28)]),
    (b"// it`s prose\nconst m = `template\n${x}`;\nf(`one`, `two\nthree`)\n",
     [(25, 38), (51, 60)]),
])
def test_openings_found_by_find_are_the_regex_search_s(data: bytes, literals: list) -> None:
    """`_next_opening` tries the pattern only where `bytes.find` sees an opener (a regex
    search tried it at every byte: half a message query's time over a 250 KB Rust file): it
    finds what the search finds from every offset, its offsets kept between calls or not,
    and none past `stop`; and `long_literals` reads the literals it read before."""
    from codesift.search.literal_scan import _LONG_LITERAL_OPEN, _OPENERS, _next_opening

    kept = dict.fromkeys(_OPENERS, -1)
    for pos in range(len(data) + 1):
        want = _LONG_LITERAL_OPEN.search(data, pos)
        for ahead in (kept, dict.fromkeys(_OPENERS, -1)):
            got = _next_opening(data, pos, len(data), ahead)
            assert (got and got.span()) == (want and want.span())
        if want:
            assert _next_opening(data, pos, want.start() - 1, dict.fromkeys(_OPENERS, -1)) is None
    assert long_literals(data) == literals


@pytest.mark.parametrize("data", [
    b'let a = br#"x\ny"#;\nlet b = r#"one\ntwo"#;\nlet c = (r##"three\nfour"##);\n',
    b'auto s = R"EOF(first\nsecond)EOF";\nint x = 1 << 3;\nauto t = R"(a\nb)";\n',
    b"x = <<~MSG\n  Could not find it\nMSG\ny = 1<<FLAG\n$s = <<<'EOT'\nhere\nEOT;\n",
    b'def f():\n    """doc\n    string"""\n    return """value\nlines"""\nx = \'\'\'a\nb\'\'\'\n',
    b'x = """never closed\ny = `a\nb`\n',
    b"// it`s prose\nconst m = `template\n${x}`;\nf(`one`, `two\nthree`)\n",
])
def testlong_literals_asked_again_go_on_from_where_they_stopped(data: bytes) -> None:
    """A file read again (a later search's message) keeps its literals found so far
    (``LongLiterals``): asked up to any offset, in any order, one object answers what a scan
    stopping there finds, and what those up to the end are."""
    offsets = [*range(len(data) + 1), None]
    fresh = {u: LongLiterals(data).upto(u) for u in offsets}
    assert fresh[None] == fresh[len(data)] == long_literals(data)
    for order in (offsets, offsets[::-1], offsets[1::2] + offsets[::2]):
        kept = LongLiterals(data)
        assert [kept.upto(u) for u in order] == [fresh[u] for u in order]


def test_a_file_s_scan_is_kept_while_its_bytes_are_the_same(tmp_path, monkeypatch) -> None:
    """The files message queries read are scanned (lower-cased, their long literals found)
    once while they stay as they are: a changed file is scanned anew, and what is kept stays
    within its byte bound."""
    path = tmp_path / "errors.py"
    path.write_text('def f():\n    return """the cache\ndirectory is locked"""\n')
    words = [["the", "cache", "directory", "is", "locked"]]
    assert message_lines(str(tmp_path), ["errors.py"], words) == {"errors.py": [2]}
    first = literal_scan.scanned(str(path), path.read_bytes())
    assert literal_scan.scanned(str(path), path.read_bytes()) is first
    path.write_text('x = 1\n\ndef f():\n    raise Locked("the cache directory is locked")\n')
    assert message_lines(str(tmp_path), ["errors.py"], words) == {"errors.py": [4]}
    again = literal_scan.scanned(str(path), path.read_bytes())
    assert again is not first and again.data == path.read_bytes()
    monkeypatch.setattr(literal_scan, "KEPT_SCAN_BYTES", 1000)
    big = tmp_path / "big.py"
    big.write_bytes(b"x = 1\n" * 100)   # over the bound alone: all the others go
    literal_scan.scanned(str(big), big.read_bytes())
    assert str(path) not in literal_scan._kept_scans and str(big) in literal_scan._kept_scans
    assert literal_scan._kept_size[0] == sum(2 * len(s.data) for s in literal_scan._kept_scans.values())
