/// The size an image is reduced to: longest side at most `maxSide`, aspect ratio kept, never enlarged.
struct TargetSize: Equatable {
    let width: Int
    let height: Int

    /// The size fitting `width × height` into `maxSide`; the size itself when it already fits.
    static func fitting(width: Int, height: Int, maxSide: Int) -> TargetSize {
        let longest = max(width, height)
        guard longest > maxSide, maxSide >= 1 else { return TargetSize(width: width, height: height) }
        let scale = Double(maxSide) / Double(longest)
        func scaled(_ side: Int) -> Int {
            side == longest ? maxSide : min(side, max(1, Int((Double(side) * scale).rounded())))
        }
        return TargetSize(width: scaled(width), height: scaled(height))
    }
}
