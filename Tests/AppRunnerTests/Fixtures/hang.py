#!/usr/bin/env python3
"""A stand-in app that says hello, busy, then never answers; with --deaf it ignores stdin and SIGTERM too."""
import os
import signal
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wire import StandIn, element, log, requests  # noqa: E402

app = StandIn([element("button", "fake.load", "Load")], tasks=1)
app.hello()
log("fake: stuck on the main thread")
if "--deaf" in sys.argv:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    threading.Event().wait()
for request in requests():
    pass
