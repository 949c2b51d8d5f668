#!/bin/sh
# The shell make runs the unit suite's recipe with (the Makefile's `unit`): each line gets a temporary folder of its own
# as TMPDIR, on the RAM disk when the machine has one, and the folder goes when the line succeeds.
#
# The suite makes some two hundred temporary folders a run (the tests' data directories and fixtures, the apps'
# -uiTesting data, six from every `swiftc` the toolchain's driver starts, which it leaves behind as
# TemporaryDirectory.*). Left in the system's /tmp, a shared CI machine's fills by that much a run; in a folder of the
# run's own, all of it goes at once. On a tmpfs a file is a few structures in memory: no inode search on a disk, and
# the tests' fsyncs cost nothing. A line that fails keeps its folder, and says where, for what a failure names in it.
#
# Not for a line that builds with SwiftPM: it locks a build folder through a file in TMPDIR, so two builds of one
# folder under different TMPDIRs would not wait for each other.
#
# make calls it as it would /bin/sh: `scratch-shell.sh -c 'LINE'`.
if grep -qs '^[^ ]* /dev/shm tmpfs ' /proc/mounts && [ -w /dev/shm ]; then
    parent=/dev/shm
else
    parent=${TMPDIR:-/tmp}
fi
folder=$(mktemp -d "$parent/trips-make.XXXXXX") || exec /bin/sh "$@"
# Others may pass through it, as through /tmp, but not list it: the tests that run the app as another user (setpriv)
# hand it a folder inside.
chmod 711 "$folder"
TMPDIR=$folder /bin/sh "$@"
status=$?
if [ "$status" -eq 0 ]; then
    rm -rf "$folder"
else
    echo "make: the failed line's temporary files are kept in $folder" >&2
fi
exit "$status"
