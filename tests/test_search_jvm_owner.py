"""A JVM package whose reversed domain holds an example word (`com/google/samples/`,
`com/example/`) is the project's source, ranked as such, not pushed behind its scripts."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

KOTLIN = "core/data/src/main/kotlin/com/google/samples/apps/news/core/data/SyncUtilities.kt"

SYNC_KT = """package com.google.samples.apps.news.core.data

/**
 * Syncs a repository with the backend by change lists: reads the local version, fetches the
 * change list since it, deletes removed models, updates changed ones, stores the latest version.
 */
suspend fun Synchronizer.changeListSync(
    versionReader: (ChangeListVersions) -> Int,
    changeListFetcher: suspend (Int) -> List<NetworkChangeList>,
    modelDeleter: suspend (List<String>) -> Unit,
    modelUpdater: suspend (List<String>) -> Unit,
) {
    val currentVersion = versionReader(getChangeListVersions())
    val changeList = changeListFetcher(currentVersion)
    val (deleted, updated) = changeList.partition(NetworkChangeList::isDelete)
    modelDeleter(deleted.map(NetworkChangeList::id))
    modelUpdater(updated.map(NetworkChangeList::id))
    updateChangeListVersions(changeList.last().changeListVersion)
}
"""

PRE_PUSH = """#!/bin/bash
# A hook to copy to .git/hooks: aborts a push whose commits are work in progress.
# Information about the commits to be pushed is read as lines: local ref, local sha1,
# remote ref, remote sha1. It fetches the remote version and reads the latest changes.
while read local_ref local_sha remote_ref remote_sha; do
  echo "$local_ref $remote_ref"
done
"""


def test_a_samples_package_is_source_before_a_script(tmp_path: Path, make_index) -> None:
    root = write_repo(tmp_path / "repo", {KOTLIN: SYNC_KT, "tools/pre-push": PRE_PUSH}, git=True)
    ix = make_index(root)
    ix.refresh()
    hits = ix.search("How does the app sync with the backend by change lists: read the local "
                     "version, fetch what changed since, delete removed items, store the latest "
                     "version?").hits
    assert hits[0].path == KOTLIN
