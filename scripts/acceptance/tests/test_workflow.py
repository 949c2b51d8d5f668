"""The GitHub Actions workflow: valid by GitHub's workflow schema (check-jsonschema's built-in copy, no network),
and shown in docs/ci.md as it is.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

import support

WORKFLOW = os.path.join(support.ROOT, ".github", "workflows", "acceptance.yml")


def validate(path):
    """check-jsonschema's verdict on the workflow file at `path`: (exit status, output)."""
    done = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                           path], capture_output=True, text=True, check=False)
    return done.returncode, done.stdout + done.stderr


class WorkflowTests(unittest.TestCase):
    def test_the_workflow_validates_against_githubs_schema(self):
        status, output = validate(WORKFLOW)
        self.assertEqual(status, 0, output)

    def test_a_misspelt_key_fails_the_validation(self):
        with open(WORKFLOW, encoding="utf-8") as file:
            text = file.read()
        work = tempfile.mkdtemp(prefix="trips-workflow-")
        try:
            broken = os.path.join(work, "acceptance.yml")
            with open(broken, "w", encoding="utf-8") as file:
                file.write(text.replace("runs-on:", "runs_on:", 1))
            status, output = validate(broken)
            self.assertEqual(status, 1, output)
            self.assertIn("'runs-on' is a required property", output)
        finally:
            shutil.rmtree(work, ignore_errors=True)

    def test_docs_ci_shows_the_workflow_as_it_is(self):
        with open(os.path.join(support.ROOT, "docs", "ci.md"), encoding="utf-8") as file:
            blocks = re.findall(r"```yaml\n(.*?)```", file.read(), re.S)
        with open(WORKFLOW, encoding="utf-8") as file:
            self.assertIn(file.read(), blocks)


if __name__ == "__main__":
    unittest.main()
