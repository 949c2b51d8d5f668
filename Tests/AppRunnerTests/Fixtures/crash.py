#!/usr/bin/env python3
"""A stand-in app that says hello, then crashes with SIGSEGV on its first request."""
import os
import signal
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wire import StandIn, element, log, requests  # noqa: E402

app = StandIn([element("button", "fake.load", "Load")])
app.hello()
for request in requests():
    log("fake: fatal error: index out of range while handling " + request["command"])
    os.kill(os.getpid(), signal.SIGSEGV)
