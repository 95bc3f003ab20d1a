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


INBOX = '''<?php
class Inbox
{
    /** Reads an activity a remote server delivered and hands it on by its type. */
    public function handle()
    {
        return $this->handleVerb();
    }

    public function handleVerb()
    {
        $verb = $this->payload['type'];
        return $verb;
    }

    public function handleFollowActivity()
    {
        $target = $this->actorFirstOrCreate($this->payload['object']);
        if ($target->is_private) {
            return FollowRequest::create($target);
        }
        return Follower::create($target);
    }

    public function handleAcceptActivity()
    {
        return $this->payload['object'];
    }
}
'''
FOLLOWS = '''<?php
/** Follow requests, followers and the incoming follow activity of an account. */
class FollowController
{
    /** The incoming follow requests of the account, with each follow activity. */
    public function incomingFollowRequests()
    {
        return FollowRequest::whereFollowingId($this->id)->get();
    }

    /** Accepts an incoming follow request: the follow activity becomes a follower. */
    public function acceptFollowRequest($id)
    {
        return Follower::create(FollowRequest::find($id));
    }

    /** Rejects an incoming follow request and its follow activity. */
    public function rejectFollowRequest($id)
    {
        return FollowRequest::find($id)->delete();
    }

    /** The follow activity of the account: whom it follows and who follows it. */
    public function followActivity()
    {
        return [$this->followers(), $this->following()];
    }
}
'''


def test_a_passive_clause_names_the_function_verb_first(make_index, tmp_path: Path) -> None:
    # pixelfed (set 90): "Where is an incoming Follow activity handled?" led with the follow
    # request controllers, `handleFollowActivity` 27th: no channel read "activity handled"
    # as `handleActivity`, the name saying the verb first.
    root = write_repo(tmp_path / "repo", {"app/Util/Inbox.php": INBOX,
                                          "app/Http/FollowController.php": FOLLOWS})
    ix = make_index(root)
    hits = ix.search("Where is an incoming Follow activity handled?").hits
    assert hits[0].symbol == "handleFollowActivity"
    # A plural subject names it by its singular.
    hits = ix.search("where are incoming follow requests accepted?").hits
    assert hits[0].symbol == "acceptFollowRequest"
    # A clause setting the scene asks for nothing: the follow request it names leads.
    hits = ix.search("which follow requests are listed when a follow activity is handled?").hits
    assert hits[0].symbol != "handleFollowActivity"
