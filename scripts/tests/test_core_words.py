"""The driver core knows no app: AppRunner (the runner), AutomationProtocol (the protocol) and the app-side kit
(AutomationKit, with ConcurrencyBasics under it) name nothing of Trips nor its shell's options, neither in code nor in
comments nor in messages, and AppRunner and the kit import none of Trips' modules. What Trips adds is declared above them (TripsProtocol, TripsRunner), through the same declarations another
app would use (docs/architecture.md, "Another app on the same core").
"""
import os
import re
import unittest

# "A round trip" to the app is English, not the app.
ROUND_TRIP = re.compile(r"\bround[- ]trips?\b", re.IGNORECASE)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORE = ("Sources/AppRunner", "Sources/AutomationProtocol", "Sources/AutomationKit", "Sources/ConcurrencyBasics")
# Trips' words: the app, its shell, its options and its variables, its places, its weather service, its pasteboard.
WORDS = re.compile(r"trips-shell|\btrips?\b|\bTRIPS_\w*|\bcity\b|\bcities\b|open-meteo|\bpasteboard\b|\bseattle\b"
                   r"|\bkyoto\b|-uiTesting|--driver-clock|--fork-server|--stubs-dir|--data-dir", re.IGNORECASE)
TRIPS_MODULES = ("TripsProtocol", "SlugRule", "TripsRunner", "Domain", "Presentation", "Networking", "Storage",
                 "TripsShell")


def core_files():
    for folder in CORE:
        for directory, _, files in os.walk(os.path.join(ROOT, folder)):
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(directory, name)


def trips_words(text):
    """The lines of `text` that name Trips, as `line: the words`."""
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        words = WORDS.findall(ROUND_TRIP.sub("", line))
        if words:
            found.append(f"{number}: {', '.join(words)}")
    return found


class CoreWordsTests(unittest.TestCase):
    def test_the_rule_finds_trips_words_and_passes_neutral_ones(self):
        self.assertEqual(trips_words('tap "trip.seattle"\n// run trips-shell\nTRIPS_SHELL_PATH'),
                         ["1: trip, seattle", "2: trips-shell", "3: TRIPS_SHELL_PATH"])
        text = 'the City of Kyoto\nOpen-Meteo\nthe Pasteboard\nlaunch with -uiTesting --driver-clock'
        self.assertEqual(trips_words(text),
                         ["1: City, Kyoto", "2: Open-Meteo", "3: Pasteboard", "4: -uiTesting, --driver-clock"])
        self.assertEqual(trips_words('a trip-free "row.first"'), ["1: trip"])
        self.assertEqual(trips_words('a round trip to the app; round trips; stripped, tripwire, triples, capacity'),
                         [])

    def test_the_core_names_nothing_of_trips(self):
        named = []
        for path in core_files():
            with open(path, encoding="utf-8") as file:
                relative = os.path.relpath(path, ROOT)
                named += [f"{relative}:{found}" for found in trips_words(file.read())]
        self.assertEqual(named, [], "the core names Trips:\n" + "\n".join(named))

    def test_the_runner_core_and_the_kit_import_none_of_trips_modules(self):
        imported = []
        for directory, _, files in (walked for folder in ("Sources/AppRunner", "Sources/AutomationKit")
                                    for walked in os.walk(os.path.join(ROOT, folder))):
            for name in files:
                with open(os.path.join(directory, name), encoding="utf-8") as file:
                    for module in re.findall(r"^\s*(?:@\w+\s+)?import\s+(\w+)", file.read(), re.MULTILINE):
                        if module in TRIPS_MODULES:
                            imported.append(f"{name}: {module}")
        self.assertEqual(imported, [])


if __name__ == "__main__":
    unittest.main()
