/// Whether the running task is work the app tracks: started by its ``TaskRunner`` or counted by its
/// ``ActivityCounters``, or a task those started.
///
/// The app's clocks read it when a sleep starts, so that a sleep no tracked task owns (a plain `Task {}` that sleeps on
/// the app's clock) is counted apart: the app cannot count such work among its tasks, and reads settled while it is
/// about to change, which the activity then says rather than hides. A task-local value, so tasks started from tracked
/// work (child tasks, and `Task {}` started inside it) inherit it.
public enum TrackedWork {
    /// Whether the current task is tracked work.
    @TaskLocal public static var isTracked = false
}
