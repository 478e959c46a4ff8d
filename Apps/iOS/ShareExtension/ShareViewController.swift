#if canImport(UIKit)
import SpenDropAppleShare
import SpenDropFlow
import SpenDropIntake
import SpenDropLedger
import SwiftUI
import UIKit

/// The share extension's entry point. Attaches the SwiftUI root synchronously in `viewDidLoad`, pinned on a
/// system background, and only then starts loading: the sheet never shows a black screen.
final class ShareViewController: UIViewController {
    private var host: UIHostingController<ShareRootView>?
    private var model: ShareExtensionModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let model = ShareExtensionModel(finish: { [weak self] result in self?.finish(result) })
        self.model = model
        let host = UIHostingController(rootView: ShareRootView(model: model))
        host.view.backgroundColor = .systemBackground
        host.view.translatesAutoresizingMaskIntoConstraints = false
        addChild(host)
        view.addSubview(host.view)
        NSLayoutConstraint.activate([
            host.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            host.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            host.view.topAnchor.constraint(equalTo: view.topAnchor),
            host.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        host.didMove(toParent: self)
        self.host = host

        model.start(providers: extensionContext.map(ItemProviderAdapter.items(of:)) ?? [])
    }

    /// Ends the request on every finished path: complete when done, cancel when the person cancelled.
    private func finish(_ result: ShareExtensionModel.Finish) {
        switch result {
        case .completed:
            extensionContext?.completeRequest(returningItems: nil)
        case .cancelled:
            extensionContext?.cancelRequest(withError: NSError(domain: NSCocoaErrorDomain, code: NSUserCancelledError))
        }
    }
}
#endif
