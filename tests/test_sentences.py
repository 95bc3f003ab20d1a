"""Where a doc's first sentence ends (sentences.py)."""
from __future__ import annotations

import pytest

from codesift.sentences import first_sentence


@pytest.mark.parametrize("doc, shown", [
    # postgres-operator's GetDesiredMajorVersion read "returns major version to use, incl.".
    ("Returns major version to use, incl. potential auto upgrade. More.",
     "Returns major version to use, incl. potential auto upgrade."),
    ("The proxy, a.k.a. the forwarder. More.", "The proxy, a.k.a. the forwarder."),
    ("Compares w.r.t. the order given. More.", "Compares w.r.t. the order given."),
    ("Sets the width resp. height. More.", "Sets the width resp. height."),
    # A word merely ending so still ends its sentence.
    ("Reads the whole excerpt. More.", "Reads the whole excerpt."),
])
def test_an_abbreviation_ends_no_sentence(doc: str, shown: str) -> None:
    assert first_sentence(doc) == shown
