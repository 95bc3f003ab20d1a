"""A value standing first in a question hands its place to the code reading it
(search/readers.py)."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.search.query import parse_query
from codesift.search.readers import leading_value_yields
from conftest import write_repo

# httpie's config.py, cut down: two constants hold the environment variables' names, and the
# function choosing the directory reads them.
CONFIG = '''import os
from pathlib import Path

from .compat import is_windows


ENV_XDG_CONFIG_HOME = 'XDG_CONFIG_HOME'
ENV_HTTPIE_CONFIG_DIR = 'HTTPIE_CONFIG_DIR'
DEFAULT_CONFIG_DIRNAME = 'httpie'
DEFAULT_RELATIVE_XDG_CONFIG_HOME = Path('.config')
DEFAULT_RELATIVE_LEGACY_CONFIG_DIR = Path('.httpie')
DEFAULT_WINDOWS_CONFIG_DIR = Path(
    os.path.expandvars('%APPDATA%')) / DEFAULT_CONFIG_DIRNAME


def get_default_config_dir() -> Path:
    """
    Return the path to the httpie configuration directory.

    This directory isn't guaranteed to exist, and nor are any of its
    ancestors (only the legacy ~/.httpie, if returned, is guaranteed to exist).
    """
    # 1. explicitly set through env
    env_config_dir = os.environ.get(ENV_HTTPIE_CONFIG_DIR)
    if env_config_dir:
        return Path(env_config_dir)

    # 2. Windows
    if is_windows:
        return DEFAULT_WINDOWS_CONFIG_DIR

    home_dir = Path.home()

    # 3. legacy ~/.httpie
    legacy_config_dir = home_dir / DEFAULT_RELATIVE_LEGACY_CONFIG_DIR
    if legacy_config_dir.exists():
        return legacy_config_dir

    # 4. XDG
    xdg_config_home_dir = os.environ.get(
        ENV_XDG_CONFIG_HOME,  # 4.1. explicit
        home_dir / DEFAULT_RELATIVE_XDG_CONFIG_HOME  # 4.2. default
    )
    return Path(xdg_config_home_dir) / DEFAULT_CONFIG_DIRNAME


DEFAULT_CONFIG_DIR = get_default_config_dir()
'''

CONTEXT = '''from .config import DEFAULT_CONFIG_DIR, Config


class Environment:
    """The environment a command runs in: its streams and its config directory."""

    config_dir = DEFAULT_CONFIG_DIR

    @property
    def config(self) -> Config:
        config = Config(directory=self.config_dir)
        if not config.is_new():
            config.load()
        return config
'''


def test_a_setting_asked_about_leads_with_the_function_reading_it(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    ix = make_index(write_repo(tmp_path / "r", {"app/config.py": CONFIG, "app/context.py": CONTEXT}))
    ix.refresh()
    hits = ix.search("HTTPIE_CONFIG_DIR vs XDG_CONFIG_HOME vs the legacy ~/.httpie folder: "
                     "in which order is the config directory chosen?").hits
    assert [h.symbol for h in hits[:2]] == ["get_default_config_dir", "ENV_HTTPIE_CONFIG_DIR"]
    # Typed alone, the constant is what is asked for.
    assert ix.search("ENV_HTTPIE_CONFIG_DIR").hits[0].symbol == "ENV_HTTPIE_CONFIG_DIR"


# Kingfisher's option, cut down to Python: a setter named as the option sets it, the
# function retrieving an image reads it.
OPTIONS = '''FORCE_REFRESH = "force_refresh"

def force_refresh(options):
    options[FORCE_REFRESH] = True

def retrieve(options, key):
    if options.get(FORCE_REFRESH):
        return download(key)
    return cached(key)
'''


def _docs() -> dict[tuple[int, int], dict]:
    def doc(line: int, end: int, kind: str, name: str) -> dict:
        return {"path": "kf/options.py", "line": line, "end": end, "kind": kind, "name": name,
                "signature": "", "lang": "python"}
    return {(0, 1): doc(1, 1, "constant", "FORCE_REFRESH"),
            (0, 2): doc(3, 4, "function", "force_refresh"),
            (0, 3): doc(6, 9, "function", "retrieve")}


def test_the_reader_takes_the_values_place_not_its_setter(tmp_path: Path) -> None:
    write_repo(tmp_path, {"kf/options.py": OPTIONS})
    docs = _docs()
    fused = {(0, 1): 0.9, (0, 2): 0.8, (0, 3): 0.7}
    leading_value_yields(fused, docs.__getitem__, parse_query("where is the FORCE_REFRESH option "
                                                              "handled to skip the cache?"),
                         set(), str(tmp_path), 1 << 20)
    assert fused[(0, 3)] == 0.9 and 0.8 < fused[(0, 1)] < 0.9 and fused[(0, 2)] == 0.8


def test_the_value_keeps_its_place_when_asked_for_itself(tmp_path: Path) -> None:
    write_repo(tmp_path, {"kf/options.py": OPTIONS})
    docs = _docs()
    for text, named in (("FORCE_REFRESH option cache", set()),            # no question
                        ("where is FORCE_REFRESH defined?", set()),        # its declaration
                        ("how is FORCE_REFRESH handled?", {(0, 1)})):      # named whole
        fused = {(0, 1): 0.9, (0, 2): 0.8, (0, 3): 0.7}
        leading_value_yields(fused, docs.__getitem__, parse_query(text), named, str(tmp_path),
                             1 << 20)
        assert fused == {(0, 1): 0.9, (0, 2): 0.8, (0, 3): 0.7}, text


# fzf, cut down to Python: the shell binding's widget says the question's words, passing the
# default options on; the function reading the file of default options reads its variable.
BINDINGS = '''"""Key bindings: CTRL-T pastes the selected files onto the command line."""


def select_files_widget(opts):
    """Run the finder with the default options and the file of default options, combined
    with the command line, and paste the selected files."""
    command = "fzf " + opts.get("default_opts", "") + " " + opts.get("default_opts_file", "")
    command += " " + opts.get("command_line", "")
    return command
'''

PARSER = '''import os


def parse_options(args):
    opts = []
    path = os.environ.get("FZF_DEFAULT_OPTS_FILE")
    if path:
        with open(path) as f:
            opts += f.read().split()
    opts += os.environ.get("FZF_DEFAULT_OPTS", "").split()
    return opts + list(args)
'''


def test_a_setting_asked_where_read_leads_with_the_code_reading_it_from_the_environment(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    ix = make_index(write_repo(tmp_path / "r", {"shell/bindings.py": BINDINGS,
                                                "src/options.py": PARSER}))
    ix.refresh()
    asked = ("FZF_DEFAULT_OPTS_FILE: where is the file of default options read and combined "
             "with the command line?")
    assert [h.symbol for h in ix.search(asked).hits[:2]] == ["parse_options", "select_files_widget"]
    # Asked how it is used, not where it is read, the words lead.
    used = "FZF_DEFAULT_OPTS_FILE: how are the default options combined with the command line?"
    assert ix.search(used).hits[0].symbol == "select_files_widget"
