// Must NOT type-check: on Apple platforms Foundation brings the Objective-C runtime's `Category` into scope, so a
// type of that name in an imported module (here Negative/Vocabulary, as SpenDropModel's `Category` was) is
// ambiguous wherever Foundation is imported. The Apple type-check fails if this compiles: the SDK's clashing
// names are in scope as they are on a Mac.
import Foundation
import Vocabulary

struct Tagged {
    var category: Category
}
