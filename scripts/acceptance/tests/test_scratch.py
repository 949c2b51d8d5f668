"""Where the flows' temporary files go: the run's own folder on a RAM disk when there is one, removed afterwards."""

import os
import tempfile
import unittest

import support  # noqa: F401  (the import path)
import scratch


class ScratchTests(unittest.TestCase):
    def test_a_named_parent_holds_the_runs_folder_which_is_removed_after_it(self):
        with tempfile.TemporaryDirectory() as parent:
            with scratch.folder({"ACCEPTANCE_TMPDIR": parent}) as made:
                self.assertEqual(os.path.dirname(made), parent)
                open(os.path.join(made, "trips.json"), "w", encoding="utf-8").close()
            self.assertFalse(os.path.exists(made))
            self.assertEqual(os.listdir(parent), [])

    def test_an_empty_parent_keeps_the_systems_temporary_directory(self):
        with scratch.folder({"ACCEPTANCE_TMPDIR": ""}) as made:
            self.assertIsNone(made)

    def test_a_parent_that_is_no_directory_is_refused_with_what_to_do(self):
        with self.assertRaises(SystemExit) as refused:
            with scratch.folder({"ACCEPTANCE_TMPDIR": "/nonexistent/trips"}):
                pass
        self.assertIn("ACCEPTANCE_TMPDIR=/nonexistent/trips is not a directory", str(refused.exception))

    def test_without_a_parent_the_ram_disk_is_chosen_only_when_it_is_a_writable_tmpfs(self):
        usable = scratch.is_tmpfs(scratch.RAM_DISK) and os.access(scratch.RAM_DISK, os.W_OK)
        expected = scratch.RAM_DISK if usable else None
        self.assertEqual(scratch.parent({}), expected)
        self.assertFalse(scratch.is_tmpfs("/proc"))


if __name__ == "__main__":
    unittest.main()
