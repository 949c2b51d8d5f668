import Dispatch

/// Ctrl-C as an event rather than death: the interrupt signal is ignored and a dispatch source on the main queue
/// calls a handler instead, which stops whatever the shell is waiting for.
@MainActor
final class InterruptSource {
    private let source: any DispatchSourceSignal

    /// Starts handling Ctrl-C with `handler`, on the main actor.
    init(handler: @escaping @MainActor @Sendable () -> Void) {
        Terminal.ignoreInterrupts()
        source = DispatchSource.makeSignalSource(signal: Terminal.interruptSignal, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
    }

    /// Stops handling Ctrl-C.
    func cancel() {
        source.cancel()
    }
}
