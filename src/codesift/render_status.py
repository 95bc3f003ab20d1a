"""``Index.status()`` and a running indexing pass as text: what ``codesift status`` prints and the
``index_status`` tool answers.

Apart from render.py, which renders search answers: status is read by people and agents
asking why an answer is partial or missing a file, and needs none of the budget machinery.

>>> print(status_text(Index(".").status()))   # doctest: +SKIP
"""
from __future__ import annotations

import os
import time

from .docline import visible
from .hints import ago, skip_counts


def pass_line(running: dict) -> str:
    """A running indexing pass in one line: ``pid 4242: 310 of 1200 files scanned (25%)``."""
    owner = running.get("by") or "index"
    by = {"index": "", "library": " (a program, through the library)"}.get(owner, f" (codesift {owner})")
    if not running.get("total"):
        return f"pid {running.get('pid')}{by}: listing the files"
    pct = 100 * (running.get("done") or 0) // running["total"]
    return (f"pid {running.get('pid')}{by}: {running.get('done')} of {running['total']} files "
            f"scanned ({pct}%)")


def status_text(st: dict) -> str:
    """``Index.status()`` as ``codesift status`` and the ``index_status`` tool print it."""
    langs = ", ".join(f"{k} {v}" for k, v in sorted(st["languages"].items(), key=lambda kv: -kv[1]))
    size = (f"{st['index_bytes'] / 1e6:.1f} MB" if os.path.isdir(st["index_path"])
            else "not created yet")
    lines = [f"root:     {st['root']}", f"index:    {st['index_path']} ({size})",
             f"files:    {st['files']}   chunks: {st['chunks']}", f"languages: {langs or '-'}"]
    last = st.get("last_refresh") or {}
    if last:
        age = st.get("last_refresh_age_s")
        state = "complete" if last.get("complete") else (
            f"partial, {last.get('scanned')} of {last.get('total')} files scanned "
            f"({last.get('stopped') or 'stopped'})")
        lines.append(f"refresh:  {last.get('mode')}, {age or 0:.0f}s ago, {state}: "
                     f"{last.get('added', 0)} added, {last.get('changed', 0)} changed, "
                     f"{last.get('removed', 0)} removed, {last.get('rehashed', 0)} rehashed")
        if last.get("skipped"):   # why a file an agent asks for may not be there
            lines.append(f"skipped:  {skip_counts(last['skipped'])}")
    elif st["files"] and not st.get("running"):
        lines.append("refresh:  never finished: the first pass was stopped" + (
            "" if st.get("read_only") else "; a search or `codesift index` completes it"))
    else:
        lines.append("refresh:  never")
    if st.get("read_only"):
        lines.append("access:   read-only (this process cannot write the index directory): "
                     "answers come from the index as last updated, without refreshing it")
    if st.get("running"):
        lines.append(f"running:  {pass_line(st['running'])}")
    elif st.get("unfinished"):
        u = st["unfinished"]
        lines.append(f"unfinished: the last pass ({pass_line(u)}, "
                     f"started {max(0, time.time() - (u.get('started') or time.time())):.0f}s ago) "
                     "was killed before it finished; "
                     + ("the refresh line above is the pass before it; " if last else "")
                     + "what it committed is kept, and the next search or `codesift index` "
                     "goes on from there")
    if st.get("background_failed"):
        f = st["background_failed"]
        lines.append(f"failed:   the last background index pass (pid {f.get('pid')}, "
                     f"{ago(max(0.0, time.time() - (f.get('at') or time.time())))}) failed: "
                     f"error[{f.get('code')}]: {f.get('message')} (log: {f.get('log')})")
    if st.get("damaged"):
        lines.append(f"damaged:  {st['damaged']} — the next search or `codesift index` "
                     "rebuilds it")
    if st.get("rebuilt"):
        r = st["rebuilt"]
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(r.get("at", 0)))
        lines.append(f"rebuilt:  {when}, because: {r.get('reason')}")
    return visible("\n".join(lines) + "\n")
