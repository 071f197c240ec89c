// The browser tests' servers. E2E_PORT lets two checkouts run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8797)
// A second shop whose database sits behind the test bridge, for the outage journey.
export const OUTAGE_PORT = E2E_PORT + 1
export const OUTAGE_BRIDGE_PORT = E2E_PORT + 2
