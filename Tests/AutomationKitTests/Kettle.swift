import AutomationKit
import Observation

/// A one-screen app on the kit alone, as another team's would be: a kettle that boils two seconds after it is switched
/// on, on its clock. Boiling again is refused, and says why.
@MainActor
@Observable
final class Kettle: DrivableApp {
    private(set) var boiled = false
    private(set) var heating: TaskRunner.Handle?
    @ObservationIgnored let work: AppWork

    init(driven: Bool = true) {
        work = AppWork(driven: driven)
    }

    var controls: ControlScreen {
        ControlScreen(
            name: "kettle", title: "Kettle",
            controls: [
                .text("kettle.state", boiled ? "Boiled" : heating == nil ? "Cold" : "Heating"),
                .button("kettle.boil", "Boil", disabledBecause: heating == nil ? nil : "The kettle is already on.") {
                    self.boil()
                },
            ])
    }

    private func boil() {
        heating = work.tasks.run(for: self) { [weak self] in
            guard let clock = self?.work.clock, (try? await clock.sleep(for: .seconds(2))) != nil else { return }
            self?.boiled = true
            self?.heating = nil
        }
    }
}
