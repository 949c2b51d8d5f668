#!/usr/bin/env python3
"""A stand-in app that answers requests but stays busy forever, so it never becomes idle."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wire import StandIn, element, log, requests  # noqa: E402

app = StandIn([element("button", "fake.load", "Load")], tasks=1)
app.hello()
log("fake: loading forever")
for request in requests():
    if request["command"] != "waitForIdle":
        app.respond(request["id"])
