"""`make watch`: rebuilds and reruns the acceptance flows on every save, the flows of the saved files first.

Watches Package.swift, Sources/, Tests/, AcceptanceTests/ and Stubs/ with inotifywait (Debian's inotify-tools, which
scripts/setup.sh installs): a Swift file, a screen snapshot (AcceptanceTests/Snapshots/) or a stub. Each batch of
saves (the events that come within a moment of each other) gets one build (WATCH_BUILD, else `$SWIFT build
--build-tests $BUILD_FLAGS`, the build scripts/acceptance.sh then finds) and one run of it with FIRST_FILES set to the
saved files, and the test files that use a type they declare (a page object's flows), and BRIEF=1: one line per
flow, those files' flows first. Ctrl-C stops it. The acceptance
environment (FILTER, TAGS, ACCEPTANCE_OUT, …) applies to every run.
"""

import os
import queue
import re
import shlex
import signal
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WATCHED = ("Package.swift", "Sources", "Tests", "AcceptanceTests", "Stubs")
# What a flow reads when it runs, besides the code: the screens it is compared with, and what the stubbed app answers.
DATA_FOLDERS = (os.path.join("AcceptanceTests", "Snapshots") + os.sep, "Stubs" + os.sep)
EVENTS = ("close_write", "moved_to", "create", "delete", "attrib")
# A save is often several events (an editor's temporary file, then a rename): the batch closes once none has come
# for this long.
QUIET_SECONDS = 0.3


def watcher(paths):
    """inotifywait printing one changed path a line, started in ROOT, returned once its watches are in place (it
    says so on standard error), so that no save after the "watching" line is missed."""
    command = ["inotifywait", "-m", "-r", "--format", "%w%f"]
    for event in EVENTS:
        command += ["-e", event]
    process = subprocess.Popen(command + list(paths), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, bufsize=1)
    for line in process.stderr:
        if "Watches established" in line:
            break
    return process


def relevant(path, environment=os.environ):
    """Whether a change to `path` (relative to ROOT) calls for a run: Swift sources and the package file, and the
    snapshots and stubs the flows read (an editor's hidden temporary files left out). Not the snapshots while the
    flows record them (TRIPS_RECORD_SNAPSHOTS=1): each run would write them, and start the next."""
    if "/.build/" in path or os.path.basename(path).startswith("."):
        return False
    if environment.get("TRIPS_RECORD_SNAPSHOTS") == "1" and path.startswith(DATA_FOLDERS[0]):
        return False
    return path.endswith(".swift") or path.startswith(DATA_FOLDERS)


def batches(lines):
    """Yields each batch of changed paths (relative to ROOT, deduplicated, in order) from a queue of lines."""
    while True:
        first = lines.get()
        if first is None:
            return
        batch = [first]
        while True:
            try:
                line = lines.get(timeout=QUIET_SECONDS)
            except queue.Empty:
                break
            if line is None:
                return
            batch.append(line)
        changed = []
        for path in batch:
            path = os.path.relpath(os.path.join(ROOT, path), ROOT)
            if relevant(path) and path not in changed:
                changed.append(path)
        if changed:
            yield changed


def stop(*_):
    """Stops on SIGTERM as on Ctrl-C, so that the inotifywait it started ends with it."""
    raise KeyboardInterrupt


DECLARATION = re.compile(r"^\s*(?:public |private |fileprivate |internal |final )*"
                         r"(?:struct|class|enum|actor|protocol)\s+(\w+)", re.M)


def _read(path):
    try:
        with open(os.path.join(ROOT, path), encoding="utf-8") as file:
            return file.read()
    except OSError:
        return ""


def with_users(changed):
    """The changed files, then the Swift files of the same test folders that use a type they declare: a saved page
    object (`TripListPage`) puts the flows that use it first too."""
    names = set()
    for path in changed:
        names.update(DECLARATION.findall(_read(path)))
    if not names:
        return changed
    pattern = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, names))) + r")\b")
    users = []
    for folder in sorted({path.split(os.sep)[0] for path in changed} & {"Tests", "AcceptanceTests"}):
        for base, _, files in os.walk(os.path.join(ROOT, folder)):
            for name in sorted(files):
                path = os.path.relpath(os.path.join(base, name), ROOT)
                if name.endswith(".swift") and path not in changed and pattern.search(_read(path)):
                    users.append(path)
    return changed + users


def build_command(environment):
    """WATCH_BUILD, else the build whose test binary scripts/acceptance.sh finds: `$SWIFT build --build-tests
    $BUILD_FLAGS`."""
    if environment.get("WATCH_BUILD"):
        return shlex.split(environment["WATCH_BUILD"])
    return [environment.get("SWIFT") or "swift", "build", "--build-tests"] + shlex.split(
        environment.get("BUILD_FLAGS", ""))


def main():
    if subprocess.run(["sh", "-c", "command -v inotifywait"], capture_output=True, check=False).returncode != 0:
        print("watch: inotifywait is missing: run make setup (it installs inotify-tools)", file=sys.stderr)
        return 1
    build = build_command(os.environ)
    signal.signal(signal.SIGTERM, stop)
    process = watcher([path for path in WATCHED if os.path.exists(os.path.join(ROOT, path))])
    lines = queue.Queue()

    def pump():
        for line in process.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    print(f"watch: watching {', '.join(WATCHED)}; save a Swift file, a snapshot or a stub to rebuild and rerun (Ctrl-C stops)", flush=True)
    try:
        for changed in batches(lines):
            shown = ", ".join(changed[:3]) + (f" and {len(changed) - 3} more" if len(changed) > 3 else "")
            print(f"watch: {shown} changed; building", flush=True)
            started = time.monotonic()
            built = subprocess.run(build, cwd=ROOT, capture_output=True, text=True, check=False)
            if built.returncode != 0:
                print((built.stdout + built.stderr).rstrip()[-4000:], flush=True)
                print("watch: the build failed; waiting for the next save", flush=True)
                continue
            print(f"watch: built in {time.monotonic() - started:.1f} s; running the flows", flush=True)
            environment = dict(os.environ, FIRST_FILES=",".join(with_users(changed)), BRIEF="1")
            subprocess.run([os.path.join(ROOT, "scripts", "acceptance.sh")], cwd=ROOT, env=environment, check=False)
            print("watch: waiting for the next save", flush=True)
    except KeyboardInterrupt:
        pass
    finally:
        process.terminate()
        process.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
