"""The MCP tools' contract: descriptions, strict argument schemas, and argument errors with codes.

Each tool's arguments are a pydantic model with ``extra="forbid"``, so the published input
schema lists every parameter with its type, default (none where the root's settings decide
it) and bounds and says ``additionalProperties: false``, and the same model validates the
call. The SDK builds a tool's model from the function signature and offers no switch for
``extra="forbid"``, so the tools are built here as ``Tool`` objects (the SDK's public model,
passed to ``MCPServer(tools=...)``). The SDK reports a failed validation as several lines of
pydantic text; ``CodedTool`` turns it into ``error[CODE]: one line`` instead, naming the
argument, what it must be, and what came.
"""
from __future__ import annotations

import json
from typing import Annotated, Any, ClassVar, Iterable, Literal

from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.server.mcpserver.tools.base import Tool
from mcp.server.mcpserver.utilities.func_metadata import ArgModelBase, FuncMetadata
from mcp_types import CallToolResult, TextContent, ToolAnnotations
from pydantic import BeforeValidator, ConfigDict, Field, ValidationError

from .config import DETAILS
from .errors import CodesiftError, counted, encodable, one_line
from .search.query import MAX_QUERY_CHARS
from .languages import known_languages
from .model import KINDS, RELATIONS

INSTRUCTIONS = (
    "codesift searches this repository's code locally and answers with ranked addresses "
    "(path:line, kind, name, signature, first line of the doc) inside a small token budget. "
    "Use search_code to find where something is when you know what it is about but not where "
    "it lives; use file_outline to see what a file holds; use find_related to see what else to "
    "read before changing a function; then read only the lines they point to. Use grep for "
    "exact strings, regular expressions or every occurrence, and glob for file names.")

SEARCH_DESCRIPTION = """\
Find code by what it is about or what it is called, ranked: a half-remembered identifier \
(getUserById, "user id"), a declaration ("type Engine struct"), a name as traces and docs \
write it (django.db.models.QuerySet.filter, sessions.py:Session.send), a concept ("where is auth handled", "retry with backoff"), or a \
pasted error message, stack trace, compiler or test output, or issue text (the frames and \
file:line locations it names lead). Answers with addresses, not bodies: \
`path:line  kind Qualified.name(signature) — first sentence of the doc`, grouped by file, \
within a token budget (1,500 unless configured), ending with the exact read call for the top \
hit, so read only what you need next. Filters apply before ranking: kind, path (a glob such as "src/**/*.py", or a \
substring), lang (a language or an extension), exclude.

Use grep/ripgrep instead for an exact string or a regular expression, or when you need every \
occurrence (a rename, an audit): this tool ranks and cuts off. Use glob to find files by \
name, and read a file directly when you already know where to look."""

RELATED_DESCRIPTION = """\
Given a location (path and line, e.g. from search_code, a stack trace or a diff), return the \
declaration containing it, then the code most related to it: the functions it calls, the code \
that calls or mentions it, code sharing its rare identifiers, and its neighbours in the same \
class or module. Rendered like search_code (first hit = the declaration itself). Use it before \
changing a function, to learn what else to read or update; `only: "callers"` lists its callers \
alone. It ranks by evidence and can miss \
dynamic calls: to find every literal use of a name, grep for it."""

OUTLINE_DESCRIPTION = """\
List one file's declarations in the order they are written, members indented under their \
class: `:line  kind Qualified.name(signature) — first sentence of the doc`, within a token \
budget (1,500 unless configured). Use it when you know the file (from search_code, a stack \
trace or a diff) and want to see what it holds before reading it, then read only the range \
you need."""

STATUS_DESCRIPTION = """\
Report what codesift has indexed for a repository: files, chunks, languages, the index's \
location and size, the last refresh, and whether a background indexing pass is still running. \
Use it when search results look incomplete or stale; the index builds in the background when \
the server starts. Not needed before searching: every search refreshes the index first."""

ANNOTATIONS = ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False)
_STRICT = ConfigDict(extra="forbid", arbitrary_types_allowed=True)


def _lower(value: Any) -> Any:
    """A kind or detail in any case ("Function", "Snippets"), as the CLI and the library take
    them: a model writes a kind as a heading would, and a refusal costs it a round trip."""
    return value.lower() if isinstance(value, str) else value


Kind = Annotated[Literal[KINDS], BeforeValidator(_lower)]  # type: ignore[valid-type]
Detail = Annotated[Literal[DETAILS], BeforeValidator(_lower)]  # type: ignore[valid-type]
Relation = Annotated[Literal[RELATIONS], BeforeValidator(_lower)]  # type: ignore[valid-type]


def _json_int(value: Any) -> Any:
    """The schema says integer: JSON ``true`` is not the number 1, whatever Python thinks, and
    ``"5"`` is not 5, whatever pydantic's lax mode would make of it."""
    if isinstance(value, (bool, str)):
        raise ValueError(f"a {type(value).__name__} is not an integer")
    return value


Int = Annotated[int, BeforeValidator(_json_int)]
# A hit count: its bounds inside the type, so that `Limit | None` publishes them as the
# integer's `minimum`/`maximum` (on the union, pydantic wrote them as `ge`/`le`).
Limit = Annotated[int, Field(ge=1, le=100), BeforeValidator(_json_int)]


def _unclaimed(schema: dict[str, Any]) -> None:
    """Drop a ``default`` from a parameter's schema: the server fills it from the root's
    settings, and a client would take a published default as what happens."""
    schema.pop("default", None)


# Characters a path, glob, language or root argument may hold; the rules say so, or a longer
# one was refused as not "a string".
MAX_PATH_CHARS = 4096
_UP_TO = f"of at most {MAX_PATH_CHARS} characters"
PathStr = Annotated[str, Field(min_length=1, max_length=MAX_PATH_CHARS)]
Root = Annotated[str | None, Field(
    None, min_length=1, max_length=MAX_PATH_CHARS,
    description="Repository root: absolute, or relative to the default root. Default: the "
                "server's --root, else $CODESIFT_ROOT, else the directory the server was "
                "started in.")]


class SearchArgs(ArgModelBase):
    model_config = _STRICT
    rules: ClassVar[dict[str, tuple[str, str]]] = {
        "query": ("INVALID_QUERY", f"a non-empty string of at most {MAX_QUERY_CHARS} characters"),
        "kind": ("INVALID_FILTER", f"one of {', '.join(KINDS)}, or a list of them"),
        "path": ("INVALID_FILTER", f"a path glob or substring (a string {_UP_TO})"),
        "lang": ("INVALID_FILTER",
                 f"a language name or file extension, or a list of them (strings {_UP_TO})"),
        "exclude": ("INVALID_FILTER",
                    f"a path glob or substring, or a list of them (strings {_UP_TO})"),
        "limit": ("INVALID_LIMIT", "an integer from 1 to 100"),
        "detail": ("INVALID_DETAIL", f"one of {', '.join(DETAILS)}"),
        "root": ("INVALID_ROOT", f"an existing directory path (a string {_UP_TO})"),
    }
    query: str = Field(min_length=1, max_length=MAX_QUERY_CHARS, description=(
        "An identifier, a few words, or a whole issue text / stack trace."))
    kind: Kind | list[Kind] | None = Field(None, description=(
        "Only chunks of this kind (or kinds); any case."))
    path: PathStr | None = Field(None, description=(
        'Only paths matching this glob (with * ? [ ] or {a,b}, ** spans folders: "src/**/*.py"; as in '
        '.gitignore, a glob with a / inside is anchored at the root, "**/auth/*.py" is not) or '
        'containing this substring ("auth/"). Repo-relative, forward slashes.'))
    lang: PathStr | list[PathStr] | None = Field(None, description=(
        f"Only these languages or file extensions (\"py\", \".tsx\"). Languages: "
        f"{', '.join(known_languages())}."))
    exclude: PathStr | list[PathStr] | None = Field(None, description=(
        'Drop paths matching this glob or substring (or any of a list), e.g. "tests/**".'))
    # No default in the schema: an omitted limit or detail is the root's setting (codesift.toml,
    # CODESIFT_*), as for the CLI; so is a null, as for every other optional argument (a model
    # that writes each optional argument, null for those it means to leave out, was refused).
    limit: Limit | None = Field(None, json_schema_extra=_unclaimed, description=(
        "How many hits to return. Default: the configured limit, else 20."))
    detail: Detail | None = Field(None, json_schema_extra=_unclaimed, description=(
        "signatures: one address line per hit; snippets: plus its first lines; full: plus up "
        "to 60 lines of its body; any case. Default: the configured detail, else signatures."))
    root: Root


class RelatedArgs(ArgModelBase):
    model_config = _STRICT
    rules: ClassVar[dict[str, tuple[str, str]]] = {
        "path": ("INVALID_PATH", f"a file path inside the root (a string {_UP_TO})"),
        "line": ("INVALID_LINE", "a line number, an integer of at least 1"),
        "limit": ("INVALID_LIMIT", "an integer from 1 to 100"),
        "only": ("INVALID_ARGUMENT", f"one of {', '.join(RELATIONS)}"),
        "root": ("INVALID_ROOT", f"an existing directory path (a string {_UP_TO})"),
    }
    path: PathStr = Field(description=(
        "The file, repo-relative with forward slashes (src/app/user.py); a pasted place "
        "(src/app/user.py:42) names its file, and its line must be `line`."))
    line: Int = Field(ge=1, description="A 1-based line inside the declaration of interest.")
    limit: Limit | None = Field(10, description=(
        "How many related chunks to return; null is the default."))
    only: Relation | None = Field(None, description=(
        "One relation alone, in its own order and not spread over files: calls (what it "
        "calls), callers (what calls or mentions it), shared (code using its rare "
        "identifiers), siblings (the other members of its class or module), cochange (the "
        "files git history changed together with its file)."))
    root: Root


class OutlineArgs(ArgModelBase):
    model_config = _STRICT
    rules: ClassVar[dict[str, tuple[str, str]]] = {
        "path": ("INVALID_PATH", f"a file path inside the root (a string {_UP_TO})"),
        "kind": ("INVALID_FILTER", f"one of {', '.join(KINDS)}, or a list of them"),
        "root": ("INVALID_ROOT", f"an existing directory path (a string {_UP_TO})"),
    }
    path: PathStr = Field(description=(
        "The file, repo-relative with forward slashes (src/app/user.py); a pasted place "
        "(src/app/user.py:42) names its file."))
    kind: Kind | list[Kind] | None = Field(None, description=(
        "Only declarations of this kind (or kinds); any case."))
    root: Root


class StatusArgs(ArgModelBase):
    model_config = _STRICT
    rules: ClassVar[dict[str, tuple[str, str]]] = {
        "root": ("INVALID_ROOT", f"an existing directory path (a string {_UP_TO})"),
    }
    root: Root


def error_result(exc: CodesiftError) -> CallToolResult:
    """A tool error: ``error[CODE]: message`` on one line, and the same as structured content."""
    line = one_line(str(exc))
    return CallToolResult(content=[TextContent(type="text", text=encodable(line))], is_error=True,
                          structured_content=encodable({"error": {"code": exc.code,
                                                                  "message": exc.message}}))


def unknown_tool(name: Any, known: Iterable[str]) -> CallToolResult:
    """The SDK says ``Unknown tool: x``, in no form a client parses: answer as for any error."""
    return error_result(CodesiftError(
        "UNKNOWN_TOOL", f"no tool named {_show(name)}; this server has {', '.join(known)}"))


def _show(value: Any) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def argument_error(model: type[ArgModelBase], exc: ValidationError) -> CodesiftError:
    """The first problem of a failed validation as one coded line (and how many more there are)."""
    rules: dict[str, tuple[str, str]] = getattr(model, "rules", {})
    problems: dict[str, CodesiftError] = {}
    for err in exc.errors():
        field = str(err["loc"][0]) if err["loc"] else ""
        if field in problems:
            continue  # a union reports one error per branch; the first says enough
        if err["type"] == "extra_forbidden":
            problems[field] = CodesiftError(
                "INVALID_ARGUMENT", f"unknown argument {field!r}; this tool takes {', '.join(rules)}")
            continue
        code, expect = rules.get(field, ("INVALID_ARGUMENT", "valid"))
        if err["type"] == "missing":
            problems[field] = CodesiftError(code, f"{field} is required: {expect}")
        else:
            problems[field] = CodesiftError(code, f"{field} must be {expect}, got {_show(err['input'])}")
    if not problems:
        return CodesiftError("INVALID_ARGUMENT", "the arguments must be a JSON object")
    first = next(iter(problems.values()))
    if len(problems) > 1:
        more = counted(len(problems) - 1, "more invalid argument")
        return CodesiftError(first.code, f"{first.message} (and {more})")
    return first


class CodedTool(Tool):
    """A ``Tool`` whose argument errors come back as ``error[CODE]: …`` results."""

    async def run(self, arguments: dict[str, Any], context: Any, convert_result: bool = False) -> Any:
        try:
            return await super().run(arguments, context, convert_result=convert_result)
        except ToolError as exc:
            if isinstance(exc, UnexpectedToolError) or not isinstance(exc.__cause__, ValidationError):
                raise
            return error_result(argument_error(self.fn_metadata.arg_model, exc.__cause__))


def _tool(fn: Any, name: str, title: str, description: str, model: type[ArgModelBase]) -> Tool:
    return CodedTool(fn=fn, name=name, title=title, description=description,
                     parameters=model.model_json_schema(by_alias=True),
                     fn_metadata=FuncMetadata(arg_model=model), is_async=False,
                     annotations=ANNOTATIONS)


def build_tools(impl: Any) -> list[Tool]:
    """The four tools, bound to ``impl`` (a ``server.Server``)."""
    return [
        _tool(impl.search_code, "search_code", "Search code", SEARCH_DESCRIPTION, SearchArgs),
        _tool(impl.find_related, "find_related", "Find related code", RELATED_DESCRIPTION, RelatedArgs),
        _tool(impl.file_outline, "file_outline", "Outline a file", OUTLINE_DESCRIPTION, OutlineArgs),
        _tool(impl.index_status, "index_status", "Index status", STATUS_DESCRIPTION, StatusArgs),
    ]
