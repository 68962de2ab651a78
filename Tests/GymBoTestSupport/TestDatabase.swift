import Foundation
import GymBoKit
import GymBoResources

/// A fresh in-memory database, with the bundled catalog when `seeded`.
public func makeTestDatabase(seeded: Bool = true) throws -> GymBoStore {
    let store = try GymBoStore.inMemory()
    if seeded { _ = try CatalogSeeder(store: store).seedCatalog() }
    return store
}

/// An importer whose clock stands still at 2026-11-20 12:00 UTC.
public func importer(_ store: any TrainingStore, _ configure: (inout ImportOptions) -> Void = { _ in }) -> Importer {
    var options = ImportOptions()
    options.now = Timestamp.parseISO("2026-11-20T12:00:00Z")!
    configure(&options)
    return Importer(store: store, options: options)
}

public func GymBoResources_catalogPath() -> String { GymBoResources.catalogURL.path }
