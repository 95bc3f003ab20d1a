"""Which folder is the repository: a named root, ``$CODESIFT_ROOT``, or the repository the
working folder is in (``repository_folder``).

Apart from ``index.py`` because the CLI and the MCP server resolve roots before any index
exists (to compare two roots, or to refuse ``/`` and the home folder as a project).

>>> resolve_root("/tmp") == os.path.realpath("/tmp")
True
"""
from __future__ import annotations

import os

from .errors import CodesiftError, printable


def check_root_type(root: object) -> None:
    """INVALID_ROOT for a root that is no path (``Index(5)``, ``load_settings(["."])``):
    ``resolve_root`` and ``config.load_settings`` refuse it alike, with this message."""
    if not isinstance(root, (str, os.PathLike)):
        raise CodesiftError("INVALID_ROOT", f"root must be a path, got {type(root).__name__}")
    if "\0" in str(os.fspath(root)):   # os.path raised ValueError("embedded null byte")
        raise CodesiftError("INVALID_ROOT", "the root contains a NUL byte")


def resolve_root(root: str | os.PathLike[str] | None) -> str:
    """``root`` > ``$CODESIFT_ROOT`` > the repository the working directory is in
    (``repository_folder``); must exist; canonicalized. A named root is taken as given."""
    if root is not None:
        check_root_type(root)
    if root is not None and not os.fspath(root).strip():
        # An empty value is a variable that was not set, not a request for the default (the
        # CLI's `--root ""` and the MCP tools' `root: ""` are refused alike).
        raise CodesiftError("INVALID_ROOT", "root is empty; it takes a directory (None for "
                            "$CODESIFT_ROOT or the working directory)")
    chosen = os.fspath(root or os.environ.get("CODESIFT_ROOT")
                       or repository_folder(working_folder()))
    real = os.path.realpath(os.path.expanduser(chosen))
    if not os.path.isdir(real):
        # A name's bytes that are no UTF-8 (`$'/tmp/\xff'`) shown as U+FFFD, not `\udcff`.
        raise CodesiftError("INVALID_ROOT", f"root {printable(chosen)!r} is not an existing directory")
    if real == os.path.sep:
        # Every file on the machine, codesift's own cache included: never what anyone means.
        raise CodesiftError("INVALID_ROOT", "the filesystem root is not a project root")
    if git_directory(real):
        # git's own files (objects, refs, hooks) indexed as the project: `git ls-files` cannot
        # list there ("must be run in a work tree"), so the scandir walk read them all.
        raise CodesiftError("INVALID_ROOT", f"root {printable(chosen)!r} is a git directory (no "
                            "work tree); name a checkout")
    if not os.access(real, os.R_OK | os.X_OK):
        # Else its codesift.toml's PermissionError read as a config error (INVALID_CONFIG).
        raise CodesiftError("INVALID_ROOT", f"root {chosen!r} cannot be read (permission denied)")
    return real


def gone_root(root: str | None) -> str | None:
    """The canonical path of a named ``root`` that no longer exists, or None (no name, or one
    that exists): ``clean`` removes a deleted or moved repository's indexes, whose folders
    are named by that path, where ``resolve_root`` refuses it as INVALID_ROOT."""
    if not root or not root.strip() or "\0" in root:
        return None
    real = os.path.realpath(os.path.expanduser(root))
    return None if os.path.lexists(real) else real


def git_directory(real: str) -> bool:
    """Whether the canonical folder ``real`` is git's own: a ``.git`` folder or one inside it
    (a submodule's ``.git/modules/lib``), or a bare repository (``HEAD``, ``objects/`` and
    ``refs/`` with no ``.git``). A stat or two: every command resolves its root."""
    if ".git" in real.split(os.sep):
        return True
    return (os.path.isfile(os.path.join(real, "HEAD"))
            and os.path.isdir(os.path.join(real, "objects"))
            and os.path.isdir(os.path.join(real, "refs"))
            and not os.path.lexists(os.path.join(real, ".git")))


def working_folder() -> str:
    """The working directory; INVALID_ROOT, not a bare ``FileNotFoundError``, once it is deleted."""
    try:
        return os.getcwd()
    except FileNotFoundError:
        raise CodesiftError("INVALID_ROOT", "the working directory no longer exists (deleted "
                            "since this process started there); name the root") from None


def repository_folder(cwd: str) -> str:
    """The nearest folder at or above ``cwd`` holding a ``.git`` (a folder, or the file of a
    linked worktree or submodule) or a ``codesift.toml``; ``cwd`` itself when none does.

    In ``src/`` of a repository the root was ``src/``: the repository's codesift.toml (its
    ignore patterns) went unread, a second index of the subtree was built, and hits outside
    it were missing. The look-up stops below the home folder and ``/``, which are no project
    (a dotfiles repository in ``~`` would make every folder under it one repository; see
    ``broad_working_folder``). A few lstats, no git process: every command pays for it.
    """
    cwd = os.path.realpath(cwd)
    home = os.path.realpath(os.path.expanduser("~"))
    folder = cwd
    while folder != home:
        parent = os.path.dirname(folder)
        if parent == folder:   # the filesystem root
            break
        if (os.path.lexists(os.path.join(folder, ".git"))
                or os.path.isfile(os.path.join(folder, "codesift.toml"))):
            return folder
        folder = parent
    return cwd


def broad_working_folder(named: str | None) -> str | None:
    """The working folder when it would become the root (no root ``named``, no CODESIFT_ROOT)
    and it is ``/`` or the home folder, which no one means as a project; else None."""
    if named is not None or os.environ.get("CODESIFT_ROOT"):
        return None
    cwd = os.path.realpath(working_folder())
    return cwd if cwd in (os.path.sep, os.path.realpath(os.path.expanduser("~"))) else None
