"""Base forms of a question's inflected words, and long words' prefixes, for code saying them.

A question says what the code does in English ("when is a failed download retried", "where
are the indices decremented", "how is a date string parsed"); the code says the verb's base
(`shouldRetry`, `decrement_indices`, `parseDate`). Coverage (``coverage.py``) counts a word as
said where it begins a word or a name's part, so `parseDate` said "parse" but not "parsed",
and the function doing what was asked said less of the question than its neighbours. A past
tense, a gerund or a noun of action (`-ed`, `-ing`, `-tion`) is what prose writes and names
rarely do: such a word of a short question's prose (not its identifiers, backticked or quoted
text, or paths) is said where one of its bases is. Only coverage reads them: as BM25 terms
(names and docs, at half weight) they moved commit subjects ("fix problem with searching
whitelisted hidden files" asked for every `search`), and stemming everything, or a plural
standing for its singular, was measured worse before (MEASUREMENTS-LOG.md). A long word is
also said where its first six letters begin a word ("configuration" by `config`,
"authentication" by `authenticate`), as a name's shortened or differently ended form of it.

>>> inflection_bases("retried"), inflection_bases("decremented"), inflection_bases("parsing")
(['retry'], ['decrement', 'decremente'], ['pars', 'parse'])
>>> inflection_bases("allocation"), inflection_bases("stopped"), inflection_bases("files")
(['allocat', 'allocate', 'alloce'], ['stopp', 'stoppe', 'stop'], [])

A plural noun of a question is also read as its singular where a name is looked for by its
words (``singulars``): a type is named in the singular (`PreparedRequest`, `RetryPolicy`),
the question about it in the plural ("how are prepared requests copied").
"""
from __future__ import annotations

from ..regex_cache import compiled

# Shorter words are mostly no inflections ("need", "bed", "ring", "ion").
MIN_WORD = 5
MIN_BASE = 3
# A word this long is also said by its first ``PREFIX`` letters: a shorter prefix is another
# word's too ("direct" of "directory" is already "direction"'s).
MIN_PREFIXED = 7
PREFIX = 6
# Letters a doubled consonant before `-ed`/`-ing` undoubles from (stopped, running), not those
# a base ends with doubled itself (called, passed, buzzing).
_UNDOUBLE = frozenset("bdgmnprt")
_VOWEL = compiled(r"[aeiouy]")
# Prose spans that are no prose: backticked code, quoted text (a message), paths and dotted names.
_NOT_PROSE = compiled(r"`[^`\n]*`|\"[^\"\n]*\"|\S*[/\\.]\S*")
# A word of prose: lower case, or capitalised as a sentence begins; no code-shaped token.
_PROSE_WORD = compiled(r"(?<![\w$])[A-Za-z]?[a-z]+(?![\w$])")


def inflection_bases(word: str) -> list[str]:
    """The base forms ``word`` may inflect (a past tense, a gerund, a noun of action), most
    likely first, a wrong guess among them (`decremente`: no code says it); none for
    another word."""
    if len(word) < MIN_WORD or not word.isalpha():
        return []
    stems: list[str] = []
    if word.endswith("ied"):
        stems = [word[:-3] + "y"]                                   # retried -> retry
    elif word.endswith("ed") and not word.endswith("eed"):
        stems = _verb_stems(word[:-2])                              # parsed -> parse
    elif word.endswith("ing"):
        stems = _verb_stems(word[:-3])                              # sorting -> sort
    elif word.endswith("ion") and word[-4] in "st":
        stems = [word[:-3], word[:-3] + "e"]                        # connection, deletion
        if word.endswith("ation"):
            stems.append(word[:-5] + "e")                           # configuration -> configure
    return [s for s in dict.fromkeys(stems) if len(s) >= MIN_BASE]


def _verb_stems(stem: str) -> list[str]:
    """A verb's candidates once its ending is cut: as is, with its silent `e`, undoubled;
    none when what is left has no vowel ("string" is no inflection of `str`)."""
    if not _VOWEL.search(stem):
        return []
    out = [stem, stem + "e"]
    if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] in _UNDOUBLE:
        out.append(stem[:-1])
    return out


# An agent noun shorter than this names no verb ("order", "user", "never" are no doers).
MIN_AGENT = 6


def agent_bases(word: str) -> list[str]:
    """The verb an agent noun (`-er`, `-or`) is named for, its candidates as ``_verb_stems``
    gives them: a suite is named for what the code does, a request for tests for what it is
    ("tests for hclwrite's formatter" asks for `format_test.go`; "the parser", `parse`).
    Only a request for tests reads them (``named_tests.requested_names``): as coverage's
    bases, "header" would be said by `head` and "number" by `numb…`.

    >>> agent_bases("formatter"), agent_bases("parser"), agent_bases("validator")
    (['formatt', 'formatte', 'format'], ['pars', 'parse'], ['validat', 'validate'])
    >>> agent_bases("order"), agent_bases("formats")
    ([], [])
    """
    if len(word) < MIN_AGENT or not word.isalpha() or not word.endswith(("er", "or")):
        return []
    return [s for s in _verb_stems(word[:-2]) if len(s) >= MIN_BASE]


# A verb shorter than this makes no noun of action a file is named by ("state" is no `station`).
MIN_ACTION_VERB = 6


def action_nouns(word: str) -> list[str]:
    """The noun of action (`-ion`) a verb of the question makes, or a base of an inflected one
    (``inflection_bases``): a module is named for what it does as a noun, the question says it
    as a verb ("how does gh api --paginate find the next page" and `pkg/cmd/api/pagination.go`,
    4th behind two other files' `findNextPage`; `validation.py`, `serialization.rs`). Only a
    file's name reads them (``fusion.py``), and only of a prose word (``prose_words``): h11's
    "an Upgrade header or a CONNECT" names an HTTP method, no connection. As BM25 terms every
    noun of action in a doc would answer its verb.

    >>> action_nouns("paginate"), action_nouns("serialized"), action_nouns("connect")
    (['pagination'], ['serialization'], ['connection'])
    >>> action_nouns("notify"), action_nouns("state"), action_nouns("parse")
    (['notification'], [], [])
    """
    out: list[str] = []
    for verb in (word, *inflection_bases(word)):
        if len(verb) < MIN_ACTION_VERB or not verb.isalpha():
            continue
        if verb.endswith("ate"):
            out.append(verb[:-1] + "ion")                    # paginate -> pagination
        elif verb.endswith(("ize", "ise")):
            out.append(verb[:-1] + "ation")                  # serialize -> serialization
        elif verb.endswith("ify"):
            out.append(verb[:-1] + "ication")                # notify -> notification
        elif verb.endswith(("ct", "pt", "ss")):
            out.append(verb + "ion")                         # connect, encrypt, compress
    return list(dict.fromkeys(out))


# Endings a plural drops more than its `s` from: `-ies` (entries), and `-es` after a sibilant
# (classes, matches, boxes); `-ss`, `-us`, `-is` end singulars (class, status, axis).
_SIBILANT_ES = ("sses", "ches", "shes", "xes", "zzes")
_NOT_PLURAL = ("ss", "us", "is")
MIN_PLURAL = 4


def singulars(word: str) -> list[str]:
    """The singulars a plural-looking word may have, most likely first; none for another word.

    >>> singulars("requests"), singulars("entries"), singulars("caches"), singulars("status")
    (['request'], ['entry'], ['cach', 'cache'], [])
    """
    if len(word) < MIN_PLURAL or not word.isalpha() or not word.endswith("s") \
            or word.endswith(_NOT_PLURAL):
        return []
    if word.endswith("ies"):
        return [word[:-3] + "y"]
    if word.endswith(_SIBILANT_ES):
        return [word[:-2], word[:-1]]
    return [word[:-1]]


def word_stems(word: str) -> list[str]:
    """What else says ``word``: its bases, and a long word's first ``PREFIX`` letters.

    >>> word_stems("configuration"), word_stems("retried"), word_stems("table")
    (['configurat', 'configurate', 'configure', 'config'], ['retry', 'retrie'], [])
    """
    stems = inflection_bases(word)
    if len(word) >= MIN_PREFIXED and word.isalpha():
        stems.append(word[:PREFIX])
    return list(dict.fromkeys(stems))


def prose_words(text: str) -> list[str]:
    """``text``'s words of prose, lower-cased, in order: not inside backticks, quotes or a
    path, and not code-shaped (a capitalised constant, `CONNECT`, names itself).

    >>> prose_words("a CONNECT is `parsed` in src/loading.py, then Retried")
    ['a', 'is', 'in', 'then', 'retried']
    """
    prose = _NOT_PROSE.sub(" ", text)
    return list(dict.fromkeys(m.group(0).lower() for m in _PROSE_WORD.finditer(prose)))


def prose_inflections(text: str, skip: frozenset[str]) -> dict[str, list[str]]:
    """Each word of ``text``'s prose (``prose_words``) that ``word_stems`` reads -> its stems,
    in order, but those in ``skip`` (filler).

    >>> prose_inflections("where is `parsed` retried in \\"bad thing happened\\" src/loading.py", frozenset())
    {'retried': ['retry', 'retrie']}
    """
    return {w: stems for w in prose_words(text) if w not in skip
            for stems in (word_stems(w),) if stems}


# A passive clause's verb and its subject's words: "where is the cron job registered", "when a
# directory is copied into …". Determiners stand between the verb "be" and the subject. Not
# "being": "strings being parsed as integers" says which strings, not what is asked.
_BE = frozenset({"is", "are", "was", "were", "be", "been", "get", "gets", "got"})
_DETERMINERS = frozenset({"the", "a", "an", "its", "their", "each", "every", "this", "that",
                          "these", "those", "my", "our", "your", "any", "some", "all"})
# Subject words before a participle read, participles of a question read, and names made.
_SUBJECT_WORDS = 3
_PASSIVE_CLAUSES = 2
_PASSIVE_NAMES = 24


def passive_names(words: list[str], skip: frozenset[str]) -> list[tuple[str, bool]]:
    """Names a text's passive clauses say verb first, as code names what it does: "where is
    the cron job registered" -> "register cron job", "register job", "register cron" (pm2's
    `registerCron`); "a directory is copied" -> "copy directory". ``words``: the text's words
    as typed, lower-cased; ``skip``: filler, never a subject's word. The subject is the up to
    three words right before the participle (or before its "is"), the verb "be" before them
    when a question asks about it; each run of them, the nearest first and the longest first,
    its last word also singular ("how are keys converted" -> "convert key"), with each base the
    participle may have (a wrong guess, `committe`, names nothing). Each name says whether it
    is what a question asks: the clause a question's "be" opens, a run ending at its head noun
    ("where is the data URI parsed" asks for no `parseData`; "when the HTML is sanitized"
    sets a scene).

    >>> [n for n in passive_names("where is the cron job registered".split(),
    ...                           frozenset({"where", "the"})) if n[0].startswith("register ")]
    [('register cron job', True), ('register job', True), ('register cron', False)]
    >>> passive_names("when a directory is copied into itself".split(), frozenset({"when", "a"}))
    [('copy directory', False)]
    >>> passive_names("the user clicked the button".split(), frozenset({"the"}))
    []
    """
    names: dict[str, bool] = {}
    clauses = 0
    for i, word in enumerate(words):
        if clauses == _PASSIVE_CLAUSES:
            break
        if not word.endswith("ed") or word in skip:
            continue
        bases = [b for b in inflection_bases(word) if len(b) >= MIN_BASE]
        j = i - 1
        stated = j >= 0 and words[j] in _BE          # "a directory is copied"
        j -= stated
        subject: list[str] = []
        while j >= 0 and len(subject) < _SUBJECT_WORDS and words[j].isalpha() \
                and len(words[j]) > 1 and words[j] not in skip and words[j] not in _BE:
            subject.insert(0, words[j])
            j -= 1
        while not stated and j >= 0 and words[j] in _DETERMINERS:
            j -= 1
        if not bases or not subject or not (stated or j >= 0 and words[j] in _BE):
            continue
        clauses += 1
        runs = [(subject[s:e], not stated and e == len(subject))
                for e in range(len(subject), 0, -1) for s in range(e)]
        runs += [([*run[:-1], one], asked) for run, asked in runs for one in singulars(run[-1])]
        for run, asked in runs:
            for base in bases:
                name = " ".join([base, *run])
                names[name] = names.get(name, False) or asked
    return list(names.items())[:_PASSIVE_NAMES]
