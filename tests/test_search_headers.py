"""A header standing first gives its place to the file of its name that defines it."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

from codesift.search.headers import defines

HEADER = '''/**
 * Used to tell evbuffer_readln what kind of line-ending to look for.
 */
enum evbuffer_eol_style {
    /** Any sequence of CR and LF characters is acceptable as an end-of-line. */
    EVBUFFER_EOL_ANY,
    /** An end-of-line is an optional carriage return (CR), followed by a linefeed (LF). */
    EVBUFFER_EOL_CRLF,
    /** An end-of-line is a CR followed by an LF. */
    EVBUFFER_EOL_CRLF_STRICT,
    /** An end-of-line is a single linefeed. */
    EVBUFFER_EOL_LF
};
'''
SOURCE = '''#include "event2/buffer.h"

static size_t
evbuffer_find_eol_end(struct evbuffer_ptr *it, enum evbuffer_eol_style eol_style)
{
    switch (eol_style) {
    case EVBUFFER_EOL_ANY:
        return skip_any(it, "\\r\\n");
    case EVBUFFER_EOL_CRLF:
        return next_char(it) == '\\r' ? 2 : 1;
    default:
        return 1;
    }
}

char *
evbuffer_readln(struct evbuffer *buffer, size_t *n_read_out, enum evbuffer_eol_style eol_style)
{
    struct evbuffer_ptr it = evbuffer_search_eol(buffer, NULL, &extra, eol_style);
    char *line = mm_malloc(it.pos + 1);
    evbuffer_remove(buffer, line, it.pos);
    return line;
}
'''
OTHERS = {f"src/mod{i}.c": f"int mod{i}_run(int x) {{ return x + {i}; }}\n" for i in range(6)}


def test_a_question_finds_the_implementation_before_the_header_s_enum(
        tmp_path: Path, make_index) -> None:
    # libevent's `enum evbuffer_eol_style`, its doc saying the line endings, led "how does
    # reading a line out of a buffer handle the different end-of-line styles"; buffer.c's
    # functions handle them.
    ix = make_index(write_repo(tmp_path / "r", {"include/event2/buffer.h": HEADER,
                                                "buffer.c": SOURCE, **OTHERS}))
    ix.refresh()
    question = ("how does reading a line out of a buffer handle the different end-of-line "
                "styles, any CR and LF mix or a carriage return optional?")
    files = list(dict.fromkeys(h.path for h in ix.search(question, limit=10).hits))
    assert files[:2] == ["buffer.c", "include/event2/buffer.h"]
    # Named, not asked how, or asked about by its name: the header declaring the enum stays
    # first (hiredis's "Remove trailing comma in `redisConnectionType` enum").
    for query in ("evbuffer eol style",
                  "how many end-of-line styles does `evbuffer_eol_style` list for a buffer?"):
        top = ix.search(query, limit=5).hits[0]
        assert (top.path, top.symbol) == ("include/event2/buffer.h", "evbuffer_eol_style")


OBJC_HEADER = '''#import <Foundation/Foundation.h>

@interface OIDTokenUtilities : NSObject

/*! @brief Redacts a token string for logging: keeps its first six characters.
    @param token The token to redact.
 */
+ (nullable NSString *)redact:(nullable NSString *)token;

@end
'''
OBJC_SOURCE = '''#import "OIDTokenUtilities.h"

@implementation OIDTokenUtilities

+ (NSString *)redact:(NSString *)token {
  if (token.length < 6) {
    return @"[redacted]";
  }
  return [[token substringToIndex:6] stringByAppendingString:@"...[redacted]"];
}

@end
'''


def test_an_objective_c_method_s_implementation_comes_before_its_declaration(
        tmp_path: Path, make_index) -> None:
    # AppAuth: "redact token string for logging" led with OIDTokenUtilities.h's declaration of
    # `redact:`, its doc saying the words; OIDTokenUtilities.m does it. The header's
    # nullability (`nullable NSString *`), which the .m leaves out, kept the two apart.
    ix = make_index(write_repo(tmp_path / "r", {
        "Sources/OIDTokenUtilities.h": OBJC_HEADER, "Sources/OIDTokenUtilities.m": OBJC_SOURCE,
        **{f"Sources/Other{i}.m": f"@implementation Other{i}\n- (void)run{i} {{}}\n@end\n"
           for i in range(5)}}))
    ix.refresh()
    hits = ix.search("redact token string for logging", limit=5).hits
    assert (hits[0].path, hits[0].symbol) == ("Sources/OIDTokenUtilities.m", "redact:")
    assert hits[1].path == "Sources/OIDTokenUtilities.h"


def test_a_defining_file_has_the_header_s_name_and_a_source_or_inline_extension() -> None:
    assert defines("buffer.c", "include/event2/buffer.h")
    assert defines("Sources/OIDAuthState.m", "Sources/OIDAuthState.h")
    assert defines("include/CLI/impl/App_inl.hpp", "include/CLI/App.hpp")
    assert not defines("reader.c", "include/event2/buffer.h")
    assert not defines("include/other/buffer.h", "include/event2/buffer.h")
