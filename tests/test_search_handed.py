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


ARC = '''\
use std::sync::atomic::{AtomicU32, Ordering};

/// A thread-safe reference-counting pointer, like `Arc` but smaller: no weak count, and a
/// 32-bit strong count.
pub(crate) struct MiniArc<T> {
    ptr: *mut ArcData<T>,
}

struct ArcData<T> {
    ref_count: AtomicU32,
    data: T,
}

impl<T> MiniArc<T> {
    pub(crate) fn new(data: T) -> MiniArc<T> {
        let data = Box::new(ArcData { ref_count: AtomicU32::new(1), data });
        MiniArc { ptr: Box::into_raw(data) }
    }

    /// The number of `MiniArc` pointers to this allocation.
    pub(crate) fn count(this: &Self) -> u32 {
        this.data().ref_count.load(Ordering::Acquire)
    }

    /// Whether two `MiniArc`s point to the same allocation.
    pub(crate) fn ptr_eq(this: &Self, other: &Self) -> bool {
        this.ptr == other.ptr
    }

    fn data(&self) -> &ArcData<T> {
        unsafe { &*self.ptr }
    }
}

impl<T> Clone for MiniArc<T> {
    fn clone(&self) -> MiniArc<T> {
        self.data().ref_count.fetch_add(1, Ordering::Relaxed);
        MiniArc { ptr: self.ptr }
    }
}

impl<T> Drop for MiniArc<T> {
    fn drop(&mut self) {
        if self.data().ref_count.fetch_sub(1, Ordering::Release) == 1 {
            unsafe { drop(Box::from_raw(self.ptr)) };
        }
    }
}
'''


def test_a_type_described_by_its_name_is_shown_after_its_best_method(make_index, tmp_path: Path) -> None:
    # moka's "MiniArc small reference counted pointer": the type handed its rank to its
    # methods, all of which took it; behind them all, its file's two hits were two methods.
    ix = make_index(write_repo(tmp_path / "repo", {
        "src/arc.rs": ARC,
        "src/cache.rs": "/// Entries of the cache, each behind a `MiniArc`.\npub struct Entry {\n"
                        "    value: u32,\n}\n"}))
    ix.refresh()
    hits = ix.search("MiniArc small reference counted pointer").hits
    assert [(h.kind, h.symbol) for h in hits[:3] if h.path == "src/arc.rs"][:2] == [
        ("method", hits[0].symbol), ("struct", "MiniArc")]
    # A method typed beside it is what is asked, and the type stays behind its methods.
    hits = ix.search("MiniArc count and ptr_eq of the allocation").hits
    assert sorted([h.symbol for h in hits if h.path == "src/arc.rs"][:2]) == ["count", "ptr_eq"]
