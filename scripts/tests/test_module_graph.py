"""docs/architecture.md's claims about the modules hold for Package.swift and the sources: its graph is the package's
(scripts/module_graph.py makes it), its table names each module's dependencies, every `import` in a target is a
dependency it declares, every module has its test target, and the C shims are imported only where it says.
"""
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import module_graph  # noqa: E402

ROOT = module_graph.ROOT
# Modules of the toolchain, which no target declares.
TOOLCHAIN = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "Glibc", "Musl", "Darwin", "Dispatch", "Observation",
    "Synchronization", "Testing", "XCTest", "RegexBuilder", "_Concurrency", "PackageDescription",
}
IMPORT = re.compile(r"^\s*(?:@testable\s+|@_exported\s+|@_spi\(\w+\)\s+)?(?:public\s+|internal\s+|package\s+)?import\s+"
                    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)", re.MULTILINE)
C_SHIMS = ("CEditLine", "CProcessControl", "CThreadSanitizer")


def swift_files(folder):
    for directory, _, files in os.walk(os.path.join(ROOT, folder)):
        for name in files:
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def imports(text):
    """The modules a file imports in its heading, where imports are written: not those in a string literal below."""
    heading = []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith(("//", "#if", "#else", "#elseif", "#endif", "@testable", "import ",
                                                 "public import", "internal import", "@_spi", "@_exported")):
            break
        heading.append(line)
    return set(IMPORT.findall("\n".join(heading)))


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


class ModuleGraphTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.manifest = module_graph.package()
        cls.targets = {target["name"]: target for target in cls.manifest["targets"]}
        cls.document = read(module_graph.DOCUMENT)

    def test_the_documents_graph_is_the_packages(self):
        self.assertEqual(module_graph.documented(), module_graph.block(self.manifest),
                         "docs/architecture.md's module graph differs from Package.swift: "
                         "run python3 scripts/module_graph.py --write")

    def test_every_import_is_a_declared_dependency(self):
        undeclared = []
        for name, target in self.targets.items():
            if target["type"] == "system":
                continue
            declared = set(module_graph.dependencies(target)) | TOOLCHAIN | {name}
            for path in swift_files(module_graph.target_path(target)):
                for imported in sorted(imports(read(path)) - declared):
                    undeclared.append(f"{os.path.relpath(path, ROOT)} imports {imported}, not a dependency of {name}")
        self.assertEqual(undeclared, [])

    def test_every_module_has_its_test_target(self):
        modules = [name for name, target in self.targets.items()
                   if target["type"] == "regular" and module_graph.target_path(target) == f"Sources/{name}/"]
        self.assertGreater(len(modules), 10)
        missing = [name for name in modules if f"{name}Tests" not in self.targets]
        self.assertEqual(missing, [], "modules without a Tests/<Module>Tests target")

    def test_the_module_table_names_each_modules_dependencies(self):
        rows = re.findall(r"^\| `([\w-]+)` \|.*\| ([^|]*) \|$", self.document, re.MULTILINE)
        self.assertGreater(len(rows), 10)
        for name, cell in rows:
            with self.subTest(module=name):
                said = [] if cell.strip() == "—" else [word.strip() for word in cell.split(",")]
                self.assertEqual(said, module_graph.dependencies(self.targets[name]))

    def test_the_c_shims_are_imported_only_where_the_document_says(self):
        sentence = re.search(r"All C interop is in ([^\n]+(?:\n[^\n]+)*?)\.\n", self.document)
        self.assertIsNotNone(sentence, "the document no longer says where C interop is")
        named = set(re.findall(r"`([\w/+.-]+\.swift)`", sentence.group(1)))
        importing = {os.path.relpath(path, ROOT) for folder in ("Sources", "Tests", "Benchmarks", "Fuzz")
                     for path in swift_files(folder)
                     if any(f"import {shim}\n" in read(path) for shim in C_SHIMS)}
        self.assertEqual(importing, named)


if __name__ == "__main__":
    unittest.main()
