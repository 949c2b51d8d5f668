extension ConformanceCheck {
    /// Every check of the core protocol, in the document's order.
    public static let all: [ConformanceCheck] = [
        otherVersion, helloFirst, helloFields, onlyMessages, blankLines, endOfInput, pipelined, statesApply, snapshot,
        fullState,
        waitForIdle, advanceClock, countedWork, notJSON, unknownCommand, noSuchElement,
    ]
}
