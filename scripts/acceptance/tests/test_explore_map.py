"""The explorer's crawl map (app-explore's map.html) in Debian's Chromium, driven by Playwright: one walk of the
explorer's stand-in app with a button that does nothing planted, its page opened as a person opens it, and what it
shows held to the walk's map.json, with one flow's evidence read for the controls no flow touches. A screenshot goes into .build/acceptance-tools/explore-map.png."""

import json
import os
import shutil
import subprocess
import tempfile
import unittest

import browser
from support import ROOT

STAND_IN = os.path.join(ROOT, "Tests", "AppRunnerTests", "Fixtures", "explore_app.py")


def bin_path():
    """The build's products (`make build` builds app-explore), in TRIPS_BIN_PATH when the Makefile says where."""
    return os.environ.get("TRIPS_BIN_PATH") or subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


def explore(out, *options):
    """app-explore over the stand-in with a button that does nothing, on the driver's clock, by its fork server and
    with two noise buttons (a walk of dozens of actions); returns (exit status, what it printed)."""
    env = dict(os.environ, EXPLORE_NOISE="2")
    done = subprocess.run(
        [os.path.join(bin_path(), "app-explore"), "--out", out, "--settle-seconds", "2", "--max-seconds", "120",
         "--fork-argument", "--serve-forks", *options, STAND_IN, "--driver-clock", "--plant", "idle-button"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False)
    return done.returncode, done.stdout + done.stderr


class ExploreMapInChromium(unittest.TestCase):
    """One walk, its page looked at in the browser."""

    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp(prefix="trips-explore-map-")
        cls.out = os.path.join(cls.work, "explore")
        flows = os.path.join(cls.work, "artifacts", "Flows.opensDetail")
        os.makedirs(flows)
        # One flow's evidence, as the runner writes it: an action step keeps the request it sent the app.
        sent = '{"command":"tap","id":3,"locator":{"identifier":"home.next","role":"button"}}'
        with open(os.path.join(flows, "evidence.json"), "w", encoding="utf-8") as file:
            json.dump({"version": 8, "apps": [{"executable": STAND_IN, "steps": [{"kind": "action", "sent": sent}]}]},
                      file)
        cls.status, cls.printed = explore(cls.out, "--flows", os.path.join(cls.work, "artifacts"))
        with open(os.path.join(cls.out, "map.json"), encoding="utf-8") as file:
            cls.map = json.load(file)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.work, ignore_errors=True)

    def page(self, anchor=""):
        return browser.page("file://" + os.path.join(self.out, "map.html") + anchor)

    def test_the_walk_broke_the_planted_invariant_and_said_so(self):
        self.assertEqual(self.status, 1, self.printed)
        self.assertIn("BROKEN Invariant controlsAct broke", self.printed)

    def test_the_page_shows_the_walks_counts_as_its_map_says(self):
        with self.page() as page:
            self.assertEqual(page.title(), "Exploration of explore_app.py")
            shown = {row.locator("th").inner_text(): int(row.locator("td").inner_text())
                     for row in page.locator("table.counts tr").all()}
            counts = self.map["counts"]
            self.assertEqual(shown["actions"], counts["actions"])
            self.assertEqual(shown["states"], counts["states"])
            self.assertEqual(shown["screens"], 3)
            self.assertEqual(shown["broken invariants"], 1)
            self.assertEqual(shown["controls never reached"], 1)
            os.makedirs(os.path.join(ROOT, ".build", "acceptance-tools"), exist_ok=True)
            page.screenshot(path=os.path.join(ROOT, ".build", "acceptance-tools", "explore-map.png"), full_page=True)

    def test_the_broken_invariant_shows_its_shrunk_walk_and_its_flow(self):
        with self.page() as page:
            broken = page.locator("section.broken")
            self.assertEqual(broken.count(), 1)
            self.assertEqual(broken.locator("h3").inner_text(), "controlsAct")
            self.assertEqual(broken.locator("ol li").all_inner_texts(),
                             ["tap button home.next", "tap button detail.idle"])
            self.assertIn("ExploredControlsAct.swift", broken.inner_text())

    def test_every_state_is_shown_and_an_actions_link_leads_to_the_state_it_reached(self):
        with self.page() as page:
            states = page.locator("section.state")
            self.assertEqual(states.count(), len(self.map["states"]))
            launch = page.locator("#s0")
            self.assertIn("Reached by: the launch", launch.inner_text())
            link = launch.locator("li", has_text="tap button home.next").locator("a")
            target = link.get_attribute("href")
            link.click()
            self.assertTrue(page.url.endswith(target), page.url)
            self.assertIn("· detail", page.locator(target).locator("h3").inner_text())
            self.assertTrue(page.locator(target).is_visible())

    def test_the_controls_no_flow_touches_are_listed_from_the_flows_steps(self):
        with self.page() as page:
            heading = page.locator("h2", has_text="Controls no flow touches")
            self.assertIn("Read from 1 flows' steps.", heading.locator("xpath=following-sibling::p[1]").inner_text())
            untouched = page.locator("ul.untouched li").all_inner_texts()
            self.assertEqual(len(untouched), self.map["counts"]["controls"] - 1)
            self.assertNotIn("home: button home.next", untouched)
            self.assertIn("detail: button detail.idle", untouched)
            self.assertEqual([control["identifier"] for control in self.map["untouchedByFlows"]],
                             [entry.split(" ")[-1] for entry in untouched])

    def test_the_controls_never_reached_are_listed(self):
        with self.page() as page:
            heading = page.locator("h2", has_text="Controls never reached")
            self.assertEqual(heading.locator("xpath=following-sibling::ul[1]/li").all_inner_texts(),
                             ["more: button more.locked"])


if __name__ == "__main__":
    unittest.main()
