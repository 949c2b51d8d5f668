#!/bin/sh
# A stand-in app that exits at once with status 3.
echo "fake: cannot open the data directory" >&2
exit 3
