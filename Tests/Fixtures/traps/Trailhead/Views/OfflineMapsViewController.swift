import UIKit
import TipKit

/// The offline-maps screen is UIKit; its tip is a TipKit popover controller.
final class OfflineMapsViewController: UIViewController {
    private let offlineMapTip = OfflineMapTip()
    private var tipObservation: Task<Void, Never>?
    private lazy var downloadButton = UIBarButtonItem(
        title: "Download",
        style: .plain,
        target: self,
        action: #selector(downloadRegion)
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Offline Maps"
        navigationItem.rightBarButtonItem = downloadButton
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservation = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in offlineMapTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let popover = TipUIPopoverViewController(offlineMapTip, sourceItem: downloadButton)
                    present(popover, animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipObservation?.cancel()
    }

    @objc private func downloadRegion() {
        OfflineMapTip.hasDownloadedRegion = true
        offlineMapTip.invalidate(reason: .actionPerformed)
    }
}
