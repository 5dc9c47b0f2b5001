// PLACEHOLDER until the `cli` branch lands the command line.
print("tiplint")
