(function () {
  var screens = JSON.parse(document.getElementById("screens").textContent);
  var status = "all";
  var text = document.getElementById("filter-text");
  var flows = Array.prototype.slice.call(document.querySelectorAll(".flow"));

  function escape(line) {
    return line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }

  // The screen `after` as HTML, lines not in `before` marked changed, lines gone marked gone (a longest common
  // subsequence of lines: screens are a few dozen lines); another screen than before is shown as it is. Worked out
  // here, when a step is opened, because the trace stores each screen once (trace.py's marked_screen says more).
  function screenDiff(before, after) {
    var b = after.split("\n");
    if (b[b.length - 1] === "") { b.pop(); }
    var a = before === undefined ? [] : before.split("\n");
    if (a[a.length - 1] === "") { a.pop(); }
    if (before === undefined || a[0] !== b[0]) { return b.map(function (l) { return escape(l) + "\n"; }).join(""); }
    var table = [];
    for (var i = a.length; i >= 0; i--) {
      table[i] = [];
      for (var j = b.length; j >= 0; j--) {
        table[i][j] = i === a.length || j === b.length ? 0
          : a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
      }
    }
    var out = [];
    i = 0; j = 0;
    while (i < a.length || j < b.length) {
      if (i < a.length && j < b.length && a[i] === b[j]) { out.push(escape(b[j]) + "\n"); i++; j++; }
      else if (j < b.length && (i === a.length || table[i][j + 1] >= table[i + 1][j])) {
        out.push('<span class="changed">' + escape(b[j]) + "</span>"); j++;
      } else { out.push('<span class="gone">' + escape(a[i]) + "</span>"); i++; }
    }
    return out.join("");
  }

  function fill(details) {
    var pre = details.querySelector("pre");
    if (pre.dataset.filled) { return; }
    var before = details.dataset.before === undefined ? undefined : screens[Number(details.dataset.before)];
    pre.innerHTML = screenDiff(before, screens[Number(details.dataset.screen)]);
    pre.dataset.filled = "1";
  }
  document.querySelectorAll("details.screen-after").forEach(function (details) {
    details.addEventListener("toggle", function () { if (details.open) { fill(details); } });
  });

  // Each flow's text with the screens its steps left, for the text filter.
  var haystacks = flows.map(function (flow) {
    var seen = {};
    var parts = [flow.textContent];
    flow.querySelectorAll("[data-screen]").forEach(function (element) {
      var number = element.dataset.screen;
      if (!seen[number]) { seen[number] = true; parts.push(screens[Number(number)]); }
    });
    return parts.join("\n").toLowerCase();
  });

  function apply() {
    var needle = text.value.trim().toLowerCase();
    var shown = 0;
    flows.forEach(function (flow, index) {
      var statusOK = status === "all" || flow.dataset.status === status;
      var textOK = !needle || haystacks[index].indexOf(needle) !== -1;
      flow.hidden = !(statusOK && textOK);
      if (!flow.hidden) { shown += 1; if (needle) { flow.open = true; } }
    });
    document.getElementById("shown").textContent = shown + " of " + flows.length + " flows shown";
  }
  document.querySelectorAll(".filters button").forEach(function (button) {
    button.addEventListener("click", function () {
      status = button.dataset.status;
      document.querySelectorAll(".filters button").forEach(function (other) {
        other.setAttribute("aria-pressed", other === button ? "true" : "false");
      });
      apply();
    });
  });
  text.addEventListener("input", apply);
  var hash = new URLSearchParams(location.hash.slice(1));
  if (hash.get("q")) { text.value = hash.get("q"); }
  if (hash.get("status")) {
    var chosen = document.querySelector('.filters button[data-status="' + hash.get("status") + '"]');
    if (chosen) { chosen.click(); return; }
  }
  apply();
})();
