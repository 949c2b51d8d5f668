"""The app-side kit builds where Package.swift claims (macOS as well as Linux): no module the AutomationKit product
links depends on the Linux-only shim (CProcessControl, whose header includes <sys/prctl.h>), and none of their files
names a Linux-only module or call outside an `#if os(Linux)` or `#if canImport(Glibc)` block. The runner (AppRunner)
needs Linux, and says so at compile time on any other system: every file of what it links imports the shim only under
`#if os(Linux)`, its `#else` an `#error` naming Linux, and the shim's header stops a compiler elsewhere the same way.
"""
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import module_graph  # noqa: E402

ROOT = module_graph.ROOT
KIT = "AutomationKit"
RUNNER = "AppRunner"
SHIM_HEADER = os.path.join(ROOT, "Sources", "CProcessControl", "shim.h")
LINUX_ONLY_MODULES = {"CProcessControl"}
# Names only Linux has: its C library's module, the process controls and the auxiliary vector, its event interfaces.
LINUX_ONLY = re.compile(r"\bGlibc\b|\bprctl\b|\bgetauxval\b|\bAT_PHDR\b|\bepoll_\w+|\binotify_\w+|\bPR_SET_\w+")
GUARD = re.compile(r"^\s*#if\b.*(os\(Linux\)|canImport\(Glibc\))")


def unguarded(text):
    """The lines of `text` that name something only Linux has, outside a guard for Linux, as `line: text`."""
    found, guarded = [], []
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("#if"):
            guarded.append(bool(GUARD.match(line)))
        elif stripped.startswith("#else") or stripped.startswith("#elseif"):
            if guarded:
                guarded[-1] = False
        elif stripped.startswith("#endif"):
            if guarded:
                guarded.pop()
        elif not stripped.startswith("//") and LINUX_ONLY.search(line) and not any(guarded):
            found.append(f"{number}: {stripped}")
    return found


def unexplained_imports(text, module="CProcessControl"):
    """The lines of `text` that import `module` other than as `#if os(Linux)` … `#else` … `#error("…Linux…")`."""
    lines = text.splitlines()
    found = []
    for number, line in enumerate(lines, 1):
        if not re.match(rf"\s*import\s+{module}\b", line):
            continue
        opening = [l.strip() for l in lines[: number - 1] if l.strip().startswith("#")]
        rest = "\n".join(lines[number:])
        branch = re.match(r"\s*#else\s*#error\(\s*\"([^\"]*)\"", rest)
        if not (opening and opening[-1] == "#if os(Linux)" and branch and "Linux" in branch.group(1)):
            found.append(f"{number}: {line.strip()}")
    return found


def kit_modules(manifest, product=KIT):
    """The product's target and every target it depends on, directly or not."""
    targets = {target["name"]: target for target in manifest["targets"]}
    seen, stack = set(), [product]
    while stack:
        name = stack.pop()
        if name in seen or name not in targets:
            continue
        seen.add(name)
        stack += module_graph.dependencies(targets[name])
    return seen, targets


class KitPortabilityTests(unittest.TestCase):
    def test_the_rule_finds_linux_only_calls_and_passes_guarded_ones(self):
        text = "import Glibc\n#if os(Linux)\nimport Glibc\n#else\nimport Darwin\n#endif\n_ = prctl(1)\n// Glibc\n"
        self.assertEqual(unguarded(text), ["1: import Glibc", "7: _ = prctl(1)"])
        self.assertEqual(unguarded("#if canImport(Glibc)\n#if DEBUG\nlet x = getauxval(AT_PHDR)\n#endif\n#endif\n"), [])
        self.assertEqual(unguarded("#if os(Linux)\n#else\nimport Glibc\n#endif\n"), ["3: import Glibc"])

    def test_the_kit_and_what_it_links_name_nothing_only_linux_has(self):
        modules, targets = kit_modules(module_graph.package())
        self.assertIn("AutomationProtocol", modules)
        self.assertEqual(modules & LINUX_ONLY_MODULES, set(), "the kit links the Linux-only shim")
        named = []
        for module in sorted(modules):
            folder = os.path.join(ROOT, module_graph.target_path(targets[module]))
            for directory, _, files in os.walk(folder):
                for name in sorted(files):
                    if name.endswith(".swift"):
                        path = os.path.join(directory, name)
                        with open(path, encoding="utf-8") as file:
                            relative = os.path.relpath(path, ROOT)
                            named += [f"{relative}:{line}" for line in unguarded(file.read())]
        self.assertEqual(named, [], "Linux only, unguarded, in what the kit links:\n" + "\n".join(named))


class RunnerPlatformTests(unittest.TestCase):
    def test_the_rule_wants_the_shim_under_linux_and_an_error_naming_linux_elsewhere(self):
        guarded = '#if os(Linux)\n    import CProcessControl\n#else\n    #error(\n        "AppRunner needs Linux"\n    )\n#endif\n'
        self.assertEqual(unexplained_imports(guarded), [])
        self.assertEqual(unexplained_imports("import Foundation\nimport CProcessControl\n"), ["2: import CProcessControl"])
        silent = "#if os(Linux)\n    import CProcessControl\n#endif\n"
        self.assertEqual(unexplained_imports(silent), ["2: import CProcessControl"])
        vague = '#if os(Linux)\nimport CProcessControl\n#else\n#error("unsupported")\n#endif\n'
        self.assertEqual(unexplained_imports(vague), ["2: import CProcessControl"])

    def test_what_the_runner_links_says_at_compile_time_that_it_needs_linux(self):
        modules, targets = kit_modules(module_graph.package(), RUNNER)
        self.assertIn("CProcessControl", modules, "the runner no longer links the shim: say where it builds anew")
        importing, unexplained = [], []
        for module in sorted(modules):
            folder = os.path.join(ROOT, module_graph.target_path(targets[module]))
            for directory, _, files in os.walk(folder):
                for name in sorted(files):
                    if name.endswith(".swift"):
                        path = os.path.join(directory, name)
                        with open(path, encoding="utf-8") as file:
                            text = file.read()
                        relative = os.path.relpath(path, ROOT)
                        if re.search(r"^\s*import\s+CProcessControl\b", text, re.MULTILINE):
                            importing.append(relative)
                        unexplained += [f"{relative}:{line}" for line in unexplained_imports(text)]
        self.assertNotEqual(importing, [], "no file of the runner imports the shim")
        self.assertEqual(unexplained, [], "the shim imported without an #error naming Linux elsewhere:\n" +
                         "\n".join(unexplained))
        with open(SHIM_HEADER, encoding="utf-8") as file:
            header = file.read()
        self.assertRegex(header, r"#ifndef __linux__\s*\n#error \"[^\"]*Linux", "the shim's header does not stop other systems")


if __name__ == "__main__":
    unittest.main()
