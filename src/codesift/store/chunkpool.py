"""Read, hash, chunk and tokenize files, in worker processes when a pass has many of them.

Parsing and tokenizing are most of a cold build's CPU (measured on the six eval corpora:
chunking 40 %, tokenizing 41 %, tantivy 16 %, reading and hashing 3 %). A pass with many files
to chunk (a first build, a big branch switch) hands them to worker processes; a smaller build
chunks in-process beside one worker (``start_helper``: the main process never waits for it,
taking back at the end what it still holds); small refreshes stay in-process, since a worker
costs ~65 ms of CPU to start (interpreter, imports, grammars). Work items are paths:
a worker reads and hashes the file itself and returns a ``Result`` (its stat and digest, and
its chunk fields and file-document text unless the digest is the one on record), so the main
process neither reads file contents nor sends them down a pipe. The main process alone writes
to the index, so the single-writer rule holds. Results come back in submission order.

Workers are ``python -c "...chunkpool.serve()"`` children speaking length-prefixed pickles over
stdin/stdout, not ``multiprocessing``: that would fork a process whose tantivy threads may hold
locks, or re-run the caller's main script in each worker (a library must not). They run in
their own session, so a terminal's Ctrl-C reaches only the main process, which decides how to
stop; if the main process dies, a worker reads end-of-file and exits. A thread per worker
drains its output, so neither side can block the other on a full pipe.

>>> chunker = Chunker()                                                  # doctest: +SKIP
>>> chunker.start_pool()                                                 # doctest: +SKIP
>>> done = chunker.submit(("a.py", "/src/a.py", "python", None, cap), tag, size)  # doctest: +SKIP
"""
from __future__ import annotations

import errno
import os
import sys
import threading
import time
from collections import deque
from typing import TYPE_CHECKING, BinaryIO, Generic, Iterator, NamedTuple, TypeVar

import xxhash

from ..languages import content_language
from ..walk import as_utf8, changed_ns, skip_by_content, skip_by_stat
from .documents import ChunkFields, chunk_fields, file_tokens

# The pool's own modules (pickle, queue, subprocess: ~3 ms of imports) load where the pool uses
# them: the refresh before a search chunks in-process or not at all, and never needs them.
if TYPE_CHECKING:
    import queue

# Repo-relative path, absolute path, language, the digest on record (None: a new file), and
# the size cap (``max_file_bytes``).
Work = tuple[str, str, str, bytes | None, int]
T = TypeVar("T")

# A file modified within this long of being read may change again inside one timestamp tick:
# it is recorded with change time -1, so the next pass hashes it again (refresh.py, git's rule).
RACY_NS = 2_000_000_000


# ``Result.status``: chunked and tokenized; same digest as on record (only its stat is new);
# refused by its content (binary, minified: remembered by stat); not read (``reason``);
# the chunker failed on it.
INDEXED, UNCHANGED, REFUSED, UNREAD, FAILED = "indexed", "unchanged", "refused", "unread", "failed"
BATCH_FILES = 24
BATCH_BYTES = 256_000
# Batches handed to each worker ahead of its results. Deep enough that a worker still has
# work through one of the main process's commits (0.2-0.5 s on a cold build); a batch is
# paths only, so a deep queue costs nothing.
DEPTH = 8
MAX_WORKERS = 4
# A helper (``start_helper``) gets smaller batches, and only this many at a time: the main
# process chunks whatever it has no room for, and takes back at the end what it still holds,
# so the pass never waits on a helper that is still starting.
HELPER_BATCH_FILES = 4
HELPER_BATCH_BYTES = 32_000
HELPER_DEPTH = 2
_GONE = object()   # what a worker's reader thread queues when the worker's output ends
_WORKER_MAIN = "from codesift.store.chunkpool import serve; serve()"


class Result(NamedTuple):
    """What became of one file (see the ``status`` values above)."""

    status: str
    reason: str = ""
    size: int = 0
    changed_ns: int = 0
    inode: int = 0
    digest: bytes = b""
    fields: list[ChunkFields] | None = None
    file_text: str = ""
    lang: str = ""          # as chunked: a script's `#!` line may name it


def process_file(rel: str, full: str, lang: str, known: bytes | None, cap: int) -> Result:
    """Read ``full``, refuse it by content or hash it; chunk it unless its digest is ``known``."""
    got = _read(full, cap)
    if isinstance(got, str):
        return Result(UNREAD, got)
    raw, st = got
    changed = changed_ns(st)
    changed = -1 if time.time_ns() - changed < RACY_NS else changed
    data = as_utf8(raw)   # UTF-16 with its mark; the digest stays the bytes' on disk
    lang = content_language(rel, data, lang)
    reason = skip_by_content(data, lang, rel)
    if reason:
        return Result(REFUSED, reason, st.st_size, changed, st.st_ino)
    digest = xxhash.xxh3_128_digest(raw)
    if digest == known:
        return Result(UNCHANGED, "", st.st_size, changed, st.st_ino, digest)
    fields, file_text = chunk_data(rel, data, lang)
    return Result(INDEXED if fields is not None else FAILED, "", st.st_size, changed, st.st_ino,
                  digest, fields, file_text, lang)


def chunk_data(rel: str, data: bytes, lang: str) -> tuple[list[ChunkFields] | None, str]:
    """Chunk fields and file-document text of one file's bytes (fields None: chunking failed).

    The chunker promises never to raise; the guard keeps one file that breaks that promise
    from failing every refresh (and so every search) of the repository. It is counted.
    """
    from ..chunk import chunk_file  # parsers load only when something needs chunking

    try:
        fields = [chunk_fields(c) for c in chunk_file(rel, data.decode("utf-8", "replace"), lang)]
    except Exception:
        return None, ""
    return fields, file_tokens(rel, data)


def _read(full: str, cap: int) -> tuple[bytes, os.stat_result] | str:
    """The bytes of a regular file and its stat just before reading, or why it was skipped.

    O_NOFOLLOW and O_NONBLOCK: a path swapped for a symlink or a fifo since the walk is
    skipped, never followed or waited on. The stat comes from the open descriptor, so it
    describes the file that was read; a write after it changes the ctime the next pass sees.
    """
    try:
        fd = os.open(full, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as exc:
        if exc.errno == errno.ENOENT:
            return "vanished"
        return "symlink" if exc.errno == errno.ELOOP else "unreadable"
    try:
        st = os.fstat(fd)
        reason = skip_by_stat(st, cap)
        if reason:
            return reason
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read(cap + 1)
    except OSError:
        return "unreadable"
    finally:
        os.close(fd)
    if len(data) > cap:
        return "oversize"        # grew past the cap since its stat
    if not data:
        return "empty"
    return data, st


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:   # not Linux
        return os.cpu_count() or 1


def _send(stream: BinaryIO, obj: object) -> None:
    import pickle

    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(len(data).to_bytes(8, "little") + data)
    stream.flush()


def _receive(stream: BinaryIO) -> object:
    import pickle

    head = stream.read(8)
    if len(head) < 8:
        raise EOFError
    return pickle.loads(stream.read(int.from_bytes(head, "little")))


class _Worker:
    """One child process, and the thread that moves its answers into the pool's queue."""

    def __init__(self, answers: queue.SimpleQueue) -> None:
        import subprocess

        # The parent's import path, so the worker runs this very codesift; -P keeps the
        # working directory (the user's repository) off it.
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
        self.proc = subprocess.Popen([sys.executable, "-P", "-c", _WORKER_MAIN],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                                     start_new_session=True, close_fds=True)
        self.batches: deque[int] = deque()   # numbers of the batches sent, not yet answered
        self.answered = 0
        threading.Thread(target=self._drain, args=(answers,), daemon=True).start()

    def _drain(self, answers: queue.SimpleQueue) -> None:
        import pickle

        assert self.proc.stdout is not None
        try:
            while True:
                answers.put((self, _receive(self.proc.stdout)))
        except (EOFError, OSError, pickle.UnpicklingError):
            answers.put((self, _GONE))

    def send(self, number: int, batch: list[Work]) -> bool:
        assert self.proc.stdin is not None
        try:
            _send(self.proc.stdin, batch)
        except OSError:   # the worker died
            return False
        self.batches.append(number)
        return True

    def close(self) -> None:
        """End of input: the worker exits by itself (not waited for; subprocess reaps it)."""
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
        except OSError:
            pass


class Chunker(Generic[T]):
    """Runs ``process_file`` in-process until ``start_pool``, then in workers, in batches
    (after ``start_helper``: here and in one worker, in smaller batches).

    ``submit`` and ``drain`` return ``(tag, result)`` pairs in submission order; ``tag`` is
    whatever the caller needs back with the result (the file's path, its old state). Answers
    are taken in whatever order workers give them, and each batch goes to the worker with the
    fewest unanswered ones: waiting on one worker's answer while another runs dry was where
    a cold build's second core sat idle.
    """

    def __init__(self) -> None:
        self._workers: list[_Worker] = []
        self._answers: queue.SimpleQueue | None = None   # the workers' answers, once a pool starts
        self._batch: list[tuple[T, Work]] = []
        self._batch_bytes = 0
        self._batches: dict[int, list[tuple[T, Work]]] = {}   # by number, until returned
        self._unanswered: set[int] = set()
        self._answered: dict[int, list[Result]] = {}
        self._next_number = 0     # the number the next batch sent gets
        self._next_out = 0        # the number of the batch whose results go out next
        self._helper = False      # one worker beside in-process chunking (``start_helper``)

    @property
    def workers(self) -> int:
        """Worker processes chunking right now (0: in-process)."""
        return len(self._workers)

    def start_pool(self) -> None:
        """Chunk what follows in worker processes (no-op on one CPU or where none can start)."""
        count = min(MAX_WORKERS, usable_cpus())
        if self._workers or count < 2:
            return
        import queue

        self._answers = queue.SimpleQueue()
        try:
            self._workers = [_Worker(self._answers) for _ in range(count)]
        except OSError:
            self._abandon()

    def start_helper(self) -> None:
        """Chunk what follows here and in one worker process beside this one (no-op on one
        CPU or where none can start): for builds too small to pay for a pool, whose chunking
        otherwise left the second core idle."""
        if self._workers or usable_cpus() < 2:
            return
        import queue

        self._answers = queue.SimpleQueue()
        try:
            self._workers = [_Worker(self._answers)]
        except OSError:
            self._abandon()
            return
        self._helper = True

    def submit(self, work: Work, tag: T, size: int) -> list[tuple[T, Result]]:
        """Queue one file (``size``: its bytes by stat, to size batches); results now ready."""
        if not self._workers:
            return [(tag, process_file(*work))]
        self._batch.append((tag, work))
        self._batch_bytes += size
        files, size_cap = (HELPER_BATCH_FILES, HELPER_BATCH_BYTES) if self._helper else (
            BATCH_FILES, BATCH_BYTES)
        if len(self._batch) >= files or self._batch_bytes >= size_cap:
            self._dispatch()
        while (self._workers and not self._helper
               and len(self._unanswered) > DEPTH * len(self._workers)):
            self._take(block=True)
        while self._workers and self._take(block=False):
            pass
        return self._ready()

    def drain(self) -> Iterator[list[tuple[T, Result]]]:
        """Every result still owed, in order, as the workers answer (a caller that stops
        iterating can ``cancel`` the rest)."""
        if self._batch:
            self._dispatch()
        while self._workers and self._unanswered:
            if self._helper:
                self._help_finish()
            else:
                self._take(block=True)
            yield self._ready()
        yield self._ready()

    def _help_finish(self) -> None:
        """One step of the end of a helped pass: file what the helper answered, then chunk here
        the newest batch still owed, unless it is the one the helper is working on now (waited
        for then; a helper that has answered nothing yet may still be starting, so not then)."""
        while self._take(block=False):
            pass
        if not self._workers or not self._unanswered:
            return
        helper = self._workers[0]
        owed = sorted(self._unanswered)   # a helper's pass chunks the rest at once
        if owed == list(helper.batches)[:1] and helper.answered:
            self._take(block=True)
            return
        number = owed[-1]
        self._answer(number, [process_file(*work) for _, work in self._batches[number]])

    @property
    def busy(self) -> bool:
        """Workers still owe answers."""
        return bool(self._workers and self._unanswered)

    def cancel(self) -> list[tuple[T, Result]]:
        """The results answered so far, in order; the files still queued are dropped.

        For a pass that stops (budget, Ctrl-C, SIGTERM): waiting for the workers' queues would
        take up to DEPTH batches each. A dropped file is not recorded, so the next pass
        reads it again; the workers are killed (they hold nothing that needs an orderly end).
        """
        while self._workers and self._take(block=False):
            pass
        ready = self._ready()
        for worker in self._workers:
            worker.proc.kill()
            worker.proc.wait()
        self.close()
        self._batch, self._batch_bytes = [], 0
        self._batches.clear()
        self._unanswered.clear()
        self._answered.clear()
        self._next_out = self._next_number
        return ready

    def close(self) -> None:
        for worker in self._workers:
            if self._helper and worker.batches:   # all taken back: its answers are not needed
                worker.proc.kill()
            worker.close()
        self._workers = []
        self._helper = False

    def _dispatch(self) -> None:
        batch, self._batch, self._batch_bytes = self._batch, [], 0
        number, self._next_number = self._next_number, self._next_number + 1
        self._batches[number] = batch
        self._unanswered.add(number)
        if self._workers:
            worker = min(self._workers, key=lambda w: len(w.batches))
            if self._helper and len(worker.batches) >= HELPER_DEPTH:
                self._answer(number, [process_file(*work) for _, work in batch])
                return
            if worker.send(number, [work for _, work in batch]):
                return
            self._abandon()
        else:
            self._answer(number, [process_file(*work) for _, work in batch])

    def _take(self, block: bool) -> bool:
        """File one worker's answer (waiting for it if ``block``); False if none was there."""
        import queue

        assert self._answers is not None   # called only while workers run
        try:
            worker, results = self._answers.get(block=block)
        except queue.Empty:
            return False
        if worker not in self._workers:
            return True   # from a pool already abandoned
        if results is _GONE:
            self._abandon()
            return True
        number = worker.batches.popleft()
        worker.answered += 1
        if number in self._unanswered:   # else taken back (``_take_back``) and done here
            self._answer(number, results)
        return True

    def _answer(self, number: int, results: list[Result]) -> None:
        self._unanswered.discard(number)
        self._answered[number] = results

    def _ready(self) -> list[tuple[T, Result]]:
        """Results of the answered batches that no unanswered batch precedes, in order."""
        ready: list[tuple[T, Result]] = []
        while self._next_out in self._answered:
            results = self._answered.pop(self._next_out)
            batch = self._batches.pop(self._next_out)
            ready += [(tag, result) for (tag, _), result in zip(batch, results)]
            self._next_out += 1
        return ready

    def _abandon(self) -> None:
        """A worker died (out of memory, a crash in a parser): finish in-process, no pool."""
        for worker in self._workers:
            worker.proc.kill()
            worker.proc.wait()
        self.close()
        for number in sorted(self._unanswered):
            self._answer(number, [process_file(*work) for _, work in self._batches[number]])
        if self._batch:   # files queued after those, ahead of any submitted from now on
            self._dispatch()


def serve() -> None:
    """A worker: chunk each batch read from stdin, answer on stdout, until end-of-file."""
    out = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())   # a stray print must not break framing
    inp = sys.stdin.buffer
    try:
        while True:
            batch = _receive(inp)
            _send(out, [process_file(*work) for work in batch])
    except (EOFError, BrokenPipeError):
        # The main process finished, or died or was interrupted mid-batch: nothing to say.
        os._exit(0)

