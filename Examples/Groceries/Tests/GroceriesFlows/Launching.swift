import AppRunner

/// Launches the grocery list on the driver's clock, hands its list page to `body`, and ends it on every path.
///
/// The binary is the one `swift build` made beside these flows (in `.build/debug/`, or wherever the build's folder
/// is), or the one `GROCERIES_PATH` names.
// recorded: launch => withGroceries
func withGroceries(_ body: (GroceryListPage) async throws -> Void) async throws {
    let binary = try ExecutableLocator(name: "groceries", environmentKey: "GROCERIES_PATH").locate()
    try await withApp(at: binary, profile: .groceries, arguments: ["--driver-clock"], name: "groceries") { app in
        try await body(GroceryListPage.shown(in: app))
    }
}

extension AppProfile {
    /// The grocery list, on the kit: it says where it built each control and said each log line when asked, so a
    /// failure kept as evidence quotes the line behind the control it touched.
    static let groceries: AppProfile = {
        var profile = AppProfile()
        profile.saysSourcePlaces = true
        return profile
    }()
}
