"""Where the flows' data directories go: a folder of the run's own on a RAM disk when the machine has one.

Every flow makes a data directory, and its app a trips file, a lock and weather files in it, then all of it goes: some
ten files made and removed a flow, tens of thousands in a long run. On ext4 each new file searches the inode bitmap
past the ones just freed (`recently_deleted`), a cost that grows as a run removes more; on a tmpfs a file is a few
structures in memory. The flows still get a fresh, empty directory each. `ACCEPTANCE_TMPDIR` names another parent
(an empty value keeps the system's temporary directory).
"""

import contextlib
import os
import shutil
import tempfile

RAM_DISK = "/dev/shm"


def is_tmpfs(path):
    """Whether `path` is the mount point of a tmpfs, by /proc/mounts."""
    try:
        with open("/proc/mounts", encoding="utf-8") as mounts:
            return any(fields[1] == path and fields[2] == "tmpfs"
                       for fields in (line.split() for line in mounts) if len(fields) > 2)
    except OSError:
        return False


def parent(environment):
    """The folder to make the run's scratch folder in, or `None` for the system's temporary directory."""
    if "ACCEPTANCE_TMPDIR" in environment:
        return environment["ACCEPTANCE_TMPDIR"] or None
    if is_tmpfs(RAM_DISK) and os.access(RAM_DISK, os.W_OK):
        return RAM_DISK
    return None


@contextlib.contextmanager
def folder(environment):
    """A new folder for the run's temporary files (the flows' TMPDIR), removed afterwards; `None` when the system's
    temporary directory is to be used."""
    where = parent(environment)
    if where is None:
        yield None
        return
    if not os.path.isdir(where):
        raise SystemExit(f"acceptance: ACCEPTANCE_TMPDIR={where} is not a directory; name one that exists, or leave "
                         "it empty for the system's temporary directory")
    made = tempfile.mkdtemp(prefix="trips-acceptance-", dir=where)
    try:
        yield made
    finally:
        shutil.rmtree(made, ignore_errors=True)
