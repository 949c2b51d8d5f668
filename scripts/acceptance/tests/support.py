"""What the tests of scripts/acceptance share: the import path, the built test binary, running acceptance.sh."""

import os
import subprocess
import sys

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
    env.update({"ACCEPTANCE_OUT": out, "ACCEPTANCE_MODULE": "AcceptanceFixtureFlows", "TRIPS_FIXTURE_FLOWS": state})
    env.update(environment)
    done = subprocess.run([os.path.join(ROOT, "scripts", "acceptance.sh")], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=False)
    return done.returncode, done.stdout + done.stderr
