/// Integers written as decimal text straight into a byte buffer, for the writers that build their
/// output as bytes (record details, PostgreSQL's COPY rows, generated exports): no `String` per number.
extension Array where Element == UInt8 {
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        let start = endIndex
        repeat {
            append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        self[start...].reverse()
    }
}
