"""Chunk and tokenize files in worker processes when a pass has many of them.

Parsing and tokenizing are most of a cold build's CPU (measured on the six eval corpora:
chunking 40 %, tokenizing 41 %, tantivy 16 %, reading and hashing 3 %). A pass with many files
to chunk (a first build, a big branch switch) hands them to worker processes; small refreshes
stay in-process, since starting workers costs a few hundred milliseconds. Workers return plain
tuples (chunk fields and the file document's text); the main process alone writes to the index,
so the single-writer rule holds. Results come back in submission order.

Workers are ``python -c "...chunkpool.serve()"`` children speaking length-prefixed pickles over
stdin/stdout, not ``multiprocessing``: that would fork a process whose tantivy threads may hold
locks, or re-run the caller's main script in each worker (a library must not). They run in
their own session, so a terminal's Ctrl-C reaches only the main process, which decides how to
stop; if the main process dies, a worker reads end-of-file and exits. A thread per worker
drains its output, so neither side can block the other on a full pipe.

>>> chunker = Chunker()                                                  # doctest: +SKIP
>>> chunker.start_pool()                                                 # doctest: +SKIP
>>> done = chunker.submit(("a.py", b"def f(): pass", "python"), tag)     # doctest: +SKIP
"""
from __future__ import annotations

import fcntl
import os
import pickle
import queue
import subprocess
import sys
import threading
from collections import deque
from typing import BinaryIO, Generic, TypeVar

from .documents import ChunkFields, chunk_fields, file_tokens

Work = tuple[str, bytes, str]                       # repo-relative path, bytes, language
Result = tuple[list[ChunkFields] | None, str]       # fields (None: chunking failed), file text
T = TypeVar("T")

BATCH_FILES = 24
BATCH_BYTES = 256_000
PIPE_BYTES = 1 << 20
MAX_WORKERS = 4
_GONE = object()   # what a worker's reader thread queues when the worker's output ends
_WORKER_MAIN = "from codesift.chunkpool import serve; serve()"


def process_file(rel: str, data: bytes, lang: str) -> Result:
    """Chunk fields and file-document text of one file.

    The chunker promises never to raise; the guard keeps one file that breaks that promise
    from failing every refresh (and so every search) of the repository. It is counted.
    """
    from .chunk import chunk_file  # parsers load only when something needs chunking

    try:
        fields = [chunk_fields(c) for c in chunk_file(rel, data.decode("utf-8", "replace"), lang)]
    except Exception:
        return None, ""
    return fields, file_tokens(rel, data)


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:   # not Linux
        return os.cpu_count() or 1


def _send(stream: BinaryIO, obj: object) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(len(data).to_bytes(8, "little") + data)
    stream.flush()


def _receive(stream: BinaryIO) -> object:
    head = stream.read(8)
    if len(head) < 8:
        raise EOFError
    return pickle.loads(stream.read(int.from_bytes(head, "little")))


class _Worker:
    """One child process, and the thread that moves its answers into a queue."""

    def __init__(self) -> None:
        # The parent's import path, so the worker runs this very codesift; -P keeps the
        # working directory (the user's repository) off it.
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
        self.proc = subprocess.Popen([sys.executable, "-P", "-c", _WORKER_MAIN],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                                     start_new_session=True, close_fds=True)
        self.results: queue.SimpleQueue = queue.SimpleQueue()
        self.inflight = 0
        try:   # room for a whole batch, so the main process rarely waits to hand one over
            fcntl.fcntl(self.proc.stdin.fileno(), fcntl.F_SETPIPE_SZ, PIPE_BYTES)  # type: ignore[union-attr]
        except (AttributeError, OSError):   # not Linux, or over the system's pipe-max-size
            pass
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self) -> None:
        assert self.proc.stdout is not None
        try:
            while True:
                self.results.put(_receive(self.proc.stdout))
        except (EOFError, OSError, pickle.UnpicklingError):
            self.results.put(_GONE)

    def send(self, batch: list[Work]) -> bool:
        assert self.proc.stdin is not None
        try:
            _send(self.proc.stdin, batch)
        except OSError:   # the worker died
            return False
        self.inflight += 1
        return True

    def close(self) -> None:
        """End of input: the worker exits by itself (not waited for; subprocess reaps it)."""
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
        except OSError:
            pass


class Chunker(Generic[T]):
    """Runs ``process_file`` in-process until ``start_pool``, then in workers, in batches.

    ``submit`` and ``drain`` return ``(tag, result)`` pairs in submission order; ``tag`` is
    whatever the caller needs back with the result (the file's stat, its old state).
    """

    def __init__(self) -> None:
        self._workers: list[_Worker] = []
        self._batch: list[tuple[T, Work]] = []
        self._batch_bytes = 0
        self._inflight: deque[tuple[list[tuple[T, Work]], _Worker]] = deque()

    @property
    def workers(self) -> int:
        """Worker processes chunking right now (0: in-process)."""
        return len(self._workers)

    def start_pool(self) -> None:
        """Chunk what follows in worker processes (no-op on one CPU or where none can start)."""
        count = min(MAX_WORKERS, usable_cpus())
        if self._workers or count < 2:
            return
        try:
            self._workers = [_Worker() for _ in range(count)]
        except OSError:
            self._abandon()

    def submit(self, work: Work, tag: T) -> list[tuple[T, Result]]:
        if not self._workers:
            return [(tag, process_file(*work))]
        self._batch.append((tag, work))
        self._batch_bytes += len(work[1])
        ready: list[tuple[T, Result]] = []
        if len(self._batch) >= BATCH_FILES or self._batch_bytes >= BATCH_BYTES:
            ready += self._dispatch()
        # Two batches per worker: one being chunked, one waiting, so none idles between.
        while len(self._inflight) > 2 * len(self._workers):
            ready += self._collect()
        return ready

    def drain(self) -> list[tuple[T, Result]]:
        """Every result still owed, in order (a stopping pass drains before it commits)."""
        ready = self._dispatch() if self._batch else []
        while self._inflight:
            ready += self._collect()
        return ready

    def close(self) -> None:
        for worker in self._workers:
            worker.close()
        self._workers = []

    def _dispatch(self) -> list[tuple[T, Result]]:
        batch, self._batch, self._batch_bytes = self._batch, [], 0
        if self._workers:
            worker = min(self._workers, key=lambda w: w.inflight)
            if worker.send([work for _, work in batch]):
                self._inflight.append((batch, worker))
                return []
            return self._abandon() + self._inline(batch)
        return self._inline(batch)

    def _collect(self) -> list[tuple[T, Result]]:
        batch, worker = self._inflight.popleft()
        results = worker.results.get()
        if results is _GONE:
            return self._inline(batch) + self._abandon()
        worker.inflight -= 1
        return [(tag, result) for (tag, _), result in zip(batch, results)]

    def _abandon(self) -> list[tuple[T, Result]]:
        """A worker died (out of memory, a crash in a parser): finish in-process, no pool."""
        pending = [batch for batch, _ in self._inflight]
        self._inflight.clear()
        for worker in self._workers:
            worker.proc.kill()
            worker.proc.wait()
        self.close()
        return [pair for batch in pending for pair in self._inline(batch)]

    def _inline(self, batch: list[tuple[T, Work]]) -> list[tuple[T, Result]]:
        return [(tag, process_file(*work)) for tag, work in batch]


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

