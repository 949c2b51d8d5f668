"""The built reference (make reference: .build/reference/Trips.doccarchive) opened in headless Chromium: the merged
landing page lists the three modules, a symbol's page shows its declaration and its doc comment, a re-exported
protocol type has its page, and the adoption how-to is an article.

DocC's pages are a Vue app that fetches each page's JSON beside it, which a browser refuses to a page opened from
file://, so the archive is served from localhost by Python's http.server, as any static host would serve it.
Playwright drives Debian's Chromium (scripts/acceptance/tests/browser.py); screenshots go to .build/reference-tests/.
"""
import functools
import http.server
import os
import sys
import threading
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "scripts", "acceptance", "tests"))
import browser  # noqa: E402

ARCHIVE = os.environ.get("TRIPS_REFERENCE", os.path.join(ROOT, ".build", "reference", "Trips.doccarchive"))
SHOTS = os.path.join(ROOT, ".build", "reference-tests")
# How long a page may take to fetch its JSON and render, on a busy machine.
RENDER_MS = 30_000


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


class ReferenceInChromiumTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not os.path.isdir(ARCHIVE):
            raise unittest.SkipTest(f"{ARCHIVE} is not built: make reference builds it and runs these tests")
        cls.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=ARCHIVE))
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()
        cls.base = f"http://127.0.0.1:{cls.server.server_address[1]}"
        os.makedirs(SHOTS, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.server.shutdown()
        cls.server.server_close()

    def rendered(self, page, name):
        """The page's main text once DocC has rendered its title; a screenshot of it as `name`.png."""
        page.wait_for_selector("main h1", timeout=RENDER_MS)
        page.screenshot(path=os.path.join(SHOTS, name + ".png"), full_page=False)
        return page.inner_text("main")

    def test_a_symbol_page_shows_its_declaration_and_its_doc_comment(self):
        with browser.page(self.base + "/documentation/apprunner/application") as page:
            text = self.rendered(page, "application")
            self.assertEqual(page.inner_text("main h1").strip(), "Application")
            self.assertIn("final class Application", text)
            self.assertIn("Sendable", text)
            self.assertIn("Topics", text)
            self.assertGreater(len(page.inner_text("main .abstract").strip()), 20, "the doc comment's summary")

    def test_a_protocol_type_the_products_re_export_has_its_page(self):
        with browser.page(self.base + "/documentation/automationprotocol/screen") as page:
            text = self.rendered(page, "screen")
            self.assertEqual(page.inner_text("main h1").strip(), "Screen")
            self.assertIn("struct Screen", text)

    def test_the_adoption_how_to_is_an_article_of_the_kit(self):
        with browser.page(self.base + "/documentation/automationkit/adopting-the-kit-and-the-runner") as page:
            text = self.rendered(page, "adopting")
            self.assertEqual(page.inner_text("main h1").strip(), "Adopting the kit and the runner")
            self.assertIn("The package: this repository, by version", text)
            self.assertIn('.package(url: "https://example.com/you/trips", from: "0.1.0")', text)

    def test_the_landing_page_lists_the_kit_the_runner_and_the_protocol(self):
        with browser.page(self.base + "/documentation") as page:
            text = self.rendered(page, "landing")
            for module in ("AutomationKit", "AppRunner", "AutomationProtocol"):
                self.assertIn(module, text)


if __name__ == "__main__":
    unittest.main()
