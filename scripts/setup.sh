#!/bin/sh
# Makes sure what Trips builds and tests with is installed: libedit (for trips-shell's line editing), pkg-config
# (which SwiftPM asks where libedit is), python3 with venv (the stand-in apps of the runner's tests, the terminal
# test, the acceptance tools), chromium (the acceptance report is tested in it, headless), inotify-tools
# (`make watch`) and stress-ng (`make stress` loads the processors on purpose while the unit suite runs). Installs
# them with apt-get when it can, and says what to do when it cannot.
# Then the Python test tools: a virtual environment in .build/venv with scripts/requirements.txt installed, made
# again only when it is missing or the requirements changed.
#   setup.sh          both
#   setup.sh system   the system's packages only (what the build needs: `make build` does not wait for the venv)
#   setup.sh venv     the virtual environment only (make checks that python3 has venv first)
set -eu
cd "$(dirname "$0")/.."
part="${1:-all}"
case "$part" in
all | system | venv) ;;
*) echo "setup: unknown part '$part' (all, system or venv)" >&2; exit 2 ;;
esac

# The packages from apt-get: what the build and the tests need from the system.
system_packages() {
    missing=""
    pkg-config --exists libedit 2>/dev/null || missing="libedit-dev pkg-config"
    command -v python3 >/dev/null 2>&1 || missing="$missing python3"
    python3 -c "import ensurepip, venv" >/dev/null 2>&1 || missing="$missing python3-venv"
    command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
    command -v inotifywait >/dev/null 2>&1 || missing="$missing inotify-tools"
    command -v stress-ng >/dev/null 2>&1 || missing="$missing stress-ng"

    if [ -n "$missing" ]; then
        echo "setup: installing ${missing# } (needed to build and test trips-shell)"
        if ! command -v apt-get >/dev/null 2>&1; then
            echo "setup: apt-get is not available. Install libedit's development files, pkg-config, python3 (with venv)," >&2
            echo "       chromium, inotify-tools and stress-ng yourself, e.g. 'dnf install libedit-devel pkgconf python3" >&2
            echo "       chromium inotify-tools stress-ng', then run make again." >&2
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
        # shellcheck disable=SC2086 # $missing is a list of packages on purpose
        if ! $sudo apt-get install -y -qq $missing >/dev/null 2>&1; then
            $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq $missing >/dev/null || {
                echo "setup: 'apt-get install $missing' failed; install it by hand and run make again." >&2
                exit 1
            }
        fi
        pkg-config --exists libedit && command -v python3 >/dev/null && command -v chromium >/dev/null &&
            command -v inotifywait >/dev/null && command -v stress-ng >/dev/null && echo "setup: done"
    fi
}

if [ "$part" != venv ]; then system_packages; fi
[ "$part" = system ] && exit 0

venv=.build/venv
requirements=scripts/requirements.txt
# The Python the venv is made from: the system's own, /usr/bin/python3 (the one apt-get installs), when it has venv,
# rather than the first python3 on the PATH, which may be a version manager's. The suite starts Python hundreds of
# times, and Debian's is built with profile-guided and link-time optimization and its libpython linked in, where a
# version manager's default build loads a shared libpython: each start costs about a quarter less CPU.
python=python3
/usr/bin/python3 -c "import ensurepip, venv" >/dev/null 2>&1 && python=/usr/bin/python3
base=$("$python" -c "import os, sys; print(os.path.realpath(sys.executable))")
# What a finished install leaves behind: the requirements, and the Python it was made from. The venv is current when
# both match.
stamp=$venv/requirements.installed
expected="$(cat "$requirements"; echo "# installed for $base")"
[ "$(cat "$stamp" 2>/dev/null)" = "$expected" ] && [ -x "$venv/bin/python" ] && exit 0

echo "setup: installing the Python test tools ($requirements) into $venv, for $base"
mkdir -p .build
"$python" -m venv --clear "$venv" || { echo "setup: '$python -m venv $venv' failed" >&2; exit 1; }
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# --no-compile: a module is compiled to bytecode when first imported, and most of what the tools install never is;
# compiling it all up front would cost the build, which runs beside this, a core for seconds.
if ! "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-compile -r "$requirements" \
    >"$venv/pip.log" 2>&1
then
    cat "$venv/pip.log" >&2
    echo "setup: 'pip install -r $requirements' failed (it needs PyPI); run make again once it can be reached." >&2
    exit 1
fi
printf '%s\n' "$expected" >"$stamp"
echo "setup: Python test tools installed"
