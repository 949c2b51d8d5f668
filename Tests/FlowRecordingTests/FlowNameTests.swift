import Testing

@testable import FlowRecording

/// A recorded flow's names, from its file's name.
struct FlowNameTests {
    @Test(arguments: [
        ("NewFlow.swift", "NewFlow", "newFlow", "New Flow"),
        ("delete-a-trip.swift", "DeleteATrip", "deleteATrip", "Delete a trip"),
        ("URLCheck.swift", "URLCheck", "urlCheck", "URL Check"),
        ("2nd trip.swift", "Flow2ndTrip", "flow2ndTrip", "Flow 2nd trip"),
        ("Zürich.swift", "ZRich", "zRich", "Z rich"),
        ("--.swift", "RecordedFlow", "recordedFlow", "Recorded Flow"),
    ])
    func namesComeFromTheFileName(file: String, type: String, function: String, title: String) {
        let name = FlowName(fileName: file)
        #expect(name.typeName == type)
        #expect(name.functionName == function)
        #expect(name.title == title)
    }
}
