(function () {
  var status = "all";
  var text = document.getElementById("filter-text");
  var flows = Array.prototype.slice.call(document.querySelectorAll(".flow"));
  function apply() {
    var needle = text.value.trim().toLowerCase();
    var shown = 0;
    flows.forEach(function (flow) {
      var statusOK = status === "all" || flow.dataset.status === status;
      var textOK = !needle || flow.textContent.toLowerCase().indexOf(needle) !== -1;
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
