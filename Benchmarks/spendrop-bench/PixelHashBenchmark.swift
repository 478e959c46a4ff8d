import Foundation
import SpenDropFlow
import SpenDropImage

/// `spendrop-bench pixelhash FILE...`: the same-screen rule measured. Files named alike but for their extension
/// or a `.small`/`.large` suffix (`grabpay_food.png`, `grabpay_food.heic`, `grabpay_food.small.png`) are one
/// screen; every other pair is two distinct screens. Prints the largest distance within a screen and the smallest
/// between screens, against the threshold in use.
func runPixelHashBenchmark(files: [String]) -> Int32 {
    var hashes: [(screen: String, file: String, hash: UInt64)] = []
    let pipeline = ImagePipeline()
    for file in files {
        let url = URL(fileURLWithPath: file)
        do {
            let image = try pipeline.downsample(.file(url), options: DownsampleOptions(maxSide: 1280, layout: .gray))
            let screen = url.deletingPathExtension().lastPathComponent.split(separator: ".").first.map(String.init)
            hashes.append((screen ?? file, url.lastPathComponent, PixelHash.differenceHash(of: image.bitmap)))
        } catch {
            FileHandle.standardError.write(Data("pixelhash: \(url.lastPathComponent): \(error.message)\n".utf8))
            return 65
        }
    }
    var same: [(Int, String, String)] = []
    var distinct: [(Int, String, String)] = []
    for i in hashes.indices {
        for j in hashes.indices where j > i {
            let distance = PixelHash.distance(hashes[i].hash, hashes[j].hash)
            let pair = (distance, hashes[i].file, hashes[j].file)
            if hashes[i].screen == hashes[j].screen { same.append(pair) } else { distinct.append(pair) }
        }
    }
    let threshold = PixelHash.sameScreenThreshold
    print("pixel hash: \(hashes.count) files, \(Set(hashes.map(\.screen)).count) screens, threshold \(threshold) bits")
    for pair in same.sorted(by: { $0.0 > $1.0 }) { print("  same screen  \(pair.0) bits  \(pair.1)  \(pair.2)") }
    for pair in distinct.sorted(by: { $0.0 < $1.0 }).prefix(5) {
        print("  distinct     \(pair.0) bits  \(pair.1)  \(pair.2)")
    }
    let caught = same.filter { $0.0 <= threshold }.count
    let falseMatches = distinct.filter { $0.0 <= threshold }.count
    print(
        "  same-screen pairs caught: \(caught)/\(same.count) (largest \(same.map(\.0).max() ?? 0) bits); "
            + "distinct pairs matched: \(falseMatches)/\(distinct.count) (smallest \(distinct.map(\.0).min() ?? 0) bits)"
    )
    return caught == same.count && falseMatches == 0 ? 0 : 1
}
