"""The protocol documents' tables of commands, request fields, errors and launch options, and the shell's command
table (docs/automation-protocol.md, docs/trips-protocol.md, docs/shell.md), are those their declarations make: the
built `protocol-tables --check` compares each table between its markers with what the code declares, and names each
that differs. `make docs` writes them.
"""
import os
import shutil
import subprocess
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The build's bin folder: the Makefile hands it over, as `swift build --show-bin-path` says it.
BIN = os.environ.get("TRIPS_BIN_PATH") or os.path.join(ROOT, ".build", "debug")
TOOL = os.path.join(BIN, "protocol-tables")


class ProtocolTablesTests(unittest.TestCase):
    def run_tool(self, *arguments):
        self.assertTrue(os.access(TOOL, os.X_OK), f"{TOOL} is not built: run make build (make checks does)")
        return subprocess.run([TOOL, *arguments, "--root", ROOT], capture_output=True, text=True, timeout=60)

    def test_every_table_is_its_declarations(self):
        result = self.run_tool("--check")
        self.assertEqual(result.returncode, 0, "\n" + result.stdout + result.stderr)

    def test_a_stale_table_is_named(self):
        """The check can fail: a document whose table lost a row is named, with what to run."""
        with tempfile.TemporaryDirectory() as root:
            shutil.copytree(os.path.join(ROOT, "docs"), os.path.join(root, "docs"))
            path = os.path.join(root, "docs", "automation-protocol.md")
            with open(path, encoding="utf-8") as file:
                text = file.read()
            row = next(line for line in text.splitlines() if line.startswith("| `waitForIdle` |"))
            with open(path, "w", encoding="utf-8") as file:
                file.write(text.replace(row + "\n", ""))
            result = subprocess.run([TOOL, "--check", "--root", root], capture_output=True, text=True, timeout=60)
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stdout, 'docs/automation-protocol.md: the table "core commands" differs from its '
                                        "declarations; write it again with make docs (protocol-tables --write).\n")


if __name__ == "__main__":
    unittest.main()
