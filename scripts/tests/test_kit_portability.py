"""The app-side kit builds where Package.swift claims (macOS as well as Linux): no module the AutomationKit product
links depends on the Linux-only shim (CProcessControl, whose header includes <sys/prctl.h>), and none of their files
names a Linux-only module or call outside an `#if os(Linux)` or `#if canImport(Glibc)` block.
"""
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import module_graph  # noqa: E402

ROOT = module_graph.ROOT
KIT = "AutomationKit"
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


def kit_modules(manifest):
    """The kit's target and every target it depends on, directly or not."""
    targets = {target["name"]: target for target in manifest["targets"]}
    seen, stack = set(), [KIT]
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


if __name__ == "__main__":
    unittest.main()
