"""The walk on real trees: real files in tmp_path, real git repositories, no mocks."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from codesift.errors import CodesiftError
from codesift.walk import WalkResult, skip_by_content, skip_by_stat, walk
from conftest import write_file as write

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
pytestmark = pytest.mark.usefixtures("isolated_git")


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True,
                          text=True).stdout


def git_init(repo: Path) -> None:
    git(repo, "init", "-q")


def commit_all(repo: Path) -> None:
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "c")


# --- a tree exercising every name rule, walked in both modes --------------------------------

def make_tree(root: Path) -> list[str]:
    """Build a tree with nested .gitignore files and default-skipped names; return what stays."""
    write(root, ".gitignore", b"*.log\nlogs/\n/top_only.txt\ndocs/internal/*.md\n")
    write(root, "pkg/.gitignore", b"*.py\n!keep.py\n/gen/\n")
    write(root, "pkg/sub/.gitignore", b"!*.log\n")
    kept = [
        ".gitignore", "pkg/.gitignore", "pkg/sub/.gitignore",
        "a.py", "sub/top_only.txt", "docs/readme.md", "docs/internal/deeper/ok.md",
        "logs",                       # a file: "logs/" only matches folders
        "pkg/keep.py", "pkg/sub/keep.py", "pkg/sub/gen/g.txt", "pkg/sub/trace.log",
        "src/build/__init__.py", "src/build/api.py",   # a package named like a build folder
        "src/coverage/__init__.py", ".env.example", "web/app.js", "Cargo.toml",
    ]
    dropped = [
        "top_only.txt", "x.log", "x/logs/f.txt", "docs/internal/secret.md",   # root .gitignore
        "pkg/drop.py", "pkg/sub/drop.py", "pkg/gen/g.txt", "pkg/note.log",    # pkg/.gitignore
        "node_modules/left-pad/index.js", ".venv/lib/site.py", "a/__pycache__/m.pyc",
        "vendor/x/y.go", "dist/bundle.js", "build/lib/pkg/__init__.py", "foo.egg-info/PKG-INFO",
        "target/CACHEDIR.TAG", "target/debug/main.rs", "env/pyvenv.cfg", "env/lib/x.py",
        "Cargo.lock", "package-lock.json", "img/logo.PNG", "lib.so", "web/app.min.js",
        "web/app.js.map", ".env", "certs/server.key", "id_rsa",
    ]
    for rel in kept + dropped:
        if not (root / rel).exists():
            write(root, rel)
    return sorted(kept)


def test_scan_mode_honours_nested_gitignore_and_skip_lists(tmp_path: Path) -> None:
    expected = make_tree(tmp_path)
    result = walk(str(tmp_path))
    assert isinstance(result, WalkResult)
    assert result.git is False
    assert result.files == expected
    assert result.skipped["gitignore"] == 8
    assert result.skipped["ignored_dir"] == 7   # node_modules .venv __pycache__ vendor dist build egg-info
    assert result.skipped["cache_dir"] == 1 and result.skipped["venv"] == 1
    assert result.skipped["lockfile"] == 2 and result.skipped["secret"] == 3


@needs_git
def test_git_mode_gives_the_same_files_as_the_scan(tmp_path: Path) -> None:
    expected = make_tree(tmp_path)
    scanned = walk(str(tmp_path))
    git_init(tmp_path)
    git(tmp_path, "add", "a.py", "pkg", "docs")   # the rest stays untracked
    git(tmp_path, "commit", "-qm", "c")
    listed = walk(str(tmp_path))
    assert listed.git is True
    assert listed.files == scanned.files == expected
    # Committing the noise does not let it in: the skip lists apply in both modes.
    git(tmp_path, "add", "-f", "node_modules", "Cargo.lock", ".env", "dist", "env")
    git(tmp_path, "commit", "-qm", "noise")
    assert walk(str(tmp_path)).files == expected


def make_ignore_tree(root: Path) -> list[str]:
    """A tree with ripgrep's .ignore and .rgignore files beside .gitignore ones; return what
    both walks keep (a gitignored file a .ignore re-includes aside: see the test)."""
    write(root, ".gitignore", b"*.gen\nprivate/\n")
    write(root, ".ignore", b"!keep.gen\nvendored/\n*.tmp\n")
    write(root, ".rgignore", b"!wanted.tmp\nsub/dropped.py\n")
    write(root, "sub/.ignore", b"local.py\n!mine.tmp\n!dropped.py\n")
    kept = [".gitignore", ".ignore", ".rgignore", "sub/.ignore", "a.py", "wanted.tmp",
            "sub/b.py", "sub/mine.tmp", "sub/deeper/c.py"]
    dropped = ["x.gen", "keep.gen", "private/o.py", "vendored/lib.py", "vendored/more/m.py",
               "notes.tmp", "sub/local.py", "sub/dropped.py", "sub/deeper/d.tmp",
               "sub/deeper/local.py"]
    for rel in kept + dropped:
        if not (root / rel).exists():
            write(root, rel)
    return sorted(kept)


@pytest.mark.parametrize("use_git", [False, pytest.param(True, marks=needs_git)])
def test_ignore_and_rgignore_files_hide_as_ripgrep_ranks_them(tmp_path: Path,
                                                              use_git: bool) -> None:
    """A .rgignore match beats any .ignore one, which beats any .gitignore one; within a kind
    the deepest file decides (sub/.ignore's `!mine.tmp` over the root's `*.tmp`, the root's
    .rgignore `sub/dropped.py` over sub/.ignore's `!dropped.py`)."""
    expected = make_ignore_tree(tmp_path)
    if use_git:
        git_init(tmp_path)
        git(tmp_path, "add", "-A")
        git(tmp_path, "add", "-f", "private/o.py")   # tracked in a gitignored folder
        git(tmp_path, "commit", "-qm", "c")
        write(tmp_path, "sub/new.tmp")          # untracked, hidden by the root's .ignore
    result = walk(str(tmp_path))
    assert result.git is use_git
    if use_git:
        # git lists neither a gitignored untracked file (a .ignore's `!keep.gen` cannot bring it
        # back) nor counts it; it lists the tracked private/o.py, which no .ignore hides.
        assert result.files == sorted([*expected, "private/o.py"])
        assert result.skipped == {"ignore_file": 7}   # vendored/ once, 6 files
    else:
        assert result.files == sorted([*expected, "keep.gen"])
        assert result.skipped == {"gitignore": 2, "ignore_file": 6}   # vendored/ counts once


@needs_git
def test_git_mode_includes_untracked_files_but_not_ignored_ones(tmp_path: Path) -> None:
    write(tmp_path, ".gitignore", b"*.tmp\n")
    write(tmp_path, "tracked.py")
    git_init(tmp_path)
    commit_all(tmp_path)
    write(tmp_path, "new/untracked.py")
    write(tmp_path, "scratch.tmp")
    result = walk(str(tmp_path))
    assert result.git is True
    assert result.files == [".gitignore", "new/untracked.py", "tracked.py"]


@needs_git
def test_root_that_is_a_subfolder_of_a_repo(tmp_path: Path) -> None:
    write(tmp_path, ".gitignore", b"*.log\n")
    write(tmp_path, "top.py")
    write(tmp_path, "sub/a.py")
    write(tmp_path, "sub/deeper/b.py")
    write(tmp_path, "sub/x.log")
    git_init(tmp_path)
    commit_all(tmp_path)
    write(tmp_path, "sub/new.py")
    result = walk(str(tmp_path / "sub"))
    assert result.git is True
    assert result.files == ["a.py", "deeper/b.py", "new.py"]


@needs_git
def test_git_missing_falls_back_to_the_scan(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    expected = make_tree(tmp_path)
    git_init(tmp_path)
    commit_all(tmp_path)
    monkeypatch.setenv("PATH", str(tmp_path / "no-bin-here"))
    result = walk(str(tmp_path))
    assert result.git is False
    assert result.files == expected   # .git itself is skipped by the scan


@needs_git
def test_folder_git_hides_entirely_is_scanned(tmp_path: Path) -> None:
    """A dotfiles repo ignoring "*" must not make a project below it look empty."""
    write(tmp_path, ".gitignore", b"*\n")
    git_init(tmp_path)
    write(tmp_path, "projects/app/main.py")
    result = walk(str(tmp_path / "projects" / "app"))
    assert result.git is False
    assert result.files == ["main.py"]


@needs_git
def test_submodules_and_nested_repositories_are_not_entered(tmp_path: Path) -> None:
    write(tmp_path, "outer.py")
    inner = tmp_path / "inner"
    write(inner, "i.py")
    git_init(inner)
    commit_all(inner)
    git_init(tmp_path)
    git(tmp_path, "add", "outer.py", "inner")   # "inner" becomes a gitlink
    git(tmp_path, "commit", "-qm", "c")
    loose = tmp_path / "loose"
    write(loose, "l.py")
    git_init(loose)                               # untracked nested repository
    result = walk(str(tmp_path))
    assert result.files == ["outer.py"]
    assert result.skipped["submodule"] == 1 and result.skipped["nested_repo"] == 1


# --- individual rules --------------------------------------------------------------------

@pytest.mark.parametrize("name", [
    "package-lock.json", "yarn.lock", "pnpm-lock.yaml", "Cargo.lock", "poetry.lock",
    "Pipfile.lock", "go.sum", "composer.lock", "Gemfile.lock", "uv.lock", "mise.lock",
    ".terraform.lock.hcl", "pylock.toml", "Cartfile.resolved",
])
def test_lockfiles_are_skipped(tmp_path: Path, name: str) -> None:
    write(tmp_path, f"app/{name}", b"{}\n")
    write(tmp_path, "app/main.py")
    result = walk(str(tmp_path))
    assert result.files == ["app/main.py"]
    assert result.skipped == {"lockfile": 1}


@pytest.mark.parametrize("name", [
    "Cargo.lock.msrv", "Gemfile.lock_old", "1.63.Cargo.lock", "yarn.lock.bak", "devenv.lock",
])
def test_a_lockfiles_copy_under_another_name_is_skipped(tmp_path: Path, name: str) -> None:
    # fancy-regex's and minijinja's `Cargo.lock.msrv` (4,056 lines of pins), aasm's
    # `Gemfile.lock_old`, rust-url's `ci-lockfiles/1.63.Cargo.lock` were indexed as text.
    write(tmp_path, f"ci/{name}", b"version = 3\n")
    for kept in ("ci/clock.rs", "ci/block.lock.rs", "ci/lock.py", "ci/deadlock.md"):
        write(tmp_path, kept)
    result = walk(str(tmp_path))
    assert result.files == ["ci/block.lock.rs", "ci/clock.rs", "ci/deadlock.md", "ci/lock.py"]
    assert result.skipped == {"lockfile": 1}


def test_a_github_pages_nojekyll_switch_is_skipped(tmp_path: Path) -> None:
    # ioredis' docs/.nojekyll ("TypeDoc added this file to prevent GitHub Pages from using
    # Jekyll…") was a chunk of its own; pino's empty one was listed.
    write(tmp_path, "docs/.nojekyll", b"TypeDoc added this file to prevent GitHub Pages from "
          b"using Jekyll.\n")
    write(tmp_path, ".nojekyll", b"")
    write(tmp_path, "docs/index.md", b"# Docs\n")
    result = walk(str(tmp_path))
    assert result.files == ["docs/index.md"]
    assert result.skipped == {"site_switch": 2}


def test_a_reuse_license_sidecar_is_skipped(tmp_path: Path) -> None:
    # pretalx annotates each of its 244 vendored flag images and its workflow files with a
    # REUSE `X.license` companion (`SPDX-FileCopyrightText: 2025 NONE` / `SPDX-License-
    # Identifier: CC0-1.0`): 295 chunks of two tags. A licence's own text so named is kept.
    tags = b"SPDX-FileCopyrightText: 2025 NONE\n\nSPDX-License-Identifier: CC0-1.0\n"
    for rel in ("static/flags/ad.png.license", ".github/PULL_REQUEST_TEMPLATE.md.license",
                ".gitignore.license"):
        write(tmp_path, rel, tags)
    write(tmp_path, "LICENSES/MIT.license", b"MIT License\n")
    result = walk(str(tmp_path))
    assert result.files == ["LICENSES/MIT.license"]
    assert result.skipped == {"license_sidecar": 3}


def test_binary_formats_are_skipped_by_name(tmp_path: Path) -> None:
    for rel in ["a.png", "b.JPG", "c.woff2", "d.mp4", "e.zip", "f.tar.gz", "g.pdf", "h.docx",
                "i.pyc", "j.so", "k.o", "l.class", "m.jar", "n.dll", "o.exe", "p.wasm"]:
        write(tmp_path, rel)
    write(tmp_path, "keep.py")
    result = walk(str(tmp_path))
    assert result.files == ["keep.py"]
    assert sum(result.skipped.values()) == 16
    assert result.skipped["media"] == 4 and result.skipped["compiled"] == 7


def test_minified_names_and_source_maps(tmp_path: Path) -> None:
    for rel in ["app.min.js", "style.min.css", "app.js.map", "app.js", "style.css"]:
        write(tmp_path, rel)
    result = walk(str(tmp_path))
    assert result.files == ["app.js", "style.css"]
    assert result.skipped == {"minified_name": 2, "sourcemap": 1}


def test_secrets_are_skipped_and_templates_kept(tmp_path: Path) -> None:
    secrets = [".env", ".env.local", "prod.env", "tls/server.pem", "tls/server.key",
               "tls/client.p12", "tls/client.pfx", "id_rsa", "id_ed25519.pub", ".npmrc",
               ".pypirc", ".netrc", "credentials.json", "infra/terraform.tfstate"]
    kept = [".env.example", ".env.sample", "env.py", "keys.py", "settings.py"]
    for rel in secrets + kept:
        write(tmp_path, rel)
    result = walk(str(tmp_path))
    assert result.files == sorted(kept)
    assert result.skipped == {"secret": len(secrets)}


def test_extra_ignores_match_the_root_relative_path(tmp_path: Path) -> None:
    for rel in ["a.txt", "keep.txt", "top.md", "sub/top.md", "docs/x.md", "docs/keep.txt",
                "src/main.py"]:
        write(tmp_path, rel)
    patterns = ["*.txt", "!keep.txt", "/top.md", "docs/"]
    result = walk(str(tmp_path), extra_ignores=patterns)
    # docs/keep.txt stays out: as in git, nothing is re-included below an excluded folder.
    expected = ["keep.txt", "src/main.py", "sub/top.md"]
    assert result.files == expected
    assert result.skipped == {"extra_ignore": 3}
    if shutil.which("git"):
        git_init(tmp_path)
        listed = walk(str(tmp_path), extra_ignores=patterns)
        assert listed.git is True
        assert listed.files == expected


@pytest.mark.parametrize("use_git", [False, pytest.param(True, marks=needs_git)])
def test_a_negated_pattern_keeps_a_folder_the_skip_lists_drop(tmp_path: Path, use_git: bool) -> None:
    # A `build/` of scripts, an `out/` of classes, a vendored library the agent must read: the
    # default lists skip them by name; the user's `!build/` (ignore or --ignore) is the way out,
    # in both modes alike: the folder named, not the skipped ones inside it. Version control's
    # folders stay out whatever is asked.
    for rel in ["src/build/context.js", "pkg/out/Writer.class", "vendor/lib/x.go", "main.go",
                "vendor/lib/node_modules/dep/index.js", "src/build/.venv/site.py"]:
        write(tmp_path, rel)
    if use_git:
        git_init(tmp_path)
        commit_all(tmp_path)
    write(tmp_path, "vendor/lib/untracked.go")
    assert walk(str(tmp_path)).files == ["main.go"]
    kept = walk(str(tmp_path), ["!build/", "!vendor/", "!.git/", "!*.go"])
    assert kept.files == ["main.go", "src/build/context.js", "vendor/lib/untracked.go",
                          "vendor/lib/x.go"]
    assert kept.git is use_git


@pytest.mark.parametrize("use_git", [False, pytest.param(True, marks=needs_git)])
def test_a_build_named_folder_of_package_sources_is_a_package(tmp_path: Path, use_git: bool) -> None:
    # coil's Kotlin package `coil3.target` (Target.kt, ImageViewTarget.kt) and commons-io's
    # `org.apache.commons.io.build` were skipped as build output, in both modes: a `.kt`,
    # `.java`, `.go`, `.rs` or `.zig` (arocc's `build/generate_def.zig`) directly in it makes
    # the folder a package. Output stays out: a `target/` holding only folders, a `dist/` of
    # bundles, a `build/` of generated C headers.
    for rel in ["src/main/kotlin/coil3/target/Target.kt", "src/org/io/build/Builder.java",
                "go/build/context.go", "build/probe.rs", "main.go", "target/classes/A.java",
                "tools/build/generate_def.zig",
                "dist/bundle.js", "out/config.h", "coverage/lcov.info"]:
        write(tmp_path, rel)
    if use_git:
        git_init(tmp_path)
        commit_all(tmp_path)
    assert walk(str(tmp_path)).files == [
        "build/probe.rs", "go/build/context.go", "main.go", "src/main/kotlin/coil3/target/Target.kt",
        "src/org/io/build/Builder.java", "tools/build/generate_def.zig"]


@pytest.mark.parametrize("pattern", ["!", "[z-a]"])   # the second raised re.error, no ValueError
def test_bad_extra_ignore_pattern_is_a_user_error(tmp_path: Path, pattern: str) -> None:
    with pytest.raises(CodesiftError) as info:
        walk(str(tmp_path), extra_ignores=[pattern])
    assert info.value.code == "INVALID_IGNORE"


# --- links, odd files, errors ------------------------------------------------------------

def make_links(root: Path) -> None:
    write(root, "real/file.py")
    outside = root.parent / f"{root.name}-outside"
    write(outside, "secret_plans.py")
    os.symlink("real/file.py", root / "file_link.py")
    os.symlink("real", root / "dir_link")
    os.symlink(outside, root / "out_link")
    os.symlink("..", root / "real" / "loop")          # a loop back to the root
    os.symlink("b", root / "a")                        # a dangling two-link cycle
    os.symlink("a", root / "b")


def test_symlinks_are_never_followed(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    root.mkdir()
    make_links(root)
    result = walk(str(root))
    assert result.files == ["real/file.py"]
    assert result.skipped == {"symlink": 6}


@needs_git
def test_symlinks_in_git_mode(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    root.mkdir()
    make_links(root)
    git_init(root)
    commit_all(root)
    result = walk(str(root))
    assert result.git is True
    assert result.files == ["real/file.py"]   # tracked links carry mode 120000 in the index
    assert result.skipped == {"symlink": 6}


def test_skip_by_stat(tmp_path: Path) -> None:
    big = write(tmp_path, "big.py", b"x" * 2_000)
    assert skip_by_stat(os.lstat(big), max_file_bytes=1_000) == "oversize"
    assert skip_by_stat(os.lstat(big), max_file_bytes=2_000) is None
    os.symlink(big, tmp_path / "link.py")
    assert skip_by_stat(os.lstat(tmp_path / "link.py"), 10_000) == "symlink"
    assert skip_by_stat(os.lstat(tmp_path), 10_000) == "not_file"
    os.mkfifo(tmp_path / "pipe")
    assert skip_by_stat(os.lstat(tmp_path / "pipe"), 10_000) == "not_file"


def test_skip_by_content_binary() -> None:
    assert skip_by_content(b"\x7fELF\x00\x01") == "binary"
    assert skip_by_content(b"a" * 8_191 + b"\0") == "binary"
    # qs's logos/Logo.ai: a PDF by content, whatever its name, even with no NUL early on.
    assert skip_by_content(b"%PDF-1.6\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog>>\n") == "binary"
    assert skip_by_content(b"The %PDF- marker opens a PDF.\n") is None
    assert skip_by_content(b"a\n" * 4_096 + b"\0") is None   # NUL past the first 8 KB
    assert skip_by_content(b"") is None


def test_skip_by_content_armored() -> None:
    # jq's 213 sig/*.asc release signatures were indexed, each summarised by a line of base64;
    # a certificate or key outside the secret suffixes too. Text around the armor stays.
    sig = (b"-----BEGIN PGP SIGNATURE-----\n\niQIzBAABCgAdFiEEkwealRHvwLfWzb+1sNpg+0VL\n"
           b"=abcd\n-----END PGP SIGNATURE-----\n")
    assert skip_by_content(sig, "text", "sig/v1.7/jq-linux-amd64.asc") == "armored"
    chain = (b"-----BEGIN CERTIFICATE-----\r\nMIIB\r\n-----END CERTIFICATE-----\r\n"
             b"-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----\n")
    assert skip_by_content(chain, "text", "tests/fullchain.crt") == "armored"
    dumped = b"Certificate:\n    Data:\n-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n"
    signed = (b"-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nRelease notes.\n"
              b"-----BEGIN PGP SIGNATURE-----\nabc\n-----END PGP SIGNATURE-----\n")
    noted = b"-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----\nUse it to verify.\n"
    assert [skip_by_content(d, "text", "k.txt") for d in (dumped, signed, noted)] == [None] * 3


def test_skip_by_content_minified() -> None:
    one_long_line = b"var a=1;" * 300 + b"\n" + b"x\n" * 2_000            # 2,400-char line
    assert skip_by_content(one_long_line) == "minified"
    # In code, one long constant is not minification: most of the text is ordinary lines.
    source = (b"fn f() {}\n" * 500 + b'const COLORS: &str = "' + b"di=0;38;5;81:" * 230
              + b'";\n' + b"fn g() {}\n" * 500)                                  # 3,000-char line
    assert skip_by_content(source) == "minified"
    assert skip_by_content(source, "rust") is None
    # CryptoSwift's AES.swift: cipher code around lookup tables of 3,100 characters a line,
    # two thirds of the bytes; its 100 and more ordinary lines make it source all the same.
    table = b"  static let T0: Array<UInt32> = [" + b"0xc66363a5, " * 260 + b"]\n"
    cipher = b"  func encrypt(block: ArraySlice<UInt8>) -> Array<UInt8>? {\n" * 120 + table * 6
    assert skip_by_content(cipher, "swift") is None
    assert skip_by_content(cipher[:60 * 99] + table * 6, "swift") == "minified"
    bundle = b"/*! lib v1 | MIT */\n" + b"var a=1;" * 1_000 + b"\n"           # 8,000-char line
    assert skip_by_content(bundle, "javascript") == "minified"
    wide = (b"y" * 450 + b"\n") * 12                                      # mean line 451
    assert skip_by_content(wide) == "minified"
    ordinary = b"    return compute(value, other_value)  # comment\n" * 2_000
    assert skip_by_content(ordinary) is None
    assert skip_by_content(b"z" * 4_000) is None                          # under 5,000 chars
    assert skip_by_content(b"w" * 2_000 + b"\n" + b"ok\n" * 2_000) is None  # line of exactly 2,000


def test_small_minified_javascript_and_css_are_skipped(tmp_path: Path) -> None:
    """CTFd's themes commit their Vite builds: one-line chunks of 465 to 4,324 characters
    (`static/assets/pages/audience-DJcsK9l_.js`) were indexed beside the Vue source."""
    chunk = (b'import{_ as u,C as h}from"./pages/main-CA4_OjGq.js";const w={props:{type:String},'
             b'data:function(){return{page:1,comments:[]}},methods:{loadComments:function(){'
             + b'this.page++,h.fetch("/api/v1/comments").then(t=>t.json());' * 12 + b"}}};\n")
    css = b".challenge-button{box-shadow:3px 3px 3px grey;}" * 12 + b"\n"
    assets = tmp_path / "static" / "assets"
    assets.mkdir(parents=True)
    (assets / "CommentBox-Ll_d0V3v.js").write_bytes(chunk)
    (assets / "challenge-Drt7zm1v.css").write_bytes(css)
    hand = b"export function loadComments(page) {\n  return fetch(`/api/v1/comments?page=${page}`);\n}\n"
    (tmp_path / "comments.js").write_bytes(hand * 20)
    fixture = b'{"id": 1, "text": "' + b"lorem ipsum " * 100 + b'"}\n'     # a data sample
    (tmp_path / "sample.json").write_bytes(fixture)
    from codesift.languages import language_of
    from codesift.store.chunkpool import INDEXED, REFUSED, process_file

    def outcome(rel: str) -> tuple[str, str]:
        got = process_file(rel, str(tmp_path / rel), language_of(rel), None, 1_000_000)
        return got.status, got.reason

    assert sorted(walk(str(tmp_path)).files) == [
        "comments.js", "sample.json", "static/assets/CommentBox-Ll_d0V3v.js",
        "static/assets/challenge-Drt7zm1v.css"]
    assert outcome("static/assets/CommentBox-Ll_d0V3v.js") == (REFUSED, "minified")
    assert outcome("static/assets/challenge-Drt7zm1v.css") == (REFUSED, "minified")
    assert outcome("comments.js")[0] == INDEXED
    assert outcome("sample.json")[0] == INDEXED
    assert skip_by_content(b"var a=1;" * 49 + b"\n", "javascript") is None   # 392 characters


def test_built_bundles_are_skipped_by_their_tools_marks() -> None:
    """Unminified bundles (mobx's docs' browserify build of React, socket.io's `client-dist/`,
    phoenix's esbuild `priv/static/phoenix.js`) have ordinary lines; their tool's marks tell."""
    body = b"  function connect(url) {\n    return new Socket(url);\n  }\n" * 50
    browserify = (b"/**\n * React (with addons) v0.13.3\n */\n;(function(f) {\n})(function() {\n"
                  b"    var define, module, exports\n    return (function e(t, n, r) {\n"
                  b"        function s(o, u) {\n") + body
    esbuild = b"var Phoenix = (() => {\n  var __defProp = Object.defineProperty;\n" + body
    rollup = b"/*!\n * Socket.IO v4.8.3\n */\n" + body + b"//# sourceMappingURL=socket.io.js.map\n"
    css = b".a { color: red; }\n" * 50 + b"/*# sourceMappingURL=bulma.css.map */"
    for data, lang in ((browserify, "javascript"), (esbuild, "javascript"),
                       (rollup, "javascript"), (css, "css")):
        assert skip_by_content(data, lang) == "bundle"
    # A licence banner or a source-map link in a file of another language is no tool's mark.
    assert skip_by_content(b"/*!\n * body-parser\n * MIT Licensed\n */\n" + body,
                           "javascript") is None
    assert skip_by_content(body + b"//# sourceMappingURL=x.map\n", "markdown") is None


def test_info_manuals_are_skipped() -> None:
    # hledger's `hledger/hledger.info`: makeinfo's rendering of a manual whose source is kept.
    info = (b"This is hledger.info, produced by makeinfo version 7.3 from stdin.\n\n"
            b"INFO-DIR-SECTION User Applications\n\x1f\nFile: hledger.info,  Node: Top\n")
    assert skip_by_content(info, "text", "hledger/hledger.info") == "generated"
    split = b"This is emacs.info, produced by texi2any version 7.1 from emacs.texi.\n"
    assert skip_by_content(split, "", "info/emacs.info-1") == "generated"
    # Words that only begin alike are a text of their own.
    prose = b"This is hledger, produced by volunteers since 2007.\n"
    assert skip_by_content(prose, "text", "README") is None


def test_generated_html_pages_are_skipped() -> None:
    jazzy = (b'<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>RetryPolicy Class</title>\n'
             b'<meta name="generator" content="Jazzy 0.15.3">\n</head><body>docs</body></html>\n')
    javadoc = (b'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n'
               b"<!-- Generated by javadoc (build 1.6.0_45) on Thu May 23 2013 -->\n<html></html>\n")
    assert skip_by_content(jazzy, "html") == skip_by_content(javadoc, "html") == "generated"
    # Dokka names itself in no meta tag (Exposed's 4,228 pages under docs/api).
    dokka = (b'<!doctype html>\n<html class="no-js" lang="en">\n<head>\n'
             b'    <title>exposed-core</title>\n<script>var pathToRoot = "../";</script>\n'
             b'    <script>const storage = localStorage.getItem("dokka-dark-mode")\n'
             b'    </script>\n</head><body>docs</body></html>\n')
    assert skip_by_content(dokka, "html") == "generated"
    # A server-side template naming its app a generator is written by hand: pretalx's
    # base.html (`{% load i18n %}` above `<meta name="generator" content="pretalx">`), an ERB
    # layout's `<%= … %>`.
    django = (b'{% load i18n %}\n<!DOCTYPE html>\n<html>\n<head>\n'
              b'<meta name="generator" content="pretalx">\n</head><body>{% block content %}'
              b'{% endblock %}</body></html>\n')
    erb = (b'<!DOCTYPE html>\n<html>\n<head>\n'
           b'<meta name="generator" content="kramdown <%= ::Kramdown::VERSION %>" />\n</head>\n')
    assert skip_by_content(django, "html") is None and skip_by_content(erb, "html") is None
    # Nor does TypeDoc: its toolbar opens every page's body (ioredis's `docs/`).
    typedoc = (b'<!DOCTYPE html><html class="default" lang="en"><head><title>ioredis</title>'
               b'</head><body><header class="tsd-page-toolbar"><div>Redis</div></header>'
               b'</body></html>\n')
    assert skip_by_content(typedoc, "html") == "generated"
    # Jazzy's default theme names it only in its footer; its head links the theme's
    # stylesheet (RxSwift's 73 pages under docs/ were indexed).
    jazzy_apple = (b'<!DOCTYPE html>\n<html lang="en">\n  <head>\n'
                   b'    <title>DisposeBag Class Reference</title>\n'
                   b'    <link rel="stylesheet" type="text/css" href="../css/jazzy.css" />\n'
                   b'  </head>\n  <body>docs</body>\n</html>\n')
    assert skip_by_content(jazzy_apple, "html") == "generated"
    hand_written = b"<html><head><title>Retrofit</title></head><body>A client.</body></html>\n"
    assert skip_by_content(hand_written, "html") is None
    assert skip_by_content(jazzy, "markdown") is None   # only pages are judged by their head


def test_skip_by_content_counts_characters_not_bytes() -> None:
    # 350 CJK characters a line are 1,050 bytes: over 400 by bytes, under by characters.
    cjk = ("漢" * 350 + "\n").encode() * 20
    assert skip_by_content(cjk) is None
    long_cjk = ("字" * 1_500 + "\n").encode() + b"short line\n" * 500
    assert skip_by_content(long_cjk) is None
    assert skip_by_content(("字" * 2_500 + "\n").encode() * 3) == "minified"


def test_fifos_and_odd_gitignores_never_block_or_raise(tmp_path: Path) -> None:
    write(tmp_path, "a.py")
    os.mkfifo(tmp_path / "pipe")
    write(tmp_path, "sub1/b.py")
    os.mkfifo(tmp_path / "sub1" / ".gitignore")     # reading it would block forever
    (tmp_path / "sub2" / ".gitignore").mkdir(parents=True)
    write(tmp_path, "sub2/c.py")
    write(tmp_path, "sub3/.gitignore", b"!\n\\\n*.tmp\n\xff\xfe garbage\n")
    write(tmp_path, "sub3/d.py")
    write(tmp_path, "sub3/e.tmp")
    result = walk(str(tmp_path))
    assert result.files == ["a.py", "sub1/b.py", "sub2/c.py", "sub3/.gitignore", "sub3/d.py"]
    assert result.skipped["not_file"] == 2 and result.skipped["gitignore"] == 1


def test_missing_root_does_not_raise(tmp_path: Path) -> None:
    result = walk(str(tmp_path / "nope"))
    assert result.files == [] and result.skipped == {"unreadable": 1}


def test_unreadable_folder(tmp_path: Path) -> None:
    write(tmp_path, "ok.py")
    locked = tmp_path / "locked"
    write(locked, "hidden.py")
    locked.chmod(0)
    try:
        result = walk(str(tmp_path))
        if os.access(locked, os.R_OK):   # root reads it anyway: only "does not raise" holds
            assert result.files == ["locked/hidden.py", "ok.py"]
        else:
            assert result.files == ["ok.py"]
            assert result.skipped == {"unreadable": 1}
    finally:
        locked.chmod(0o755)


def test_folder_past_path_max_is_counted_not_raised(tmp_path: Path) -> None:
    """A tree deeper than PATH_MAX makes scandir fail even for root: a real, portable error."""
    write(tmp_path, "ok.py")
    fd = os.open(tmp_path, os.O_RDONLY)
    try:
        for _ in range(25):                       # 25 x 201 bytes > 4,096
            os.mkdir("d" * 200, dir_fd=fd)
            inner = os.open("d" * 200, os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = inner
        os.close(os.open("deep.py", os.O_CREAT | os.O_WRONLY, 0o644, dir_fd=fd))
    finally:
        os.close(fd)
    result = walk(str(tmp_path))
    assert result.files == ["ok.py"]
    assert result.skipped == {"unreadable": 1}
    shutil.rmtree(tmp_path / ("d" * 200))          # fd-based, so the depth is no problem


@pytest.mark.parametrize("use_git", [False, True])
def test_deep_tree_is_walked_without_recursion(tmp_path: Path, use_git: bool) -> None:
    if use_git and shutil.which("git") is None:
        pytest.skip("git is not installed")
    folders = [str(tmp_path)]
    for _ in range(1_500):                          # deeper than Python's recursion limit
        folders.append(os.path.join(folders[-1], "a"))
        os.mkdir(folders[-1])                       # (os.makedirs itself recurses)
    leaf = os.path.join(folders[-1], "leaf.py")
    Path(leaf).write_bytes(b"x = 1\n")
    try:
        if use_git:
            git_init(tmp_path)
        result = walk(str(tmp_path))
        assert result.git is use_git
        assert result.files == ["/".join(["a"] * 1_500) + "/leaf.py"]
    finally:
        # pytest's own cleanup of old tmp dirs is a recursive rmtree that would hit the
        # recursion limit on this tree (in every later session on the machine): remove it here.
        os.unlink(leaf)
        for folder in reversed(folders[1:]):
            os.rmdir(folder)


@pytest.mark.parametrize("use_git", [False, True])
def test_non_utf8_names_are_skipped_and_counted(tmp_path: Path, use_git: bool) -> None:
    if use_git and shutil.which("git") is None:
        pytest.skip("git is not installed")
    base = os.fsencode(tmp_path)
    with open(os.path.join(base, b"bad\xff.py"), "wb") as fh:
        fh.write(b"x = 1\n")
    os.mkdir(os.path.join(base, b"dir\xfe"))
    with open(os.path.join(base, b"dir\xfe", b"inside.py"), "wb") as fh:
        fh.write(b"x = 1\n")
    write(tmp_path, "good.py")
    write(tmp_path, "caf\u00e9.py")                  # valid UTF-8 beyond ASCII is fine
    if use_git:
        git_init(tmp_path)
    result = walk(str(tmp_path))
    assert result.git is use_git
    assert result.files == ["caf\u00e9.py", "good.py"]
    assert result.skipped == {"undecodable_name": 2}


def test_read_regular_reads_up_to_its_cap_and_only_regular_files(tmp_path: Path) -> None:
    from codesift.walk.reading import read_regular

    data = bytes(range(256)) * 40   # 10,240 bytes
    (tmp_path / "f.bin").write_bytes(data)
    path = str(tmp_path / "f.bin")
    for cap in (0, 1, 100, len(data) - 1, len(data), len(data) + 1, 1 << 20):
        assert read_regular(path, cap) == data[:cap], cap
    assert read_regular(path) == data
    (tmp_path / "empty").write_bytes(b"")
    assert read_regular(str(tmp_path / "empty"), 1 << 20) == b""
    os.symlink("f.bin", tmp_path / "link")
    os.mkfifo(tmp_path / "fifo")           # no writer: a blocking open would hang here
    assert read_regular(str(tmp_path / "link"), 100) is None
    assert read_regular(str(tmp_path / "fifo"), 100) is None
    assert read_regular(str(tmp_path), 100) is None
    assert read_regular(str(tmp_path / "missing")) is None


def test_the_search_path_loads_no_subprocess_module() -> None:
    # `subprocess` (with signal, selectors and locale, ~3 ms) is loaded only when git runs: a
    # search of an unchanged tree runs none, and every agent call pays the import path.
    probe = ("import sys, codesift.cli, codesift.index, codesift.search, codesift.render\n"
             "print(sorted(m for m in ('subprocess', 'selectors') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_a_python_packages_vendored_copies_are_skipped(tmp_path: Path) -> None:
    # bleach keeps html5lib in `bleach/_vendor/`, as pip and setuptools keep theirs: its
    # `Filter.allowed_token` answered a question about bleach's own sanitizer.
    for rel in ("bleach/sanitizer.py", "bleach/_vendor/html5lib/filters/sanitizer.py",
                "bleach/_vendor/vendor.txt"):
        write(tmp_path, rel)
    result = walk(str(tmp_path))
    assert result.files == ["bleach/sanitizer.py"]
    assert result.skipped["ignored_dir"] == 1


def test_c_and_cpp_spellings_of_third_party_are_skipped(tmp_path: Path) -> None:
    # taskflow vendors eigen, tbb and spdlog in `3rd-party/`: two in three of its chunks were
    # theirs. The scandir walk and git mode agree (git excludes by the same names).
    for rel in ("taskflow/core/executor.hpp", "3rd-party/tbb/task.h", "lib/3rdparty/x.c",
                "ThirdParty/zlib/zlib.h", "thirdparty/a.cpp", "docs/third-party/guide.md"):
        write(tmp_path, rel)
    result = walk(str(tmp_path))
    assert result.files == ["docs/third-party/guide.md", "taskflow/core/executor.hpp"]
    assert result.skipped["ignored_dir"] == 4


def test_extlibs_folder_is_skipped(tmp_path: Path) -> None:
    # SFML vendors glad, vulkan, stb_image and miniaudio in `extlibs/`: 8,083 of its 21,211
    # chunks were theirs.
    for rel in ("src/SFML/Window/Window.cpp", "extlibs/headers/glad/include/glad/gl.h",
                "extlibs/headers/stb_image/stb_image.h"):
        write(tmp_path, rel)
    result = walk(str(tmp_path))
    assert result.files == ["src/SFML/Window/Window.cpp"]
    assert result.skipped["ignored_dir"] == 1


def test_xcodes_swift_package_state_is_skipped(tmp_path: Path) -> None:
    # IceCubesApp commits `.swiftpm/xcode/` in each of its 11 packages: 16 `*.xcscheme` files
    # of IDE settings, TimelineTests.xcscheme the first answer to "tests for the timeline".
    for rel in ("Packages/Timeline/Sources/Timeline/TimelineView.swift",
                "Packages/Timeline/.swiftpm/xcode/xcshareddata/xcschemes/TimelineTests.xcscheme",
                "Packages/Timeline/.swiftpm/xcode/package.xcworkspace/contents.xcworkspacedata"):
        write(tmp_path, rel)
    result = walk(str(tmp_path))
    assert result.files == ["Packages/Timeline/Sources/Timeline/TimelineView.swift"]
    assert result.skipped["ignored_dir"] == 1


def walked_alike(root: Path, rels: tuple[str, ...]) -> WalkResult:
    """The scandir walk of a tree of ``rels``, after checking that git mode lists the same
    files once they are committed: build output is pruned by the same rule in both."""
    for rel in rels:
        write(root, rel)
    scanned = walk(str(root))
    git_init(root)
    commit_all(root)
    assert walk(str(root)).files == scanned.files
    return scanned


@needs_git
def test_a_static_site_s_build_output_is_skipped_in_both_modes(tmp_path: Path) -> None:
    # immer commits Jekyll's `_site/`: its readme again as a built page. Jekyll and Eleventy
    # write there by default; the site's sources (`website/`, `docs/`) stay.
    scanned = walked_alike(tmp_path, ("src/immer.ts", "_site/readme/index.html",
                                      "_site/assets/main.js", "website/docs/intro.md",
                                      "docs/_site_notes.md"))
    assert scanned.files == ["docs/_site_notes.md", "src/immer.ts", "website/docs/intro.md"]
    assert scanned.skipped["ignored_dir"] == 1


@needs_git
def test_javadoc_output_is_skipped_in_both_modes(tmp_path: Path) -> None:
    # jackson-jr commits 40 versions of its Javadoc in `docs/javadoc/`: the pages are skipped
    # as generated, but their `package-list`, `stylesheet.css` and `script.js` were indexed.
    # Javadoc's class index (`allclasses-frame.html` to Java 8, `allclasses-index.html` since)
    # marks the folder; a `docs/` without one is the project's own.
    scanned = walked_alike(tmp_path, (
        "src/main/java/com/x/JSON.java", "docs/javadoc/2.10/allclasses-frame.html",
        "docs/javadoc/2.10/package-list", "docs/javadoc/2.10/script.js",
        "docs/javadoc/2.10/stylesheet.css", "docs/api/17/allclasses-index.html",
        "docs/api/17/legal/LICENSE", "docs/api/17/element-list",
        "docs/guide/intro.md", "docs/guide/site.js"))
    assert scanned.files == ["docs/guide/intro.md", "docs/guide/site.js",
                             "src/main/java/com/x/JSON.java"]
    assert scanned.skipped["javadoc_output"] == 2


@needs_git
def test_jsdoc_output_is_skipped_in_both_modes(tmp_path: Path) -> None:
    # async commits its v2 and v3 JSDoc sites in `docs/`: a source page `<name>.js.html` beside
    # `index.html` marks the folder, its `scripts/` and `styles/` with it. The theme's own
    # source (`static/styles/jsdoc-default.css`, no pages) and a site of other pages stay.
    scanned = walked_alike(tmp_path, (
        "lib/apply.js", "docs/v3/index.html", "docs/v3/apply.js.html",
        "docs/v3/module-ControlFlow.html", "docs/v3/scripts/linenumber.js",
        "docs/v3/styles/jsdoc-default.css", "docs/v3/data/methodNames.json",
        "support/jsdoc/theme/static/styles/jsdoc-default.css",
        "support/jsdoc/theme/static/scripts/async.js", "site/index.html", "site/app.js"))
    assert scanned.files == ["lib/apply.js", "site/app.js", "site/index.html",
                             "support/jsdoc/theme/static/scripts/async.js",
                             "support/jsdoc/theme/static/styles/jsdoc-default.css"]
    assert scanned.skipped["jsdoc_output"] == 1


@needs_git
def test_jazzy_output_is_skipped_in_both_modes(tmp_path: Path) -> None:
    # RxSwift commits its Jazzy site in `docs/`: the pages were skipped as generated, not the
    # theme's `js/jazzy.js`, `js/typeahead.jquery.js`, `css/` and `search.json`. Jazzy writes
    # `undocumented.json` beside `index.html`; either alone is a project's own.
    scanned = walked_alike(tmp_path, (
        "Sources/RxSwift/Observable.swift", "docs/index.html", "docs/undocumented.json",
        "docs/search.json", "docs/js/jazzy.js", "docs/js/typeahead.jquery.js",
        "docs/css/jazzy.css", "docs/Classes/DisposeBag.html", "site/index.html",
        "site/app.js", "lint/undocumented.json"))
    assert scanned.files == ["Sources/RxSwift/Observable.swift", "lint/undocumented.json",
                             "site/app.js", "site/index.html"]
    assert scanned.skipped["jazzy_output"] == 1


@needs_git
def test_typedoc_s_assets_are_skipped_in_both_modes(tmp_path: Path) -> None:
    # ioredis commits its TypeDoc site in `docs/`: the pages were refused as generated, not
    # `assets/style.css`, `highlight.css` and `navigation.js`. TypeDoc writes `navigation.js`
    # and `search.js` beside `highlight.css`; a site holding two of them is its own.
    scanned = walked_alike(tmp_path, (
        "lib/Redis.ts", "docs/index.html", "docs/assets/navigation.js", "docs/assets/search.js",
        "docs/assets/highlight.css", "docs/assets/style.css", "docs/assets/main.js",
        "site/assets/search.js", "site/assets/highlight.css"))
    assert scanned.files == ["docs/index.html", "lib/Redis.ts", "site/assets/highlight.css",
                             "site/assets/search.js"]
    assert scanned.skipped["typedoc_output"] == 1


@needs_git
def test_an_aspnet_site_s_client_libraries_are_skipped_in_both_modes(tmp_path: Path) -> None:
    # FluentResults' MediatR sample commits what the ASP.NET Core template puts in
    # `wwwroot/lib/` (jQuery, Bootstrap, the validation plugins): 22 functions of
    # `jquery.validate.unobtrusive.js` were indexed. The site's own scripts and a `lib/`
    # elsewhere stay.
    scanned = walked_alike(tmp_path, (
        "src/Sample/Program.cs", "src/Sample/wwwroot/js/site.js",
        "src/Sample/wwwroot/lib/jquery-validation-unobtrusive/jquery.validate.unobtrusive.js",
        "src/Sample/wwwroot/lib/bootstrap/dist/js/bootstrap.js", "wwwroot/lib/jquery/jquery.js",
        "lib/util.js", "src/wwwroot_lib/lib/a.js"))
    assert scanned.files == ["lib/util.js", "src/Sample/Program.cs",
                             "src/Sample/wwwroot/js/site.js", "src/wwwroot_lib/lib/a.js"]
    assert scanned.skipped["ignored_dir"] == 2


@needs_git
def test_doxygen_html_output_is_skipped_in_both_modes(tmp_path: Path) -> None:
    # taskflow commits Doxygen's output in `docs/`: its pages are skipped as generated, but
    # its navigation and search-index scripts (`docs/search/all_0.js`) and `.md5` files were
    # indexed. Doxygen always writes `doxygen.css` there; a `docs/` without it is the
    # project's own.
    scanned = walked_alike(tmp_path, ("taskflow/core/executor.hpp", "docs/doxygen.css",
                                      "docs/Algorithms.js", "docs/search/all_0.js",
                                      "docs/graph.md5", "guide/intro.md", "guide/custom.css"))
    assert scanned.files == ["guide/custom.css", "guide/intro.md", "taskflow/core/executor.hpp"]
    assert scanned.skipped["doxygen_output"] == 1


def test_a_padded_table_is_no_minified_file() -> None:
    # teslamate's environment_variables.md: a Markdown table Prettier aligns, every row padded
    # to its widest cell (534 characters), was refused as minified; its variables were found
    # nowhere. Padding is no content; minified text and data with long lines stay refused.
    row = b"| **DATABASE_USER** " + b" " * 30 + b"| Username. " + b" " * 480 + b"|\n"
    page = b"---\ntitle: Environment Variables\n---\n\n" + row * 64
    assert len(page) / page.count(b"\n") > 400
    assert skip_by_content(page, "markdown") is None
    dense = b"| " + b"cell | " * 76 + b"\n"
    assert skip_by_content(dense * 64, "markdown") == "minified"
    wide = (b"y" * 450 + b"\n") * 12
    assert skip_by_content(wide) == "minified"
