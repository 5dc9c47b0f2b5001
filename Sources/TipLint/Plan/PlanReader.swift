// PLACEHOLDER until the `plan` branch lands the reader.
public enum PlanReader {
    public static func read(paths: [String]) throws -> Plan { Plan() }
}
