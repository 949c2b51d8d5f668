import AutomationProtocol
import Domain

extension AppModel {
    /// What is on screen now: the top screen of the stack and the alert over it.
    public var screen: Screen {
        var screen: Screen
        switch path.last {
        case nil: screen = TripListScreen.build(trips: trips, slugs: tripSlugs, notice: notice)
        case .detail(let detail): screen = TripDetailScreen.build(detail)
        case .newTrip(let form): screen = NewTripScreen.build(form)
        }
        screen.alert = alert.map(AlertScreen.build)
        return screen
    }

    // MARK: - Driving by identifier

    /// Taps the element with this identifier.
    public func tap(_ identifier: String) throws {
        let element = try touchable(identifier)
        guard element.isEnabled else { throw DrivingError.disabled(identifier, reason: disabledReason(identifier)) }
        switch (alert, path.last) {
        case (.some, _):
            guard identifier == "alert.confirm" || identifier == "alert.cancel" else {
                throw DrivingError.notTappable(identifier, role: element.role)
            }
            answerAlert(confirm: identifier == "alert.confirm")
        case (nil, nil):
            if identifier == "trips.add" { return startNewTrip() }
            if let index = tripSlugs.firstIndex(where: { "trip.\($0)" == identifier }) { return open(trips[index]) }
            throw DrivingError.notTappable(identifier, role: element.role)
        case (nil, .detail(let detail)):
            switch identifier {
            case "nav.back": pop()
            case "weather.refresh": detail.refresh()
            case "weather.retry": detail.retry()
            case "trip.delete": askToDelete(detail.trip)
            default: throw DrivingError.notTappable(identifier, role: element.role)
            }
        case (nil, .newTrip(let form)):
            switch identifier {
            case "nav.back", "newTrip.cancel": pop()
            case "newTrip.save": save(form)
            case _ where element.role == .textField: return  // a tap only focuses a field
            default:
                let slugs = Slug.unique(form.suggestions.map(\.name))
                guard let index = slugs.firstIndex(where: { "suggestion.\($0)" == identifier }) else {
                    throw DrivingError.notTappable(identifier, role: element.role)
                }
                form.choose(form.suggestions[index])
            }
        }
    }

    /// Types text at the end of the text field with this identifier.
    public func type(_ text: String, into identifier: String) throws {
        let element = try textField(identifier)
        try setText((element.value ?? "") + text, of: identifier)
    }

    /// Empties the text field with this identifier.
    public func clear(_ identifier: String) throws {
        _ = try textField(identifier)
        try setText("", of: identifier)
    }

    /// Dismisses the alert, or leaves the top screen.
    public func back() throws {
        if alert != nil { return answerAlert(confirm: false) }
        guard !path.isEmpty else { throw DrivingError.cannotGoBack }
        pop()
    }

    // MARK: - Private

    private func touchable(_ identifier: String) throws -> Element {
        let screen = screen
        let matches = screen.touchableElements.filter { $0.identifier == identifier }
        if matches.count > 1 { throw DrivingError.ambiguous(identifier, count: matches.count) }
        if let match = matches.first { return match }
        if screen.alert != nil, screen.elements.flatMap(\.allElements).contains(where: { $0.identifier == identifier })
        {
            throw DrivingError.underAlert(identifier)
        }
        let candidates = screen.touchableElements.map(\.identifier)
        throw DrivingError.noSuchElement(
            identifier, screen: screen.name, suggestions: NearestMatches.find(identifier, among: candidates))
    }

    private func textField(_ identifier: String) throws -> Element {
        let element = try touchable(identifier)
        guard element.role == .textField else { throw DrivingError.notATextField(identifier, role: element.role) }
        guard element.isEnabled else { throw DrivingError.disabled(identifier, reason: nil) }
        return element
    }

    private func setText(_ text: String, of identifier: String) throws {
        guard case .newTrip(let form) = path.last else {
            throw DrivingError.notATextField(identifier, role: .textField)
        }
        switch identifier {
        case "newTrip.destination": form.setDestination(text)
        case "newTrip.start": form.setStart(text)
        case "newTrip.end": form.setEnd(text)
        default: throw DrivingError.notATextField(identifier, role: .textField)
        }
    }

    private func disabledReason(_ identifier: String) -> String? {
        if identifier == "newTrip.save", case .newTrip(let form) = path.last { return form.draft.problem?.description }
        if identifier == "weather.refresh" { return "a refresh is already on its way." }
        return nil
    }
}
