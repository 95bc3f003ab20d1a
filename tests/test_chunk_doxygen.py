"""Doxygen's structural commands: a `@file` block is the file's doc, not a declaration's."""
from __future__ import annotations

import pytest

from codesift.chunk import chunk_file


def _docs(path: str, text: str, lang: str) -> list[tuple[str, str, int, str]]:
    return [(c.kind, c.qualified, c.start, c.doc) for c in chunk_file(path, text, lang)]


def test_a_doxygen_file_block_is_the_files_doc_not_the_next_declarations() -> None:
    # libevent's ipv6-internal.h: `struct in6_addr` read "Replacement types and functions for
    # platforms that don't support ipv6", its file's description; taskflow's 35 `namespace tf`
    # read "… include file".
    h = ('#ifdef __cplusplus\nextern "C" {\n#endif\n\n/** @file ipv6-internal.h\n *\n'
         " * Replacement types for platforms that don't support ipv6.\n */\n\n"
         "#ifndef HAVE_IN6\nstruct in6_addr {\n\tunsigned char s6_addr[16];\n};\n#endif\n")
    docs = _docs("ipv6-internal.h", h, "c")
    assert ("file", "", 5, "Replacement types for platforms that don't support ipv6.") in docs
    assert ("struct", "in6_addr", 11, "") in docs
    hpp = ("#pragma once\n\n/**\n@file partitioner.hpp\n@brief partitioner include file\n*/\n\n"
           "namespace tf {\n\nint f();\n\n}\n")
    docs = _docs("partitioner.hpp", hpp, "cpp")
    assert [d for d in docs if d[0] == "namespace"] == [("namespace", "tf", 8, "")]
    assert [d[2:] for d in docs if d[0] == "file"] == [(3, "@brief partitioner include file")]
    # `\file` alone on its line: the text below is no file's name (catch2's "This is a
    # convenience header…" read "is a convenience header…").
    docs = _docs("all.hpp", "/** \\file\n * This is a convenience header.\n */\n\nint f();\n", "cpp")
    assert [d[3] for d in docs if d[0] == "file"] == ["This is a convenience header."]
    # Right above a declaration it is that one's doc, and no file's (libevent's listener.h
    # documents its callback type under `/**@file event2/listener.h`).
    docs = _docs("listener.h", "/**@file listener.h\n\n   A callback.\n */\ntypedef int (*cb)(int);\n",
                 "c")
    assert [(d[0], d[3]) for d in docs] == [("type", "@file listener.h\nA callback.")]
    # A comment merely naming a file stays the declaration's doc.
    docs = _docs("a.c", "/** Reads the @file argument. */\nint f(void);\n", "c")
    assert docs[0][3] == "Reads the @file argument."


def test_a_doxygen_page_or_group_block_is_a_section_of_its_own() -> None:
    # libusb's io.c: `usbi_io_init` showed "\page libusb_mtasync Multi-threaded applications…",
    # the first 400 characters of a 350-line page; descriptor.c's `ReadLittleEndian16` "USB
    # descriptors This page details…". The block documents a page or group: a `section` named
    # by its title, its prose the doc (a `\section` heading passed over), no declaration's doc.
    c = ("/** \\page libusb_mtasync Multi-threaded applications and asynchronous I/O\n *\n"
         " * \\section Intro Introduction\n * libusb is a thread-safe library.\n */\n\n"
         "int usbi_io_init(void *ctx)\n{\n\treturn 0;\n}\n\n"
         "/** @defgroup libusb_desc USB descriptors\n * This page details the descriptors.\n */\n\n"
         "static int read16(const char *p)\n{\n\treturn 0;\n}\n\n"
         "/** @defgroup libusb_misc Miscellaneous */\n\n/** @{ */\nint misc(void);\n\n"
         "/// @defgroup error_group Errors\n/// @brief Errors thrown by the library\n/// @{\n\n"
         "/// All errors derive from this one\nstruct Error { int code; };\n")
    from conftest import chunk_label
    chunks = chunk_file("io.c", c, "c")
    assert [(k.kind, k.name, k.start, k.end, k.signature) for k in chunks if k.kind == "section"] == [
        ("section", "Multi-threaded applications and asynchronous I/O", 1, 5,
         "\\page libusb_mtasync Multi-threaded applications and asynchronous I/O"),
        ("section", "USB descriptors", 12, 14, "\\defgroup libusb_desc USB descriptors"),
        ("section", "Errors", 26, 28, "\\defgroup error_group Errors")]
    labels = {k.name: chunk_label(k) for k in chunks}
    assert labels["Multi-threaded applications and asynchronous I/O"].endswith(
        "— libusb is a thread-safe library.")
    assert {k.name: k.doc for k in chunks if k.kind != "section"} == {
        "usbi_io_init": "", "read16": "", "misc": "", "Error": "All errors derive from this one"}
    # An untitled `@mainpage` is named by its file; a `@section` line with no comment mark
    # before it is a heading all the same (libevent's event.h read "Introduction").
    h = ("/**\n   @mainpage\n\n  @section intro Introduction\n\n  Libevent is an event library.\n*/\n\n"
         "int event_init(void);\n")
    chunks = chunk_file("event.h", h, "c")
    assert [(k.name, k.doc) for k in chunks if k.kind == "section"] == [
        ("event.h", "## Introduction\nLibevent is an event library.")]
    assert [k.doc for k in chunks if k.name == "event_init"] == [""]
    # A title running on to the next line, a few words over a blank line (c-ares's groups read
    # "pointer Value" as their description).
    h = ("/*! \\addtogroup ares_htable_vpvp HashTable with void pointer Key and void\n"
         " * pointer Value\n *\n * This data structure wraps the base hashtable.\n *\n * @{\n */\n\n"
         "int ares_htable_vpvp_create(void);\n")
    assert [(k.name, k.doc) for k in chunk_file("vpvp.h", h, "c") if k.kind == "section"] == [
        ("HashTable with void pointer Key and void pointer Value",
         "This data structure wraps the base hashtable.")]



def test_a_group_named_as_the_declaration_below_is_its_doc() -> None:
    # FreeRTOS's queue.h closes each API doc with `\defgroup xQueueCreate xQueueCreate` /
    # `\ingroup QueueManagement` over `#define xQueueCreate(…)` (under an `#if`), list.h with
    # `\page listINSERT_END listINSERT_END`: 125 such blocks were sections, their prototypes
    # and macros left with no doc. A group named otherwise (`xQueueSend` over
    # `xQueueSendToFront`) is still a section of its own.
    h = ("/**\n * Creates a new queue instance.\n *\n * @param uxQueueLength The maximum items.\n"
         " * \\defgroup xQueueCreate xQueueCreate\n * \\ingroup QueueManagement\n */\n"
         "#if ( configSUPPORT_DYNAMIC_ALLOCATION == 1 )\n"
         "    #define xQueueCreate( uxQueueLength, uxItemSize )    xQueueGenericCreate( 0 )\n"
         "#endif\n\n"
         "/*\n * Access macro to set the owner of a list item.\n *\n"
         " * \\page listSET_LIST_ITEM_OWNER listSET_LIST_ITEM_OWNER\n * \\ingroup LinkedList\n */\n"
         "#define listSET_LIST_ITEM_OWNER( pxListItem, pxOwner )    ( ( pxListItem )->pvOwner = pxOwner )\n\n"
         "/**\n * Post an item to the front of a queue.\n * \\defgroup xQueueSend xQueueSend\n */\n"
         "#define xQueueSendToFront( xQueue, pvItem, xTicks )    xQueueGenericSend( xQueue, 0 )\n")
    chunks = chunk_file("include/queue.h", h, "c")
    assert [(k.kind, k.name, k.start) for k in chunks if k.kind == "section"] == [
        ("section", "xQueueSend", 20)]
    docs = {k.name: k.doc for k in chunks if k.kind != "section"}
    assert docs["xQueueCreate"] == ("Creates a new queue instance.\n"
                                    "@param uxQueueLength The maximum items.\n\\ingroup QueueManagement")
    assert docs["listSET_LIST_ITEM_OWNER"] == ("Access macro to set the owner of a list item.\n"
                                               "\\ingroup LinkedList")
    assert docs["xQueueSendToFront"] == ""

def test_a_c_file_spelling_no_doxygen_command_is_not_searched_for_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Speed: the `@file` and page patterns open with `^` under re.M, tried at each line's
    # start of every C, C++ and Objective-C file (~0.3 ms a file, 5% of their chunking); a
    # file that never spells `@file`, `\page`, `@defgroup`… is no longer searched.
    import codesift.chunk.doxygen as doxygen
    import codesift.chunk.filedoc as filedoc

    class Refused:
        def search(self, *args: object) -> None:
            raise AssertionError("searched for a Doxygen command")

        finditer = search

    monkeypatch.setattr(doxygen, "PAGE_COMMAND", Refused())
    monkeypatch.setattr(filedoc, "FILE_COMMAND", Refused())
    text = "/* Buffers. */\n\n/** Makes one. */\nint make(void);\n\n/* page 2 of the group */\nint x;\n"
    assert [(c.qualified, c.doc) for c in chunk_file("b.h", text, "c")] == [
        ("make", "Makes one."), ("x", "page 2 of the group")]
