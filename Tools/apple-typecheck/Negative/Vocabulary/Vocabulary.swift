// A module with a type named as the Objective-C runtime's `Category` is, as SpenDropModel's once was.
public enum Category: String, Sendable {
    case food
}
