import Foundation

/// A fixture file of this test target.
func fixture(_ relativePath: String) -> String {
    guard let base = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
        fatalError("Fixtures folder missing from the test bundle")
    }
    return base.appendingPathComponent(relativePath).path
}
