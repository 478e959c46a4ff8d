enum SpenDropVersion {
    static let current = "0.1.0"
}
