/// A Strong export's header and one ordinary row, for suites that build Strong files of their own.
public protocol StrongExportSample {}

extension StrongExportSample {
    public static var strongHeader: String { "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n" }
    public static var strongRow: String { "2021-02-03 5:10:00 PM,Arms,3600,Bicep Curl (Dumbbell),1,30,12,0,0,,,\n" }
}
