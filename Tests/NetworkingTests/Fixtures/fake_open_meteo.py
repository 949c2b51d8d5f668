#!/usr/bin/env python3
"""A fake Open-Meteo on 127.0.0.1 that fails in every way the real one (or the network) can.

usage: fake_open_meteo.py

Listens on a free port and prints it as the first line of standard output. Exits when standard input ends, so it
never outlives the test that started it.

GET /v1/search?name=NAME   the geocoding search; NAME picks the behaviour (case-insensitive):
    status500   HTTP 500 with Open-Meteo's error body {"error":true,"reason":"..."}
    missing     HTTP 404 with an HTML body
    malformed   HTTP 200, not JSON
    empty       HTTP 200, an empty body
    truncated   HTTP 200, Content-Length larger than what is sent, then the connection closes
    slow        holds the request until /release (or the end), answering nothing
    hogsmeade   HTTP 200, {"generationtime_ms":0.1}: no results
    hollywood   HTTP 200, two places called Hollywood (Florida, then California), at most `count` of them
    forecast-MODE   a place whose forecast behaves as MODE (one of the above, or ok)
    anything else   one place, NAME, Testland, whose forecast is 61 °F, code 2
GET /v1/forecast?latitude=L   the forecast of the place the search gave: a whole latitude picks the MODE of a
                           forecast-MODE place (0 is ok); any other latitude is a real place, answered in Open-Meteo's
                           full shape (current_units in °F) with a temperature of its own (its latitude, rounded)
GET /hits                  {"search:NAME": count, "forecast:MODE": count, ...} of every request so far
GET /requests              every /v1/ request so far, in order: [{"path": "/v1/forecast", "query": {...}}, ...]
GET /await-hits?key=K&count=N  the hits once K has been asked N times, or after 20 s (a long poll, no sleeping)
GET /release               lets every held request go with a 503
GET /closed-port           a port on 127.0.0.1 that was free a moment ago and is now closed
"""

import json
import socket
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

MODES = ["ok", "status500", "missing", "malformed", "empty", "truncated", "slow", "hogsmeade"]
DEADLINE = 20.0  # seconds /await-hits waits at most, so that a test whose request never comes fails instead of hanging
REASON = "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key current"

HOLLYWOODS = [
    {"id": 4158928, "name": "Hollywood", "latitude": 26.0112, "longitude": -80.14949, "elevation": 3.0,
     "feature_code": "PPL", "country_code": "US", "timezone": "America/New_York", "population": 152511,
     "country": "United States", "admin1": "Florida", "admin2": "Broward County"},
    {"id": 5357527, "name": "Hollywood", "latitude": 34.09834, "longitude": -118.32674, "elevation": 118.0,
     "feature_code": "PPLX", "country_code": "US", "timezone": "America/Los_Angeles", "population": 167664,
     "country": "United States", "admin1": "California", "admin2": "Los Angeles County"},
]

hits = {}
requests = []
changed = threading.Condition()
released = threading.Event()


def count(key):
    with changed:
        hits[key] = hits.get(key, 0) + 1
        changed.notify_all()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urlparse(self.path)
        query = {key: values[0] for key, values in parse_qs(url.query).items()}
        if url.path.startswith("/v1/"):
            with changed:
                requests.append({"path": url.path, "query": query})
        if url.path == "/v1/search":
            self.search(query.get("name", ""), int(query.get("count", "10")))
        elif url.path == "/v1/forecast":
            self.forecast(float(query.get("latitude", "0")), float(query.get("longitude", "0")))
        elif url.path == "/hits":
            with changed:
                self.send(200, json.dumps(hits))
        elif url.path == "/requests":
            with changed:
                self.send(200, json.dumps(requests))
        elif url.path == "/await-hits":
            key, wanted = query.get("key", ""), int(query.get("count", "1"))
            with changed:
                changed.wait_for(lambda: hits.get(key, 0) >= wanted, timeout=DEADLINE)
            self.send(200, json.dumps(hits))
        elif url.path == "/release":
            released.set()
            self.send(200, "{}")
        elif url.path == "/closed-port":
            probe = socket.socket()
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
            probe.close()
            self.send(200, json.dumps({"port": port}))
        else:
            self.send(404, "<html><body>Not Found</body></html>")

    def forecast(self, latitude, longitude):
        if latitude.is_integer() and 0 <= latitude < len(MODES):
            mode = MODES[int(latitude)]
            count("forecast:" + mode)
            self.behave(mode, {"current": {"temperature_2m": 61.0, "weather_code": 2}})
            return
        count("forecast:place")
        self.send(200, json.dumps({
            "latitude": latitude, "longitude": longitude, "generationtime_ms": 0.03, "utc_offset_seconds": 0,
            "timezone": "GMT", "timezone_abbreviation": "GMT", "elevation": 10.0,
            "current_units": {"time": "iso8601", "interval": "seconds", "temperature_2m": "°F",
                              "weather_code": "wmo code"},
            "current": {"time": "2026-03-01T12:00", "interval": 900, "temperature_2m": float(round(latitude)),
                        "weather_code": 0},
        }))

    def search(self, name, wanted=10):
        key = name.lower()
        count("search:" + key)
        if key == "hollywood":
            self.send(200, json.dumps({"results": HOLLYWOODS[:wanted], "generationtime_ms": 0.1}))
            return
        forecast = key[len("forecast-") :] if key.startswith("forecast-") else "ok"
        latitude = MODES.index(forecast) if forecast in MODES else 0
        result = {"name": name, "latitude": latitude, "longitude": 0.0, "country": "Testland"}
        self.behave(key if key in MODES else "ok", {"results": [result], "generationtime_ms": 0.1})

    def behave(self, mode, answer):
        if mode == "status500":
            self.send(500, json.dumps({"error": True, "reason": REASON}))
        elif mode == "missing":
            self.send(404, "<html><body>Not Found</body></html>")
        elif mode == "malformed":
            self.send(200, '{"results": [{"name": "Seat')
        elif mode == "empty":
            self.send(200, "")
        elif mode == "truncated":
            body = json.dumps(answer).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body) + 1000))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
        elif mode == "slow":
            released.wait()
            self.send(503, json.dumps({"error": True, "reason": "released"}))
        elif mode == "hogsmeade":
            self.send(200, json.dumps({"generationtime_ms": 0.1}))
        else:
            self.send(200, json.dumps(answer))

    def send(self, status, body):
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # a client that gave up (a timeout, a cancelled request) is expected here, not news


def main():
    server = Server(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()  # the test ends, or dies: stdin closes, and the server goes with it
    released.set()
    server.shutdown()


if __name__ == "__main__":
    main()
