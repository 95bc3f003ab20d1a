"""Stack-trace frames and error locations: read from pasted text, and the chunks they name led with."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from codesift.result import hit_json
from codesift.search.frames import Frame, parse_frames
from codesift.search.query import parse_query

from conftest import write_repo

PYTHON_TRACE = '''Traceback (most recent call last):
  File "/usr/lib/python3.11/site-packages/shop/api.py", line 7, in get
    return request("get", url)
  File "/usr/lib/python3.11/site-packages/shop/sessions.py", line 14, in request
    return self.send(prep)
  File "<frozen importlib._bootstrap>", line 1, in <module>
shop.errors.ConnectionError: Max retries exceeded
'''


@pytest.mark.parametrize("trace, frames", [
    # Innermost first: Python's "most recent call last" is read bottom up.
    (PYTHON_TRACE, [Frame("usr/lib/python3.11/site-packages/shop/sessions.py", 14, "request"),
                    Frame("usr/lib/python3.11/site-packages/shop/api.py", 7, "get")]),
    ("TypeError: x is undefined\n"
     "    at sendfile (/app/node_modules/express/lib/response.js:966:18)\n"
     "    at Layer.handle [as handle_request] (/app/lib/router/layer.js:95:5)\n"
     "    at Object.<anonymous> (/app/server.js:3:1)\n"
     "    at async main (file:///srv/app/main.mjs:4:9)\n"
     "    at Pino.setLevel [as Symbol(pino.setLevel)] (/srv/node_modules/pino/lib/levels.js:83:42)\n",
     [Frame("app/node_modules/express/lib/response.js", 966, "sendfile"),
      Frame("app/lib/router/layer.js", 95, "handle"), Frame("app/server.js", 3, ""),
      Frame("srv/app/main.mjs", 4, "main"),
      Frame("srv/node_modules/pino/lib/levels.js", 83, "setLevel")]),
    ("java.lang.IllegalStateException: closed\n"
     "\tat retrofit2.OkHttpCall.parseResponse(OkHttpCall.java:225)\n"
     "\tat retrofit2.OkHttpCall$1.onResponse(OkHttpCall.kt:161)\n",
     [Frame("OkHttpCall.java", 225, "parseResponse"), Frame("OkHttpCall.kt", 161, "onResponse")]),
    ("goroutine 1 [running]:\n"
     "github.com/gin-gonic/gin.(*Context).Render(0xc00022a000, 0xc8)\n"
     "\t/root/go/pkg/mod/github.com/gin-gonic/gin@v1.9.1/context.go:910 +0x10b\n",
     [Frame("root/go/pkg/mod/github.com/gin-gonic/gin@v1.9.1/context.go", 910, "Render")]),
    # A generic function's frame marks its type arguments.
    ("panic: unable to cast\n\ngoroutine 1 [running]:\ngithub.com/spf13/cast.Must[...](...)\n"
     "\t/home/dev/go/pkg/mod/github.com/spf13/cast@v1.10.0/cast.go:73\n"
     "github.com/a/b.(*List[...]).Push(0xc000012345)\n\t/src/b/list.go:9 +0x1c5\n",
     [Frame("home/dev/go/pkg/mod/github.com/spf13/cast@v1.10.0/cast.go", 73, "Must"),
      Frame("src/b/list.go", 9, "Push")]),
    ("   4: app::server::handle\n             at ./src/server.rs:42:5\n"
     "   5: app::main::h0123456789abcdef\n             at ./src/main.rs:7:1\n",
     [Frame("src/server.rs", 42, "handle"), Frame("src/main.rs", 7, "main")]),
    # A trait method's frame names its impl: `<T as Trait>::method`.
    ("  12: <str as serde_json::value::index::Index>::index_or_insert\n"
     "             at ./src/value/index.rs:98:17\n"
     "  13: <alloc::vec::Vec<u8> as core::convert::From<&str>>::from\n             at ./src/x.rs:3:1\n",
     [Frame("src/value/index.rs", 98, "index_or_insert"), Frame("src/x.rs", 3, "from")]),
    ("Newtonsoft.Json.JsonReaderException: bad\n   at Newtonsoft.Json.JsonTextReader.ParseValue()"
     " in C:\\src\\Newtonsoft.Json\\JsonTextReader.cs:line 1745\n",
     [Frame("C:/src/Newtonsoft.Json/JsonTextReader.cs", 1745, "ParseValue")]),
    # A generic method's type parameters, and a lambda named by the method declaring it.
    ("   at CommandLine.Core.InstanceBuilder.BuildImmutable[T](Type typeInfo, Maybe`1 factory)"
     " in C:\\src\\Core\\InstanceBuilder.cs:line 194\n"
     "   at CommandLine.Core.InstanceBuilder.<>c__DisplayClass1_0`1.<Build>b__5()"
     " in C:\\src\\Core\\InstanceBuilder.cs:line 119\n",
     [Frame("C:/src/Core/InstanceBuilder.cs", 194, "BuildImmutable"),
      Frame("C:/src/Core/InstanceBuilder.cs", 119, "Build")]),
    ("/usr/lib/ruby/gems/sinatra-3.0/lib/sinatra/base.rb:1028:in `halt'\n"
     "lib/sinatra/base.rb:1040:in 'Sinatra::Base#pass?'\napp.rb:12:in `block in <main>'\n",
     [Frame("usr/lib/ruby/gems/sinatra-3.0/lib/sinatra/base.rb", 1028, "halt"),
      Frame("lib/sinatra/base.rb", 1040, "pass?"), Frame("app.rb", 12, "")]),
    ("the session sends the request at once (see sessions.py)", []),
    # pytest's short traceback names the function; locations alone carry a line.
    ("tests/test_api.py:12: in test_get\n    get()\nsrc/shop/api.py:3: in get\n"
     "E   ValueError: bad\nsrc/shop/api.py:3: ValueError\n",
     [Frame("src/shop/api.py", 3, "get"), Frame("tests/test_api.py", 12, "test_get")]),
    ("error[E0308]: mismatched types\n  --> src/main.rs:12:5\n", [Frame("src/main.rs", 12, "")]),
    ("src/util.c:40:9: error: 'x' undeclared\nsrc/app.ts(7,3): error TS2345: bad argument\n",
     [Frame("src/util.c", 40, ""), Frame("src/app.ts", 7, "")]),
    ("connect to example.com:443 failed; see v1.2:3 and README.md:4", []),
    # Every language codesift parses has its locations read: GHC, PowerShell, Zig, Terraform
    # (their extensions were missing from the list).
    ("src/ShellCheck/CFG.hs:423:16: error:\nAt /home/u/posh-git/src/GitUtils.ps1:347 char:5\n"
     "/src/httpz.zig:568:13: 0x10f in handleRequest (httpz)\n",
     [Frame("src/ShellCheck/CFG.hs", 423, ""), Frame("home/u/posh-git/src/GitUtils.ps1", 347, ""),
      Frame("src/httpz.zig", 568, "")]),
    # A shell names the script (often without an extension) and the line; Bats names the
    # function too.
    ("/root/.acme.sh/acme.sh: line 4793: _on_issue_err: command not found\n"
     "   (from function `bats_pipe' in file lib/bats-core/test_functions.bash, line 300,\n",
     [Frame("root/.acme.sh/acme.sh", 4793, ""),
      Frame("lib/bats-core/test_functions.bash", 300, "bats_pipe")]),
    # Perl's `die` and Carp name the file and line in words (Carp's frame names the function
    # called there, not the one holding the line); "at home line 3" is prose.
    ("Can't locate object method \"to_abs\" via package \"Mojo::Path\" at "
     "/usr/share/perl5/Mojolicious/Controller.pm line 291.\n"
     "\tMojo::URL::path('x') called at t/mojo/url.t line 40\nat home line 3\n",
     [Frame("usr/share/perl5/Mojolicious/Controller.pm", 291, ""), Frame("t/mojo/url.t", 40, "")]),
    # PHP names the file and line in words, after a warning's message and an uncaught
    # exception's trace ("thrown in").
    ("PHP Warning:  Undefined array key \"x\" in /var/www/lib/Config.php on line 306\n"
     "  thrown in /var/www/src/Uri.php on line 85\nin the office on line 2\n",
     [Frame("var/www/lib/Config.php", 306, ""), Frame("var/www/src/Uri.php", 85, "")]),
    # Maven's and kotlinc's brackets; "file.py: 3 things" is prose.
    ("[ERROR] /home/u/app/src/main/java/App.java:[12,5] cannot find symbol\n"
     "e: /home/u/app/src/Foo.kt: (7, 3): Unresolved reference: bar\nsee file.py: 3 things\n",
     [Frame("home/u/app/src/main/java/App.java", 12, ""), Frame("home/u/app/src/Foo.kt", 7, "")]),
    # Clojure on the JVM: the namespace is the path, the class's munged name the function's;
    # a function made inside another ran in it, an anonymous one at top level by its line;
    # the REPL's header says the same place unmunged.
    ("Execution error (ExceptionInfo) at my-app.web-server/start! (web_server.clj:20).\n"
     "\tat malli.core$_lookup_BANG_.invokeStatic(core.cljc:340)\n"
     "\tat my_app.web_server$start_BANG_$fn__1234.invoke(web_server.clj:20)\n"
     "\tat my_app.core$fn__99.invoke(core.clj:5)\n"
     "\tat clojure.core$apply.invokeStatic(core.clj:667)\n",
     [Frame("my_app/web_server.clj", 20, "start!"), Frame("malli/core.cljc", 340, "-lookup!"),
      Frame("my_app/core.clj", 5, ""), Frame("clojure/core.clj", 667, "apply")]),
])
def test_frames_of_each_language_trace(trace: str, frames: list[Frame]) -> None:
    assert parse_frames(trace) == frames


def test_a_jvm_trace_leads_with_its_root_cause() -> None:
    # gson's JsonSyntaxException wraps what JsonReader.beginArray threw: the wrapper's frames
    # only rethrew it, so the last "Caused by:" section's first frame leads.
    trace = ("com.google.gson.JsonSyntaxException: java.lang.IllegalStateException: Expected X\n"
             "\tat com.google.gson.Gson.fromJson(Gson.java:1126)\n"
             "\tat com.example.Main.main(Main.java:21)\n"
             "Caused by: java.lang.IllegalStateException: Expected X\n"
             "\tat com.google.gson.stream.JsonReader.beginArray(JsonReader.java:468)\n"
             "\tat com.google.gson.Gson.fromJson(Gson.java:1103)\n\t... 4 more\n")
    assert [f.function for f in parse_frames(trace)] == ["beginArray", "fromJson", "fromJson", "main"]
    assert parse_frames(trace)[1].line == 1103


def test_a_frame_with_no_location_names_its_class_file() -> None:
    # A release build's .NET trace, and the JVM's `(Unknown Source)`: DotLiquid's
    # `at DotLiquid.Context.Push(Hash newScope)` led with `Block.Render`, named three times
    # lower down. One class a file, the class names the file; a repeated frame counts once.
    dotnet = ("DotLiquid.Exceptions.StackLevelException: Nesting too deep\n"
              "   at DotLiquid.Context.Push(Hash newScope)\n"
              "   at DotLiquid.Context.Stack(Action callback)\n"
              "   at DotLiquid.Context.Stack(Action callback)\n"
              "   at DotLiquid.Collections.List`1.Add(T item)\n")
    assert parse_frames(dotnet) == [Frame("Context.cs", 0, "Push"), Frame("Context.cs", 0, "Stack"),
                                    Frame("List.cs", 0, "Add")]
    # A closure's and an async method's frames, by the method the compiler named them for.
    generated = ("   at Superpower.Combinators.<>c__DisplayClass18_0`1.<Many>b__0(TextSpan input)\n"
                 "   at CliWrap.Buffered.BufferedCommandExtensions.<>c__DisplayClass0_0"
                 ".<<ExecuteBufferedAsync>b__0>d.MoveNext()\n"
                 "   at Deploy.Git.<GetHeadAsync>d__5.MoveNext()\n")
    assert parse_frames(generated) == [Frame("Combinators.cs", 0, "Many"),
                                       Frame("BufferedCommandExtensions.cs", 0, "ExecuteBufferedAsync"),
                                       Frame("Git.cs", 0, "GetHeadAsync")]
    jvm = ("java.lang.NullPointerException\n\tat com.x.Foo$Bar.baz(Unknown Source)\n"
           "\tat java.lang.Thread.run(Native Method)\n\tat com.x.Main.main(Main.java:9)\n")
    assert parse_frames(jvm) == [Frame("Foo.java", 0, "baz"), Frame("Thread.java", 0, "run"),
                                 Frame("Main.java", 9, "main")]
    assert parse_frames("the error is thrown at Foo.bar(x) in the loop") == []


def test_a_dotnet_trace_without_locations_leads_with_its_first_frame(tmp_path: Path,
                                                                      make_index) -> None:
    context = ("namespace DotLiquid\n{\n    public class Context\n    {\n"
               "        public void Push(Hash newScope)\n        {\n"
               "            if (Scopes.Count > 100) throw new StackLevelException(Msg);\n"
               "        }\n\n        public void Stack(Action callback)\n        {\n"
               "            Push(new Hash());\n            callback();\n        }\n    }\n}\n")
    block = ("namespace DotLiquid\n{\n    public class Block\n    {\n"
             "        public void Render(Context context)\n        {\n"
             "            context.Stack(() => RenderAll(context));\n        }\n\n"
             "        public void RenderAll(Context context)\n        {\n"
             "            Render(context);\n        }\n    }\n}\n")
    ix = make_index(write_repo(tmp_path / "dl", {"src/DotLiquid/Context.cs": context,
                                                  "src/DotLiquid/Block.cs": block}))
    ix.refresh()
    trace = ("DotLiquid.Exceptions.StackLevelException: Nesting too deep\n"
             "   at DotLiquid.Context.Push(Hash newScope)\n"
             "   at DotLiquid.Context.Stack(Action callback)\n"
             "   at DotLiquid.Block.Render(Context context)\n"
             "   at DotLiquid.Block.RenderAll(Context context)\n"
             "   at DotLiquid.Block.Render(Context context)\n"
             "   at DotLiquid.Block.RenderAll(Context context)\n"
             "   at DotLiquid.Block.Render(Context context)\n")
    assert ix.search(trace).hits[0].qualified == "Context.Push"


def test_a_frame_in_one_of_many_overloads_picks_the_one_holding_its_line(tmp_path: Path,
                                                                          make_index) -> None:
    # Gson declares fromJson eleven times; the frame's line is in the seventh. Only the first
    # three were looked at, and none held it: the answer led with the first overload.
    overloads = "".join(f"  public Object fromJson(String json, int v{i}) {{\n    return null;\n  }}\n\n"
                        for i in range(8))
    ix = make_index(write_repo(tmp_path / "g", {"src/Gson.java": f"public class Gson {{\n{overloads}}}\n"}))
    ix.refresh()
    line = 2 + 4 * 6 + 1   # inside the seventh overload's body
    hits = ix.search(f"java.lang.IllegalStateException: Expected BEGIN_ARRAY\n"
                     f"\tat com.google.gson.Gson.fromJson(Gson.java:{line})\n").hits
    assert (hits[0].path, hits[0].line) == ("src/Gson.java", 2 + 4 * 6)


def test_a_method_of_an_anonymous_class_is_the_chunk_holding_its_line(tmp_path: Path,
                                                                     make_index) -> None:
    # Gson's `TypeAdapters$7.read` is the `read` of an anonymous class made in the INTEGER
    # constant's initializer: no declaration. The named `read` methods of the file's classes
    # led; the constant holding the frame's line, whose body says `read`, comes first now.
    source = ("public final class Adapters {\n"                                  # 1
              "  static final class FloatAdapter {\n"                            # 2
              "    public Number read(Reader in) { return in.nextFloat(); }\n"   # 3
              "  }\n"                                                            # 4
              "  public static final Adapter<Number> INTEGER =\n"                # 5
              "      new Adapter<Number>() {\n"                                  # 6
              "        public Number read(Reader in) {\n"                        # 7
              "          return in.nextInt();\n"                                 # 8
              "        }\n"                                                      # 9
              "      };\n"                                                       # 10
              "  public static final String NAME = \"adapters\";\n"              # 11
              "}\n")
    ix = make_index(write_repo(tmp_path / "g", {"src/Adapters.java": source}))
    ix.refresh()
    trace = ("com.acme.JsonSyntaxException: java.lang.NumberFormatException: For input string\n"
             "\tat com.acme.Adapters$1.read(Adapters.java:{})\n")
    hits = ix.search(trace.format(8)).hits
    assert (hits[0].path, hits[0].line, hits[0].symbol) == ("src/Adapters.java", 5, "INTEGER")
    # A line in a chunk that does not say the name (the trace of another version) keeps the
    # file's declaration of it first.
    assert ix.search(trace.format(11)).hits[0].line == 3



def test_a_python_frame_whose_line_moved_names_its_function_not_the_chunk_there(
        tmp_path: Path, make_index) -> None:
    # requests' `sessions.py, line 703, in send` from an installed version older than the
    # checkout: line 703 is inside `post`, whose doc says "send". A Python frame's function is
    # a `def` of that name, so `Session.send` leads, not `post`; and a stub of the name (a
    # mixin's typed `send(...) -> Response: ...`) after it, since the code ran in a body.
    source = ("class Mixin:\n"                                                   # 1
              "    def send(self, request) -> str: ...\n"                       # 2
              "\n"                                                               # 3
              "\n"                                                               # 4
              "class Session(Mixin):\n"                                          # 5
              "    def post(self, url, data=None):\n"                           # 6
              '        """Sends a POST request: the data to send in the body."""\n'  # 7
              "        return self.request('POST', url, data=data)\n"           # 8
              "\n"                                                               # 9
              "    def send(self, request):\n"                                  # 10
              '        """Send a prepared request."""\n'                        # 11
              "        return request\n")                                       # 12
    ix = make_index(write_repo(tmp_path / "r", {"src/pkg/sessions.py": source}))
    ix.refresh()
    hits = ix.search('Traceback (most recent call last):\n'
                     '  File "/usr/lib/python3/site-packages/pkg/sessions.py", line 8, in send\n'
                     '    r = adapter.send(request)\nValueError: boom\n').hits
    assert [(h.line, h.symbol) for h in hits[:2]] == [(10, "send"), (2, "send")]
    assert hits[0].focus == 0   # line 8 is not in it: no focus line to read around


SHOP = {
    "src/shop/api.py": 'def get(url):\n    """Fetch a URL."""\n    return request("get", url)\n'
                       "\n\ndef request(method, url):\n    return method, url\n",
    "src/shop/sessions.py": "class Base:\n    def send(self, prep):\n        raise NotImplementedError\n\n"
                            "    def describe(self):\n        return 'base'\n\n\n"
                            "class Session(Base):\n    def request(self, method, url):\n"
                            "        prep = (method, url)\n        return self.send(prep)\n\n"
                            "    def send(self, prep):\n        return prep\n",
    "src/shop/errors.py": "class ConnectionError(Exception):\n    pass\n",
    "src/shop/retries.py": "def max_retries_exceeded(request, send, session, get):\n"
                          "    return 'max retries exceeded: request send session get'\n",
}


@pytest.fixture
def shop(tmp_path: Path, make_index):
    ix = make_index(write_repo(tmp_path / "shop", SHOP))
    ix.refresh()
    return ix


def test_a_trace_leads_with_the_functions_its_frames_name(shop) -> None:
    # The frames' absolute paths end in repo paths (site-packages/shop/api.py ->
    # src/shop/api.py), and each names its function in that file.
    hits = shop.search(PYTHON_TRACE + "\nThe request fails every time. " * 4).hits
    top = {(h.path, h.qualified) for h in hits[:2]}
    assert top == {("src/shop/api.py", "get"), ("src/shop/sessions.py", "Session.request")}


@pytest.mark.parametrize("trace", [
    PYTHON_TRACE,
    # The same calls as JavaScript (and Java, Go, Rust, Ruby …) write them: innermost first.
    "Error: max retries exceeded\n    at Session.request (/srv/src/shop/sessions.py:14:9)\n"
    "    at get (/srv/src/shop/api.py:7:5)\n",
])
def test_the_frame_where_it_failed_leads_its_callers(shop, trace: str) -> None:
    # plug: the frame that raised (verify_cookie!) tied with its callers and came third.
    hits = shop.search(trace + "\nThe request fails every time. " * 4).hits
    assert [(h.path, h.qualified) for h in hits[:2]] == [
        ("src/shop/sessions.py", "Session.request"), ("src/shop/api.py", "get")]


def test_a_frame_that_says_the_message_leads_the_helper_that_raised_it(
        tmp_path: Path, make_index) -> None:
    # javapoet: the innermost frame, `Util.checkArgument(condition, format, args)`, only raises
    # what `TypeSpec.Builder.build` said ("non-abstract type %s cannot declare abstract …").
    util = ("package com.squareup.javapoet;\n\nfinal class Util {\n"
            "  static void checkArgument(boolean condition, String format, Object... args) {\n"
            "    if (!condition) throw new IllegalArgumentException(String.format(format, args));\n"
            "  }\n}\n")
    spec = ("package com.squareup.javapoet;\n\npublic final class TypeSpec {\n"
            "  public static final class Builder {\n    public TypeSpec build() {\n"
            "      for (MethodSpec methodSpec : methodSpecs) {\n"
            "        checkArgument(isAbstract || !methodSpec.hasModifier(Modifier.ABSTRACT),\n"
            "            \"non-abstract type %s cannot declare abstract method %s\", name, methodSpec.name);\n"
            "      }\n      return new TypeSpec(this);\n    }\n  }\n}\n")
    ix = make_index(write_repo(tmp_path / "jp", {"src/main/java/com/squareup/javapoet/Util.java": util,
                                                 "src/main/java/com/squareup/javapoet/TypeSpec.java": spec}))
    ix.refresh()
    trace = ('Exception in thread "main" java.lang.IllegalArgumentException: non-abstract type '
             "Taco cannot declare abstract method eat\n"
             "\tat com.squareup.javapoet.Util.checkArgument(Util.java:5)\n"
             "\tat com.squareup.javapoet.TypeSpec$Builder.build(TypeSpec.java:8)\n"
             "\tat com.example.Gen.main(Gen.java:20)\n")
    assert [h.qualified for h in ix.search(trace).hits[:2]] == ["TypeSpec.Builder.build",
                                                               "Util.checkArgument"]


def test_a_frame_picks_the_declaration_holding_its_line(shop) -> None:
    # sessions.py declares send twice; the frame's line 15 lies in Session.send (14-15).
    trace = ('Traceback (most recent call last):\n'
             '  File "/home/me/shop/src/shop/sessions.py", line 15, in send\n'
             '    return prep\nValueError: bad prep\n')
    top = shop.search(trace).hits[0]
    assert (top.path, top.qualified) == ("src/shop/sessions.py", "Session.send")


@pytest.mark.parametrize("files, trace, expected", [
    # A Go module cache's path names the repository's file.
    ({"context.go": "package gin\n\n// Render writes the response.\n"
                    "func (c *Context) Render(code int) {\n\tc.code = code\n}\n",
      "render/json.go": "package render\n\n// Render writes JSON.\n"
                        "func (r JSON) Render(w Writer) error {\n\treturn nil\n}\n"},
     "goroutine 1 [running]:\ngithub.com/gin-gonic/gin.(*Context).Render(0xc0, 0xc8)\n"
     "\t/root/go/pkg/mod/github.com/gin-gonic/gin@v1.9.1/context.go:4 +0x10b\n",
     ("context.go", "Context.Render")),
    # spf13/cast: the user's `main.main` at /home/dev/src/worker/main.go was read as an
    # installed copy of the repository's one main.go (its code generator's), which led.
    ({"cast.go": "package cast\n\n// Must panics if err is not nil.\n"
                 "func Must[T any](i any, err error) T {\n\tif err != nil {\n"
                 "\t\tpanic(err)\n\t}\n\treturn i.(T)\n}\n",
      "generator/main.go": "package main\n\n// main writes the generated conversions.\n"
                           "func main() {\n\tgenerate()\n}\n"},
     'panic: unable to cast "30s" of type string to int\n\ngoroutine 1 [running]:\n'
     "github.com/spf13/cast.Must[...](...)\n"
     "\t/home/dev/go/pkg/mod/github.com/spf13/cast@v1.10.0/cast.go:5\n"
     "main.loadWorkerConfig(0xc000012345)\n\t/home/dev/src/worker/config.go:27 +0x1c5\n"
     "main.main()\n\t/home/dev/src/worker/main.go:14 +0x25\nexit status 2\n",
     ("cast.go", "Must")),
], ids=["module-cache", "user-main-is-no-installed-copy"])
def test_a_go_trace_leads_with_the_repository_function_it_names(
        tmp_path: Path, make_index, files: dict[str, str], trace: str,
        expected: tuple[str, str]) -> None:
    ix = make_index(write_repo(tmp_path / "repo", files))
    ix.refresh()
    top = ix.search(trace).hits[0]
    assert (top.path, top.qualified) == expected


def test_a_frame_of_a_function_declared_under_no_name_names_the_chunk_holding_its_line(
        tmp_path: Path, make_index) -> None:
    # negroni: Go numbers a closure `(*Recovery).ServeHTTP.func1`, declared nowhere, so the
    # innermost frame named nothing and another file's ServeHTTP led.
    recovery = ("package negroni\n\n// ServeHTTP recovers from a panic in the next handler.\n"
                "func (rec *Recovery) ServeHTTP(rw ResponseWriter, r *Request, next HandlerFunc) {\n"
                "\tdefer func() {\n\t\tif err := recover(); err != nil {\n"
                "\t\t\trec.PanicHandlerFunc(err)\n\t\t}\n\t}()\n\tnext(rw, r)\n}\n")
    handler = ("package negroni\n\n// ServeHTTP calls the handler function.\n"
               "func (h HandlerFunc) ServeHTTP(rw ResponseWriter, r *Request, next HandlerFunc) {\n"
               "\th(rw, r, next)\n}\n")
    ix = make_index(write_repo(tmp_path / "negroni", {"recovery.go": recovery,
                                                      "negroni.go": handler}))
    ix.refresh()
    trace = ("goroutine 1 [running]:\n"
             "github.com/urfave/negroni.(*Recovery).ServeHTTP.func1()\n"
             "\t/go/pkg/mod/github.com/urfave/negroni@v1.0.0/recovery.go:7 +0x3a\n"
             "panic({0x6b2a40, 0xc000012345})\n\t/usr/local/go/src/runtime/panic.go:884 +0x213\n"
             "github.com/urfave/negroni.HandlerFunc.ServeHTTP(...)\n"
             "\t/go/pkg/mod/github.com/urfave/negroni@v1.0.0/negroni.go:5\n")
    top = ix.search(trace).hits[0]
    assert (top.path, top.qualified, top.focus) == ("recovery.go", "Recovery.ServeHTTP", 7)


def test_a_frame_of_a_nested_function_names_the_function_declaring_it(tmp_path: Path,
                                                                        make_index) -> None:
    # Starlette: a trace raising in `call_next`, a closure inside `__call__`, focused the outer
    # frame's line (13): the closure is no chunk, so its frame named nothing.
    source = ("class BaseHTTPMiddleware:\n    async def __call__(self, scope):\n"
              "        async def call_next(request):\n            app_exc = None\n"
              "            if app_exc is not None:\n                raise app_exc\n"
              "            return request\n\n"
              "        return await self.dispatch_func(scope, call_next)\n\n"
              "    async def dispatch(self, request, call_next):\n        raise NotImplementedError()\n")
    ix = make_index(write_repo(tmp_path / "mw", {"app/base.py": source}))
    ix.refresh()
    trace = ("Traceback (most recent call last):\n"
             '  File "/usr/lib/python3.11/site-packages/app/base.py", line 9, in __call__\n'
             "    return await self.dispatch_func(scope, call_next)\n"
             '  File "/usr/lib/python3.11/site-packages/app/base.py", line 6, in call_next\n'
             "    raise app_exc\nRuntimeError: No response returned.\n")
    top = ix.search(trace).hits[0]
    assert (top.qualified, top.focus) == ("BaseHTTPMiddleware.__call__", 6)


def test_a_clojure_frame_names_the_function_in_its_namespace_s_file(tmp_path: Path,
                                                                    make_index) -> None:
    # malli's trace named `core.cljc`, as its `src/malli/` and `perf/malli/perf/` both do:
    # the frames named no file, and the answer led with perf's functions. The namespace
    # `malli.core` is the file `malli/core.cljc`, and `_lookup` the function `-lookup`.
    core = ("(ns shop.core)\n\n"                                          # 1-2
            "(defn -fail! [t] (throw (ex-info (str t) {})))\n\n"          # 3-4
            "(defn -lookup [k reg]\n"                                       # 5
            "  (or (get reg k)\n"                                           # 6
            "      (-fail! ::invalid-schema)))\n\n"                        # 7-8
            "(defn schema [k] (-lookup k {}))\n")                           # 9
    perf = ("(ns shop.perf.core)\n\n(defn lookup-bench [] (schema :lookup))\n\n"
            "(defn schema-bench [] (lookup-bench))\n")
    ix = make_index(write_repo(tmp_path / "shop", {"src/shop/core.cljc": core,
                                                   "perf/shop/perf/core.cljc": perf}))
    ix.refresh()
    hits = ix.search("Execution error (ExceptionInfo) at shop.core/-fail! (core.cljc:3).\n"
                     ":shop.core/invalid-schema\n"
                     "\tat shop.core$_lookup.invokeStatic(core.cljc:7)\n"
                     "\tat shop.core$schema.invokeStatic(core.cljc:9)\n").hits
    assert [(h.path, h.symbol) for h in hits[:2]] == [
        ("src/shop/core.cljc", "-fail!"), ("src/shop/core.cljc", "-lookup")]


def test_a_compiler_location_names_the_chunk_holding_its_line(shop) -> None:
    # `path:line` as compilers and linters print it: no function, so the line is placed
    # among the file's chunks (Session.send spans lines 14-15 of sessions.py).
    top = shop.search("shop/sessions.py:15:9: error: unreachable code after return").hits[0]
    assert (top.path, top.qualified) == ("src/shop/sessions.py", "Session.send")


def test_a_kj_error_in_a_c_plus_plus_file_names_the_function_holding_its_line(
        tmp_path: Path, make_index) -> None:
    """Cap'n Proto's KJ prints `capnp/serialize.c++:72: failed: …`: a `.c++` file's location
    (the extension's `++` read as a regex had made it no location, and its path no path)."""
    assert parse_frames("kj::Exception: capnp/serialize.c++:9: failed: expected n > 0") == [
        Frame("capnp/serialize.c++", 9, "")]
    source = ("namespace capnp {\n\nvoid Reader::init(int n) {\n  int offset = n / 2;\n"
              "  check(offset);\n  if (n > 1) {\n    offset += n;\n  }\n"
              "  KJ_REQUIRE(n > 0, \"Message ends prematurely.\");\n}\n\n"
              "size_t expectedSize(int n) {\n  return n > 0 ? n : 0;\n}\n\n"
              "void serializeTable(int n) {\n  expectedSize(n);\n}\n\n}\n")
    ix = make_index(write_repo(tmp_path / "capnp", {"c++/src/capnp/serialize.c++": source,
                                                    "c++/src/capnp/serialize.h": (
        "namespace capnp {\nsize_t expectedSize(int n);\nvoid serializeTable(int n);\n}\n")}))
    ix.refresh()
    top = ix.search("kj::Exception: capnp/serialize.c++:9: failed: expected n > 0; "
                    "Message ends prematurely in segment table.").hits[0]
    assert (top.path, top.symbol, top.focus) == ("c++/src/capnp/serialize.c++", "init", 9)
    # A bare `.c++` file name in prose names that file too.
    assert parse_query("what does serialize.c++ check before reading").paths == [
        "serialize.c++"]


def test_a_shell_error_names_the_function_holding_its_line(tmp_path: Path, make_index) -> None:
    # bats-core's "lib/bats-core/tracing.bash: line 200: foo: unbound variable" and acme.sh's
    # "./acme.sh: line 4793: _on_issue_err: command not found" led with the functions named
    # like the missing command, never the one holding the line.
    script = ("#!/usr/bin/env sh\n\n_on_issue_err_hook() {\n  echo \"on issue err\" >&2\n}\n\n"
              "renew() {\n  _on_issue_err \"$1\"\n}\n\n"
              "issue() {\n  _prepare\n  _on_issue_err \"$1\"\n  return 1\n}\n\n"
              "cron() {\n  _on_issue_err \"cron\"\n}\n")
    ix = make_index(write_repo(tmp_path / "acme", {"acme.sh": script}))
    ix.refresh()
    top = ix.search("./acme.sh: line 13: _on_issue_err: command not found").hits[0]
    assert (top.path, top.symbol) == ("acme.sh", "issue")
    # The installed copy's path names the one file of that name.
    top = ix.search("/root/.acme.sh/acme.sh: line 13: _on_issue_err: command not found").hits[0]
    assert (top.path, top.symbol) == ("acme.sh", "issue")


def test_a_perl_error_names_the_sub_holding_its_line(tmp_path: Path, make_index) -> None:
    """`die`'s "at FILE line N." from an installed copy is the repository's sub holding that
    line, not the subs its message names."""
    module = ("package Shop::Cart;\n\nsub to_abs {\n  return 1;\n}\n\n"
              "sub total {\n  my $self = shift;\n  return $self->to_abs;\n}\n\n1;\n")
    ix = make_index(write_repo(tmp_path / "shop", {"lib/Shop/Cart.pm": module}))
    ix.refresh()
    top = ix.search('Can\'t locate object method "to_abs" via package "Shop::Cart" at '
                    '/usr/share/perl5/Shop/Cart.pm line 9.').hits[0]
    assert (top.path, top.symbol, top.focus) == ("lib/Shop/Cart.pm", "total", 9)


def test_a_php_warning_names_the_method_holding_its_line(tmp_path: Path, make_index) -> None:
    """PHP's "in FILE on line N" from an installed copy is the repository's method holding
    that line; the message less the place, "Element 'font' is not supported", is read too."""
    module = ("<?php\nclass Definition\n{\n    public function setup($config)\n    {\n"
              "        $this->elements = $config->get('HTML.Allowed');\n    }\n\n"
              "    public function fixElements($allowed)\n    {\n"
              "        foreach ($allowed as $name) {\n"
              "            trigger_error(\"Element '$name' is not supported\", E_USER_WARNING);\n"
              "        }\n    }\n}\n")
    ix = make_index(write_repo(tmp_path / "purifier", {"library/Definition.php": module,
                                                      "library/Element.php": (
        "<?php\n/** An element: its name and whether it is supported. */\nclass Element\n{\n"
        "    public $supported = true;\n}\n")}))
    ix.refresh()
    top = ix.search("PHP Warning:  Element 'font' is not supported in "
                    "/var/www/vendor/acme/purifier/library/Definition.php on line 12").hits[0]
    assert (top.path, top.symbol, top.focus) == ("library/Definition.php", "fixElements", 12)


DIFF = '''diff --git a/src/shop/sessions.py b/src/shop/sessions.py
index 1111111..2222222 100644
--- a/src/shop/sessions.py
+++ b/src/shop/sessions.py
@@ -12,4 +12,4 @@ class Session(Base):
         return self.send(prep)
 
     def send(self, prep):
-        return prep
+        return tuple(prep)
diff --git a/src/shop/old.py b/src/shop/old.py
deleted file mode 100644
--- a/src/shop/old.py
+++ /dev/null
@@ -1,2 +0,0 @@
-def gone():
-    pass
'''


def test_a_diff_names_where_each_hunk_changes_the_file() -> None:
    # The new side's line of each hunk's first change; a deleted file by its old path and line.
    assert parse_frames(DIFF) == [Frame("src/shop/sessions.py", 15, ""),
                                  Frame("src/shop/old.py", 1, "")]


def test_a_pasted_diff_leads_with_the_declarations_it_changes(shop) -> None:
    top = shop.search(DIFF).hits[0]
    assert (top.path, top.qualified) == ("src/shop/sessions.py", "Session.send")


def test_the_frames_line_is_the_hits_focus_in_json(shop) -> None:
    # A compiler location inside Session.send: the hit says which line the query pointed at;
    # a frame whose line its function does not hold points at none.
    hit = shop.search("shop/sessions.py:15:9: error: unreachable code").hits[0]
    assert (hit.qualified, hit.focus, hit_json(hit)["focus_line"]) == ("Session.send", 15, 15)
    trace = shop.search(PYTHON_TRACE).hits
    request = next(h for h in trace if h.qualified == "Session.request")
    assert request.focus == 0 and "focus_line" not in hit_json(request)


def test_a_run_of_rust_impl_paths_without_a_location_takes_linear_time() -> None:
    # `<a>::` is both an impl and a path part: as two alternatives of one repeated group, 18 of
    # them took 4 s to fail. Compared with plain path parts of the same length: a ratio.
    took = []
    for part in ("aaa::", "<a>::"):
        text = "The backtrace:\n" + "".join(f"{i}: " + part * 30 + "x\n" for i in range(200))
        start = time.process_time()
        parse_frames(text)
        took.append(time.process_time() - start)
    assert took[1] < took[0] * 20 + 0.01, took


def test_a_frame_in_the_thrown_type_s_own_file_follows_where_it_failed(
        tmp_path: Path, make_index) -> None:
    # axios: `AxiosError: Maximum number of redirects exceeded` / `at AxiosError.from
    # (…/AxiosError.js:92:14)` / `at RedirectableRequest.handleRequestError (…/http.js:620:25)`:
    # the error's own factory made it (and says its message); where it failed is below.
    files = {
        "lib/core/ShopError.js": (
            "class ShopError extends Error {\n"
            "  static from(error, code) {\n"
            "    return new ShopError(code === 'REDIRECTS' ? 'Maximum number of redirects exceeded' : error.message);\n"
            "  }\n}\nmodule.exports = ShopError;\n"),
        "lib/adapters/http.js": (
            "const ShopError = require('../core/ShopError');\n\n"
            "function handleRequestError(err) {\n"
            "  if (err.code === 'REDIRECTS') {\n"
            "    throw ShopError.from(err, 'REDIRECTS');\n  }\n}\n"
            "module.exports = { handleRequestError };\n"),
    }
    ix = make_index(write_repo(tmp_path / "shop", files))
    ix.refresh()
    trace = ("ShopError: Maximum number of redirects exceeded\n"
             "    at ShopError.from (file:///srv/app/node_modules/shop/lib/core/ShopError.js:3:12)\n"
             "    at handleRequestError (file:///srv/app/node_modules/shop/lib/adapters/http.js:5:11)\n"
             "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n")
    assert [(h.path, h.symbol) for h in ix.search(trace).hits[:2]] == [
        ("lib/adapters/http.js", "handleRequestError"), ("lib/core/ShopError.js", "from")]


def test_frames_all_in_the_thrown_type_s_own_file_are_dropped() -> None:
    # trpc: `TRPCClientError: No procedure found on path "users.byId"` / `at
    # TRPCClientError.from (TRPCClientError.ts:80:14)`: the client's error factory made it
    # from the server's answer, and its frame led; with no frame outside the type's file the
    # message says where it failed (the server's router saying it).
    trace = ('TRPCClientError: No procedure found on path "users.byId"\n'
             "    at TRPCClientError.from (TRPCClientError.ts:80:14)\n\n"
             "Where does the server resolve the path?")
    assert parse_query(trace).frames == []
    # A frame outside it stays, first (axios's `handleRequestError`).
    two = ("AxiosError: Maximum number of redirects exceeded\n"
           "    at AxiosError.from (/app/node_modules/axios/lib/core/AxiosError.js:92:14)\n"
           "    at handleRequestError (/app/node_modules/axios/lib/adapters/http.js:620:25)\n")
    assert [f.function for f in parse_query(two).frames] == ["handleRequestError", "from"]


def test_a_javascript_private_method_s_frame_names_it_less_its_hash() -> None:
    # kysely: `at Migrator.#getState (…/migrator.js:397:18)` named no function, so the frame
    # placed nothing; the method is indexed as `getState`.
    frames = parse_frames("Error: corrupted migrations\n"
                          "    at #ensureMigrationsInOrder (/app/node_modules/kysely/dist/esm/migration/migrator.js:453:23)\n"
                          "    at Migrator.#getState (/app/node_modules/kysely/dist/esm/migration/migrator.js:397:18)\n")
    assert [f.function for f in frames] == ["ensureMigrationsInOrder", "getState"]
