#!/bin/sh
# A stand-in app that never says hello, and ends at the end of its stdin.
echo "fake: thinking about it" >&2
cat > /dev/null
