import TipKit

extension SaveTrailTip: Tip {}
