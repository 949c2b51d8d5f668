#if canImport(Testing)
    import Testing
#endif

/// What the runner can learn from the test it runs in: its name, and a place for attachments.
///
/// Under Swift Testing the name is `Test.current`'s and the artifacts are attached to the test's result; under XCTest
/// (or anything else) the name is the one given to ``Application/init(executableURL:name:)`` and nothing is attached.
enum TestContext {
    /// The running Swift Testing test's name, if there is one.
    static var currentTestName: String? {
        #if canImport(Testing)
            if let test = Test.current {
                return test.name
            }
        #endif
        return nil
    }

    /// Attaches text to the running Swift Testing test's result, if there is one.
    static func attach(_ text: String, named name: String) {
        #if canImport(Testing)
            guard Test.current != nil else { return }
            Attachment.record(text, named: name)
        #endif
    }
}
