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

    def test_without_a_parent_the_ram_disk_is_chosen_only_when_it_is_a_tmpfs(self):
        expected = scratch.RAM_DISK if scratch.is_tmpfs(scratch.RAM_DISK) else None
        self.assertEqual(scratch.parent({}), expected)
        self.assertFalse(scratch.is_tmpfs("/proc"))


if __name__ == "__main__":
    unittest.main()
