import UIKit
print("catalog")
