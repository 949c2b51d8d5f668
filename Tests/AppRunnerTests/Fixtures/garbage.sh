#!/bin/sh
# A stand-in app that writes garbage instead of its hello.
echo "fake: about to misbehave" >&2
echo "Welcome to trips-shell! Type help."
cat > /dev/null
