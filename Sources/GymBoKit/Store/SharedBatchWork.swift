import Foundation

/// A store several `gymbo batch` processes, on one host or many, share: the batch's work is split in
/// units (an inbox file, an athlete's tips and reports, the overview) that a worker claims for a lease,
/// finishes, or loses to another worker once the lease ran out (a worker killed mid-run). The PostgreSQL
/// engine has it; a SQLite file is one host's, where the inbox's file lock keeps runs apart.
public protocol SharedBatchWork: AnyObject, Sendable {
    /// Makes the units known (idempotent): a unit offered twice is one unit.
    func offerWork(_ keys: [String]) throws
    /// Claims up to `limit` open units whose key starts with `prefix`, or claimed ones whose lease ran
    /// out, for `worker` until `lease` seconds from now; skips units other workers are claiming at this
    /// moment. Returns the claimed keys in key order.
    func claimWork(prefix: String, worker: String, lease: TimeInterval, limit: Int) throws -> [String]
    /// Marks claimed units done; `remove` deletes them instead (an inbox file, which leaves the inbox).
    func finishWork(_ keys: [String], remove: Bool) throws
    /// How many units under `prefix` are not done yet: claimed by others with a live lease, and open or expired.
    func unfinishedWork(prefix: String, worker: String) throws -> (heldByOthers: Int, claimable: Int)
    /// The newest import's id (0 before the first): the state of the data an athlete's work was done on.
    func latestImportId() throws -> Int64
}
