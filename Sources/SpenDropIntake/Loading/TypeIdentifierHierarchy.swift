import Foundation

/// A small model of the system's uniform type identifier tree, enough to decide which types a provider conforms to.
///
/// iOS answers conformance from the system's type database; the core needs the same answers on Linux for the
/// handful of types a share can carry. Vendor types (`com.maybank2u.image`) are unknown here and conform only to
/// themselves, as on iOS when the sending app does not export them, unless a provider declares their parents.
/// Identifiers compare case-insensitively, as type identifiers do.
public struct TypeIdentifierHierarchy: Sendable, Equatable {
    /// The built-in tree: image formats under `public.image`, URLs under `public.url`, all content under `public.data`.
    public static let standard = TypeIdentifierHierarchy(parents: [
        "public.data": ["public.item"],
        "public.content": [],
        "public.image": ["public.data", "public.content"],
        "public.png": ["public.image"],
        "public.jpeg": ["public.image"],
        "public.heif-standard": ["public.image"],
        "public.heic": ["public.heif-standard"],
        "public.heif": ["public.heif-standard"],
        "public.tiff": ["public.image"],
        "com.compuserve.gif": ["public.image"],
        "org.webmproject.webp": ["public.image"],
        "com.microsoft.bmp": ["public.image"],
        "com.adobe.pdf": ["public.data", "public.composite-content"],
        "public.composite-content": ["public.content"],
        "public.url": ["public.data"],
        "public.file-url": ["public.url"],
        "public.text": ["public.data", "public.content"],
        "public.plain-text": ["public.text"],
        "public.utf8-plain-text": ["public.plain-text"],
        "com.apple.property-list": ["public.data"],
        "com.apple.binary-property-list": ["com.apple.property-list"],
        "public.folder": ["public.directory"],
        "public.directory": ["public.item"],
    ])

    private let parents: [String: [String]]

    /// Creates a hierarchy from each identifier's direct parents.
    public init(parents: [String: [String]]) {
        var normalised: [String: [String]] = [:]
        for (child, direct) in parents {
            normalised[child.lowercased(), default: []].append(contentsOf: direct.map { $0.lowercased() })
        }
        self.parents = normalised
    }

    /// This hierarchy with more parents declared, as a provider does for a type its app exports.
    public func declaring(_ declarations: [String: [String]]) -> TypeIdentifierHierarchy {
        var merged = parents
        for (child, direct) in declarations {
            merged[child.lowercased(), default: []].append(contentsOf: direct.map { $0.lowercased() })
        }
        return TypeIdentifierHierarchy(parents: merged)
    }

    /// Whether `identifier` is `other` or one of its descendants.
    public func conforms(_ identifier: String, to other: String) -> Bool {
        supertypes(of: identifier).contains(other.lowercased())
    }

    /// Every identifier `identifier` conforms to, itself included.
    public func supertypes(of identifier: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = [identifier.lowercased()]
        // A worklist rather than recursion, so a cyclic declaration cannot loop or overflow the stack.
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending.append(contentsOf: parents[next] ?? [])
        }
        return seen
    }

    /// Whether the identifier appears in this hierarchy at all (as a child with declared parents).
    public func knows(_ identifier: String) -> Bool {
        parents[identifier.lowercased()] != nil
    }
}
