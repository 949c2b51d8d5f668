"""Debian's Chromium, headless, driven by Playwright for Python: the tests open the report in it.

Playwright is pointed at the system browser (`executable_path`); it never downloads one of its own.
"""

import contextlib
import os

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"


@contextlib.contextmanager
def page(url, width=1200, height=900):
    """A page of a fresh headless Chromium at `url`, closed with the browser on leaving."""
    if not os.access(CHROMIUM, os.X_OK):
        raise RuntimeError(f"{CHROMIUM} is not installed: run scripts/setup.sh (make setup)")
    with sync_playwright() as playwright:
        # --no-sandbox: CI runs the tests as root in a container, where Chromium's sandbox cannot start.
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        try:
            opened = chromium.new_page(viewport={"width": width, "height": height})
            opened.goto(url)
            yield opened
        finally:
            chromium.close()
