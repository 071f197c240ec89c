// The outage journey's own shop and its database bridge (outage-server.ts), next to the main
// e2e server's port so two checkouts with different E2E_PORTs never meet.
const base = Number(process.env.E2E_PORT ?? 8797)
export const OUTAGE_PORT = base + 1
export const OUTAGE_BRIDGE_PORT = base + 2
export const OUTAGE_BRIDGE_URL = `http://127.0.0.1:${OUTAGE_BRIDGE_PORT}`
