"""Reading queries: filler out, code-shaped tokens and named paths in, long texts bounded."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.query import MAX_TERMS, parse_query
from conftest import write_repo

TRACEBACK = '''\
Crash when the scheduler retries a job

Traceback (most recent call last):
  File "app/main.py", line 8, in main
    run()
  File "src/jobs/scheduler.py", line 12, in due_jobs
    return [j for j in self.jobs if j.when <= now]
TypeError: '<=' not supported between instances of 'NoneType' and 'float'
'''


def test_filler_dropped_identifiers_kept() -> None:
    q = parse_query("where is `retry_after` handled in adapters.py?")
    assert "where" not in q.terms and "is" not in q.terms
    assert q.identifiers[:2] == ["retry_after", "adapters.py"]
    assert "adapters.py" in q.paths


def test_change_verbs_weigh_less_than_topic_words() -> None:
    q = parse_query("fix retry backoff")
    assert q.terms["fix"] < q.terms["retry"] == q.terms["backoff"]


def test_stack_trace_frames_give_paths_and_function_names() -> None:
    q = parse_query(TRACEBACK + "\nSee also django.db.models for the ORM side." * 3)
    assert q.long
    assert q.paths[:2] == ["app/main.py", "src/jobs/scheduler.py"]
    assert "django/db/models" in q.paths
    assert {"due_jobs", "main", "TypeError"} <= set(q.identifiers)
    # In long text the code-shaped tokens outweigh the prose around them.
    assert q.terms["due"] > q.terms["crash"]


def test_long_text_keeps_a_bounded_number_of_terms(index) -> None:
    words = " ".join(f"word{i} scheduler" for i in range(3000))
    q = parse_query(words)
    assert len(q.terms) > MAX_TERMS  # the parser keeps everything; search picks the best
    result = index.search(words, limit=5)
    assert result.hits  # answers, and does not choke on 3,000 distinct terms


def test_a_path_named_in_an_issue_ranks_its_file_first(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    files = {
        # The named files share no words with the issue beyond their paths...
        "src/jobs/scheduler.py": "class Planner:\n    def pick(self, t):\n        return t\n",
        "app/main.py": "def start():\n    return 0\n",
        # ...while this one repeats the issue's words (and its frames' names) many times over.
        "src/jobs/notes.py": "\n".join(
            f"def crash_retry_{i}(job):\n"
            f"    '''Crash when the scheduler retries a job: due_jobs main run TypeError.'''\n"
            for i in range(20)),
    }
    ix = make_index(write_repo(tmp_path / "r", files))
    ix.refresh()
    hits = ix.search(TRACEBACK).hits
    assert hits[0].path in {"app/main.py", "src/jobs/scheduler.py"}
    top_files = []
    for h in hits:
        if h.path not in top_files:
            top_files.append(h.path)
    assert set(top_files[:2]) == {"app/main.py", "src/jobs/scheduler.py"}


def test_a_dotted_module_name_finds_its_file(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    files = {
        "django/db/models/base.py": "class Model:\n    def save(self):\n        pass\n",
        # More of the query's words, but not the module it names.
        "django/db/backends/base.py": ("class BaseDatabaseWrapper:\n    def save_table(self):\n"
                                       "        '''Save is slow when the table is large.'''\n"),
    }
    ix = make_index(write_repo(tmp_path / "r", files))
    ix.refresh()
    hits = ix.search("save is slow in django.db.models when the table is large").hits
    assert hits[0].path == "django/db/models/base.py"
