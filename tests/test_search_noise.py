"""Files that are not the project's own live source answer after it: a vendored release, a
suite's fixtures asked for tests, a generator's templates."""
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


SUMMARY_RS = """//! Parsing a book's SUMMARY.md into its chapters.

/// Parse the text of a SUMMARY.md file into a summary.
pub fn parse_summary(text: &str) -> Result<Summary, Error> {
    SummaryParser::new(text).parse()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_nested_numbered_chapters() {
        let src = "- [Chapter 1](./a.md)\\n  - [Nested](./b.md)\\n";
        let got = parse_summary(src).unwrap();
        assert_eq!(got.numbered_chapters.len(), 1);
    }

    #[test]
    fn an_empty_link_location_is_a_draft_chapter() {
        let got = parse_summary("- [Draft]()\\n").unwrap();
        assert!(got.numbered_chapters[0].is_draft());
    }
}
"""


def test_asked_for_tests_a_suite_s_fixtures_are_no_answer(make_index, tmp_path: Path) -> None:
    # mdBook: 60 books under tests/testsuite/, each with its SUMMARY.md, took every place of
    # "tests for parsing SUMMARY.md" (the file is named, and each is under tests/), over the
    # unit tests of the parser; solid_queue's `test/dummy/bin/jobs` script (its Rails dummy
    # app's) was named as the tests of "jobs".
    files = {"src/summary.rs": SUMMARY_RS,
             "test/dummy/bin/jobs": "#!/usr/bin/env ruby\nrequire_relative '../config/environment'\n"
                                    "SolidQueue::Cli.start(ARGV)\n",
             "test/models/ready_execution_test.rb":
                 "class ReadyExecutionTest < ActiveSupport::TestCase\n"
                 "  test \"claim jobs using queue prefixes\" do\n"
                 "    assert_claimed_jobs(2) { ReadyExecution.claim(\"queue_*\", 2, 42) }\n  end\nend\n"}
    for book in ("toc", "nested", "draft"):
        files[f"tests/testsuite/{book}/src/SUMMARY.md"] = (
            "# Summary\n\n- [Chapter 1](./chapter_1.md)\n  - [Nested chapter](./nested.md)\n"
            "- [Draft chapter]()\n")
    ix = make_index(write_repo(tmp_path / "repo", files))
    ix.refresh()
    hits = ix.search("tests for parsing SUMMARY.md: nested numbered chapters, draft chapters").hits
    assert hits[0].path == "src/summary.rs"
    assert ix.search("tests for claiming jobs with queue prefixes").hits[0].path == \
        "test/models/ready_execution_test.rb"
    # Asked for by name, a fixture is found.
    assert ix.search("SUMMARY.md of the nested book").hits[0].path == \
        "tests/testsuite/nested/src/SUMMARY.md"


TEMPLATE_RB = """# frozen_string_literal: true

# Use this hook to configure Lockbox. Many of these options are read when an account is
# locked after too many failed sign in attempts.
Lockbox.setup do |config|
  # How many failed sign in attempts lock the account before it is unlocked again.
  # config.maximum_attempts = 20

  # How long the account stays locked after too many failed attempts, when unlocked by time.
  # config.unlock_in = 1.hour

  # Reset the failed attempts count after a successful sign in.
  # config.reset_failed_attempts = true
end
"""

LOCKABLE_RB = """module Lockbox
  module Lockable
    # Counts a failed sign in attempt; locks the account once the maximum is reached.
    def increment_failed_attempts
      self.failed_attempts += 1
      lock_access! if failed_attempts >= Lockbox.maximum_attempts
    end
  end
end
"""


def test_a_generator_s_template_answers_after_the_code_its_options_reach(make_index,
                                                                          tmp_path: Path) -> None:
    # devise: `lib/generators/templates/devise.rb`, the initializer its install generator
    # writes into an app, every option spelled out in comments, took places in six answers
    # about the code reading those options.
    ix = make_index(write_repo(tmp_path / "repo", {
        "lib/generators/lockbox/install/templates/lockbox.rb": TEMPLATE_RB,
        "lib/lockbox/lockable.rb": LOCKABLE_RB}))
    ix.refresh()
    question = "when failed sign in attempts reach the maximum, how is the account locked?"
    assert ix.search(question).hits[0].path == "lib/lockbox/lockable.rb"
    # Asked for the template, or the initializer the generator writes, it counts in full.
    assert ix.search("initializer template with the failed attempts options").hits[0].path == \
        "lib/generators/lockbox/install/templates/lockbox.rb"


CONTAINER_TS = """export class InternalDependencyContainer {
  /** Resolve a token to an instance, registering it on first use. */
  public resolve<T>(token: InjectionToken<T>): T {
    const registration = this.getRegistration(token);
    if (!registration && isConstructorToken(token)) return this.construct(token);
    if (!registration && isNormalToken(token)) {
      throw new Error(`Attempted to resolve unregistered dependency token: "${token}"`);
    }
    return this.resolveRegistration(registration, token);
  }

  private construct<T>(ctor: constructor<T>): T {
    const paramInfo = typeInfo.get(ctor);
    if (!paramInfo || paramInfo.length === 0) {
      if (ctor.length === 0) {
        return new ctor();
      }
      throw new Error(`TypeInfo not known for "${ctor.name}"`);
    }
    return new ctor(...paramInfo.map(this.resolveParams(ctor)));
  }
}
"""


def test_a_frame_in_a_built_copy_names_the_source_s_function(make_index, tmp_path: Path) -> None:
    # tsyringe: a trace through the published package names `dist/cjs/dependency-container.js`,
    # built from `src/dependency-container.ts`; its line (5 here) is the build's, and in the
    # source it falls in `resolve`, which calls `construct`, not in the `construct` the frame
    # names.
    ix = make_index(write_repo(tmp_path / "repo", {"src/dependency-container.ts": CONTAINER_TS,
                                                   "src/other.ts": "export const x = 1;\n"}))
    ix.refresh()
    trace = ('Error: TypeInfo not known for "ReportController"\n'
             "    at InternalDependencyContainer.construct (/app/node_modules/tsyringe/dist/cjs/dependency-container.js:5:23)\n"
             "    at buildRoutes (/app/dist/routes.js:21:38)\n")
    hit = ix.search(trace).hits[0]
    assert (hit.path, hit.qualified) == ("src/dependency-container.ts",
                                         "InternalDependencyContainer.construct")
