/// The labels of a list of places, each one different from the others wherever the places differ.
extension Place {
    /// How each place reads in a list: its ``displayName`` ("Hollywood, California, United States"); where two would
    /// read the same, their ``detailedName`` with the second-level region ("Springfield, Delaware County,
    /// Pennsylvania, United States"); and where even those agree, the coordinates after it ("…, 39.93°N, 75.32°W").
    public static func labels(for places: [Place]) -> [String] {
        let plain = places.map(\.displayName)
        let detailed = places.indices.map { index in
            isShared(plain[index], in: plain) ? places[index].detailedName : plain[index]
        }
        return places.indices.map { index in
            isShared(detailed[index], in: detailed)
                ? "\(detailed[index]) (\(places[index].coordinates))" : detailed[index]
        }
    }

    private static func isShared(_ label: String, in labels: [String]) -> Bool {
        labels.lazy.filter { $0 == label }.count > 1
    }
}
