"""`make watch` (scripts/acceptance/watch.py) on the fixture flows: a saved flow file rebuilds, and its flows run
first, a line each, within a few seconds of the build."""

import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import unittest

import support

SAVED = os.path.join("Tests", "AcceptanceFixtureFlows", "FixtureFlows+Passing.swift")
HELPER = os.path.join("Tests", "AcceptanceFixtureFlows", "FixtureState.swift")  # FixtureFlows.swift uses its type
PATIENCE = 120  # seconds for anything but the flows after the build: a build on a busy machine


class WatchTests(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp(prefix="trips-watch-")
        env = dict(os.environ, ACCEPTANCE_OUT=os.path.join(self.work, "out"),
                   ACCEPTANCE_MODULE="AcceptanceFixtureFlows", TRIPS_FIXTURE_FLOWS=os.path.join(self.work, "state"),
                   PYTHONUNBUFFERED="1")
        for key in ("FILTER", "TAGS", "SHARD", "RETRIES", "REPEAT", "LAST_FAILED", "FIRST_FILES", "BRIEF"):
            env.pop(key, None)
        # A session of its own, so that the watcher and the inotifywait and runs it starts end together.
        self.watch = subprocess.Popen([sys.executable, os.path.join(support.TOOLS, "watch.py")], cwd=support.ROOT,
                                      env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                      start_new_session=True)
        self.lines = queue.Queue()
        self.seen = []
        threading.Thread(target=self.pump, daemon=True).start()

    def pump(self):
        for line in self.watch.stdout:
            self.lines.put((time.monotonic(), line.rstrip("\n")))
        self.lines.put((time.monotonic(), None))

    def tearDown(self):
        os.killpg(self.watch.pid, signal.SIGTERM)
        self.watch.wait(timeout=30)
        self.watch.stdout.close()
        shutil.rmtree(self.work, ignore_errors=True)

    def next_line(self, test, timeout=PATIENCE):
        """The time and text of the next line `test` accepts, waiting at most `timeout` seconds for it."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                at, line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                self.fail(f"no such line within {timeout} s; the watcher printed:\n" + "\n".join(self.seen))
            if line is None:
                self.fail("the watcher ended; it printed:\n" + "\n".join(self.seen))
            self.seen.append(line)
            if test(line):
                return at, line

    def test_a_saved_flow_file_rebuilds_and_reruns_its_flows_first_within_seconds_of_the_build(self):
        self.next_line(lambda line: line.startswith("watch: watching"))
        with open(os.path.join(support.ROOT, SAVED), "a", encoding="utf-8"):
            pass  # saved as it was: an event for the file, and no change for the build to compile
        self.next_line(lambda line: line == f"watch: {SAVED} changed; building")
        built, _ = self.next_line(lambda line: line.startswith("watch: built in"))
        self.next_line(lambda line: line == "Acceptance flows (the changed files' first):")
        first, line = self.next_line(lambda line: line.startswith("  "))
        self.assertRegex(line, r"^  pass   \d+\.\d\d s  Fixture flows: Seattle shows its weather$")
        self.assertLess(first - built, 10.0, "the saved file's flows must run within a few seconds of the build")
        rest = [self.next_line(lambda line: True)[1] for _ in range(20)]  # the broken and agent-loop flows, skipped
        self.assertTrue(all(line.startswith("  ") for line in rest), rest)  # one line per flow, then the counts
        _, counts = self.next_line(lambda line: True)
        self.assertRegex(counts, r"^1 passed, 4 failed, 0 flaky, 16 skipped in ")
        self.next_line(lambda line: line == "watch: waiting for the next save")

    def test_a_saved_helper_puts_the_flows_of_the_files_that_use_its_types_first(self):
        self.next_line(lambda line: line.startswith("watch: watching"))
        with open(os.path.join(support.ROOT, HELPER), "a", encoding="utf-8"):
            pass
        self.next_line(lambda line: line == f"watch: {HELPER} changed; building")
        self.next_line(lambda line: line == "Acceptance flows (the changed files' first):")
        lines = [self.next_line(lambda line: True)[1] for _ in range(21)]
        self.assertTrue(all(line.startswith("  ") for line in lines), lines)
        # The four flows of FixtureFlows.swift and the ten of BrokenFlows.swift, then the rest, among them the one of
        # FixtureFlows+Passing.swift, which does not use FixtureState.
        self.assertNotIn("Seattle shows its weather", "\n".join(lines[:14]))
        self.assertIn("Fixture flows: Seattle shows its weather", "\n".join(lines[14:]))



class WhatIsWatchedTests(unittest.TestCase):
    def test_swift_files_snapshots_and_stubs_call_for_a_run_and_editors_temporary_files_do_not(self):
        import watch
        for path in ("Package.swift", "Sources/Domain/Trips/Trip.swift", "AcceptanceTests/Snapshots/trips.txt",
                     "Stubs/forecast/seattle.json", "Stubs/trips.json"):
            self.assertTrue(watch.relevant(path), path)
        for path in ("Sources/Domain/Trips/.Trip.swift.swp", "README.md", "AcceptanceTests/Flows/notes.txt",
                     "Tests/.build/debug/x.swift", "Stubs/.seattle.json.tmp"):
            self.assertFalse(watch.relevant(path), path)
        recording = {"TRIPS_RECORD_SNAPSHOTS": "1"}
        self.assertFalse(watch.relevant("AcceptanceTests/Snapshots/trips.txt", recording), "the runs write them")
        self.assertTrue(watch.relevant("Stubs/trips.json", recording))

    def test_the_build_is_the_one_acceptance_finds_swift_and_build_flags_included(self):
        import watch
        environment = dict(os.environ, SWIFT="/opt/swift/bin/swift", BUILD_FLAGS="-c release --scratch-path x")
        environment.pop("WATCH_BUILD", None)
        self.assertEqual(watch.build_command(environment),
                         ["/opt/swift/bin/swift", "build", "--build-tests", "-c", "release", "--scratch-path", "x"])
        self.assertEqual(watch.build_command(dict(environment, WATCH_BUILD="true")), ["true"])


if __name__ == "__main__":
    unittest.main()
