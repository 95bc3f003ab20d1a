"""Messages in queries, and where files say them in quotes (``literals.py``)."""
from __future__ import annotations

from codesift.search.literals import message_lines, message_runs, messages
from codesift.search.query import parse_query


def test_a_short_query_of_three_words_may_be_a_message() -> None:
    assert messages(parse_query("pool is full, discarding connection")) == [
        ["pool", "is", "full", "discarding", "connection"]]
    assert messages(parse_query("user id")) == []            # too short to be a message
    assert messages(parse_query("handling of the")) == []    # one content word is no message


def test_a_pasted_text_offers_its_error_lines_and_double_quoted_spans() -> None:
    text = ("The client crashes when the proxy is down, see the log below and the docs about "
            "retries; I expected a clear error instead of this traceback, which is long.\n"
            'It also says "could not reach the proxy server" before dying.\n'
            "Traceback (most recent call last):\n"
            '  File "app.py", line 3, in <module>\n'
            "requests.exceptions.InvalidURL: Invalid URL 'x': No scheme supplied\n")
    q = parse_query(text)
    assert q.long
    assert messages(q) == [["could", "not", "reach", "the", "proxy", "server"],
                           ["invalid", "url", "x", "no", "scheme", "supplied"]]
    # An apostrophe is prose, not a quote.
    assert messages(parse_query("the user's session and the user's token")) == [
        ["the", "user", "s", "session", "and", "the", "user", "s", "token"]]


def test_a_run_counts_only_inside_quotes_and_survives_interpolation() -> None:
    data = (b"# no scheme supplied here: a comment is not a message\n"
            b"raise InvalidURL(f\"Invalid URL {url!r}: No scheme supplied. Perhaps https?\")\n"
            b"log('No scheme' + \" supplied\")\n")
    words = ["invalid", "url", "x", "no", "scheme", "supplied"]
    assert message_runs(data, words) == [(2, 3)]
    # Case and punctuation between the words do not matter; a quote of another kind inside does not end it.
    assert message_runs(b"err = new Error('Failed to lookup view \"' + name)\n",
                        ["failed", "to", "lookup", "view"]) == [(1, 4)]


def test_message_lines_reads_the_files_it_is_given(tmp_path) -> None:
    (tmp_path / "pool.py").write_text('x = 1\nraise Full("Pool is full, discarding connection")\n')
    (tmp_path / "other.py").write_text('say("the pool is nice")\n')
    found = message_lines(str(tmp_path), ["pool.py", "other.py", "missing.py"],
                          [["pool", "is", "full", "discarding", "connection"]])
    assert found == {"pool.py": [2]}


def test_a_fifo_or_symlink_in_place_of_a_file_is_skipped_not_waited_on(tmp_path) -> None:
    import os
    os.mkfifo(tmp_path / "pipe.py")
    (tmp_path / "real.py").write_text('raise Full("Pool is full, discarding connection")\n')
    os.symlink(tmp_path / "real.py", tmp_path / "link.py")
    found = message_lines(str(tmp_path), ["pipe.py", "link.py", "real.py"],
                          [["pool", "is", "full", "discarding", "connection"]])
    assert found == {"real.py": [1]}


def test_the_gap_between_two_code_spans_of_a_comment_is_no_quote() -> None:
    # got's options.ts: "If [`Retry-After`](…) header is greater than `maxRetryAfter`".
    data = b"\t * If [`Retry-After`](https://x/Retry-After) header is greater than `maxRetryAfter`\n"
    assert message_runs(data, ["retry", "after", "header"]) == []


def test_only_the_longest_run_of_a_message_counts(tmp_path) -> None:
    # retrofit: "Unable to create request." shares three words with the pasted message,
    # "Unable to create converter for %s" five.
    (tmp_path / "Call.java").write_text('throw new IllegalStateException("Unable to create request.");\n')
    (tmp_path / "Method.java").write_text('x();\nthrow methodError("Unable to create converter for %s", t);\n')
    msgs = [["unable", "to", "create", "converter", "for", "class"]]
    assert message_lines(str(tmp_path), ["Call.java", "Method.java"], msgs) == {"Method.java": [2]}


def test_a_command_name_may_lead_the_error_line_and_four_words_in_a_row_count() -> None:
    # codesift's own: the source says f"unclosed [ in path pattern {pattern!r}; " and the
    # hint on the next line; four words in a row are a third of the pasted line.
    q = parse_query("codesift: error[INVALID_FILTER]: unclosed [ in path pattern 'src/[a'; escape it as \\[")
    line = ["unclosed", "in", "path", "pattern", "src", "a", "escape", "it", "as"]
    assert line in messages(q)
    data = b'raise CodesiftError("INVALID_FILTER", f"unclosed [ in path pattern {pattern!r}; "\n'
    assert message_runs(data, line) == [(1, 4)]
