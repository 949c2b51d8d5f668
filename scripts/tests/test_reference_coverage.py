"""Every public symbol of the kit, the runner and the protocol they re-export has a doc comment (scripts/reference.py,
read from the symbol graphs the reference is made from): the built modules pass, and a comment planted away from a
copy of their graphs is named.
"""
import json
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import reference  # noqa: E402

BIN = os.environ.get("TRIPS_BIN_PATH")


@unittest.skipUnless(BIN, "TRIPS_BIN_PATH names the debug build whose modules are read (make checks sets it)")
class DocumentationCoverageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp(prefix="reference-coverage-test-")
        cls.graphs = reference.symbol_graphs(os.path.join(BIN, "Modules"), os.path.join(cls.work, "graphs"))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.work, ignore_errors=True)

    def planted(self, change):
        """A copy of the runner's graph, `change` applied to its symbols; the copy's folder."""
        folder = os.path.join(self.work, "planted")
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(os.path.join(self.work, "graphs", "AppRunner"), folder)
        path = os.path.join(folder, "AppRunner.symbols.json")
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        change(graph["symbols"])
        with open(path, "w", encoding="utf-8") as file:
            json.dump(graph, file)
        return folder

    def test_every_public_symbol_of_the_products_has_a_doc_comment(self):
        found = reference.undocumented(self.graphs)
        self.assertEqual(found, [], "public symbols without a doc comment (///):\n" + "\n".join(found))

    def test_a_public_symbol_whose_comment_is_planted_away_is_named(self):
        def strip(symbols):
            for symbol in symbols:
                if symbol["pathComponents"] in (["Application"], ["ElementQuery", "firstMatch"]):
                    symbol.pop("docComment", None)

        found = reference.undocumented([self.planted(strip)])
        self.assertEqual(found, ["AppRunner: class Application", "AppRunner: instance property ElementQuery.firstMatch"])

    def test_graphs_read_without_source_places_fail_rather_than_pass_empty(self):
        def unplace(symbols):
            for symbol in symbols:
                symbol.pop("location", None)
                symbol.pop("docComment", None)

        with self.assertRaisesRegex(RuntimeError, "no symbol has a source location"):
            reference.undocumented([self.planted(unplace)])


if __name__ == "__main__":
    unittest.main()
