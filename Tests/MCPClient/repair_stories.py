"""Repairs that never weaken a test, through the official MCP Python SDK: trips-mcp's run_flows and repair_flow on the
flows of a stand-in app that is not Trips (Tests/RepairStandIn: a basket of fruit, basket_app.py, and its flows).

Each story copies that package to .build/repair-stand-in (built in this repository's build folder), then changes the
app as its developer would. Three identifiers renamed (the basket's count, which every flow that adds a fruit reads
through the page object; the clear button and the cherry's cell, which one flow each names), and the label the page
finds the checkout button by, are repaired until the suite is green, each patch changing nothing but the name where it
is written. Three values changed (a price, the
receipt's wording, a fourth fruit) get no patch: run_flows says "regression" and repair_flow refuses, leaving the
flows as they were. Then a rename by what a person sees: the clear button renamed to a name unlike the old one, in its
place and saying what it said, is repaired; renamed again beside a second button saying the same, it is refused,
naming both. Last, the same rename in place is repaired by a new session that never ran green: where the button
stood is kept in the build folder by the session that did; and, with no session before it, after a green run of the
acceptance harness alone (scripts/acceptance.sh, as `make acceptance` runs it), which keeps it there too, the answers
saying when it was seen, by what, and that it was seen before the flow's file last changed. stories.py runs them after its
own; `repair_stories.py TRIPS_MCP` runs them alone.
"""

import asyncio
import os
import shutil
import subprocess
import sys
import tempfile
import time

from flow_stories import call, expect
from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TEMPLATE = os.path.join(ROOT, "Tests", "RepairStandIn")
# Two folders below the root, as the template is: its Package.swift and app find the repository two folders up.
COPY = os.path.join(ROOT, ".build", "repair-stand-in")
APP = os.path.join(COPY, "basket_app.py")
# Where the copy builds: this repository's build folder (by its real path, as every build of it names it), where the
# runner is compiled already; SwiftPM compiles a dependency's targets the same for any root, so only the flows are left.
# SwiftPM's lock on the folder is held by each build, but the flow tools skip a build with nothing to do (their build
# stamp), so the MCP stories' calls on Trips' own flows, beside these, seldom wait on it.
SCRATCH = os.path.join(os.path.realpath(ROOT), ".build")
FLOWS = os.path.join("Tests", "BasketFlows")

RENAMES = [("basket.count", "basket.itemCount"), ("basket.clear", "basket.clearAll"), ("fruit.cherry", "fruit.cherries")]
# The checkout button's label, which the page finds it by.
LABEL_RENAME = ("Check out", "Checkout")
# What the app changes that a flow checks: no rename can explain these.
REGRESSIONS = [
    ('"Apple", 1)', '"Apple", 4)'),
    ('RECEIPT = "Paid ${}"', 'RECEIPT = "Charged ${}"'),
    ('"Cherry", 3)]', '"Cherry", 3), ("fruit.date", "Date", 4)]'),
]
PASSING = "7 passed, 0 failed, 0 flaky, 0 skipped"


def fresh_copy():
    """The copy as the template is: each file written only where it differs, so that its build compiles only what a
    story changed."""
    # A copy made before the package stopped linking to this repository's scripts: the link goes.
    if os.path.islink(os.path.join(COPY, "scripts")):
        os.remove(os.path.join(COPY, "scripts"))
    for folder, folders, files in os.walk(TEMPLATE):
        target = os.path.join(COPY, os.path.relpath(folder, TEMPLATE))
        os.makedirs(target, exist_ok=True)
        for name in folders + files:
            source, copy = os.path.join(folder, name), os.path.join(target, name)
            if os.path.islink(source):
                if not os.path.islink(copy):
                    os.symlink(os.readlink(source), copy)
                continue
            if os.path.isdir(source):
                continue
            with open(source, "rb") as file:
                text = file.read()
            if not os.path.isfile(copy) or open(copy, "rb").read() != text:
                shutil.copy2(source, copy)


def change_app(edits):
    """The app's developer at work: each edit to basket_app.py (text for text), which must apply exactly once."""
    with open(APP, encoding="utf-8") as file:
        text = file.read()
    for old, new in edits:
        expect(text.count(old) == 1, f"basket_app.py says {old!r} {text.count(old)} times, not once")
        text = text.replace(old, new)
    with open(APP, "w", encoding="utf-8") as file:
        file.write(text)


def flow_sources():
    """The flows' and the page's text, by file name."""
    folder = os.path.join(COPY, FLOWS)
    return {name: open(os.path.join(folder, name), encoding="utf-8").read() for name in sorted(os.listdir(folder))}


def changed_lines(before, after):
    """Each line changed between two versions of the flows, as (old, new)."""
    pairs = []
    for name in before:
        old, new = before[name].splitlines(), after[name].splitlines()
        expect(len(old) == len(new), f"{name}: a repair added or removed lines")
        pairs += [(a, b) for a, b in zip(old, new) if a != b]
    return pairs


def server(trips_mcp):
    # The package and its app, named as its flows name them: no link into this repository, no variable.
    env = dict(os.environ, TRIPS_ARTIFACTS_DIR=tempfile.mkdtemp(prefix="trips-mcp-artifacts-"))
    return StdioServerParameters(command=trips_mcp, args=["--package", COPY, "--scratch-path", SCRATCH, "--app", APP],
                                 env=env, cwd=tempfile.mkdtemp(prefix="trips-mcp-repair-"))


def failed_flows(answer):
    """The names of the flows an answer says FAILED."""
    return [line.split(": ", 1)[1].split(" — ", 1)[0] for line in answer.splitlines() if line.startswith("FAILED ")]


async def renames_repaired_then_changed_values_refused(trips_mcp, mode):
    fresh_copy()
    async with Client(server(trips_mcp), mode=mode) as client:
        passing = await call(client, "run_flows", {})
        expect(passing.startswith(PASSING), passing)
        before = flow_sources()

        change_app([(f'"{old}"', f'"{new}"') for old, new in RENAMES + [LABEL_RENAME]])
        broken = await call(client, "run_flows", {})
        # Every flow that adds a fruit reads the count first, through the page: six of the seven fail on it.
        expect(broken.startswith("1 passed, 6 failed"), broken)
        expect(broken.count('  repair: "basket.count" is gone and "basket.itemCount" stands in its place') == 6, broken)
        # The patch is shown once; the other five flows it repairs name the first.
        expect(broken.count("+    var count: AppElement { app.staticTexts[\"basket.itemCount\"] }") == 1
               and broken.count("; the same patch as for ") == 5, broken)
        expect("regression" not in broken, broken)

        repaired = await call(client, "repair_flow", {"flow": "One apple is one item"})
        expect(repaired.startswith('renamed "basket.count" to "basket.itemCount" in Tests/BasketFlows/BasketPage.swift;'
                                   " reran the 6 flows it touches"), repaired)
        # The rerun shows the next names gone: two written in one flow each, a label the page finds a button by.
        expect(sorted(failed_flows(repaired)) == ["A cherry costs three dollars", "Checking out a banana pays two dollars",
                                                  "Emptying the basket leaves no items"], repaired)
        expect('  repair: "basket.clear" is gone and "basket.clearAll" stands in its place' in repaired
               and '  repair: "fruit.cherry" is gone and "fruit.cherries" stands in its place' in repaired
               and '  repair: label "Check out" is gone and "Checkout" stands in its place' in repaired, repaired)

        for flow, name, file in (("Emptying the basket leaves no items", "basket.clear", "BasketFlows.swift"),
                                 ("A cherry costs three dollars", "fruit.cherry", "BasketFlows.swift"),
                                 ("Checking out a banana pays two dollars", "Check out", "BasketPage.swift")):
            answer = await call(client, "repair_flow", {"flow": flow})
            expect(answer.startswith(f'renamed "{name}"') and f"in Tests/BasketFlows/{file}" in answer
                   and "1 passed, 0 failed" in answer, answer)

        green = await call(client, "run_flows", {})
        expect(green.startswith(PASSING), green)
        # Only the names changed: no expected value, no step, no skipped or marked flow.
        renamed = {old: new for old, new in RENAMES + [LABEL_RENAME]}
        for old_line, new_line in changed_lines(before, flow_sources()):
            names = [old for old in renamed if f'"{old}"' in old_line]
            expect(len(names) == 1 and old_line.replace(f'"{names[0]}"', f'"{renamed[names[0]]}"') == new_line,
                   f"a repair changed more than a name:\n- {old_line}\n+ {new_line}")
        expect(len(changed_lines(before, flow_sources())) == 4, "four lines renamed")

        # Then the app changes what it shows: the repaired flows fail, and nothing is patched.
        change_app(REGRESSIONS)
        before = flow_sources()
        answer = await call(client, "run_flows", {})
        regressions = ["An apple's total is one dollar", "Checking out a banana pays two dollars",
                       "The shop sells three fruits"]
        expect(answer.startswith("4 passed, 3 failed") and sorted(failed_flows(answer)) == sorted(regressions), answer)
        expect("  repair:" not in answer and answer.count("  regression: ") == 3, answer)
        # Each failure's first line names the value expected and the value the app shows.
        for expected, actual in (('to have label "Total: $1"', '"Total: $4"'), ('"Paid $2"', '"Charged $2"'),
                                 ("to number 3", "last seen: 4 matching")):
            expect(expected in answer and actual in answer, f"{expected} and {actual} in:\n{answer}")
        for flow in regressions:
            refused = await call(client, "repair_flow", {"flow": flow}, error=True)
            expect(refused.startswith(f'No safe patch for "{flow}": regression: '), refused)
            expect("  the screen" in refused, f"the refusal shows the screen: {refused}")
        expect(flow_sources() == before, "a refused repair changed the flows")
        still = await call(client, "run_flows", {"names": regressions})
        expect(still.startswith("0 passed, 3 failed"), still)


async def clear_renamed_is_repaired(client, before, broken=None):
    """run_flows proposes the clear button's rename to basket.empty (`broken`: its answer, when the story asked it
    already) and repair_flow makes it, changing only the name where the flows write it (`before`: the flows' sources
    before); returns repair_flow's answer."""
    broken = broken or await call(client, "run_flows", {})
    expect(broken.startswith("6 passed, 1 failed"), broken)
    expect('  repair: "basket.clear" is gone and "basket.empty" stands in its place' in broken, broken)
    repaired = await call(client, "repair_flow", {"flow": "Emptying the basket leaves no items"})
    expect(repaired.startswith('renamed "basket.clear" to "basket.empty" in Tests/BasketFlows/BasketFlows.swift;')
           and "1 passed, 0 failed" in repaired, repaired)
    expect(changed_lines(before, flow_sources())
           == [(line, line.replace('"basket.clear"', '"basket.empty"'))
               for line in before["BasketFlows.swift"].splitlines() if '"basket.clear"' in line], "only the name")
    return repaired


async def a_rename_in_place_repaired_whatever_its_name_then_two_candidates_refused(trips_mcp, mode):
    fresh_copy()
    async with Client(server(trips_mcp), mode=mode) as client:
        # The green run is where the server sees each element stand, and what it says.
        passing = await call(client, "run_flows", {})
        expect(passing.startswith(PASSING), passing)
        before = flow_sources()

        # The clear button renamed to a name unlike the old one, in the same place, still saying "Empty".
        change_app([('CLEAR = "basket.clear"', 'CLEAR = "basket.empty"')])
        await clear_renamed_is_repaired(client, before)

        # Renamed again, with a second button saying "Empty" beside it: two could succeed it, and neither is guessed.
        change_app([('CLEAR = "basket.empty"', 'CLEAR = "basket.reset"'),
                    ('    element("button", CLEAR, "Empty"),\n',
                     '    element("button", CLEAR, "Empty"),\n    element("button", "basket.emptyNow", "Empty"),\n')])
        before = flow_sources()
        answer = await call(client, "run_flows", {})
        expect(answer.startswith("6 passed, 1 failed") and "  repair:" not in answer, answer)
        two = 'regression: "basket.empty" is gone and the screen holds 2 new buttons that could succeed it: '
        both = ('"basket.reset" (in its place, with its label', '"basket.emptyNow" (in its place, with its label')
        expect(two in answer and all(name in answer for name in both), answer)
        refused = await call(client, "repair_flow", {"flow": "Emptying the basket leaves no items"}, error=True)
        expect(refused.startswith('No safe patch for "Emptying the basket leaves no items": ' + two)
               and all(name in refused for name in both), refused)
        expect(flow_sources() == before, "a refused repair changed the flows")

        # The failure opened where it happened: the basket app itself, live, both buttons saying "Empty".
        opened = await call(client, "debug_flow", {"flow": "Emptying the basket leaves no items"})
        expect(opened.startswith('debugging "Basket: Emptying the basket leaves no items" at its failure')
               and " steps in basket_app.py" in opened and "basket.emptyNow" in opened, opened)
        live = await call(client, "tap", {"identifier": "basket.emptyNow"})
        expect("basket.count" in live or "no change" in live, live)

        # A session recorded into the package's flows' folder, launched as its flows launch the app, passes there.
        await call(client, "relaunch", {"fresh_data": True})
        await call(client, "tap", {"identifier": "fruit.apple"})
        await call(client, "wait_for", {"identifier": "basket.count", "condition": "label", "text": "1 item"})
        recorded = await call(client, "record_flow", {"path": f"{FLOWS}/OneAppleRecorded.swift"})
        expect("try await withBasket { page in" in recorded, recorded)
        try:
            passes = await call(client, "run_flows", {"filter": "OneAppleRecorded"})
            expect(passes.startswith("1 passed, 0 failed"), passes)
        finally:
            os.remove(os.path.join(COPY, FLOWS, "OneAppleRecorded.swift"))


async def a_rename_in_place_repaired_in_a_session_that_never_ran_green(trips_mcp, mode):
    """The usual order: the flows ran green in one session; the developer renames the clear button in place, then starts
    another session and runs the flows. Where the button stood is kept in the build folder, so the new session, which
    never saw it, proposes the rename and repair_flow makes it."""
    fresh_copy()
    async with Client(server(trips_mcp), mode=mode) as first:
        expect((await call(first, "run_flows", {})).startswith(PASSING), "the first session's run was not green")
    before = flow_sources()
    change_app([('CLEAR = "basket.clear"', 'CLEAR = "basket.empty"')])
    async with Client(server(trips_mcp), mode=mode) as client:
        await clear_renamed_is_repaired(client, before)


def kept_sightings():
    """The file where trips-mcp keeps where the copy's elements stood: in the build folder, named after the copy's real
    path (ElementSightings.file); the harness's run says it, and the story holds it to this."""
    name = "-".join(part for part in os.path.realpath(COPY).split("/") if part)
    return os.path.join(SCRATCH, "trips-mcp-sightings", name + ".json")


async def a_rename_in_place_repaired_after_a_green_acceptance_run_alone(trips_mcp, mode):
    """The other usual order: the flows ran green through the acceptance harness (scripts/acceptance.sh, as `make
    acceptance` runs it), no server session before; the developer renames the clear button in place and starts one.
    The harness kept where the button stood (trips-mcp keep-sightings), so the session proposes the rename and
    repair_flow makes it, both saying when and by what that was seen; the flow's file, changed after that run (its time
    set ahead before the build, so that nothing is built again), is said to be newer than the evidence, by debug_flow
    too."""
    fresh_copy()
    kept = kept_sightings()
    if os.path.exists(kept):
        os.remove(kept)  # no session's sightings: only the harness's run can tell where the button stood
    flow_file = os.path.join(COPY, FLOWS, "BasketFlows.swift")
    ahead = time.time() + 86400
    os.utime(flow_file, (ahead, ahead))
    try:
        built = subprocess.run(["swift", "build", "--package-path", COPY, "--scratch-path", SCRATCH, "--build-tests"],
                               capture_output=True, text=True, timeout=900, check=False)
        expect(built.returncode == 0, built.stdout[-2000:] + built.stderr[-2000:])
        out = tempfile.mkdtemp(prefix="repair-acceptance-")
        env = dict(os.environ, ACCEPTANCE_PACKAGE=COPY, ACCEPTANCE_MODULE="BasketFlows", ACCEPTANCE_OUT=out,
                   TRIPS_BIN_PATH=os.path.join(SCRATCH, "debug"), PYTHON=sys.executable,
                   TRIPS_ARTIFACTS_DIR=os.path.join(out, "artifacts"))
        green = subprocess.run([os.path.join(ROOT, "scripts", "acceptance.sh")], env=env, capture_output=True,
                               text=True, timeout=600, check=False)
        printed = green.stdout + green.stderr
        expect(green.returncode == 0 and "7 passed, 0 failed" in printed, printed)
        expect(f"identifiers stood in 7 flows' run, for trips-mcp's repair_flow, in {kept}" in printed
               and os.path.exists(kept), printed)
        before = flow_sources()
        change_app([('CLEAR = "basket.clear"', 'CLEAR = "basket.empty"')])
        async with Client(server(trips_mcp), mode=mode) as client:
            broken = await call(client, "run_flows", {})
            stood = ('  where "basket.clear" stood: button "Empty" on screen home, after basket.total, before '
                     f"basket.checkout; seen {time.strftime('%Y-%m-%d', time.gmtime())}", " by make acceptance in this "
                     "flow's run, older than Tests/BasketFlows/BasketFlows.swift (changed ")
            expect(all(part in broken for part in stood), broken)
            # The failure opened from that run, which started before the flow's file changed: said so.
            opened = await call(client, "debug_flow", {"flow": "Emptying the basket leaves no items"})
            expect("\nthe run this replays started " in opened
                   and "older than Tests/BasketFlows/BasketFlows.swift (changed " in opened, opened)
            repaired = await clear_renamed_is_repaired(client, before, broken)
            # Judged by that sighting and by the session's own run, both older than the flow: said, and repaired.
            expect(stood[0] in repaired and "  the run this is judged by started " in repaired
                   and "older than Tests/BasketFlows/BasketFlows.swift" in repaired, repaired)
    finally:
        os.utime(flow_file)


def checks(trips_mcp, modes):
    # Over the newest revision alone: a tool's answer is the same text in both (stories.py holds what the older one
    # carries differently), and each of these stories' builds and runs costs make test seconds.
    # The explore tool on another app, here where the other apps' stories run.
    from explore_stories import a_planted_wrong_back_is_explored_to_its_shrunk_flow
    stories = [renames_repaired_then_changed_values_refused,
               a_rename_in_place_repaired_whatever_its_name_then_two_candidates_refused,
               a_rename_in_place_repaired_in_a_session_that_never_ran_green,
               a_rename_in_place_repaired_after_a_green_acceptance_run_alone,
               a_planted_wrong_back_is_explored_to_its_shrunk_flow]
    return [(f"{story.__name__} ({modes[0]})", lambda s=story: s(trips_mcp, modes[0])) for story in stories]


async def run_checks(make_checks):
    """Runs the stories `make_checks(trips_mcp, modes)` gives, each reported, the others run after one fails; the exit
    status."""
    from stories import MODES, leaves, took
    failed = 0
    for name, check in make_checks(os.path.abspath(sys.argv[1]), MODES):
        began = time.monotonic()
        try:
            await check()
            print(f"ok    {name} ({took(began)})")
        except Exception as error:  # a story's failure is reported and the others still run
            failed += 1
            print(f"FAIL  {name} ({took(began)}): {'; '.join(str(leaf) for leaf in leaves(error))}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(run_checks(checks)))
