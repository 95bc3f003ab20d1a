"""Coverage: a question's leading chunks weighed by the share of its words each one says."""
from __future__ import annotations

from pathlib import Path

import pytest

from codesift.chunk import chunk_file
from codesift.search.coverage import is_container, term_shares
from codesift.search.query import parse_query

from conftest import write_repo

DISTANCE = '''\
class EditDistance:
    """Levenshtein distance between two strings."""

    def __init__(self, threshold):
        self.threshold = threshold

    def get_threshold(self):
        """The threshold."""
        return self.threshold

    def limited_compare(self, left, right):
        """Compare within a limit."""
        previous = list(range(len(right) + 1))
        for i, a in enumerate(left, 1):
            current = [i]
            for j, b in enumerate(right, 1):
                current.append(min(previous[j] + 1, current[j - 1] + 1,
                                   previous[j - 1] + (a != b)))
            # stop early: past the threshold the strings differ too much
            if min(current) > self.threshold:
                return -1
            previous = current
        return previous[-1]
'''


def test_question_leads_with_the_chunk_saying_most_of_it(make_index, tmp_path: Path) -> None:
    # BM25 alone puts the getter first: "threshold" is its name and all its doc. The
    # question's other words (stop, early, strings, differ) are said by limited_compare only.
    ix = make_index(write_repo(tmp_path / "repo", {"distance.py": DISTANCE}))
    ix.refresh()
    hits = ix.search("how does the distance stop early once the strings differ past the "
                     "threshold?").hits
    assert hits[0].symbol == "limited_compare"
    # Not a question, and short: ranked as before, the getter by its name.
    assert ix.search("threshold").hits[0].symbol == "get_threshold"


def test_share_of_terms_said_in_the_chunk_lines(tmp_path: Path) -> None:
    root = write_repo(tmp_path / "repo", {"distance.py": DISTANCE})
    shares = term_shares(str(root), ["threshold", "stop", "early", "id", "nothing"],
                         {(0, 1): ("distance.py", 7, 9), (0, 2): ("distance.py", 11, 24),
                          (0, 3): ("gone.py", 1, 5)},
                         {(0, 4): "distance.py EditDistance  Levenshtein distance, Threshold"},
                         1 << 20)
    # Three-letter terms and longer count ("id" is inside nearly everything), anywhere in
    # the lines, case aside; a file that cannot be read covers nothing; a container is
    # weighed by the text given for it (its path, name, signature and doc), not its lines.
    assert shares == {(0, 1): 0.25, (0, 2): 0.75, (0, 3): 0.0, (0, 4): 0.25}



def test_a_term_counts_where_a_word_or_a_names_part_begins(tmp_path: Path) -> None:
    # "where is the email regex defined" found `defined` inside `undefined`, which nearly
    # every TypeScript function says; `nano` still counts in `nanoseconds` and `isoTimeNano`.
    root = write_repo(tmp_path / "repo", {"a.ts": ("function timeSource(p?: number | undefined) {}\n"
                                                   "const isoTimeNano = 1; // nanoseconds\n")})
    shares = term_shares(str(root), ["defined", "nano", "source"],
                         {(0, 1): ("a.ts", 1, 1), (0, 2): ("a.ts", 2, 2)}, {}, 1 << 20)
    assert shares == {(0, 1): 1 / 3, (0, 2): 1 / 3}

RETRIES = '''\
class Downloader:
    """Fetches images over the network."""

    def download_image(self, url):
        """Download one image; a failed download raises DownloadError."""
        response = self.client.get(url)
        if response.failed:
            raise DownloadError(url)
        return response.body

    def should_retry(self, error, attempts):
        """Whether a failed image download is tried again: network errors, under the limit."""
        if attempts >= self.max_attempts:
            return False
        return isinstance(error, NetworkError)
'''


def test_a_question_word_is_said_by_its_base(make_index, tmp_path: Path) -> None:
    # "retried" is said by `should_retry` only as its base, "retry": both methods say the
    # question's other words, and BM25 puts the one named after two of them first.
    ix = make_index(write_repo(tmp_path / "repo", {"downloader.py": RETRIES}))
    ix.refresh()
    assert ix.search("when is a failed image download retried?").hits[0].symbol == "should_retry"
    # Not a question: ranked by BM25 as before (coverage weighs questions only).
    assert ix.search("failed image download retried").hits[0].symbol == "download_image"


def test_an_inflected_term_counts_once_by_any_of_its_bases(tmp_path: Path) -> None:
    root = write_repo(tmp_path / "repo", {"a.js": "function shouldRetry(download) {}\n"
                                                  "// retried, or retrying a download\n"})
    heads = {(0, 1): ("a.js", 1, 1), (0, 2): ("a.js", 2, 2)}
    bases = {"retried": ["retry"], "retrying": ["retry", "retrye"]}
    terms = ["retried", "retrying", "download"]
    assert term_shares(str(root), terms, heads, {}, 1 << 20, bases) == {(0, 1): 1.0, (0, 2): 1.0}
    assert term_shares(str(root), terms, heads, {}, 1 << 20) == {(0, 1): 1 / 3, (0, 2): 1.0}


def test_a_long_question_word_is_said_by_its_first_six_letters(tmp_path: Path) -> None:
    # "configuration" is no inflection of `config`, but a name shortens it so.
    root = write_repo(tmp_path / "repo", {"a.py": "def read_config(path):\n    pass\n"})
    bases = parse_query("where is the configuration read from disk?").inflected
    assert term_shares(str(root), ["configuration", "read"], {(0, 1): ("a.py", 1, 2)}, {},
                       1 << 20, bases) == {(0, 1): 1.0}


UPLOADER = '''\
"""Uploading files in chunks."""
import time

FAILED_CHUNK_UPLOAD_WAIT_BETWEEN_TRIES = 2.0


def send(conn, chunks):
    """Send every chunk; when an upload failed, wait and try again."""
    for chunk in chunks:
        while not conn.write(chunk):
            time.sleep(FAILED_CHUNK_UPLOAD_WAIT_BETWEEN_TRIES)
'''


RANGES = '''\
class FileResponse:
    def use_range_header(self, if_range):
        return if_range == self.etag

    def parse_range(self, header, size):
        """Split the header into (start, end) pairs, a missing end the file's last byte."""
        ranges = []
        for part in header.split(","):
            start, _, end = part.partition("-")
            ranges.append((int(start or 0), int(end or size - 1)))
        return ranges
'''


# The constant's name says every word of the question; the one-statement method's name and
# path say them as the parser's do. Neither does what is asked, so each scores as it does for
# the same words asked plainly, while the function doing the work gains from saying them.
@pytest.mark.parametrize("files, asked, plain, unweighed, weighed", [
    ({"uploader.py": UPLOADER}, "how does the upload wait between tries after a chunk failed?",
     "upload wait between tries after chunk failed", "FAILED_CHUNK_UPLOAD_WAIT_BETWEEN_TRIES", "send"),
    ({"responses.py": RANGES}, "how is the range header of a file response parsed?",
     "range header file response parsed", "use_range_header", "parse_range"),
], ids=["a value", "a brief callable"])
def test_values_and_brief_callables_are_not_weighed_by_the_question_words_they_say(
        make_index, tmp_path: Path, files: dict[str, str], asked: str, plain: str,
        unweighed: str, weighed: str) -> None:
    ix = make_index(write_repo(tmp_path / "repo", files))
    ix.refresh()

    def scores(query: str) -> dict[str, float]:
        return {h.symbol: h.score for h in ix.search(query).hits}

    as_asked, as_plain = scores(asked), scores(plain)
    assert as_asked[unweighed] == as_plain[unweighed]
    assert as_asked[weighed] > as_plain[weighed]


def test_a_type_alias_over_several_lines_is_weighed_by_its_own_text_as_an_interface_is() -> None:
    # trpc's `type HTTPBatchLinkOptions = { … }`, read whole, said its options' docs and led
    # "how does the batching link keep the request URL under a length limit": its members
    # are chunks of their own, as an interface's are. A one-line alias is its line.
    source = ("export type Settings = {\n"
              "  /** Split the queued operations into several requests past this URL length. */\n"
              "  maxURLLength?: number;\n"
              "  maxItems?: number;\n}\n"
              "export interface Options {\n  retries?: number;\n}\n"
              "export type Handler = (req: Request) => void;\n")
    chunks = {c.name: c for c in chunk_file("src/settings.ts", source, "typescript")}
    assert chunks["maxURLLength"].container == "Settings"

    def container(name: str) -> bool:
        c = chunks[name]
        return is_container({"kind": c.kind, "line": c.start, "end": c.end})

    assert container("Settings") and container("Options") and not container("Handler")
