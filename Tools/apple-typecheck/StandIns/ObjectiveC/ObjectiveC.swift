// Stand-in for the Objective-C runtime module that Foundation re-exports on Apple platforms.
// Only what clashes with or is used by SpenDrop's code is declared.

/// The runtime's opaque category type (`typedef struct objc_category *Category`), in scope wherever Foundation is.
/// https://developer.apple.com/documentation/objectivec/category
public typealias Category = OpaquePointer

/// Drains the objects autoreleased by `body` when it returns.
/// https://developer.apple.com/documentation/objectivec/1418553-autoreleasepool
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
