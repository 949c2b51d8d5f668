#!/bin/sh
# Makes sure what Trips builds and tests with is installed: libedit (for trips-shell's line editing), pkg-config
# (which SwiftPM asks where libedit is), python3 (the stand-in apps of the runner's tests, the terminal test, the
# acceptance tools) and chromium (the acceptance report is tested in it, headless).
# Installs them with apt-get when it can, and says what to do when it cannot.
set -eu

missing=""
pkg-config --exists libedit 2>/dev/null || missing="libedit-dev pkg-config"
command -v python3 >/dev/null 2>&1 || missing="$missing python3"
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
[ -z "$missing" ] && exit 0

echo "setup: installing ${missing# } (needed to build and test trips-shell)"
if ! command -v apt-get >/dev/null 2>&1; then
    echo "setup: apt-get is not available. Install libedit's development files, pkg-config, python3 and chromium" >&2
    echo "       yourself, e.g. 'dnf install libedit-devel pkgconf python3 chromium', then run make again." >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
        echo "setup: run 'apt-get install -y $missing' as root, then run make again." >&2
        exit 1
    fi
fi
export DEBIAN_FRONTEND=noninteractive
if ! $sudo apt-get install -y -qq $missing >/dev/null 2>&1; then
    $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq $missing >/dev/null || {
        echo "setup: 'apt-get install $missing' failed; install it by hand and run make again." >&2
        exit 1
    }
fi
pkg-config --exists libedit && command -v python3 >/dev/null && command -v chromium >/dev/null && echo "setup: done"
