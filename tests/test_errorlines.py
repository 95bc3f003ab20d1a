"""Error lines of pasted text: the message each holds, as programs and loggers print them."""
from __future__ import annotations

import time

import pytest

from codesift.search.errorlines import MESSAGE_CHARS, body_messages, pasted_messages


@pytest.mark.parametrize("line, message", [
    # Python's logging: its default format, a custom one, Flask's and Celery's.
    ("ERROR:myapp.db:Failed to connect to the primary database", "Failed to connect to the primary database"),
    ("2024-01-15 10:23:45,123 - myapp.db - ERROR - Failed to connect to the primary database",
     "Failed to connect to the primary database"),
    ("[2024-05-14 10:22:31,402] ERROR in app: Exception on /api/orders/42 [GET]",
     "Exception on /api/orders/42 [GET]"),
    ("[2024-06-02 08:00:01,114: ERROR/ForkPoolWorker-2] Task reports.send_digest raised unexpected",
     "Task reports.send_digest raised unexpected"),
    # log4j / logback, Spring Boot, Ruby's Logger, nginx, glog, Maven.
    ("2024-01-15 10:23:45.123 ERROR [main] c.e.OrderService - Order 42 could not be saved",
     "Order 42 could not be saved"),
    ("2024-07-03T11:42:18.553Z  WARN 1 --- [nio-8080-exec-4] .w.s.m.s.DefaultResolver : Resolved request body",
     "Resolved request body"),
    ("E, [2024-01-15T10:23:45.123456 #12345] ERROR -- : Connection reset by the remote peer",
     "Connection reset by the remote peer"),
    ("2024/01/15 10:23:45 [error] 1234#0: *1 upstream timed out while reading response header",
     "upstream timed out while reading response header"),
    # nginx logs at syslog's levels, `emerg` and `alert` above `crit`; `nginx -t` prints its
    # own name before the bracketed level (set 82).
    ("2024/01/15 10:23:45 [emerg] 1#1: bind() to 0.0.0.0:80 failed (98: Address already in use)",
     "bind() to 0.0.0.0:80 failed (98: Address already in use)"),
    ("2024/01/15 10:23:45 [alert] 12#12: worker_connections are not enough for the listeners",
     "worker_connections are not enough for the listeners"),
    ('nginx: [emerg] unknown directive "proxy_pas" in /etc/nginx/conf.d/default.conf:12',
     'unknown directive "proxy_pas" in /etc/nginx/conf.d/default.conf:12'),
    ("E0115 10:23:45.123456   12345 server.go:123] failed to sync pod status with the api",
     "failed to sync pod status with the api"),
    ("[ERROR] Failed to execute goal on project shop: could not resolve dependencies",
     "Failed to execute goal on project shop: could not resolve dependencies"),
    # Tornado's format: the level's initial and the time in one bracket (Jupyter's, optuna's;
    # set 91); below warning, a message after the error lines'.
    ("[W 2026-03-02 10:14:55,120] Trial 12 failed with parameters: {'lr': 0.03} because of it.",
     "Trial 12 failed with parameters: {'lr': 0.03} because of it."),
    ("[E 2026-03-02 10:14:55.120 ServerApp] Uncaught exception GET /api/contents/a.ipynb",
     "Uncaught exception GET /api/contents/a.ipynb"),
    ("[I 240302 10:14:55 web:2243] Kernel started: 4f1c2d6e for the notebook",
     "Kernel started: 4f1c2d6e for the notebook"),
    # A logged exception gives the exception's message (Sidekiq).
    ("2025-02-10T16:01:12.852Z pid=8 tid=1sk WARN: NotImplementedError: ImportJob must implement a method",
     "ImportJob must implement a method"),
    # The error lines programs print themselves.
    ("ValueError: Invalid URL 'x': No scheme supplied", "Invalid URL 'x': No scheme supplied"),
    ("panic: handler cannot be nil", "handler cannot be nil"),
    # .NET's test runners write a space before the colon.
    ("NSubstitute.Exceptions.ReceivedCallsException : Expected to receive exactly 1 call matching:",
     "Expected to receive exactly 1 call matching:"),
    ("System.InvalidOperationException : Sequence contains no elements",
     "Sequence contains no elements"),
    ("warning: invalid logging spec 'verbose', ignoring it",
     "invalid logging spec 'verbose', ignoring it"),
    # Zig's std.log: the scope in parentheses right after the level.
    ("warning(clock): 0: synchronization failed, partitioned (sources=1 samples=12)",
     "0: synchronization failed, partitioned (sources=1 samples=12)"),
    ("error(cli): the data file already exists at that path", "the data file already exists at that path"),
    # Perl's die, warn and croak: the message, then where.
    ('Can\'t locate object method "current_user" via package "MyApp" at lib/MyApp.pm line 23.',
     'Can\'t locate object method "current_user" via package "MyApp"'),
    ("Use of uninitialized value $name in concatenation (.) or string at app.pl line 12, <STDIN> line 5.",
     "Use of uninitialized value $name in concatenation (.) or string"),
    # A tool's errors named in two capitalised words (Jekyll's Liquid errors, set 73).
    ("Liquid Exception: Could not locate the included file 'nav.html' in any of [\"/site/_includes\"].",
     "Could not locate the included file 'nav.html' in any of [\"/site/_includes\"]."),
    ("Syntax Error: Unexpected Name \"query\" in the document", "Unexpected Name \"query\" in the document"),
    # Its own name before them (httpie's nested JSON errors, set 75).
    ("HTTPie Type Error: Cannot perform 'key' based access on 'tags' which has a type of 'array'",
     "Cannot perform 'key' based access on 'tags' which has a type of 'array'"),
    # Dart's core errors, as they print: in words, an argument's name in parentheses.
    ("Bad state: The provider userProvider depends on authProvider, which may be scoped.",
     "The provider userProvider depends on authProvider, which may be scoped."),
    ("Invalid argument(s): The retry count must be positive", "The retry count must be positive"),
    ("Invalid argument (count): Must be positive: -1", "Must be positive: -1"),
    ("Unsupported operation: Cannot add to an unmodifiable list", "Cannot add to an unmodifiable list"),
    ("RangeError (index): Index out of range: index should be less than 3: 5",
     "Index out of range: index should be less than 3: 5"),
    # An error printed as a value, Rust's `{:?}` and Python's repr: the string it holds (set 91).
    ('Error("data did not match any variant of untagged enum Value", line: 1, column: 42)',
     "data did not match any variant of untagged enum Value"),
    ("ValueError('Cannot set different distribution kind to the same parameter name.')",
     "Cannot set different distribution kind to the same parameter name."),
    ('ParseError("invalid \\"port\\" number in the url")', 'invalid "port" number in the url'),
])
def test_the_message_of_a_logged_or_printed_error_line(line: str, message: str) -> None:
    assert pasted_messages("It fails every time with the output below.\n" + line + "\n") == [message]


@pytest.mark.parametrize("line", [
    "I get an ERROR when the cache is cold and the pool is full",
    # A numbered step, a heading word, a parenthesis, a Markdown link, a level alone on a line.
    "1. Start the server with WARN logging enabled and send a request",
    # A determiner opens prose, whatever capitalised words follow it.
    "The Type Error: it shows up only when the cache is cold and the pool is full",
    "ERROR handling should be improved in the retry path of the client",
    "INFO level logs are too noisy when the pool is full and busy",
    "(see the WARNING section of the docs for the details of it)",
    "[WARNING](https://example.org) is shown when the token has expired",
    "WARNING\nthe next line is long enough to be a message",
    # A word and a colon before a bracket are prose unless a level fills the bracket.
    "Note: [see below] the cache is cold and the pool is full",
    # A sentence's determiner before `Error`/`Exception` names no tool.
    "The Exception: it is raised twice when the cache is cold",
])
def test_prose_lines_and_lines_without_a_level_are_no_log_lines(line: str) -> None:
    assert pasted_messages(line + "\n") == []


def test_a_log_line_s_first_level_decides_and_a_quoted_line_is_one() -> None:
    assert pasted_messages("2024-01-01 10:00:00 INFO Retrying after ERROR from upstream\n") == [
        "Retrying after ERROR from upstream"]
    for prefix in ("> ", "    "):
        assert pasted_messages(prefix + "2024-01-15 10:23:45 ERROR [main] App - Order 42 not saved\n") == [
            "Order 42 not saved"]


def test_log_lines_below_warning_come_after_every_error_line_once_each() -> None:
    # werkzeug's reloader says its symptom at INFO, over and over; the error still leads.
    log = ("2024-05-02 10:14:04,011 INFO werkzeug:  * Detected change in 'models.py', reloading\n"
           "2024-05-02 10:14:04,322 INFO werkzeug:  * Restarting with stat\n"
           "2024-05-02 10:14:05,007 INFO werkzeug:  * Detected change in 'models.py', reloading\n"
           "2024-05-02 10:14:05,100 ERROR [main] app - Order 42 could not be saved\n")
    assert pasted_messages(log) == ["Order 42 could not be saved",
                                    "* Detected change in 'models.py', reloading",
                                    "* Restarting with stat"]


@pytest.mark.parametrize("line, message", [
    # Go's `log` package, Serilog's SelfLog (an ISO stamp to the 100 ns), a bracketed stamp.
    ("2009/11/10 23:00:00 open config.yaml: no such file or directory",
     "open config.yaml: no such file or directory"),
    ("2025-06-03T14:22:07.5183321Z Named property count does not match parameter count: Order",
     "Named property count does not match parameter count: Order"),
    ("[2024-05-14 10:22:31] worker stopped after 3 retries", "worker stopped after 3 retries"),
])
def test_a_line_stamped_with_a_date_and_time_and_no_level_is_a_log_line(line: str,
                                                                        message: str) -> None:
    assert pasted_messages(line + "\n(from the nightly job; it never recovers)\n") == [message]


def test_a_stamped_line_comes_after_the_error_lines_and_a_date_alone_is_prose() -> None:
    log = ("2024-05-02 10:14:04 listening on port 8080 for requests\n"
           "ValueError: Invalid URL 'x': No scheme supplied\n")
    assert pasted_messages(log) == ["Invalid URL 'x': No scheme supplied",
                                    "listening on port 8080 for requests"]
    assert pasted_messages("2024-05-02 we moved the service to the new cluster\n") == []


@pytest.mark.parametrize("line, message", [
    # A program's name in brackets, as JavaScript tools and Go middleware tag what they print.
    ("[winston] Attempt to write logs with no transports, which can increase memory usage",
     "Attempt to write logs with no transports, which can increase memory usage"),
    ("[negroni] listening on :8080 and serving requests", "listening on :8080 and serving requests"),
    ("> [GIN-debug] redirecting request 301: /users/ --> /users", "redirecting request 301: /users/ --> /users"),
])
def test_a_line_tagged_with_a_program_s_name_is_a_log_line(line: str, message: str) -> None:
    assert pasted_messages(line + "\n(printed once for every line we log from the worker)\n") == [message]


@pytest.mark.parametrize("line, message", [
    # A compiler's or checker's diagnostic: the location is the user's file, the message may be
    # the project's (a compiler plugin, an annotation processor, a linter).
    ("src/main.c:12:5: error: expected identifier before return", "expected identifier before return"),
    ("App.java:42: error: cannot find symbol in scope", "cannot find symbol in scope"),
    ("src/app.ts(12,5): error TS2304: Cannot find name 'fooBar'.", "Cannot find name 'fooBar'."),
    ("app/models.py:12: error: Incompatible types in assignment  [assignment]",
     "Incompatible types in assignment  [assignment]"),
    ("e: [ksp] /home/u/app/src/main/kotlin/Graph.kt:14: Cycle detected in the graph",
     "Cycle detected in the graph"),
    ("e: file:///home/u/app/src/App.kt:12:5 Unresolved reference: fooBar", "Unresolved reference: fooBar"),
    ("w: /home/u/app/src/App.kt: (3, 1): Parameter 'x' is never used", "Parameter 'x' is never used"),
])
def test_a_compiler_diagnostic_s_message_follows_its_location(line: str, message: str) -> None:
    assert pasted_messages("> Task :app:compileKotlin FAILED\n" + line + "\n") == [message]


@pytest.mark.parametrize("text, message", [
    # GHC puts the message on the line after the location, indented, after a bullet; from 9.6
    # an error code, and warnings their flag, in brackets after the severity (set 88's servant
    # question pasted a library's custom type error so).
    ("src/Api.hs:41:13: error: [GHC-64725]\n    \u2022 Only one Fragment allowed per endpoint in api\n"
     "    \u2022 In the expression: safeLink api (Proxy @UserFragment)",
     "Only one Fragment allowed per endpoint in api"),
    ("src/Api.hs:41:13: error:\n    \u2022 No instance for (FromHttpApiData UserId)\n"
     "        arising from a use of \u2018serve\u2019",
     "No instance for (FromHttpApiData UserId)"),
    ("app/Main.hs:(12,1)-(14,20): warning: [GHC-62161] [-Wincomplete-patterns]\n"
     "    Pattern match(es) are non-exhaustive\n    In an equation for \u2018f\u2019:",
     "Pattern match(es) are non-exhaustive"),
])
def test_a_diagnostic_s_message_may_follow_on_the_next_line(text: str, message: str) -> None:
    assert pasted_messages("$ cabal build\n" + text + "\n") == [message]


@pytest.mark.parametrize("line, message", [
    ('PHP Warning:  Undefined array key "x" in /var/www/lib/Config.php on line 306',
     'Undefined array key "x" in /var/www/lib/Config.php on line 306'),
    ("Notice: Trying to access array offset on null in /app/src/Foo.php on line 12",
     "Trying to access array offset on null in /app/src/Foo.php on line 12"),
    ("PHP Deprecated:  Creation of dynamic property Foo::$bar is deprecated in /app/Foo.php on line 7",
     "Creation of dynamic property Foo::$bar is deprecated in /app/Foo.php on line 7"),
])
def test_a_php_error_line_s_message_follows_its_level(line: str, message: str) -> None:
    assert pasted_messages(line + "\n") == [message]
    # A level word opening prose, with no location closing the line, is no error line.
    assert pasted_messages("Notice: the API changed in version 2 of the library\n") == []


@pytest.mark.parametrize("line", [
    "src/foo.py:12:    def parse_header(self, line): return line",   # a grep result
    "  --> src/main.rs:2:5",                                          # rustc's pointer alone
    "./cmd/main.go:12:3: undefined: fooBar in this package scope",    # no severity word
])
def test_a_location_without_a_severity_is_no_diagnostic(line: str) -> None:
    assert pasted_messages(line + "\n") == []


@pytest.mark.parametrize("line", [
    "[x] the cache is cleared before the pool is full",
    "[1] the original report on the mailing list of the project",
    "[the docs](https://example.org) say the pool is never full",
    "[docs]: https://example.org/the/pool/is/never/full/at/all",
])
def test_a_checkbox_footnote_or_link_is_no_tagged_line(line: str) -> None:
    assert pasted_messages(line + "\n") == []


def test_a_long_error_line_gives_its_first_words() -> None:
    line = "KeyError: the key was not found in the mapping " + "x" * 1000
    (message,) = pasted_messages(line)
    assert message.startswith("the key was not found") and len(message) == MESSAGE_CHARS


def test_a_rust_panic_message_on_the_next_line_is_an_error_line() -> None:
    text = "thread 'main' panicked at src/main.rs:2:5:\ninvalid route insertion failed for /a\n"
    assert pasted_messages(text) == ["invalid route insertion failed for /a"]
    # Before Rust 1.73 the message was quoted on the same line; cargo indents a build
    # script's output. Neither gave a message.
    old = ("  thread 'main' panicked at 'Could not find directory of OpenSSL installation', "
           "/cargo/find_normal.rs:174:5\n  note: run with `RUST_BACKTRACE=1`\n")
    assert pasted_messages(old) == ["Could not find directory of OpenSSL installation"]
    assert pasted_messages("  " + text.replace("\n", "\n  ")) == ["invalid route insertion failed for /a"]


def test_each_cause_of_an_anyhow_chain_and_a_jvm_thread_s_exception_is_an_error_line() -> None:
    # reqwest: the socks proxy's "error resolving for socks proxy" was in no message; only
    # the caller's "error sending request for url (…)" was, which error.rs says.
    text = ("Error: error sending request for url (http://internal:8080/status)\n\n"
            "Caused by:\n    0: client error (Connect)\n    1: error resolving for socks proxy\n"
            "    2: error resolving DNS\n\nLocation:\n    src/main.rs:10:5\n")
    assert pasted_messages(text) == [
        "error sending request for url (http://internal:8080/status)", "client error (Connect)",
        "error resolving for socks proxy", "error resolving DNS"]
    # Pasted from Windows; a cause wrapped onto a second line is no cause of its own.
    crlf = text.replace("    2: error resolving DNS\n", "       on its second line\n    2: error resolving DNS\n")
    assert pasted_messages(crlf.replace("\n", "\r\n")) == pasted_messages(text)
    single = "Error: failed to read the config file\n\nCaused by:\n    No such file or directory (os error 2)\n"
    assert pasted_messages(single)[1] == "No such file or directory (os error 2)"
    # Unnumbered, only the first line is the cause: cargo indents a build script's output there.
    cargo = ("error: failed to run custom build command for `ring v0.16.20`\n\nCaused by:\n"
             "  process didn't exit successfully: `build-script-build` (exit status: 101)\n"
             "  --- stdout\n  cargo:rustc-cfg=const_fn\n  cargo:rerun-if-env-changed=OPENSSL_DIR\n")
    assert pasted_messages(cargo) == ["failed to run custom build command for `ring v0.16.20`",
                                      "process didn't exit successfully: `build-script-build` (exit status: 101)"]
    # The rest of the block is read as any text: the build script's panic is its message, and
    # a backtrace's numbered frames under it are no causes.
    panicked = cargo + ("  --- stderr\n  thread 'main' panicked at build.rs:9:5:\n"
                        "  Could not find directory of OpenSSL installation\n  stack backtrace:\n"
                        "     0: rust_begin_unwind\n     1: core::panicking::panic_fmt\n")
    assert pasted_messages(panicked)[2:] == ["Could not find directory of OpenSSL installation"]
    jvm = ('Exception in thread "main" java.lang.IllegalStateException: Expected BEGIN_OBJECT but was STRING\n'
           "\tat com.acme.App.main(App.java:9)\n")
    assert pasted_messages(jvm) == ["Expected BEGIN_OBJECT but was STRING"]


def test_an_error_quoted_in_an_issue_s_prose_is_an_error_line_after_the_real_ones() -> None:
    # itsdangerous' and commons-cli's issues quoted their errors inline, in backticks.
    issue = ("A fresh link is rejected with `itsdangerous.exc.SignatureExpired: Signature age -2 "
             "< 0 seconds`. We call `s.loads(token, max_age=3600)`.\n"
             "ValueError: the separator cannot be used here\n")
    assert pasted_messages(issue) == ["the separator cannot be used here",
                                      "Signature age -2 < 0 seconds"]
    # A code span that is no error line (a call, a name) says no message.
    assert pasted_messages("Use `client.retry(count=3)` and `Signer.sign`.") == []


def test_a_pasted_json_error_body_gives_its_message_fields_and_no_error_line() -> None:
    # PostgREST's error body: "JWT expired" is what its Error.hs says; the code and nulls are no
    # message, nor is a one-word field (OAuth's "invalid_grant": a code, kept as a query word).
    body = '{"code":"PGRST303","details":null,"hint":null,"message":"JWT expired"}'
    text = body + "\n\nOur tokens are minted with exp = now + 60s."
    assert body_messages(text) == ["JWT expired"]
    assert pasted_messages(text) == []   # no error line: an issue holding it stays a question
    oauth = ('HTTP 400 {"error": "invalid_grant", "error_description": '
             '"The provided authorization grant is invalid", "hint": "Failed to verify `code_verifier`."}')
    assert body_messages(oauth) == ["The provided authorization grant is invalid",
                                    "Failed to verify `code_verifier`."]
    assert body_messages('{"detail": "Authentication credentials were not provided."}') == [
        "Authentication credentials were not provided."]
    # Another field's value is none: a config's title, a package's description.
    assert body_messages('{"title": "Getting started with the client", "version": "1.0"}') == []


def test_a_text_without_an_error_lines_marks_says_nothing() -> None:
    # The quick answer for most queries: no colon, bracket, parenthesis, slash, dash or digit.
    assert pasted_messages("ValueError Invalid URL no scheme supplied") == []
    assert pasted_messages("ValueError: Invalid URL 'x' no scheme supplied") == [
        "Invalid URL 'x' no scheme supplied"]
    assert pasted_messages("ERROR - the order could not be saved") == [
        "the order could not be saved"]


def test_a_quoted_bound_or_annotation_is_no_error_line() -> None:
    # The review: `Self::Item: Send + Sync + 'static` gave the message "Send + Sync + 'static".
    assert pasted_messages("It needs `Self::Item: Send + Sync + 'static` and "
                           "`self.Meta: ClassVar[type] = something` to hold.") == []


@pytest.mark.parametrize("unit", ["-", "[", "ERROR ", "1 ", "[x] ", "a: ", "- - ", "Caused by:\n\t",
                                  "Caused by:\n 1: a\n", 'Exception in thread "a"\n',
                                  'Exception in thread "a" \n \n', "thread 'a' panicked at '" + "', x:1:" * 30 + "\n",
                                  "  thread 'a' panicked at 'x', a:1:2\n",
                                  "[INFO] " + "-" * 16 + "\n", "2024-01-01 ERROR " + "- " * 8 + "\n",
                                  "e: [a] " + "a.b" * 120 + ":1 ", "a/" * 200 + "b.c(1,2):",
                                  "a at b line 1 " * 30 + "\n", "x" * 20 + " at" * 200 + " line 1.\n",
                                  '"message": "', '"error":"a\\\\ ' + "b" * 290,
                                  "$ a\n", "a@b:" * 50 + "$ x\n", "a.b@" * 80 + "\n",
                                  "Caused by: " * 40 + "\n"])
def test_hostile_log_lines_take_linear_time(unit: str) -> None:
    # A pasted log of dashes or brackets stays linear in its length: `[INFO] ----` lines took
    # 300 times as long as plain ones when the separators could be split every way.
    # Compared with a text of the same size without the unit: a ratio, not a timed budget.
    size = 200_000
    text = (unit * (size // len(unit)) + "ERROR\n") * 2
    # The plain lines hold a "-", so the patterns run over them too (a text with none of an
    # error line's marks returns at once).
    plain = ("INFO " + "a" * 59 + "-\n") * (len(text) // 66)
    took = []
    for t in (plain, text):
        start = time.process_time()
        pasted_messages(t)
        body_messages(t)
        took.append(time.process_time() - start)
    assert took[1] < took[0] * 20, took




def test_a_cause_on_its_own_caused_by_line_is_an_error_line() -> None:
    # mdBook logs each cause of an anyhow chain as `\tCaused By: …` after the context line;
    # the root cause (`check_for_duplicates`' message) was no message at all.
    text = ('2025-06-02 10:41:07 [ERROR] (mdbook): Summary parsing failed for file="a/SUMMARY.md"\n'
            '\tCaused by: Duplicate file in SUMMARY.md: "guide/installation.md"')
    assert pasted_messages(text)[1:] == ['Duplicate file in SUMMARY.md: "guide/installation.md"']
    # Java's names its exception, whose message it is.
    java = ('Exception in thread "main" java.lang.RuntimeException: loading the settings failed\n'
            '\tat a.B.c(B.java:3)\nCaused by: java.io.IOException: Stream closed before the end\n')
    assert pasted_messages(java) == ["loading the settings failed", "Stream closed before the end"]


def test_what_a_command_printed_under_its_prompt_is_a_message() -> None:
    # rubygems.org: the reason a push failed is the third line of the pasted session; htop's
    # "Cannot open /proc/meminfo: …" the only line under `$ docker run …`. The command is the
    # user's, and a line after a blank line, a fence or the next prompt is not its output.
    session = ("$ gem push pkg/acme-client-2.3.1.gem\nPushing gem to https://rubygems.org...\n"
               "Repushing of gem versions is not allowed.\n\nWhat changed?")
    assert body_messages(session) == ["Pushing gem to https://rubygems.org...",
                                      "Repushing of gem versions is not allowed."]
    assert body_messages("me@box:~/app$ htop -d 10\nCannot open /proc/meminfo: gone\n```\n"
                         "$ ls -la\nnot printed here") == ["Cannot open /proc/meminfo: gone",
                                                            "not printed here"]
    assert body_messages("Price: $ 5 or more\n\nthe $HOME folder") == []
    # Inside an issue asking about something else, a session's output is context: thor's
    # "No value provided for option '--env'" led an issue about the exit status.
    issue = ("After bumping thor our CI stopped failing when a command gets bad arguments:\n\n"
             "$ bin/tool deploy --env\nNo value provided for option '--env'\n$ echo $?\n0\n\n"
             "Where is the exit status decided and what do we override to exit with 1?")
    assert body_messages(issue) == []
