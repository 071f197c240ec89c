// The edge bench's database: the Hrana bridge in a process of its own, so the load generator and
// the database never share one event loop (a busy bench would otherwise slow the database it
// measures). Started by scripts/bench-edge.ts: `tsx scripts/bench-bridge.ts <db file> <delay ms>`;
// prints `bridge <url>` once listening, is driven through the bridge's control API
// (controlBridge), and stops on SIGTERM.
import { startHranaBridge } from '../tests/helpers/hrana-bridge'

const [dbFile, delayMs = '0'] = process.argv.slice(2)
if (!dbFile) throw new Error('usage: tsx scripts/bench-bridge.ts <db file> [delay ms]')
const bridge = await startHranaBridge(dbFile, { delayMs: Number(delayMs) })
console.log(`bridge ${bridge.url}`)
const stop = () => void bridge.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
