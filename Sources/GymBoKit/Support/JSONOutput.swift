import Foundation

/// Encodes values as the stable JSON the CLI prints (sorted keys, ISO-8601 dates, pretty-printed).
package enum JSONOutput {
    package static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp.string(date))
        }
        return encoder
    }

    package static func string<T: Encodable>(_ value: T) throws -> String {
        var bytes = try JSONTreeEncoder.encode(value)
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }
}
