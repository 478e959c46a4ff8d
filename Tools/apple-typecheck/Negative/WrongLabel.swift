// Must NOT type-check: `ItemProviderAdapter`'s initialiser has no argument label (`init(_:)`).
// The Apple type-check compiles this file and fails if it compiles, proving the check sees argument labels.
import Foundation
import SpenDropAppleShare

func wrapsAnAttachment(_ provider: NSItemProvider) -> ItemProviderAdapter {
    ItemProviderAdapter(provider: provider)
}
