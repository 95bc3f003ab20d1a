"""A question says the verb a function is named for inflected ("shuffling" for `shuffle`)."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

QUEUE = '''class PlayQueue:
    """The streams to play, in order, and the one playing."""

    def __init__(self, tracks):
        self.tracks = list(tracks)
        self.at = 0
        self.saved = None

    def shuffle(self):
        """Randomizes the tracks, keeping a copy."""
        self.saved = list(self.tracks)
        first = self.tracks[self.at]
        random.shuffle(self.tracks)
        self.tracks.remove(first)
        self.tracks.insert(0, first)
        self.at = 0

    def unshuffle(self):
        """Puts the copy back."""
        first = self.tracks[self.at]
        self.tracks = self.saved
        self.at = self.tracks.index(first)
        self.saved = None
''' + "".join(f'''
    def move_item_{i}(self, item):
        """Moves the current item to the top of the play queue, in the original order."""
        self.tracks.insert(0, item)
''' for i in range(120))
PLAYER = '''class Player:
    """Plays the queue's current stream, one after the other."""

    def play_queue(self):
        return self.queue

    def on_playing_changed(self, playing):
        self.playing = playing
'''


def test_an_inflected_verb_of_a_question_names_its_function(make_index, tmp_path: Path) -> None:
    # NewPipe (set 87): "Shuffling the play queue: … restored when unshuffling?" listed
    # PlayQueue, `append` and the constructor; `shuffle` and `unshuffle` were in no channel:
    # BM25 reads "shuffling" as no "shuffle", and the class's other methods filled its depth.
    root = write_repo(tmp_path / "repo", {"player/play_queue.py": QUEUE, "player/player.py": PLAYER})
    ix = make_index(root)
    hits = ix.search("Shuffling the play queue: how does the current item stay at the top and "
                     "how is the original order restored when unshuffling?").hits
    assert [h.symbol for h in hits[:2]] in (["shuffle", "unshuffle"], ["unshuffle", "shuffle"])
