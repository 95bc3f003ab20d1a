"""A reStructuredText page's sections (chunk/rst_titles.py, as chunk/markdown.py cuts a page):
titles under an adornment or between an overline and an underline, levels in the order
docutils gives them, labels (`.. _advanced:`), roles in a title read as their text, and the
markup or file-wide metadata above the first title part of its section. What a section says
is test_chunk_markdown_docs.py's; an object directive's description test_chunk_rst_directives.py's."""
from __future__ import annotations

from codesift.chunk import chunk_file


RST = """\
.. _advanced:

==============
Advanced Usage
==============

This document covers some advanced features.

Session Objects
---------------

Sessions persist parameters::

    s = requests.Session()
    -----------------------

Keep-Alive
----------

Keep-alive is automatic within a session.

Details
~~~~~~~

Pools are per host.

Proxies
-------

Set proxies per request.
"""


def test_rst_sections_follow_docutils_levels() -> None:
    # requests' docs/user/advanced.rst was one whole-file chunk: "keep-alive" at line 336 of
    # 1,137 lay past the body words a chunk keeps, and --path docs found nothing.
    chunks = chunk_file("docs/user/advanced.rst", RST, "rst")
    assert [(c.name, c.container, c.start, c.end) for c in chunks] == [
        ("Advanced Usage", "", 1, 8),   # from its label, `.. _advanced:`
        ("Session Objects", "Advanced Usage", 9, 16),   # the indented "----" is a literal block
        ("Keep-Alive", "Advanced Usage", 17, 21),
        ("Details", "Advanced Usage > Keep-Alive", 22, 26),
        ("Proxies", "Advanced Usage", 27, 30),
    ]
    assert {c.kind for c in chunks} == {"section"} and {c.lang for c in chunks} == {"rst"}
    keep_alive = chunks[2]
    assert (keep_alive.signature, keep_alive.doc) == ("Keep-Alive",
                                                       "Keep-alive is automatic within a session.")


def test_rst_labels_roles_and_directives_in_sections() -> None:
    # libuv's docs/src/fs_poll.rst: its label `.. _fs_poll:` was a section with no name, its
    # title kept the role (":c:type:uv_fs_poll_t --- FS Poll handle"), and "Data types" was
    # described by its directive, `.. c:type:: uv_fs_poll_t`. A label opens the section
    # below it (a link target's `.. _docs: https://…` does not), a role reads as its text,
    # and a directive's block, a comment's too, is no section's doc.
    rst = ("\n.. _fs_poll:\n\n:c:type:`uv_fs_poll_t` --- FS Poll handle\n"
           "=========================================\n\nFS Poll handles monitor a path.\n"
           "\n.. _docs: https://docs.libuv.org\n.. _data-types:\n.. _types:\n\n"
           "Data types\n----------\n\n.. c:type:: uv_fs_poll_t\n\n    FS Poll handle type.\n"
           "\nAPI\n---\n\n.. This section lists the calls.\n   Two of them.\n\n"
           "Both take a handle.\n")
    chunks = chunk_file("docs/src/fs_poll.rst", rst, "rst")
    assert [(c.name, c.container, c.start, c.end, c.doc) for c in chunks] == [
        ("uv_fs_poll_t --- FS Poll handle", "", 2, 9, "FS Poll handles monitor a path."),
        # Its type's description, the section saying nothing of its own (``rst_directives``).
        ("Data types", "uv_fs_poll_t --- FS Poll handle", 10, 19, "FS Poll handle type."),
        ("API", "uv_fs_poll_t --- FS Poll handle", 20, 26, "Both take a handle.")]
    assert chunks[0].signature == ":c:type:`uv_fs_poll_t` --- FS Poll handle"


def test_rst_markup_alone_above_the_title_is_the_title_s_section() -> None:
    # markupsafe's docs/html.rst opens `.. currentmodule:: markupsafe`: lines 1-2 were a
    # section with no name and no doc, second in its file for "HTML special characters".
    rst = ".. currentmodule:: markupsafe\n\nHTML Representations\n====================\n\nText.\n"
    assert [(c.name, c.start, c.end, c.doc) for c in chunk_file("docs/html.rst", rst, "rst")] == [
        ("HTML Representations", 1, 6, "Text.")]
    # Prose above it is still a section of its own.
    prose = "An intro line.\n\nTitle\n=====\n\nText.\n"
    assert [(c.name, c.start) for c in chunk_file("docs/a.rst", prose, "rst")] == [
        ("a.rst", 1), ("Title", 3)]


def test_rst_file_wide_metadata_above_the_title_is_the_title_s_section() -> None:
    # flask's reqcontext.rst opens `:orphan:`, cachetools' index.rst `:tocdepth: 3` (Sphinx's
    # file-wide metadata, 15 pages over /tmp/aq-trees): lines 1-2 were a nameless section
    # summarised ":orphan:". A label under it goes with the title, as before.
    rst = ":orphan:\n:tocdepth: 2\n\n.. _ctx:\n\nThe Request Context\n===================\n\nText.\n"
    assert [(c.name, c.start, c.end, c.doc) for c in chunk_file("docs/r.rst", rst, "rst")] == [
        ("The Request Context", 1, 9, "Text.")]
    # A role opening prose is no field: that paragraph is still a section of its own.
    prose = ":class:`Flask` is the app.\n\nTitle\n=====\n\nText.\n"
    assert [(c.name, c.start, c.doc) for c in chunk_file("docs/a.rst", prose, "rst")] == [
        ("a.rst", 1, "Flask is the app."), ("Title", 3, "Text.")]
