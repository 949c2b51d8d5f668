"""The public API of the kit, the runner and the protocol they re-export keeps the last version's (scripts/api.py),
or CHANGELOG.md's newest version is a breaking one that names each change: the built modules against the committed
baseline, and a break planted in a copy of the baseline, seen failing and then announced.
"""
import copy
import json
import os
import shutil
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import api  # noqa: E402

BIN = os.environ.get("TRIPS_BIN_PATH")


def without(node, name):
    """A copy of a digester dump's tree with every declaration called `name` taken out, and how many went."""
    removed = 0
    tree = copy.deepcopy(node)
    stack = [tree["ABIRoot"]]
    while stack:
        current = stack.pop()
        children = current.get("children", [])
        kept = [child for child in children if child.get("name") != name or child.get("kind") == "TypeNominal"]
        removed += len(children) - len(kept)
        if children:
            current["children"] = kept
        stack += kept
    return tree, removed


class VersionRuleTests(unittest.TestCase):
    def test_a_break_needs_a_new_major_version_or_a_new_minor_one_before_1_0(self):
        self.assertTrue(api.breaking_bump("0.1.0", "0.2.0"))
        self.assertFalse(api.breaking_bump("0.1.0", "0.1.1"))
        self.assertFalse(api.breaking_bump("0.1.0", "0.1.0"))
        self.assertTrue(api.breaking_bump("1.4.2", "2.0.0"))
        self.assertFalse(api.breaking_bump("1.4.2", "1.5.0"))

    def test_a_break_is_named_by_its_declarations_base_name_or_an_initializers_type(self):
        self.assertEqual(api.named("AppRunner: Func ElementQuery.firstMatch(_:) has been removed"), "firstMatch")
        self.assertEqual(api.named("AutomationKit: Constructor Control.init(base:action:) has been removed"), "Control")
        self.assertEqual(api.named("AutomationKit: EnumElement AutomationLaunch.Refusal.noDriver has been added as a "
                                   "new enum case"), "noDriver")
        self.assertEqual(api.named("AppRunner: Struct ElementQuery has been removed"), "ElementQuery")

    def test_a_break_is_announced_by_its_declarations_name_in_the_newest_versions_section(self):
        broken = ["AppRunner: Func ElementQuery.firstMatch() has been removed"]
        unreleased = "## Unreleased\n\n- `firstMatch()` is gone.\n\n## 0.1.0\n\n- first\n"
        self.assertEqual(api.unannounced(broken, "0.1.0", unreleased), broken)
        patch = "## 0.1.1\n\n- `firstMatch()` is gone.\n\n## 0.1.0\n\n- first\n"
        self.assertEqual(api.unannounced(broken, "0.1.0", patch), broken)
        silent = "## 0.2.0\n\n- Something else (`other`).\n\n## 0.1.0\n\n- first\n"
        self.assertEqual(api.unannounced(broken, "0.1.0", silent), broken)
        announced = "## 0.2.0\n\n- `ElementQuery.firstMatch()` is gone: use `element`.\n\n## 0.1.0\n\n- first\n"
        self.assertEqual(api.unannounced(broken, "0.1.0", announced), [])


@unittest.skipUnless(BIN, "TRIPS_BIN_PATH names the debug build whose modules are checked (make checks sets it)")
class BuiltAPITests(unittest.TestCase):
    def test_the_built_modules_keep_the_newest_baselines_api_or_announce_the_break(self):
        started = time.monotonic()
        found = api.check(os.path.join(BIN, "Modules"))
        self.assertEqual(found, [], "the public API broke against the newest baseline, unannounced in CHANGELOG.md:\n"
                         + "\n".join(found))
        self.assertLess(time.monotonic() - started, 60, "the API check is meant to take seconds")

    def test_a_public_type_planted_away_from_the_api_is_a_break_until_a_breaking_version_names_it(self):
        baseline = api.newest_baseline()
        version = os.path.basename(baseline)
        planted = tempfile.mkdtemp(prefix="api-planted-")
        self.addCleanup(shutil.rmtree, planted, ignore_errors=True)
        for module in api.MODULES:
            shutil.copy(os.path.join(baseline, module + ".json"), planted)
        path = os.path.join(planted, "AppRunner.json")
        with open(path, encoding="utf-8") as file:
            dump = json.load(file)
        dump, removed = without(dump, "ElementQuery")
        self.assertGreater(removed, 0, "the baseline has no ElementQuery to plant away")
        with open(path, "w", encoding="utf-8") as file:
            json.dump(dump, file)
        major, minor, _ = (int(part) for part in version.split("."))
        bump = f"{major + 1}.0.0" if major else f"0.{minor + 1}.0"
        # Changelogs of their own, so that the real one naming `ElementQuery` for another reason cannot announce it.
        def changelog(line):
            return f"# Changelog\n\n## {bump}\n\n- {line}\n\n## {version}\n\n- The baseline.\n"
        found = api.compare(baseline, planted, changelog("`Application` gained a method."))
        self.assertTrue(any("ElementQuery" in line and line.startswith("AppRunner:") for line in found), found)
        self.assertEqual(api.compare(baseline, planted, changelog("`ElementQuery` is gone.")), [])


if __name__ == "__main__":
    unittest.main()
