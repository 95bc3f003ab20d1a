"""A library's release copied into the project answers after the project's own code."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

SQLITE_H = """/*
** 2001-09-15
**
** The author disclaims copyright to this source code.  In place of
** a legal notice, here is a blessing:
**
**    May you do good and not evil.
*************************************************************************
** This header file defines the interface that the SQLite library
** presents to client programs.
*/
#ifndef SQLITE3_H
#define SQLITE3_H

/*
** CAPI3REF: File Locking Levels
**
** SQLite uses one of these integer values as the second
** argument to calls it makes to the xLock() and xUnlock() methods
** of an [sqlite3_io_methods] object: a connection takes an exclusive lock
** to write, and holds it until it commits: only one of them at a time may take it.
*/
#define SQLITE_LOCK_NONE          0
#define SQLITE_LOCK_SHARED        1
#define SQLITE_LOCK_RESERVED      2
#define SQLITE_LOCK_PENDING       3
#define SQLITE_LOCK_EXCLUSIVE     4

#endif
"""

LEASER_GO = """package s3

// Leaser holds a lease object in the bucket so that one server at a time replicates.
type Leaser struct {
	Bucket string
	TTL    time.Duration
}

// AcquireLease writes the lease object unless another server holds one that has not
// expired; a conditional write stops two servers from taking it at once.
func (l *Leaser) AcquireLease(ctx context.Context) (*Lease, error) {
	prev, err := l.readLease(ctx)
	if err == nil && !prev.Expired() {
		return nil, ErrLeaseHeld
	}
	return l.writeLease(ctx, prev)
}
"""


def test_a_vendored_sqlite_header_answers_after_the_project_s_code(make_index,
                                                                     tmp_path: Path) -> None:
    # litestream: `src/sqlite3.h` (SQLite's release, which the project builds against) led a
    # question about its S3 lease lock with `SQLITE_LOCK_EXCLUSIVE`; its head says no tool
    # wrote it, but no repository holds `sqlite3.h` other than as a copy of SQLite's build.
    ix = make_index(write_repo(tmp_path / "repo", {"src/sqlite3.h": SQLITE_H,
                                                    "s3/leaser.go": LEASER_GO}))
    ix.refresh()
    question = ("When two servers point at the same bucket, how does one of them take an exclusive"
                " lock on it, and what happens when the previous holder's lock has expired?")
    assert ix.search(question).hits[0].path == "s3/leaser.go"
    # Named, or asked for as vendored code, it counts in full.
    for asked in ("exclusive lock levels in sqlite3.h", "vendored exclusive lock levels"):
        assert ix.search(asked).hits[0].path == "src/sqlite3.h", asked
