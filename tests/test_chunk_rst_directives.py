"""reStructuredText's object directives and field lists (chunk/rst_directives.py): a section
holding one `.. class::` is described by the description it holds; a field list is no prose,
but for a describing field (`:Summary:`, a module docstring's `:synopsis:`)."""
from __future__ import annotations

from codesift.chunk import chunk_file


def test_rst_section_of_one_object_directive_is_described_by_its_description() -> None:
    # wtforms's docs/fields.rst: "The Field base class" holds only `.. class:: Field` and its
    # indented description, and had no doc. A section listing several objects (libuv's "API")
    # is described by none of them, nor by a member's description inside its one object;
    # options (`:members:`), a field list, a label over code ("Usage:") and a code block are
    # no description, and a section's own paragraph after a directive still comes first.
    rst = ("The Field base class\n--------------------\n\n.. class:: Field\n\n"
           "    Stores and processes data, and generates HTML for a form field.\n\n"
           "    .. automethod:: __init__\n\n"
           "One\n---\n\n.. py:function:: label(text,\n                     field_id)\n\n"
           "    :param text: the label's text\n        over two lines\n\n"
           "    Makes a label.\n\n"
           "Several\n-------\n\n.. c:function:: int uv_run(uv_loop_t* loop)\n\n    Runs.\n\n"
           ".. c:function:: void uv_stop(uv_loop_t* loop)\n\n    Stops.\n\n"
           "Usage\n-----\n\n.. autoclass:: Flags\n    :members:\n\n    Usage:\n\n"
           "    .. code-block:: pycon\n\n        >>> Flags()\n\n"
           "Member\n------\n\n.. autoclass:: Flags\n\n    .. attribute:: text\n\n"
           "        The label's text.\n\n"
           "Code\n----\n\n.. code-block:: python\n\n    x = 1\n\n"
           "Own\n---\n\n.. class:: Form\n\n    A form.\n\nForms hold fields.\n")
    chunks = chunk_file("docs/fields.rst", rst, "rst")
    assert [(c.name, c.doc) for c in chunks] == [
        ("The Field base class", "Stores and processes data, and generates HTML for a form field."),
        ("One", "Makes a label."), ("Several", ""), ("Usage", ""), ("Member", ""), ("Code", ""),
        ("Own", "Forms hold fields.")]


def test_a_rst_field_list_is_no_summary_but_a_describing_field_is() -> None:
    # kombu's README read ":Version: 5.6.2 :Documentation: https://…", its 187 changelog
    # releases ":release-date: 29 December, 2025 :release-by: …": docinfo, no prose; guzzle's
    # request options describe themselves in a `:Summary:` field, read as its value.
    readme = ("kombu\n=====\n\n:Version: 5.6.2\n:Documentation: https://kombu.readthedocs.io/\n"
              ":Keywords: messaging, amqp\n\nKombu is a messaging library for Python.\n")
    assert chunk_file("README.rst", readme, "rst")[0].doc == "Kombu is a messaging library for Python."
    notes = "5.6.2\n=====\n:release-date: 29 December, 2025\n:release-by: Tomer Nosrati\n"
    assert chunk_file("Changelog.rst", notes, "rst")[0].doc == ""
    options = ("auth\n----\n\n:Summary: Pass an array of HTTP authentication parameters to use\n"
               "    with the request.\n:Types:\n        - array\n:Default: None\n\nMore text.\n")
    assert chunk_file("request-options.rst", options, "rst")[0].doc == (
        "Pass an array of HTTP authentication parameters to use with the request.")
    # A Python module's docstring opening with such fields (watchdog's `:module:` /
    # `:synopsis:` / `:author:`): its synopsis is the summary.
    py = ('"""\n:module: watchdog.events\n:synopsis: File system events and event handlers.\n'
          ':author: yesudeep@google.com (Yesudeep Mangalapilly)\n\nEvent Classes\n-------------\n"""\n'
          "class FileSystemEvent:\n    pass\n")
    assert chunk_file("src/watchdog/events.py", py, "python")[0].doc == (
        "File system events and event handlers.\nEvent Classes")
