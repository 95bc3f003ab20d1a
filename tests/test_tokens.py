"""The fast tokenizers give exactly what the plain word-by-word definition gives.

Documents must not change when tokenizing gets faster: ranking depends on every token.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import write_repo

from codesift.tokens import _word_tokens, bytes_token_text, distinct_tokens, text_tokens, wide_tokens

_WORD = re.compile(r"[A-Za-z0-9_$]+")
TEXTS = [
    "",
    "def getUserById(user_id):\n    return HTTPServerError2(user_id)\n",
    "caf\u00e9 na\u00efve_name \u00c0\u00c9 $scope __init__ x y 12ab v2 \u2028 foo\u00a0bar",
    "\udcff lone surrogate then words",
    "word " * 40_000 + "late_word",            # past the window, before and after the cap
    " ".join(f"name{i} Part{i}x" for i in range(3_000)),
    'throw new BadRequestException("验证码错误"); // Größe ошибка',
]


def _distinct_reference(text: str, cap: int) -> list[str]:
    seen: dict[str, None] = {}
    for word in _WORD.findall(text):
        for tok in _word_tokens(word):
            seen.setdefault(tok)
            if len(seen) >= cap:
                return list(seen)
    for tok in wide_tokens(text):
        seen.setdefault(tok)
    return list(seen)[:cap]


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("cap", [1, 5, 256, 100_000])
def test_distinct_tokens_matches_the_word_by_word_definition(text: str, cap: int) -> None:
    assert distinct_tokens(text, cap) == _distinct_reference(text, cap)


@pytest.mark.parametrize("text", TEXTS)
def test_bytes_token_text_matches_tokens_of_the_decoded_text(text: str) -> None:
    data = text.encode("utf-8", "surrogatepass")
    assert bytes_token_text(data) == " ".join(text_tokens(data.decode("utf-8", "replace")))


def test_bytes_token_text_treats_undecodable_and_cut_characters_as_separators() -> None:
    data = b"abc\xff\xfedef \xe2\x82 ghi caf\xc3"
    assert bytes_token_text(data) == " ".join(text_tokens(data.decode("utf-8", "replace")))
    assert bytes_token_text(data) == "abc def ghi caf"


def test_a_full_cache_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    import codesift.tokens as tokens

    monkeypatch.setattr(tokens, "_CACHE_LIMIT", 0)
    for name in ("_bytes_cache", "_joined_cache", "_wide_cache"):
        monkeypatch.setattr(tokens, name, tokens._Memo(getattr(tokens, name).make))
    text = TEXTS[1] + " unseenWordHere 未见的词 unseenWordHere 未见的词"
    assert distinct_tokens(text, 256) == _distinct_reference(text, 256)
    assert bytes_token_text(text.encode()) == " ".join(text_tokens(text))
    assert tokens._bytes_cache == {} and tokens._joined_cache == {} and tokens._wide_cache == {}


def test_words_first_met_in_the_middle_of_a_text_get_their_tokens_in_place() -> None:
    """A text of known words with new ones among them, repeated: each new word's tokens are
    made once, kept, and stand where the word does."""
    import codesift.tokens as tokens

    known = "alpha betaGamma delta"
    bytes_token_text(known.encode())
    text = f"{known} zetaNewWord9 {known} zetaNewWord9 Größe_neu Größe_neu"
    assert bytes_token_text(text.encode()) == " ".join(text_tokens(text))
    assert tokens._joined_cache[b"zetaNewWord9"] == "zetanewword9 zeta new word 9"
    assert distinct_tokens(text, 100) == _distinct_reference(text, 100)
    assert tokens._bytes_cache[b"zetaNewWord9"] == ("zetanewword9", "zeta", "new", "word", "9")
    assert wide_tokens(text) == ["größe_neu", "größe_neu"]


def test_words_outside_ascii_are_tokens_an_unspaced_script_s_by_character_pairs() -> None:
    assert wide_tokens("ошибка: Größe, 验证码错误 S3存储桶 _名_") == [
        "ошибка", "größe", "验证", "证码", "码错", "错误", "存储", "储桶", "名"]
    # The ASCII head of a mixed word is the ASCII splitter's (`s3`), not a token twice.
    assert text_tokens("S3存储桶") == ["s3", "3", "存储", "储桶"]


@pytest.mark.parametrize("text", [
    *TEXTS,
    "msgid \"File size\"\nmsgstr \"Größe\"\n\nmsgid \"Error\"\nmsgstr \"ошибка\"\n",
    "ascii first\r\nnaïve\r\n\r\n验证码错误\u2028next_Größe — end\nplain\n",
    "Größe\nGröße_x1 y\nabc\u00a0déf\n\n\nlast ложь",
    "\n\n— only punctuation outside ASCII —\n",
])
def test_wide_tokens_read_only_non_ascii_lines_and_find_what_the_whole_text_holds(text: str) -> None:
    """``wide_tokens`` skips ASCII lines: its words are those of the pattern over all the text."""
    import codesift.tokens as tokens

    whole = [tok for word in tokens._WIDE_WORD_RE.findall(text)
             for tok in tokens._wide_word_tokens(word)]
    assert wide_tokens(text) == whole


def test_a_chinese_error_message_finds_the_method_that_throws_it(tmp_path: Path, make_index) -> None:
    """eladmin's login throws `BadRequestException("验证码错误")` ("wrong captcha"): pasting
    the message, or a word of it, found nothing, as every non-ASCII character was a space."""
    root = write_repo(tmp_path / "repo", {
        "src/AuthController.java": (
            "public class AuthController {\n"
            "    public Object login(String code, String expected) {\n"
            "        if (!code.equalsIgnoreCase(expected)) {\n"
            "            throw new BadRequestException(\"验证码错误\");\n"
            "        }\n        return null;\n    }\n\n"
            "    public Object logout(String token) {\n        return token;\n    }\n}\n"),
        "src/UserService.java": (
            "public class UserService {\n    /** 修改密码 */\n"
            "    public void updatePass(String pass) {\n        throw new BadRequestException(\"密码错误\");\n    }\n}\n"),
    })
    ix = make_index(root)
    ix.refresh()
    for query in ("验证码错误", "验证码"):
        hits = ix.search(query).hits
        assert hits and (hits[0].path, hits[0].symbol) == ("src/AuthController.java", "login"), query
    hits = ix.search("修改密码").hits
    assert hits and hits[0].symbol == "updatePass"
