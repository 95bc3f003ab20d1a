"""Reading queries: filler out, code-shaped tokens and named paths in, long texts bounded."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from codesift.search.frames import Frame
from codesift.search.query import MAX_RUN, MAX_TERMS, parse_query, word_pairs, word_triples
from conftest import write_repo

TRACEBACK = '''\
Crash when the scheduler retries a job

Traceback (most recent call last):
  File "app/main.py", line 8, in main
    run()
  File "src/jobs/scheduler.py", line 12, in due_jobs
    return [j for j in self.jobs if j.when <= now]
TypeError: '<=' not supported between instances of 'NoneType' and 'float'
'''


def test_filler_dropped_identifiers_kept() -> None:
    q = parse_query("where is `retry_after` handled in adapters.py?")
    assert "where" not in q.terms and "is" not in q.terms
    assert q.identifiers[:2] == ["retry_after", "adapters.py"]
    assert "adapters.py" in q.paths


def test_change_verbs_weigh_less_than_topic_words() -> None:
    q = parse_query("fix retry backoff")
    assert q.terms["fix"] < q.terms["retry"] == q.terms["backoff"]


def test_stack_trace_frames_give_paths_and_function_names() -> None:
    q = parse_query(TRACEBACK + "\nSee also django.db.models for the ORM side." * 3)
    assert q.long
    assert q.paths[:2] == ["app/main.py", "src/jobs/scheduler.py"]
    assert "django/db/models" in q.paths
    assert {"due_jobs", "main", "TypeError"} <= set(q.identifiers)
    # In long text the code-shaped tokens outweigh the prose around them.
    assert q.terms["due"] > q.terms["crash"]


def test_every_trace_language_names_its_frames_functions() -> None:
    # Frames are read once (search/frames.py): the functions of Java, Go, Ruby and Rust
    # frames weigh as identifiers as Python's and JavaScript's do.
    trace = ("\tat retrofit2.OkHttpCall.parseResponse(OkHttpCall.java:225)\n"
             "main.(*Server).handleConn(0xc0000)\n\t/home/u/app/server.go:42 +0x1d\n"
             "/app/lib/sinatra/base.rb:1028:in `halt'\n"
             "   4: app::server::dispatch_request\n      at ./src/server.rs:42:5\n")
    q = parse_query(trace)
    assert {"parseResponse", "handleConn", "halt", "dispatch_request"} <= set(q.identifiers)


def test_in_long_text_an_identifier_counts_more_than_its_parts() -> None:
    # ripgrep's "re-enable mmap on 32-bit architectures" issue says it was "tested using
    # MinGW": its parts `min` and `gw` took MinGW's whole lift and min_len, min_depth and
    # min_literal_len led the answer. The whole token is the specific signal.
    q = parse_query("re-enable mmap on 32-bit architectures. " * 5 + "Tested using MinGW and Wine.")
    assert q.long
    assert q.terms["mingw"] > q.terms["mmap"] > q.terms["min"]
    assert q.terms["min"] == q.terms["gw"] > 1.0   # still lifted above a plain prose word


def test_calls_are_names_followed_by_a_parenthesis() -> None:
    q = parse_query("memory use is reduced (by half) once ClientIP() trusts its proxies")
    assert "ClientIP" in q.identifiers
    assert "reduced" not in q.identifiers


def test_long_text_keeps_a_bounded_number_of_terms(index) -> None:
    words = " ".join(f"word{i} scheduler" for i in range(3000))
    q = parse_query(words)
    assert len(q.terms) > MAX_TERMS  # the parser keeps everything; search picks the best
    result = index.search(words, limit=5)
    assert result.hits  # answers, and does not choke on 3,000 distinct terms


def test_a_path_named_in_an_issue_ranks_its_file_first(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    files = {
        # The named files share no words with the issue beyond their paths...
        "src/jobs/scheduler.py": "class Planner:\n    def pick(self, t):\n        return t\n",
        "app/main.py": "def start():\n    return 0\n",
        # ...while this one repeats the issue's words (and its frames' names) many times over.
        "src/jobs/notes.py": "\n".join(
            f"def crash_retry_{i}(job):\n"
            f"    '''Crash when the scheduler retries a job: due_jobs main run TypeError.'''\n"
            for i in range(20)),
    }
    ix = make_index(write_repo(tmp_path / "r", files))
    ix.refresh()
    hits = ix.search(TRACEBACK).hits
    assert hits[0].path in {"app/main.py", "src/jobs/scheduler.py"}
    top_files = []
    for h in hits:
        if h.path not in top_files:
            top_files.append(h.path)
    assert set(top_files[:2]) == {"app/main.py", "src/jobs/scheduler.py"}


def test_a_changelog_named_in_passing_is_not_a_pointer(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    files = {
        "src/shop/cart.py": ('def apply_discount(cart, code):\n'
                             '    """Apply a discount code to the cart total."""\n'
                             '    return cart.total - lookup(code)\n'),
        "CHANGES.md": "# Changes\n\n## 2.1\n\n- Fix the cart total.\n",
    }
    ix = make_index(write_repo(tmp_path / "r", files))
    ix.refresh()
    issue = ("The cart total goes negative when a discount code is larger than the total. "
             "apply_discount should clamp the total at zero. Steps: add one item, apply the "
             "code SAVE50, check the total. I also added a line to CHANGES.md for this fix.")
    assert parse_query(issue).long
    assert ix.search(issue).hits[0].path == "src/shop/cart.py"
    # Named in a short query, the same file is what the agent asked for.
    assert ix.search("what changed in CHANGES.md").hits[0].path == "CHANGES.md"


def test_a_dotted_module_name_finds_its_file(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    files = {
        "django/db/models/base.py": "class Model:\n    def save(self):\n        pass\n",
        # More of the query's words, but not the module it names.
        "django/db/backends/base.py": ("class BaseDatabaseWrapper:\n    def save_table(self):\n"
                                       "        '''Save is slow when the table is large.'''\n"),
    }
    ix = make_index(write_repo(tmp_path / "r", files))
    ix.refresh()
    hits = ix.search("save is slow in django.db.models when the table is large").hits
    assert hits[0].path == "django/db/models/base.py"


def test_a_java_class_after_its_package_names_its_file_and_a_raised_one_names_none(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    # jackson-core: `com.fasterxml.jackson.core.exc.InputCoercionException: Numeric value …`
    # named every file of `exc/` as surely as the line saying the message.
    assert parse_query("getCurrentName() in com.acme.core.JsonParser has been deprecated"
                       ).paths == ["com/acme/core/JsonParser"]
    assert parse_query("com.acme.core.exc.InputCoercionException: Numeric value out of range"
                       ).paths == []
    files = {
        "src/main/java/com/acme/core/exc/InputCoercionException.java": (
            "package com.acme.core.exc;\n\n/** Thrown when a number does not fit its type. */\n"
            "public class InputCoercionException extends Exception {\n}\n"),
        "src/main/java/com/acme/core/exc/StreamReadException.java": (
            "package com.acme.core.exc;\n\npublic class StreamReadException extends Exception {\n}\n"),
        "src/main/java/com/acme/core/base/ParserBase.java": (
            "package com.acme.core.base;\n\npublic abstract class ParserBase {\n"
            "    protected void reportOverflowInt(String numDesc) throws InputCoercionException {\n"
            "        throw new InputCoercionException(\"Numeric value (\" + numDesc + \") out of range of int\");\n"
            "    }\n}\n")}
    ix = make_index(write_repo(tmp_path / "j", files))
    ix.refresh()
    top = ix.search("com.acme.core.exc.InputCoercionException: Numeric value (3000000000) out of "
                    "range of int").hits[0]
    assert (top.path, top.symbol) == ("src/main/java/com/acme/core/base/ParserBase.java",
                                      "reportOverflowInt")


def test_versions_are_noticed() -> None:
    for text in ("Drop support for Python 3.9", "Allow idna 3.x", "require urllib3 >=2",
                 "support Redis v4", "fails since 1.2.3", "bump to 2.0.", "upgrade to x 2.1.0rc1",
                 # after a colon that ends no time (Alamofire's Package.swift, 20f6f1a lost it)
                 "Update swiftLanguageVersions to swift-tools-version:4.2"):
        assert parse_query(text).versions, text
    for text in ("user id", "retry after 3 attempts", "HTTP2 frames", "getUserById",
                 "dial udp 10.0.0.5:514: connect: connection refused", "bind 127.0.0.1:8080",
                 "2024-01-15 10:23:45.123 ERROR pool exhausted"):
        assert not parse_query(text).versions, text


MANIFEST_REPO = {
    # The manifest names the dependency once; the source uses it all over.
    "pyproject.toml": ('[project]\nname = "fetcher"\nrequires-python = ">=3.9"\n'
                       'dependencies = ["idna>=2,<3", "certifi"]\n'),
    "src/fetcher/hosts.py": "\n".join(
        f"def encode_host_{i}(host):\n    '''IDNA-encode a host name with idna.'''\n"
        f"    import idna\n    return idna.encode(host)\n" for i in range(8)),
    "src/fetcher/client.py": "def fetch(url):\n    return url\n",
}


def test_a_version_query_puts_the_manifest_first(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    ix = make_index(write_repo(tmp_path / "r", MANIFEST_REPO))
    ix.refresh()
    assert ix.search("Allow idna 3.x").hits[0].path == "pyproject.toml"
    # Without a version the same words are about the code that uses idna.
    assert ix.search("idna encoding").hits[0].path == "src/fetcher/hosts.py"
    # A pasted issue names versions in passing: no manifest preference there.
    issue = ("Hosts with unicode labels fail to encode " * 5 + "on Python 3.12 with idna 3.7. "
             "encode_host_3 raises for every unicode host name we tried, see below.")
    assert parse_query(issue).long
    assert ix.search(issue).hits[0].path == "src/fetcher/hosts.py"


def test_a_version_query_reaches_the_root_manifest_past_many_nested_ones(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    # socket.io keeps 79 manifests under its examples and docs: only 20 are taken, and the
    # root's, which declares the project's versions, must be one of them (the first 20 in
    # document order had none of its root or package folders).
    files = {f"examples/demo{i:02}/package.json":
             '{"name": "demo%d", "dependencies": {"left-pad": "^1.0.0"}}\n' % i for i in range(80)}
    files["package.json"] = '{"name": "padder", "engines": {"node": ">=14"}}\n'
    files["src/pad.js"] = "function pad(s) {\n  return s;\n}\n"
    ix = make_index(write_repo(tmp_path / "r", files))
    ix.refresh()
    assert "package.json" in [h.path for h in ix.search("Allow 2.x", limit=20).hits]


def test_short_queries_spell_one_identifier() -> None:
    assert parse_query("setImmediate").whole == ("setimmediate",)
    assert parse_query("_get_text_stdout").whole == ("get_text_stdout",)
    assert parse_query("get text stdout").whole == ("gettextstdout", "get_text_stdout")
    # A qualified name is two tokens, one word is already its own token, prose spells nothing.
    assert parse_query("Client.send").whole == ()
    assert parse_query("retry").whole == ()
    assert parse_query("crash when the scheduler retries a job twice").whole == ()


USED_ONLY = {
    # ``setImmediate`` is declared nowhere: the answer is the function that calls it, not the
    # ``set`` method that only shares its first word (and outweighs it on BM25 by name).
    "lib/response.js": (
        "/** Set a header field. */\n"
        "res.set = function set(field, value) {\n  this.setHeader(field, value);\n  return this;\n};\n\n"
        "function sendfile(res, file, options, callback) {\n  var done = false;\n"
        + "".join(f"  var step{i} = options.step{i} || {i};\n" for i in range(30))
        + "  function onfinish(err) {\n    setImmediate(function () {\n      done = true;\n"
        "      callback(err);\n    });\n  }\n  file.on('end', onfinish);\n}\n"),
    "lib/app.js": "/** Set an app setting. */\napp.set = function set(setting, val) {\n"
                  "  this.settings[setting] = val;\n  return this;\n};\n",
}


def test_an_identifier_used_but_never_declared_finds_its_users(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    ix = make_index(write_repo(tmp_path / "r", USED_ONLY))
    ix.refresh()
    for query in ("setImmediate", "set immediate"):
        top = ix.search(query).hits[0]
        assert (top.path, top.symbol) == ("lib/response.js", "sendfile"), query


@pytest.mark.parametrize("text, key", [
    ("dead_max_jobs: 50000", "dead_max_jobs"), (":dead_max_jobs: 50000", "dead_max_jobs"),
    ('"dead_max_jobs": 50000,', "dead_max_jobs"), ("config[:dead_max_jobs]", "dead_max_jobs"),
    ("shutdown_grace_period: :timer.seconds(30)", "shutdown_grace_period"),
    ("MAX_RETRIES = 5", "MAX_RETRIES"), ("retry_on: [Timeout, IOError]", "retry_on"),
    # A message after a colon, a commit's scope, a sentence: no setting.
    ("TypeError: x is not a function", None), ("fix: handle errors", None),
    ("foo_bar = baz qux quux", None), ("max_retries", None),
    ("grep_printer::Printer::new", None), ("query.py:QuerySet.filter", None),
    # A type's name before a colon is an error line (Django's, requests'); a word in capitals
    # is a key given with `=` or a literal value, not before a message.
    ("ImproperlyConfigured: SECRET_KEY", None), ("ConnectTimeout: timed out", None),
    ("DEBUG = True", "DEBUG"), ("TIMEOUT: 30", "TIMEOUT"), ("ERROR: connection refused", None),
    ("TODO: remove this", None),
])
def test_a_pasted_setting_names_its_key(text: str, key: str | None) -> None:
    q = parse_query(text)
    assert q.assigned == key
    if key is not None:
        assert q.single_identifier == key


def test_a_pasted_setting_finds_the_code_reading_its_key(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    # sidekiq: `dead_max_jobs: 50000` led with `DEFAULT_MAX_RETRY_ATTEMPTS` (its words "max"
    # and a number), holding no part of the key, where `dead_max_jobs` alone found its reader.
    ix = make_index(write_repo(tmp_path / "r", {
        "lib/retry.rb": "class JobRetry\n"
                        "  DEFAULT_MAX_RETRY_ATTEMPTS = 25\n"
                        "  DEFAULT_MAX_JOBS = 50000\n"
                        "  def max_attempts(msg)\n    msg['retry'] || DEFAULT_MAX_RETRY_ATTEMPTS\n  end\n"
                        "  def send_to_morgue(msg)\n    now = Time.now.to_f\n"
                        "    dead.trim(@config[:dead_max_jobs])\n  end\nend\n",
    }))
    ix.refresh()
    for query in ("dead_max_jobs", "dead_max_jobs: 50000", "config[:dead_max_jobs]"):
        top = ix.search(query).hits[0]
        assert top.symbol == "send_to_morgue", query


def test_how_to_questions_ask_for_docs_too() -> None:
    from codesift.search.priors import path_classes_asked

    for text in ("how do I use a proxy", "How to serve static files", "how can we retry"):
        assert "doc" in path_classes_asked(parse_query(text)), text
    for text in ("how does the cache expire", "show proxy settings", "retry with backoff"):
        assert "doc" not in path_classes_asked(parse_query(text)), text


@pytest.mark.parametrize("text, asked", [
    ("ChangeLog", {"doc"}), ("README", {"doc"}), ("tests for the parser", {"test"}),
    ("unit-test runner", {"test"}), ("the Makefile target", {"config"}),
    # sqlc and tantivy: "where is the query_parameter_limit option documented" asked nothing.
    ("where is index sorting documented", {"doc"}), ("is the lexer tested", {"test"}),
    # An identifier's parts ask for nothing: it names a declaration (or a file) outright.
    ("TestCase", set()), ("DocBlock", set()), ("test_utils helpers", set()),
    ("Upgrade flutter_http_example to cupertino_http", set()),
    # Nor do a pasted path's or a qualified name's parts (an XCTest failure, an Android trace).
    ("/Users/a/App/Tests/AppTests/SyncTests.swift:42: error: waitUntil failed", set()),
    ("at com.example.app.Main.onCreate crashed", set()), ("tests in src/lib.rs", {"test"}),
    # A question's "config" or "settings" asks how code reads them: CTFd's config.ini, its
    # comments saying the question's words, led "REVERSE_PROXY in config.ini: what does …?".
    ("REVERSE_PROXY in config.ini: what does setting it to a list of numbers do?", set()),
    ("where are the settings read at start-up", set()), ("config file loader", {"config"}),
    ("which docker image does the ci workflow use?", {"config"}),
])
def test_path_classes_are_asked_by_words_as_typed(text: str, asked: set[str]) -> None:
    # fmt's "ChangeLog" left ChangeLog.md out (split, it asked for nothing), while
    # "Drop private imports from test_urlparse.py" asked for tests by a file name's part.
    from codesift.search.priors import path_classes_asked

    assert path_classes_asked(parse_query(text)) == asked


def test_a_host_opening_a_path_is_no_identifier() -> None:
    # `github.com/gin-gonic/gin.(*Context).JSON`: "github.com" is where a module lives.
    assert parse_query("github.com/gin-gonic/gin.(*Context).JSON").identifiers == []
    assert parse_query("see golang.org/x/net for it").identifiers == []
    assert parse_query("use os.path.join here").identifiers == ["os.path.join"]


@pytest.mark.parametrize("text", ["why does parse(x) fail", "Fix parse()", "call foo()",
                                  "Add support for foo(bar baz)", "the value of f(x, y)"])
def test_prose_with_a_call_is_no_c_head(text: str) -> None:
    assert parse_query(text).declared is None


def test_a_run_too_long_to_name_anything_is_dropped() -> None:
    # A pasted base64 blob ("AAAA…") or minified line: every pattern scanning it cost time in
    # proportion to its length from each position in it (a 40 KB blob took 27 s). A run of
    # more than MAX_RUN characters without a space names nothing and is dropped; a Java frame
    # with its package, ~150 characters, is kept.
    blob = "A" * (MAX_RUN + 1)
    q = parse_query(f"decode fails on {blob} in utils.py")
    assert blob not in q.text and "aaaa" not in "".join(q.terms)
    assert q.paths == ["utils.py"] and {"decode", "fails"} <= set(q.terms)
    frame = ("\tat org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandler"
             "Adapter.invokeHandlerMethod(RequestMappingHandlerAdapter.java:895)")
    assert len(frame) < MAX_RUN
    assert parse_query(frame).frames == [
        Frame("RequestMappingHandlerAdapter.java", 895, "invokeHandlerMethod")]


def test_identifiers_and_paths_start_where_a_word_starts() -> None:
    q = parse_query("see x_y.a.b.c and 2fa_token in a/b/c.py")
    assert "x_y.a.b.c" in q.identifiers and "a/b/c.py" in q.paths
    assert "fa_token" not in q.identifiers   # not from inside the word 2fa_token


@pytest.mark.parametrize("text, paths", [
    ("test_functions.bash", ["test_functions.bash"]),   # bash was not among the extensions
    ("port plug.ex and init.lua", ["plug.ex", "init.lua"]),
    ("e.g. the i.e. thing, bump v1.2.3", []),
    ("escape json for res.json and res.html", []),       # member accesses, not files
    # pm2's "pm2 start ecosystem.config.js": the whole name, not its tail `config.js`.
    ("pm2 start ecosystem.config.js --env production", ["ecosystem.config.js"]),
])
def test_a_bare_file_name_with_a_source_extension_is_a_path(text: str, paths: list[str]) -> None:
    assert parse_query(text).paths == paths


@pytest.mark.parametrize("text, name, kind", [
    ("type Engine struct", "Engine", "struct"),
    ("def send(self, request, **kwargs):", "send", "method"),
    ("async def fetch_user(uid: int) -> User:", "fetch_user", "function"),
    ("func (c *Context) JSON(code int, obj any)", "Context.JSON", "method"),   # its receiver
    ("func (s *Stack[T]) Push(v T)", "Stack.Push", "method"),
    ("redisContext *redisConnect(const char *ip, int port)", "redisConnect", "function"),
    ("static void *createStringObject(const redisReadTask *task, size_t len);",
     "createStringObject", "prototype"),
    ("int main(void)", "main", "function"),
    ("pub(crate) fn search_path<P: AsRef<Path>>(", "search_path", "function"),
    ("class HTTPAdapter(BaseAdapter):", "HTTPAdapter", "class"),
    ("export const parseBody = (response) =>", "parseBody", "function"),
    ("interface Converter<F, T>", "Converter", "interface"),
    ("def merge_setting", "merge_setting", "function"),
    ("class Session", "Session", "class"),
])
def test_a_typed_declaration_head_names_its_identifier_and_kind(text: str, name: str,
                                                                kind: str) -> None:
    q = parse_query(text)
    assert (q.declared, q.single_identifier) == (name, name)
    assert kind in q.declared_kinds
    # The keywords are syntax, not words to match (`struct` matched StructValidator).
    assert not {"type", "struct", "def", "async", "func", "pub", "fn", "class", "export",
                "const", "interface"} & (set(q.terms) | set(q.words))


@pytest.mark.parametrize("text, name, kind", [
    # A name and the noun for its kind, as people say it: "Flask class" put FlaskProxy,
    # FlaskClient and FlaskCliRunner before flask's `class Flask`.
    ("Flask class", "Flask", "class"), ("the Blueprint class", "Blueprint", "class"),
    ("parse_args function", "parse_args", "function"), ("Router struct", "Router", "struct"),
    ("Session.send method", "Session.send", "method"), ("MAX_RETRIES constant", "MAX_RETRIES", "constant"),
    ("Handler interface?", "Handler", "interface"),
])
def test_a_name_and_its_kind_noun_name_the_declaration(text: str, name: str, kind: str) -> None:
    q = parse_query(text)
    assert (q.declared, q.single_identifier) == (name, name)
    assert kind in q.declared_kinds
    assert not {"class", "function", "struct", "method", "constant", "interface"} & set(q.words)


def test_a_name_and_its_kind_noun_find_that_declaration_first(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    ix = make_index(write_repo(tmp_path / "r", {
        "src/app.py": "class Flask:\n    \"\"\"The application object.\"\"\"\n",
        "src/globals.py": "class FlaskProxy:\n    \"\"\"Stands for the Flask class.\"\"\"\n"
                          "class FlaskClassRegistry:\n    pass\n",
        "src/testing.py": "class FlaskClient:\n    \"\"\"A test client for a Flask app.\"\"\"\n",
    }))
    ix.refresh()
    top = ix.search("Flask class").hits[0]
    assert (top.path, top.symbol) == ("src/app.py", "Flask")


def test_a_name_and_model_find_the_model_class_first(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    # "Cable model" put netbox's `CableSerializer` and the `Meta.model = Cable` of its
    # serializers and tables before `class Cable`: an ORM's model is its class.
    ix = make_index(write_repo(tmp_path / "r", {
        "dcim/models/cables.py": "from django.db import models\n\n\n"
                                 "class Cable(PrimaryModel):\n"
                                 "    \"\"\"A physical connection between two endpoints.\"\"\"\n"
                                 "    label = models.CharField(max_length=100)\n",
        "dcim/api/serializers/cables.py": "class CableSerializer(PrimaryModelSerializer):\n"
                                          "    class Meta:\n        model = Cable\n"
                                          "        fields = ('id', 'label')\n",
        "dcim/tables/cables.py": "class CableTable(PrimaryModelTable):\n"
                                 "    class Meta:\n        model = Cable\n",
    }))
    ix.refresh()
    top = ix.search("Cable model").hits[0]
    assert (top.path, top.symbol) == ("dcim/models/cables.py", "Cable")
    q = parse_query("Cable model")
    assert (q.declared, "model" in q.words) == ("Cable", True)   # the noun stays a word
    # A plain word before it is prose, its words searched as they are.
    assert parse_query("user model").declared is None


@pytest.mark.parametrize("text", ["user class", "the main function", "retry function",
                                  "Flask class methods", "base class", "is Flask a class"])
def test_a_plain_word_before_a_kind_noun_is_no_declaration(text: str) -> None:
    assert parse_query(text).declared is None


@pytest.mark.parametrize("text", ["type conversion for headers", "class that handles retries",
                                  "record recovered panics in c.Errors", "function to parse dates",
                                  "struct", "func name", "type engine"])
def test_a_question_that_starts_with_a_keyword_is_no_declaration(text: str) -> None:
    q = parse_query(text)
    assert q.declared is None and q.declared_kinds == frozenset()



@pytest.mark.parametrize("text", [
    "how does the pool reuse connections", "When stdin is piped, where does reading a line "
    "fall back to the terminal?", "In multi-worker mode, how does the parent spot a hung worker",
    "how long does the upload wait between tries", "how many retries are made",
    "In what order are router middlewares wrapped around the handler?"])
def test_questions_are_told_from_their_words(text: str) -> None:
    assert parse_query(text).question


@pytest.mark.parametrize("text", [
    'Config File "config.yaml" Already Exists', "Is a directory", "What went wrong: the build "
    "failed", "unknown flag --verbose, did you mean --verbosity?", "session cookie options"])
def test_messages_and_phrases_are_no_questions(text: str) -> None:
    assert not parse_query(text).question


@pytest.mark.parametrize("text", [
    "cron_restart: where is the cron job registered that restarts an app on schedule?",
    "eraseDatabaseOnSchemaChange: how does the migrator notice that a migration was edited?",
    "xml_root_node_name defaults to <response>; where does the encoder read it?",
    "Photos taken in portrait show up sideways. Where are the EXIF orientations applied?"])
def test_a_short_question_may_follow_its_topic_or_what_was_seen(text: str) -> None:
    assert parse_query(text).question


@pytest.mark.parametrize("text", [
    "Could not find command \"deplyo\". Did you mean? \"deploy\"",
    "mutagen.mp3.HeaderNotFoundError: can't sync to MPEG frame",
    # A pasted report's question in passing makes no question of it.
    "Sessions never expire after the upgrade. We run three workers behind nginx with the cookie "
    "backend and the default settings from the guide. Where is the expiry pushed forward now?"])
def test_messages_and_reports_are_no_questions_after_a_sentence(text: str) -> None:
    assert not parse_query(text).question


SESSIONS = {
    "app/sessions.py": (
        "class Session:\n"
        "    def expiry(self):\n"
        "        \"\"\"The expiry: expiry of the expiry cookie.\"\"\"\n"
        "        expiry = self.data.get('expiry')\n"
        "        return expiry or self.default_expiry\n\n"
        "    def on_request(self, request):\n"
        "        \"\"\"Each request a signed-in user makes pushes the session forward.\"\"\"\n"
        "        if request.user is not None:\n"
        "            age = request.app.config['session_cookie_age']\n"
        "            self.data['expiry'] = request.started + age\n"
        "            self.modified = True\n"),
    "app/views.py": "def home(request):\n    \"\"\"The home page.\"\"\"\n    return render(request, 'home')\n",
}


def test_a_question_after_its_topic_is_answered_by_what_covers_it(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    # Set 77's "Photos uploaded from an iPhone show up rotated sideways …. Where are thumbnails
    # rotated …" and set 75's "eraseDatabaseOnSchemaChange: how does the migrator notice …" were
    # read as no question, unweighed by coverage: here a getter saying one rare word of it
    # three times would lead.
    ix = make_index(write_repo(tmp_path / "r", SESSIONS))
    ix.refresh()
    hits = ix.search("session_cookie_age: where is the expiry pushed forward on each request?",
                     limit=5).hits
    assert (hits[0].path, hits[0].symbol) == ("app/sessions.py", "on_request")

EMITTER = {
    "src/emitter.py": (
        "class Emitter:\n    def on(self, event, fn):\n        \"\"\"Register fn for every event.\"\"\"\n"
        "        self.handlers.setdefault(event, []).append(fn)\n\n"
        "    def once(self, event, fn):\n        \"\"\"Register fn to run at most one time.\"\"\"\n"
        "        self.on(event, fn)\n"),
    "src/timers.py": ("def schedule(fn, delay):\n"
                      "    \"\"\"Run a callback after a delay, twice when handlers repeat.\"\"\"\n"
                      "    return fn\n"),
}


def test_a_backticked_word_is_code_even_one_prose_drops(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    assert "once" in parse_query("`once` handler runs twice").terms
    assert "once" not in parse_query("once the handler runs twice").terms
    ix = make_index(write_repo(tmp_path / "r", EMITTER))
    ix.refresh()
    top = ix.search("`once` handler runs twice").hits[0]
    assert (top.path, top.symbol) == ("src/emitter.py", "once")


def test_a_word_prose_drops_written_as_a_call_is_code(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    # mitt's "tests for off()" found nothing: "off" is filler, and so were `on()` and `once()`.
    q = parse_query("tests for off()")
    assert "off" in q.identifiers and "off" in q.terms
    assert "once" in parse_query("handler registered with once(event, fn) runs twice").identifiers
    # Control flow, a receiver and a plural's "(s)" stay prose.
    for text in ("if(x) fails", "this(a, b) fails", "the other(s) fail", "while(true) spins",
                 "terminate called after throwing\n  what():  Option 'h' already exists"):
        assert not {"if", "this", "other", "while", "what"} & set(parse_query(text).identifiers), text
    ix = make_index(write_repo(tmp_path / "r", EMITTER))
    ix.refresh()
    top = ix.search("once() handler runs twice").hits[0]
    assert (top.path, top.symbol) == ("src/emitter.py", "once")


def test_keywords_before_a_parenthesis_are_no_calls() -> None:
    q = parse_query("The hook never fires.\n\n```go\ngo func() {\n    switch(level) {}\n}()\n"
                    "log.WithError(err).Fatal(\"boom\")\n```\n" + "It exits before flushing. " * 5)
    assert "func" not in q.identifiers and "switch" not in q.identifiers
    assert "Fatal" in q.identifiers


def test_a_backticked_phrase_keeps_its_stopwords_out() -> None:
    q = parse_query("it says `could not find the file in the cache` when it runs")
    assert not {"could", "not", "the", "in"} & set(q.terms)


def test_first_places_are_str_find_with_or_without_the_table(monkeypatch) -> None:
    # The identifiers of a long paste are ordered by where each first stands; a table of
    # 4-character pieces finds that for 8,000 of them (str.find took a second): the same places.
    import random

    from codesift.search import query

    rng = random.Random(7)
    for alphabet in ("ab", "ab/.c", "abcdefgh/._ "):
        text = "".join(rng.choice(alphabet) for _ in range(3_000))
        needles = {text[i:i + rng.randint(0, 12)] for i in
                   (rng.randint(0, len(text)) for _ in range(500))} | {"zzzz", "", "abcabcabc"}
        expected = {k: text.find(k) for k in needles}
        assert query.first_places(text, needles) == expected
        monkeypatch.setattr(query, "FIND_TABLE_WORK", 0)
        assert query.first_places(text, needles) == expected
        monkeypatch.undo()



def test_a_word_of_letters_and_digits_is_one_word_of_the_name_probes() -> None:
    # rustls: "verify tls13 signature webpki" read `tls13` as two words, so no three
    # neighbouring words spelled `verify_tls13_signature` (fifth, behind functions saying
    # "tls13" and "verify" in other files).
    q = parse_query("verify tls13 signature webpki")
    assert word_triples(q) == ["verify tls13 signature", "tls13 signature webpki"]
    # The split parts' pairs stay: "tls 13" is the word typed, which may name a type.
    assert {"verify tls13", "tls 13"} <= set(word_pairs(q))
    # Words typed apart stay apart.
    assert word_triples(parse_query("parse tls 13 record header"))[0] == "parse tls 13"


def test_a_builder_call_in_a_pasted_text_names_no_file() -> None:
    # Builder's views are Ruby (`feed.rss.builder`); commons-io's pasted `Tailer.builder()` was
    # read as a file named `Tailer.builder`, and the issue's answer, `Tailer.run`, fell out.
    q = parse_query("Tailer re-sends the whole file\n```java\nTailer tailer = Tailer.builder()"
                    ".setFile(file).setTailerListener(listener).get();\n```")
    assert q.paths == []
    assert "app/views/feed.rss.builder" in parse_query("see app/views/feed.rss.builder").paths


def test_a_urls_host_or_a_mail_domain_is_no_file_name() -> None:
    # hexpm's `curl … https://hex.pm/api/oauth/token` read `hex.pm` as a Perl module.
    assert parse_query("curl -X POST https://hex.pm/api/oauth/token fails with 400").paths == []
    assert parse_query("mail me at dev@example.pl about it").paths == []
    # A link to a file of the repository still names it.
    assert parse_query("see https://github.com/o/r/blob/main/src/lib.rs here").paths == ["lib.rs"]


@pytest.mark.parametrize("text, name", [
    # An application's word for a record type names the type: koel's "Song model" put
    # `FavoriteableType.modelClass` before `class Song`, hexpm's "User schema" `User` 15th.
    ("Song model", "Song"), ("User schema", "User"), ("the Order entity", "Order"),
])
def test_a_name_and_a_record_noun_name_the_type(text: str, name: str) -> None:
    q = parse_query(text)
    assert q.declared == name
    assert {"class", "struct"} <= q.declared_kinds
    # The noun stays a word: `app/Models/`, `schemas/` say it.
    noun = text.split()[-1].lower()
    assert noun in q.words


def test_a_name_and_a_record_noun_find_the_type_first(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    ix = make_index(write_repo(tmp_path / "r", {
        "app/Models/Song.php": "<?php\nnamespace App\\Models;\n\nclass Song extends Model\n{\n"
                               "    protected $table = 'songs';\n" + "".join(
                                   f"\n    public function scope{i}(Builder $query): Builder\n"
                                   f"    {{\n        return $query->where('c{i}', true);\n    }}\n"
                                   for i in range(30)) + "}\n",
        "app/Models/Interaction.php": "<?php\nnamespace App\\Models;\n\nclass Interaction extends Model\n"
                                      "{\n    public function song(): BelongsTo\n    {\n"
                                      "        return $this->belongsTo(Song::class);\n    }\n}\n",
        "app/Enums/FavoriteableType.php":
            "<?php\nnamespace App\\Enums;\n\nenum FavoriteableType: string\n{\n"
            "    case SONG = 'song';\n\n"
            "    public function modelClass(): string\n    {\n"
            "        return match ($this) {\n            self::SONG => Song::class,\n"
            "        };\n    }\n}\n",
    }))
    ix.refresh()
    top = ix.search("Song model").hits[0]
    assert (top.path, top.symbol) == ("app/Models/Song.php", "Song")
