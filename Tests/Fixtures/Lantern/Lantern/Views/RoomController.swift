import UIKit

final class RoomController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        TipsBootstrap.start()
    }
}
