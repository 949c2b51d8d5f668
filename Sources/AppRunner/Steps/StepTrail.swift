/// The names of the steps the running task is in, outermost first.
enum StepTrail {
    /// The steps of the running task.
    @TaskLocal static var current: [String] = []

    /// `in step 'Open the first row' › 'Save it'`.
    static func phrase(_ steps: [String]) -> String {
        "in step " + steps.map { "'\($0)'" }.joined(separator: " › ")
    }
}
