#!/usr/bin/env python3
"""A stand-in app, not Trips, for the repair stories (Tests/MCPClient/repair_stories.py): a basket of fruit. The
stories copy this package, then change this file as an app's developer would, renaming identifiers and changing what
it shows, and let trips-mcp's run_flows and repair_flow find out which flows to patch and which failures are the app's.
It speaks docs/automation-protocol.md through the runner's stand-in module (Tests/AppRunnerTests/Fixtures/wire.py).
"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
# This package sits two folders below the repository's root, as a template (Tests/RepairStandIn) and as the stories'
# copy (.build/repair-stand-in) alike.
sys.path.insert(0, os.path.join(here, "..", "..", "Tests", "AppRunnerTests", "Fixtures"))
from wire import StandIn, element, requests  # noqa: E402

# What the stories change: identifiers, and what the app shows.
FRUITS = [("fruit.apple", "Apple", 1), ("fruit.banana", "Banana", 2), ("fruit.cherry", "Cherry", 3)]
RECEIPT = "Paid ${}"
COUNT = "basket.count"
CLEAR = "basket.clear"
CHECK_OUT = "Check out"
PRICES = {identifier: price for identifier, _, price in FRUITS}

basket = []


def items(count):
    return f"{count} item" if count == 1 else f"{count} items"


app = StandIn([
    element("staticText", "basket.title", "Basket"),
    element("list", "fruit.list", "Fruit", children=[
        element("cell", identifier, name, value=f"${price}") for identifier, name, price in FRUITS]),
    element("staticText", COUNT, items(0)),
    element("staticText", "basket.total", "Total: $0"),
    element("button", CLEAR, "Empty"),
    element("button", "basket.checkout", CHECK_OUT),
])


def show_basket():
    app.find(COUNT)[0]["label"] = items(len(basket))
    app.find("basket.total")[0]["label"] = f"Total: ${sum(PRICES[name] for name in basket)}"


def tap(found):
    identifier = found["identifier"]
    if identifier in PRICES:
        basket.append(identifier)
        app.say(f"basket: {found['label']} added, {len(basket)} in all")
        app.change(show_basket)
    elif identifier == CLEAR:
        basket.clear()
        app.change(show_basket)
    elif identifier == "basket.checkout":
        paid = RECEIPT.format(sum(PRICES[name] for name in basket))
        basket.clear()
        app.change(lambda: (show_basket(), app.elements.append(element("staticText", "basket.receipt", paid))))


def handle(request):
    command, request_id = request["command"], request["id"]
    if command == "tap":
        found = app.locate(request_id, request)
        if found is None:
            return
        tap(found)
    elif command == "back":
        return app.respond(request_id, "cannotGoBack", "This is the first screen.")
    app.respond(request_id)


app.hello()
for request in requests(app):
    handle(request)
