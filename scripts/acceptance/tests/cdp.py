"""A headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`), stdlib only.

Chromium reads NUL-terminated JSON commands on its fd 3 and writes answers and events on its fd 4.
"""

import base64
import fcntl
import json
import os
import shutil
import subprocess
import tempfile


def find_chromium():
    """The chromium binary on PATH, or None."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """One headless Chromium with one page."""

    def __init__(self, binary, width=1200, height=900):
        self.profile = tempfile.mkdtemp(prefix="trips-chromium-")
        commands_read, self.commands = os.pipe()
        self.answers, answers_write = os.pipe()
        # Out of the way of 3 and 4 first, so that putting one in place never overwrites the other.
        high_read = fcntl.fcntl(commands_read, fcntl.F_DUPFD, 10)
        high_write = fcntl.fcntl(answers_write, fcntl.F_DUPFD, 10)
        for fd in (commands_read, answers_write):
            os.close(fd)

        def wire():
            os.dup2(high_read, 3)
            os.dup2(high_write, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}", f"--window-size={width},{height}"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(3, 4), preexec_fn=wire)
        os.close(high_read)
        os.close(high_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)

    def call(self, method, **params):
        """Sends a command and returns its result; raises RuntimeError with the protocol's error."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._read()
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})

    def wait_for_event(self, name):
        """Reads messages until the event `name` arrives."""
        while self._read().get("method") != name:
            pass

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page."""
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, url):
        """Loads a page and waits for its load event."""
        self.call("Page.navigate", url=url)
        self.wait_for_event("Page.loadEventFired")

    def click(self, selector):
        """Clicks the middle of the element with the mouse, as a person would."""
        box = self.evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)})"
                            ".getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left", clickCount=1)

    def type(self, selector, text):
        """Clicks into a field and types text into it."""
        self.click(selector)
        self.call("Input.insertText", text=text)

    def screenshot(self, path):
        """Saves a PNG of the whole page."""
        data = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=True)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            os.write(self.commands, json.dumps({"id": 0, "method": "Browser.close"}).encode() + b"\0")
        except OSError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.commands)
        os.close(self.answers)
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.answers, 65536)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)
