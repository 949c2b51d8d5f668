"""make lint (scripts/lint.sh) lints a file again only when its text, swift-format's configuration or swift-format
itself changed since a lint passed, and keeps nothing from a lint that failed: run on a copy of the script in a folder
of its own, with a stand-in `swift` that records the files it is asked to lint and fails on one that says BAD.
"""
import os
import shutil
import stat
import subprocess
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STAND_IN = """#!/bin/sh
# swift format --version | swift format lint --strict --parallel FILE...
[ "$2" = --version ] && { echo "${STAND_IN_VERSION:-6.3.1}"; exit 0; }
shift 4
status=0
for file in "$@"; do
    echo "$file" >>"$LINTED"
    if grep -q BAD "$file"; then echo "$file:1:1: error: [Bad] says BAD"; status=1; fi
done
exit $status
"""


class LintCacheTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="lint-cache-")
        self.addCleanup(shutil.rmtree, self.root)
        os.makedirs(os.path.join(self.root, "scripts"))
        shutil.copy(os.path.join(ROOT, "scripts", "lint.sh"), os.path.join(self.root, "scripts"))
        self.swift = os.path.join(self.root, "swift")
        with open(self.swift, "w", encoding="utf-8") as file:
            file.write(STAND_IN)
        os.chmod(self.swift, os.stat(self.swift).st_mode | stat.S_IEXEC)
        self.write(".swift-format", '{"lineLength": 120}')
        for path in ("Package.swift", "Sources/A/A.swift", "Sources/A/B.swift", "Tests/ATests/ATests.swift"):
            self.write(path, f"// {path}\n")

    def write(self, path, text):
        os.makedirs(os.path.dirname(os.path.join(self.root, path)), exist_ok=True)
        with open(os.path.join(self.root, path), "w", encoding="utf-8") as file:
            file.write(text)

    def lint(self, version="6.3.1"):
        """Runs the script; its exit status, its output and the files the stand-in was asked to lint."""
        linted = os.path.join(self.root, "linted")
        if os.path.exists(linted):
            os.remove(linted)
        result = subprocess.run([os.path.join(self.root, "scripts", "lint.sh")], capture_output=True, text=True,
                                env=dict(os.environ, SWIFT=self.swift, LINTED=linted, STAND_IN_VERSION=version),
                                timeout=60)
        files = open(linted, encoding="utf-8").read().split() if os.path.exists(linted) else []
        return result.returncode, result.stdout + result.stderr, sorted(files)

    def test_a_file_is_linted_again_only_when_its_text_changed(self):
        status, said, files = self.lint()
        self.assertEqual((status, len(files)), (0, 4), said)
        self.assertIn("4 of 4 Swift files linted", said)
        self.assertEqual(self.lint()[2], [], "nothing changed, nothing linted")
        self.write("Sources/A/B.swift", "// changed\n")
        self.write("Sources/A/C.swift", "// new\n")
        self.assertEqual(self.lint()[2], ["Sources/A/B.swift", "Sources/A/C.swift"])

    def test_a_failed_lint_keeps_nothing_and_its_file_is_linted_until_it_passes(self):
        self.lint()
        self.write("Sources/A/A.swift", "BAD\n")
        status, said, files = self.lint()
        self.assertEqual((status, files), (1, ["Sources/A/A.swift"]), said)
        self.assertIn("says BAD", said)
        self.write("Sources/A/B.swift", "// changed beside it\n")
        status, said, files = self.lint()
        self.assertEqual((status, files), (1, ["Sources/A/A.swift", "Sources/A/B.swift"]), said)
        self.write("Sources/A/A.swift", "// fixed\n")
        self.assertEqual(self.lint()[:1], (0,))
        self.assertEqual(self.lint()[2], [])

    def test_another_configuration_or_swift_format_lints_everything(self):
        self.lint()
        self.write(".swift-format", '{"lineLength": 100}')
        self.assertEqual(len(self.lint()[2]), 4)
        self.assertEqual(len(self.lint(version="6.4")[2]), 4)
        self.assertEqual(self.lint(version="6.4")[2], [])


if __name__ == "__main__":
    unittest.main()
