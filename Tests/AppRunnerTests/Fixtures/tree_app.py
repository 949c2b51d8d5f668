#!/usr/bin/env python3
"""A stand-in app with a nested screen, for label, scoped and predicate queries, back, replace and relaunch: two
lists of cells, a card, a field, and an alert that Back dismisses. Tapping a fruit puts it in the basket."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wire import StandIn, element, requests  # noqa: E402


def cell(identifier, label, value=None):
    return element("cell", identifier, label, value=value)


basket = []
app = StandIn([
    element("navigationBar", "tree.nav", "Fruit", children=[element("button", "nav.back", "Back")]),
    element("list", "fruit.list", "Fruit", children=[
        cell("fruit.apple", "Apple", "red"), cell("fruit.banana", "Banana", "yellow"),
        cell("fruit.cherry", "Cherry", "red")]),
    element("list", "veg.list", "Vegetables", children=[cell("veg.carrot", "Carrot"), cell("veg.beet", "Beet", "red")]),
    element("group", "card", "Basket", children=[
        element("staticText", "card.count", "0 items"), element("button", "card.clear", "Empty")]),
    element("textField", "search", "Search", value="", placeholder="Type a fruit"),
    element("button", "open.alert", "Delete all"),
    element("staticText", "run.mode", os.environ.get("TREE_MODE", "plain") + " " + " ".join(sys.argv[4:])),  # after --automation --protocol-version 3
])
app.alert = None
card_count = app.elements[3]["children"][0]


def handle(request):
    command, request_id = request["command"], request["id"]
    found = None
    if command in ("tap", "type", "clear", "replace"):
        found = app.locate(request_id, request)
        if found is None:
            return
    if command == "tap":
        identifier = found["identifier"]
        if found["role"] == "cell":
            basket.append(found["label"])
            app.change(lambda: card_count.update(label=f"{len(basket)} items"))
        elif identifier == "open.alert":
            app.change(lambda: setattr(app, "alert", element("alert", "alert", "Delete all?", children=[
                element("button", "alert.confirm", "Delete"), element("button", "alert.cancel", "Cancel")])))
        elif identifier in ("alert.cancel", "alert.confirm"):
            app.change(lambda: setattr(app, "alert", None))
        elif identifier == "card.clear":
            basket.clear()
            app.change(lambda: card_count.update(label="0 items"))
    elif command in ("type", "clear", "replace"):
        if found["role"] != "textField":
            return app.respond(request_id, "notATextField", f"'{found['identifier']}' is not a text field.")
        text = {"type": found.get("value", "") + request.get("text", ""), "clear": "",
                "replace": request.get("text")}[command]
        app.change(lambda: found.update(value=text))
    elif command == "back":
        if app.alert is None:
            return app.respond(request_id, "cannotGoBack", "This is the first screen.")
        app.change(lambda: setattr(app, "alert", None))
    app.respond(request_id)


app.hello()
for request in requests(app):
    handle(request)
