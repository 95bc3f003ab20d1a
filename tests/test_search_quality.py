"""Search behaviour on a real indexed repository: ranking, filters, tiers, determinism, channels."""
from __future__ import annotations

import json
import os

from pathlib import Path

import pytest

from codesift import CodesiftError, Hit, render_json, render_text

from conftest import write_repo


def indexed(make_index, root: Path, files: dict[str, str]):
    """A fresh index of a repository made of ``files``, refreshed and ready to search."""
    ix = make_index(write_repo(root, files))
    ix.refresh()
    return ix


def order(hits: list[Hit]) -> list[tuple[str, str]]:
    return [(h.path, h.qualified) for h in hits]


def position(hits: list[Hit], path: str, qualified: str | None = None) -> int:
    """Index of the first hit at ``path`` (and named ``qualified``); fails the test if absent."""
    for i, h in enumerate(hits):
        if h.path == path and (qualified is None or h.qualified == qualified):
            return i
    raise AssertionError(f"{path} {qualified or ''} not in {order(hits)}")


# ---------------------------------------------------------------- the ranking contract


def test_class_name_beats_heading_mentions_and_test(index) -> None:
    hits = index.search("TokenBucket").hits
    assert (hits[0].path, hits[0].kind, hits[0].symbol) == ("src/ratelimit/bucket.py", "class",
                                                             "TokenBucket")
    cls = position(hits, "src/ratelimit/bucket.py", "TokenBucket")
    heading = position(hits, "docs/ratelimit.md", "TokenBucket")
    mentions = position(hits, "src/jobs/usage.txt")
    test = position(hits, "tests/test_bucket.py")
    assert cls < heading < mentions
    assert cls < test
    assert hits[heading].kind == "section"


def test_words_find_camel_case_function(index) -> None:
    hits = index.search("user id").hits
    assert (hits[0].path, hits[0].symbol, hits[0].kind) == ("web/users.js", "getUserById", "function")


def test_camel_case_prefix_finds_function(index) -> None:
    hits = index.search("getUser").hits
    assert hits[0].symbol == "getUserById"


def test_method_by_bare_name(index) -> None:
    hits = index.search("reschedule_pending").hits
    top = hits[0]
    assert (top.kind, top.container, top.symbol) == ("method", "Scheduler", "reschedule_pending")
    assert top.path == "src/jobs/scheduler.py"


def test_function_by_phrase_only_in_its_doc(index) -> None:
    # "exponential jitter" appears nowhere but backoff_delay's docstring.
    hits = index.search("exponential jitter").hits
    assert (hits[0].symbol, hits[0].kind) == ("backoff_delay", "function")


def test_config_file_by_words_of_its_path(index) -> None:
    hits = index.search("kubernetes ingress rules").hits
    assert hits[0].path == "deploy/kubernetes/ingress-rules.yaml"
    assert hits[0].kind == "file"


def test_containment_dedup_drops_methods_inside_a_better_class_hit(index) -> None:
    # The methods of TokenBucket match (container name, path) but sit inside the class hit.
    methods = index.search("TokenBucket", kind="method").hits
    assert any(h.container == "TokenBucket" for h in methods)
    hits = index.search("TokenBucket").hits
    inside = [h for h in hits if h.path == "src/ratelimit/bucket.py" and h.container == "TokenBucket"]
    assert inside == []
    cls = hits[position(hits, "src/ratelimit/bucket.py", "TokenBucket")]
    for h in hits:
        if h is not cls and h.path == cls.path:
            assert not (cls.line <= h.line and h.end_line <= cls.end_line)


FILENAMES = '''\
class FilenameUtils:
    """File name utilities: the extension, the base name and the position of the last dot."""

    def get_base_name(self, name):
        """The name without its folders and without its extension."""
        return self.remove_extension(name.rsplit("/", 1)[-1])

    def remove_extension(self, name):
        """The name without its extension."""
        index = self.index_of_extension(name)
        return name if index == -1 else name[:index]

    def index_of_extension(self, name):
        """The position of the last dot, or -1 when the name has none after its last slash."""
        dot = name.rfind(".")
        return -1 if dot < name.rfind("/") else dot
'''


def test_a_type_named_beside_other_words_hands_its_place_to_its_method(make_index, tmp_path: Path) -> None:
    # "FilenameUtils getExtensionIndex …": the type qualifies a method the user misremembers;
    # its name match led, the method its other words find came after it.
    ix = indexed(make_index, tmp_path / "repo", {"filenames.py": FILENAMES, "other.py": "X = 1\n"})
    hits = ix.search("FilenameUtils getExtensionIndex helper: position of the last dot").hits
    assert hits[0].qualified == "FilenameUtils.index_of_extension"
    # Called a class, or named alone, it is the type that is asked for.
    assert ix.search("the FilenameUtils class: position of the last dot").hits[0].qualified == "FilenameUtils"
    assert ix.search("FilenameUtils").hits[0].qualified == "FilenameUtils"


DEFLATER = """\
module Rack
  # This middleware enables content encoding of http responses, usually for compressing
  # the response body with gzip or deflate.
  class Deflater
    def initialize(app, options = {})
      @app = app
      @condition = options[:if]
    end

    def call(env)
      status, headers, body = @app.call(env)
      return [status, headers, body] unless should_deflate?(env, status, headers, body)
      [status, headers, GzipStream.new(body)]
    end

    private

    # Whether to compress the response: not an error, not encoded already, and the
    # :if condition, when given, says so.
    def should_deflate?(env, status, headers, body)
      return false if status < 200 || headers["content-encoding"]
      @condition.nil? || @condition.call(env, status, headers, body)
    end
  end
end
"""


def test_a_question_naming_a_type_whole_leads_with_its_method(make_index, tmp_path: Path) -> None:
    # "how does Rack::Deflater decide …" asks what a method does: the exact name of the type
    # led it, and `should_deflate?` came second.
    ix = indexed(make_index, tmp_path / "repo", {"lib/rack/deflater.rb": DEFLATER,
                                                  "lib/rack/response.rb": "module Rack\n  class Response\n  end\nend\n"})
    hits = ix.search("how does Rack::Deflater decide whether to compress a response").hits
    assert [h.qualified for h in hits[:2]] == ["Rack.Deflater.should_deflate?", "Rack.Deflater"]
    # Named alone, or called a class, it is the type that is asked for.
    assert ix.search("Rack::Deflater").hits[0].qualified == "Rack.Deflater"
    assert ix.search("how does the Rack::Deflater class decide whether to compress").hits[0].qualified \
        == "Rack.Deflater"


ERROR_HANDLER = """\
class ErrorHandler:
    \"\"\"The default error handler: chooses JSON, XML, plain text or HTML output for an error.\"\"\"

    def __init__(self, renderers):
        self.renderers = renderers

    def __call__(self, request, error):
        renderer = self.renderers[self.determine_content_type(request)]
        return renderer(error)

    def determine_content_type(self, request):
        \"\"\"The media type to render: the first one the Accept header names.\"\"\"
        accept = request.headers.get("Accept", "")
        for known in ("application/json", "application/xml", "text/plain"):
            if known in accept:
                return known
        return "text/html"
"""


def test_a_question_naming_a_type_by_its_words_leads_with_its_method(make_index, tmp_path: Path) -> None:
    # "how does the default error handler choose …" names `ErrorHandler` by its words, as
    # "how does Rack::Deflater decide …" names a type: it asks what a method of it does (Slim's
    # `determineContentType`), and the type, whose name and doc say the question's nouns, led.
    ix = indexed(make_index, tmp_path / "repo", {"app/errors.py": ERROR_HANDLER,
                                                  "app/handler.py": "class Handler:\n    pass\n"})
    hits = ix.search("how does the default error handler choose between JSON, XML and HTML "
                     "output based on the Accept header?").hits
    assert [h.qualified for h in hits[:2]] == ["ErrorHandler.determine_content_type",
                                               "ErrorHandler"]
    # Its words alone, or a question about the type as a whole, still ask for the type.
    assert ix.search("error handler").hits[0].qualified == "ErrorHandler"
    assert ix.search("how does the error handler class work").hits[0].qualified == "ErrorHandler"

FILE_UTILS = """\
/** General file manipulation utilities: create, copy, move and delete files and directories. */
public class FileUtils {
    /** Instances are not meant to be made. */
    public FileUtils() {
    }

    /** Creates the parent directories of a file, failing when a plain file is in the way. */
    public static void forceMkdirParent(File file) throws IOException {
        forceMkdir(file.getParentFile());
    }

    /** Creates a directory and its parents, failing when a plain file is in the way. */
    public static void forceMkdir(File directory) throws IOException {
        directory.mkdirs();
    }
}
"""

WALKER = """\
/// A builder for a recursive directory walk: depth limits, sorting and links.
pub struct WalkDir {
    opts: Options,
}

impl WalkDir {
    /// Sort the entries of each directory by their file names.
    pub fn sort_by_file_name(self) -> Self {
        self.sort_by(|a, b| a.file_name().cmp(b.file_name()))
    }
}
"""


def test_a_qualified_name_or_a_type_beside_its_methods_hands_its_place_to_them(
        make_index, tmp_path: Path) -> None:
    # `FileUtils.forceMakeParentDirs`: the qualifier names the type, the member is
    # misremembered; the class (its constructor's name match folded in) led its method.
    ix = indexed(make_index, tmp_path / "repo", {"src/FileUtils.java": FILE_UTILS,
                                                 "src/walk.rs": WALKER, "other.py": "X = 1\n"})
    hits = ix.search("FileUtils.forceMakeParentDirs - create the parent directories of a file").hits
    assert hits[0].qualified == "FileUtils.forceMkdirParent"
    # A Rust struct's methods live in its `impl` block, outside the struct's lines.
    hits = ix.search("WalkDir sorted_by_name builder method to sort entries by file name").hits
    assert hits[0].qualified == "WalkDir.sort_by_file_name"


# ---------------------------------------------------------------- filters


def test_filter_kind(index) -> None:
    hits = index.search("TokenBucket", kind="section").hits
    assert hits and {h.kind for h in hits} == {"section"}
    several = index.search("user", kind=["function", "method"]).hits
    assert several and {h.kind for h in several} <= {"function", "method"}
    assert {h.kind for h in several} == {"function", "method"}


def test_filter_path_glob(index) -> None:
    hits = index.search("TokenBucket", path="src/**/*.py").hits
    assert hits and all(h.path.startswith("src/") and h.path.endswith(".py") for h in hits)
    # A glob without a slash matches the file name at any depth.
    named = index.search("TokenBucket", path="test_*.py").hits
    assert [h.path for h in named] == ["tests/test_bucket.py"] * len(named) and named


def test_filter_path_substring(index) -> None:
    hits = index.search("TokenBucket", path="ratelimit").hits
    assert hits and all("ratelimit" in h.path for h in hits)
    assert {h.path for h in hits} == {"src/ratelimit/bucket.py", "docs/ratelimit.md"}


def test_filter_lang(index) -> None:
    hits = index.search("user", lang="javascript").hits
    assert hits and all(h.lang == "javascript" for h in hits)
    md = index.search("TokenBucket", lang="markdown").hits
    assert md and all(h.path.endswith(".md") for h in md)


def test_filter_extension(index) -> None:
    for ext in ("ts", ".ts"):
        hits = index.search("money", lang=ext).hits
        assert hits and all(h.path.endswith(".ts") for h in hits), ext


def test_filter_exclude(index) -> None:
    hits = index.search("TokenBucket", exclude="tests/**").hits
    assert hits and not any(h.path.startswith("tests/") for h in hits)
    both = index.search("TokenBucket", exclude=["tests/**", "docs"]).hits
    assert both and not any(h.path.startswith(("tests/", "docs/")) for h in both)


def test_filters_combined(index) -> None:
    hits = index.search("TokenBucket", kind="class", path="src/**", lang="python",
                        exclude="jobs").hits
    assert order(hits) == [("src/ratelimit/bucket.py", "TokenBucket")]
    hits = index.search("consume", kind=["method"], exclude="src/**").hits
    assert order(hits) == [("tests/test_bucket.py", "TestTokenBucket.test_consume")]


def test_filter_that_excludes_everything_gives_guidance(index) -> None:
    result = index.search("TokenBucket", kind="enum", path="native/**")
    assert result.hits == [] and result.total == 0
    text = render_text(result)
    assert 'No matches for "TokenBucket"' in text
    assert 'kind:"enum"' in text and 'path:"native/**"' in text
    assert "grep" in text


def test_limit_honoured(index) -> None:
    wide = index.search("user token bucket job server word money", limit=100)
    assert len(wide.hits) >= 5
    for limit in (1, 2, 5):
        result = index.search("user token bucket job server word money", limit=limit)
        assert len(result.hits) == limit
        assert order(result.hits) == order(wide.hits[:limit])
        assert result.total == wide.total


@pytest.mark.parametrize("bad", [0, 101, -1])
def test_limit_out_of_range_is_an_error(index, bad: int) -> None:
    with pytest.raises(CodesiftError) as err:
        index.search("TokenBucket", limit=bad)
    assert err.value.code == "INVALID_LIMIT"


@pytest.mark.parametrize("filters, code", [
    ({"path": "../x"}, "INVALID_PATH"), ({"exclude": ["../a"]}, "INVALID_PATH"),
    ({"path": 5}, "INVALID_FILTER"), ({"kind": 5}, "INVALID_FILTER"),
    ({"exclude": ["ok", 1]}, "INVALID_FILTER"), ({"lang": {"python": 1}}, "INVALID_FILTER"),
])
def test_the_library_checks_filters_as_the_cli_does(index, filters: dict, code: str) -> None:
    with pytest.raises(CodesiftError) as err:
        index.search("TokenBucket", **filters)
    assert err.value.code == code


def test_an_absolute_path_filter_into_the_root_is_anchored_there(index) -> None:
    folder = next(h.path for h in index.search("TokenBucket").hits).rsplit("/", 1)[0]
    absolute = index.search("TokenBucket", path=os.path.join(index.root, folder))
    assert absolute.hits and absolute.hits == index.search("TokenBucket", path=folder).hits


def test_unknown_kind_and_language_are_errors(index) -> None:
    with pytest.raises(CodesiftError) as err:
        index.search("x", kind="functoin")
    assert err.value.code == "INVALID_FILTER"
    with pytest.raises(CodesiftError) as err:
        index.search("x", lang="klingon")
    assert err.value.code == "INVALID_FILTER"


# ---------------------------------------------------------------- symbol tiers

TIER_FILES = {
    # One name per tier for the query "Config.parse" (compact form "configparse").
    "pkg/tiers.py": '''\
def configurationParser():
    """subsequence: c-o-n-f-i-g ... p-a-r-s-e spread through other words."""


def parse_config():
    """word set: both words, other order."""


def config_then_parse():
    """ordered word set: both words in order, something between."""


def autoConfigParseHook():
    """containment."""


def load_config_parse():
    """qualified suffix (the compact name ends with the query)."""


def configParseStrict():
    """prefix."""


class Config:
    def parse(self):
        """qualified exact."""


def configParse():
    """exact (compact form)."""
''',
    "docs/tiers.md": "# Guide\n\n## configParse\n\nThe heading has the same name as the function.\n",
}
TIER_ORDER = ["configParse", "Config.parse", "configParseStrict", "load_config_parse",
              "autoConfigParseHook", "config_then_parse", "parse_config", "configurationParser"]


@pytest.fixture
def tier_index(tmp_path: Path, make_index):
    root = write_repo(tmp_path / "tiers", TIER_FILES)
    ix = make_index(root)
    ix.refresh()
    return ix


def test_symbol_tiers_in_order(tier_index) -> None:
    hits = tier_index.search("Config.parse", limit=50, kind=["function", "method"]).hits
    by_symbol_rank = sorted((h for h in hits if h.channels["symbol"] is not None),
                            key=lambda h: h.channels["symbol"])
    assert [h.qualified for h in by_symbol_rank] == TIER_ORDER


def test_declaration_above_heading_of_the_same_name(tier_index) -> None:
    hits = tier_index.search("configParse", limit=50).hits
    decl = position(hits, "pkg/tiers.py", "configParse")
    heading = position(hits, "docs/tiers.md", "configParse")
    assert decl == 0 and decl < heading
    assert hits[decl].channels["symbol"] < hits[heading].channels["symbol"]


def test_an_abbreviated_identifier_finds_its_name_in_ascii_and_beyond(
        tmp_path: Path, make_index) -> None:
    # The subsequence tier's candidates come from one regex over the names (ASCII gaps for an
    # ASCII key, Unicode ones otherwise), not from listing every name with the first letter.
    src = ("def querySetFilter(qs):\n    return qs\n\n\n"
           "def größeBerechnen(x):\n    return x\n\n\n"
           "def quietStartFlag():\n    return 1\n")
    ix = indexed(make_index, tmp_path / "abbr", {"calc.py": src})
    assert ix.search("qsfilter").hits[0].symbol == "querySetFilter"
    assert ix.search("grßberechnen").hits[0].symbol == "größeBerechnen"
    # Every name holding the letters in order is a candidate; the typed name itself is not
    # one twice.
    names = [h.symbol for h in ix.search("qsf", limit=10).hits if h.channels["symbol"]]
    assert sorted(names) == ["querySetFilter", "quietStartFlag"]


def test_a_single_letter_word_still_tells_two_names_apart(tmp_path: Path, make_index) -> None:
    # Content words drop single letters; the query as typed must still decide between the two.
    src = ("package cmd\n\n// ExecuteContext runs the command with a context.\n"
           "func (c *Command) ExecuteContext(ctx context.Context) error {\n\treturn nil\n}\n\n"
           "// ExecuteContextC runs it and returns the command that ran.\n"
           "func (c *Command) ExecuteContextC(ctx context.Context) (*Command, error) {\n"
           "\treturn c, nil\n}\n")
    ix = indexed(make_index, tmp_path / "go", {"command.go": src})
    assert ix.search("execute context c").hits[0].symbol == "ExecuteContextC"
    assert ix.search("execute context").hits[0].symbol == "ExecuteContext"


def test_a_one_letter_name_typed_alone_finds_its_declaration(tmp_path: Path, make_index) -> None:
    # zap's `zap.L()` and `zap.S()`: "L" answered "No matches", every channel skipping a word
    # that short. Typed among other words, a single letter stays filler.
    src = ("package zap\n\n// L returns the global Logger.\nfunc L() *Logger {\n\treturn nil\n}\n\n"
           "// S returns the global SugaredLogger.\nfunc S() *SugaredLogger {\n\treturn nil\n}\n\n"
           "// Sugar wraps the Logger.\nfunc (log *Logger) Sugar() *SugaredLogger {\n"
           "\treturn nil\n}\n")
    ix = indexed(make_index, tmp_path / "zap", {"global.go": src})
    assert [h.symbol for h in ix.search("L").hits] == ["L"]
    assert ix.search("S").hits[0].symbol == "S"
    assert ix.search("s sugar").hits[0].symbol == "Sugar"


def test_a_name_declared_in_a_body_beats_its_containing_name_and_a_heading(
        tmp_path: Path, make_index) -> None:
    # ``abort`` is declared inside _attachAbortListener, whose own name merely contains it.
    src = ("class Request {\n  _attachAbortListener(signal) {\n"
           "    const abort = () => {\n      this.destroy(signal.reason);\n    };\n"
           "    signal.addEventListener('abort', abort);\n  }\n}\n")
    guide = "# Migrating\n\n## Abort\n\nCall abort() to cancel a request.\n"
    ix = indexed(make_index, tmp_path / "js", {"src/request.js": src, "docs/guide.md": guide})
    top = ix.search("abort").hits[0]
    assert (top.path, top.symbol) == ("src/request.js", "_attachAbortListener")


def test_two_neighbouring_words_of_a_question_may_name_a_declaration(
        tmp_path: Path, make_index) -> None:
    # No name holds all of "hooks", "called" and "request"; two neighbours name one exactly.
    hooks = ("export function beforeRequest(options) {\n  return options;\n}\n\n"
             "export function afterResponse(response) {\n  return response;\n}\n")
    client = ("/** Send a request; the hooks are called in order. */\n"
              "export function send(request, hooks) {\n  for (const hook of hooks) hook(request);\n"
              "  return request;\n}\n")
    ansi = ("def strip_ansi(value):\n    return _ansi_re.sub('', value)\n\n\n"
            "def echo(message, color=None):\n    \"\"\"Print a message; strip the sequences"
            " without a terminal.\"\"\"\n    print(message)\n")
    ix = indexed(make_index, tmp_path / "ts",
                 {"src/hooks.ts": hooks, "src/client.ts": client, "src/term.py": ansi})
    hits = ix.search("hooks called before request").hits
    assert hits[0].symbol == "send"   # the one place that says all of it
    named = hits[position(hits, "src/hooks.ts", "beforeRequest")]
    assert named.channels["symbol"] == 1 and named is hits[1]
    assert ix.search("strip all ANSI sequences from a message").hits[0].symbol == "strip_ansi"
    # A filler word inside a name: Kingfisher's "cancel all downloads" never probed `cancelAll`.
    downloader = ("final class ImageDownloader {\n"
                  "    /// Cancels the downloads of a URL: every task downloading it.\n"
                  "    func cancel(url: URL) {\n        downloads[url]?.cancel()\n    }\n"
                  "    /// Starts the downloads of several images.\n"
                  "    func downloadAll(urls: [URL]) {\n        urls.forEach { downloads.start($0) }\n    }\n"
                  "    func cancelAll() {\n        sessionDelegate.cancelAll()\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "swift", {"Sources/ImageDownloader.swift": downloader})
    assert ix.search("cancel all downloads").hits[0].symbol == "cancelAll"


def test_a_word_that_runs_a_names_words_together_names_it(tmp_path: Path, make_index) -> None:
    # Tera's "render a template string without a Tera instance, render_once or oneoff": the
    # word "oneoff" is in no name's words, so `one_off` ranked 20th, after every `render_*`.
    engine = ("impl Tera {\n"
              "    /// Renders a template by name with the context.\n"
              "    pub fn render(&self, name: &str, context: &Context) -> Result<String> {\n"
              "        self.render_to(name, context)\n    }\n\n"
              "    /// Renders a template string with the context, with autoescape.\n"
              "    pub fn render_str(&mut self, input: &str, context: &Context) -> Result<String> {\n"
              "        self.add_raw_template(ONE_OFF, input)?;\n        self.render(ONE_OFF, context)\n    }\n\n"
              "    /// Renders a string once.\n"
              "    pub fn one_off(input: &str, context: &Context) -> Result<String> {\n"
              "        Tera::default().render_str(input, context)\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "rs", {"src/tera.rs": engine})
    assert ix.search("render a template string without an instance, oneoff or similar"
                     ).hits[0].symbol == "one_off"
    # A name of that one word is no run-on: "render" is every render_* method's word too.
    assert ix.search("render a template string without an instance, render or similar"
                     ).hits[0].symbol != "one_off"


def test_a_name_remembered_with_a_longer_tail_finds_the_real_one(
        tmp_path: Path, make_index) -> None:
    # gorilla/mux's copyRouteConf, typed as copyRouteConfig; monolog's isDuplicate as isDuplicated.
    mux = ("package mux\n\n// routeConfig holds the settings a route inherits.\n"
           "type routeConfig struct {\n\tstrictSlash bool\n}\n\n"
           "func copyRouteConf(r routeConfig) routeConfig {\n\treturn r\n}\n\n"
           "func copyRouteRegexp(r *routeRegexp) *routeRegexp {\n\treturn r\n}\n\n"
           "func copyRoute(r *Route) *Route {\n\treturn r\n}\n")
    dedup = ("<?php\nclass DeduplicationHandler\n{\n"
             "    private function isDuplicate(array $store, LogRecord $record): bool\n"
             "    {\n        return false;\n    }\n\n"
             "    private function duplicatedRecords(array $store): array\n"
             "    {\n        return $store;\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "r", {"mux.go": mux, "DeduplicationHandler.php": dedup})
    assert ix.search("copyRouteConfig").hits[0].symbol == "copyRouteConf"
    assert ix.search("isDuplicated").hits[0].symbol == "isDuplicate"
    # A head much shorter than the typed name is another name: `copyRoute` is no copyRouteConfig.
    hits = ix.search("copyRouteConfig").hits
    assert hits[position(hits, "mux.go", "copyRoute")].channels["symbol"] is None


def test_a_misremembered_name_in_a_sentence_finds_the_real_one(
        tmp_path: Path, make_index) -> None:
    # Names agents typed for golang-jwt's UnsafeAllowNoneSignatureType, google-java-format's
    # typePrefixLength, zap's NewIncreaseLevelCore and Joda-Time's normalizedStandard.
    jwt = ("package jwt\n\n// Verify checks the signature of a token against its key.\n"
           "func Verify(token string, key any) error {\n\treturn nil\n}\n\n"
           "// The key that allows tokens signed with none.\n"
           "const UnsafeAllowNoneSignatureType unsafeNoneMagicConstant = \"none signing method allowed\"\n\n"
           "type unsafeNoneMagicConstant string\n\n"
           "// Keyfunc returns the key used to verify a token.\n"
           "type Keyfunc func(token string) (any, error)\n")
    level = ("package zapcore\n\n// levelFilterCore drops entries below its level.\n"
             "type levelFilterCore struct {\n\tlevel Level\n}\n\n"
             "// NewIncreaseLevelCore wraps a core so that it only logs at a higher level.\n"
             "func NewIncreaseLevelCore(core Core, level Level) (Core, error) {\n"
             "\treturn &levelFilterCore{level}, nil\n}\n\n"
             "// Enabled reports whether the level is enabled.\n"
             "func (c *levelFilterCore) Enabled(lvl Level) bool {\n\treturn lvl >= c.level\n}\n")
    period = ("public final class Period {\n"
              "    /** Normalizes this period using standard rules: 90 minutes become 1 hour 30. */\n"
              "    public Period normalizedStandard() {\n        return this;\n    }\n\n"
              "    /** The minutes of this period, as a period of minutes only. */\n"
              "    public Period minutes() {\n        return this;\n    }\n\n"
              "    /** The length of the longest prefix of name parts that are a type name. */\n"
              "    static int typePrefixLength(java.util.List<String> nameParts) {\n"
              "        return 0;\n    }\n\n"
              "    static String javaTypeOf(Object value) {\n        return null;\n    }\n\n"
              "    Builder returns(String type) {\n        return null;\n    }\n}\n")
    bar = ("impl ProgressBar {\n    /// Wraps an `io::Read` with the progress bar.\n"
           "    pub fn wrap_read<R: io::Read>(&self, read: R) -> ProgressBarIter<R> {\n"
           "        ProgressBarIter { bar: self.clone(), it: read }\n    }\n}\n\n"
           "impl<R: io::Read> io::Read for ProgressBarIter<R> {\n"
           "    fn read_exact(&mut self, buf: &mut [u8]) -> io::Result<()> {\n        Ok(())\n    }\n\n"
           "    fn read_to_string(&mut self, buf: &mut String) -> io::Result<usize> {\n"
           "        Ok(0)\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "r", {"none.go": jwt, "zapcore/increase_level.go": level,
                                              "Period.java": period, "src/progress_bar.rs": bar})
    assert ix.search("the jwt.AllowUnsafeNone key value you pass to the keyfunc to accept tokens"
                     ).hits[0].symbol == "UnsafeAllowNoneSignatureType"
    assert ix.search("TypeNameDetector.typePrefixLen helper that looks at the name parts"
                     ).hits[0].symbol == "typePrefixLength"
    assert ix.search("Period normalizeStandard - the method that turns 90 minutes into hours"
                     ).hits[0].symbol == "normalizedStandard"
    assert ix.search("NewIncreasedLevelCore").hits[0].symbol == "NewIncreaseLevelCore"
    # One edit of a long name before letters spread over a longer one or a name sharing its
    # first three quarters: Humanizer's `Ordinalise` led with `OrdinalPrefixScale`, and
    # `Ordinalze` with `OrdinalZero`, the one meant not shown.
    ordinal = ("namespace Humanizer {\n    public static class OrdinalizeExtensions {\n"
               "        /// Turns a number into an ordinal string.\n"
               "        public static string Ordinalize(this int number) => number.ToString();\n    }\n\n"
               "    public readonly record struct OrdinalPrefixScale(long Value, string Prefix);\n\n"
               "    public class Profile {\n        public string[] OrdinalZero { get; init; }\n"
               "        public string[] OrdinalAbbreviationSuffixes { get; init; }\n    }\n}\n")
    humanizer = indexed(make_index, tmp_path / "cs", {"src/Ordinal.cs": ordinal})
    assert humanizer.search("Ordinalise").hits[0].symbol == "Ordinalize"
    assert humanizer.search("Ordinalze").hits[0].symbol == "Ordinalize"
    # A name the code declares is the answer: no near names are looked for beside it.
    hits = ix.search("the levelFilterCores type that drops entries").hits
    assert hits[0].symbol == "levelFilterCore"
    hits = ix.search("the levelFilterCore type that drops entries").hits
    assert hits[0].symbol == "levelFilterCore"
    assert all(h.channels["symbol"] is None for h in hits if h.symbol == "NewIncreaseLevelCore")
    # A short outside name (`io::Read`) is no misremembered one: `read_exact` is no answer.
    hits = ix.search("the ProgressBar::wrap_reader adapter that wraps an io::Read so reading "
                     "advances the bar").hits
    assert position(hits, "src/progress_bar.rs", "ProgressBar.wrap_read") <= 1, order(hits)
    assert all(h.channels["symbol"] is None for h in hits if h.symbol.startswith("read_"))
    # Nor is a keyword in backticks: `returns` is no misremembered `return`.
    hits = ix.search("how is a period whose body is a single `return` statement emitted").hits
    assert all(h.channels["symbol"] is None for h in hits if h.symbol == "returns")
    # A file name typed is no misremembered name: `java` is its extension, not a name's head.
    hits = ix.search("Convert Period.java to kotlin", limit=50).hits
    assert all(h.channels["symbol"] is None for h in hits if h.symbol == "javaTypeOf")


def test_a_typed_name_cut_short_leads_with_the_one_it_was_meant_for(
        tmp_path: Path, make_index) -> None:
    # dry-validation's `MissingMessageErr`: both chunk channels put `MissingMessageError` first,
    # but the files saying "message", "missing" and "error" all over led the answer, and it
    # was 5th. A name no declaration is exactly takes the one it runs on by a little.
    ix = indexed(make_index, tmp_path / "rb", {
        "lib/constants.rb": ("module Validation\n  # Error raised when a localized message was not found\n"
                             "  MissingMessageError = Class.new(StandardError)\n\n"
                             "  # Error raised when a contract has no schema\n"
                             "  SchemaMissingError = Class.new(StandardError)\nend\n"),
        "lib/message_set.rb": ("module Validation\n  # A set of messages, missing ones reported as an error.\n"
                               "  class MessageSet\n    # Add a new message\n    def add(message)\n"
                               "      messages << message\n    end\n\n"
                               "    # Whether a message is missing for a key\n    def missing?(key)\n"
                               "      messages.none? { |message| message.key == key }\n    end\n\n"
                               "    # The error messages of the set\n    def errors\n"
                               "      messages.select(&:error?)\n    end\n  end\nend\n"),
        "lib/message.rb": ("module Validation\n  # Message message, an error or a hint.\n  class Message\n"
                           "    # The error text of the message\n    def error_text\n      text\n    end\n\n"
                           "    # Whether the message is missing its text\n    def missing_text?\n"
                           "      text.nil?\n    end\n  end\nend\n")})
    assert ix.search("MissingMessageErr").hits[0].symbol == "MissingMessageError"


def test_a_name_typed_as_a_start_leads_though_other_names_hold_its_words(
        tmp_path: Path, make_index) -> None:
    # sarama's "the async producer's thing that mutes a partition …, partitionMute-something":
    # `partitionMuter` runs it on, but its constructor `newPartitionMuter` holds it inside and
    # `mutePartition` has its words in another order, and as rivals they kept it from being
    # the name meant; the word pair's exact `AsyncProducer` and `mutePartition` took the
    # file's two places, and it was not among the first 20.
    producer = ("package sarama\n\n// AsyncProducer publishes messages without blocking.\n"
                "type AsyncProducer interface {\n\tAsyncClose()\n\tInput() chan<- *Message\n}\n\n"
                "type asyncProducer struct {\n\tmuter *partitionMuter\n}\n\n"
                "// partitionMuter tracks the partitions whose batches are being retried.\n"
                "type partitionMuter struct {\n\tmuted map[int32]bool\n}\n\n"
                "func newPartitionMuter() *partitionMuter {\n"
                "\treturn &partitionMuter{muted: map[int32]bool{}}\n}\n\n"
                "// mutePartition stops sending to a partition while its batch is retried.\n"
                "func (m *partitionMuter) mutePartition(partition int32) {\n"
                "\tm.muted[partition] = true\n}\n\n"
                "// tryMutePartition mutes a partition unless it is muted already.\n"
                "func (m *partitionMuter) tryMutePartition(partition int32) bool {\n"
                "\tif m.muted[partition] {\n\t\treturn false\n\t}\n"
                "\tm.mutePartition(partition)\n\treturn true\n}\n\n"
                "// retryBatch sends a batch again after a partition's leader moved.\n"
                "func (p *asyncProducer) retryBatch(partition int32) {\n"
                "\tp.muter.tryMutePartition(partition)\n}\n")
    mock = ("package mocks\n\n// AsyncProducer is a mock async producer for tests.\n"
            "type AsyncProducer struct {\n\tclosed bool\n}\n\n"
            "// AsyncClose closes the mock producer.\n"
            "func (mp *AsyncProducer) AsyncClose() {\n\tmp.closed = true\n}\n")
    ix = indexed(make_index, tmp_path / "go", {"async_producer.go": producer,
                                               "mocks/async_producer.go": mock})
    hits = ix.search("the async producer's thing that mutes a partition while a batch for it is "
                     "being retried, partitionMute-something").hits
    assert hits[0].symbol == "partitionMuter", order(hits)
    # A name saying the typed one whole among its words stays a rival: realtime's
    # `JWT_CLAIM_VALIDATORS` is as likely its tests' titles as `JwtClaimValidatorsError`.
    realtime = indexed(make_index, tmp_path / "ex", {
        "lib/application.ex": ("defmodule Realtime.Application do\n"
                               "  defmodule JwtClaimValidatorsError, do: defexception([:message])\n\n"
                               "  def start(_type, _args), do: :ok\nend\n"),
        "test/jwt_verification_test.exs": (
            "defmodule JwtVerificationTest do\n  use ExUnit.Case\n\n"
            "  test \"when token claims match expected claims from :jwt_claim_validators config\" do\n"
            "    assert verify(token()) == :ok\n  end\nend\n"),
        "lib/jwt_verification.ex": (
            "defmodule JwtVerification do\n"
            "  # The token's checks, with the expected claims of the tenant's validators added.\n"
            "  defp token_config(validators) do\n"
            "    Enum.reduce(validators, default_claims(), fn {claim, expected}, config ->\n"
            "      add_claim_validator(config, claim, expected)\n    end)\n  end\nend\n")})
    hits = realtime.search("JWT_CLAIM_VALIDATORS='{}': how are these expected claims added to "
                           "the checks when a token is verified?").hits
    assert hits[0].symbol == "token_config", order(hits)


def test_a_misspelt_name_in_a_sentence_leads_with_the_one_it_was_meant_for(
        tmp_path: Path, make_index) -> None:
    # yajl's "yajl_buf_ensure_availble grow output buffer": typed alone the name one edit off
    # led; in a sentence the word pairs' exact guesses (`yajl_buf`, its free and clear) did.
    ix = indexed(make_index, tmp_path / "c", {
        "src/yajl_buf.h": ("/* yajl_buf is a buffer with exponential growth. */\n"
                           "typedef struct yajl_buf_t * yajl_buf;\n\n"
                           "/* free the buffer */\nvoid yajl_buf_free(yajl_buf buf);\n\n"
                           "/* empty the buffer */\nvoid yajl_buf_clear(yajl_buf buf);\n"),
        "src/yajl_buf.c": ("#include \"yajl_buf.h\"\n\n"
                           "static void yajl_buf_ensure_available(yajl_buf buf, size_t want)\n{\n"
                           "    size_t need = buf->len;\n    while (want >= (need - buf->used)) need <<= 1;\n"
                           "    buf->data = realloc(buf->data, need);\n}\n\n"
                           "void yajl_buf_free(yajl_buf buf)\n{\n    free(buf->data);\n    free(buf);\n}\n\n"
                           "void yajl_buf_clear(yajl_buf buf)\n{\n    buf->used = 0;\n}\n"),
        "src/yajl_gen.c": ("/* access the null terminated generator buffer; the output grows. */\n"
                           "void yajl_gen_get_buf(yajl_gen g, const unsigned char ** buf)\n"
                           "{\n    *buf = yajl_buf_data(g->buf);\n}\n")})
    hits = ix.search("yajl_buf_ensure_availble grow output buffer").hits
    assert hits[0].symbol == "yajl_buf_ensure_available", [h.symbol for h in hits]
    # A sentence that names a declaration too names outside ones beside it: Polly's "Fix
    # `ScheduledTaskExecutor` deadlock when `TrySetResult` …" means .NET's method, not its own
    # `TryGetResult`, one edit away.
    ix = indexed(make_index, tmp_path / "cs", {
        "src/Outcome.cs": ("public readonly struct Outcome<TResult>\n{\n"
                           "    /// <summary>Tries to get the result, if available.</summary>\n"
                           "    internal bool TryGetResult(out TResult? result)\n    {\n"
                           "        result = Result;\n        return HasResult;\n    }\n}\n"),
        "src/Controller/ScheduledTaskExecutor.cs": (
            "internal sealed class ScheduledTaskExecutor : IDisposable\n{\n"
            "    public void ScheduleTask(Func<Task> taskFactory)\n    {\n"
            "        _tasks.Enqueue(new Entry(taskFactory));\n        _semaphore.Release();\n    }\n}\n")})
    hits = ix.search("Fix `ScheduledTaskExecutor` deadlock when `TrySetResult` runs "
                     "continuations inline").hits
    assert hits[0].path == "src/Controller/ScheduledTaskExecutor.cs", [h.symbol for h in hits]


def test_a_long_name_with_one_word_misremembered_finds_the_real_one(
        tmp_path: Path, make_index) -> None:
    # glog's "the template that formats the '(3 vs. 4)' part of a failed CHECK_EQ message,
    # MakeCheckOpMessage or BuildCheckOpString": neither name is declared, and no tier held
    # `MakeCheckOpString`, which shares all their words but one.
    check = ("// Builds the failure message of a CHECK_xx macro.\n"
             "class CheckOpMessageBuilder {\n public:\n  std::ostream* ForVar2();\n};\n\n"
             "// The text of a failed check, as (v1 vs. v2).\n"
             "template <typename T1, typename T2>\n"
             "std::string* MakeCheckOpString(const T1& v1, const T2& v2, const char* exprtext) {\n"
             "  CheckOpMessageBuilder comb(exprtext);\n  return comb.NewString();\n}\n\n"
             "// Writes the check's message to the log.\n"
             "void LogMessage(const char* text) {\n  fputs(text, stderr);\n}\n")
    ix = indexed(make_index, tmp_path / "cc", {"src/logging.h": check})
    for typed in ("MakeCheckOpMessage", "BuildCheckOpString"):
        hits = ix.search(f"the function that formats a failed check, {typed} or similar").hits
        assert hits[0].symbol == "MakeCheckOpString", typed
    # A word that differs by a prefix names the opposite: `decodeHexString` is no `encodeHexString`.
    hexes = ("public class Hex {\n"
             "    /** Converts a string of hex digits into the bytes they stand for. */\n"
             "    public static byte[] decodeHex(String data) {\n        return null;\n    }\n\n"
             "    /** Converts bytes into a string of hex digits. */\n"
             "    public static String encodeHexString(byte[] data) {\n        return null;\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "java", {"Hex.java": hexes})
    hits = ix.search("decodeHexString - turn a string of hex digits into bytes").hits
    assert hits[0].symbol == "decodeHex"
    assert hits[position(hits, "Hex.java", "Hex.encodeHexString")].channels["symbol"] is None
    ix = indexed(make_index, tmp_path / "cc2", {"src/logging.h": check})
    # Two words are too few to have one wrong: `LogText` is no `LogMessage`.
    hits = ix.search("the function that writes the text, LogText or so").hits
    assert hits[position(hits, "src/logging.h", "LogMessage")].channels["symbol"] is None


def test_a_typed_qualified_name_in_a_sentence_beats_a_word_pair_naming_its_type(
        tmp_path: Path, make_index) -> None:
    # chrono: "naive date", a pair of the sentence's words, names the type exactly; the
    # qualified name typed names its method.
    date = ("/// ISO 8601 calendar date without timezone.\npub struct NaiveDate {\n    ymdf: i32,\n}\n\n"
            "impl NaiveDate {\n"
            "    /// Makes a new `NaiveDate` from the ISO week date (year, week number and day of the week).\n"
            "    pub const fn from_isoywd_opt(year: i32, week: u32, weekday: Weekday) -> Option<NaiveDate> {\n"
            "        None\n    }\n\n"
            "    /// Makes a new `NaiveDate` from the calendar date.\n"
            "    pub const fn from_ymd_opt(year: i32, month: u32, day: u32) -> Option<NaiveDate> {\n"
            "        None\n    }\n}\n\n"
            "impl Add<Days> for NaiveDate {\n    type Output = NaiveDate;\n}\n\n"
            "impl Sub<Days> for NaiveDate {\n    type Output = NaiveDate;\n}\n")
    ix = indexed(make_index, tmp_path / "r", {"src/naive/date.rs": date})
    hits = ix.search("NaiveDate::from_iso_ywd_opt - build a date from an ISO year, week number "
                     "and weekday, returning None for week 53 in a 52-week year").hits
    assert hits[0].symbol == "from_isoywd_opt", order(hits)
    # The type alone is still its own answer.
    assert ix.search("the NaiveDate struct and its fields").hits[0].symbol == "NaiveDate"


def test_a_type_and_a_member_find_the_member(tmp_path: Path, make_index) -> None:
    # The class outranks its method on every channel but the name; its hit would hide the method.
    adapters = ('class HTTPAdapter:\n    """The built-in HTTP adapter: pools connections and sends."""\n\n'
                + "".join(f"    def helper_{i}(self):\n        return self.send_count + {i}\n\n"
                          for i in range(6))
                + "    def send(self, request):\n        return request\n")
    sessions = "class Session:\n    def send(self, request):\n        return request\n"
    ix = indexed(make_index, tmp_path / "py", {"adapters.py": adapters, "sessions.py": sessions})
    top = ix.search("HTTPAdapter send").hits[0]
    assert (top.path, top.qualified) == ("adapters.py", "HTTPAdapter.send")


# ---------------------------------------------------------------- determinism and channels


def test_same_query_twice_is_byte_identical(index, make_index, repo: Path) -> None:
    for query in ("TokenBucket", "user id", "where are jobs rescheduled"):
        first = index.search(query)
        second = index.search(query)
        assert render_text(first) == render_text(second)
        assert render_json(first) == render_json(second)
    # A second Index object over the same files answers the same too.
    other = make_index(repo)
    assert render_text(other.search("TokenBucket")) == render_text(index.search("TokenBucket"))


def test_each_hit_records_its_channels(index) -> None:
    hits = index.search("TokenBucket", limit=100).hits
    assert hits
    for h in hits:
        assert {"bm25", "symbol"} <= set(h.channels)
        ranks = [r for r in h.channels.values() if r is not None]
        assert ranks, h
        assert all(isinstance(r, int) and r >= 1 for r in ranks)
    top = hits[0]
    assert top.channels["symbol"] == 1 and top.channels["bm25"] is not None
    # Words that name no symbol come from BM25 alone.
    doc_only = index.search("exponential jitter").hits[0]
    assert (doc_only.channels["bm25"], doc_only.channels["symbol"]) == (1, None)
    # Channel ranks are distinct within a channel.
    for channel in ("bm25", "symbol"):
        ranks = [h.channels[channel] for h in hits if h.channels[channel] is not None]
        assert len(ranks) == len(set(ranks))


def test_scores_follow_per_file_fusion(index) -> None:
    """Exact-name matches of the whole query score above every fused score (see search.py);
    a file's hits come in score order and a file takes at most PER_FILE of the first places
    while other files still have hits."""
    from codesift.search import fusion as S
    from codesift.model import SHOWN_PER_FILE
    from codesift.search.select import PER_FILE, SPREAD_FILES

    weights = {"bm25": 1.0, "symbol": 2.0, "file": 6.0}
    ceiling = (weights["file"] * S.FILE_SCALE + S.NAMED_FILE_BONUS
               + weights["bm25"] * S.CHUNK_SCORE_SCALE
               + (1 + S.CHUNK_SHARE) * (weights["bm25"] + weights["symbol"]) / (S.RRF_K + 1))
    hits = index.search("TokenBucket", limit=100).hits
    assert hits[0].score > ceiling  # the class named TokenBucket carries the exact-name bonus
    assert any(h.score <= ceiling for h in hits), "expected hits without the exact-name bonus"
    by_file: dict[str, list[float]] = {}
    for h in hits:
        by_file.setdefault(h.path, []).append(h.score)
    for scores in by_file.values():
        assert scores == sorted(scores, reverse=True)
    seen: dict[str, int] = {}
    for i, h in enumerate(hits):
        seen[h.path] = seen.get(h.path, 0) + 1
        if seen[h.path] > PER_FILE:
            # Past its share only once no other file has hits left, or, once SPREAD_FILES
            # files are placed, before other files' hits worth less than a third of it.
            later = [g for g in hits[i + 1:] if seen.get(g.path, 0) < PER_FILE and g.path != h.path]
            assert not later or (len(seen) >= SPREAD_FILES and seen[h.path] <= SHOWN_PER_FILE
                                 and all(g.score < h.score / 3 for g in later))


def test_a_file_far_above_the_rest_shows_more_of_itself() -> None:
    """The first five files keep their places; past them, a file's third hit comes before
    other files' hits worth less than half of it (cxxopts' one header: its third best
    declaration had come after a vendored test framework's; gopsutil's `calculateAvailVmem`,
    a near tie with its file's second, after every file above a third of it)."""
    from codesift.search.select import select_hits

    scores = {("a", 1): 1.0, ("a", 2): 0.99, ("a", 3): 0.98, ("a", 4): 0.97, ("b", 1): 0.6,
              ("c", 1): 0.5, ("d", 1): 0.45, ("e", 1): 0.4, ("f", 1): 0.2, ("g", 1): 0.1}
    keys = {k: (0, i) for i, k in enumerate(scores)}
    docs = {keys[k]: {"path": k[0], "line": k[1], "end": k[1], "kind": "function", "name": "x",
                      "container": "", "signature": "", "doc": "", "lang": "python"}
            for k in scores}
    fused = {keys[k]: v for k, v in scores.items()}
    order = sorted(fused, key=lambda k: -fused[k])
    hits, total = select_hits(order, docs.__getitem__, fused, {}, limit=10, focus={})
    # Its third place only: a text answer shows three addresses of a file, and folds the
    # rest into "+ N more here", so a fourth would take a place no address shows.
    assert [(h.path, h.line) for h in hits] == [
        ("a", 1), ("a", 2), ("b", 1), ("c", 1), ("d", 1), ("e", 1), ("a", 3), ("f", 1),
        ("g", 1), ("a", 4)]
    assert total == 10
    # Files worth less than half of it, more than a third, come after its third hit too.
    fused = {**fused, keys[("f", 1)]: 0.38, keys[("g", 1)]: 0.34}
    order = sorted(fused, key=lambda k: -fused[k])
    hits, _ = select_hits(order, docs.__getitem__, fused, {}, limit=10, focus={})
    assert [(h.path, h.line) for h in hits][-4:] == [("a", 3), ("f", 1), ("g", 1), ("a", 4)]
    # Files close to it keep the old order: its extra hits come last.
    fused = {**fused, keys[("a", 3)]: 0.7, keys[("a", 4)]: 0.69, keys[("f", 1)]: 0.36,
             keys[("g", 1)]: 0.355}
    order = sorted(fused, key=lambda k: -fused[k])
    hits, _ = select_hits(order, docs.__getitem__, fused, {}, limit=10, focus={})
    assert [(h.path, h.line) for h in hits][-4:] == [("f", 1), ("g", 1), ("a", 3), ("a", 4)]


def test_a_c_definition_comes_before_its_prototypes(tmp_path: Path, make_index) -> None:
    # hiredis: `int redisReconnect(redisContext *c);` in hiredis.h, a forward declaration at
    # the top of hiredis.c, and the definition below it; asked by name, the definition leads.
    header = "/* Client API. */\nint redisReconnect(redisContext *c);\n"
    source = ("static int redisReconnect(redisContext *c);\n\n"
              "int redisReconnect(redisContext *c) {\n    redisNetClose(c);\n"
              "    return redisContextConnectTcp(c, c->tcp.host, c->tcp.port, c->connect_timeout);\n}\n")
    ix = indexed(make_index, tmp_path / "c", {"hiredis.h": header, "hiredis.c": source})
    hits = ix.search("redisReconnect").hits
    assert (hits[0].path, hits[0].line, hits[0].kind) == ("hiredis.c", 3, "function")
    # The header's prototype is an answer of its own; the forward declaration beside the
    # definition gives it its place.
    assert [(h.path, h.kind) for h in hits[1:]] == [("hiredis.h", "prototype")]


def test_an_overloaded_definition_takes_the_doc_of_its_own_prototype(
        tmp_path: Path, make_index) -> None:
    # SFML: the header documents each constructor, the source's definitions have no comment;
    # `Texture::Texture()` showed "Move constructor", the doc of `Texture(Texture&&)`.
    header = ("namespace sf {\nclass Texture {\npublic:\n"
              "    /// Move constructor\n    Texture(Texture&&) noexcept;\n\n"
              "    /// Default constructor\n    Texture();\n\n"
              "    /// Construct the texture from a file on disk\n"
              "    explicit Texture(const std::filesystem::path& filename, bool sRgb = false);\n"
              "};\n}\n")
    source = ("namespace sf {\nTexture::Texture() : m_size(0)\n{\n}\n\n"
              "Texture::Texture(const std::filesystem::path& filename, bool sRgb)\n{\n"
              "    if (!loadFromFile(filename, sRgb))\n        throw Exception(\"Failed\");\n}\n\n"
              "Texture::Texture(Texture&& right) noexcept\n{\n    swap(right);\n}\n}\n")
    ix = indexed(make_index, tmp_path / "sfml", {"include/Texture.hpp": header,
                                                  "src/Texture.cpp": source})
    docs = {h.signature: h.doc for h in ix.search("Texture", limit=20).hits
            if h.path == "src/Texture.cpp" and h.kind == "constructor"}
    assert docs == {
        "Texture::Texture()": "Default constructor",
        "Texture::Texture(const std::filesystem::path& filename, bool sRgb)":
            "Construct the texture from a file on disk",
        "Texture::Texture(Texture&& right) noexcept": "Move constructor"}, docs


def test_a_modules_typings_answer_after_its_code(tmp_path: Path, make_index) -> None:
    # pino: `pino.d.ts` says in JSDoc what `pino.js` does, and led the answers about it.
    typings = ("interface Logger {\n"
               "  /**\n   * Creates a child logger, merging the parent's serializers and\n"
               "   * bindings with the child's own bindings.\n   */\n"
               "  child(bindings: object): Logger;\n}\n")
    code = ("// A child logger: the parent's serializers with its own bindings.\n"
            "function child (bindings) {\n  const serializers = Object.assign({}, this.serializers)\n"
            "  const instance = Object.create(this)\n  instance.bindings = bindings\n"
            "  return instance\n}\nmodule.exports = { child }\n")
    files = {"pino.d.ts": typings, "pino.js": code}
    ix = indexed(make_index, tmp_path / "js", files)
    question = "how does a child logger merge the parent's serializers and bindings"
    assert ix.search(question).hits[0].path == "pino.js"
    # Asked about types, they count in full.
    assert ix.search(question + " in the typings").hits[0].path == "pino.d.ts"


def test_a_declaration_file_answers_after_the_code_it_declares(tmp_path: Path, make_index) -> None:
    # winston: `index.d.ts` at the root declares in JSDoc what `lib/winston/logger.js` does,
    # no module of its name beside it, and led the questions about the logger.
    typings = ("declare namespace winston {\n  interface Logger {\n"
               "    /** Whether a message at the debug level would be written by this logger. */\n"
               "    isDebugEnabled(): boolean;\n"
               "    /** Whether a message at the given level would be written. */\n"
               "    isLevelEnabled(level: string): boolean;\n  }\n}\nexport = winston;\n")
    code = ("class Logger {\n  // A level is written when it is no more verbose than the logger's.\n"
            "  isLevelEnabled(level) {\n    const value = this.getLevelValue(level);\n"
            "    return value <= this.getLevelValue(this.level);\n  }\n}\n"
            "module.exports = Logger;\n")
    ix = indexed(make_index, tmp_path / "js", {"index.d.ts": typings, "lib/winston/logger.js": code})
    question = "how does the logger decide whether debug level messages would be written"
    assert ix.search(question).hits[0].path == "lib/winston/logger.js"
    assert ix.search("the type definitions of the logger's debug level check").hits[0].path == "index.d.ts"
    # "Types" alone is the domain's word as often as the typings' (a Content-Type header).
    assert ix.search("the types of the logger's debug level check").hits[0].path == "lib/winston/logger.js"


def test_an_ocaml_interface_answers_after_the_implementation_it_declares(
        tmp_path: Path, make_index) -> None:
    # lwt: `lwt_pool.mli` says in odoc prose what `use` does with a member when the function
    # raises, and led set 77's question on it over the `let` in `lwt_pool.ml` that does it.
    interface = ("(** A pool of reusable members, such as database connections. *)\n\n"
                 "type 'a t\n\n"
                 "val use : 'a t -> ('a -> 'b Lwt.t) -> 'b Lwt.t\n"
                 "(** [use p f] takes a member from the pool and applies [f] to it. When [f]\n"
                 "    raises, the member is checked: if it is still valid it is put back into\n"
                 "    the pool, else it is disposed of and thrown away. *)\n")
    code = ("let check_and_release p c =\n"
            "  if p.check c then release p c else dispose p c\n\n"
            "let use p f =\n"
            "  acquire p >>= fun c ->\n"
            "  Lwt.catch (fun () -> f c) (fun e -> check_and_release p c >>= fun () -> Lwt.fail e)\n")
    ix = indexed(make_index, tmp_path / "ml", {"src/lwt_pool.mli": interface,
                                               "src/lwt_pool.ml": code})
    question = ("when my function raises inside use, is the member put back into the pool or "
                "disposed of")
    assert ix.search(question).hits[0].path == "src/lwt_pool.ml"
    # Asked about the interface, it counts in full.
    assert ix.search(question + ", says the interface file").hits[0].path == "src/lwt_pool.mli"


def test_a_luacats_definition_file_answers_after_the_code_it_documents(
        tmp_path: Path, make_index) -> None:
    # nvim-tree: `lua/nvim-tree/_meta/config/filters.lua`, a `---@meta` file documenting each
    # filter option, led "how does nvim-tree decide to hide a file" before
    # `explorer/filters.lua`, which decides.
    meta = ("---@meta\nerror(\"Cannot require a meta file\")\n\n"
            "---Filters hide files and directories from the tree: dotfiles, git ignored\n"
            "---files and custom patterns; `exclude` keeps a file shown whatever hides it.\n"
            "---@class nvim_tree.config.filters\n"
            "---Hide files starting with a dot.\n---@field dotfiles? boolean\n"
            "---Hide files ignored by git.\n---@field git_ignored? boolean\n"
            "---Patterns of files to hide.\n---@field custom? string[]\n"
            "---Files shown whatever filter would hide them.\n---@field exclude? string[]\n")
    code = ("local Filters = {}\n\n"
            "---Whether the file at path is hidden: exclude first, then dotfiles, git ignored\n"
            "---and custom patterns.\n"
            "function Filters:should_filter(path, status)\n"
            "  if self:is_excluded(path) then\n    return false\n  end\n"
            "  return self:dotfile(path) or self:git(path, status) or self:custom(path)\n"
            "end\n\nreturn Filters\n")
    files = {"lua/nvim-tree/_meta/config/filters.lua": meta, "lua/nvim-tree/explorer/filters.lua": code}
    ix = indexed(make_index, tmp_path / "lua", files)
    question = "how does nvim-tree decide to hide a file: dotfiles, git ignored, custom, exclude?"
    assert ix.search(question).hits[0].path == "lua/nvim-tree/explorer/filters.lua"
    # Asked about the type definitions, the definition file counts in full.
    assert ix.search("the type definitions of the filters config: dotfiles, git ignored, custom, "
                     "exclude").hits[0].path == "lua/nvim-tree/_meta/config/filters.lua"
    # Its mark gone (an edit, a longer file), it is code again, and leads as it did before the
    # rule: the mark is read off the file as it stands, not as it was first read.
    (tmp_path / "lua/lua/nvim-tree/_meta/config/filters.lua").write_text(
        "-- documentation of the filters\n" + meta.split("\n", 1)[1])
    ix.refresh()
    assert ix.search(question).hits[0].path == "lua/nvim-tree/_meta/config/filters.lua"


def test_a_declaration_file_does_not_lead_for_the_domains_word_type(
        tmp_path: Path, make_index) -> None:
    # axios: "the Content-Type header" read as asking for types, and `index.d.cts` led with
    # its typings of the header over lib/defaults/index.js, which serializes the body.
    typings = ("/** How the request body is sent: JSON, URL-encoded form or multipart form data,\n"
               " * by the Content-Type header. */\n"
               "export type ContentType = 'application/json' | 'multipart/form-data'\n"
               "  | 'application/x-www-form-urlencoded';\n")
    code = ("function transformRequest(data, headers) {\n"
            "  const contentType = headers.getContentType() || '';\n"
            "  if (contentType.indexOf('multipart/form-data') > -1) return toFormData(data);\n"
            "  return JSON.stringify(data);\n}\nmodule.exports = { transformRequest };\n")
    ix = indexed(make_index, tmp_path / "js", {"index.d.ts": typings, "lib/defaults.js": code})
    question = ("how is the request body serialized to JSON or multipart form data depending "
                "on the Content-Type header")
    assert ix.search(question).hits[0].path == "lib/defaults.js"
    assert ix.search(question + ", in the type definitions").hits[0].path == "index.d.ts"


def test_a_declaration_files_chunks_in_a_row_give_the_first_place_to_code(
        tmp_path: Path, make_index) -> None:
    # pino: `pino.d.ts` documents every level type in prose, and a dozen of its chunks stood
    # before `lib/multistream.js`, which decides which destination gets a line, even at the
    # doc prior. The first place goes to the code; the typings come just after it.
    levels = "".join(f"  /** The minimum level {n} of a destination stream: lines below it are "
                     f"not written to that destination. */\n  {n}Level: Level;\n"
                     for n in ("trace", "debug", "info", "warn", "error", "fatal"))
    typings = ("/** A destination's minimum level: each stream gets the lines at its level. */\n"
               "type Level = string;\n"
               f"interface StreamEntry {{\n{levels}}}\n"
               "/** Several destinations, each with its own minimum level; duplicates written "
               "once. */\ninterface MultiStreamOptions {\n  dedupe: boolean;\n}\n")
    code = ("function write (data) {\n  const level = this.lastLevel\n"
            "  for (const dest of this.streams) {\n"
            "    if (dest.level <= level) dest.stream.write(data)\n  }\n}\n"
            "module.exports = { write }\n")
    ix = indexed(make_index, tmp_path / "js", {"pino.d.ts": typings,
                                               "lib/multistream.js": code})
    question = ("when logging to several destinations that each have their own minimum level, "
                "how does it decide which destinations receive a line")
    paths = [h.path for h in ix.search(question).hits]
    assert paths[:2] == ["lib/multistream.js", "pino.d.ts"]


def test_a_crates_docs_give_the_first_place_to_the_code_they_describe(
        tmp_path: Path, make_index) -> None:
    # env_logger: `src/lib.rs`'s `//!` docs explain every part of `RUST_LOG`, and stood first
    # for how its `/regex` part is applied, above the filter's code in another file.
    lib = ("//! A logger configured by the `RUST_LOG` environment variable.\n//!\n"
           "//! Each directive names a module and a level: `RUST_LOG=api=debug` turns on debug\n"
           "//! logs for the api module. After a slash comes a regular expression: with\n"
           "//! `RUST_LOG=info/timeout` only log lines whose message matches the expression\n"
           "//! `timeout` are written, and the others are skipped.\n\n"
           "pub struct Logger {\n    level: usize,\n}\n")
    op = ("pub struct FilterOp {\n    inner: regex::Regex,\n}\n\n"
          "impl FilterOp {\n    pub fn is_match(&self, message: &str) -> bool {\n"
          "        self.inner.is_match(message)\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "rs", {"src/lib.rs": lib, "src/filter/op.rs": op})
    question = "how is the regular expression after the slash matched against each message"
    assert [h.path for h in ix.search(question).hits][:2] == ["src/filter/op.rs", "src/lib.rs"]


def test_a_namespace_neither_answers_for_its_members_nor_hides_them(
        tmp_path: Path, make_index) -> None:
    # Newtonsoft.Json: the only hit in the writer's file was `namespace ...Serialization`,
    # whose body held every word of the question and whose span hid the members that matched.
    writer = ("namespace Newtonsoft.Json.Serialization\n{\n"
              "    internal class ReferenceTracker\n    {\n"
              "        private bool Track(object value) { return Log(\"self referencing\"); }\n"
              "    }\n\n    internal class Guard\n    {\n"
              "        private void Check() { throw new Error(\"loop detected\"); }\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "cs", {"Src/InternalWriter.cs": writer})
    hits = ix.search("self referencing loop detected").hits
    assert "namespace" not in [h.kind for h in hits]
    assert {h.symbol for h in hits[:2]} == {"Track", "Check"}
    named = ix.search("Newtonsoft.Json.Serialization").hits[0]   # asked by name, it answers
    assert (named.kind, named.line) == ("namespace", 1)


_POOL = '''"""Connection pools: a full pool, a connection, discarding a pool."""


class ConnectionPool:
    """A pool of connections; when the pool is full the connection is discarded."""

    def full(self) -> bool:
        """Is the connection pool full?"""
        return len(self.pool) >= self.size

    def discard_connection(self, connection) -> None:
        """Discard a connection from the pool when the pool is full."""
        connection.close()
'''
_QUEUE = '''class Holder:
    def put(self, conn):
        if self.count > self.limit:
            raise PoolFullError("Pool is full, discarding connection %s" % conn)
        self.items.append(conn)
'''


def test_a_message_finds_the_code_that_says_it(tmp_path: Path, make_index) -> None:
    # The message's words rank the file that says them most (pool.py); the place that raises
    # it says them once, in that order, in quotes. Its test and the changelog quote it too.
    ix = indexed(make_index, tmp_path / "msg", {
        "src/pool.py": _POOL, "src/queue.py": _QUEUE,
        "tests/test_queue.py": 'def test_full():\n    match("Pool is full, discarding connection")\n',
        "CHANGES.md": '# Changes\n\n## 2.0\n\n"Pool is full, discarding connection" is an error now.\n'})
    hits = ix.search("Pool is full, discarding connection").hits
    assert (hits[0].path, hits[0].qualified) == ("src/queue.py", "Holder.put")
    # Pasted with a traceback and interpolated values, the message line still finds it.
    issue = ("After upgrading, our workers die under load. We run forty threads against one "
             "host and expected requests to wait for a free slot instead of failing, as the "
             "docs about the pool and its size suggest. Full output:\n"
             'Traceback (most recent call last):\n  File "worker.py", line 9, in run\n'
             "PoolFullError: Pool is full, discarding connection <conn 42>\n")
    hits = ix.search(issue).hits
    assert hits[0].path == "src/queue.py"


def test_a_message_a_script_prints_outside_its_functions_finds_that_code(
        tmp_path: Path, make_index) -> None:
    # bats's `libexec/bats-core/bats`: "Error: Bad command line option" is printed by the
    # argument loop between its functions, which was in no chunk; the answer led with
    # `abort`, the function that prints any "Error: …".
    script = ("#!/usr/bin/env bash\nset -e\n\nversion() {\n  printf 'Bats %s\\n' \"$VERSION\"\n}\n\n"
              "abort() {\n  printf 'Error: %s\\n' \"$1\" >&2\n  usage >&2\n  exit 1\n}\n\n"
              "usage() {\n  printf 'Usage: bats [OPTIONS] <tests>\\n'\n}\n\n"
              "while [[ \"$#\" -ne 0 ]]; do\n  case \"$1\" in\n  -h | --help)\n    usage\n"
              "    exit 0\n    ;;\n  -v | --version)\n    version\n    exit 0\n    ;;\n"
              "  -*)\n    abort \"Bad command line option '$1'\"\n    ;;\n  *)\n"
              "    arguments+=(\"$1\")\n    ;;\n  esac\n  shift\ndone\n")
    tracing = "".join(f"bats_trace_{i}() {{\n  echo \"command line $1 of {i}\"\n}}\n\n"
                      for i in range(3))
    ix = indexed(make_index, tmp_path / "bats", {"libexec/bats": script,
                                                 "lib/tracing.bash": tracing})
    top = ix.search("Error: Bad command line option '--frobnicate'").hits[0]
    assert (top.path, top.kind, top.line, top.end_line) == ("libexec/bats", "file", 18, 36)
    assert "abort \"Bad command line option '$1'\"" in script.split("\n")[29 - 1]


def test_a_getter_defined_by_a_call_is_found_by_name(tmp_path: Path, make_index) -> None:
    # express's lib/request.js: `defineGetter(req, 'protocol', function protocol() {…})`.
    request = ("var req = Object.create(http.IncomingMessage.prototype);\n\n"
               "/** Return the protocol string \"http\" or \"https\". */\n"
               "defineGetter(req, 'protocol', function protocol() {\n"
               "  var proto = this.connection.encrypted ? 'https' : 'http';\n"
               "  return proto.split(/\\s*,\\s*/)[0];\n});\n\n"
               "function defineGetter(obj, name, getter) {\n"
               "  Object.defineProperty(obj, name, {get: getter});\n}\n")
    ix = indexed(make_index, tmp_path / "js", {
        "lib/request.js": request,
        "lib/protocol.js": "/** Protocol helpers. */\nexports.parse = function parse(s) { return s; };\n"})
    top = ix.search("protocol").hits[0]
    assert (top.path, top.qualified, top.line) == ("lib/request.js", "req.protocol", 4)
    assert top.doc.startswith("Return the protocol string")
    assert ix.search("req.protocol").hits[0].qualified == "req.protocol"


def test_a_definition_stands_in_for_its_overload_stubs(tmp_path: Path, make_index) -> None:
    # click's termui.prompt: two short `@overload` stubs outscored the definition on words
    # and took both of the file's places in the answer.
    source = ("import typing as t\n\n\n@t.overload\ndef prompt(text: str, confirmation: bool) -> str: ...\n\n\n"
              "@t.overload\ndef prompt(text: str, confirmation: int) -> int: ...\n\n\n"
              "def prompt(text, confirmation=False, default=None, hide_input=False, type=None):\n"
              '    """Prompts a user for input, with an optional confirmation prompt."""\n'
              "    value = input(text)\n    if confirmation:\n        again = input(text)\n"
              "    return value\n")
    ix = indexed(make_index, tmp_path / "py", {"termui.py": source,
                                               "stubs.pyi": "def prompt(text: str) -> str: ...\n"})
    hits = ix.search("prompt confirmation").hits
    assert (hits[0].path, hits[0].line, hits[0].kind) == ("termui.py", 12, "function")
    assert [h.line for h in hits if h.path == "termui.py"] == [12]


def test_a_file_found_only_as_a_whole_shows_its_main_declaration(
        tmp_path: Path, make_index) -> None:
    # httpx's _transports/default.py: its timeout words are in its imports, in no chunk; the
    # file channel found it, and its first chunk (`T = TypeVar(...)`) stood for it.
    transport = ("import typing\nfrom .settings import TIMEOUT_DEFAULTS, configure_timeouts\n\n"
                 'T = typing.TypeVar("T")\n\n\nclass Transport:\n    """Sends bytes."""\n\n'
                 "    def send(self, data):\n        return self.sock.write(data)\n\n"
                 "    def close(self):\n        self.sock.close()\n")
    ix = indexed(make_index, tmp_path / "nom", {"src/net/transport.py": transport,
                                                "src/net/settings.py": "PORT = 80\n"})
    shown = [(h.path, h.qualified) for h in ix.search("timeouts defaults").hits]
    assert ("src/net/transport.py", "Transport") in shown
    assert ("src/net/transport.py", "T") not in shown


def test_a_rust_unit_test_ranks_after_the_code_it_tests(tmp_path: Path, make_index) -> None:
    # ripgrep's printer/src/standard.rs: "--max-columns" led with `tests.max_columns()`.
    # Same name, same strength: without the test prior the earlier line (the tests) led.
    source = ("#[cfg(test)]\nmod tests {\n    #[test]\n    fn max_columns() {\n"
              "        let columns = 5;\n        assert_eq!(columns, 5);\n    }\n}\n\n"
              "pub struct Builder { limit: Option<u64> }\n\nimpl Builder {\n"
              "    /// Set the maximum number of columns allowed for each line printed.\n"
              "    pub fn max_columns(&mut self, limit: Option<u64>) -> &mut Builder {\n"
              "        self.limit = limit;\n        self\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "rs", {"src/standard.rs": source})
    hits = ix.search("max_columns").hits
    assert [h.qualified for h in hits[:2]] == ["Builder.max_columns", "tests.max_columns"]


def test_a_rust_test_outside_mod_tests_is_a_test_by_its_name(tmp_path: Path, make_index) -> None:
    # bat's line_range.rs: `#[test] fn test_parse_full()` at the top level, not in `mod tests`,
    # counted as source and led "parse line range" above `LineRange::from`.
    source = ("pub struct LineRange { lower: usize }\n\nimpl LineRange {\n"
              "    /// Parse a line range such as `3:5`.\n    pub fn from(range: &str) -> LineRange {\n"
              "        LineRange { lower: range.len() }\n    }\n}\n\n"
              "#[test]\nfn test_parse_line_range_full() {\n    let range = LineRange::from(\"3:5\");\n"
              "    assert_eq!(range.lower, 3);\n}\n")
    ix = indexed(make_index, tmp_path / "bat", {"src/line_range.rs": source})
    names = [h.qualified for h in ix.search("parse line range").hits]
    assert names.index("LineRange.from") < names.index("test_parse_line_range_full"), names
    assert ix.search("tests for parse line range").hits[0].symbol == "test_parse_line_range_full"


def test_a_rust_test_outside_mod_tests_is_a_test_by_its_attribute(tmp_path: Path,
                                                                   make_index) -> None:
    # serde_derive's case.rs: `#[test] fn rename_fields()` at the top level, not in `mod
    # tests` nor named `test_…`, led "how is a field name converted to each case style"
    # above `RenameRule::apply_to_field` (set 91).
    source = ("pub enum RenameRule { KebabCase }\n\nimpl RenameRule {\n"
              "    /// Apply a renaming rule to a struct field, returning the converted name.\n"
              "    pub fn apply_to_field(self, field: &str) -> String {\n"
              "        field.replace('_', \"-\")\n    }\n}\n\n"
              "#[test]\nfn rename_fields() {\n    for &(field, kebab) in &[(\"a_b\", \"a-b\")] {\n"
              "        assert_eq!(RenameRule::KebabCase.apply_to_field(field), kebab);\n"
              "        assert_eq!(RenameRule::KebabCase.apply_to_field(field), kebab);\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "serde", {"src/case.rs": source})
    names = [h.qualified for h in ix.search("how is a field name converted by the rename rule").hits]
    assert names.index("RenameRule.apply_to_field") < names.index("rename_fields"), names
    assert ix.search("tests for renaming fields").hits[0].symbol == "rename_fields"


def test_a_googletest_named_by_its_test_name_leads(tmp_path: Path, make_index) -> None:
    # c-ares's `TEST_F(LibraryTest, ParseSrvReplyOK)`, the only `ParseSrvReplyOK`, came 22nd to
    # its name: `LibraryTest.ParseSrvReplyOK` matched it as a mere suffix, and the code under
    # test led. A test named like the code (`Reply.parse_reply`) still comes after that code.
    source = ("/* Parse an SRV reply. */\nint parse_srv_reply(const char *buf, int len) {\n"
              "  return len;\n}\n\n/* Parse any reply. */\n"
              "int parse_reply(const char *buf) {\n  return 0;\n}\n")
    test = ("#include \"reply.h\"\n\nTEST_F(LibraryTest, ParseSrvReplyOK) {\n"
            "  EXPECT_EQ(3, parse_srv_reply(\"abc\", 3));\n}\n\n"
            "TEST(Reply, parse_reply) {\n  EXPECT_EQ(0, parse_reply(\"x\"));\n}\n")
    ix = indexed(make_index, tmp_path / "ares", {"src/reply.c": source,
                                                  "test/reply-test.cc": test})
    assert ix.search("ParseSrvReplyOK").hits[0].symbol == "LibraryTest.ParseSrvReplyOK"
    names = [h.qualified for h in ix.search("parse_reply").hits]
    assert names.index("parse_reply") < names.index("Reply.parse_reply"), names


def test_a_runners_failure_line_finds_the_test_it_names(tmp_path: Path, make_index) -> None:
    # gin's "--- FAIL: TestContextReset (0.00s)" led with logger.go's `ResetColor`: the line read
    # as a message, and the test stayed behind the source-first prior. Gradle's report of a
    # Kotlin test named by a sentence led with the converter its words name.
    go = ("package gin\n\n// Reset clears the context.\nfunc (c *Context) reset() {\n"
          "\tc.index = -1\n}\n\n// ResetColor resets all escape attributes.\n"
          "func (p *LogFormatterParams) ResetColor() string {\n\treturn reset\n}\n")
    go_test = ("package gin\n\nfunc TestContextReset(t *testing.T) {\n\tc := &Context{}\n"
               "\tc.reset()\n}\n")
    kotlin = ("class DurationTests {\n    @Test\n"
              "    fun `should serialize Kotlin duration using Java time module`() {\n"
              "        assertEquals(1, 1)\n    }\n}\n")
    converter = ("/** Converts a Java duration to a Kotlin duration for the Java time module. */\n"
                 "class JavaToKotlinDurationConverter {\n"
                 "    fun serialize(duration: Duration): String = duration.toString()\n}\n")
    ix = indexed(make_index, tmp_path / "runners", {
        "context.go": go, "context_test.go": go_test,
        "src/test/kotlin/DurationTests.kt": kotlin, "src/main/kotlin/Converters.kt": converter})
    assert ix.search("--- FAIL: TestContextReset (0.00s)").hits[0].symbol == "TestContextReset"
    report = "DurationTests > should serialize Kotlin duration using Java time module() FAILED"
    assert ix.search(report).hits[0].qualified == (
        "DurationTests.should serialize Kotlin duration using Java time module")


def test_zig_test_blocks_and_haskell_properties_rank_after_the_code_they_test(
        tmp_path: Path, make_index) -> None:
    # http.zig's "parse request headers" led with its `test "request: parse headers"` blocks;
    # ShellCheck's prop_checkUnquoted* properties led "check for unquoted variables".
    zig = ('const std = @import("std");\n\n'
           '/// Parse the request headers from the buffer.\n'
           'pub fn parseHeaders(buf: []const u8) !void {\n    _ = buf;\n}\n\n'
           'test "request: parse headers" {\n    try parseHeaders("Host: x");\n'
           '    try parseHeaders("Accept: y");\n}\n')
    haskell = ("module Checks where\n\n"
               "prop_checkUnquoted1 = verify checkUnquoted \"echo $foo\"\n"
               "prop_checkUnquoted2 = verify checkUnquoted \"echo $bar\"\n\n"
               "-- | Warn about unquoted variables.\n"
               "checkUnquoted :: Token -> Bool\ncheckUnquoted t = isUnquoted t\n")
    ix = indexed(make_index, tmp_path / "inline", {"src/request.zig": zig,
                                                    "src/Checks.hs": haskell})
    assert ix.search("parse request headers").hits[0].symbol == "parseHeaders"
    assert ix.search("check unquoted").hits[0].symbol == "checkUnquoted"
    assert ix.search("prop_checkUnquoted2").hits[0].symbol == "prop_checkUnquoted2"   # named, it leads


def test_a_module_path_names_the_declaration_at_its_end(tmp_path: Path, make_index) -> None:
    # Django's "django.db.models.QuerySet.filter" led with related_descriptors.py's
    # `_filter_prefetch_queryset` (the module path named 20 files); QuerySet.filter came after.
    ix = indexed(make_index, tmp_path / "mod", {
        "shop/db/models/query.py": "class QuerySet:\n    def filter(self, **kw):\n"
                                   "        return self\n",
        "shop/db/models/fields.py": "def filter_choices(queryset, field):\n    return queryset\n",
        "shop/api.py": "def get(url):\n    return url\n",
        "shop/client.py": "def get(url, retries=3):\n    return url\n",
        "crates/searcher/src/searcher/mod.rs": "pub struct Searcher {}\n\nimpl Searcher {\n"
                                               "    pub fn new() -> Searcher {\n        Searcher {}\n    }\n}\n",
        "crates/printer/src/lib.rs": "pub struct Printer {}\n\nimpl Printer {\n"
                                     "    pub fn new() -> Printer {\n        Printer {}\n    }\n}\n",
        # More `new`s than one name lookup reads: ripgrep's own example in RANKING.md
        # found no Searcher.new in the top 8 (the `new`s read first were other types').
        **{f"crates/aaa/src/t{i:02}.rs": f"pub struct T{i} {{}}\n\nimpl T{i} {{\n"
           f"    pub fn new() -> T{i} {{\n        T{i} {{}}\n    }}\n}}\n" for i in range(70)},
    })
    top = ix.search("shop.db.models.QuerySet.filter").hits[0]
    assert (top.path, top.qualified) == ("shop/db/models/query.py", "QuerySet.filter")
    assert ix.search("shop.api.get").hits[0].path == "shop/api.py"
    assert ix.search("shop.client.get").hits[0].path == "shop/client.py"
    top = ix.search("crate::searcher::Searcher::new").hits[0]
    assert (top.path, top.symbol) == ("crates/searcher/src/searcher/mod.rs", "new")
    # A crate's name is not its folder's (grep_printer lives in crates/printer): the path
    # still ends in the method's qualified name.
    top = ix.search("grep_printer::Printer::new").hits[0]
    assert (top.path, top.qualified) == ("crates/printer/src/lib.rs", "Printer.new")
    # A file, a colon, then the name in it (requests' "sessions.py:Session.send" led with
    # `session()`: the whole string was probed as one name).
    top = ix.search("db/models/query.py:QuerySet.filter").hits[0]
    assert (top.path, top.qualified) == ("shop/db/models/query.py", "QuerySet.filter")
    assert ix.search("client.py:get").hits[0].path == "shop/client.py"


def test_a_typed_identifier_keeps_its_filler_words(tmp_path: Path, make_index) -> None:
    # gin's "c.ShouldBindJSON" led with `BindJSON`: "should" was dropped as filler from the
    # identifier's words, and the rest matched BindJSON exactly.
    source = ("package gin\n\ntype Context struct{}\n\n"
              "// BindJSON binds the body as JSON and aborts on error.\n"
              "func (c *Context) BindJSON(obj any) error {\n\treturn nil\n}\n\n"
              "// ShouldBindJSON binds the body as JSON.\n"
              "func (c *Context) ShouldBindJSON(obj any) error {\n\treturn nil\n}\n")
    ix = indexed(make_index, tmp_path / "gin", {"context.go": source})
    assert ix.search("c.ShouldBindJSON").hits[0].symbol == "ShouldBindJSON"
    assert ix.search("c.BindJSON").hits[0].symbol == "BindJSON"


def test_a_trait_method_named_as_rust_writes_it(tmp_path: Path, make_index) -> None:
    # A Rust backtrace names a trait method `<StandardSink as Sink>::matched`: ripgrep's led
    # with the struct StandardSink.
    source = ("pub trait Sink {\n    fn matched(&mut self) -> bool;\n}\n\n"
              "/// A sink that prints.\npub struct StandardSink<'p, W> {\n    wtr: &'p W,\n}\n\n"
              "impl<'p, W> Sink for StandardSink<'p, W> {\n"
              "    fn matched(&mut self) -> bool {\n        true\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "rs", {"src/standard.rs": source})
    for query in ("<StandardSink as Sink>::matched", "<StandardSink<'p, W> as Sink>::matched"):
        assert ix.search(query).hits[0].qualified == "StandardSink.matched", query


def test_a_go_method_head_names_its_receiver(tmp_path: Path, make_index) -> None:
    # gin's "func (engine *Engine) Run(addr ...string) (err error)" led with ginS's function
    # Run: the head was read as the name Run, its receiver dropped.
    ix = indexed(make_index, tmp_path / "go", {
        "ginS/gins.go": "package ginS\n\n// Run attaches to a http.Server.\n"
                        "func Run(addr ...string) (err error) {\n\treturn engine().Run(addr...)\n}\n\n"
                        "// RunTLS attaches to a http.Server.\n"
                        "func RunTLS(addr string) (err error) {\n\treturn engine().RunTLS(addr)\n}\n",
        "gin.go": "package gin\n\ntype Engine struct{}\n\n// Run attaches the router.\n"
                  "func (engine *Engine) Run(addr ...string) (err error) {\n\treturn nil\n}\n"
                  + "".join(f"\n// Handle{i} handles route {i}.\nfunc (engine *Engine) Handle{i}"
                            f"(path string) {{\n\tengine.route(path)\n}}\n" for i in range(30)),
    })
    top = ix.search("func (engine *Engine) Run(addr ...string) (err error)").hits[0]
    assert (top.path, top.qualified) == ("gin.go", "Engine.Run")
    assert ix.search("func Run(addr ...string)").hits[0].path == "ginS/gins.go"


def test_a_c_function_head_finds_the_definition_before_its_prototype(
        tmp_path: Path, make_index) -> None:
    # hiredis: "redisContext *redisConnect(const char *ip, int port)" led with the header's
    # prototype and the struct redisContext; the definition in hiredis.c came third.
    ix = indexed(make_index, tmp_path / "c", {
        "hiredis.h": "/* Context for a connection to Redis */\ntypedef struct redisContext {\n"
                     "    int fd;\n} redisContext;\n\n"
                     "redisContext *redisConnect(const char *ip, int port);\n",
        "hiredis.c": "#include \"hiredis.h\"\n\n/* Connect to a Redis instance. */\n"
                     "redisContext *redisConnect(const char *ip, int port) {\n"
                     "    redisContext *c = calloc(1, sizeof(*c));\n    return c;\n}\n",
    })
    hits = ix.search("redisContext *redisConnect(const char *ip, int port)").hits
    assert [(h.path, h.kind) for h in hits[:2]] == [("hiredis.c", "function"),
                                                    ("hiredis.h", "prototype")]


def test_a_constant_does_not_lead_its_file_on_length_alone(tmp_path: Path, make_index) -> None:
    # django/middleware/csrf.py: "csrf token validation" led with CSRF_TOKEN_LENGTH and
    # REASON_CSRF_TOKEN_MISSING, one-liners that win BM25 on length.
    source = ('REASON_CSRF_TOKEN_MISSING = "CSRF token missing."\nCSRF_TOKEN_LENGTH = 32\n\n\n'
              "def check_token(request, secret):\n"
              '    """Validate the CSRF token sent with the request against the secret."""\n'
              "    token = request.headers.get('X-CSRFToken') or request.POST.get('csrfmiddlewaretoken')\n"
              "    if token is None:\n        raise RejectRequest(REASON_CSRF_TOKEN_MISSING)\n"
              "    if len(token) != CSRF_TOKEN_LENGTH:\n        raise RejectRequest('bad length')\n"
              "    return compare(token, secret)\n")
    ix = indexed(make_index, tmp_path / "csrf", {"middleware/csrf.py": source})
    assert ix.search("csrf token validation").hits[0].symbol == "check_token"
    assert ix.search("CSRF_TOKEN_LENGTH").hits[0].symbol == "CSRF_TOKEN_LENGTH"   # named, it leads


def test_a_question_about_what_code_does_leads_with_the_function_not_its_type(
        tmp_path: Path, make_index) -> None:
    # uvicorn's proxy_headers.py: "How does the proxy headers middleware pick the real client
    # IP …" led with the class whose name the question's nouns spell; the function doing it
    # came second. Asked without a question, or by name, the class still leads.
    source = ("class ProxyHeadersMiddleware:\n"
              '    """Middleware for handling known proxy headers in front of the app."""\n\n'
              "    def __init__(self, app, trusted_hosts='127.0.0.1'):\n"
              "        self.app = app\n        self.trusted_hosts = trusted_hosts\n\n"
              "    async def __call__(self, scope, receive, send):\n"
              "        return await self.app(scope, receive, send)\n\n\n"
              "def get_trusted_client_host(x_forwarded_for, trusted_hosts):\n"
              '    """Extract the client host from the forwarded-for header."""\n'
              "    hosts = [item.strip() for item in x_forwarded_for.split(',')]\n"
              "    for host in reversed(hosts):\n"
              "        if host not in trusted_hosts:\n            return host\n"
              "    return hosts[0]\n")
    ix = indexed(make_index, tmp_path / "proxy", {"uvicorn/middleware/proxy_headers.py": source})
    asked = ("How does the proxy headers middleware pick the real client IP out of a "
             "comma-separated forwarded-for list?")
    assert ix.search(asked).hits[0].symbol == "get_trusted_client_host"
    assert ix.search("proxy headers middleware").hits[0].symbol == "ProxyHeadersMiddleware"
    assert ix.search("where is ProxyHeadersMiddleware").hits[0].symbol == "ProxyHeadersMiddleware"


def test_a_constructor_or_protocol_hook_yields_to_the_method_doing_the_work(
        tmp_path: Path, make_index) -> None:
    # itsdangerous' Signer: a question about key rotation led with `__init__`, which names
    # every field the question's nouns spell by setting it; quick-xml-like errors led with
    # Rust's `fmt`, which prints them. The method that does what is asked comes first.
    signer = ("class Signer:\n"
              "    def __init__(self, secret_keys, salt='signer', key_derivation='hmac'):\n"
              "        self.secret_keys = list(secret_keys)\n"
              "        self.salt = salt\n"
              "        self.key_derivation = key_derivation\n"
              "        self.signature_algorithm = 'sha1'\n"
              "        self.rotation = True\n\n"
              "    def verify_signature(self, value, sig):\n"
              "        for key in reversed(self.secret_keys):\n"
              "            if self.derive(key, value) == sig:\n"
              "                return True\n"
              "        return False\n")
    errors = ("pub enum Error {\n    Syntax(String),\n    Eof,\n}\n\n"
              "impl fmt::Display for Error {\n"
              "    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {\n"
              "        match self {\n"
              "            Error::Syntax(tag) => write!(f, \"unclosed tag {}\", tag),\n"
              "            Error::Eof => write!(f, \"unexpected end of input in a tag\"),\n"
              "        }\n    }\n}\n\n"
              "fn close_tag(name: &str, open: &[String]) -> Result<(), Error> {\n"
              "    if open.last().map(|t| t.as_str()) != Some(name) {\n"
              "        return Err(Error::Syntax(name.to_string()));\n"
              "    }\n    Ok(())\n}\n")
    ix = indexed(make_index, tmp_path / "hooks", {"signer.py": signer, "src/errors.rs": errors})
    asked = ("When several secret keys are configured for rotation, how is an incoming "
             "signature checked against the older keys?")
    assert ix.search(asked).hits[0].symbol == "verify_signature"
    assert ix.search("how is an unclosed tag reported").hits[0].symbol == "close_tag"


def test_a_getter_stands_in_for_its_setter(tmp_path: Path, make_index) -> None:
    # got's Options: "retry after header" showed `get retry()` and `set retry(value)`, the
    # same property twice in the file's two places.
    source = ("export class Options {\n\t/** The retry options: limit and backoff. */\n"
              "\tget retry(): RetryOptions {\n\t\treturn this._retry;\n\t}\n\n"
              "\tset retry(value: RetryOptions) {\n\t\tthis._retry = value;\n\t}\n\n"
              "\tget timeout(): number {\n\t\treturn this._timeout;\n\t}\n}\n")
    ix = indexed(make_index, tmp_path / "ts", {"source/options.ts": source})
    hits = [(h.qualified, h.signature) for h in ix.search("retry options").hits]
    assert hits[0] == ("Options.retry", "get retry(): RetryOptions")
    assert ("Options.retry", "set retry(value: RetryOptions)") not in hits


def test_a_dart_getter_stands_in_for_its_setter(tmp_path: Path, make_index) -> None:
    # quiver's StreamBuffer: `set limit(int limit)` and `int get limit` are one property, and
    # took two of the file's places.
    source = ("class StreamBuffer {\n  int _limit = 0;\n\n  /// Buffer at most [limit] bytes.\n"
              "  set limit(int limit) {\n    _limit = limit;\n  }\n\n"
              "  int get limit => _limit;\n\n  bool get limited => _limit > 0;\n}\n")
    ix = indexed(make_index, tmp_path / "dart", {"lib/stream_buffer.dart": source})
    hits = [(h.qualified, h.signature) for h in ix.search("stream buffer limit").hits]
    assert [q for q, _ in hits].count("StreamBuffer.limit") == 1
    assert ("StreamBuffer.limit", "int get limit") in hits


def test_a_setter_that_says_the_pasted_message_stands_for_its_getter(tmp_path: Path,
                                                                      make_index) -> None:
    # ora's `set spinner` throws "The given spinner must have a non-empty `frames` array of
    # strings"; the answer showed `get spinner()`, three lines that say nothing of it, with
    # no line to read at.
    source = ("export class Ora {\n\tget spinner() {\n\t\treturn this._spinner;\n\t}\n\n"
              "\tset spinner(spinner) {\n\t\tif (!spinner.frames) {\n"
              "\t\t\tthrow new Error('The given spinner must have a non-empty frames array');\n"
              "\t\t}\n\t\tthis._spinner = spinner;\n\t}\n}\n")
    ix = indexed(make_index, tmp_path / "js", {"index.js": source})
    hits = ix.search("Error: The given spinner must have a non-empty frames array").hits
    assert (hits[0].qualified, hits[0].line, hits[0].focus) == ("Ora.spinner", 6, 8)
    assert [h.line for h in hits if h.qualified == "Ora.spinner"] == [6]   # one of the pair


def test_a_python_property_stands_in_for_its_setter_and_deleter(
        tmp_path: Path, make_index) -> None:
    # requests' Response.encoding pattern: `@encoding.setter` and `@encoding.deleter` are the
    # same attribute as the `@property` above them, and took the file's other places.
    source = ("class Response:\n    @property\n    def encoding(self) -> str:\n"
              '        """The text encoding used to decode the body."""\n        return self._enc\n\n'
              "    @encoding.setter\n    def encoding(self, value: str) -> None:\n"
              "        self._enc = value\n\n"
              "    @encoding.deleter\n    def encoding(self) -> None:\n        del self._enc\n\n"
              "    def text(self) -> str:\n        return self.body.decode(self.encoding)\n")
    ix = indexed(make_index, tmp_path / "py", {"models.py": source})
    hits = [(h.qualified, h.line) for h in ix.search("encoding decode body").hits]
    assert hits[0] == ("Response.encoding", 2)
    assert [q for q, _ in hits].count("Response.encoding") == 1


CALL_ADAPTERS = {
    "src/main/java/retrofit2/CallAdapter.java": (
        "package retrofit2;\n\n/** Adapts a Call into the type of T. */\npublic interface CallAdapter<R, T> {\n"
        "  T adapt(Call<R> call);\n\n  /** Creates CallAdapter instances based on the return type. */\n"
        "  abstract class Factory {\n    public abstract CallAdapter<?, ?> get(Type returnType);\n  }\n}\n"),
    "src/main/java/retrofit2/ScalaCallAdapterFactory.java": (
        "package retrofit2;\n\n/** A call adapter which creates Scala futures. */\n"
        "public final class ScalaCallAdapterFactory extends CallAdapter.Factory {\n"
        "  public CallAdapter<?, ?> get(Type returnType) {\n    return null;\n  }\n}\n"),
    "src/test/java/retrofit2/SuspendTest.kt": (
        "package retrofit2\n\nclass SuspendTest {\n  @Test fun usesCallAdapterForCall() {\n"
        "    val callAdapterFactory = object : CallAdapter.Factory() {\n"
        "      override fun get(returnType: Type): CallAdapter<*, *>? = null\n    }\n"
        "    val retrofit = Retrofit.Builder().addCallAdapterFactory(callAdapterFactory).build()\n"
        "  }\n}\n"),
}


def test_typed_words_may_name_a_member_and_its_container(tmp_path: Path, make_index) -> None:
    # retrofit: "call adapter factory" is CallAdapter.Factory; CallAdapter's own exact match
    # (from the pair "call adapter") hid it, since a hit inside a better one is dropped.
    ix = indexed(make_index, tmp_path / "java", CALL_ADAPTERS)
    top = ix.search("call adapter factory").hits[0]
    assert (top.path, top.qualified) == ("src/main/java/retrofit2/CallAdapter.java",
                                         "CallAdapter.Factory")


def test_a_test_using_the_spelled_identifier_stays_behind_source(
        tmp_path: Path, make_index) -> None:
    # retrofit: "call adapter factory" answered a Kotlin test first, for its local variable
    # `callAdapterFactory`: the bonus for using the spelled identifier came after the test
    # prior. Asked for tests, the test still leads.
    ix = indexed(make_index, tmp_path / "java", CALL_ADAPTERS)
    paths = [h.path for h in ix.search("call adapter factory").hits]
    assert paths.index("src/test/java/retrofit2/SuspendTest.kt") > paths.index(
        "src/main/java/retrofit2/ScalaCallAdapterFactory.java")
    assert ix.search("call adapter factory test").hits[0].path == "src/test/java/retrofit2/SuspendTest.kt"


def test_a_file_named_with_an_extension_it_no_longer_has_is_still_named(
        tmp_path: Path, make_index) -> None:
    # moshi: "Convert Moshi.java to Kotlin" after the file became Moshi.kt. The mention names
    # that file; a stem shared by more files than the fallback allows names none of them.
    converter = ("/** Converts Java sources to Kotlin. */\nclass JavaToKotlinConverter {\n"
                 "  fun convert(java: String): String = java  // convert java to kotlin\n"
                 "  fun convertWidget(widget: String) = convert(widget)\n}\n")
    files = {"src/Widget.kt": "class Widget(val size: Int) {\n  fun grow() = Widget(size + 1)\n}\n",
             "src/JavaToKotlinConverter.kt": converter,
             "lib/Gadget.kt": "class Gadget\n", "app/Gadget.kt": "class Gadget\n",
             "web/Gadget.ts": "export class Gadget {}\n",
             "src/GadgetConverter.kt": converter.replace("Widget", "Gadget").replace(
                 "JavaToKotlinConverter", "GadgetConverter")}
    ix = indexed(make_index, tmp_path / "kt", files)
    assert ix.search("Convert Widget.java to Kotlin").hits[0].path == "src/Widget.kt"
    assert ix.search("Convert Gadget.java to Kotlin").hits[0].path == "src/GadgetConverter.kt"


def test_a_request_for_tests_docs_or_examples_puts_them_first(tmp_path: Path, make_index) -> None:
    # "test for delete_documents_by_query" led with the method itself (tantivy-py), "where is
    # the --severity option documented" with the option's parser (ShellCheck): asking only
    # lifted their class's penalty, and the source they are about still matched best.
    files = {"src/index.rs": "impl IndexWriter {\n    /// Delete the documents a query matches.\n"
                             "    pub fn delete_documents_by_query(&mut self, query: Query) -> u64 {\n"
                             "        self.delete(query)\n    }\n}\n",
             "tests/test_index.py": "def test_delete_documents_by_query(writer):\n"
                                    "    assert writer.delete_documents_by_query(q) == 1\n",
             "src/options.rs": "/// Parse the --severity option: the minimum severity reported.\n"
                               "pub fn parse_severity_option(value: &str) -> Severity {\n"
                               "    Severity::from(value)\n}\n",
             "docs/options.md": "# Options\n\n## --severity\n\nThe option sets the minimum severity"
                                " of the checks reported: error, warning, info or style.\n",
             "examples/tokenizer.rs": "/// A custom tokenizer that splits on commas.\n"
                                      "struct CommaTokenizer;\n",
             "src/tokenizer.rs": "/// Every tokenizer implements this, custom ones too.\n"
                                 "pub trait Tokenizer {\n    fn token_stream(&self, text: &str);\n}\n"}
    ix = indexed(make_index, tmp_path / "req", files)
    assert ix.search("test for delete_documents_by_query").hits[0].path == "tests/test_index.py"
    assert ix.search("where is the --severity option documented").hits[0].path == "docs/options.md"
    assert ix.search("example of a custom tokenizer").hits[0].path == "examples/tokenizer.rs"
    # The same words without the request: the source first.
    assert ix.search("delete_documents_by_query").hits[0].path == "src/index.rs"
    assert ix.search("severity option").hits[0].path == "src/options.rs"
    # A commit subject that mentions tests asks for nothing more than their penalty lifted.
    assert ix.search("add tests for delete_documents_by_query").hits[0].path == "src/index.rs"
    # The test file named for the subject leads: okio's "tests for FakeFileSystem" led with
    # another test's `fakeFileSystem` property.
    ix = indexed(make_index, tmp_path / "kt", {
        "src/FakeStore.kt": "/** A store in memory. */\nclass FakeStore {\n    fun put(key: String) {}\n}\n",
        "test/FakeStoreTest.kt": "class FakeStoreTest {\n    @Test fun putsAKey() {\n"
                                 "        FakeStore().put(\"k\")\n    }\n}\n",
        "test/LeakTest.kt": "class LeakTest {\n    private val fakeStore = FakeStore()\n"
                            "    @Test fun noLeak() {\n        fakeStore.put(\"x\")\n    }\n}\n"})
    assert ix.search("tests for FakeStore").hits[0].path == "test/FakeStoreTest.kt"
    # Of the test files a request names, the surest: words run together before one word
    # (RedirectMiddlewareTest, not MiddlewareTest), a rare word before a common one.
    ix = indexed(make_index, tmp_path / "mw", {
        "src/middleware.py": "class Middleware:\n    def wrap(self, app):\n        return app\n",
        "src/gzip.py": "class GZipMiddleware(Middleware):\n    def compress(self, body):\n        return body\n",
        "src/redirect.py": "class RedirectMiddleware(Middleware):\n    def follow(self, url):\n        return url\n",
        "tests/test_middleware.py": "def test_middleware_wraps():\n    assert Middleware().wrap(1) == 1\n",
        "tests/test_gzip.py": "def test_gzip_compresses():\n    assert GZipMiddleware().compress(b'') == b''\n",
        "tests/RedirectMiddlewareTest.php": "<?php\nclass RedirectMiddlewareTest {\n"
                                            "    public function testFollows() { return 1; }\n}\n"})
    assert ix.search("tests for gzip middleware").hits[0].path == "tests/test_gzip.py"
    assert ix.search("tests for redirect middleware").hits[0].path == "tests/RedirectMiddlewareTest.php"
    # A folder laid out as the source is names a word too: tartiflette's "tests for the Int
    # scalar" led with tests/test_scalar.py, named by one word, not scalar/test_int.py.
    ix = indexed(make_index, tmp_path / "scalar", {
        "src/scalar/int.py": "class ScalarInt:\n    def coerce_output(self, value):\n        return int(value)\n",
        "tests/test_scalar.py": "def test_custom_scalar_declared():\n    assert ScalarInt() is not None\n",
        "tests/unit/scalar/test_int.py": "def test_coerces_output():\n"
                                         "    assert ScalarInt().coerce_output('3') == 3\n"})
    assert ix.search("tests for the Int scalar").hits[0].path == "tests/unit/scalar/test_int.py"
    # A stem's test word goes as a word: `test_session.py` is named for "session" (the compacted
    # "testsession" lost its s to the affix, and starlette's test_middleware.py led).
    ix = indexed(make_index, tmp_path / "sess", {
        "src/session.py": "class SessionMiddleware:\n    def load(self, scope):\n        return scope\n",
        "tests/test_middleware.py": "def test_session_middleware_order():\n"
                                    "    assert SessionMiddleware().load(1) == 1\n",
        "tests/test_session.py": "def test_loads_cookie():\n    assert SessionMiddleware().load(2) == 2\n",
        "src/gzip.py": "class GZipMiddleware:\n    def wrap(self, app):\n        return app\n",
        "tests/test_gzip.py": "def test_gzip_middleware():\n    assert GZipMiddleware().wrap(3) == 3\n"})
    assert ix.search("tests for the session middleware").hits[0].path == "tests/test_session.py"
    # A test inside a source file (a Rust `mod tests`) is a test too.
    rust = ("/// Parse one header line.\npub fn parse_header(line: &str) -> Option<&str> {\n"
            "    line.split_once(':').map(|(k, _)| k)\n}\n\n#[cfg(test)]\nmod tests {\n"
            "    #[test]\n    fn header_without_colon() {\n        assert!(super::parse_header(\"x\").is_none());\n"
            "    }\n}\n")
    ix = indexed(make_index, tmp_path / "rs", {"src/header.rs": rust})
    assert ix.search("tests for parse_header").hits[0].qualified == "tests.header_without_colon"
    assert ix.search("parse_header").hits[0].qualified == "parse_header"
    # A test case named for the subject is named as its file would be: bubbletea's "tests
    # for Sequence" listed a test whose table is named `tests` before `TestSequence`.
    ix = indexed(make_index, tmp_path / "go", {
        "commands.go": "package tea\n\n// Batch runs the given commands at once.\n"
                       "func Batch(cmds ...Cmd) Cmd {\n    return run(cmds)\n}\n\n"
                       "// Sequence runs the given commands one at a time.\n"
                       "func Sequence(cmds ...Cmd) Cmd {\n    return run(cmds)\n}\n",
        "commands_test.go": "package tea\n\nfunc TestBatch(t *testing.T) {\n"
                            "    testMultipleCommands[BatchMsg](t, Batch)\n}\n\n"
                            "func TestSequence(t *testing.T) {\n"
                            "    testMultipleCommands[sequenceMsg](t, Sequence)\n}\n",
        "screen_test.go": "package tea\n\nfunc TestClearMsg(t *testing.T) {\n"
                          "    type test struct {\n        name string\n        cmds sequenceMsg\n    }\n"
                          "    tests := []test{{name: \"clear\", cmds: []Cmd{ClearScreen}}}\n"
                          "    for _, test := range tests {\n        run(t, test.cmds)\n    }\n}\n"})
    assert ix.search("tests for Sequence").hits[0].qualified == "TestSequence"
    assert ix.search("Sequence").hits[0].qualified == "Sequence"
    # A fixture the test file names as the subject, with no test word, is no test of it
    # (mapstructure_test.go's `struct EmbeddedSquash`).
    ix = indexed(make_index, tmp_path / "py", {
        "src/seq.py": 'def sequence(*cmds):\n    """Run the given commands one at a time."""\n'
                      "    return list(cmds)\n",
        "tests/test_cmds.py": ('class Sequence:\n    """A fake sequence of commands for the tests: '
                               'records each command run."""\n\n    def __init__(self, *cmds):\n'
                               "        self.cmds = list(cmds)\n\n\ndef test_batch():\n"
                               "    assert batch(Sequence(1)) == [1]\n\n\ndef test_sequence():\n"
                               "    assert sequence(1, 2) == [1, 2]\n")})
    assert ix.search("tests for sequence").hits[0].qualified == "test_sequence"


def test_a_pasted_texts_title_asks_for_examples_as_a_short_query_does(tmp_path: Path,
                                                                     make_index) -> None:
    # hiredis' "Allow connections to unix socket in example" and Alamofire's "Update Outdated
    # iOS Example Code", each with a paragraph under it: a text over 25 words asked for no
    # class, and the example they changed came after the source files saying its words. The
    # title lifts the examples' penalty, as the short query "… in example" does.
    files = {"net.c": "/* Connect to a unix socket at path, or to a host and port. */\n"
                      "int redis_connect_unix(const char *path, int port) {\n"
                      "    return connect_socket(path, port);\n}\n",
             "unix.c": "/* The unix socket path a hostname argument names. */\n"
                       "const char *unix_socket_path(const char *hostname) {\n"
                       "    return hostname;\n}\n",
             "examples/example.c": "int main(int argc, char **argv) {\n"
                                   "    const char *hostname = argv[1];\n"
                                   "    int port = atoi(argv[2]);\n"
                                   "    return redis_connect_unix(hostname, port);\n}\n"}
    ix = indexed(make_index, tmp_path / "ex", files)
    body = ("To minimize code changes, a simple u (or UNIX, Unix, unix, as long as the first"
            " character is u) is used as a marker for the port argument. In this case, the"
            " hostname is interpreted to be the path to the unix socket.")
    paths = [h.path for h in ix.search("Allow connections to unix socket in example\n\n"
                                       + body).hits]
    assert paths.index("examples/example.c") < paths.index("net.c")
    # The same body under a title that asks for none, or says "for example" in passing.
    for title in ("Allow connections to unix socket", "Allow a unix socket, for example"):
        paths = [h.path for h in ix.search(f"{title}\n\n{body}").hits]
        assert paths.index("examples/example.c") > paths.index("net.c"), title
    # A title naming tests asks for none: a pasted issue's title is about the source more
    # often than not ("Fix broken test in registering competing type hierarchy adapters").
    ix = indexed(make_index, tmp_path / "t", {
        **files, "test.c": "/* Test connecting to a unix socket by its hostname and port. */\n"
                           "void test_unix_socket(const char *hostname, int port) {\n"
                           "    redis_connect_unix(hostname, port);\n}\n"})
    paths = [h.path for h in ix.search("Test connections to unix socket\n\n" + body).hits]
    assert paths.index("test.c") > paths.index("net.c")


def test_a_fixture_named_like_the_subject_is_no_named_test(tmp_path: Path, make_index) -> None:
    # task: "tests for leaving gitignored files out of a task's sources" led with the suite of
    # another subject: testdata/gitignore/source.txt, named by "sources" and its folder, took
    # the named-test step, and internal/fingerprint/gitignore_test.go, whose chunks say
    # `gitignore`, never the word asked, was no candidate.
    files = {
        "internal/fingerprint/gitignore.go": "package fingerprint\n\n// filterGitignored drops "
                                             "the files a .gitignore excludes.\n"
                                             "func filterGitignored(files []string) []string {\n"
                                             "\treturn files\n}\n",
        "internal/fingerprint/gitignore_test.go": "package fingerprint\n\n"
                                                  "func TestGlobsWithGitignore(t *testing.T) {\n"
                                                  "\tgot := filterGitignored([]string{\"a.log\"})\n"
                                                  "\tif len(got) != 0 {\n\t\tt.Fatal(got)\n\t}\n}\n",
        "task_test.go": "package task\n\n// Sources of a task are globbed before each run.\n"
                        "func TestTaskRun(t *testing.T) {\n\trunTask(t, \"sources\", \"files\")\n}\n"}
    for name in ("call", "executor", "setup", "status", "watch", "variables", "requires",
                 "precondition", "signals", "help", "init", "completion"):   # a task runner's
        files[f"{name}.go"] = f"package task\n\n// {name} of a task.\nfunc {name.title()}Task(t *Task) " \
                              "error {\n\treturn t.Run()\n}\n"
    for folder in ("gitignore", "gitignore_negation", "gitignore_nested/sub"):
        files[f"testdata/{folder}/.gitignore"] = "*.log\nbuild/\n"
        files[f"testdata/{folder}/source.txt"] = "a source file the task reads\n"
        files[f"testdata/{folder}/Taskfile.yml"] = "version: '3'\ntasks:\n  default:\n" \
                                                    "    sources: ['**/*']\n"
    ix = indexed(make_index, tmp_path / "task", files)
    for query in ("tests for leaving gitignored files out of a task's sources",
                  "tests for gitignore"):
        assert ix.search(query).hits[0].path == "internal/fingerprint/gitignore_test.go"


def test_a_folder_named_as_a_word_of_the_stem_names_the_suite_once(tmp_path: Path,
                                                                   make_index) -> None:
    # teslamate: "tests for suspending logging when the car is idle" led with
    # log/log_car_test.exs, named by "logging" twice (its folder and its stem) and "car".
    ix = indexed(make_index, tmp_path / "tm", {
        "lib/teslamate/log.ex": "defmodule TeslaMate.Log do\n  def get_car!(id), do: Repo.get!(Car, id)\nend\n",
        "test/teslamate/log/log_car_test.exs":
            "defmodule TeslaMate.LogCarTest do\n  use TeslaMate.DataCase\n\n"
            "  test \"get_car!/1 returns the car with given id\" do\n"
            "    car = car_fixture()\n    assert Log.get_car!(car.id) == car\n  end\nend\n",
        "test/teslamate/vehicles/vehicle/suspend_logging_test.exs":
            "defmodule TeslaMate.Vehicles.Vehicle.SuspendLoggingTest do\n  use TeslaMate.VehicleCase\n\n"
            "  test \"is suspendable when idling\" do\n"
            "    assert :ok = Vehicle.suspend_logging(name)\n  end\nend\n"})
    top = ix.search("tests for suspending logging when the car is idle").hits[0]
    assert top.path == "test/teslamate/vehicles/vehicle/suspend_logging_test.exs"


def test_a_test_file_named_by_a_query_word_leads_a_request_for_tests(
        tmp_path: Path, make_index) -> None:
    # nom: "tests for the ini parser" led with another test file's helper named `parser`,
    # because tests/ini.rs, named by the word "ini", took the named-file bonus and was never
    # looked at as a named test.
    ix = indexed(make_index, tmp_path / "ini", {
        "src/ini.rs": "/// Parse an ini file into sections.\npub fn parse_ini(i: &str) -> Ini {\n"
                      "    sections(i)\n}\n",
        "tests/ini.rs": "#[test]\nfn parse_category_test() {\n    let ini = parse_ini(\"[a]\");\n"
                        "    assert_eq!(ini.len(), 1);\n}\n",
        "src/precedence/tests.rs": "fn parser(i: &str) -> IResult<&str, i64> {\n"
                                   "    precedence(i)\n}\n\n#[test]\nfn binary() {\n"
                                   "    assert_eq!(parser(\"1+2\"), Ok((\"\", 3)));\n}\n"})
    assert ix.search("tests for the ini parser").hits[0].path == "tests/ini.rs"


def test_a_typed_name_of_three_words_names_its_suite_as_its_words_run_do(
        tmp_path: Path, make_index) -> None:
    # kotlinx.serialization: "tests for JsonNamingStrategy together with @JsonNames alternative
    # names" led with JsonNamesTest.kt: typed, `JsonNamingStrategy` counted two words, not the
    # three its words run together count, and tied with `JsonNames`, the rarer name won.
    strategy = ("package kotlinx.serialization.json\n\n"
                "/** Maps a property's serial name to its name in JSON. */\n"
                "fun interface JsonNamingStrategy {\n"
                "    fun serialNameForJson(serialName: String): String\n}\n")
    uses = {f"src/Json{n}.kt": (f"package kotlinx.serialization.json\n\nclass Json{n}(\n"
                               "    val namingStrategy: JsonNamingStrategy? = null\n)\n")
            for n in ("Configuration", "Builder", "Decoder", "Encoder")}
    names = ("package kotlinx.serialization.json\n\n"
             "/** Alternative names a property may have in JSON input. */\n"
             "annotation class JsonNames(vararg val names: String)\n")
    names_test = ("class JsonNamesTest {\n    @Test\n"
                  "    fun testParsesAllAlternativeNames() {\n"
                  "        decode<WithNames>(\"{\\\"alt\\\":1}\")\n    }\n}\n")
    strategy_test = ("class JsonNamingStrategyTest {\n    @Test\n"
                     "    fun testNamingStrategyWithAlternativeNames() {\n"
                     "        val json = Json { namingStrategy = JsonNamingStrategy.SnakeCase }\n"
                     "        json.decode<WithNames>(\"{\\\"alt_name\\\":1}\")\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "kt", {
        "src/JsonNamingStrategy.kt": strategy, "src/JsonNames.kt": names, **uses,
        "test/JsonNamesTest.kt": names_test, "test/JsonNamingStrategyTest.kt": strategy_test})
    hits = ix.search("tests for JsonNamingStrategy together with @JsonNames alternative names").hits
    assert hits[0].path == "test/JsonNamingStrategyTest.kt", order(hits)


def test_a_request_that_names_its_class_last_puts_that_class_first(tmp_path: Path,
                                                                    make_index) -> None:
    # rack-attack: "fail2ban specs" led with lib/rack/attack/fail2ban.rb, as if the word
    # after the name were no request; "tests for fail2ban" had it right.
    ix = indexed(make_index, tmp_path / "rb", {
        "lib/rack/attack/fail2ban.rb": "module Rack\n  class Attack\n    # Bans a client after too"
                                       " many failures.\n    class Fail2Ban\n"
                                       "      def self.filter(discriminator, options)\n"
                                       "        fail!(discriminator)\n      end\n    end\n  end\nend\n",
        "spec/fail2ban_spec.rb": "describe 'Rack::Attack.Fail2Ban' do\n"
                                 "  it 'bans after maxretry' do\n"
                                 "    Rack::Attack::Fail2Ban.filter('1.2.3.4', maxretry: 2)\n"
                                 "  end\nend\n"})
    for query in ("fail2ban specs", "fail2ban tests", "where are the fail2ban specs",
                  "tests for fail2ban"):
        assert ix.search(query).hits[0].path == "spec/fail2ban_spec.rb", query
    # A commit subject's verb first is no request: the words say what changed.
    assert ix.search("fail2ban").hits[0].path == "lib/rack/attack/fail2ban.rb"
    assert ix.search("fix fail2ban specs").hits[0].path == "lib/rack/attack/fail2ban.rb"


def test_the_verb_of_where_is_x_documented_is_no_term(tmp_path: Path, make_index) -> None:
    # swift-argument-parser: "where is @Option documented" led with the pull request
    # template's "How has the new feature been documented?" over the Option article.
    files = {".github/PULL_REQUEST_TEMPLATE/NEW.md":
             "### Documentation Plan\nHow has the new feature been documented? Have the relevant"
             " portions of the guide been updated? Is the option documented?\n",
             "Sources/Docs/Extensions/Option.md": "# Option\n\nA property that takes a value "
             "from a command-line option.\n\n## Topics\n\n### Creating an option\n",
             "Sources/Option.swift": "/// A wrapper that represents a command-line option.\n"
                                     "public struct Option<Value> {\n    var value: Value\n}\n"}
    ix = indexed(make_index, tmp_path / "doc", files)
    assert ix.search("where is @Option documented").hits[0].path == "Sources/Docs/Extensions/Option.md"


def test_a_member_stays_beside_a_class_that_matched_by_its_docstring(tmp_path: Path, make_index) -> None:
    # rich: the Live class matched "live display" by its docstring and, ranked first, hid the
    # `_enable_redirect_io` the question was about; its read call stopped short of it.
    live = ('import sys\n\n\nclass Live:\n'
            '    """Renders an auto updating live display of any given renderable.\n\n'
            '    Output printed while the live display runs is redirected above it.\n    """\n\n'
            '    def __init__(self, renderable, redirect_stdout=True):\n'
            '        self.renderable = renderable\n        self.redirect_stdout = redirect_stdout\n\n'
            '    def _enable_redirect_io(self):\n        """Enable redirecting of stdout."""\n'
            '        if self.redirect_stdout:\n            sys.stdout = self\n')
    console = ('class Console:\n    """A high level console interface."""\n\n'
               '    def print(self, *objects):\n        """Print to the console."""\n'
               '        return objects\n')
    ix = indexed(make_index, tmp_path / "rich", {"rich/live.py": live, "rich/console.py": console})
    names = [h.qualified for h in ix.search("print output disappears with live display redirect").hits]
    assert names[0] == "Live" and "Live._enable_redirect_io" in names
    # Named outright, the class still stands for the members that match only through its name.
    assert [h.qualified for h in ix.search("Live").hits] == ["Live"]


def test_a_translated_document_comes_after_its_original(tmp_path: Path, make_index) -> None:
    # pinia: "using a store outside of a component" led with docs/zh/'s page, whose code
    # samples and names match as well as the English page's words do.
    english = ("# Using a store outside of a component\n\n"
               "Pinia stores rely on the `pinia` instance to share the same store instance across"
               " all calls. Most of the time, this works out of the box by just calling your "
               "`useStore()` function. For example, in `setup()`, you don't need to do anything "
               "else. But things are a bit different outside of a component: pass the instance "
               "to the function, `useStore(pinia)`.\n")
    chinese = ("# 在组件外使用 store\n\n```js\n// using a store outside of a component\n"
               "const store = useStore(pinia) // store outside component\n```\n")
    ix = indexed(make_index, tmp_path / "docs", {
        "docs/core-concepts/outside-component-usage.md": english,
        "docs/zh/core-concepts/outside-component-usage.md": chinese,
        "README.zh-CN.md": "# Pinia\n\nstore outside component useStore pinia\n",
        "src/store.ts": "export function defineStore(id: string) {\n  return id\n}\n"})
    paths = [h.path for h in ix.search("docs on using a store outside of a component").hits]
    assert paths[0] == "docs/core-concepts/outside-component-usage.md"
    assert paths.index("docs/zh/core-concepts/outside-component-usage.md") > 0


def test_a_data_format_word_does_not_ask_for_config_files(tmp_path: Path, make_index) -> None:
    # express: "send json response" asked for config files by the word "json", and its
    # .gitignore, .editorconfig and package.json came 3rd to 5th, undemoted.
    files = {"lib/response.js": "/** Send JSON response. */\nres.json = function json(obj) {\n"
                                "  return this.send(JSON.stringify(obj));\n};\n\n"
                                "/** Send a response. */\nres.send = function send(body) {\n"
                                "  return body;\n};\n",
             ".editorconfig": "root = true\n\n[{*.js,*.json,*.yml}]\nindent_size = 2\n",
             "package.json": '{"name": "web", "description": "send json response fast",\n'
                             ' "scripts": {"test": "mocha --require test/support/env"}}\n',
             "config/response.json": '{"json": true, "response": {"send": "json"}}\n'}
    ix = indexed(make_index, tmp_path / "web", files)
    paths = [h.path for h in ix.search("send json response").hits]
    assert paths[:2] == ["lib/response.js", "lib/response.js"]
    # Asked for by name, config still comes first.
    assert ix.search("json config for response").hits[0].path == "config/response.json"


def test_a_typed_declaration_head_finds_that_declaration(tmp_path: Path, make_index) -> None:
    # gin: `type Engine struct` put StructValidator.Engine() first, its container matching
    # the keyword `struct`; the keyword names the kind, and a method of that name is not it.
    ix = indexed(make_index, tmp_path / "gin", {
        "binding/binding.go": "package binding\n\n// StructValidator validates structs.\n"
                              "type StructValidator interface {\n\t// Engine returns the engine.\n"
                              "\tEngine() any\n\tValidateStruct(any) error\n}\n",
        "binding/default.go": "package binding\n\n// Validator is the default StructValidator.\n"
                              "var Validator StructValidator = &defaultValidator{}\n",
        "gin.go": "package gin\n\n// Engine is the framework's instance: the muxer, middleware and settings.\n"
                  "type Engine struct {\n" + "".join(f"\tsetting{i} bool\n" for i in range(40))
                  + "}\n\nfunc New() *Engine {\n\treturn &Engine{}\n}\n",
    })
    top = ix.search("type Engine struct").hits[0]
    assert (top.path, top.kind, top.symbol) == ("gin.go", "struct", "Engine")
    top = ix.search("func (v *StructValidator) Engine() any").hits[0]
    assert (top.path, top.symbol) == ("binding/binding.go", "Engine")


def test_a_test_titled_like_the_query_is_no_exact_name(tmp_path: Path, make_index) -> None:
    # plug: the words "get session" matched the ExUnit test titled "get session" verbatim,
    # above Plug.Conn.get_session. A title is prose; the query names the function.
    ix = indexed(make_index, tmp_path / "app", {
        "lib/session.js": "/** Returns the session value for a key. */\n"
                          "function get_session(conn, key) {\n  return conn.session[key];\n}\n"
                          "module.exports = { get_session };\n",
        "test/session.test.js": "const { get_session } = require('../lib/session');\n\n"
                                "it('get session', () => {\n"
                                "  expect(get_session({ session: { a: 1 } }, 'a')).toBe(1);\n});\n",
    })
    top = ix.search("get session").hits[0]
    assert (top.path, top.symbol) == ("lib/session.js", "get_session")


def test_a_stub_declared_by_a_mixin_comes_after_the_implementation(tmp_path: Path,
                                                                   make_index) -> None:
    # requests' "send" led with SessionRedirectMixin.send (`...`), not Session.send.
    ix = indexed(make_index, tmp_path / "stub", {
        "sessions.py": "class SessionRedirectMixin:\n"
                       "    def send(self, request, **kwargs): ...\n\n"
                       "class Session(SessionRedirectMixin):\n"
                       "    def send(self, request, **kwargs):\n"
                       "        \"\"\"Send a given PreparedRequest.\"\"\"\n"
                       "        return request\n",
    })
    assert ix.search("send").hits[0].qualified == "Session.send"


def test_a_test_package_inside_a_library_is_library_code(tmp_path: Path, make_index) -> None:
    # Django's own test framework (django/test/client.py, testcases.py) took the test prior:
    # "how does assertContains check the response body" put SimpleTestCase.assertContains
    # 10th, and a traceback's frames into django/test/ took no frame step.
    files = {
        "shop/__init__.py": "",
        "shop/test/__init__.py": "",
        "shop/test/client.py": "class Client:\n    def follow_redirects(self, response):\n"
                               "        \"\"\"Follow any redirects by requesting each location.\"\"\"\n"
                               "        return response\n",
        "shop/http.py": "def redirect(location):\n    return location\n",
        "tests/__init__.py": "",
        "tests/test_redirects.py": "def test_follow_redirects():\n"
                                   "    \"\"\"Redirects are followed to the last location.\"\"\"\n"
                                   "    assert follow_redirects(redirect('/a'))\n",
    }
    root = write_repo(tmp_path / "lib", files)
    ix = make_index(root)
    ix.refresh()
    assert ix.read(lambda s: s.library_tests(), None) == ["shop/test"]
    assert ix.search("follow redirects").hits[0].path == "shop/test/client.py"
    # A test module in the folder makes it a test folder again, at the next commit.
    (root / "shop/test/test_client.py").write_text("def test_client():\n    assert True\n")
    ix.refresh()
    assert ix.read(lambda s: s.library_tests(), None) == []


def test_a_django_apps_tests_modules_keep_its_tests_folder_a_test_folder(tmp_path: Path,
                                                                         make_index) -> None:
    # babybuddy names its suites `tests_*.py` (unittest discovers `test*.py`): each app's
    # `tests/` package read as library code, and "tests for Home Assistant ingress support"
    # led with the middleware over tests_home_assistant.py.
    files = {
        "baby/__init__.py": "",
        "baby/middleware.py": "class HomeAssistant:\n"
                              "    \"\"\"Home Assistant ingress: rewrite absolute URLs under the"
                              " X-Ingress-Path.\"\"\"\n\n"
                              "    def __call__(self, request):\n"
                              "        return request.META.get('HTTP_X_INGRESS_PATH')\n",
        "baby/tests/__init__.py": "",
        "baby/tests/tests_home_assistant.py":
            "class HomeAssistantMiddlewareTestCase:\n"
            "    def test_ingress_request_with_x_ingress_path(self):\n"
            "        response = self.client.get('/', HTTP_X_INGRESS_PATH='/ingress')\n"
            "        assert response.status_code == 200\n",
    }
    root = write_repo(tmp_path / "app", files)
    ix = make_index(root)
    ix.refresh()
    assert ix.read(lambda s: s.library_tests(), None) == []
    assert ix.search("tests for Home Assistant ingress support").hits[0].path \
        == "baby/tests/tests_home_assistant.py"


def test_a_definition_comes_before_its_prototype_in_a_header(tmp_path: Path, make_index) -> None:
    # hiredis's "reconnect context" led with hiredis.h's documented prototype of
    # redisReconnect; its definition in hiredis.c came third.
    ix = indexed(make_index, tmp_path / "c", {
        "hiredis.h": "typedef struct redisContext { int fd; } redisContext;\n\n"
                     "/* Reconnect the given context using the saved information. */\n"
                     "int redisReconnect(redisContext *c);\n",
        "hiredis.c": "#include \"hiredis.h\"\n\nint redisReconnect(redisContext *c) {\n"
                     "    return c->fd;\n}\n",
    })
    hits = ix.search("reconnect the context").hits
    assert [(h.path, h.kind) for h in hits if h.symbol == "redisReconnect"] == [
        ("hiredis.c", "function"), ("hiredis.h", "prototype")]
    # The definition's address says what the header documents.
    assert hits[0].doc == "Reconnect the given context using the saved information."


def test_a_word_deep_in_a_long_function_finds_it(tmp_path: Path, make_index) -> None:
    # A body indexed only its first 256 distinct tokens: the words past them (a long
    # function's error handling, the later part of a long prose file) found nothing.
    filler = "\n".join(f"    value_{i} = compute_{i}(value_{i - 1})" for i in range(1, 200))
    longer = "\n".join(f"    item_{i} = step_{i}(item_{i - 1})" for i in range(1, 300))
    ix = indexed(make_index, tmp_path / "repo", {
        "engine.py": f"def run_pipeline(value_0):\n{filler}\n    return reconcile_ledger(value_199)\n"
                     f"\n\ndef prepare(item_0):\n{longer}\n    return item_299\n",
        "other.py": "def helper():\n    return 1\n",
    })
    hits = ix.search("reconcile ledger").hits
    assert hits and (hits[0].path, hits[0].qualified) == ("engine.py", "run_pipeline")


def test_a_pasted_path_the_repository_lacks_lifts_no_words(tmp_path: Path, make_index) -> None:
    # urfave/cli: a user's `./main.go` in pasted compiler output gave "main" and "go" the
    # heaviest weights of the text, and the repository's own `func main()` came first.
    ix = indexed(make_index, tmp_path / "repo", {
        "scripts/build.go": "package main\n\nfunc main() {\n\trun()\n}\n",
        "funcs.go": "package cli\n\n// ActionFunc is the action to execute when no subcommands are"
                    " specified.\ntype ActionFunc func(ctx context.Context, cmd *Command) error\n",
    })
    paste = ("# github.com/acme/mytool\n"
             + "".join(f"./main.go:{n}:10: cannot use run (value of type func()) as ActionFunc value"
                       " in struct literal\n" for n in (14, 21, 33))
             + "The build broke after upgrading the library to the new major version today.\n")
    hits = ix.search(paste).hits
    assert (hits[0].path, hits[0].qualified) == ("funcs.go", "ActionFunc")


def test_a_class_stands_for_its_constructor(tmp_path: Path, make_index) -> None:
    # serilog: a class and its constructor, both named X, took each file's two places, and
    # the method the question was about (GetEffectiveLevel) was left out of the answer.
    ix = indexed(make_index, tmp_path / "repo", {
        "src/LevelOverrideMap.cs": (
            "namespace Serilog.Core {\n"
            "  class LevelOverrideMap {\n"
            "    public LevelOverrideMap(LevelSwitch level) { _level = level; }\n"
            "    /// Get the effective level override for a context.\n"
            "    public void GetEffectiveLevel(string context) { }\n"
            "  }\n}\n"),
    })
    hits = [(h.kind, h.qualified) for h in ix.search("effective level override").hits]
    assert hits[0] == ("method", "LevelOverrideMap.GetEffectiveLevel")
    assert ("class", "LevelOverrideMap") in hits
    assert "constructor" not in {kind for kind, _ in hits}


def test_a_java_enum_stands_for_its_constructor(tmp_path: Path, make_index) -> None:
    # jackson-databind: `enum DeserializationFeature` and its private constructor, both named
    # so, took the file's two places, and the constants asked about were left out.
    ix = indexed(make_index, tmp_path / "repo", {
        "src/DeserializationFeature.java": (
            "public enum DeserializationFeature implements ConfigFeature {\n"
            "    /** Whether unknown properties (ones that do not map to a property) should\n"
            "     * result in a failure (by throwing an exception) or not. */\n"
            "    FAIL_ON_UNKNOWN_PROPERTIES(true),\n"
            "    /** Whether it is acceptable to coerce a single non-array value to a\n"
            "     * collection, as if it had an implicit surrounding array. */\n"
            "    ACCEPT_SINGLE_VALUE_AS_ARRAY(false),\n    ;\n\n"
            "    private final boolean _defaultState;\n\n"
            "    private DeserializationFeature(boolean defaultState) {\n"
            "        _defaultState = defaultState;\n    }\n\n"
            "    public boolean enabledByDefault() { return _defaultState; }\n}\n"),
        "src/ObjectMapper.java": (
            "public class ObjectMapper {\n"
            "    /** Change an on/off deserialization feature, such as failing on unknown\n"
            "     * properties. */\n"
            "    public ObjectMapper configure(DeserializationFeature f, boolean state) {\n"
            "        return this;\n    }\n}\n"),
    })
    hits = [(h.kind, h.qualified) for h in ix.search(
        "the feature flag that makes deserialization fail on properties the class does not have, "
        "and the one that accepts a single value where an array is expected").hits]
    assert ("enum", "DeserializationFeature") in hits, hits
    assert "constructor" not in {kind for kind, _ in hits}, hits


def test_a_type_stands_for_its_impl_blocks_in_its_file(tmp_path: Path, make_index) -> None:
    # petgraph: `struct Cycle` and `impl Cycle` (its header; its methods are chunks of their
    # own) matched alike and took algo/mod.rs's two places, and `toposort` beside them, the
    # function the question was about, was left out of the answer.
    ix = indexed(make_index, tmp_path / "repo", {
        "src/algo.rs": (
            "/// An algorithm error: a cycle was found in the graph.\n"
            "pub struct Cycle(usize);\n\n"
            "impl Cycle {\n    pub fn node_id(&self) -> usize { self.0 }\n}\n\n"
            "impl std::fmt::Display for Cycle {\n"
            "    fn fmt(&self, f: &mut Formatter) -> Result { write!(f, \"cycle\") }\n}\n\n"
            "/// Perform a topological sort; an error when the graph has a cycle.\n"
            "pub fn toposort(g: &Graph) -> Result<Vec<usize>, Cycle> {\n"
            "    let order = Vec::new();\n    visit(g);\n    check(g);\n    Ok(order)\n}\n"),
        "src/graph.rs": "/// A graph of nodes and edges.\npub struct Graph {}\n",
    })
    hits = [(h.path, h.kind, h.qualified) for h in ix.search("topological sort error on cycle").hits]
    assert ("src/algo.rs", "function", "toposort") in hits[:2], hits
    assert [kind for path, kind, name in hits if name == "Cycle"] == ["struct"], hits
    # The one place goes to whichever matched best: an impl block named for its trait.
    hits = [(h.kind, h.qualified) for h in ix.search("Display for Cycle").hits]
    assert hits[0] == ("impl", "Cycle") and ("struct", "Cycle") not in hits, hits


def test_a_bare_module_goes_when_a_declaration_inside_it_answers(tmp_path: Path,
                                                                 make_index) -> None:
    # Faraday's reopened `module Faraday` (a Ruby one is a scope now), a C# or PHP file's
    # namespace, a Rust inline `mod`: the wrapper matched on its name alone and took one of its
    # file's two places under the declaration that answers, whose qualified name says it.
    ix = indexed(make_index, tmp_path / "repo", {
        "src/lib.rs": ("pub mod pool {\n    /// The most connections a pool keeps open.\n"
                       "    pub fn max_open() -> usize { 10 }\n}\n"),
        "src/cache.rs": "/// A cache of values.\npub struct Cache {}\n",
    })
    hits = [(h.path, h.kind, h.qualified) for h in ix.search("pool max open connections").hits]
    assert hits[0] == ("src/lib.rs", "function", "pool.max_open"), hits
    assert ("src/lib.rs", "module", "pool") not in hits
    # Named, the module answers.
    assert [(h.path, h.kind) for h in ix.search("pool").hits][0] == ("src/lib.rs", "module")


def test_three_neighbouring_words_name_a_member_the_pairs_miss(tmp_path: Path,
                                                                make_index) -> None:
    # coil: "disk cache max size percent" showed `interface DiskCache` and `DiskCache.maxSize`
    # (the pairs "disk cache", "max size") for its file, and `DiskCache.Builder.maxSizePercent`,
    # which says every word, fell behind the file's two places.
    ix = indexed(make_index, tmp_path / "repo", {
        "disk/DiskCache.kt": (
            "/** An LRU cache of files. */\ninterface DiskCache {\n"
            "    /** The maximum size of the cache in bytes. */\n    val maxSize: Long\n\n"
            "    class Builder {\n"
            "        /** Set the maximum size of the disk cache as a percentage of free space. */\n"
            "        fun maxSizePercent(percent: Double) = apply { this.percent = percent }\n"
            "    }\n}\n"),
        "memory/MemoryCache.kt": (
            "/** An in-memory cache. */\ninterface MemoryCache {\n"
            "    /** The current maximum size of the cache in bytes. */\n    val maxSize: Long\n}\n"),
    })
    hits = [(h.path, h.qualified) for h in ix.search("disk cache max size percent").hits]
    assert hits[0] == ("disk/DiskCache.kt", "DiskCache.Builder.maxSizePercent"), hits


def test_a_filler_word_between_two_words_is_part_of_the_name_they_spell(tmp_path: Path,
                                                                          make_index) -> None:
    # FTXUI: "detach all children from component base" filled component.cpp's three places
    # with `ComponentBase`'s constructors and destructor (the pair "component base" names the
    # class), and `ComponentBase::DetachAllChildren` was past the twentieth: the content words'
    # triples skip "all", which the name keeps.
    ix = indexed(make_index, tmp_path / "repo", {
        "src/emitter.ts": (
            "export class EventEmitter {\n"
            "  private listeners: Map<string, Function[]> = new Map();\n"
            "  constructor(private name: string) {}\n"
            "  on(event: string, fn: Function) { this.listeners.get(event)?.push(fn); }\n"
            "  emit(event: string) { for (const fn of this.listeners.get(event) ?? []) fn(); }\n"
            "  removeAllListeners(event?: string) {\n"
            "    if (event) this.listeners.delete(event); else this.listeners.clear();\n  }\n"
            "  dispose() { this.removeAllListeners(); }\n}\n"),
        "src/bus.ts": (
            "import { EventEmitter } from './emitter';\n"
            "/** The application's event bus. */\n"
            "export const bus = new EventEmitter('app');\n"),
    })
    hits = [h.qualified for h in ix.search("remove all listeners from event emitter").hits]
    assert hits[0] == "EventEmitter.removeAllListeners", hits


def test_a_name_of_five_words_with_filler_inside_is_looked_up_whole(tmp_path: Path,
                                                                    make_index) -> None:
    # redis-rs: "url to tcp connection info: rediss:// with #insecure fragment, wildcard
    # address check" found `ConnectionInfo` and `TcpConnection` by the runs of three and four
    # words, and `url_to_tcp_connection_info` 10th: no run was as long as its name.
    ix = indexed(make_index, tmp_path / "repo", {
        "src/connection.rs": (
            "/// Holds the connection information that redis should use for connecting.\n"
            "pub struct ConnectionInfo { pub addr: ConnectionAddr, pub insecure: bool }\n\n"
            "pub struct TcpConnection { stream: TcpStream, open: bool }\n\n"
            "fn url_to_tcp_connection_info(url: url::Url) -> RedisResult<ConnectionInfo> {\n"
            "    let insecure = url.fragment() == Some(\"insecure\");\n"
            "    let host = url.host_str().unwrap_or(\"0.0.0.0\");\n"
            "    Ok(ConnectionInfo { addr: ConnectionAddr::Tcp(host.into()), insecure })\n}\n\n"
            "fn url_to_unix_connection_info(url: url::Url) -> RedisResult<ConnectionInfo> {\n"
            "    Ok(ConnectionInfo { addr: ConnectionAddr::Unix(url.path().into()), insecure: false })\n}\n"),
        "src/client.rs": (
            "impl Client {\n"
            "    /// Returns a reference of client connection info object.\n"
            "    pub fn get_connection_info(&self) -> &ConnectionInfo { &self.connection_info }\n"
            "    pub fn check_connection(&mut self) -> bool { self.ping().is_ok() }\n}\n"),
    })
    hits = [h.symbol for h in ix.search("url to tcp connection info: rediss:// with #insecure "
                                        "fragment, wildcard address check").hits]
    assert hits[0] == "url_to_tcp_connection_info", hits


def test_a_static_setter_stands_behind_its_getter_and_a_field_named_get_is_a_value() -> None:
    from codesift.search.priors import accessor, is_value

    def prop(signature: str) -> dict:
        return {"kind": "property", "signature": signature}

    assert [accessor(prop(s)) for s in ("static set size(v: number)", "get size(): number",
                                        "def text(self) -> str", "get = 5", "set: Set<string>")] == [
        "set", "get", "def", "", ""]
    assert is_value(prop("get = 5")) and not is_value(prop("async def load(self)"))


def test_tied_scores_rank_by_path_whatever_the_edit_history(tmp_path: Path, make_index) -> None:
    """Identical files score alike in every channel; tantivy orders equal scores by document
    address, which the index's edit history decides, so the same files ranked differently in
    an index built at once and one built file by file. Ties now fall to (path, line) inside
    each channel. (The two indexes' BM25 statistics differ, deleted documents still counted
    until a merge, so only the order is compared, not the scores.)"""
    ledger = 'def settle_invoice(amount):\n    """Close one unpaid bill."""\n    return amount\n'
    folders = ["pkg_a", "pkg_b", "pkg_c", "pkg_d"]
    files = {f"{d}/ledger.py": ledger for d in folders}
    files["notes/readme.md"] = "# Notes\n\nNothing about money here.\n"
    # Other code, so the ledger's words are rare enough for find_related's shared channel.
    files.update({f"tools/t{i}.py": f"def tool_{i}(x):\n    return x + {i}\n" for i in range(20)})
    at_once = write_repo(tmp_path / "at_once", files)
    ix = make_index(at_once, index_dir=str(tmp_path / "ix1"))
    ix.refresh()

    history = write_repo(tmp_path / "history", {p: t for p, t in files.items()
                                                 if not p.endswith("ledger.py")})
    hx = make_index(history, index_dir=str(tmp_path / "ix2"))
    hx.refresh()
    for d in reversed(folders):           # the last path first: it gets the first addresses
        write_repo(history, {f"{d}/ledger.py": ledger})
        hx.refresh()
    (history / "pkg_b" / "ledger.py").unlink()
    hx.refresh()
    write_repo(history, {"pkg_b/ledger.py": ledger})
    hx.refresh()

    def order(index) -> list[tuple[str, int, dict]]:
        return [(h.path, h.line, dict(h.channels))
                for h in index.search("unpaid bill", limit=10, refresh=False).hits]

    first, second = order(ix), order(hx)
    related = [[(h.path, dict(h.channels)) for h in index.related("pkg_a/ledger.py", 1, refresh=False).hits]
               for index in (ix, hx)]
    assert [p for p, _, _ in first] == [f"{d}/ledger.py" for d in folders], first
    assert first == second
    assert [p for p, _ in related[0]] == ["pkg_a/ledger.py", "pkg_b/ledger.py", "pkg_c/ledger.py",
                                          "pkg_d/ledger.py"], related[0]
    assert related[0] == related[1]


def test_an_elixir_module_is_found_by_the_name_an_alias_leaves(tmp_path: Path, make_index) -> None:
    # ecto: "Repo" and "Schema" found test modules and `changeset` functions first; the module
    # `Ecto.Repo` was named in full, so a bare `Repo` reached it only as a suffix.
    files = {
        "lib/ecto/repo.ex": ('defmodule Ecto.Repo do\n  @moduledoc "Defines a repository."\n'
                             '  def all(queryable), do: queryable\nend\n'),
        "lib/ecto/changeset.ex": ('defmodule Ecto.Changeset do\n  @moduledoc "Changesets cast '
                                  'and validate."\n  def cast(data, params), do: {data, params}\nend\n'),
        "examples/friends/person.ex": ('defmodule Friends.Person do\n  def changeset(person, params) '
                                       'do\n    Ecto.Changeset.cast(person, params)\n  end\n'
                                       '  def repo, do: Friends.Repo.Main\nend\n'),
        "test/support/repo_helpers.exs": ('defmodule Ecto.TestHelpers do\n  def repo(name), '
                                          'do: name\nend\n'),
    }
    ix = indexed(make_index, tmp_path / "ex", files)
    for query, path in (("Repo", "lib/ecto/repo.ex"), ("Changeset", "lib/ecto/changeset.ex")):
        top = ix.search(query).hits[0]
        assert (top.path, top.kind, top.qualified) == (path, "module", f"Ecto.{query}"), query


INVOICE = '''\
"""Invoices: their totals, balances and settlement."""


class Invoice:
    """An invoice and what remains to be paid on it."""

    def __init__(self, total):
        self.total = total
        self.balance = total

    def settle(self, note):
        # the remaining balance drops by the note's amount; what is left over is refunded
        remaining = self.balance - note.amount
        self.balance = max(0, remaining)
        return -min(0, remaining)


def render(invoice):
    """Text of an invoice for printing."""
    return f"invoice {invoice.total}"
'''
NOTES = '''\
"""Credit notes."""


def log_credit_note(note, invoice):
    """Log that a credit note was applied to an invoice: credit note, invoice, applied."""
    print("credit note applied to invoice", note, invoice)


def credit_note_text(note, invoice):
    """Text of a credit note applied to an invoice (credit note applied)."""
    return f"credit note {note} applied to invoice {invoice}"
'''


def test_a_question_s_first_files_put_up_their_best_chunks(make_index, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # The declaration doing what a question asks may say too few of its words to reach the
    # chunk channels' depth (here cut to 2, as 100 is on a large repository): `settle` was no
    # candidate though its file came second, and only the class spoke for invoice.py.
    from codesift.search import candidates

    monkeypatch.setattr(candidates, "CHANNEL_DEPTH", 2)
    ix = indexed(make_index, tmp_path / "repo", {"src/billing/invoice.py": INVOICE,
                                                 "src/billing/notes.py": NOTES})
    question = "how is the remaining balance settled when a credit note is applied to an invoice"
    assert "settle" in [h.symbol for h in ix.search(question).hits]
    # A short query that is no question keeps the channels' candidates alone.
    assert "settle" not in [h.symbol for h in ix.search("credit note applied invoice").hits]


def test_a_deprecated_declaration_of_a_name_comes_after_the_one_it_points_to(
        make_index, tmp_path: Path) -> None:
    # retrofit's adapters each keep an `HttpException` whose doc says "@deprecated Use
    # retrofit2.HttpException": all five led the real one, their paths sorting first and
    # their short bodies winning BM25. Go's "Deprecated:" paragraph says the same.
    shim = ("package a.{0};\n\n/** @deprecated Use {{@link core.HttpException}}. */\n"
            "public final class HttpException extends core.HttpException {{}}\n")
    ix = indexed(make_index, tmp_path / "r", {
        "adapters/guava/HttpException.java": shim.format("guava"),
        "adapters/rx/HttpException.java": shim.format("rx"),
        "core/src/HttpException.java": (
            "package core;\n\n/** Exception for an unexpected, non-2xx HTTP response. */\n"
            "public class HttpException extends RuntimeException {\n"
            "  private final int code;\n\n"
            "  public HttpException(int code) {\n    super(\"HTTP \" + code);\n"
            "    this.code = code;\n  }\n\n"
            "  /** HTTP status code. */\n  public int code() {\n    return code;\n  }\n}\n"),
        "bind.go": ("package gin\n\n// BindWith binds the request.\n//\n"
                    "// Deprecated: Use ShouldBindWith.\nfunc BindWith() {}\n"),
        "binding/bind.go": "package binding\n\n// BindWith binds with the binding given.\nfunc BindWith() {}\n",
    })
    hits = ix.search("HttpException").hits
    assert [h.path for h in hits[:3]] == ["core/src/HttpException.java",
                                          "adapters/guava/HttpException.java",
                                          "adapters/rx/HttpException.java"]
    assert ix.search("BindWith").hits[0].path == "binding/bind.go"
    # An annotation says it as a doc does, and a deprecated method comes after even the
    # property it points to: okhttp's `@Deprecated("moved to val") fun url()` led `val url`.
    ix = indexed(make_index, tmp_path / "kt", {"Request.kt": (
        "class Request(u: HttpUrl) {\n  val url: HttpUrl = u\n\n  @JvmName(\"-deprecated_url\")\n"
        "  @Deprecated(\n    message = \"moved to val\",\n    level = DeprecationLevel.ERROR,\n  )\n"
        "  fun url(): HttpUrl = url\n}\n")})
    assert [(h.kind, h.doc) for h in ix.search("Request.url").hits[:2]] == [
        ("property", ""), ("method", "Deprecated: moved to val.")]


def test_a_txt_file_written_in_restructuredtext_is_split_at_its_titles(
        make_index, tmp_path: Path) -> None:
    # Sphinx projects may name their sources `.txt` (Django's 2,000 pages of docs): each was
    # one whole-file chunk, and "where is select_for_update documented" led with release notes
    # that name it, the reference page read from line 1 of 4,225.
    reference = ("=================\nQuerySet API\n=================\n\n"
                 "Methods that return new querysets\n---------------------------------\n\n"
                 + "Some text about filters and ordering.\n" * 40 +
                 "\n``select_for_update()``\n~~~~~~~~~~~~~~~~~~~~~~~~\n\n"
                 "Returns a queryset that will lock rows until the end of the transaction.\n")
    ix = indexed(make_index, tmp_path / "r", {
        "docs/ref/querysets.txt": reference,
        "docs/releases/4.2.txt": "Django 4.2 release notes. select_for_update now takes of=.\n",
        "notes.txt": "Title\n=====\nA plain note with one underlined title stays whole.\n",
    })
    hits = ix.search("where is select_for_update documented").hits
    top = next(h for h in hits if h.path == "docs/ref/querysets.txt")
    assert (top.kind, top.symbol, top.container) == (
        "section", "select_for_update()", "QuerySet API > Methods that return new querysets")
    assert top.line == reference.split("\n").index("``select_for_update()``") + 1
    assert ix.outline("notes.txt").hits[0].kind == "file"
    assert {h.path for h in ix.search("select_for_update", lang="rst").hits} == {
        "docs/ref/querysets.txt"}


NAMESPACED = {
    "src/Serilog/Core/Logger.cs": (
        "namespace Serilog.Core\n{\n    /// <summary>The core logging pipeline.</summary>\n"
        "    public sealed class Logger\n    {\n"
        "        /// <summary>Write a log event.</summary>\n"
        "        public void Write(string messageTemplate) { }\n    }\n}\n"),
    # Not under folders named as its namespace: only the index knows `Dotenv\Store\File`.
    "lib/Reader.php": (
        "<?php\nnamespace Dotenv\\Store\\File;\n\nfinal class Reader\n{\n"
        "    /** Read the given file. */\n"
        "    public static function readFromFile(string $path) { return ''; }\n}\n"),
}


def test_a_csharp_or_php_namespace_is_searched_by_but_left_out_of_addresses(
        make_index, tmp_path: Path) -> None:
    # serilog's addresses read `Serilog.Core.Enrichers.PropertyEnricher.Enrich`: a third of
    # each line said again what the path says. Java leaves its package out the same way.
    ix = indexed(make_index, tmp_path / "repo", NAMESPACED)
    for query, qualified in (("Serilog.Core.Logger.Write", "Logger.Write"),
                             ("Dotenv\\Store\\File\\Reader::readFromFile", "Reader.readFromFile"),
                             ("Serilog core logging pipeline", "Logger")):
        result = ix.search(query)
        assert result.hits[0].qualified == qualified, query
        text = render_text(result)
        assert "Serilog.Core.Logger" not in text and "Dotenv.Store.File.Reader" not in text
    assert ix.search("Serilog.Core.Logger.Write").hits[0].signature.startswith("public void Write")
    # A program reads the whole name: JSON keeps the namespace beside the container.
    hit = json.loads(render_json(ix.search("Serilog.Core.Logger.Write")))["hits"][0]
    assert (hit["namespace"], hit["container"], hit["symbol"]) == ("Serilog.Core", "Logger", "Write")
    outline = ix.outline("lib/Reader.php").to_json()["declarations"]
    assert [(d["symbol"], d.get("namespace")) for d in outline] == [
        ("Dotenv.Store.File", None), ("Reader", "Dotenv.Store.File"),
        ("readFromFile", "Dotenv.Store.File")]


def test_words_that_spell_a_name_but_for_filler_beat_a_pair_of_them(make_index,
                                                                  tmp_path: Path) -> None:
    # indexmap: "swap remove by index" listed five `swap_remove`s (the pair "swap remove")
    # before `swap_remove_index`, whose words the question types but for its "by".
    rust = "".join(
        f"impl {owner} {{\n"
        f"    /// Remove the entry, swapping the last one into its place.\n"
        f"    pub fn swap_remove(&mut self, key: &K) -> Option<V> {{ None }}\n"
        f"    /// Remove the entry at a position.\n"
        f"    pub fn swap_remove_index(&mut self, index: usize) -> Option<V> {{ None }}\n}}\n"
        for owner in ("IndexMap", "IndexSet", "Entries"))
    paths = ("pub struct DirEntry;\nimpl DirEntry {\n"
             "    pub fn stripped_path(&self) -> &Path { &self.path }\n"
             "    pub fn into_stripped_path(self) -> PathBuf { self.path }\n}\n")
    ix = indexed(make_index, tmp_path / "repo", {"src/map.rs": rust, "src/entry.rs": paths})
    assert ix.search("swap remove by index").hits[0].symbol == "swap_remove_index"
    # A name that holds the filler word itself still comes first.
    assert ix.search("into stripped path").hits[0].symbol == "into_stripped_path"


def test_a_file_found_by_its_module_doc_is_shown_by_that_doc(make_index, tmp_path: Path) -> None:
    # A module's docstring says what the file is for; its words were in no chunk, and the
    # file, leading on them, was shown by its first function, an address that answers nothing.
    ix = indexed(make_index, tmp_path / "repo", {
        "net/adapters.py": ('"""Transport adapters that keep connection pools alive between '
                            'requests."""\nimport os\n\n\ndef _check(version):\n'
                            '    return version\n\n\ndef send(request):\n    """Send it."""\n'
                            '    return request\n'),
        "net/other.py": 'def pool():\n    """A pool of workers."""\n    return []\n'})
    result = ix.search("keep connection pools alive")
    top = result.hits[0]
    assert (top.path, top.kind, top.symbol, top.line, top.doc) == (
        "net/adapters.py", "file", "", 1,
        "Transport adapters that keep connection pools alive between requests.")
    text = render_text(result)
    assert "net/adapters.py:1  file — Transport adapters that keep connection pools" in text
    # It names nothing, so the read call says no name after it.
    assert text.rstrip().endswith('adapters.py", "offset": 1, "limit": 1})')
    # A declaration of the file that matches by itself answers; the doc takes no place.
    shown = [h.symbol for h in ix.search("transport adapters send").hits
             if h.path == "net/adapters.py"]
    assert shown[0] == "send" and "" not in shown


def test_a_python_stub_counts_as_docs_beside_its_module(make_index, tmp_path: Path) -> None:
    # more-itertools' `more.pyi` declares what `more.py` does: "time limit iterator timed_out"
    # led with the stub's one-line `timed_out` and `class time_limited`, the code fourth.
    ix = indexed(make_index, tmp_path / "repo", {
        "more_itertools/more.py": (
            'class time_limited:\n    """Yield items from an iterable until a time limit '
            'passes; timed_out says whether it did."""\n\n    def __init__(self, limit_seconds, '
            'iterable):\n        self.limit_seconds = limit_seconds\n        self.timed_out = '
            'False\n\n    def __next__(self):\n        if self.elapsed > self.limit_seconds:\n'
            '            self.timed_out = True\n            raise StopIteration\n'),
        "more_itertools/more.pyi": (
            "class time_limited:\n    timed_out: bool\n    def __init__(self, limit_seconds: "
            "float, iterable: Iterable) -> None: ...\n    def __next__(self) -> object: ...\n")})
    assert ix.search("time limit iterator timed out").hits[0].path == "more_itertools/more.py"
    # Asked about the stubs, they rank as code.
    assert ix.search("type stubs for time limited").hits[0].path == "more_itertools/more.pyi"


URI = """\
public final class Uri {
    /**
     * @deprecated Since 7.0, use {@link #fromWindowsPath(String)}.
     *
     * Create a new instance from a local Windows path string.
     */
    @Deprecated
    public static Uri createFromWindowsPath(String path) {
        return fromWindowsPath(path);
    }

    /** Create a new instance from a local Windows path string. */
    public static Uri fromWindowsPath(String path) {
        return new Uri("file:///" + path.replace('\\\\', '/'));
    }
}
"""


def test_a_deprecated_declaration_answers_after_the_one_it_points_to(make_index,
                                                                     tmp_path: Path) -> None:
    # league/uri's deprecated `createFromWindowsPath` led "create uri from windows path" (its
    # name says "create"), over `fromWindowsPath`, which its doc tells the reader to use.
    ix = indexed(make_index, tmp_path / "repo", {"src/Uri.java": URI})
    assert ix.search("create uri from windows path").hits[0].qualified == "Uri.fromWindowsPath"
    # Asked about deprecation, it keeps its own rank.
    hits = ix.search("deprecated create uri from windows path").hits
    assert hits[0].qualified == "Uri.createFromWindowsPath"


def test_a_generated_file_answers_after_the_code_it_was_made_from(tmp_path: Path,
                                                                  make_index) -> None:
    # testify: `assertion_forward.go`, written by its codegen from `assertions.go`, repeats
    # each assertion's doc over a method that only calls it, and, shorter, came first.
    real = ("package assert\n\n// ObjectsAreEqual determines if two objects are considered equal.\n"
            "func ObjectsAreEqual(expected, actual interface{}) bool {\n"
            "\treturn reflect.DeepEqual(expected, actual)\n}\n\n"
            "// Equal asserts that two objects are equal.\n//\n"
            "//\tassert.Equal(t, 123, 123)\n//\n// Pointer variable equality is determined based"
            " on the equality of the referenced values (as opposed to the memory addresses).\n"
            "// Function equality cannot be determined and will always fail.\n"
            "func Equal(t TestingT, expected, actual interface{}) bool {\n"
            "\tif !ObjectsAreEqual(expected, actual) {\n\t\treturn Fail(t, \"Not equal\")\n"
            "\t}\n\treturn true\n}\n")
    forward = ("// Code generated with github.com/stretchr/testify/_codegen; DO NOT EDIT.\n\n"
               "package assert\n\n"
               "// Equal asserts that two objects are equal.\n//\n"
               "//\ta.Equal(123, 123)\n//\n// Pointer variable equality is determined based on"
               " the equality of the referenced values (as opposed to the memory addresses).\n"
               "// Function equality cannot be determined and will always fail.\n"
               "func (a *Assertions) Equal(expected, actual interface{}) bool {\n"
               "\treturn Equal(a.t, expected, actual)\n}\n\n"
               "// Equalf asserts that two objects are equal.\n"
               "func (a *Assertions) Equalf(expected, actual interface{}, msg string) bool {\n"
               "\treturn Equalf(a.t, expected, actual, msg)\n}\n")
    files = {"assert/assertions.go": real, "assert/assertion_forward.go": forward}
    ix = indexed(make_index, tmp_path / "go", files)
    question = "how is pointer variable equality determined"
    assert ix.search(question).hits[0].path == "assert/assertions.go"
    # Asked for generated code, it counts in full; its hits say what it is.
    asked = ix.search(question + " in the generated code")
    assert asked.hits[0].path == "assert/assertion_forward.go"
    assert [h.get("generated", False) for h in asked.to_json()["hits"]] == [True, False]


def test_a_header_s_first_place_goes_to_the_file_defining_what_it_declares(
        tmp_path: Path, make_index) -> None:
    # spdlog: the rotating sink's header documents the class, its `-inl.h` defines
    # `rotate_()`; CLI11's App.hpp declares what impl/App_inl.hpp defines. A question asks how.
    header = ("#pragma once\n\nnamespace logs {\n\n"
              "/// Rotating file sink: when the file reaches max_size it is closed, renamed and\n"
              "/// a new file opened; at most max_files files are kept.\n"
              "class rotating_file_sink {\npublic:\n"
              "    /// Create a rotating sink writing to base_filename.\n"
              "    rotating_file_sink(const char *base_filename, int max_size, int max_files);\n"
              "    /// Rotate the files: log.txt -> log.1.txt, log.1.txt -> log.2.txt.\n"
              "    void rotate_();\nprivate:\n    int max_files_;\n};\n\n}\n")
    inline = ('#pragma once\n#include "rotating_file_sink.h"\n\nnamespace logs {\n\n'
              "inline void rotating_file_sink::rotate_() {\n"
              "    for (int i = max_files_; i > 0; --i) {\n"
              "        rename_file(calc_filename(i - 1), calc_filename(i));\n    }\n"
              "    reopen(true);\n}\n\n}\n")
    files = {"include/logs/sinks/rotating_file_sink.h": header,
             "include/logs/sinks/rotating_file_sink-inl.h": inline}
    ix = indexed(make_index, tmp_path / "cpp", files)
    question = "how does the rotating file sink rotate files when max_files is reached"
    assert ix.search(question).hits[0].path == "include/logs/sinks/rotating_file_sink-inl.h"
    # A struct only the header declares keeps its place.
    files["include/logs/sinks/rotating_file_sink.h"] += (
        "\n/// Rotation limits: the largest file and how many files rotation keeps.\n"
        "struct rotation_limits {\n    int max_size;\n    int max_files;\n};\n")
    ix = indexed(make_index, tmp_path / "struct", files)
    top = ix.search("rotation limits struct max files").hits[0]
    assert (top.path, top.symbol) == ("include/logs/sinks/rotating_file_sink.h", "rotation_limits")


def test_a_message_held_by_a_named_value_is_raised_where_the_name_is_used(
        tmp_path: Path, make_index) -> None:
    # yaml-cpp: `ErrorMsg::UNKNOWN_ANCHOR` holds "the referenced anchor is not defined: ", and
    # `SingleDocParser::LookupAnchor` raises it by name; only the constant said the message.
    errors = ('UNKNOWN_ANCHOR = "the referenced anchor is not defined: "\n'
              'BAD_INDENT = "bad indentation of a mapping entry"\n\n\n'
              'class ParserError(Exception):\n    """A document the parser cannot read."""\n')
    parser = ("from . import errors\n\n\nclass Parser:\n    def resolve(self, name):\n"
              "        node = self.table.get(name)\n        if node is None:\n"
              "            raise errors.ParserError(errors.UNKNOWN_ANCHOR + name)\n"
              "        return node\n\n    def anchor_names(self):\n"
              '        """Every anchor defined so far, referenced or not."""\n'
              "        return list(self.table)\n\n    def is_defined(self, name):\n"
              '        """Whether the anchor is defined in this document."""\n'
              "        return name in self.table\n")
    emitter = ("class Emitter:\n    def anchor_for(self, node):\n"
               '        """The anchor a node referenced twice is written with, defined on first'
               ' use."""\n        return "id%03d" % id(node)\n')
    files = {"yamlish/errors.py": errors, "yamlish/parser.py": parser,
             "yamlish/emitter.py": emitter}
    ix = indexed(make_index, tmp_path / "one", files)
    pasted = "yamlish.errors.ParserError: the referenced anchor is not defined: defaults"
    hits = ix.search(pasted).hits
    # The use raising it first (where it went wrong), the constant holding the text next.
    assert [(h.symbol, h.focus) for h in hits[:2]] == [("resolve", 8), ("UNKNOWN_ANCHOR", 1)]
    # A comment naming it is no use (quick-xml's `Config` documents the error a reader
    # returns, and took the step): the documented function takes none.
    documented = {**files, "yamlish/loader.py": (
        "def load(text):\n    # May raise UNKNOWN_ANCHOR: the referenced anchor is not"
        " defined\n    return text\n")}
    hits = indexed(make_index, tmp_path / "doc", documented).search(pasted).hits
    assert [(h.symbol, h.focus) for h in hits[:2]] == [("resolve", 8), ("UNKNOWN_ANCHOR", 1)]
    assert not [h for h in hits if h.path == "yamlish/loader.py" and h.focus]
    # A name used in many places is a common error: its declaration answers, no use joins it.
    many = {**files, "yamlish/parser.py": parser + "".join(
        f"\n    def step{i}(self, name):\n"
        f"        raise errors.ParserError(errors.UNKNOWN_ANCHOR + name)\n" for i in range(4))}
    hits = indexed(make_index, tmp_path / "many", many).search(pasted).hits
    assert hits[0].symbol == "UNKNOWN_ANCHOR"
    assert not [h for h in hits if h.path == "yamlish/parser.py" and h.focus]
    # Two uses: both join, but which one raised it is unknown, so the constant stays first.
    two = {**files, "yamlish/parser.py": parser + (
        "\n    def alias(self, name):\n"
        "        raise errors.ParserError(errors.UNKNOWN_ANCHOR + name)\n")}
    hits = indexed(make_index, tmp_path / "two", two).search(pasted).hits
    assert hits[0].symbol == "UNKNOWN_ANCHOR"
    assert {"resolve", "alias"} <= {h.symbol for h in hits if h.focus}
    # A paste naming the constant asks for it: it stays first, its one use next.
    hits = ix.search("UNKNOWN_ANCHOR: the referenced anchor is not defined: defaults").hits
    assert [h.symbol for h in hits[:2]] == ["UNKNOWN_ANCHOR", "resolve"]


def test_a_message_a_hook_formats_is_raised_where_its_variant_or_type_is_built(
        tmp_path: Path, make_index) -> None:
    # rhai: `ParseErrorType`'s `fmt` says "Expression exceeds maximum complexity" in the arm
    # `Self::ExprTooDeep => …`; `level_up` raises `PERR::ExprTooDeep` and never says it.
    errors = ("use std::fmt;\n\n/// Why parsing failed.\npub enum ParseErrorType {\n"
              "    /// Too deeply nested.\n    ExprTooDeep,\n    /// A name is missing.\n"
              "    MissingName,\n}\n\n"
              "impl fmt::Display for ParseErrorType {\n"
              "    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {\n"
              "        match self {\n"
              '            Self::ExprTooDeep => f.write_str("Expression exceeds maximum'
              ' complexity"),\n'
              '            Self::MissingName => f.write_str("Expecting a name"),\n'
              "        }\n    }\n}\n")
    parser = ("use crate::errors::ParseErrorType as PERR;\n\n"
              "pub struct Settings {\n    pub level: usize,\n    pub max: usize,\n}\n\n"
              "impl Settings {\n    /// One level deeper.\n"
              "    pub fn level_up(&self) -> Result<Self, PERR> {\n"
              "        if self.level >= self.max {\n"
              "            return Err(PERR::ExprTooDeep);\n        }\n"
              "        Ok(Settings { level: self.level + 1, max: self.max })\n    }\n}\n\n"
              "/// The maximum expression complexity the parser accepts by default.\n"
              "pub const MAX_EXPR_DEPTH: usize = 64;\n")
    ix = indexed(make_index, tmp_path / "rs", {"src/errors.rs": errors,
                                               "src/parser.rs": parser})
    hits = ix.search("Syntax error: Expression exceeds maximum complexity (line 1, position 9)").hits
    assert ("level_up", 12) in [(h.symbol, h.focus) for h in hits[:2]], \
        [(h.symbol, h.focus) for h in hits]
    # A type of one message (Go's `Error()`) is what is raised: it leads, its raiser joins.
    go = ("package viper\n\n// ConfigFileAlreadyExistsError denotes failure to write a config file.\n"
          "type ConfigFileAlreadyExistsError string\n\n"
          "// Error returns the formatted error.\n"
          "func (e ConfigFileAlreadyExistsError) Error() string {\n"
          '\treturn fmt.Sprintf("Config File %q Already Exists", string(e))\n}\n')
    write = ("package viper\n\n// SafeWriteConfigAs writes the config unless the file exists.\n"
             "func (v *Viper) SafeWriteConfigAs(filename string) error {\n"
             "\tif _, err := os.Stat(filename); err == nil {\n"
             "\t\treturn ConfigFileAlreadyExistsError(filename)\n\t}\n"
             "\treturn v.writeConfig(filename, false)\n}\n\n"
             "// ConfigFileUsed returns the file used to populate the config registry.\n"
             "func (v *Viper) ConfigFileUsed() string { return v.configFile }\n")
    ix = indexed(make_index, tmp_path / "go", {"errors.go": go, "viper.go": write})
    hits = ix.search('Config File "config.yaml" Already Exists').hits
    shown = [(h.symbol, h.focus) for h in hits]
    assert shown[0] == ("ConfigFileAlreadyExistsError", 4) and ("SafeWriteConfigAs", 6) in shown[:3]


def test_a_question_after_a_pasted_error_asks_for_its_raiser_not_its_type(
        tmp_path: Path, make_index) -> None:
    # task: "task: Maximum task call exceeded (1000) … Where is the call count kept and when
    # does it trip?" led with the struct whose `Error()` says it, before `RunTask` building it.
    errors = ("package errors\n\nimport \"fmt\"\n\n"
              "// TaskCalledTooManyTimesError is returned when a task is called too often.\n"
              "type TaskCalledTooManyTimesError struct {\n\tTaskName string\n"
              "\tMaximumTaskCall int\n}\n\n"
              "func (err *TaskCalledTooManyTimesError) Error() string {\n"
              "\treturn fmt.Sprintf(\"Maximum task call exceeded (%d) for task %q: probably an"
              " cyclic dep or infinite loop\", err.MaximumTaskCall, err.TaskName)\n}\n")
    task = ("package task\n\nimport \"example.com/task/errors\"\n\n"
            "const MaximumTaskCall = 1000\n\n"
            "// RunTask runs a task by its name.\n"
            "func (e *Executor) RunTask(call Call) error {\n"
            "\tt := e.Tasks[call.Task]\n"
            "\tif t.CallCount.Add(1) >= MaximumTaskCall {\n"
            "\t\treturn &errors.TaskCalledTooManyTimesError{\n"
            "\t\t\tTaskName: t.Task,\n\t\t\tMaximumTaskCall: MaximumTaskCall,\n\t\t}\n\t}\n"
            "\treturn e.run(t)\n}\n")
    ix = indexed(make_index, tmp_path / "go", {"errors/errors_task.go": errors, "task.go": task})
    paste = ('task: Maximum task call exceeded (1000) for task "build": probably an cyclic dep'
             ' or infinite loop')
    hits = ix.search(paste + "\n\nMy Taskfile has no cycle. Where is the call count kept and"
                     " when does it trip?").hits
    assert hits[0].symbol == "RunTask", [(h.symbol, h.focus) for h in hits]
    # The paste alone: the type of one message is what is raised, and leads (viper's).
    assert ix.search(paste).hits[0].symbol == "TaskCalledTooManyTimesError"
    # A type the error line names, its constructor handing the message up (solid_queue).
    error = ("module SolidQueue\n  module Processes\n"
             "    class ProcessPrunedError < RuntimeError\n"
             "      def initialize(last_heartbeat_at)\n"
             "        super(\"Process was found dead and pruned (last heartbeat at:"
             " #{last_heartbeat_at}\")\n      end\n    end\n  end\nend\n")
    prunable = ("module SolidQueue\n  class Process\n    module Prunable\n"
                "      def prune\n        error = Processes::ProcessPrunedError.new"
                "(last_heartbeat_at)\n        fail_all_claimed_executions_with(error)\n"
                "        deregister(pruned: true)\n      end\n    end\n  end\nend\n")
    ix = indexed(make_index, tmp_path / "rb", {
        "lib/solid_queue/processes/process_pruned_error.rb": error,
        "app/models/solid_queue/process/prunable.rb": prunable})
    paste = ("SolidQueue::Processes::ProcessPrunedError: Process was found dead and pruned"
             " (last heartbeat at: 2025-05-14 08:02:11 UTC)")
    hits = ix.search(paste + ". When is a process considered dead and pruned?").hits
    assert hits[0].symbol == "prune", [(h.symbol, h.focus) for h in hits]
    assert ix.search(paste).hits[0].symbol == "ProcessPrunedError"


def test_a_hook_s_arm_wrapping_another_enum_s_variant_is_raised_where_that_variant_is(
        tmp_path: Path, make_index) -> None:
    # hyper: `Kind::User(User::UnsupportedStatusCode) => "response has 1xx status code, …"`;
    # the arm's variant is `UnsupportedStatusCode`, not `User`, which every user error wraps
    # (too many uses to say anything), and `enum User` declaring it is no use.
    errors = ("pub enum User {\n    UnsupportedStatusCode,\n    NoUpgrade,\n    Body,\n}\n\n"
              "pub enum Kind {\n    User(User),\n    Io,\n}\n\n"
              "pub struct Error {\n    kind: Kind,\n}\n\n"
              "impl Error {\n    fn description(&self) -> &str {\n        match self.kind {\n"
              "            Kind::User(User::UnsupportedStatusCode) => {\n"
              '                "response has 1xx status code, not supported by server"\n'
              "            }\n"
              '            Kind::User(User::NoUpgrade) => "no upgrade available",\n'
              '            Kind::User(User::Body) => "error from the body stream",\n'
              '            Kind::Io => "connection error",\n        }\n    }\n}\n')
    role = ("use crate::error::{Error, User};\n\n"
            "pub fn encode(status: u16) -> Result<(), Error> {\n"
            "    if status < 200 {\n"
            "        return Err(Error::new(User::UnsupportedStatusCode));\n    }\n"
            "    Ok(())\n}\n\n"
            + "".join(f"pub fn upgrade{i}() -> Error {{\n    Error::new(User::NoUpgrade)\n}}\n\n"
                      for i in range(4)))
    ix = indexed(make_index, tmp_path / "rs", {"src/error.rs": errors, "src/proto/role.rs": role})
    hits = ix.search("error serving connection: response has 1xx status code, not supported"
                     " by server").hits
    shown = [(h.symbol, h.focus) for h in hits]
    assert ("encode", 5) in shown[:3], shown
    assert "User" not in [h.symbol for h in hits if h.focus], shown


def test_a_hook_s_variant_built_by_a_method_of_its_own_type_is_raised_there(
        tmp_path: Path, make_index) -> None:
    # regex: `Error`'s `fmt` says "Compiled regex exceeds size limit of {limit} bytes." in the
    # arm `Error::CompiledTooBig(limit) =>`; `impl Error`'s `from_meta_build_error` builds
    # `Error::CompiledTooBig(size_limit)`. A method of the variant's type that only reads it
    # (`is_too_big`'s `matches!`, `description`'s arm) raises nothing.
    errors = ("use core::fmt;\n\n/// An error that occurred during parsing or compiling.\n"
              "pub enum Error {\n    /// A syntax error.\n    Syntax(String),\n"
              "    /// The compiled program exceeded the set size limit.\n"
              "    CompiledTooBig(usize),\n}\n\n"
              "impl Error {\n"
              "    pub(crate) fn from_meta_build_error(err: BuildError) -> Error {\n"
              "        if let Some(size_limit) = err.size_limit() {\n"
              "            Error::CompiledTooBig(size_limit)\n"
              "        } else {\n            Error::Syntax(err.to_string())\n        }\n    }\n\n"
              "    /// Whether the program was too big.\n"
              "    pub fn is_too_big(&self) -> bool {\n"
              "        matches!(self, Error::CompiledTooBig(_))\n    }\n\n"
              "    fn description(&self) -> &str {\n        match *self {\n"
              "            Error::Syntax(ref err) => err,\n"
              '            Error::CompiledTooBig(_) => "compiled program too big",\n'
              "        }\n    }\n}\n\n"
              "impl fmt::Display for Error {\n"
              "    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {\n"
              "        match *self {\n            Error::Syntax(ref err) => err.fmt(f),\n"
              "            Error::CompiledTooBig(limit) => write!(\n                f,\n"
              '                "Compiled regex exceeds size limit of {limit} bytes.",\n'
              "            ),\n        }\n    }\n}\n")
    builder = ("/// Builds regexes.\npub struct RegexBuilder {\n    size_limit: usize,\n}\n\n"
               "impl RegexBuilder {\n    /// Sets the approximate size limit of the compiled regex.\n"
               "    pub fn size_limit(&mut self, bytes: usize) -> &mut RegexBuilder {\n"
               "        self.size_limit = bytes;\n        self\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "rs", {"src/error.rs": errors, "src/builders.rs": builder})
    hits = ix.search("Compiled regex exceeds size limit of 10485760 bytes.").hits
    shown = [(h.symbol, h.focus) for h in hits]
    assert shown[0] == ("from_meta_build_error", 14), shown
    assert "is_too_big" not in [h.symbol for h in hits if h.focus], shown


def test_a_message_an_error_s_constructor_hands_up_is_raised_where_the_error_is_built(
        tmp_path: Path, make_index) -> None:
    # i18n: `InvalidPluralizationData#initialize` says the message to `super`; `pluralize`
    # builds the error and never says it. A method naming the type without building it
    # (a `rescue`) is no raise; a constructor raising another's message hands nothing up.
    errors = ("module I18n\n  class InvalidPluralizationData < ArgumentError\n"
              "    attr_reader :entry, :count\n    def initialize(entry, count)\n"
              "      @entry, @count = entry, count\n"
              '      super "translation data #{entry.inspect} can not be used with :count =>'
              ' #{count}"\n    end\n  end\nend\n')
    backend = ("module I18n\n  class Backend\n    def pluralize(entry, count)\n"
               "      key = count == 1 ? :one : :other\n"
               "      raise InvalidPluralizationData.new(entry, count) unless entry.has_key?(key)\n"
               "      entry[key]\n    end\n\n    def translate(key)\n      lookup(key)\n"
               "    rescue InvalidPluralizationData\n      nil\n    end\n  end\nend\n")
    ix = indexed(make_index, tmp_path / "rb", {"lib/i18n/exceptions.rb": errors,
                                               "lib/i18n/backend.rb": backend})
    hits = ix.search('I18n::InvalidPluralizationData: translation data {other: "x"} can not be'
                     ' used with :count => 1').hits
    shown = [(h.symbol, h.focus) for h in hits]
    assert ("pluralize", 5) in shown[:3], shown
    assert not [h for h in hits if h.symbol == "translate" and h.focus], shown


def test_a_message_in_a_table_is_raised_where_its_key_is_used(tmp_path: Path,
                                                             make_index) -> None:
    # jsonata: `errorCodes` maps "D2014" to its message; `evaluateRangeExpression` throws
    # `{code: "D2014", …}` and never says the message.
    src = ("const errorCodes = {\n"
           '    "D1001": "Number out of range: {{value}}",\n'
           '    "D2014": "The size of the sequence allocated by the range operator (..) must not'
           ' exceed 1e7.  Attempted to allocate {{value}}.",\n'
           '    "D3001": "Attempting to invoke string function on Infinity or NaN"\n'
           "};\n\n"
           "function evaluateRange(lhs, rhs) {\n"
           "    var size = rhs - lhs + 1;\n"
           "    if (size > 1e7) {\n"
           '        throw {code: "D2014", stack: (new Error()).stack, value: size};\n'
           "    }\n"
           "    return new Array(size);\n"
           "}\n\n"
           "function sequence(items) {\n"
           "    // a sequence of the items, allocated once: its size is the range of the input\n"
           "    return items.slice();\n"
           "}\n")
    ix = indexed(make_index, tmp_path / "js", {"src/evaluator.js": src})
    hits = ix.search("D2014: The size of the sequence allocated by the range operator (..) must"
                     " not exceed 1e7.  Attempted to allocate 20000001.").hits
    assert (hits[0].symbol, hits[0].focus) == ("evaluateRange", 10), \
        [(h.symbol, h.focus) for h in hits]


def test_an_identifier_no_code_says_is_found_where_the_docs_say_it(make_index, tmp_path: Path) -> None:
    # teslamate's `TM_DB_USER` is set in its guides' compose files and read by no code: the
    # pages saying it came after every chunk saying `db` or `user`, since a doc's use of an
    # identifier counted for nothing. With no other use, the docs' are the answer; beside a
    # use in code they still come after it.
    files = {
        "lib/db/user.py": ('"""Database users."""\n\n\ndef db_user(name):\n'
                           '    """The database user named ``name``."""\n    return name\n\n\n'
                           'def user_db(user):\n    """The database a user owns."""\n    return user\n'),
        "lib/db/connect.py": ('def connect(user, db):\n    """Open a connection to ``db`` as '
                              '``user``."""\n    return (user, db)\n'),
        "docs/install.md": ("# Install\n\nRun the containers.\n\n## Compose file\n\n"
                            "Set the credentials:\n\n```yaml\nenvironment:\n"
                            "  - DATABASE_USER=${TM_DB_USER}\n```\n\n## Usage\n\nOpen the app.\n"),
    }
    ix = indexed(make_index, tmp_path / "repo", files)
    top = ix.search("TM_DB_USER").hits[0]
    assert (top.path, top.symbol) == ("docs/install.md", "Compose file")
    # Once code says it, the code leads and the page follows.
    files["lib/db/settings.py"] = 'import os\n\nUSER = os.environ["TM_DB_USER"]\n'
    ix = indexed(make_index, tmp_path / "repo2", files)
    assert ix.search("TM_DB_USER").hits[0].path == "lib/db/settings.py"



def test_a_description_is_answered_by_the_chunk_of_its_file_covering_it(
        tmp_path: Path, make_index) -> None:
    # vapor: "session cookie written on the response after the handler, or expired when the
    # session was destroyed" led with `SessionsMiddleware.session`, named by its words, and
    # never showed `addCookies`, 109th by BM25. A description is no question, but coverage
    # says which chunk of a file answers it (and moves no file).
    middleware = (
        "/// Uses HTTP cookies to save and restore sessions for connecting clients.\n"
        "public final class SessionsMiddleware: Middleware {\n"
        "    /// The session store.\n"
        "    public func session() -> any SessionDriver {\n        return self.driver\n    }\n\n"
        "    /// The handler run when a session is destroyed.\n"
        "    public func destroyed(handler: Handler) {\n        self.onDestroy = handler\n    }\n\n"
        "    /// Adds session cookie to response or clears if session was deleted.\n"
        "    private func addCookies(to response: Response, for request: Request)"
        " async throws -> Response {\n"
        + "".join(f"        let step{n} = compute{n}(level: options.level{n}, mode: .strict)\n"
                  for n in range(30)) +
        "        if let current = request.current, current.isValid {\n"
        "            let id = try await self.driver.updateSession(current.id, to: current.data)\n"
        "            response.cookies[self.configuration.cookieName] ="
        " self.configuration.cookieFactory(id)\n"
        "        } else if let value = request.cookies[self.configuration.cookieName] {\n"
        "            try await self.driver.deleteSession(SessionID(string: value.string))\n"
        "            response.cookies[self.configuration.cookieName] = .expired\n"
        "        }\n        return response\n    }\n}\n")
    ix = indexed(make_index, tmp_path / "swift",
                 {"Sources/Vapor/Sessions/SessionsMiddleware.swift": middleware})
    hits = ix.search("session cookie written on the response after the handler, or expired"
                     " when the session was destroyed").hits
    assert hits[0].symbol == "addCookies", order(hits)
