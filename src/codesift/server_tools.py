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
from .model import KINDS, RELATIONS

# Sent once a session, beside the tool list: when to reach for which tool, and no more (the
# tools' own descriptions say what each takes; this held ~130 tokens, ~90 now).
INSTRUCTIONS = (
    "codesift searches this repository's code locally: search_code for where something is (a "
    "name, a concept, a pasted error), file_outline for a file's declarations, find_related "
    "for what to read with a function before changing it. Answers are ranked path:line "
    "addresses in a small token budget; read only the lines they point to. Use grep for "
    "exact strings.")

# Every session pays for these descriptions and the schemas below (the tools/list answer, in
# the model's context before its first call): each says what the tool takes and answers, and
# when grep or a read is the better call, and no more. (They held ~2,200 tokens, the 19 kinds
# four times among them; ~1,000 now.)
SEARCH_DESCRIPTION = """\
Find code by what it is about or called: an identifier (getUserById, "user id"), a \
declaration ("type Engine struct"), a dotted or file-qualified name (pkg.Class.method, \
sessions.py:Session.send), a concept ("retry with backoff"), or a pasted error, stack trace \
or issue text. Answers with ranked addresses, `path:line  kind Name(signature) — doc`, \
grouped by file within a token budget, ending with the read call for the top hit. Use \
grep for exact strings, regular expressions or every occurrence, glob for file names."""

RELATED_DESCRIPTION = """\
For a location (path and line), the declaration holding it, then what to read with it: what \
it calls, what calls or mentions it, code sharing its rare identifiers, its class's or \
module's other members, files git history changed with it. Answers as search_code. Use it \
before changing a function. It can miss dynamic calls: grep finds every use of a name."""

OUTLINE_DESCRIPTION = """\
A file's declarations in line order, members under their class: `:line  kind \
Name(signature) — doc`. Use it to see what a file holds, then read only the range you need."""

STATUS_DESCRIPTION = """\
What is indexed: files, chunks, languages, the last refresh, a running pass. For results \
that look incomplete or stale; not needed before searching (each search refreshes first)."""

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


def _one_enum(schema: dict[str, Any]) -> None:
    """A kind or a list of kinds, search_code's 19 kinds published once: the list's items
    are strings, checked as the single kind is (a bad one is INVALID_FILTER naming the
    kinds). Each copy of the enum cost every session ~50 tokens of its tool list, and the
    schemas held four."""
    for branch in schema.get("anyOf", ()):
        if branch.get("type") == "array":
            branch["items"] = {"type": "string"}


def _kinds_named(schema: dict[str, Any]) -> None:
    """file_outline's kind: search_code's kinds, which its description points to, not a
    second copy of their enum (checked all the same)."""
    _one_enum(schema)
    for branch in schema.get("anyOf", ()):
        branch.pop("enum", None)


def _published(schema: Any) -> Any:
    """The input schema a client is sent: pydantic's without what tells a model nothing, at
    the price of every session's context: the ``title`` of each parameter (its name again,
    capitalized) and of the model, a ``default`` of null (leaving the parameter out of
    ``required`` says as much), and the length caps no call comes near (4,096 characters of a
    path, 200,000 of a query), which are still checked, their errors naming them."""
    if isinstance(schema, list):
        return [_published(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    return {key: ({name: _published(sub) for name, sub in value.items()}
                  if key == "properties" else _published(value))
            for key, value in schema.items()
            if key not in ("title", "maxLength") and not (key == "default" and value is None)}


# Characters a path, glob, language or root argument may hold; the rules say so, or a longer
# one was refused as not "a string".
MAX_PATH_CHARS = 4096
_UP_TO = f"of at most {MAX_PATH_CHARS} characters"
PathStr = Annotated[str, Field(min_length=1, max_length=MAX_PATH_CHARS)]
Root = Annotated[str | None, Field(
    None, min_length=1, max_length=MAX_PATH_CHARS,
    description="Repository root, absolute or relative to the default root (the server's).")]


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
        "An identifier, a few words, or a whole issue text or stack trace."))
    kind: Kind | list[Kind] | None = Field(None, json_schema_extra=_one_enum, description=(
        "Only this kind, or a list of kinds; any case."))
    path: PathStr | None = Field(None, description=(
        'Only paths matching this glob (* ? [ ] {a,b}; ** spans folders; with a / inside, '
        'anchored at the root: "src/**/*.py") or containing this substring ("auth/").'))
    lang: PathStr | list[PathStr] | None = Field(None, description=(
        'Only these languages ("python") or file extensions ("py", ".tsx").'))
    exclude: PathStr | list[PathStr] | None = Field(None, description=(
        'Drop paths matching this glob or substring, or any of a list ("tests/**").'))
    # No default in the schema: an omitted limit or detail is the root's setting (codesift.toml,
    # CODESIFT_*), as for the CLI; so is a null, as for every other optional argument (a model
    # that writes each optional argument, null for those it means to leave out, was refused).
    limit: Limit | None = Field(None, json_schema_extra=_unclaimed, description=(
        "Hits to return. Default: the configured limit, else 20."))
    detail: Detail | None = Field(None, json_schema_extra=_unclaimed, description=(
        "signatures: an address line a hit; snippets: and its first lines; full: and up to 60 "
        "lines of its body; any case. Default: the configured detail, else signatures."))
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
        "The file, repo-relative (src/app/user.py; src/app/user.py:42 names it too)."))
    line: Int = Field(ge=1, description="A 1-based line inside the declaration of interest.")
    limit: Limit | None = Field(10, description="Related chunks to return.")
    only: Relation | None = Field(None, description=(
        "One relation alone, not spread over files: calls, callers (calls or mentions), "
        "shared (rare identifiers), siblings (same class or module), cochange (git history)."))
    root: Root


class OutlineArgs(ArgModelBase):
    model_config = _STRICT
    rules: ClassVar[dict[str, tuple[str, str]]] = {
        "path": ("INVALID_PATH", f"a file path inside the root (a string {_UP_TO})"),
        "kind": ("INVALID_FILTER", f"one of {', '.join(KINDS)}, or a list of them"),
        "root": ("INVALID_ROOT", f"an existing directory path (a string {_UP_TO})"),
    }
    path: PathStr = Field(description=(
        "The file, repo-relative (src/app/user.py; src/app/user.py:42 names it too)."))
    kind: Kind | list[Kind] | None = Field(None, json_schema_extra=_kinds_named, description=(
        "Only this kind (one of search_code's kinds), or a list of kinds; any case."))
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
                     parameters=_published(model.model_json_schema(by_alias=True)),
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
