"""C, C++ and Objective-C source as tree-sitter can read it: the macros a preprocessor would
expand (export, attribute, calling-convention and `if` macros, a macro alone on its line or
standing for a return type), Foundation's enum macros, and, for the parse only
(``c_parse_view``), a directive's `/*` in a string and a convention in a function pointer.
Every rewrite keeps the length, so each row and offset of the parse is the file's own.

>>> rewrite_c(b"static FMT_CONSTEXPR20 void grow(int n);")
b'static                 void grow(int n);'
"""
from __future__ import annotations

import re
from collections.abc import Callable

from codesift.chunk.base import NOT_NEWLINE
from codesift.chunk.rewrite_c_fields import blank_field_annotations

from ..regex_cache import compiled

# Template arguments in a scope (`base_sink<Mutex>::`, nested one deep): no `<` or `>` inside
# a level, so a line of them matches one way only, never backtracking over its splits.
_TEMPLATE_ARGS = rb"<(?:[^\n;{}()<>]|<[^\n;{}()<>]*>)*>"
# An attribute macro opening a declaration's line (`static FMT_CONSTEXPR20 void grow(`,
# `FMT_NO_UNIQUE_ADDRESS Allocator alloc_;`): read as a type, it turned fmt's whole
# `basic_memory_buffer` class into one broken function. An upper-case name with an
# underscore, after nothing but storage keywords and before a word, is blanked; `#define
# FMT_API …` lines, calls (`FMT_ASSERT(…)`) and values (`x = FOO_MAX;`) do not match. At a
# line's start with one name after it, it is a type (flex's `YY_BUFFER_STATE yy_scan_string
# (…)`, `JSON_VALUE v;`; blanked, jq's lexer lost its functions), not an indented member's
# attribute (fmt's `FMT_CONSTEXPR20 buffer(T* p)`, a constructor): see ``_attribute_macro``.
# A template head may open the line too (CLI11's `template <typename F> CLI11_NODISCARD
# CLI11_INLINE scope_guard_t<F> scope_guard(` was named `scope_guard_t scope_guard`);
# bounded, so a line of `<` costs a few hundred steps. The word after may be qualified from
# the global scope (toml11's `TOML11_INLINE ::toml::value literal_internal_impl(`, gtest's
# `GTEST_API_ ::std::string FormatFileLocation(`: signed with the macro).
_ATTRIBUTE_MACRO = compiled(
    rb"^([ \t]*(?:template[ \t]*<[^\n;{}]{0,300}>[ \t]*)?"
    rb"(?:(?:static|inline|virtual|constexpr|explicit|extern|friend|typedef)[ \t]+)*)"
    rb"([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?=[ \t]+(?:::[ \t]*)?[A-Za-z_~])", re.M)
# One name ending the line is the declared one, unless a declarator opens the next line:
# in CLI11's `CLI11_INLINE bool` / `App::_parse_arg(…) {` the name is the return type, and
# the macro read as a type made the container `CLI.bool App`.
_ONE_NAME_AFTER = compiled(
    rb"[ \t*&]+[A-Za-z_]\w*[ \t]*(?:[(;=,\[]|\r?$(?!\n[ \t]*[*&]*(?:[A-Za-z_]\w*(?:"
    + _TEMPLATE_ARGS + rb")?::)*~?[A-Za-z_]\w*[ \t]*\())", re.M)
# After `static` or `extern` alone, a name and then `;`, `=`, `,` or `[` (no parameters) is a
# variable, and the macro its type: expat's `static PROLOG_HANDLER prolog0, prolog1, …;`
# (a function type's typedef) lost its type and declared no name. After `typedef` the name is
# the alias (`typedef MY_TYPE alias_t;`); a macro there before a type and a declarator is an
# attribute: htop's `typedef ATTR_NONNULL void (*Meter_Init)(Meter*);` was named `void`.
_STORAGE_LEADS = frozenset({b"static", b"extern", b"typedef"})
_ONE_VARIABLE_AFTER = compiled(rb"[ \t*&]+[A-Za-z_]\w*[ \t]*[;=,\[]")
# The same after a function's parameters (`size_t thread_id() SPDLOG_NOEXCEPT {`, spdlog's
# stand-in for `noexcept`): read as the declarator, it named the function SPDLOG_NOEXCEPT.
# A run of them, keywords between (utfcpp's `what() const UTF_CPP_NOEXCEPT UTF_CPP_OVERRIDE {`,
# four exception classes' `what` named UTF_CPP_OVERRIDE), is blanked macro by macro
# (``_blank_macros``); a pure virtual's `= 0` may follow, or a constructor's initializers
# (rapidjson's 16 `GenericValue(int i) RAPIDJSON_NOEXCEPT : data_() {`).
_UPPER_MACRO = rb"[A-Z][A-Z0-9]*_[A-Z0-9_]+"
_AFTER_PARAMS_MACRO = compiled(
    rb"(?m)(\)(?:[ \t]+(?:const|noexcept|override|final))*[ \t]+)(" + _UPPER_MACRO
    + rb"(?:[ \t]+(?:" + _UPPER_MACRO + rb"|const|noexcept|override|final))*)"
    rb"(?=[ \t]*(?:[{;]|:(?!:)|=[ \t]*(?:0|default|delete)[ \t]*;|\r?$))")
# And a call of one after a function's parameters, before its `;`, `{` or `= 0` (Clang's
# thread-safety annotations, `int Count() const EXCLUSIVE_LOCKS_REQUIRED(mutex_) {`; a printf
# check, `jv jv_string_fmt(const char*, ...) JV_PRINTF_LIKE(1, 2);`): gmock's ~95 methods
# were named GTEST_LOCK_EXCLUDED_, and a C prototype was lost. Not after a cast in an
# expression (`= (const char *) NAME(x);`) nor in a comment (see ``_trailing_call``).
# A run of them, plain macros among (libsecp256k1's `) SECP256K1_ARG_NONNULL(1)
# SECP256K1_ARG_NONNULL(2) SECP256K1_WARN_UNUSED_RESULT;`), is blanked whole: the run's last
# call alone was (a plain one first, none), and its public headers lost 69 of their 90
# prototypes.
# Clang's documented thread-safety macros (its mutex.h, copied as is) name four without an
# underscore: libusb's darwin backend's `static void darwin_exit(…) EXCLUDES(mutex);` and eight
# prototypes like it were lost, and the last, over two lines, read the struct and the function
# below it as its K&R parameters and body (`get_interface_interface`, 60 lines, in no chunk).
_ANNOTATION_CALLS = rb"(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|REQUIRES|EXCLUDES|ACQUIRE|RELEASE)"
_MACRO_CALL = _ANNOTATION_CALLS + rb"\((?:[^()\n]|\([^()\n]*\))*\)"
_TRAILING_CALL_MACRO = compiled(
    rb"(?m)(\)(?:[ \t]+(?:const|noexcept|override|final))*[ \t]+)"
    rb"((?:" + _UPPER_MACRO + rb"[ \t]+)*" + _MACRO_CALL
    + rb"(?:[ \t]+(?:" + _MACRO_CALL + rb"|" + _UPPER_MACRO + rb"))*)"
    rb"(?=[ \t]*(?:[;{=]|\r?$))")
# A SFINAE macro standing for a return type, its condition and then the type in parentheses
# (rapidjson's `RAPIDJSON_DISABLEIF_RETURN((internal::IsPointer<T>), (GenericValue&))` before
# `operator[](T* name) {` or on the line above `AddMember(…)`): read as a call, it broke
# GenericValue, the class of most of rapidjson's API, into 188 top-level functions. All but the
# type is blanked: `GenericValue& operator[](T* name) {`.
_RETURN_TYPE_MACRO = compiled(
    rb"(?m)^[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]+\(\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\)"
    rb"[ \t]*,[ \t]*\()([^()\n]+)(\)\))"
    rb"(?=[ \t]*(?:\r?\n[ \t]*)?(?:operator\b|~?[A-Za-z_]\w*[ \t]*\())")
# A macro call opening a declaration before its return type, its arguments maybe over lines
# (c-ares's `CARES_EXTERN CARES_DEPRECATED_FOR(ares_init_options) int ares_init(`, `ABSL_
# DEPRECATED("…") void f(`): read as the declarator, it made ares.h's next 440 lines one
# function named CARES_DEPRECATED_FOR, 51 of its 78 prototypes lost. Blanked when a type and
# a declarator follow it on its last line or open the next (gtest's `GTEST_INTERNAL_DEPRECATED(…)`
# / `constexpr bool X() {`); a statement (`FOO(x) return f(`) has no type. After `typedef`
# too, before a function pointer's `(*Name)(`: htop's `typedef ATTR_FORMAT(printf, 2, 3) int
# (*OutputFunc)(FILE*, const char*,...);` was named `int`.
_LEADING_ATTRIBUTE_CALL = compiled(
    rb"(?m)^([ \t]*(?:(?:static|extern|inline|typedef|" + _UPPER_MACRO + rb")[ \t]+)*)"
    rb"(" + _UPPER_MACRO + rb"\((?:[^();{}]|\([^();{}\n]*\)){0,400}\))"
    rb"(?=(?:[ \t]+|[ \t]*\r?\n[ \t]*)"
    rb"(?!(?:return|else|case|goto|new|delete|throw|sizeof|operator)\b)"
    rb"(?:(?:const|constexpr|static|inline|unsigned|signed|struct|enum|union)[ \t]+)*"
    rb"[A-Za-z_][\w:]*"
    rb"(?:" + _TEMPLATE_ARGS + rb")?(?:[ \t]*[*&]+[ \t]*|[ \t]+)"
    rb"(?:(?:\w+::)*~?[A-Za-z_]\w*|\([ \t]*\*[ \t]*[A-Za-z_]\w*[ \t]*\))[ \t]*\()")
# An explicit instantiation's declaration (`extern template class Foo<int>;`, fmt's `extern
# template FMT_API auto thousands_sep_impl<char>(locale_ref) -> …;`) declares nothing new, and
# the grammar read it into the function after it (format.h's `equal2` was lost).
_EXTERN_TEMPLATE = compiled(rb"(?m)^[ \t]*extern[ \t]+template\b[^;{}]{0,1000};")
# MSVC's calling conventions (`int __stdcall IsDebuggerPresent();`), which the grammar does
# not know: the error took spdlog's msvc_sink class and namespace into one function.
_CALLING_CONVENTION = compiled(rb"\b__(?:stdcall|cdecl|fastcall|thiscall|vectorcall)\b")
# And a macro standing for one, or for an export attribute, between the return type and the
# name (`int CJSON_CDECL main(void)`, `static void *CJSON_CDECL f(`, `BOOL WINAPI DllMain(`,
# `void FMT_CAPI f(void);`): the grammar read `int CJSON_CDECL` as a declaration missing its
# `;` and then a function named `void` (cJSON's 19 test mains), and a prototype was lost to
# the error. An upper-case name after a type (not after a keyword or qualifier: `struct NODE
# *f(`, `static BOOL f(`, `static __inline U32 rd(`, `unsigned LONG n(`, `return FOO`) and
# before a name and `(` on the same line is blanked; after an upper-case type, only a name
# that reads as a convention or export (`BOOL WINAPI f(`, not `INLINE U32 f(`).
_ANNOTATION_MACRO = compiled(
    rb"^([ \t]*(?:[\w:]+[ \t*&]+)*?"
    rb"(?!(?:static|extern|inline|const|volatile|register|struct|union|enum|class|typename"
    rb"|typedef|return|virtual|explicit|constexpr|consteval|friend|case|goto|else|new|delete"
    rb"|throw|sizeof|using|namespace|template|operator|co_return|signed|unsigned|short|long"
    rb"|auto|mutable|_Noreturn|_Atomic|_Thread_local|__\w+)\b)"
    rb"([A-Za-z_]\w*)(?:::[A-Za-z_]\w*)*[ \t*&]*[ \t*&])"
    rb"([A-Z][A-Z0-9_]+)(?=(?:[ \t]+|[ \t]*(\r?\n)[ \t]*[*&]*)"
    rb"(?:[A-Za-z_]\w*(?:" + _TEMPLATE_ARGS + rb")?::)*~?[A-Za-z_]\w*[ \t]*\()",
    re.M)
# The macro may end its line, the declarator opening the next (expat's `static int PTRFASTCALL`
# / `PREFIX(charRefNumber)(…)`: the grammar read `static int PTRFASTCALL;` and then a function
# typed `PREFIX`, whose signature lost its return type); then only a convention's or export's
# name is blanked (see ``_annotation_macro``), as a type may end a line too (`ARC4RANDOM_EXPORT
# ARC4RANDOM_UINT32` / `arc4random(void)`).
# An inlining macro is one too (spdlog's `void SPDLOG_INLINE` / `spdlog::sinks::base_sink<Mutex>::
# set_formatter(…) {` was a method named `SPDLOG_INLINE spdlog.sinks.base_sink.set_formatter`).
_CONVENTION_NAME = compiled(
    rb"WINAPI\w*|APIENTRY|CALLBACK|\w*(?:API|EXPORT|CALL|DECL|EXTERN|INLINE)\w*")
# An export macro wrapping a declaration's return type, its declarator after it on the line
# or opening the next (cJSON's `CJSON_PUBLIC(cJSON *) cJSON_Parse(…)`, expat's
# `XMLPARSEAPI(void)` / `XML_SetElementDeclHandler(…);`, libyaml's `YAML_DECLARE(int)`,
# APR's `APR_DECLARE(apr_status_t)`): the type is what a reader wants, so the macro's name and
# parentheses are blanked. cJSON's 184 were signed `CJSON_PUBLIC(cJSON *) cJSON_Parse(…)`;
# read as C++ (`extern "C"`), expat.h's 73 prototypes were lost, three variables named
# `void`. Named as an export (`\w*API\w*`, `PUBLIC`, `DECL`…), its one argument a type:
# doctest's `DOCTEST_REF_WRAP(T) val();` (`T&`) and Catch2's `SECTION("1") SUCCEED();` stay.
_EXPORT_TYPE_MACRO = compiled(
    rb"(?m)^([ \t]*(?:(?:static|extern|inline)[ \t]+)*)"
    rb"([A-Z][A-Za-z0-9_]{0,63}[ \t]*\()([^()\n;{},\"']+)(\))"
    rb"(?=[ \t]*(?:\r?\n[ \t]*)*[*&]*(?![A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\()"
    rb"(?:[A-Za-z_]\w*::)*~?[A-Za-z_]\w*[ \t]*\()")
_EXPORT_NAME = compiled(rb"API|EXPORT|IMPORT|PUBLIC|DECL|EXTERN|VISIB")
# A comment inside a multi-line `#define` (`    /*YYERROR*/; \`, bison's FAIL): the grammar
# ends the directive there, and the rest of it swallowed jq's yyerror after it.
_CONTINUED_LINE = compiled(rb"^[^\n]*\\\r?$", re.M)
_LINE_COMMENT_BLOCK = compiled(rb"/\*(?:[^*\n]|\*(?!/))*\*/")
# A macro call alone on its line, with no `;` (`FMT_PRAGMA_CLANG(diagnostic error "…")`):
# read as the head of what follows, it turned fmt's `namespace detail {` in ranges.h into a
# function over 250 lines. Indented too, in a class body: CLI11's `CLI11_ERROR_DEF(Error,
# ConstructionError)` as a class's only member lost Error.hpp's namespace and two classes.
# Blanked whole, unless a body or an expression's next part follows on the next line
# (`ASSERT_EQ(a, b)` / `    << "why";`).
# Nor when it is a return type, an export macro's (libyaml's `YAML_DECLARE(int)` / `yaml_parser_
# initialize(…)`, its whole API): blanked, the function had no type and api.c read as one
# function named `void`. Macro calls below it on their own lines are passed over to see
# whether a declarator follows: in rapidjson's `RAPIDJSON_DIAG_OFF(padded)` /
# `RAPIDJSON_DIAG_OFF(switch-enum)` only the last of a run was blanked.
_CALL_MACRO = compiled(rb"^[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]+\((?:[^()\n;{}]|\([^()\n;{}]*\))*\))"
                       rb"[ \t]*$(?![\r\n]+[ \t]*(?:[{<>+\-%&|^=?:.,)\]]|/(?![/*])))", re.M)
_NEWLINES = compiled(rb"[\r\n]+")
_MACRO_CALL_LINE = compiled(rb"[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]+\([^()\n;{}]*\)[ \t]*\r?\n")
_DECLARATOR = compiled(rb"[*]*(?!" + _UPPER_MACRO + rb"[ \t]*\()[A-Za-z_]\w*[ \t]*\(")
# But one between a return type's line and the declarator's is an attribute, blanked: expat's
# `XMLPARSEAPI(void *)` / `XML_ATTR_ALLOC_SIZE(2)` / `XML_MemMalloc(…);`, read as a return
# type, made expat.h's next eight declarations one function named XML_ATTR_ALLOC_SIZE. The
# line above is an export macro's call or a type's words, a bare macro (`XML_ATTR_MALLOC`)
# may sit between, and no `;`, brace, comment or directive is on them; the name below is no
# macro's (libevent's run of `IMPL_CTYPE_FN(ISALPHA)` lines is no attribute: _CALL_MACRO
# blanks it).
_ATTRIBUTE_CALL = compiled(
    rb"(?m)(^[ \t]*(?:[A-Z][A-Z0-9_]*\([^()\n;{}]*\)|[A-Za-z_][\w \t*]*[\w*])[ \t]*\r?\n"
    rb"(?:[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]+[ \t]*\r?\n)*)"
    rb"[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]+\((?:[^()\n;{}]|\([^()\n;{}]*\))*\))[ \t]*"
    rb"(?=\r?\n[ \t]*[*]*(?![A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\()[A-Za-z_]\w*[ \t]*\()")
# And one closing the return type's own line (tmux's `static void printflike(3, 4)` /
# `args_print_add(…)`, read as the declarator: seven functions named `printflike`, bodies in
# their signatures): at column 0 after type words, its arguments bare words (no parameter's
# type and name, nor `decltype(auto)`, a type), a declarator opening the next line.
_TYPE_LINE_ATTRIBUTE = compiled(
    rb"(?m)^(?!(?:return|else|case|goto)\b)((?:[A-Za-z_]\w*[ \t]+|[A-Za-z_]\w*[ \t]*\*+[ \t]*)+)"
    rb"((?!(?:decltype|typeof|__typeof__|alignas)\b)"
    rb"[A-Za-z_]\w*\([ \t]*\w+(?:[ \t]*,[ \t]*\w+)*[ \t]*\))[ \t]*(?=\r?\n[*]*[A-Za-z_]\w*[ \t]*\()")
# And one between the return type and the declarator on their line, its arguments numbers
# (tmux's `void printflike(1, 2) cfg_add_cause(const char *, ...);`): the error it made ran
# from there over tmux.h's last 1,640 lines, and its 30 such prototypes were lost. Numbers
# alone, so a declarator (`int f(int, int) __attribute__((x));`) is never taken for one.
_INLINE_TYPE_ATTRIBUTE = compiled(
    rb"(?m)^(?!(?:return|else|case|goto)\b)((?:[A-Za-z_]\w*[ \t]+|[A-Za-z_]\w*[ \t]*\*+[ \t]*)+)"
    rb"([A-Za-z_]\w*\([ \t]*\d+(?:[ \t]*,[ \t]*\d+)*[ \t]*\))(?=[ \t]+[*]*[A-Za-z_]\w*[ \t]*\()")
# The same between `if` and its condition (`if FMT_CONSTEXPR20 (need_copy<T>::value)`, a
# stand-in for `if constexpr`): the error swallowed fmt's dynamic_format_arg_store into a
# function `clear`. Not on a preprocessor line (`#if FMT_USE_X (`).
_IF_MACRO = compiled(rb"^([^#\n]*?\bif[ \t]+)([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?=[ \t]*\()", re.M)
# A macro standing for a keyword that opens a block (spdlog's `SPDLOG_TRY{` for `try {`) at
# the start of a statement: read as an expression without its `;`, the error swallowed the
# function around it (async_logger's sink_it_, whose message a pasted log line names). The
# name is blanked, leaving the block. `class FOO_API {` and `= INIT_X {` start no statement,
# nor does a name on the line after its `enum class`, `namespace` or `=` (_CONTINUED).
_BLOCK_MACRO = compiled(rb"(?m)((?:^|[{};])[ \t]*)([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?=[ \t]*\{)")
_CONTINUED = compiled(rb"(?:[=,(<]|\b(?:class|struct|union|enum|namespace|typedef|return))[ \t\r\n]*$")


def _block_macro(src: bytes, m: re.Match[bytes]) -> bytes:
    """The match with its macro blanked, if it starts a statement (see ``_BLOCK_MACRO``)."""
    if not m.group(1).strip() and _CONTINUED.search(src, max(0, m.start() - 80), m.start()) \
            or _in_directive(src, m.start()):
        return m.group(0)
    return m.group(1) + b" " * len(m.group(2))


# An export macro between `class` and the name (`class GTEST_API_ Mutex {`, `class FMT_API
# file : public …`): the grammar cannot know it expands to an attribute and reads a function
# named Mutex, losing the class and its members. Blanked (same length, so every position
# holds) before parsing.
# Function-like too: fmt's `class FMT_SO_VISIBILITY("default") format_error`. A prefix in
# any case before an upper-case `_EXPORT`/`_API` suffix, as CMake's export headers and
# hand-written ones spell a library's name: mosquitto's `class mosqpp_EXPORT mosquittopp {`
# was a function, its 50 members lost; ITK's `class ITKCommon_EXPORT LightObject`; a run of
# them (toml++'s `class TOML_ABSTRACT_INTERFACE TOML_EXPORTED_CLASS node`, a function named
# TOML_EXPORTED_CLASS). Bounded: `class AAAA…` over a 100 KB line backtracked for minutes.
_EXPORT_MACRO_NAME = (rb"(?:[A-Z][A-Z0-9_]{0,63}_[A-Z0-9_]{0,63}|[A-Z]{2,64}[A-Z0-9]{0,63}"
                      rb"|[A-Za-z]\w{0,63}_(?:EXPORTS?|API|DLL)_?)(?:\([^()\n]{0,200}\))?")
_EXPORT_MACRO = compiled(rb"\b((?:class|struct|union)\s+)((?:" + _EXPORT_MACRO_NAME + rb"[ \t]+){0,3}"
                         + _EXPORT_MACRO_NAME + rb")(?=\s+[A-Za-z_]\w{0,127}\s*(?:[:{]|final\b))")


# A directive's lines (continued ones too) and a string literal in them: the grammar's
# `preproc_arg` token stops at a `/*` even inside a string, so picohttpparser's `#define REQ`
# holding `"Accept: text/html,*/*;q=0.8"` became a macro named `q`, `#define ACCEPT "*/*"` no
# macro at all, and `#define GLOB "src/*.c"` read the lines up to the next `*/` as a comment.
_DIRECTIVE = compiled(rb"(?m)^[ \t]*#(?:[^\n\\]|\\\r?\n|\\.)*")
_DIRECTIVE_STRING = compiled(rb'"(?:[^"\\\n]|\\\r?\n|\\.)*"')


# A calling convention's macro in a function pointer's parentheses, a list opening after them:
# jni.h's 236 `jint (JNICALL *GetVersion)(JNIEnv *env);`, Windows' `(WINAPI *proc)(…)`, MSVC's
# `(__stdcall *f)(…)`. Not knowing the macro, the C++ grammar read `jint (…)` as a prototype
# named `jint` (236 of them), a typedef was named by a parameter; blanked for the parse only
# (signatures keep the macro), the pointer parses as one without a convention.
_POINTER_CONVENTION = compiled(rb"\([ \t]*([A-Z_][A-Z0-9_]*|__\w+)(?=[ \t]+\*[ \t]*\w+[ \t]*\)\s*\()")


# A macro standing for `if` (toml11's `#define TOML11_CONSTEXPR_IF if constexpr`, rapidjson's
# `RAPIDJSON_IF_CONSTEXPR`, dragonbox's `JKJ_IF_CONSTEXPR`), defined in another file: opening
# a statement (after `else` too) with its condition and then a block, it read as a call with
# no `;`, and toml11's `TOML11_CONSTEXPR_IF(…) { … } else TOML11_CONSTEXPR_IF(…) { … } else`
# broke parser.hpp's tree: its namespace closed at `parse_floating`, 60 functions lost
# `toml.detail`, four of its locals were constants. Read as `if` for the parse only; a call
# not followed by a block (glog's `LOG_IF(INFO, x) << "…";`) stays a call.
_MACRO_IF = compiled(rb"^[ \t]*(?:\}[ \t]*)?(?:else[ \t]+)?((?:[A-Z][A-Z0-9]*_)+IF(?:_[A-Z0-9]+)*)"
                     rb"[ \t]*\(", re.M)


def _if_macros(src: bytes) -> bytes:
    """``src`` with each macro standing for `if` written `if` and blanks (same length)."""
    out: bytearray | None = None
    for m in _MACRO_IF.finditer(src):
        close = _closing_paren(src, m.end() - 1)
        if close is None or not src[close + 1:close + 200].lstrip().startswith(b"{"):
            continue
        out = out if out is not None else bytearray(src)
        out[m.start(1):m.end(1)] = b"if".ljust(m.end(1) - m.start(1))
    return src if out is None else bytes(out)


def _closing_paren(src: bytes, at: int) -> int | None:
    """The offset of the `)` closing the `(` at ``at`` (a condition: no `;` or brace inside,
    400 bytes at most), or None."""
    depth = 0
    for i in range(at, min(len(src), at + 400)):
        c = src[i]
        if c == 0x28:      # (
            depth += 1
        elif c == 0x29:    # )
            depth -= 1
            if depth == 0:
                return i
        elif c in b";{}":
            return None
    return None


# A macro alone on its line (`NS_ASSUME_NONNULL_BEGIN`, which opens most Objective-C headers
# written since 2015; fmt's `FMT_BEGIN_NAMESPACE`): the grammar reads it as an expression or
# a type that swallows the declaration after it. Blanked (same length) before parsing.
BARE_MACRO = compiled(rb"(?m)^([ \t]*)([A-Z_][A-Z0-9_]{2,})(?=[ \t]*\r?$)")
# But with a declarator opening the next line at column 0 it is a return type (libevent's
# `ARC4RANDOM_EXPORT ARC4RANDOM_UINT32` / `arc4random(void)`, the export macro blanked first;
# puma's `VALUE` / `sslctx_initialize(…)`; blanked, the function was named `void`). A macro
# call there (`RAPIDJSON_DIAG_OFF(effc++)`) is none, nor is an indented statement (`g(x);`).
_DECLARATOR_LINE = compiled(rb"[ \t]*\r?\n[*&]*(?![A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\()"
                            rb"[A-Za-z_]\w*(?:::~?[A-Za-z_]\w*)*[ \t]*\(")
def _in_directive(src: bytes, at: int) -> bool:
    """Whether the line holding ``at`` is a directive's (`#define GET() DEFAULT_VALUE`) or
    continues the one before it (a `\\` ends that line), as a multi-line `#define`'s body does.

    The grammar reads such a body as the directive's text whatever it holds, so nothing there
    is rewritten: blanking `YY_USER_ACTION` alone on a continuation line (flex's
    `#define YY_RULE_SETUP \\`) left the directive no text, and it took in the function
    after it (jq's lexer.c lost its functions).
    """
    end = src.rfind(b"\n", 0, at)    # the line before ends here, perhaps after a `\r`
    if src[end + 1:at].lstrip().startswith(b"#"):
        return True
    if end > 0 and src[end - 1] == 13:
        end -= 1
    return end > 0 and src[end - 1] == 92    # `\\`


def _trailing_call(m: re.Match[bytes]) -> bytes:
    """A ``_TRAILING_CALL_MACRO`` match blanked, unless its line is an expression's (an `=`
    before it: `= (const char *) NAME(x);`), a comment's or a directive's."""
    line = m.string[m.string.rfind(b"\n", 0, m.start()) + 1:m.start()]
    if b"=" in line or b"//" in line or b"/*" in line or line.lstrip().startswith(b"*"):
        return m.group(0)
    return blank_group(2)(m)


def _attribute_macro(m: re.Match[bytes]) -> bytes:
    """An ``_ATTRIBUTE_MACRO`` match blanked, unless it is a type opening its line (see there)
    or following only a template head there (`template <class T> FOO_T make(T x);`), or a
    variable's type after storage keywords (``_ONE_VARIABLE_AFTER``)."""
    lead = m.group(1)
    at_start = not lead or lead.startswith(b"template") and lead.rstrip().endswith(b">")
    if at_start and _ONE_NAME_AFTER.match(m.string, m.end(2)):
        return m.group(0)
    if lead.strip() in _STORAGE_LEADS and _ONE_VARIABLE_AFTER.match(m.string, m.end(2)):
        return m.group(0)
    return blank_group(2)(m)


def _annotation_macro(m: re.Match[bytes]) -> bytes:
    """``_ANNOTATION_MACRO``'s macro blanked, unless the type before it is upper-case too and
    it reads as no convention or export: in `static INLINE U32 read32(` the type is U32; nor,
    at a line's end, unless it reads as one (glog's `void ATTRIBUTE_UNUSED` / `f(int i) {`
    stays as it was), nor when an upper-case type would be left alone on the line: ``_BARE_
    MACRO`` would blank it too (googletest's `LONG WINAPI` / `ExitWithExceptionCode(…) {` lost
    its type and doc)."""
    at_end = m.group(4) is not None
    if (m.group(2).upper() == m.group(2) or at_end) and not _CONVENTION_NAME.fullmatch(m.group(3)):
        return m.group(0)
    if at_end and BARE_MACRO.fullmatch(m.group(1).rstrip()):
        return m.group(0)
    return _BLANK_MACRO(m)


def _export_type_macro(m: re.Match[bytes]) -> bytes:
    """An ``_EXPORT_TYPE_MACRO`` match as its type alone, the macro's name and parentheses
    blanked (not on a directive's line: `#define CJSON_PUBLIC(type) type`)."""
    if not _EXPORT_NAME.search(m.group(2)) or _in_directive(m.string, m.start()):
        return m.group(0)
    return m.group(1) + b" " * len(m.group(2)) + m.group(3) + b" "


def _bare_macro(m: re.Match[bytes]) -> bytes:
    """A ``BARE_MACRO`` match blanked, unless it is a return type (see ``_DECLARATOR_LINE``)."""
    if _DECLARATOR_LINE.match(m.string, m.end()):
        return m.group(0)
    return blank_group(2)(m)


def _blank_return_macro(m: re.Match[bytes]) -> bytes:
    """A ``_RETURN_TYPE_MACRO`` match as its type alone, the rest blanked."""
    if _in_directive(m.string, m.start()):
        return m.group(0)
    return m.group(0)[:m.start(1) - m.start()] + b" " * len(m.group(1)) + m.group(2) \
        + b" " * len(m.group(3))


def _blank_call_macros(src: bytes) -> bytes:
    """``src`` with its ``_CALL_MACRO`` lines blanked, but those a declarator follows, past
    the macro calls on the lines below (a return type's: libyaml's `YAML_DECLARE(int)`).

    A run of such lines ends in the same place for each of them: it is read once, not once
    a line as a lookahead would (20,000 lines of `FOO_API(int)` took 37 s).

    >>> _blank_call_macros(b"FMT_PRAGMA(x)\\nnamespace detail {}\\nYAML_DECLARE(int)\\nf(void);\\n")
    b'             \\nnamespace detail {}\\nYAML_DECLARE(int)\\nf(void);\\n'
    """
    typed: dict[int, bool] = {}   # a line's start -> whether a declarator ends its run

    def declarator_after(pos: int) -> bool:
        run = []
        while pos not in typed:
            run.append(pos)
            line = _MACRO_CALL_LINE.match(src, pos)
            if line is None:
                typed[pos] = _DECLARATOR.match(src, pos) is not None
                break
            pos = line.end()
        for start in run:
            typed[start] = typed[pos]
        return typed[pos]

    blank = blank_group(1)

    def call_macro(m: re.Match[bytes]) -> bytes:
        gap = _NEWLINES.match(src, m.end())
        return m.group(0) if gap is not None and declarator_after(gap.end()) else blank(m)

    return _CALL_MACRO.sub(call_macro, src)


def blank_group(group: int) -> Callable[[re.Match[bytes]], bytes]:
    """A substitution blanking the match's ``group`` (its line breaks kept), except on a
    directive's line or continuation."""
    def blank(m: re.Match[bytes]) -> bytes:
        if _in_directive(m.string, m.start()):
            return m.group(0)
        return m.group(0)[:m.start(group) - m.start()] + m.group(group).translate(NOT_NEWLINE) \
            + m.group(0)[m.end(group) - m.start():]
    return blank


_BLANK_MACRO = blank_group(3)   # ``_ANNOTATION_MACRO``'s macro
_MACRO_WORD = compiled(rb"(?<![\w$])" + _UPPER_MACRO + rb"(?![\w$])")


def _blank_macros(m: re.Match[bytes]) -> bytes:
    """An ``_AFTER_PARAMS_MACRO`` match with its macros blanked and its keywords kept
    (`const UTF_CPP_NOEXCEPT override {` keeps `const` and `override`)."""
    if _in_directive(m.string, m.start()):
        return m.group(0)
    run = _MACRO_WORD.sub(lambda w: b" " * len(w.group(0)), m.group(2))
    return m.group(1) + run + m.group(0)[m.end(2) - m.start():]


_CMAKEDEFINE = compiled(rb"(?m)^([ \t]*#[ \t]*)(cmakedefine(?:01)?)(?=[ \t])")


def c_parse_view(src: bytes) -> bytes:
    """C, C++ or Objective-C ``src`` as the parser is given it (see ``rewrite.parse_view``).

    >>> c_parse_view(b'#define ACCEPT "*/*"')
    b'#define ACCEPT "*/ "'
    >>> c_parse_view(b"jint (JNICALL *GetVersion)(JNIEnv *env);")
    b'jint (        *GetVersion)(JNIEnv *env);'
    """
    if b"/*" in src:
        src = _DIRECTIVE.sub(lambda d: _DIRECTIVE_STRING.sub(
            lambda s: s.group(0).replace(b"/*", b"/ "), d.group(0)), src)
    if b" *" in src:
        src = _POINTER_CONVENTION.sub(lambda m: b"(" + b" " * (m.end() - m.start() - 1), src)
    if b"IF" in src:
        src = _if_macros(src)
    if b"cmakedefine" in src:
        # A header template's `#cmakedefine HAVE_X 1` (`#cmakedefine01 HAVE_X`) is the
        # `#define` CMake writes or comments out: its macro, as the `#define`s beside it are
        # (catch2's `catch_user_config.hpp.in` declares its 50 options so).
        src = _CMAKEDEFINE.sub(lambda m: m.group(1) + b"define" + b" " * (len(m.group(2)) - 6),
                               src)
    return src


def rewrite_c(src: bytes) -> bytes:
    """C or C++ ``src`` with the macros its grammar misreads blanked, the same length."""
    src = _EXPORT_MACRO.sub(blank_group(2), src)
    src = _LEADING_ATTRIBUTE_CALL.sub(blank_group(2), src)
    # Twice: a second macro (`FMT_CONSTEXPR FMT_ALWAYS_INLINE named_arg_store(`) opens
    # the line once the first is blank.
    for _ in range(2):
        src = _ATTRIBUTE_MACRO.sub(_attribute_macro, src)
    src = _IF_MACRO.sub(blank_group(2), src)
    src = _AFTER_PARAMS_MACRO.sub(_blank_macros, src)
    src = _TRAILING_CALL_MACRO.sub(_trailing_call, src)
    src = blank_field_annotations(src)
    src = _RETURN_TYPE_MACRO.sub(_blank_return_macro, src)
    src = _EXTERN_TEMPLATE.sub(blank_group(0), src)
    src = _CALLING_CONVENTION.sub(blank_group(0), src)
    src = _ANNOTATION_MACRO.sub(_annotation_macro, src)
    src = _CONTINUED_LINE.sub(lambda m: _LINE_COMMENT_BLOCK.sub(
        lambda c: b" " * len(c.group(0)), m.group(0)), src)
    src = _blank_call_macros(src)
    src = _ATTRIBUTE_CALL.sub(blank_group(2), src)
    src = _TYPE_LINE_ATTRIBUTE.sub(blank_group(2), src)
    src = _INLINE_TYPE_ATTRIBUTE.sub(blank_group(2), src)
    src = _BLOCK_MACRO.sub(lambda m: _block_macro(src, m), src)
    # fmt's basic_cstring_view, after `FMT_BEGIN_EXPORT`, was a method named by its doc.
    src = BARE_MACRO.sub(_bare_macro, src)
    # Last: the attribute lines between an export macro and its declarator are blank now
    # (expat's `XMLPARSEAPI(void *)` / `XML_ATTR_MALLOC` / `XML_ATTR_ALLOC_SIZE(2)` / …).
    return _EXPORT_TYPE_MACRO.sub(_export_type_macro, src) if b"(" in src else src
