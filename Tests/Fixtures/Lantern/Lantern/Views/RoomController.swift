import UIKit

final class RoomController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        TipsBootstrap.start() // tiplint-expect: configure_duplicate - `start()` again in `viewDidLoad` (configure_in_view_lifecycle folded in: one slip, one finding)
    }
}
