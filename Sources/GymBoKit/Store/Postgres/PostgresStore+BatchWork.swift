import Foundation
import PostgresNIO

/// The batch's units of work as rows of `batchWork` (migration `v7-batch-work`): a worker claims the next
/// open ones with `FOR UPDATE SKIP LOCKED`, so workers on several hosts never wait for each other's rows
/// and never claim one unit twice; a claim carries a lease, after which another worker takes it over.
extension PostgresStore: SharedBatchWork {
    public func offerWork(_ keys: [String]) throws {
        guard !keys.isEmpty else { return }
        try transaction { tx in
            for chunk in stride(from: 0, to: keys.count, by: 500).map({ Array(keys[$0..<min($0 + 500, keys.count)]) }) {
                try tx.execute("""
                    INSERT INTO batchWork (key, state) SELECT k, 'open' FROM unnest($1::text[]) AS k ON CONFLICT (key) DO NOTHING
                    """, [.textArray(chunk)])
            }
        }
    }

    public func claimWork(prefix: String, worker: String, lease: TimeInterval, limit: Int) throws -> [String] {
        try transaction { tx in
            try tx.query("""
                UPDATE batchWork SET state = 'claimed', worker = $2, leaseUntil = clock_timestamp() + $3 * interval '1 second'
                WHERE key IN (
                    SELECT key FROM batchWork
                    WHERE starts_with(key, $1) AND (state = 'open' OR (state = 'claimed' AND leaseUntil < clock_timestamp()))
                    ORDER BY key COLLATE "C" LIMIT $4 FOR UPDATE SKIP LOCKED)
                RETURNING key
                """, [.text(prefix), .text(worker), .double(lease), .int(limit)])
                .map { try $0.text("key") }.sorted()
        }
    }

    public func finishWork(_ keys: [String], remove: Bool) throws {
        guard !keys.isEmpty else { return }
        try transaction { tx in
            _ = try tx.execute(remove ? "DELETE FROM batchWork WHERE key = ANY($1::text[])"
                                  : "UPDATE batchWork SET state = 'done', leaseUntil = NULL WHERE key = ANY($1::text[])",
                           [.textArray(keys)])
        }
    }

    public func unfinishedWork(prefix: String, worker: String) throws -> (heldByOthers: Int, claimable: Int) {
        try reading { tx in
            let row = try tx.query("""
                SELECT COUNT(*) FILTER (WHERE state = 'claimed' AND worker <> $2 AND leaseUntil >= clock_timestamp()) AS held,
                       COUNT(*) FILTER (WHERE state = 'open' OR (state = 'claimed' AND leaseUntil < clock_timestamp())) AS claimable
                FROM batchWork WHERE starts_with(key, $1)
                """, [.text(prefix), .text(worker)]).first
            return (try row?.int("held") ?? 0, try row?.int("claimable") ?? 0)
        }
    }

    public func latestImportId() throws -> Int64 {
        try reading { tx in
            Int64(try tx.query("SELECT COALESCE(MAX(id), 0) AS id FROM importRecord").first?.int("id") ?? 0)
        }
    }
}
