"""The query set of benchmarks/bench.py: what is searched for on each corpus, and why.

Apart from bench.py because building it is its own job, deterministic and untimed:
identifiers and their split words drawn (fixed seed) from the corpus's own declarations,
fixed phrases that favour no corpus, and long pasted issues with a stack trace.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

SEED = 1729

# Fixed natural-language questions: the same on every corpus, so none is favoured.
PHRASES = (
    "where is the configuration loaded",
    "retry with backoff",
    "parse command line arguments",
    "handle errors from http requests",
    "read a file from disk",
    "how are tests run",
    "format the output as json",
    "close the connection",
    "validate user input",
    "default timeout value",
)
# Sentences a pasted issue is made of; mixed with the corpus's own names and a stack trace.
ISSUE_PROSE = (
    "After upgrading to the latest release the application started failing intermittently.",
    "I expected the call to return the cached value, but it raised an error instead.",
    "This only happens when the request is sent twice in a row with the same session.",
    "Steps to reproduce are below; the minimal example still shows the problem.",
    "The documentation says this option is optional, yet leaving it out breaks startup.",
    "We run this in production behind a proxy and the logs show the same trace every time.",
    "Reverting to the previous version fixes it, so it looks like a regression.",
    "I am happy to open a pull request if someone can point me at the right place.",
    "The error message does not say which value was wrong, which makes it hard to debug.",
    "Setting the environment variable did not change anything as far as I can tell.",
)
DECL_KINDS = frozenset({"function", "method", "constructor", "class", "interface", "struct",
                        "enum", "trait", "type", "constant", "macro", "property"})


@dataclass
class QuerySet:
    """Queries by category, drawn from the corpus's own names (deterministic seed)."""

    by_cat: dict[str, list[str]]
    issues: list[str]

    def short(self) -> list[tuple[str, str]]:
        return [(cat, q) for cat, qs in self.by_cat.items() for q in qs]


def sample_declarations(root: str, rng: random.Random, max_files: int) -> list[tuple[str, str, int]]:
    """(name, path, line) of declarations in a sample of the corpus's grammar-parsed files."""
    from codesift.chunk import chunk_file
    from codesift.languages import GRAMMAR_LANGUAGES, language_of
    from codesift.paths import path_class
    from codesift.walk import walk

    files = [f for f in walk(root).files if language_of(f) in GRAMMAR_LANGUAGES]
    source = [f for f in files if path_class(f) == "source"] or files
    picked = sorted(rng.sample(source, min(max_files, len(source))))
    decls: dict[str, tuple[str, str, int]] = {}
    for rel in picked:
        try:
            text = Path(root, rel).read_bytes().decode("utf-8", "replace")
        except OSError:
            continue
        for ch in chunk_file(rel, text, language_of(rel)):
            if ch.kind in DECL_KINDS and len(ch.name) >= 3 and ch.name.isidentifier():
                decls.setdefault(ch.name, (ch.name, ch.path, ch.start))
    return [decls[k] for k in sorted(decls)]


def build_queries(root: str, n_per_cat: int, issue_words: int, n_issues: int) -> QuerySet:
    """Identifiers, their split words, fixed phrases, and pasted-issue texts with a stack trace."""
    from codesift.tokens import name_words

    rng = random.Random(SEED)
    decls = sample_declarations(root, rng, max_files=120)
    multi = [d for d in decls if len(name_words(d[0])) >= 2]
    single = [d for d in decls if len(name_words(d[0])) < 2]
    rng.shuffle(multi)
    rng.shuffle(single)
    # Mostly compound names (what agents half-remember), a few one-word ones.
    n_single = min(len(single), n_per_cat // 3)
    idents = [d[0] for d in multi[: n_per_cat - n_single] + single[:n_single]]
    words = [" ".join(name_words(d[0])) for d in multi[n_per_cat - n_single:][:n_per_cat]]
    if len(words) < n_per_cat:  # small corpora: reuse the identifiers' names as words
        words += [" ".join(name_words(n)) for n in idents if len(name_words(n)) >= 2]
        words = list(dict.fromkeys(words))[:n_per_cat]
    cats = {"identifier": idents, "words": words, "phrase": list(PHRASES[:n_per_cat])}

    issues = []
    for _ in range(n_issues):
        parts: list[str] = []
        count = 0
        while count < issue_words:
            sentence = rng.choice(ISSUE_PROSE)
            if decls and rng.random() < 0.3:
                sentence += f" It seems to go through `{rng.choice(decls)[0]}` first."
            parts.append(sentence)
            count += len(sentence.split())
        trace = ["Traceback (most recent call last):"]
        for name, path, line in rng.sample(decls, min(6, len(decls))):
            trace.append(f'  File "{path}", line {line}, in {name}')
        trace.append("ValueError: invalid literal for int() with base 10: 'abc'")
        issues.append(" ".join(parts[: len(parts) // 2]) + "\n\n" + "\n".join(trace) + "\n\n"
                      + " ".join(parts[len(parts) // 2:]))
    return QuerySet(cats, issues)
