"""C, C++ and Objective-C source as tree-sitter can read it: the macros a preprocessor would
expand around a declaration (export, attribute, calling-convention and `if` macros, a macro
standing for a return type), in order with those alone on their lines (``rewrite_c_lines.py``);
Foundation's enum macros are ``rewrite_objc.py``'s, what the parse alone is given
``rewrite_c_view.py``'s. Every rewrite keeps the length, so each row and offset of the parse
is the file's own.

>>> rewrite_c(b"static FMT_CONSTEXPR20 void grow(int n);")
b'static                 void grow(int n);'
"""
from __future__ import annotations

import re

from codesift.chunk.rewrite_c_fields import blank_field_annotations
from codesift.chunk.rewrite_c_lines import (BARE_MACRO, UPPER_MACRO, blank_bare_macros,
                                            blank_block_macros, blank_call_macros,
                                            blank_continued_comments, blank_group,
                                            in_directive)

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
_AFTER_PARAMS_MACRO = compiled(
    rb"(?m)(\)(?:[ \t]+(?:const|noexcept|override|final))*[ \t]+)(" + UPPER_MACRO
    + rb"(?:[ \t]+(?:" + UPPER_MACRO + rb"|const|noexcept|override|final))*)"
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
# The call may open the next line, where clang-format wraps a long signature (gmock's
# `bool Mock::VerifyAndClear(void* mock_obj)` over `    GTEST_LOCK_EXCLUDED_(…) {`: 40
# definitions of gmock-spec-builders.cc were named by their macro), unless the line it follows
# is a statement's head (`if (ok)` over `    LOG_ERROR(x);`, see ``_trailing_call``).
_ANNOTATION_CALLS = rb"(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|REQUIRES|EXCLUDES|ACQUIRE|RELEASE)"
_MACRO_CALL = _ANNOTATION_CALLS + rb"\((?:[^()\n]|\([^()\n]*\))*\)"
_TRAILING_CALL_MACRO = compiled(
    rb"(?m)(\)(?:[ \t]+(?:const|noexcept|override|final))*(?:[ \t]+|[ \t]*\r?\n[ \t]+))"
    rb"((?:" + UPPER_MACRO + rb"[ \t]+)*" + _MACRO_CALL
    + rb"(?:[ \t]+(?:" + _MACRO_CALL + rb"|" + UPPER_MACRO + rb"))*)"
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
    rb"(?m)^([ \t]*(?:(?:static|extern|inline|typedef|" + UPPER_MACRO + rb")[ \t]+)*)"
    rb"(" + UPPER_MACRO + rb"\((?:[^();{}]|\([^();{}\n]*\)){0,400}\))"
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
# But one between a return type's line and the declarator's is an attribute, blanked: expat's
# `XMLPARSEAPI(void *)` / `XML_ATTR_ALLOC_SIZE(2)` / `XML_MemMalloc(…);`, read as a return
# type, made expat.h's next eight declarations one function named XML_ATTR_ALLOC_SIZE. The
# line above is an export macro's call or a type's words, a bare macro (`XML_ATTR_MALLOC`)
# may sit between, and no `;`, brace, comment or directive is on them; the name below is no
# macro's (libevent's run of `IMPL_CTYPE_FN(ISALPHA)` lines is no attribute:
# ``rewrite_c_lines``'s _CALL_MACRO blanks it).
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


def _trailing_call(m: re.Match[bytes]) -> bytes:
    """A ``_TRAILING_CALL_MACRO`` match blanked, unless its line is an expression's (an `=`
    before it: `= (const char *) NAME(x);`), a comment's or a directive's."""
    line = m.string[m.string.rfind(b"\n", 0, m.start()) + 1:m.start()]
    if b"=" in line or b"//" in line or b"/*" in line or line.lstrip().startswith(b"*"):
        return m.group(0)
    if b"\n" in m.group(1) and _STATEMENT_HEAD.match(line):
        return m.group(0)
    return blank_group(2)(m)


# A control statement's head, whose body a wrapped line's macro call may be (`if (ok)`,
# `} else if (…)`, `for (…)`): no signature's line.
_STATEMENT_HEAD = compiled(rb"[ \t]*(?:\}[ \t]*)?(?:else[ \t]+)?(?:if|for|while|switch|catch)\b")


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
    if not _EXPORT_NAME.search(m.group(2)) or in_directive(m.string, m.start()):
        return m.group(0)
    return m.group(1) + b" " * len(m.group(2)) + m.group(3) + b" "


def _blank_return_macro(m: re.Match[bytes]) -> bytes:
    """A ``_RETURN_TYPE_MACRO`` match as its type alone, the rest blanked."""
    if in_directive(m.string, m.start()):
        return m.group(0)
    return m.group(0)[:m.start(1) - m.start()] + b" " * len(m.group(1)) + m.group(2) \
        + b" " * len(m.group(3))


_BLANK_MACRO = blank_group(3)   # ``_ANNOTATION_MACRO``'s macro
_MACRO_WORD = compiled(rb"(?<![\w$])" + UPPER_MACRO + rb"(?![\w$])")


def _blank_macros(m: re.Match[bytes]) -> bytes:
    """An ``_AFTER_PARAMS_MACRO`` match with its macros blanked and its keywords kept
    (`const UTF_CPP_NOEXCEPT override {` keeps `const` and `override`)."""
    if in_directive(m.string, m.start()):
        return m.group(0)
    run = _MACRO_WORD.sub(lambda w: b" " * len(w.group(0)), m.group(2))
    return m.group(1) + run + m.group(0)[m.end(2) - m.start():]


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
    src = blank_continued_comments(src)
    src = blank_call_macros(src)
    src = _ATTRIBUTE_CALL.sub(blank_group(2), src)
    src = _TYPE_LINE_ATTRIBUTE.sub(blank_group(2), src)
    src = _INLINE_TYPE_ATTRIBUTE.sub(blank_group(2), src)
    src = blank_block_macros(src)
    # fmt's basic_cstring_view, after `FMT_BEGIN_EXPORT`, was a method named by its doc.
    src = blank_bare_macros(src)
    # Last: the attribute lines between an export macro and its declarator are blank now
    # (expat's `XMLPARSEAPI(void *)` / `XML_ATTR_MALLOC` / `XML_ATTR_ALLOC_SIZE(2)` / …).
    return _EXPORT_TYPE_MACRO.sub(_export_type_macro, src) if b"(" in src else src
