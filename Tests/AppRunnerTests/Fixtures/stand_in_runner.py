#!/usr/bin/env python3
"""Stands in for a runner process: starts the fake app on a stdin pipe only it holds, prints the app's pid, waits."""
import os
import subprocess
import sys
import threading

here = os.path.dirname(os.path.abspath(__file__))
app = subprocess.Popen([os.path.join(here, "fake_app.py"), "--automation"],
                       stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
print(app.pid, flush=True)
threading.Event().wait()
