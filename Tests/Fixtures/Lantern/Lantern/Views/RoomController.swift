import UIKit

final class RoomController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        TipsBootstrap.start() // tiplint-expect: configure_duplicate, configure_in_view_lifecycle - `start()` again in `viewDidLoad`
    }
}
