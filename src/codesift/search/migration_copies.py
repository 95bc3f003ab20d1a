"""A migration's copy of a declaration stands behind the live one it was copied from.

A database migration runs once, at a past version of the app, and must not change when the
app does: so a data migration copies the functions and schemas it needs instead of calling
the app's (Ecto's `priv/repo/migrations/…_recalc_energy_used.exs` holds its own
`calculate_energy_used` and `determine_phases`, Rails migrations a bare `class Note <
ApplicationRecord`). The copy says the same words as the live declaration, often in fewer
lines, and ranked first: teslamate's "how is the energy taken from the wall for a charging
session worked out" led with two migrations' copies, `Log.calculate_energy_used` 3rd. Of the
same name in the same language, a migration's copy ranked above the best live declaration
trades places with it: the copy takes the live one's place, not one just behind it, or a
copy of what the query does not ask about would push the answer down a place with its live
twin (teslamate's geofence question, whose migration copies `Drive.changeset`). Of a name
several live declarations share (every Ecto schema's `changeset`), only one in a type named as
the copy's counts. A query that speaks of migrations asks for them, and keeps its order.

>>> is_migration("priv/repo/migrations/20191212230527_recalc_energy_used.exs")
True
>>> is_migration("db/migrate/20200101_add_notes.rb"), is_migration("lib/app/migrator.ex")
(True, False)
"""
from __future__ import annotations

from collections.abc import Callable

from ..regex_cache import compiled

# Where frameworks keep migrations: Ecto's `priv/repo/migrations/`, Django's and Laravel's
# `migrations/`, Rails' `db/migrate/`.
_MIGRATION_DIR = compiled(r"(?:^|/)(?:migrations|db/migrate)/")
# A query asking for migrations (or for what one migrated) names them.
_MIGRATION_WORD = compiled(r"(?i)\bmigrat")
# Declarations a migration copies from the app: its functions and its types (a schema).
_COPIED_KINDS = frozenset({"function", "method", "macro", "class", "struct", "module"})
# What a migration declares as itself, the steps its framework runs: no copy of anything.
_OWN_STEPS = frozenset({"up", "down", "change", "upgrade", "downgrade", "forwards", "backwards"})


def is_migration(path: str) -> bool:
    """Whether ``path`` is in a folder of database migrations."""
    return _MIGRATION_DIR.search(path) is not None


def live_before_copies(fused: dict[tuple[int, int], float],
                       doc_of: Callable[[tuple[int, int]], dict], text: str) -> None:
    """The best migration's copy of each name a live declaration (same language) has among
    ``fused`` trades places with the best live one when it ranked above it; not when ``text``
    speaks of migrations. Of several live ones, only those whose type is named as the copy's
    (`ChargingProcess.changeset`, not `Drive.changeset`)."""
    # Most trees have no migration among the candidates: one test a file, not a key.
    if _MIGRATION_WORD.search(text) or not any(
            map(is_migration, {doc_of(key)["path"] for key in fused})):
        return
    copies: dict[tuple[str, str], tuple[int, int]] = {}
    live: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for key, score in fused.items():
        d = doc_of(key)
        if d["kind"] not in _COPIED_KINDS or not d["name"]:
            continue
        group = (d["lang"], _last(d["name"]))
        if group[1] in _OWN_STEPS:
            continue
        if not is_migration(d["path"]):
            live.setdefault(group, []).append(key)
        elif group not in copies or score > fused[copies[group]]:
            copies[group] = key
    for group, copy in copies.items():
        found = live.get(group, [])
        if len(found) > 1:
            owner = _last(doc_of(copy)["container"])
            found = [k for k in found if _last(doc_of(k)["container"]) == owner]
        if found:
            best = max(found, key=fused.__getitem__)
            if fused[copy] > fused[best]:
                fused[copy], fused[best] = fused[best], fused[copy]


def _last(name: str) -> str:
    """A qualified name's last segment: `TeslaMate.Locations.GeoFence` is `GeoFence`."""
    return name.rsplit(".", 1)[-1]
