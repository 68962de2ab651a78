extension String.UTF8View {
    /// True when some byte satisfies `test`, scanned over the string's contiguous bytes when it has them (a
    /// native string always does). The generic `contains(where:)` walks the view index by index, which cost
    /// about twice as much for the short texts the reports escape one by one.
    @inline(__always)
    func anyByte(where test: (UInt8) -> Bool) -> Bool {
        if let found = withContiguousStorageIfAvailable({ bytes -> Bool in
            for b in bytes where test(b) { return true }
            return false
        }) {
            return found
        }
        return contains(where: test)
    }
}
