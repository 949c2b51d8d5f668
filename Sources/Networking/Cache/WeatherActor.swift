/// The actor the weather cache and its disk copy share, so that checking and asking happen with no gap between them.
@globalActor
public actor WeatherActor {
    /// The one instance.
    public static let shared = WeatherActor()
}
