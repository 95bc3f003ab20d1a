"""Matches that score alike are cut by place, never by the index's document order."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

MODEL = 'class Model:\n    """The base class of every stored record."""\n'
# More test classes with a `model` field than one name lookup reads (60), and more uses of the
# bare identifier than the channel reading them keeps (100): Django's shape.
FIELDS = {f"tests/test_m{n:03}.py": f"class TestM{n}:\n    model = Model\n    Model.check()\n"
          for n in range(130)}


def answers(ix) -> list[list[tuple[str, int]]]:
    return [[(h.path, h.line) for h in ix.search(q).hits] for q in ("Model", "model")]


def test_a_name_declared_hundreds_of_times_answers_alike_in_every_build(
        tmp_path: Path, make_index) -> None:
    # Two builds of Django answered "Model" with different test fields, neither with
    # `class Model`: the lookup kept the first 60 in document order, which a build's worker
    # timing (and here, the order files arrived in) decides.
    at_once = make_index(write_repo(tmp_path / "a", {"src/app/base.py": MODEL, **FIELDS}),
                         index_dir=str(tmp_path / "idx-a"))
    at_once.refresh()
    root = write_repo(tmp_path / "b", FIELDS)
    later = make_index(root, index_dir=str(tmp_path / "idx-b"))
    later.refresh()
    write_repo(root, {"src/app/base.py": MODEL})   # the definition indexed last
    later.refresh()
    assert answers(at_once) == answers(later)
    first = later.search("Model").hits[0]
    assert (first.path, first.symbol, first.kind) == ("src/app/base.py", "Model", "class")


def test_a_guessed_name_read_by_score_keeps_its_tie_by_place(tmp_path: Path, make_index) -> None:
    # An identifier the code does not declare is looked up by its words, scored: a shorter name
    # scores higher, and 130 generated copies of one helper tie. The 60 kept were tantivy's
    # first in document order, so a copy indexed last was cut from the symbol channel.
    helper = "def parse_header_value(raw):\n    return raw\n"
    copies = {f"src/gen/h{n:03}.py": helper for n in range(130)}
    source = {"src/app/headers.py": helper}
    at_once = make_index(write_repo(tmp_path / "a", {**source, **copies}),
                         index_dir=str(tmp_path / "idx-a"))
    at_once.refresh()
    root = write_repo(tmp_path / "b", copies)
    later = make_index(root, index_dir=str(tmp_path / "idx-b"))
    later.refresh()
    write_repo(root, source)
    later.refresh()
    for ix in (at_once, later):
        first = ix.search("valueParseHeader").hits[0]
        assert (first.path, first.symbol) == ("src/app/headers.py", "parse_header_value")


def test_any_term_reads_what_a_term_set_reads_in_tie_order(tmp_path: Path, make_index) -> None:
    # tantivy's term_set_query cost ~0.65 ms a search whatever it held (one to three a short
    # query: a typed identifier's uses, the names it starts or ends); `any_term`, a boolean of
    # term queries, matches the same chunks, and read in `tie` order, in the same order, at
    # any depth, in a build of two segments too (the definition indexed last).
    import tantivy

    from codesift.search.ties import any_term

    root = write_repo(tmp_path / "r", FIELDS)
    ix = make_index(root)
    ix.refresh()
    write_repo(root, {"src/app/base.py": MODEL})
    ix.refresh()
    store = ix.store
    searcher = store.searcher()
    lookups = [("t_body", ["model"], True), ("t_body", ["check", "model", "no_such_word"], True),
               ("sym", ["model", "testm7", "testm12"], True), ("sym", ["no_such_name"], False),
               ("kind", ["class", "property"], True), ("rsym", [], False)]
    order = {"count": False, "order_by_field": "tie", "order": tantivy.Order.Asc}
    for field, values, matches in lookups:
        for depth in (1, 16, 60, 100, 1000):
            want = searcher.search(tantivy.Query.term_set_query(store.schema, field, values),
                                   depth, **order).hits
            got = searcher.search(any_term(store.schema, field, values), depth, **order).hits
            assert [(a.segment_ord, a.doc) for _, a in got] == [
                (a.segment_ord, a.doc) for _, a in want], (field, values, depth)
            assert bool(got) == matches


RAISER = """<?php
class TrashCan
{
    protected function ensureDeletable($entity): void
    {
        if ($entity->isHome()) {
            throw new NotifyException(trans('errors.page_custom_home_deletion'));
        }
    }
}
"""
MESSAGES = """<?php
return [
    // Pages
    'page_draft_autosave_fail' => 'Failed to save draft',
    'page_draft_delete_fail' => 'Failed to delete page draft',
    'page_custom_home_deletion' => 'Cannot delete a page while it is set as a homepage',

    // Entities
    'entity_not_found' => 'Entity not found',
    'bookshelf_not_found' => 'Shelf not found',
];
"""
# Chunks saying the question's other words more often than the message's holders do, so that
# the holders are read from the file channel, in its order, rather than from the best chunks'.
DECOYS = {f"app/Models/Shelf{n:02}.php": (
    f"<?php\nclass Shelf{n}\n{{\n    /** Although the chapter itself is not the homepage, why "
    f"does deleting a chapter or book check the custom homepage? Deleting a chapter fails. */\n"
    f"    public function deletingChapter{n}() {{ return 0; }}\n}}\n") for n in range(4)}
ASKED = ('Deleting a chapter fails with "Cannot delete a page while it is set as a homepage" '
         "although the chapter itself is not the homepage. Why does deleting a chapter or book "
         "check the custom homepage?")


def test_a_message_kept_in_each_language_is_raised_by_its_use_in_every_build(
        tmp_path: Path, make_index) -> None:
    # BookStack keeps each message under one key in every language's `errors.php`, several
    # left untranslated: identical files. The use raising the key took the place of whichever
    # holder the message finder read first, in document order, and ranked first in one build
    # of the tree and third in another.
    holders = {f"lang/{lang}/errors.php": MESSAGES for lang in ("en", "ka", "sq")}
    source = {"app/Tools/TrashCan.php": RAISER, **DECOYS}
    at_once = make_index(write_repo(tmp_path / "a", {**source, **holders}),
                         index_dir=str(tmp_path / "idx-a"))
    at_once.refresh()
    root = write_repo(tmp_path / "b", {**source, "lang/sq/errors.php": MESSAGES})
    later = make_index(root, index_dir=str(tmp_path / "idx-b"))
    later.refresh()
    write_repo(root, {"lang/ka/errors.php": MESSAGES})
    later.refresh()
    write_repo(root, {"lang/en/errors.php": MESSAGES})   # the best holder indexed last
    later.refresh()
    answers = [[(h.path, h.line) for h in ix.search(ASKED).hits] for ix in (at_once, later)]
    assert answers[0] == answers[1]
    assert answers[1][0] == ("app/Tools/TrashCan.php", 4), answers[1][:4]
