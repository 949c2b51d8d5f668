"""Writes a data directory holding a trips file of N generated trips, for trips-shell's --data-dir.

The trips go to the stubbed cities in turn (Seattle 0001, Bergen 0002, Kyoto 0003, …), each with its place known, so
that opening one asks only for its forecast, and with its own week, so that the list's order is the trips' order.

Usage: make_trips.py N DIRECTORY   (`make bench TRIPS=N` writes .build/bench/trips-N)
"""
import datetime
import json
import os
import sys
import uuid

CITIES = [
    ("Seattle", "United States", 47.60621, -122.33207),
    ("Bergen", "Norway", 60.39299, 5.32415),
    ("Kyoto", "Japan", 35.02107, 135.75385),
]


def trips(count):
    first = datetime.date(2026, 4, 1)
    for number in range(1, count + 1):
        name, country, latitude, longitude = CITIES[(number - 1) % len(CITIES)]
        start = first + datetime.timedelta(days=number)
        yield {
            "id": str(uuid.UUID(int=number)).upper(),
            "destination": f"{name} {number:04d}",
            "place": {"name": name, "country": country, "latitude": latitude, "longitude": longitude},
            "start": start.isoformat(),
            "end": (start + datetime.timedelta(days=6)).isoformat(),
        }


def write(count, directory):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "trips.json"), "w", encoding="utf-8") as file:
        json.dump({"version": 2, "trips": list(trips(count))}, file, indent=2, sort_keys=True)
    return directory


def first_slug():
    """The identifier of the first trip's row."""
    return "trip.seattle-0001"


if __name__ == "__main__":
    if len(sys.argv) != 3 or not sys.argv[1].isdigit():
        sys.exit("usage: make_trips.py N DIRECTORY")
    print(write(int(sys.argv[1]), sys.argv[2]))
