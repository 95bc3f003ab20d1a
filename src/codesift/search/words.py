"""The query's vocabulary: English filler, the words that ask for a change, and the shape of
a code token; shared by the query reader and the channels that weigh its words.

>>> "where" in STOPWORDS, "fix" in CHANGE_WORDS, bool(CODE_TOKEN.fullmatch("getUserById"))
(True, True, True)
"""
from __future__ import annotations

from ..regex_cache import compiled

STOPWORDS = frozenset("""
a about above after again all also am an and any are as at be because been before being
below between both but by can could did do does doing done during each either else etc
few for from further had has have having he her here hers how however i if in into is it
its itself just let lets may me might more most much must my no nor not now of off on once
only or other our out over own per please same she should so some such than that the their
them then there these they this those though through thus to too under until up upon us
very via was we were what whatever when where whether which while who whom why will with
within without would yet you your
""".split())

# Words that say what to do to the code, or ask where something is ("where is auth
# handled", "how is X implemented"), not what it is: kept, but weighted down.
CHANGE_WORDS = frozenset("""
add added adds adding allow allows bump change changed changes correct correctly drop ensure
fix fixed fixes fixing implement improve improved improves make makes move moved prevent
properly refactor remove removed removes replace replaced support supported supports update
updated updates use used uses using avoid better new now
handle handled handles handling implemented implements defined happen happens located
""".split())
CHANGE_WEIGHT = 0.5
# A word of a query as its words are read: letters, digits, `_` and `$` (`user_id`, `$name`).
WORD = compiled(r"[A-Za-z0-9_$]+")

# A token that looks like code: snake_case, camelCase/PascalCase with an inner capital,
# dotted or ::-qualified names, or a call ``name(``.
# Each pattern that scans a word starts only where a word starts (the look-behind): started
# anywhere inside a long run ("AAAA…" of a pasted base64 blob), it rescanned the rest of the
# run from every position, and a 40 KB blob took 27 s.
CODE_TOKEN = compiled(
    r"(?<![\w$])(?:"
    # qualified / dotted / file names, but not a host opening a path (`github.com/gin-gonic`)
    r"[A-Za-z_$][\w$]*(?:(?:\.|::|#|->)[A-Za-z_$][\w$]*)+(?![\w$]*/)"
    r"|[A-Za-z_$]*_[\w$]*"                                   # snake_case, _private
    r"|[a-z$][\w$]*[A-Z][\w$]*"                              # camelCase
    r"|[A-Z][a-z0-9]+[A-Z][\w$]*"                            # PascalCase with 2+ humps
    r"|[A-Z]{2,}[a-z][\w$]*)")                               # HTTPServer
