"""Debian's Chromium, headless, driven by Playwright for Python: the tests open the report in it.

Playwright is pointed at the system browser (`executable_path`); it never downloads one of its own. One browser serves
every test of a run, as Playwright's own runner shares one per worker: each page opens in a context of its own (its
own storage, cookies and viewport), so tests stay apart, and a run starts Chromium once instead of once a test.
"""

import atexit
import contextlib
import os

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
_shared = {}


def _browser():
    """The run's browser, started on first use and closed when the run's process exits."""
    if "browser" not in _shared:
        if not os.access(CHROMIUM, os.X_OK):
            raise RuntimeError(f"{CHROMIUM} is not installed: run scripts/setup.sh (make setup)")
        playwright = sync_playwright().start()
        try:
            # --no-sandbox: CI runs the tests as root in a container, where Chromium's sandbox cannot start.
            _shared["browser"] = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                            args=["--no-sandbox"])
        except BaseException:
            playwright.stop()
            raise
        _shared["playwright"] = playwright
        atexit.register(_close)
    return _shared["browser"]


def _close():
    _shared.pop("browser").close()
    _shared.pop("playwright").stop()


@contextlib.contextmanager
def page(url, width=1200, height=900):
    """A page at `url` in a fresh context of the run's headless Chromium, closed with its context on leaving."""
    context = _browser().new_context(viewport={"width": width, "height": height})
    try:
        opened = context.new_page()
        opened.goto(url)
        yield opened
    finally:
        context.close()
