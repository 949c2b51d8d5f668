"""What the tests of scripts/acceptance share: the import path, the built test binary, running acceptance.sh."""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(TOOLS))
sys.path.insert(0, TOOLS)


def binary():
    """The built test binary (`make build` builds it), in TRIPS_BIN_PATH when the Makefile says where."""
    bin_path = os.environ.get("TRIPS_BIN_PATH") or subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    return os.path.join(bin_path, "TripsPackageTests.xctest")


def acceptance(out, state, **environment):
    """Runs scripts/acceptance.sh on the fixture flows into `out`; returns (exit status, printed summary)."""
    env = dict(os.environ)
    for key in ("FILTER", "TAGS", "SHARD", "RETRIES", "REPEAT", "FAIL_ON_FLAKY", "DURATIONS", "TRIPS_ARTIFACTS_DIR",
                "LAST_FAILED", "FIRST_FILES", "BRIEF"):
        env.pop(key, None)
    # The fixture flows' screens are no app's: a trips-mcp session is not to judge Trips' renames by them.
    env.update({"ACCEPTANCE_OUT": out, "ACCEPTANCE_MODULE": "AcceptanceFixtureFlows", "TRIPS_FIXTURE_FLOWS": state,
                "KEEP_SIGHTINGS": "0"})
    env.update(environment)
    done = subprocess.run([os.path.join(ROOT, "scripts", "acceptance.sh")], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=False)
    return done.returncode, done.stdout + done.stderr


class FixtureRun(unittest.TestCase):
    """Tests of one run of the fixture flows, made once for the class with `ENVIRONMENT` (as `acceptance` takes it):
    its exit status, what it printed and its results.json."""

    ENVIRONMENT = {}

    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp(prefix="trips-acceptance-tools-")
        cls.out = os.path.join(cls.work, "out")
        cls.status, cls.printed = acceptance(cls.out, os.path.join(cls.work, "state"), **cls.ENVIRONMENT)
        with open(os.path.join(cls.out, "results.json"), encoding="utf-8") as file:
            cls.results = json.load(file)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.work, ignore_errors=True)

    def flow(self, function):
        """The flow of the results whose function is `function` (`passes()`)."""
        return next(flow for flow in self.results["flows"] if flow["function"] == function)
