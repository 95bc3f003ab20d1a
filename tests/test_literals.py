"""Messages in queries, and where files say them in quotes (``literals.py``)."""
from __future__ import annotations

import re

import pytest

from codesift.search.literals import message_lines, message_runs
from codesift.search.messages import messages, run_on
from codesift.search.pieces import piece_words
from codesift.search.query import parse_query


def runs(data: bytes, words: list[str]) -> list[tuple[int, int]]:
    """``message_runs`` without where in the message each run lies: (line, run)."""
    return [(line, run) for line, run, *_ in message_runs(data, words)]


def test_a_short_query_of_three_words_may_be_a_message() -> None:
    assert messages(parse_query("pool is full, discarding connection")) == [
        ["pool", "is", "full", "discarding", "connection"]]
    assert messages(parse_query("user id")) == []            # too short to be a message
    # Two words printed as a sentence are pasted from where they were printed (paramiko's
    # `raise SSHException("Negotiation failed.")`); two words of a request are not.
    assert messages(parse_query("Negotiation failed.")) == [["negotiation", "failed"]]
    assert messages(parse_query("Connection refused!")) == [["connection", "refused"]]
    assert messages(parse_query("negotiation failed")) == []
    assert messages(parse_query("Negotiation failed")) == []
    assert messages(parse_query("handling of the")) == []    # one content word is no message
    # A question is no message: bat's "how does bat decide which pager to use" led with clap's
    # help text "Determine which pager to use."; Gradle's "What went wrong:" opens an error.
    assert messages(parse_query("how does bat decide which pager to use")) == []
    assert messages(parse_query("why doesn't the pager stay open")) == []
    assert messages(parse_query("is there a way to pick the pager")) == []
    assert messages(parse_query("What went wrong: Could not resolve all files")) != []
    # Rust 1.73 on writes a panic's message on the line after its location.
    panic = ("thread 'main' panicked at src/routes.rs:41:14:\n"
             "Invalid route: Insertion failed due to conflict with previously registered route\n"
             "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n")
    assert messages(parse_query(panic))[0][:4] == ["invalid", "route", "insertion", "failed"]
    # A short query holding an error line offers that line, not itself whole: jq's prefix
    # and the pasted value chose the files read, and the one saying the message was not.
    assert messages(parse_query('jq: error (at <stdin>:1): Cannot index number with string ("foo")')) == [
        ["cannot", "index", "number", "with", "string", "foo"]]


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
    assert messages(parse_query("the users' sessions can't be 'x' here")) == [
        ["the", "users", "sessions", "can", "t", "be", "x", "here"]]


def test_a_pasted_json_error_body_offers_its_message_fields_and_leaves_a_question() -> None:
    # PostgREST's error body pasted above an issue's prose: "JWT expired" is what Error.hs says.
    text = ('{"code":"PGRST303","details":null,"hint":null,"message":"JWT expired"}\n\n'
            "Our tokens are minted with exp = now + 60s and clients still get this right after "
            "login. Where is the expiry checked?")
    q = parse_query(text)
    assert q.long and ["jwt", "expired"] in messages(q)
    assert q.error_messages == []   # no error line: the prose is still a question


def test_a_pasted_text_offers_the_spans_it_reports_as_printed_single_quoted_or_two_words() -> None:
    # nanopb: "… sent in packed form fails with 'array overflow' when the sender has more
    # items than max_count …": a long text read neither single quotes nor a quoted pair, and
    # no file was read for the message its one function says.
    filler = "The decoder runs inside our gateway and the sender is a Python service. " * 3
    q = parse_query(filler + "Decoding a packed field fails with 'array overflow' when the "
                    "sender has more items, and we get \"unexpected eof\" after that.")
    assert q.long
    assert messages(q) == [["array", "overflow"], ["unexpected", "eof"]]
    # Quotes nothing reports as printed stay a phrase or a shell command.
    q = parse_query(filler + "Running hyperfine 'rg-master -j32 --files' shows the \"fast path\""
                    " is slow, and the 'quick mode' option too.")
    assert messages(q) == []

def test_single_quotes_no_word_touches_quote_a_message() -> None:
    # rust-phf: "phf_map! gives 'unsupported key expression' when …" led with phf_map, the
    # macro named, over Key::parse, which says the message; double-quoted, Key::parse led.
    q = parse_query("phf_map! gives 'unsupported key expression' when I use a negative literal")
    assert ["unsupported", "key", "expression"] in messages(q)
    # A pasted text's prose and code single-quote shell commands and strings (ripgrep's
    # `hyperfine 'rg-master -j32 --files'`): only its error lines are read for them.
    long = parse_query("We upgraded last week and since then the build fails for every target. "
                       "I ran it as `hyperfine 'rg-master -j32 --files'` on every machine we "
                       "tried, Linux and macOS alike, and nothing else changed in the setup:\n"
                       "error: toolchain 'stable x86' is not installed\n")
    assert long.long
    found = messages(long)
    assert ["stable", "x86"] in found and ["rg", "master", "j32", "files"] not in found, found


def test_a_run_counts_only_inside_quotes_and_survives_interpolation() -> None:
    data = (b"# no scheme supplied here: a comment is not a message\n"
            b"raise InvalidURL(f\"Invalid URL {url!r}: No scheme supplied. Perhaps https?\")\n"
            b"log('No scheme' + \" supplied\")\n")
    words = ["invalid", "url", "x", "no", "scheme", "supplied"]
    # The formatted value stands for the pasted one ("x"); pieces joined by `+` are one message.
    assert message_runs(data, words) == [(2, 5, 0, 6), (3, 3, 3, 6)]  # (line, run, its words[start:end])
    # Case and punctuation between the words do not matter; a quote of another kind inside does not end it.
    assert runs(b"err = new Error('Failed to lookup view \"' + name)\n",
                        ["failed", "to", "lookup", "view"]) == [(1, 4)]


def test_message_lines_reads_the_files_it_is_given(tmp_path) -> None:
    (tmp_path / "pool.py").write_text('x = 1\nraise Full("Pool is full, discarding connection")\n')
    (tmp_path / "other.py").write_text('say("the pool is nice")\n')
    found = message_lines(str(tmp_path), ["pool.py", "other.py", "missing.py"],
                          [["pool", "is", "full", "discarding", "connection"]])
    assert found == {"pool.py": [2]}


def test_a_comment_or_doctest_quoting_a_message_yields_to_the_code_saying_it(tmp_path) -> None:
    # voluptuous: `Required`'s doctest quotes the whole message as raised, with the path the
    # error appends; the line raising it says the message alone, and was left out.
    (tmp_path / "schema.py").write_text(
        "class Required:\n"
        "    \"\"\"A required key.\n\n"
        "    >>> with raises(er.MultipleInvalid, \"required key not provided @ data['key']\"):\n"
        "    ...     schema({})\n"
        "    \"\"\"\n\n"
        "def compile_mapping(schema):\n"
        "    msg = 'required key not provided'\n")
    (tmp_path / "notes.js").write_text("// throws \"required key not provided @ data\"\n")
    words = ["required", "key", "not", "provided", "data", "q"]
    assert message_lines(str(tmp_path), ["schema.py", "notes.js"], [words]) == {"schema.py": [9]}
    # With no code saying it, a comment or doctest quoting it is what there is.
    (tmp_path / "schema.py").write_text("def compile_mapping(schema):\n    pass\n")
    assert message_lines(str(tmp_path), ["schema.py", "notes.js"], [words]) == {"notes.js": [1]}
    # C's `#error` and a Rust attribute say their message; they are no comments.
    (tmp_path / "lib.rs").write_text('#[error("required key not provided: {0}")]\nKey(String),\n')
    assert message_lines(str(tmp_path), ["lib.rs", "notes.js"], [words]) == {"lib.rs": [1]}


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


def test_a_run_of_filler_and_numbers_is_no_message(tmp_path) -> None:
    # loguru: "sunday at 12:00", quoted in a question, matched `"monday at 12:00"` in
    # `Logger.add`'s docstring by "at 12 00", a time and no text, and led the answer.
    (tmp_path / "_logger.py").write_text(
        'def add(self, sink, rotation=None):\n    """Rotate at a time: ``"monday at 12:00"``."""\n')
    (tmp_path / "_file_sink.py").write_text('raise ValueError("Cannot parse rotation from: %r" % r)\n')
    assert message_lines(str(tmp_path), ["_logger.py"], [["sunday", "at", "12", "00"]]) == {}
    found = message_lines(str(tmp_path), ["_logger.py", "_file_sink.py"],
                          [["cannot", "parse", "rotation", "from", "sunday", "at", "12", "00"]])
    assert found == {"_file_sink.py": [1]}

def test_each_piece_of_a_message_built_in_two_places_counts(tmp_path) -> None:
    # Plug's unfetched.ex: the function that raises says the head, joined across lines by
    # Elixir's `<>`; a hint it appends says the rest. Both say the pasted message; a shorter
    # run of a part already said (the head again, elsewhere) does not count.
    (tmp_path / "unfetched.ex").write_text(
        'defp raise_unfetched({access, _}, aspect, key) do\n'
        '  raise ArgumentError,\n'
        '        "cannot #{access} key #{inspect(key)} from conn.#{aspect} " <>\n'
        '          "because they were not fetched" <> hint(aspect)\n'
        'end\n'
        'defp hint(aspect) when aspect in [:params],\n'
        '  do: ". Configure and invoke Plug.Parsers to set params based on the request"\n')
    (tmp_path / "conn.ex").write_text('raise "because they were not fetched"\n')
    q = parse_query('** (ArgumentError) cannot fetch key "user_id" from conn.params because they '
                    'were not fetched. Configure and invoke Plug.Parsers to set params based on '
                    'the request')
    assert message_lines(str(tmp_path), ["unfetched.ex", "conn.ex"], messages(q)) == {
        "unfetched.ex": [7, 3]}
    # The head is one run across its two lines (`<>`), not the first line's four words.
    data = (tmp_path / "unfetched.ex").read_bytes()
    assert [(line, run) for line, run in runs(data, messages(q)[0]) if line == 3] == [(3, 9)]
    # A second file saying the same piece counts as the first does, in any order.
    (tmp_path / "again.ex").write_bytes(data)
    for paths in (["unfetched.ex", "again.ex"], ["again.ex", "unfetched.ex"]):
        assert message_lines(str(tmp_path), paths, messages(q)) == {
            "unfetched.ex": [7, 3], "again.ex": [7, 3]}


def test_a_piece_of_the_message_another_file_says_whole_does_not_count(tmp_path) -> None:
    # The quoted span is a message of its own; a file saying only it repeats part of what the
    # file saying the whole line says, whichever is read first.
    (tmp_path / "a.py").write_text('x = 1\nraise OSError("failed to open config file for writing '
                                   'during startup")\n')
    (tmp_path / "b.py").write_text('x = 1\nlog("config file for writing")\n')
    q = parse_query('failed to open "config file for writing" during startup')
    for paths in (["a.py", "b.py"], ["b.py", "a.py"]):
        assert message_lines(str(tmp_path), paths, messages(q)) == {"a.py": [2]}


def test_a_command_name_may_lead_the_error_line_and_four_words_in_a_row_count() -> None:
    # codesift's own: the source says f"unclosed [ in path pattern {pattern!r}; " and the
    # hint on the next line; four words in a row are a third of the pasted line.
    q = parse_query("codesift: error[INVALID_FILTER]: unclosed [ in path pattern 'src/[a'; escape it as \\[")
    line = ["unclosed", "in", "path", "pattern", "src", "a", "escape", "it", "as"]
    assert line in messages(q)
    data = b'raise CodesiftError("INVALID_FILTER", f"unclosed [ in path pattern {pattern!r}; "\n'
    assert runs(data, line) == [(1, 4)]


@pytest.mark.parametrize("source, words, found", [
    # tantivy: a Rust string continued with a backslash was never read past its first line.
    (b'fn f() {\n    return Err(format!(\n        "Applied phrase query on field {:?}, which does not have positions \\\n'
     b'         indexed",\n        name));\n}\n',
     "applied phrase query on field body which does not have positions indexed", (3, 11)),
    # Python's implicit concatenation over lines; the message's first line is reported.
    (b'x = 1\nraise ValueError("Invalid URL %r: "\n                 "No scheme supplied" % url)\n',
     "invalid url http no scheme supplied", (2, 5)),
    # Java's `+` at the end of a line, then a value, then the rest.
    (b'throw new IllegalStateException("Unable to create " +\n    kind + " converter for " + type);\n',
     "unable to create call converter for class", (1, 5)),
    # lazy.nvim: Lua's `..` joins pieces around a name (here two pasted words, nvim-cmp).
    (b'Util.error("Plugin " .. name .. " is not installed")\n',
     "plugin nvim cmp is not installed", (1, 4)),
    # moshi: a Kotlin template searched as written in the source matches itself.
    (b'else -> throw IllegalStateException("Unrecognized type! $this")\n',
     "unrecognized type $this", (1, 3)),
    # cobra: a value between every other word leaves no three pasted words in a row.
    (b'return fmt.Errorf("unknown command %q for %q%s", args[0], c.CommandPath(), s)\n',
     "unknown command user_42 for user_42", (1, 3)),
    # sqlc: Go's printf verbs stand for the values the user saw.
    (b'return fmt.Errorf("named param %s has incompatible types: %s, %s", n, a, b)\n',
     "named param author_id has incompatible types int32 string", (1, 5)),
    # commons-codec: a value printed against letters (`0x%02X` as `0x67`, `%dms` as `250ms`) is
    # one pasted word, and Java's grouping flag (`%,d`) is a value too.
    (b'throw new DecoderException("Illegal hexadecimal character 0x%02X at index %,d.", ch, i);\n',
     "illegal hexadecimal character 0x67 at index 13", (1, 5)),
    (b'log.warn("Request took %dms to reach upstream %s", ms, host);\n',
     "request took 2500ms to reach upstream", (1, 5)),
    # tenacity: two f-strings in a row, the second's value an expression with spaces.
    (b'msg = (\n    f"Retrying {fn_name} "\n'
     b'    f"in {sec_format % state.sleep} seconds as it {verb} {value}."\n)\n',
     "retrying app client fetch_orders in 4 0 seconds as it raised connectionerror", (2, 5)),
])
def test_messages_built_from_pieces_and_values_are_found(source: bytes, words: str,
                                                         found: tuple[int, int]) -> None:
    # (first line, pasted words matched in one stretch): values and joins bridge, not count.
    assert runs(source, words.split()) == [found]


def test_names_in_quotes_end_a_message_rather_than_join_one() -> None:
    # sinatra's README: a class name in backticks, then a code span; no message of the commit
    # subject "improve `Rack::Protection::CookieTossing` docs" is said there.
    data = b"* [`Rack::Protection::CookieTossing`][c] (not included by `use Rack::Protection`)\n"
    assert message_runs(data, "improve rack protection cookietossing docs".split()) == []


def test_a_percent_in_prose_and_separate_statements_are_not_joined() -> None:
    data = b'say("retry 100% of failed requests")\nsay("of failed requests")\n'
    assert runs(data, "100 of failed requests".split()) == [(1, 4), (2, 3)]


@pytest.mark.parametrize("line, message", [
    ("error generating code: invalid checksum for plugin x", "invalid checksum for plugin x"),
    ('** (Plug.Conn.CookieOverflowError) cookie named "_app_key" exceeds maximum size of 4096 bytes',
     'cookie named "_app_key" exceeds maximum size of 4096 bytes'),
    ("E   TypeError: expected string or bytes-like object", "expected string or bytes-like object"),
    ("Error: Cannot find module 'express-session'", "Cannot find module 'express-session'"),   # Node
    # A browser's console; jq, which says where the input failed.
    ("Uncaught (in promise) TypeError: Cannot read properties of undefined (reading 'map')",
     "Cannot read properties of undefined (reading 'map')"),
    ("Uncaught Error: no active Pinia, call app.use(pinia)", "no active Pinia, call app.use(pinia)"),
    ("jq: error (at <stdin>:3): Cannot iterate over null (null)", "Cannot iterate over null (null)"),
    # Exceptions named by namespace (PHP, Ruby), PHP's own prefix, and Rust's unwrap.
    ('Psr\\Log\\InvalidArgumentException: Level "verbose" is not defined, use one of: 100',
     'Level "verbose" is not defined, use one of: 100'),
    ("Rake::RuleRecursionOverflowError: Rule Recursion Too Deep: [a => b]",
     "Rule Recursion Too Deep: [a => b]"),
    ("PHP Fatal error:  Uncaught LogicException: No handler has been pushed in /app/x.php:12",
     "No handler has been pushed in _"),   # a path is one value
    # The string an error printed as a value holds (set 91).
    ('called `Result::unwrap()` on an `Err` value: Error("trailing characters", line: 1, column: 14)',
     'trailing characters'),
])
def test_error_lines_as_tools_print_them(line: str, message: str) -> None:
    text = "It fails when I run the generator on my project, every time, with the output below.\n"
    q = parse_query(text * 3 + line + "\n")
    assert q.long and [w.lower() for w in re.findall(r"[A-Za-z0-9_$]+", message)] in messages(q)


def test_a_message_pasted_with_its_values_finds_the_code_that_says_it(tmp_path, make_index) -> None:
    # sqlc: "named param author_id has incompatible types: int32, string" ranked generated
    # code full of `string`, `int32` and `param` first; the one function saying the message
    # (with %s for each value) was 20th, its file never read for the message.
    from conftest import write_repo

    words = ["named", "param", "author_id", "incompatible", "types", "int32", "string"]

    def generated() -> str:   # every word many times over, never two in one function
        return "package gen\n\n" + "".join(
            f"func F{j}() {{\n\tuse({words[j % 7]}, {words[(j + 3) % 7]}, {words[j % 7]})\n}}\n\n"
            for j in range(14))

    files = {f"internal/gen{i}/models.go": generated() for i in range(90)}
    files["internal/codegen/result.go"] = (
        "package codegen\n\nimport \"fmt\"\n\n"
        "func checkIncompatibleFieldTypes(name, a, b string) error {\n"
        "\tif a != b {\n"
        "\t\treturn fmt.Errorf(\"named param %s has incompatible types: %s, %s\", name, a, b)\n"
        "\t}\n\treturn nil\n}\n")
    ix = make_index(write_repo(tmp_path / "sqlc", files))
    ix.refresh()
    top = ix.search("named param author_id has incompatible types: int32, string").hits[0]
    assert (top.path, top.symbol, top.focus) == (
        "internal/codegen/result.go", "checkIncompatibleFieldTypes", 7)


def test_a_value_the_paste_quotes_does_not_pick_the_files_read_for_the_message(
        tmp_path, make_index) -> None:
    # aasm: "There is no state machine with the name 'foo' defined in Job!" read the files
    # naming `foo` and `Job` (rare words, the user's values), never aasm.rb, which says
    # "… with the name '#{name}' defined in #{self.class.name}!"; pint's "Cannot convert from
    # 'meter' (length) to 'second' (time)" alike.
    from conftest import write_repo

    files = {f"lib/jobs/job{i}.rb": f"class Job{i}\n  state_machine :foo do\n    foo\n  end\nend\n"
             for i in range(12)}
    files.update({f"lib/util/part{i}.rb": f"module Part{i}\n  # The state of a name defined here.\n"
                  f"  def part{i}(name) = name\nend\n" for i in range(27)})
    files["lib/registry.rb"] = (
        "module Registry\n  def lookup(key)\n    @all[key] or raise ArgumentError.new(\n"
        "      \"There is no state machine with the name '#{key}' defined in #{self.class.name}!\")\n"
        "  end\nend\n")
    ix = make_index(write_repo(tmp_path / "aasm", files))
    ix.refresh()
    top = ix.search("There is no state machine with the name 'foo' defined in Job!").hits[0]
    assert (top.path, top.symbol, top.focus) == ("lib/registry.rb", "lookup", 4)


def test_a_test_in_a_source_file_repeating_the_message_does_not_outrun_the_code(
        tmp_path, make_index) -> None:
    # axum: a panic pasted with its value (`POST`) found the `mod tests` test asserting that very
    # text, a longer run than the `{method_name}` of the panic itself, which got no lift.
    from conftest import write_repo

    source = ("pub struct MethodRouter;\n\nimpl MethodRouter {\n"
              "    pub fn on_endpoint(self, method_name: &str, taken: bool) -> Self {\n"
              "        if taken {\n            panic!(\n"
              "                \"Overlapping method route. Cannot add two method routes that both handle \\\n"
              "                 `{method_name}`\",\n            );\n        }\n        self\n    }\n}\n\n"
              "#[cfg(test)]\nmod tests {\n    #[test]\n    #[should_panic(\n"
              "        expected = \"Overlapping method route. Cannot add two method routes that both handle `POST`\"\n"
              "    )]\n    fn service_overlaps() {\n        super::MethodRouter.on_endpoint(\"POST\", true);\n"
              "    }\n}\n")
    ix = make_index(write_repo(tmp_path / "axum", {"src/routing.rs": source,
                                                  "src/lib.rs": "pub mod routing;\n"}))
    ix.refresh()
    message = "Overlapping method route. Cannot add two method routes that both handle `POST`"
    top = ix.search(message).hits[0]
    assert (top.qualified, top.focus) == ("MethodRouter.on_endpoint", 7)
    # Asking for the test finds it by the message.
    assert ix.search(f"test for {message}").hits[0].qualified == "tests.service_overlaps"


def test_the_long_file_holding_every_word_of_a_message_is_read_for_it(tmp_path, make_index) -> None:
    # retrofit: RequestFactory.java (900 lines) says "Unable to create @Body converter for
    # %s" once; BM25's length norm put it 42nd among files by the message's words, behind
    # short files repeating "converter" and "create", and it was never read for it.
    from conftest import write_repo

    files = {f"src/convert/Converter{i}.java": "class Converter%d {\n" % i + "".join(
        f"  Converter create{j}() {{ return converter.create(body); }}\n" for j in range(6))
        + "}\n" for i in range(40)}
    filler = "".join(f"  void step{j}(int unable) {{ run({j}); }}\n" for j in range(900))
    files["src/RequestFactory.java"] = (
        "class RequestFactory {\n" + filler + "  void parseBody(Object type) {\n"
        '    throw parameterError("Unable to create @Body converter for %s", type);\n  }\n}\n')
    ix = make_index(write_repo(tmp_path / "retrofit", files))
    ix.refresh()
    top = ix.search("Unable to create @Body converter for class Foo").hits[0]
    assert (top.path, top.symbol, top.focus) == ("src/RequestFactory.java", "parseBody", 903)


def test_a_long_file_without_declarations_is_read_where_the_query_points(tmp_path, make_index) -> None:
    # posh-git: a file the parser could not split was one hit, and its read call showed
    # lines 1-120 while the function asked for stood at line 261.
    from conftest import write_repo

    lines = [f"# filler line {i} about nothing in particular" for i in range(300)]
    lines[260] = "expandGitAlias = the alias expansion for tab completion"
    ix = make_index(write_repo(tmp_path / "r", {"notes/completion.txt": "\n".join(lines) + "\n"}))
    ix.refresh()
    top = ix.search("expandGitAlias tab completion").hits[0]
    assert (top.path, top.kind, top.focus) == ("notes/completion.txt", "file", 261)
    from codesift.bodies import read_call
    call = read_call(top)   # 120 lines from 181: the file's last screenful, line 261 in it
    assert '"offset": 181, "limit": 120' in call and call.endswith("line 261")


def test_a_stretch_of_a_broken_file_is_read_where_its_own_lines_hold_the_words(tmp_path) -> None:
    # `chunk.tree._rest`: a whole-file hit may be lines 200-400 of its file; its focus must
    # lie inside them (the file's first match, line 10, is another chunk's).
    from codesift.model import Hit
    from codesift.search.focus import place_in_whole_files
    from codesift.search.query import parse_query

    lines = [f"x{i} = {i}" for i in range(1, 501)]
    lines[9] = "log = WriteTabExpLog"
    lines[299] = "log it"
    lines[349] = "function WriteTabExpLog([string] $Message) {"
    (tmp_path / "tab.ps1").write_text("\n".join(lines) + "\n")
    hit = Hit(path="tab.ps1", line=200, end_line=400, kind="file", symbol="tab.ps1", container="",
              signature="", doc="", lang="powershell", score=1.0)
    hits = [hit]   # a Hit is frozen: the list is given the hit with its focus
    place_in_whole_files(str(tmp_path), hits, parse_query("WriteTabExpLog"))
    assert hits[0].focus == 350   # the identifier's line, not line 300's "log"


def test_a_quoted_pair_of_content_words_is_a_message_found_whole_in_a_string(tmp_path) -> None:
    # serde_json's messages are often two words ("trailing characters", "expected value");
    # the panic quotes them. Unquoted, a pair is a phrase; with a stopword, no message.
    q = parse_query('Error("trailing characters", line: 1, column: 14) when parsing')
    assert ["trailing", "characters"] in messages(q)
    assert ["of", "characters"] not in messages(parse_query('a "of characters" b'))
    # In a pasted issue, only an error line's quoted pair: its prose quotes phrases.
    prose = "The completion prints the help twice on every tab press, which looks bad. " * 3
    q = parse_query(prose + 'Notice the "Command help" line.\nthread \'main\' panicked at src/main.rs:4:5:\n'
                    'called `Result::unwrap()` on an `Err` value: Error("trailing characters", line: 1)')
    assert q.long and ["trailing", "characters"] in messages(q)
    assert ["command", "help"] not in messages(q)
    source = b'fn fmt() {\n    x => f.write_str("trailing characters"),\n}\n// trailing characters\n'
    assert runs(source, ["trailing", "characters"]) == [(2, 2)]


def test_an_error_printed_as_a_value_is_read_for_the_string_it_holds(tmp_path, make_index) -> None:
    # serde_json's `Error("data did not match any variant of untagged enum Value", line: 1,
    # column: 42)`, pasted alone (set 91): read whole, the wrapper's "error", "line" and
    # "column" chose the files to read, and serde_derive's enum_untagged.rs, saying the
    # message, was none of them; the string alone picks it.
    from conftest import write_repo

    pasted = 'Error("data did not match any variant of untagged enum Value", line: 1, column: 42)'
    assert messages(parse_query(pasted)) == [
        ["data", "did", "not", "match", "any", "variant", "of", "untagged", "enum", "value"]]
    files = {"src/de/enum_untagged.rs": (
        "pub fn deserialize_untagged(params: &Parameters) -> Fragment {\n"
        "    let fallthrough_msg = format!(\n"
        '        "data did not match any variant of untagged enum {}",\n'
        "        params.type_name()\n    );\n    quote!(#fallthrough_msg)\n}\n")}
    for i in range(14):   # the wrapper's words, and the message's other words, in many files
        files[f"src/read{i}.rs"] = (
            f"/// Reads the data of a variant: an enum value and its match.\n"
            f"pub fn read_{i}(data: &[u8]) -> Result<Value, Error> {{\n"
            f"    Err(Error::at(\"bad data\", Position {{ line: 1, column: 42 }}))\n}}\n")
    ix = make_index(write_repo(tmp_path, files))
    ix.refresh()
    assert ix.search(pasted).hits[0].path == "src/de/enum_untagged.rs"


def test_a_pasted_path_is_one_value_of_the_message() -> None:
    # spdlog: "Failed opening file /var/log/myapp/app.log for writing" against
    # `"Failed opening file " + name + " for writing"`: the path's five words outran the
    # three a formatted value stands for, and the run stopped at "file".
    q = parse_query("Failed opening file /var/log/myapp/app.log for writing: Permission denied")
    source = b'throw_ex("Failed opening file " + os::to_str(name) + " for writing", errno);\n'
    assert [runs(source, m) for m in messages(q)] == [[(1, 5)]]
    # A list of paths is one value too: viper's search path outnumbered the words of
    # `fmt.Sprintf("File %q not found", e.name)` (its " in %v" is added on the next line), and
    # the line said less than half of the message.
    words = messages(parse_query('File "config" not found in [/etc/myapp /home/me/.myapp]'))[0]
    assert words == ["file", "config", "not", "found", "in", "_"]
    source = (b'\tmessage := fmt.Sprintf("File %q not found", e.name)\n'
              b'\tif len(e.locations) > 0 {\n\t\tmessage += fmt.Sprintf(" in %v", e.locations)\n')
    assert [(line, run * 2 >= len(words)) for line, run, *_ in message_runs(source, words)] == [(1, True)]


def test_quotes_pair_left_to_right_as_a_logfmt_line_writes_them() -> None:
    # The time's quotes hold no space; pairing only spans with one took ` level=warning msg=`.
    line = 'time="2024-01-15T10:23:45Z" level=warning msg="skipping unsupported field" key=x\n'
    q = parse_query("The hook drops some fields and logs this for each entry we send.\n" * 3 + line)
    assert q.long and messages(q) == [["skipping", "unsupported", "field"]]


def test_a_pasted_warning_line_is_a_message_and_its_words_ask_for_no_tests(
        tmp_path, make_index) -> None:
    # env_logger: "warning: invalid logging spec 'verbose', ignoring it" gave no message (only
    # "Warning:" opened a warning line), and its "spec" asked for tests: a test printing to
    # stderr under RUST_LOG led, the parser saying the message came second.
    from conftest import write_repo

    parser = ("/// Parse a logging specification string.\n"
              "pub(crate) fn parse_spec(spec: &str, errors: &mut Vec<String>) {\n"
              "    for s in spec.split(',') {\n"
              "        if s.is_empty() {\n"
              "            errors.push(format!(\"invalid logging spec '{s}'\"));\n"
              "        }\n    }\n}\n")
    test = ("fn run_child(rust_log: String) -> bool {\n"
            "    let out = spawn_logging_child(\"RUST_LOG\", rust_log);\n"
            "    out.stderr_printed(\"logging spec verbose ignoring\")\n}\n\n"
            "fn assert_logging_spec_ignored(rust_log: &str) {\n"
            "    if !run_child(rust_log.to_owned()) {\n"
            "        panic!(\"RUST_LOG={rust_log} invalid logging spec should be ignoring it\")\n"
            "    }\n}\n")
    ix = make_index(write_repo(tmp_path / "env_logger", {"src/parser.rs": parser,
                                                        "tests/regexp_filter.rs": test}))
    ix.refresh()
    top = ix.search("warning: invalid logging spec 'verbose', ignoring it\n"
                    "(printed to stderr at startup when running with RUST_LOG=app=verbose)").hits[0]
    assert (top.path, top.symbol) == ("src/parser.rs", "parse_spec")


def test_a_value_joined_after_the_last_piece_is_a_word_of_the_message(tmp_path, make_index) -> None:
    # scopt: `handleError("Unknown option " + arg)` prints "Unknown option --foo". Its two
    # quoted words were no run of three (the joined value counted for nothing), and the
    # settings named `errorOnUnknownArgument` led the function that says it.
    from conftest import write_repo

    runner = ("object ORunner {\n"
              "  def runParser(args: Seq[String]): Unit = {\n"
              "    args foreach {\n"
              "      case arg if arg startsWith \"--\" => handleError(\"Unknown option \" + arg)\n"
              "      case arg => handleError(\"Unknown option \" + \"-\" + arg)\n"
              "    }\n  }\n}\n")
    setup = ("trait OParserSetup {\n"
             "  /** Whether an unknown option is an error. */\n"
             "  def errorOnUnknownArgument: Boolean\n"
             "  /** Show usage text on parse error. */\n"
             "  def showUsageOnError: Option[Boolean]\n}\n"
             "class DefaultOParserSetup extends OParserSetup {\n"
             "  override def errorOnUnknownArgument: Boolean = true\n"
             "  override def showUsageOnError: Option[Boolean] = None\n}\n")
    ix = make_index(write_repo(tmp_path / "scopt", {"src/scopt/ORunner.scala": runner,
                                                   "src/scopt/OParserSetup.scala": setup}))
    ix.refresh()
    top = ix.search("Error: Unknown option --foo").hits[0]
    assert (top.path, top.symbol) == ("src/scopt/ORunner.scala", "runParser")
    # Joined by an operator, a piece without a space is of the message too; a `.` against a
    # quote is a method call, which joins no value.
    assert runs(runner.encode(), ["unknown", "option", "foo"]) == [(4, 2), (5, 2)]
    assert runs(b'x = "Unknown option ".format(arg)\n', ["unknown", "option", "foo"]) == []


def test_a_message_in_a_multi_line_literal_is_read_over_its_lines(tmp_path, make_index) -> None:
    # provider: `toString()` returns a `'''` literal whose first line is "Error: Could not find
    # the correct Provider<$valueType> above this $widgetType Widget"; the line holds no quotes
    # of its own, so nothing said the message. A docstring still only describes.
    from conftest import write_repo

    provider = ("class ProviderNotFoundException implements Exception {\n"
                "  final Type valueType;\n  final Type widgetType;\n\n"
                "  @override\n  String toString() {\n"
                "    return '''\n"
                "Error: Could not find the correct Provider<$valueType> above this $widgetType Widget\n\n"
                "This happens because you used a `BuildContext` that does not include the provider\n"
                "of your choice.\n'''';\n  }\n}\n")
    consumer = ("/// Obtains [Provider<T>] from its ancestors and passes its value to [builder].\n"
                "class Consumer<T> extends StatelessWidget {\n"
                "  /// Could not find the correct provider: the widget above this one builds it.\n"
                "  Widget build(BuildContext context) => builder(context, Provider.of<T>(context));\n}\n")
    ix = make_index(write_repo(tmp_path / "provider", {"lib/src/provider.dart": provider,
                                                      "lib/src/consumer.dart": consumer}))
    ix.refresh()
    hits = ix.search("Error: Could not find the correct Provider<Counter> above this "
                     "Consumer<Counter> Widget").hits
    # The hook's type, of one message, is what is raised (viper's `ConfigFileAlreadyExistsError`);
    # the literal's first line, `Error: Could not …`, is no match arm naming a variant `Error`.
    assert [(h.path, h.symbol) for h in hits[:2]] == [
        ("lib/src/provider.dart", "ProviderNotFoundException"), ("lib/src/provider.dart", "toString")]
    # A message wraps over the literal's lines; a Python docstring is no message.
    words = ["the", "provider", "of", "your", "choice", "is", "not", "included"]
    assert runs(provider.encode(), words[:5]) == [(10, 5)]
    doc = b'def f():\n    """\n    Could not find the correct provider here.\n    """\n'
    assert runs(doc, ["could", "not", "find", "the", "correct", "provider"]) == []
    value = b'raise ValueError(\n    """\n    Could not find the correct provider here.\n    """)\n'
    assert runs(value, ["could", "not", "find", "the", "correct", "provider"]) == [(3, 6)]
    # A backtick of prose opens no literal: migrate's comment "it`s" took the lines up to the
    # next backtick, its quoted message among them, for the text of one.
    go = (b'\t\t// If you tried to call abortTransaction, it`s return error\n'
          b'\t\treturn &database.Error{OrigErr: err, Err: "failed to commit transaction"}\n'
          b'// This uses a unique index on the `locking_key` field.\n')
    assert runs(go, ["failed", "to", "commit", "transaction"]) == [(2, 4)]


def test_a_heredoc_among_shifts_reads_to_its_terminator() -> None:
    """`1<<FLAG_3` opens a heredoc to the literal pattern as `<<MSG` does, and its end is
    looked up among the lines that open with a word (reading on from each shift to a line
    `FLAG_3` that never comes took 25 s over 4,000 of them; benchmarked, not timed here):
    the real heredoc after them still holds its message, and the shifts hold none."""
    data = b"".join(b"    flags |= 1<<FLAG_%d;\n" % i for i in range(400))
    data += b'raise Oops, <<~MSG\n  the cache directory is locked\nMSG\nFLAG_1 = "the cache"\n'
    assert [r[0] for r in message_runs(data, ["the", "cache", "directory", "is", "locked"])] \
        == [402]


def test_the_place_an_exception_appends_to_a_message_is_no_part_of_it(tmp_path, make_index) -> None:
    # symfony/yaml's ParseException appends " at line 3 (near "foo: bar")" to the code's
    # 'Duplicate key "%s" detected.': three words said of eleven pasted were too small a
    # share, and the exception's own getters led.
    from conftest import write_repo

    assert messages(parse_query('ParseException: Duplicate key "foo" detected at line 3 '
                                '(near "foo: bar").'))[:2] == [
        ["duplicate", "key", "foo", "detected", "at", "line", "3", "near", "foo", "bar"],
        ["duplicate", "key", "foo", "detected"]]
    assert messages(parse_query("Expecting value: line 1 column 1 (char 0)")) == [
        ["expecting", "value", "line", "1", "column", "1", "char", "0"]]   # nothing left to cut
    files = {
        "Exception/ParseException.php": (
            "<?php\nclass ParseException extends \\RuntimeException\n{\n"
            "    /** Sets the line where the error occurred. */\n"
            "    public function setParsedLine(int $parsedLine): void\n    {\n"
            "        $this->parsedLine = $parsedLine;\n        $this->updateRepr();\n    }\n\n"
            "    private function updateRepr(): void\n    {\n"
            "        $this->message .= sprintf(' at line %d', $this->parsedLine);\n"
            "        $this->message .= sprintf(' (near \"%s\")', $this->snippet);\n    }\n}\n"),
        "Parser.php": (
            "<?php\nclass Parser\n{\n    private function doParse(string $value): array\n    {\n"
            "        $data = [];\n        foreach ($this->lines as $key => $line) {\n"
            "            if (isset($data[$key])) {\n"
            "                throw new ParseException(sprintf('Duplicate key \"%s\" detected.', $key));\n"
            "            }\n            $data[$key] = $line;\n        }\n        return $data;\n    }\n}\n"),
    }
    ix = make_index(write_repo(tmp_path / "yaml", files))
    ix.refresh()
    top = ix.search('Symfony\\Component\\Yaml\\Exception\\ParseException: Duplicate key "foo" '
                    'detected at line 3 (near "foo: bar").').hits[0]
    assert (top.path, top.symbol, top.focus) == ("Parser.php", "doParse", 9)


def test_a_label_printed_before_a_message_is_no_part_of_it(tmp_path, make_index) -> None:
    # Liquid's errors print "Liquid error: undefined filter money" for the code's
    # "undefined filter #{method}": two words of the five pasted, too few to count unless
    # they are the whole message, and the filter named in the value led instead.
    from conftest import write_repo

    assert messages(parse_query("Shop::UndefinedFilter: Shop error: undefined filter money"))[
        :2] == [["shop", "error", "undefined", "filter", "money"], ["undefined", "filter", "money"]]
    files = {
        "lib/shop/errors.rb": (
            "module Shop\n  class Error < StandardError\n"
            "    def to_s\n      \"Shop error: #{super}\"\n    end\n  end\n\n"
            "  class UndefinedFilter < Error; end\nend\n"),
        "lib/shop/strainer.rb": (
            "module Shop\n  class Strainer\n    def invoke(method, *args)\n"
            "      if @filters.include?(method)\n        send(method, *args)\n      else\n"
            "        raise Shop::UndefinedFilter, \"undefined filter #{method}\"\n"
            "      end\n    end\n  end\nend\n"),
        "lib/shop/money_filter.rb": (
            "module Shop\n  # Formats money in the shop's currency.\n  module MoneyFilter\n"
            "    def money(cents)\n      format('$%.2f', cents / 100.0)\n    end\n  end\nend\n"),
    }
    ix = make_index(write_repo(tmp_path / "shop", files))
    ix.refresh()
    top = ix.search("Shop::UndefinedFilter: Shop error: undefined filter money").hits[0]
    assert (top.path, top.symbol) == ("lib/shop/strainer.rb", "invoke")


def test_an_error_class_stands_in_for_its_constructor_saying_the_message(
        tmp_path, make_index) -> None:
    # hashie: "Hashie::CoercionError: Cannot coerce property :tags from Integer to [String]":
    # the class builds its message in `initialize`, whose literal step put it before the class
    # the line names (Flask's `DebugFilesKeyError.__init__`, ioredis's `constructor`, alike).
    from conftest import write_repo

    files = {
        "shop/errors.py": (
            '"""Errors."""\n\n\nclass ShopError(Exception):\n    """Any shop error."""\n\n\n'
            "class QuotaExceededError(ShopError):\n"
            '    """Too many requests."""\n\n'
            "    def __init__(self, limit, user):\n"
            '        super().__init__(f"quota of {limit} requests exceeded for {user}")\n'
            "        self.limit = limit\n"),
        "shop/limits.py": (
            "from .errors import QuotaExceededError\n\n\n"
            "def check(user, count, limit):\n"
            "    if count > limit:\n        raise QuotaExceededError(limit, user)\n"),
        "shop/uri.py": (
            "class MalformedUri(ValueError):\n    pass\n\n\n"
            "class Uri:\n    def __init__(self, text):\n"
            "        if not text:\n"
            '            raise MalformedUri(f"unable to parse the uri {text!r} given")\n'
            "        self.text = text\n"),
    }
    ix = make_index(write_repo(tmp_path / "shop", files))
    ix.refresh()
    top = ix.search("shop.errors.QuotaExceededError: quota of 100 requests exceeded for alice"
                    ).hits[0]
    assert (top.path, top.symbol, top.kind, top.focus) == (
        "shop/errors.py", "QuotaExceededError", "class", 12)
    # A constructor throwing another type's message is the place: `Uri` is not the error.
    top = ix.search("shop.uri.MalformedUri: unable to parse the uri '' given").hits[0]
    assert (top.path, top.symbol, top.focus) == ("shop/uri.py", "__init__", 8)


def test_an_error_line_of_two_words_is_a_message(tmp_path, make_index) -> None:
    # kotlin-inject: KSP prints `e: [ksp] …/AppComponent.kt:14: Cycle detected` for the
    # code's `trace("Cycle detected")`; two words were too few for an error line, and the
    # build's task names led. What a label's cut leaves of a longer line stays a phrase.
    from conftest import write_repo

    trace = ("> Task :app:kspDebugKotlin FAILED\n"
             "e: [ksp] /home/dev/app/src/main/kotlin/di/AppComponent.kt:14: Cycle detected\n"
             "/home/dev/app/src/main/kotlin/cart/Cart.kt:9: Cart(pricing: Pricing)\n")
    assert ["cycle", "detected"] in messages(parse_query(trace))
    assert ["unexpected", "token"] not in messages(
        parse_query("error: Failed to parse: unexpected token"))
    files = {
        "compiler/Resolver.kt": (
            "class Resolver {\n"
            "    private fun withCycleDetection(key: Key, f: () -> Result): Result {\n"
            "        return detector.check(key) { found ->\n"
            "            if (found) throw GenerateException(trace(\"Cycle detected\")) else f()\n"
            "        }\n    }\n}\n"),
        "ksp/Processor.kt": (
            "/** Runs the generator over a KSP round: the app's task. */\n"
            "class Processor(val logger: KSPLogger) {\n"
            "    fun process(resolver: Resolver): List<KSAnnotated> = emptyList()\n}\n"),
    }
    ix = make_index(write_repo(tmp_path / "inject", files))
    ix.refresh()
    top = ix.search(trace).hits[0]
    assert (top.path, top.symbol) == ("compiler/Resolver.kt", "withCycleDetection")


@pytest.mark.parametrize(("line", "pasted", "run"), [
    (b'    raise ParseError, "unexpected #{char || "end of string"} while parsing #{input.inspect}"\n',
     'ParseError: unexpected end of string while parsing "/reports/(:year"', (1, 6, 0, 7)),
    (b'  error("Plugin ${name ?: "unnamed"} failed loading")\n',
     "Plugin metrics failed loading", (1, 3, 0, 4)),
    (b'        throw Failure("No value for \\(key ?? "the key") in store")\n',
     "Failure: No value for color in store", (1, 5, 1, 7)),
    (b'  throw new Error(`unknown ${kind ?? "event"} handler registered for ${name}`);\n',
     "Error: unknown event handler registered for click", (1, 5, 0, 6)),
])
def test_an_interpolation_quoting_a_string_is_one_value_of_the_message(
        line: bytes, pasted: str, run: tuple[int, int, int, int]) -> None:
    """The quotes inside `#{x || "default"}`, `${x ?: "default"}` or `\\(x ?? "none")` are the
    value's, not the message's: read as the message's own they cut it in two, and
    mustermann's `unexpected #{…} while parsing #{…}` said no pasted "unexpected end of
    string while parsing …" (a Swift message kept only its last three words). And the value
    may print the string it quotes: "end of string", "event" are words the message says."""
    assert message_runs(line, messages(parse_query(pasted))[0]) == [run]


def test_a_named_error_type_comes_after_the_code_raising_its_message(tmp_path, make_index) -> None:
    # zt-zip: "MaliciousZipException: The file ../../etc/cron.d/x is trying to leave the target
    # output directory of /srv/out" named the type, whose constructor builds the message: the
    # class, standing in for that constructor, led before `checkDestinationFileForTraversal`,
    # the one place throwing it, which the user looks for.
    from conftest import write_repo

    files = {
        "src/main/java/org/unzip/MaliciousZipException.java": (
            "package org.unzip;\n\nimport java.io.File;\n\n"
            "public class MaliciousZipException extends RuntimeException {\n"
            "  public MaliciousZipException(File outputDir, String name) {\n"
            '    super("The file " + name + " is trying to leave the target output directory of "'
            " + outputDir);\n  }\n}\n"),
        "src/main/java/org/unzip/ZipUtil.java": (
            "package org.unzip;\n\nimport java.io.File;\n\npublic final class ZipUtil {\n"
            "  static File checkDestination(File outputDir, String name) {\n"
            "    File file = new File(outputDir, name);\n"
            "    if (!file.toPath().normalize().startsWith(outputDir.toPath())) {\n"
            "      throw new MaliciousZipException(outputDir, name);\n"
            "    }\n    return file;\n  }\n\n"
            "  static void unpack(File zip, File outputDir) {\n"
            "    checkDestination(outputDir, zip.getName());\n  }\n}\n"),
    }
    ix = make_index(write_repo(tmp_path / "unzip", files))
    ix.refresh()
    hits = ix.search("org.unzip.MaliciousZipException: The file ../../etc/cron.d/x is trying to "
                     "leave the target output directory of /srv/out").hits
    assert [(h.path.rsplit("/", 1)[-1], h.symbol) for h in hits[:2]] == [
        ("ZipUtil.java", "checkDestination"), ("MaliciousZipException.java", "MaliciousZipException")]
    assert hits[0].focus == 9


def test_perl_and_ruby_quote_like_operators_are_strings_with_their_own_quotes_inside() -> None:
    # mojo's five `BUILD_DYNAMIC`s croak with qq{…}: its `"$method"` and `"$package"` were read
    # as two names and the prose between them as code, so a pasted "Can't locate object method
    # "current_user" via package "MyApp"" matched no line.
    line = b'    Carp::croak qq{Can\'t locate object method "$method" via package "$package"};\n'
    words = ["can", "t", "locate", "object", "method", "current_user", "via", "package", "myapp"]
    assert runs(b"sub x {\n" + line + b"}\n", words) == [(2, 7)]   # the values are no words of it
    assert runs(b'raise ArgumentError, %Q(unknown key "#{k}" in the options)\n',
                ["unknown", "key", "timeout", "in", "the", "options"]) == [(1, 5)]
    # `q(` is a call in most languages, not a string.
    assert runs(b"x = q(unknown key in the options)\n",
                ["unknown", "key", "in", "the", "options"]) == []


def test_a_type_named_by_a_qualified_one_word_name_comes_after_the_code_saying_its_message(
        tmp_path, make_index) -> None:
    # Set 73's dropwizard question: "java.lang.IllegalArgumentException: Invalid duration: 30
    # secs. Wrong time unit" and "which suffixes does io.dropwizard.util.Duration accept?".
    # The qualified name made the class lead; `Duration` is one word, so it did not yield to
    # `parse`, which throws the message, as a two-word type does (`sayers_first`).
    from conftest import write_repo

    files = {
        "src/main/java/io/dropwizard/util/Duration.java": (
            "package io.dropwizard.util;\n\n"
            "/** A duration of time, with a count and a unit. */\n"
            "public class Duration {\n"
            "  private final long count;\n  private final String unit;\n\n"
            "  /** Parses a duration such as `30 seconds`. */\n"
            "  public static Duration parse(String duration) {\n"
            "    String[] parts = duration.split(\" \");\n"
            "    if (parts.length != 2) {\n"
            "      throw new IllegalArgumentException(\"Invalid duration: \" + duration);\n"
            "    }\n"
            "    if (!parts[1].endsWith(\"s\")) {\n"
            "      throw new IllegalArgumentException(\"Invalid duration: \" + duration"
            " + \". Wrong time unit\");\n"
            "    }\n"
            "    return new Duration(Long.parseLong(parts[0]), parts[1]);\n  }\n\n"
            "  Duration(long count, String unit) {\n"
            "    this.count = count;\n    this.unit = unit;\n  }\n\n"
            "  /** The unit of this duration. */\n"
            "  public String getUnit() {\n    return unit;\n  }\n\n"
            "  /** This duration as a java.time.Duration. */\n"
            "  public java.time.Duration toJavaDuration() {\n"
            "    return java.time.Duration.of(count, java.time.temporal.ChronoUnit.SECONDS);\n"
            "  }\n}\n"),
        "src/main/java/io/dropwizard/util/Size.java": (
            "package io.dropwizard.util;\n\n/** A size in bytes, with its suffixes. */\n"
            "public class Size {\n  static final String[] SUFFIXES = {\"b\", \"kb\"};\n}\n"),
    }
    ix = make_index(write_repo(tmp_path / "dw", files))
    ix.refresh()
    hits = ix.search("java.lang.IllegalArgumentException: Invalid duration: 30 secs. Wrong time "
                     "unit\n\nwhich suffixes does io.dropwizard.util.Duration accept?").hits
    assert [h.symbol for h in hits[:2]] == ["parse", "Duration"]


def test_an_erlang_format_error_clause_s_reason_is_raised_where_the_code_returns_it(
        tmp_path, make_index) -> None:
    # Set 73's rebar3: "Dependency jsx is transitive and cannot be safely upgraded." is said by
    # the provider's `format_error({transitive_dependency, Name})` clause, Erlang's convention
    # for an error's text, and raised by `prepare_locks` returning `?PRV_ERROR({
    # transitive_dependency, Name})`, which no question reached: the reason's atom is looked up
    # as a value's name, its one use first.
    from conftest import write_repo

    files = {
        "src/rebar_prv_upgrade.erl": (
            "-module(rebar_prv_upgrade).\n-export([do/1, format_error/1]).\n"
            "-define(PRV_ERROR(Reason), {error, {?MODULE, Reason}}).\n\n"
            "do(State) ->\n    Locks = rebar_state:get(State, {locks, default}, []),\n"
            "    prepare_locks(rebar_state:get(State, names, []), Locks).\n\n"
            "prepare_locks([], Locks) -> {ok, Locks};\n"
            "prepare_locks([Name | Names], Locks) ->\n"
            "    case lists:keyfind(Name, 1, Locks) of\n"
            "        {_, _, 0} -> prepare_locks(Names, Locks);\n"
            "        {_, _, _Level} -> ?PRV_ERROR({transitive_dependency, Name});\n"
            "        false -> ?PRV_ERROR({unknown_dependency, Name})\n    end.\n\n"
            "format_error({unknown_dependency, Name}) ->\n"
            "    io_lib:format(\"Dependency ~ts not found\", [Name]);\n"
            "format_error({transitive_dependency, Name}) ->\n"
            "    io_lib:format(\"Dependency ~ts is transitive and cannot be safely upgraded. \"\n"
            "                  \"Promote it to your top-level rebar.config file to upgrade it.\","
            " [Name]);\n"
            "format_error(Reason) ->\n    io_lib:format(\"~p\", [Reason]).\n"),
        "src/rebar_state.erl": (
            "-module(rebar_state).\n-export([get/3]).\n\n"
            "get(State, Key, Default) ->\n    maps:get(Key, State, Default).\n"),
    }
    ix = make_index(write_repo(tmp_path / "rebar", files))
    ix.refresh()
    hits = ix.search("===> Dependency jsx is transitive and cannot be safely upgraded. Promote it "
                     "to your top-level rebar.config file to upgrade it.").hits
    assert [h.symbol for h in hits[:2]] == ["prepare_locks", "format_error"]


def test_a_message_s_opening_words_count_when_the_writer_goes_on_on_its_line(tmp_path) -> None:
    # trpc's "TRPCError: Output validation failed (code INTERNAL_SERVER_ERROR) from a query
    # whose …": the code says the first three words; the rest of the line is the writer's.
    (tmp_path / "middleware.ts").write_text(
        "export function createOutputMiddleware() {\n"
        "  throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR',\n"
        "    message: 'Output validation failed' });\n}\n")
    # Three words of it elsewhere than at its start are no message: any prose may say them.
    (tmp_path / "other.ts").write_text("const hint = 'resolver returns extra';\n")
    q = parse_query("TRPCError: Output validation failed (code INTERNAL_SERVER_ERROR) from a "
                    "query whose resolver returns extra fields. Where is the schema applied?")
    msgs = messages(q)
    assert message_lines(str(tmp_path), ["middleware.ts", "other.ts"], msgs,
                         run_on=run_on(q, msgs)) == {"middleware.ts": [3]}
    assert message_lines(str(tmp_path), ["other.ts"], msgs, run_on=run_on(q, msgs)) == {}
    # A quoted value is no message the code begins: chrono's pasted date "Tue, 1 Jul 69
    # 12:00:00 +0000" began a test's "Tue, 1 Jul 2003 10:52:37 +0200".
    (tmp_path / "fmt.rs").write_text('let s = "Tue, 1 Jul 2003 10:52:37 +0200";\n')
    q = parse_query('parse_from_rfc2822("Tue, 1 Jul 69 12:00:00 +0000") gives 1969 but %y gives '
                    '2069 for the same two digits')
    msgs = messages(q)
    assert msgs and message_lines(str(tmp_path), ["fmt.rs"], msgs, run_on=run_on(q, msgs)) == {}


def test_a_line_pasted_alone_above_a_question_is_a_message(tmp_path) -> None:
    # symfony/serializer: `Cannot create an instance of "App\Dto\CreateUser" from serialized
    # data because its constructor requires …`, a blank line, then the question: no error
    # line's prefix, and a text too long to be read whole as the message, so the 145-line
    # `instantiateObject` saying it was in no channel's first 20, behind the short methods the
    # question's words name (`getConstructor`).
    line = ('Cannot create an instance of "App\\Dto\\CreateUser" from serialized data because '
            'its constructor requires the following parameters to be present : "$email".')
    question = ("Where are constructor arguments matched against the data, and can defaults "
                "come from the context?")
    q = parse_query(f"{line}\n\n{question}")
    assert q.long and ["cannot", "create", "an", "instance", "of", "app", "dto", "createuser",
                       "from", "serialized"] == messages(q)[-1][:10]
    # A question on the first line is no message; nor is a line the text runs on from.
    assert not messages(parse_query(f"{question}\n\n{line[:60]}"))
    assert messages(parse_query(f"{line} {question}")) == messages(parse_query(f"{question}"))
    (tmp_path / "AbstractNormalizer.php").write_text(
        "<?php\nclass AbstractNormalizer\n{\n"
        "    protected function instantiateObject(array $data, string $class): object\n    {\n"
        "        throw new MissingConstructorArgumentsException(sprintf('Cannot create an "
        "instance of \"%s\" from serialized data because its constructor requires the "
        "following parameters to be present : \"$%s\".', $class, $missing));\n    }\n}\n")
    msgs = messages(q)
    assert message_lines(str(tmp_path), ["AbstractNormalizer.php"], msgs,
                         run_on=run_on(q, msgs)) == {"AbstractNormalizer.php": [6]}


def test_values_a_pasted_message_sets_in_backticks_do_not_pick_the_files_read_for_it(
        tmp_path, make_index) -> None:
    # sqlx: "mismatched types; Rust type `i32` (as SQL type `INT4`) is not compatible with SQL
    # type `INT8`", formatted from "… `{}` …": the rare words `i32`, `INT4` and `INT8` picked
    # the drivers' type files to read, never error.rs, whose `mismatched_types` says it.
    from conftest import write_repo

    files = {f"src/util/mod{i}.rs": f"pub fn helper{i}(x: u8) -> u8 {{\n    x + {i}\n}}\n"
             for i in range(200)}
    files.update({f"drivers/db{i}/types/int.rs": (
        f"// Rust type i32 as SQL type INT4 or INT8: the types compatible with it.\n"
        f"impl Type<Db{i}> for i32 {{\n    fn compatible(ty: &TypeInfo) -> bool {{\n"
        f"        *ty == TypeInfo::INT4 || *ty == TypeInfo::INT8\n    }}\n}}\n") for i in range(12)})
    files["core/error.rs"] = (
        "pub fn mismatched_types(ty: &TypeInfo) -> BoxDynError {\n    format!(\n"
        "        \"mismatched types; Rust type `{}` (as SQL type `{}`) is not compatible with "
        "SQL type `{}`\",\n        type_name(),\n        ty.name()\n    )\n    .into()\n}\n")
    ix = make_index(write_repo(tmp_path / "sqlx", files))
    ix.refresh()
    top = ix.search("thread 'main' panicked at src/main.rs:22:10:\ncalled `Result::unwrap()` on "
                    "an `Err` value: ColumnDecode { index: \"count\", source: \"mismatched types; "
                    "Rust type `i32` (as SQL type `INT4`) is not compatible with SQL type "
                    "`INT8`\" }").hits[0]
    assert (top.path, top.symbol, top.focus) == ("core/error.rs", "mismatched_types", 3)


def test_a_message_thiserror_sets_on_a_variant_is_raised_where_the_variant_is_built(
        tmp_path, make_index) -> None:
    # sqlx: `#[error("migration {0} was previously applied but has been modified")]` over
    # `VersionMismatch(i64),` in `MigrateError`; `run_direct` builds the variant and never says
    # the message, and was not in the first 20 for it.
    from conftest import write_repo

    errors = ("#[derive(Debug, thiserror::Error)]\npub enum MigrateError {\n"
              "    #[error(\"while executing migrations: {0}\")]\n    Execute(#[source] Error),\n\n"
              "    #[error(\"migration {0} was previously applied but is missing in the resolved "
              "migrations\")]\n    VersionMissing(i64),\n\n"
              "    /// The applied migration's checksum differs.\n"
              "    #[error(\"migration {0} was previously applied but has been modified\")]\n"
              "    #[non_exhaustive]\n    VersionMismatch(i64),\n}\n")
    migrator = ("pub struct Migrator {\n    pub migrations: Vec<Migration>,\n}\n\n"
                "impl Migrator {\n    /// Applies the migrations not applied yet.\n"
                "    pub fn run_direct(&self, conn: &mut Conn) -> Result<(), MigrateError> {\n"
                "        for migration in &self.migrations {\n"
                "            match conn.applied(migration.version) {\n"
                "                Some(applied) if applied.checksum != migration.checksum => {\n"
                "                    return Err(MigrateError::VersionMismatch(migration.version));\n"
                "                }\n                Some(_) => {}\n"
                "                None => conn.apply(migration)?,\n            }\n        }\n"
                "        Ok(())\n    }\n}\n")
    ix = make_index(write_repo(tmp_path / "sqlx", {"src/migrate/error.rs": errors,
                                                   "src/migrate/migrator.rs": migrator}))
    ix.refresh()
    hits = ix.search("Error: while executing migrations: migration 20240101120000 was "
                     "previously applied but has been modified").hits
    assert [(h.symbol, h.focus) for h in hits[:2]] == [("run_direct", 11), ("MigrateError", 10)]


def test_a_message_a_named_constructor_returns_is_raised_where_it_is_called(
        tmp_path, make_index) -> None:
    # mikro-orm: `MetadataError.fromWrongOwnership(…)` returns `new MetadataError(`Both … are
    # defined as owning sides, …`)`; `validateOwningSide` throws what it returns and never says
    # the message, and came after the factory.
    from conftest import write_repo

    errors = ("export class MetadataError extends Error {\n"
              "  static fromWrongOwnership(meta: Meta, prop: Prop, key: string): MetadataError {\n"
              "    const type = key === 'inversedBy' ? 'owning' : 'inverse';\n"
              "    return new MetadataError(\n"
              "      `Both ${meta.className}.${prop.name} and ${prop.type} are defined as ${type} "
              "sides, use 'mappedBy' on one of them`,\n    );\n  }\n}\n")
    validator = ("export class MetadataValidator {\n"
                 "  private validateOwningSide(meta: Meta, prop: Prop): void {\n"
                 "    if (prop.inversedBy && this.owns(prop)) {\n"
                 "      throw MetadataError.fromWrongOwnership(meta, prop, 'inversedBy');\n"
                 "    }\n  }\n}\n")
    ix = make_index(write_repo(tmp_path / "orm", {"src/errors.ts": errors,
                                                  "src/metadata/MetadataValidator.ts": validator}))
    ix.refresh()
    hits = ix.search("MetadataError: Both Book.author and Author.books are defined as owning "
                     "sides, use 'mappedBy' on one of them").hits
    assert [(h.symbol, h.focus) for h in hits[:2]] == [("validateOwningSide", 4),
                                                       ("fromWrongOwnership", 5)]


def test_a_message_a_short_method_returns_through_a_factory_is_raised_where_it_is_called(
        tmp_path, make_index) -> None:
    # guice: `Errors.cannotBindToGuiceType` returns `addMessage(ErrorId.BINDING_TO_GUICE_TYPE,
    # "Binding to core guice framework type is not allowed: %s.", …)`, no `new …Error`;
    # `putBinding` calls it and never says the message, and was not in the first 20 for it.
    from conftest import write_repo

    errors = ("package com.google.inject.internal;\n\n"
              "public final class Errors {\n"
              "  public Errors bindingToProvider() {\n"
              "    return addMessage(ErrorId.BINDING_TO_PROVIDER, \"Binding to Provider is not "
              "allowed.\");\n  }\n\n"
              "  public Errors cannotBindToGuiceType(String simpleName) {\n"
              "    return addMessage(\n        ErrorId.BINDING_TO_GUICE_TYPE,\n"
              "        \"Binding to core guice framework type is not allowed: %s.\",\n"
              "        simpleName);\n  }\n\n"
              "  private Errors addMessage(ErrorId id, String format, Object... args) {\n"
              "    messages.add(Messages.create(id, format, args));\n    return this;\n  }\n}\n")
    processor = ("package com.google.inject.internal;\n\n"
                 "abstract class AbstractBindingProcessor {\n"
                 "  protected void putBinding(BindingImpl<?> binding) {\n"
                 "    Key<?> key = binding.getKey();\n"
                 "    Class<?> rawType = key.getTypeLiteral().getRawType();\n"
                 "    if (FORBIDDEN_TYPES.contains(rawType)) {\n"
                 "      errors.cannotBindToGuiceType(rawType.getSimpleName());\n"
                 "      return;\n    }\n    bindings.put(key, binding);\n  }\n}\n")
    ix = make_index(write_repo(tmp_path / "guice", {
        "core/src/com/google/inject/internal/Errors.java": errors,
        "core/src/com/google/inject/internal/AbstractBindingProcessor.java": processor}))
    ix.refresh()
    hits = ix.search("Binding to core guice framework type is not allowed: Injector.").hits
    assert [(h.symbol, h.focus) for h in hits[:2]] == [("putBinding", 8),
                                                       ("cannotBindToGuiceType", 11)]


def test_a_message_a_class_header_hands_to_its_parent_is_raised_where_the_class_is_built(
        tmp_path, make_index) -> None:
    # javalin: `class KeyAlreadyExistsException(key: Key<*>) : IllegalStateException("Key
    # '$key' already exists")`; `registerIfAbsent` throws it and never says the message, and
    # was not in the first four for it. Scala writes `extends Exception("…")` (sttp).
    from conftest import write_repo

    kotlin = ("package io.javalin.config\n\n"
              "class KeyAlreadyExistsException(key: Key<*>) : IllegalStateException(\"Key '$key' "
              "already exists\")\n"
              "class NoValueForKeyException(key: Key<*>) : IllegalStateException(\"No value for key "
              "'$key'\")\n\n"
              "class AppDataManager {\n"
              "    private val data: MutableMap<Key<*>, Any?> = mutableMapOf()\n\n"
              "    fun registerIfAbsent(key: Key<*>, value: Any?) {\n"
              "        if (data.containsKey(key)) {\n"
              "            throw KeyAlreadyExistsException(key)\n        }\n"
              "        data[key] = value\n    }\n}\n")
    scala = ("package sttp.client4.ws\n\n"
             "class GotAWebSocketException() extends Exception(\"Got a web socket, but expected "
             "normal content\")\n")
    reader = ("package sttp.client4.internal\n\n"
              "object BodyFromResponseAs {\n"
              "  def handleResponse(response: Response, isWebSocket: Boolean): Body = {\n"
              "    if (isWebSocket) throw new GotAWebSocketException()\n"
              "    else response.body\n  }\n}\n")
    ix = make_index(write_repo(tmp_path / "jvm", {
        "javalin/src/main/java/io/javalin/config/AppDataManager.kt": kotlin,
        "core/src/main/scala/sttp/client4/ws/exceptions.scala": scala,
        "core/src/main/scala/sttp/client4/internal/BodyFromResponseAs.scala": reader}))
    ix.refresh()
    hits = ix.search("Key 'sessionStore' already exists").hits
    assert [(h.symbol, h.focus) for h in hits[:2]] == [("registerIfAbsent", 11),
                                                       ("KeyAlreadyExistsException", 3)]
    hits = ix.search("Got a web socket, but expected normal content").hits
    assert [(h.symbol, h.focus) for h in hits[:2]] == [("handleResponse", 5),
                                                       ("GotAWebSocketException", 3)]

def test_a_literal_joined_to_a_macro_says_the_macro_s_value_too(tmp_path) -> None:
    # htop: `CRT_fatalError("Cannot open " PROCMEMINFOFILE)` printed "Cannot open
    # /proc/meminfo: No such file or directory"; C joins the literal to the macro's.
    (tmp_path / "LinuxMachine.c").write_text(
        'static void scan(void) {\n   if (!file)\n      CRT_fatalError("Cannot open " PROCMEMINFOFILE);\n}\n')
    (tmp_path / "SolarisMachine.c").write_text('CRT_fatalError("Cannot open kstat handle");\n')
    q = parse_query("$ docker run --rm -it alpine-htop htop\n"
                    "Cannot open /proc/meminfo: No such file or directory")
    assert ["cannot", "open", "_"] in messages(q)   # less the errno's words perror appends
    assert message_lines(str(tmp_path), ["SolarisMachine.c", "LinuxMachine.c"], messages(q)) == {
        "LinuxMachine.c": [3]}


def test_a_message_said_whole_needs_one_word_of_text(tmp_path) -> None:
    # maybe: `errors.add(:base, "Must be within 4 days")`: "must", "be" and "within" are
    # filler, "4" a number; the whole message, word for word, is no chance match.
    (tmp_path / "transfer.rb").write_text(
        'def transfer_within_date_range\n  errors.add(:base, "Must be within 4 days") if diff > 4\nend\n')
    assert message_lines(str(tmp_path), ["transfer.rb"], [["must", "be", "within", "4", "days"]]) == {
        "transfer.rb": [2]}
    # Not a part of it: "be within 4 days" is four words of five.
    assert message_lines(str(tmp_path), ["transfer.rb"],
                         [["must", "not", "be", "within", "4", "days"]]) == {}


def test_qt_numbered_arguments_are_values_of_the_message(tmp_path, make_index) -> None:
    # flameshot: `tr("Shortcut conflict: '%1' and '%2' " "have the same shortcut: %3\n")
    # .arg(…)` read `%1` and `%2` as the words "1" and "2"; the longest run of the pasted
    # message, "have the same shortcut", was too small a share of it, and no line said it.
    from conftest import write_repo

    files = {
        "src/utils/confighandler.cpp": (
            '#include "confighandler.h"\n\n'
            "bool ConfigHandler::checkShortcutConflicts(AbstractLogger* log) const\n{\n"
            "    bool ok = true;\n"
            "    for (auto key1 = keys.begin(); key1 != keys.end(); ++key1) {\n"
            "        if (value1 == value2) {\n"
            "            ok = false;\n"
            "            *log << tr(\"Shortcut conflict: '%1' and '%2' \"\n"
            "                       \"have the same shortcut: %3\\n\")\n"
            "                      .arg(*key1, *key2, value1);\n"
            "        }\n    }\n    return ok;\n}\n\n"
            "QString ConfigHandler::shortcut(const QString& actionName)\n{\n"
            "    return value(QStringLiteral(\"Shortcuts/\") + actionName).toString();\n}\n"),
        **{f"src/tools/{name}/{name}tool.cpp": (
            f"CaptureTool::Type {name.title()}Tool::type() const\n{{\n"
            f"    return CaptureTool::TYPE_{name.upper()};  // shortcut: TYPE_COPY TYPE_SAVE\n}}\n")
           for name in ("copy", "save", "pin", "move")},
    }
    ix = make_index(write_repo(tmp_path / "flameshot", files))
    ix.refresh()
    top = ix.search("Shortcut conflict: 'TYPE_COPY' and 'TYPE_SAVE' have the same shortcut: "
                    "Ctrl+C").hits[0]
    assert (top.path, top.symbol, top.focus) == (
        "src/utils/confighandler.cpp", "checkShortcutConflicts", 9)
    assert [w for w in piece_words("Value %1$s is bad") if w.startswith("*")] == ["*%1$s"]


def test_a_message_an_error_type_s_hook_attribute_holds_is_raised_where_the_type_is_built(
        tmp_path, make_index) -> None:
    # commitizen: `class NoRevisionError(CommitizenException): message = "No tag found to do
    # an incremental changelog"`, raised by `_find_incremental_rev` as `raise NoRevisionError()`;
    # the attribute, named `message` as every such type's is, led and the raiser was second
    # only by its words. werkzeug's `description = "…"` and Kotlin's `override val message`
    # hold a type's message alike.
    from conftest import write_repo

    exceptions = ("class CommitizenException(Exception):\n"
                  "    message = \"\"\n\n"
                  "    def __init__(self, *args: str) -> None:\n"
                  "        self.message = args[0] if args else self.__class__.message\n\n\n"
                  "class NoRevisionError(CommitizenException):\n"
                  "    exit_code = 16\n"
                  "    message = \"No tag found to do an incremental release\"\n\n\n"
                  "class NoCommitsFoundError(CommitizenException):\n"
                  "    exit_code = 3\n"
                  "    message = \"No commits found in the given range\"\n")
    release = ("from cz.exceptions import NoRevisionError\n\n\n"
               "def find_start_rev(latest: str, tags: list[str]) -> str:\n"
               "    \"\"\"The tag the release notes start after.\"\"\"\n"
               "    found = [t for t in tags if t.endswith(latest)]\n"
               "    if not found:\n"
               "        raise NoRevisionError()\n"
               "    return found[-1]\n")
    ix = make_index(write_repo(tmp_path / "cz", {
        "cz/exceptions.py": exceptions, "cz/commands/release.py": release,
        "cz/commands/tag.py": "def make_tag(version: str) -> str:\n    return f'v{version}'\n"}))
    ix.refresh()
    hits = ix.search("No tag found to do an incremental release").hits
    assert [(h.path, h.symbol, h.focus) for h in hits[:2]] == [
        ("cz/commands/release.py", "find_start_rev", 8), ("cz/exceptions.py", "message", 10)]


def test_a_swift_description_s_dot_case_names_the_variant_raised(tmp_path, make_index) -> None:
    # yams: `var description` (a computed property, a hook) says "Parser: expected all keys to
    # be unique …" in a multi-line literal under `case let .duplicatedKeysInMapping(…):`;
    # `checkDuplicates` throws `YamlError.duplicatedKeysInMapping(…)`. The literal's own line,
    # `Parser: expected …`, is no arm naming a variant `Parser` (whose uses led).
    from conftest import write_repo

    error = ("public enum YamlError: Error {\n"
             "    case no\n"
             "    case duplicatedKeysInMapping(duplicates: [String], context: String)\n"
             "}\n\n"
             "extension YamlError: CustomStringConvertible {\n"
             "    public var description: String {\n"
             "        switch self {\n"
             "        case .no:\n"
             "            return \"No error is produced\"\n"
             "        case let .duplicatedKeysInMapping(duplicates, context):\n"
             "            let keys = duplicates.sorted().joined(separator: \", \")\n"
             "            return \"\"\"\n"
             "                   Parser: expected all keys to be unique but found the following "
             "duplicated key(s): \\(keys).\n"
             "                   Context:\n"
             "                   \\(context)\n"
             "                   \"\"\"\n"
             "        }\n    }\n}\n")
    parser = ("public final class Parser {\n"
              "    public init(yaml: String) throws {}\n\n"
              "    private func checkDuplicates(mappingKeys: [String]) throws {\n"
              "        let duplicates = mappingKeys.filter { k in mappingKeys.filter { $0 == k }.count > 1 }\n"
              "        guard duplicates.isEmpty else {\n"
              "            throw YamlError.duplicatedKeysInMapping(duplicates: duplicates,\n"
              "                                                    context: \"mapping\")\n"
              "        }\n    }\n}\n\n"
              "public func compose(yaml: String) throws -> Parser {\n"
              "    return try Parser(yaml: yaml)\n}\n")
    ix = make_index(write_repo(tmp_path / "yams", {
        "Sources/Yams/YamlError.swift": error, "Sources/Yams/Parser.swift": parser,
        "Sources/Yams/Decoder.swift": ("public func load(yaml: String) throws -> Any? {\n"
                                       "    let parser = try Parser(yaml: yaml)\n"
                                       "    return parser\n}\n")}))
    ix.refresh()
    hits = ix.search("Parser: expected all keys to be unique but found the following duplicated "
                     "key(s): 'name'.\nContext:\n 3:1").hits
    assert [(h.path, h.symbol) for h in hits[:2]] == [
        ("Sources/Yams/Parser.swift", "checkDuplicates"),
        ("Sources/Yams/YamlError.swift", "description")]


def test_an_escape_sequence_separates_a_literal_s_words() -> None:
    # A message printed over two lines, `\n` between them: its letter was read into the next
    # word ("nno", "nunknown"), so the run of a pasted second line lost its first word, and a
    # short one fell under the run a message needs. An escaped backslash is itself (`C:\\new`).
    data = b'void f(void) {\n    fputs("error:\\nno such key in the table\\n", stderr);\n}\n'
    assert runs(data, ["no", "such", "key", "in", "the", "table"]) == [(2, 6)]
    data = b'def f():\n    raise KeyError("lookup failed\\tunknown profile name given")\n'
    assert runs(data, ["unknown", "profile", "name", "given"]) == [(2, 4)]
    data = b'def f():\n    raise OSError("cannot open C:\\\\new folder for the export")\n'
    assert runs(data, ["cannot", "open", "c", "new", "folder", "for", "the", "export"]) == [(2, 8)]


def test_a_value_printed_as_one_token_may_spell_more_than_three_words() -> None:
    # eslint's `Definition for rule '${ruleId}' was not found.` printed a plugin's rule, four
    # words in one token; keda's `prometheus query %s returned multiple elements` a PromQL
    # query of six in three. Neither message had a run long enough to count.
    js = b"const m = `Definition for rule '${ruleId}' was not found.`;\n"
    pasted = messages(parse_query("Definition for rule 'react-hooks/exhaustive-deps' was not found"))
    assert [run for _, run in runs(js, pasted[0])] == [6]   # the literal's six words
    go = b'return -1, fmt.Errorf("prometheus query %s returned multiple elements", s.metadata.Query)\n'
    pasted = messages(parse_query("prometheus query sum(rate(http_requests_total[2m])) by (pod) "
                                  "returned multiple elements"))
    assert [run for _, run in runs(go, pasted[0])] == [5]
    # Words apart stay three at most: four pasted words are no value of one placeholder.
    apart = messages(parse_query("Definition for rule my own custom thing was not found"))
    assert [run for _, run in runs(js, apart[0])] == [3]


def test_a_literal_whose_values_say_most_of_the_message_still_says_it_whole(tmp_path) -> None:
    # VSCodeVim's `Invalid neovimPath. ${e.message}.` printed "Invalid neovimPath. spawnSync
    # nvim ENOENT.": the literal and its value say all of it, but two words of five are the
    # literal's own, under the half a run must be; the validator saying it was not found.
    (tmp_path / "validator.ts").write_text(
        "try {\n  execFileSync(config.neovimPath, ['--version']);\n} catch (e) {\n"
        "  let errorMessage = `Invalid neovimPath. ${e.message}.`;\n}\n")
    (tmp_path / "other.ts").write_text("const m = `Invalid neovimPath`;\n")
    pasted = messages(parse_query("Invalid neovimPath. spawnSync nvim ENOENT."))
    assert message_lines(str(tmp_path), ["validator.ts", "other.ts"], pasted) == {"validator.ts": [4]}
    # Values that say no more than the literal's share leave it as it was: a part said.
    assert message_lines(str(tmp_path), ["validator.ts"],
                         messages(parse_query("Invalid neovimPath given on the command line"))) == {}


@pytest.mark.parametrize("line, pasted, run", [
    # nginx's `"unknown directive \"%s\""`: the escaped quote ended the span, the value after
    # it was read as code, and two words of three pasted made no message (set 82).
    (b'    ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,\n'
     b'                       "unknown directive \\"%s\\"", name->data);\n',
     'unknown directive "proxy_pas"', (2, 2, 0, 3)),   # the stretch holds the value (whole)
    (b'throw new IllegalArgumentException("Invalid value \\"" + value + "\\" for " + name);\n',
     'Invalid value "abc" for timeout', (1, 3, 0, 5)),
])
def test_a_quote_escaped_inside_a_string_is_one_of_its_characters(
        line: bytes, pasted: str, run: tuple[int, int, int, int]) -> None:
    assert message_runs(line, messages(parse_query(pasted))[0]) == [run]


def test_an_escaped_backslash_before_a_quote_still_ends_the_string() -> None:
    # `"C:\\"` ends at its quote: the next string is a piece of its own.
    assert runs(b'path = "C:\\\\" + "the cache folder could not be created";\n',
                ["the", "cache", "folder", "could", "not", "be", "created"]) == [(1, 7)]


def test_an_escaped_quote_of_a_string_going_on_past_the_line_still_ends_its_piece() -> None:
    # superstruct's template literal opens on this line and closes two below: read as one of
    # its characters, the escaped backtick left the line no piece at all, and the pasted
    # 'Expected a value of type' found no code (sets 1-69's superstruct question).
    line = b"    message = `Expected a value of type \\`${type}\\`${\n"
    assert runs(line, ["expected", "a", "value", "of", "type"]) == [(1, 5)]


def test_a_file_and_line_closing_a_pasted_message_is_no_part_of_it(tmp_path, make_index) -> None:
    # nginx's configuration errors end " in FILE:LINE", as PHP 8's uncaught exceptions do:
    # "unknown directive" said two words of the five pasted, too small a share, and files
    # full of "proxy" led (set 82's `nginx -t` output).
    from conftest import write_repo

    assert messages(parse_query('nginx: [emerg] unknown directive "proxy_pas" in '
                                '/etc/nginx/conf.d/default.conf:12'))[-1] == [
        "unknown", "directive", "proxy_pas"]
    assert messages(parse_query("PHP Fatal error:  Uncaught RuntimeException: Cache folder is "
                                "missing in /var/www/src/Cache.php:42"))[-1] == [
        "cache", "folder", "is", "missing"]
    files = {
        "src/core/conf_file.c": (
            "static ngx_int_t\nngx_conf_handler(ngx_conf_t *cf, ngx_int_t last)\n{\n"
            "    for (i = 0; cf->cycle->modules[i]; i++) {\n"
            "        if (ngx_strcmp(name->data, cmd->name.data) == 0) {\n"
            "            return cmd->set(cf, cmd, conf);\n        }\n    }\n\n"
            "    ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,\n"
            "                       \"unknown directive \\\"%s\\\"\", name->data);\n\n"
            "    return NGX_ERROR;\n}\n"),
        "src/http/proxy_module.c": "".join(
            f"static char *\nproxy_pass_{i}(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)\n"
            f"{{\n    /* the proxy_pass directive: proxy pass to an upstream */\n"
            f"    return proxy_set(cf, cmd, conf, {i});\n}}\n\n" for i in range(6)),
    }
    ix = make_index(write_repo(tmp_path / "nginx", files))
    ix.refresh()
    top = ix.search('nginx: [emerg] unknown directive "proxy_pas" in '
                    '/etc/nginx/conf.d/default.conf:12').hits[0]
    assert (top.path, top.symbol) == ("src/core/conf_file.c", "ngx_conf_handler")


def test_a_lead_in_reporting_what_follows_its_colon_is_no_part_of_the_message(
        tmp_path, make_index) -> None:
    # qBittorrent: "The execution log is full of: IP filter line 1532 is malformed. End IP is
    # lower than Start IP!" was read whole; the lead-in's words ("execution", "full") chose
    # the files read for it, and the filter parser saying `tr("IP filter line %1 is
    # malformed. End IP is lower than Start IP!")` was none of them.
    assert messages(parse_query("The execution log is full of: IP filter line 1532 is "
                                "malformed. End IP is lower than Start IP!")) == [
        ["ip", "filter", "line", "1532", "is", "malformed", "end", "ip", "is", "lower", "than",
         "start", "ip"]]
    assert messages(parse_query("toml::to_string(&config) fails with: unsupported None value")) \
        == [["unsupported", "none", "value"]]
    # A colon inside the message is none: no report before it.
    assert messages(parse_query("Cannot open /proc/meminfo: No such file or directory")) == [
        ["cannot", "open", "_", "no", "such", "file", "or", "directory"]]
    # Nor one leaving too few words for a message.
    assert messages(parse_query("it fails with: bad key")) == [
        ["it", "fails", "with", "bad", "key"]]
    from conftest import write_repo

    files = {
        "src/filterparser.cpp": (
            "int FilterParser::parseDatFile()\n{\n"
            "    if (endIP < startIP)\n"
            "        addLog(tr(\"IP filter line %1 is malformed. End IP is lower than Start IP!\")"
            ".arg(nbLine));\n"
            "    return ruleCount;\n}\n"),
        "src/gui/logview.cpp": (
            "void LogView::append(const QString &line)\n{\n"
            "    // the execution log is full: drop its oldest line\n"
            "    if (executionLog.isFull()) executionLog.removeFirst();\n"
            "    executionLog.append(line);\n}\n"),
    }
    ix = make_index(write_repo(tmp_path / "qbt", files))
    ix.refresh()
    top = ix.search("The execution log is full of: IP filter line 1532 is malformed. "
                    "End IP is lower than Start IP!").hits[0]
    assert (top.path, top.symbol) == ("src/filterparser.cpp", "parseDatFile")


def test_an_erlang_report_s_message_with_its_format_directives_finds_the_code_logging_it(
        tmp_path, make_index) -> None:
    # cowboy: an `=ERROR REPORT====` header gave no message (its line under the header is the
    # message), and `~p` in "Ranch listener ~p, connection process ~p, stream ~p had its request
    # process ~p exit with reason ~0p~n" read as the word "p", breaking every run.
    from conftest import write_repo
    from codesift.search.errorlines import pasted_messages

    report = ("=ERROR REPORT==== 21-Aug-2026::10:14:02.118000 ===\n"
              "Ranch listener http, connection process <0.512.0>, stream 1 had its request "
              "process <0.513.0> exit with reason {badarg,[{my_h,init,2,[]}]}\n")
    assert pasted_messages(report)[0].startswith("Ranch listener http, connection process")
    assert pasted_messages("=INFO REPORT==== 1-Jan-2026::00:00:00 ===\nlistener started "
                           "on port 8080 with 100 acceptors") == [
        "listener started on port 8080 with 100 acceptors"]
    assert piece_words("stream ~p had ~0p, ~ts and ~.2f~n") == [
        "stream", "*~p", "had", "*~0p", "*~ts", "and", "*~.2f"]
    assert piece_words("~/.config and PROGRA~1") == ["config", "and", "progra", "1"]
    files = {
        "src/stream_h.erl": (
            "-module(stream_h).\n-export([info/3]).\n\n"
            "info(StreamID, {'EXIT', Pid, normal}, State) ->\n"
            "    do_info(StreamID, [stop], State);\n"
            "info(StreamID, Exit={'EXIT', Pid, Reason}, State=#state{ref=Ref}) ->\n"
            "    Commands = [{log, error,\n"
            "        \"Ranch listener ~p, connection process ~p, stream ~p \"\n"
            "        \"had its request process ~p exit with reason ~0p~n\",\n"
            "        [Ref, self(), StreamID, Pid, Reason]}],\n"
            "    do_info(StreamID, Exit, Commands, State).\n"),
        "src/listener.erl": (
            "-module(listener).\n-export([start_listener/2]).\n\n"
            "%% Starts a Ranch listener: each connection process runs one stream per request.\n"
            "start_listener(Ref, Opts) ->\n"
            "    ranch:start_listener(Ref, ranch_tcp, Opts, connection, #{stream => request}).\n"),
        # Functions named by the report's words, saying none of it.
        **{f"src/{name}.erl": (
            f"-module({name}).\n-export([{name}/2]).\n\n"
            f"%% The {name.replace('_', ' ')} of a Ranch listener's connection process: each\n"
            "%% stream's request process, its exit reason and the empty 500 it is logged with.\n"
            f"{name}(Listener, Stream) ->\n    {{Listener, Stream}}.\n")
           for name in ("request_process", "connection_process", "stream_exit", "exit_reason",
                        "listener_clients", "shell_report")},
    }
    ix = make_index(write_repo(tmp_path / "cowboy", files))
    ix.refresh()
    top = ix.search("Clients get an empty 500 and the shell prints:\n\n" + report
                    + "\nWhere is that logged?").hits[0]
    assert (top.path, top.symbol) == ("src/stream_h.erl", "info")


def test_a_long_line_pasted_alone_asking_nothing_is_a_message(tmp_path) -> None:
    # Pester: "No mock for command 'Get-Item' matched the call: … Add a default mock (e.g.
    # `Mock Get-Item { ... }`) or adjust an existing -ParameterFilter.", 39 words of one line,
    # no error line's prefix: too long to be read whole as a short query is, no line alone in
    # its paragraph, so no file was read for it and `Invoke-MockInternal` came third.
    text = ("No mock for command 'Get-Item' matched the call: none of the parameter filters "
            "matched, and there is no default mock to fall back to. Add a default mock (e.g. "
            "`Mock Get-Item { ... }`) or adjust an existing -ParameterFilter.")
    q = parse_query(text)
    assert q.long and messages(q)[0][:6] == ["no", "mock", "for", "command", "get", "item"]
    (tmp_path / "Mock.ps1").write_text(
        "function Invoke-MockInternal {\n"
        "    throw \"No mock for command '$($Hook.CommandName)' matched the call: none of the "
        "parameter filters matched, and there is no default mock to fall back to. Add a default "
        "mock (e.g. ``Mock $($Hook.CommandName) { ... }``) or adjust an existing "
        "-ParameterFilter.\"\n}\n")
    msgs = messages(q)
    assert message_lines(str(tmp_path), ["Mock.ps1"], msgs,
                         run_on=run_on(q, msgs)) == {"Mock.ps1": [2]}
    # A long line asking a question is no message, nor one the text runs on from.
    assert not messages(parse_query(text.replace("-ParameterFilter.", "-ParameterFilter, why?")))
    # Nor is a line in a writer's own words: an issue's prose.
    assert not messages(parse_query("We upgraded the gateway last week and since then the "
                                    "decoder drops packed fields when the sender has more items "
                                    "than max_count allows, which breaks our nightly import."))


def test_a_literal_counts_for_a_long_line_read_whole_only_saying_half_of_it(tmp_path) -> None:
    # haproxy's "two haproxy nodes send the same key to different servers …; the function
    # deriving each server's seed … from hash-key id, addr or addr-port, chash_compute_something",
    # prose of one line, read whole as a message: `srv_parse_hash_key`'s error, listing "id,
    # addr or addr-port", said six of its words and led `chash_compute_server_key`.
    from codesift.search.messages import read_whole

    text = ("two haproxy nodes send the same key to different servers because servers are "
            "ordered differently; the function deriving each server's seed on the hash ring from "
            "hash-key id, addr or addr-port, chash_compute_something")
    (tmp_path / "server.c").write_text(
        'static int srv_parse_hash_key(char **args)\n{\n'
        '\tmemprintf(err, "\'%s\' expects \'id\', \'addr\', or \'addr-port\' value", args[0]);\n}\n')
    q = parse_query(text)
    msgs = messages(q)
    assert read_whole(q, msgs) == {0}
    assert message_lines(str(tmp_path), ["server.c"], msgs, run_on=run_on(q, msgs),
                         halves=read_whole(q, msgs)) == {}
