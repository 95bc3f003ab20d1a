"""A type's place handed to its methods (``search/handed.py``), on a real index."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

SINK = '''\
import datetime


class RotatingFileSink:
    """A sink writing log records to a file that it switches for a new one once a day, at the
    configured hour and minute, keeping the last few files; each file's name holds its date."""

    def __init__(self, base_name, hour, minute, max_files=0):
        self.base_name = base_name
        self.hour = hour
        self.minute = minute
        self.max_files = max_files
        self.rotation = self.next_rotation(datetime.datetime.now())

    def write(self, record):
        now = datetime.datetime.now()
        if now >= self.rotation:
            self.rotation = self.next_rotation(now)
        print(record, file=open(self.base_name, "a"))

    def next_rotation(self, now):
        """The next moment to switch files: today at the hour and minute, else tomorrow."""
        when = now.replace(hour=self.hour, minute=self.minute, second=0)
        return when if when > now else when + datetime.timedelta(days=1)
'''


def test_a_question_leading_with_an_unnamed_type_leads_with_its_method(make_index, tmp_path: Path) -> None:
    # The class's many lines hold the question's words and led it; the method computing the
    # moment was second, inside it.
    ix = make_index(write_repo(tmp_path / "repo", {"sinks/rotating.py": SINK,
                                                   "sinks/console.py": "class ConsoleSink:\n    pass\n"}))
    ix.refresh()
    hits = ix.search("how does the sink decide when to switch to a new file").hits
    assert [h.qualified for h in hits[:2]] == ["RotatingFileSink.next_rotation", "RotatingFileSink"]
    # Called a class, the type is what is asked for.
    hits = ix.search("which class decides when to switch to a new file").hits
    assert hits[0].qualified == "RotatingFileSink"
