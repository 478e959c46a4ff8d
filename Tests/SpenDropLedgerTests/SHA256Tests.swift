import Foundation
import Testing

@testable import SpenDropLedger

@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func matchesTheStandardVectors(message: String, digest: String) {
        #expect(SHA256.hexDigest(of: Array(message.utf8)) == digest)
    }

    /// Lengths around the 56- and 64-byte padding boundaries, where an off-by-one would hide.
    @Test(arguments: [
        (55, "463eb28e72f82e0a96c0a4cc53690c571281131f672aa229e0d45ae59b598b59"),
        (56, "da2ae4d6b36748f2a318f23e7ab1dfdf45acdc9d049bd80e59de82a60895f562"),
        (63, "29af2686fd53374a36b0846694cc342177e428d1647515f078784d69cdb9e488"),
        (64, "fdeab9acf3710362bd2658cdc9a29e8f9c757fcf9811603a8c447cd1d9151108"),
        (65, "4bfd2c8b6f1eec7a2afeb48b934ee4b2694182027e6d0fc075074f2fabb31781"),
        (1000, "4e4c294b331f7a2099a379bec34b9f9fc03dc46ab465d998f4d683da53487e6d"),
    ])
    func handlesPaddingBoundaries(length: Int, digest: String) {
        let bytes = (0..<length).map { UInt8($0 % 251) }
        #expect(SHA256.hexDigest(of: bytes) == digest)
    }

    @Test func incrementalUpdatesEqualOneShot() {
        let bytes = (0..<300).map { UInt8($0 % 251) }
        var hasher = SHA256()
        hasher.update(bytes[0..<7])
        hasher.update(bytes[7..<130])
        hasher.update(bytes[130...])
        let digest = hasher.finalize().map { String(format: "%02x", $0) }.joined()
        #expect(digest == SHA256.hexDigest(of: bytes))
    }

    /// Whole blocks are hashed straight from contiguous storage, anything else through a copy: the same digest
    /// either way, and when a contiguous update starts with bytes left over from the last.
    @Test func contiguousAndOtherSequencesHashTheSame() {
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) }
        let digest = SHA256.hexDigest(of: bytes)
        #expect(SHA256.hexDigest(of: Data(bytes)) == digest)
        #expect(SHA256.hexDigest(of: bytes.lazy.map { $0 }) == digest)
        var hasher = SHA256()
        hasher.update(bytes[0..<3])
        hasher.update(Data(bytes[3..<5_003]))
        hasher.update(bytes[5_003...].lazy.map { $0 })
        #expect(hasher.finalize().map { String(format: "%02x", $0) }.joined() == digest)
    }
}
