"""A folder of fixtures holds what tests run on, wherever it lies."""
from __future__ import annotations

from pathlib import Path

import pytest

from codesift.paths import is_fixture, path_class
from conftest import write_repo

PROCESSOR = '''<?php

namespace Wallabag\\Helper;

class RuleBasedIgnoreOriginProcessor
{
    /**
     * @param Entry $entry Entry to process
     *
     * @return bool
     */
    public function process(Entry $entry)
    {
        $url = $entry->getUrl();
        $rules = array_merge($this->instanceRules->findAll(), $entry->getUser()->getConfig()->getIgnoreOriginRules()->toArray());
        $parsed_url = parse_url($url);
        $parsed_url['_all'] = $url;

        foreach ($rules as $rule) {
            if ($this->rulerz->satisfies($parsed_url, $rule->getRule())) {
                return true;
            }
        }

        return false;
    }
}
'''

FIXTURES = '''<?php

namespace Wallabag\\DataFixtures;

class IgnoreOriginUserRuleFixtures extends Fixture
{
    public function load(ObjectManager $manager): void
    {
        $rule = new IgnoreOriginUserRule();
        $rule->setRule('host = "feedproxy.google.com"');
        $rule->setConfig($this->getReference('admin-user')->getConfig());
        $manager->persist($rule);

        $rule = new IgnoreOriginUserRule();
        $rule->setRule('host = "example.org" and _all ~ "/original"');
        $manager->persist($rule);

        $manager->flush();
    }
}
'''


@pytest.mark.parametrize("path", ["fixtures/IgnoreOriginUserRuleFixtures.php",
                                  "src/DataFixtures/AppFixtures.php",
                                  "src/parser/__fixtures__/input.js", "_fixture/images/walle.png",
                                  "viz-lib/src/chart/fixtures/getChartData/series.json"])
def test_a_fixtures_folder_anywhere_holds_test_fixtures(path: str) -> None:
    assert path_class(path) == "test"
    assert is_fixture(path)


@pytest.mark.parametrize("path", ["src/fixtures.ts", "lib/pytest_plugin/fixtures.py",
                                  "src/Fixture.php"])
def test_a_file_named_for_fixtures_stays_source(path: str) -> None:
    assert path_class(path) == "source"


def test_an_apps_fixtures_come_after_the_code_they_set_up_data_for(tmp_path: Path, make_index) -> None:
    # wallabag's root `fixtures/IgnoreOriginUserRuleFixtures.php`, read as source, led the
    # question about matching an entry's URL against ignore origin rules.
    files = {"src/Helper/RuleBasedIgnoreOriginProcessor.php": PROCESSOR,
             "fixtures/IgnoreOriginUserRuleFixtures.php": FIXTURES}
    ix = make_index(write_repo(tmp_path / "r", files))
    ix.refresh()
    hits = ix.search('ignore origin rules: where is an entry\'s original URL matched against '
                     'rules like host = "feedproxy.google.com"?').hits
    assert hits[0].path == "src/Helper/RuleBasedIgnoreOriginProcessor.php"
