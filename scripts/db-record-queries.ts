// Records the SQL statements the current code sends to its database, over a season's flows on a
// fresh demo database (tests/helpers/release-flows.ts), into migrations/release-queries.json.
// Run it on the commit that is live, right after a release: the migration-rule test then checks
// that the next release's migrations leave every one of these statements working, because
// migrations run while this code still serves (docs/deploy.md#the-migration-rule).
//   npm run db:record-queries             writes the file
//   npm run db:record-queries -- --check  says whether the file matches this code (exit 0 either way)

import { webcrypto } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { testVapid } from '../tests/helpers/push-endpoint'
import { RELEASE_QUERIES_FILE, type ReleaseQueries, recordQueries } from '../tests/helpers/query-recorder'
import { runReleaseFlows } from '../tests/helpers/release-flows'
import { createTestApp } from '../tests/helpers/test-app'

// The same code records the same file: ids, codes and salts come from a fixed sequence here.
let seed = 0x5eed
const fixedRandom = <T extends ArrayBufferView | null>(array: T): T => {
  if (!array) return array
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength)
  for (let i = 0; i < bytes.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
    bytes[i] = seed >>> 24
  }
  return array
}
Object.defineProperty(webcrypto, 'getRandomValues', { value: fixedRandom })
Object.defineProperty(globalThis.crypto, 'getRandomValues', { value: fixedRandom })

const check = process.argv.includes('--check')
// Alerts set up, so their statements are recorded too; no push ever leaves this machine.
const push = await testVapid(async () => new Response(null, { status: 201 }))
const t = await createTestApp({ overrides: { push } })
let recorded: ReleaseQueries
try {
  const recorder = recordQueries(t.db)
  await runReleaseFlows(t, push)
  recorded = {
    note: 'The statements the live release sends (npm run db:record-queries, after each release). tests/api/migration-rule.test.ts runs each after every migration in this folder.',
    queries: recorder.queries(),
  }
} finally {
  t.close()
}

const text = `${JSON.stringify(recorded, null, 1)}\n`
if (!check) {
  writeFileSync(RELEASE_QUERIES_FILE, text)
  console.log(`${recorded.queries.length} statements written to ${RELEASE_QUERIES_FILE}`)
} else {
  const committed = (JSON.parse(readFileSync(RELEASE_QUERIES_FILE, 'utf8')) as ReleaseQueries).queries
  const before = new Set(committed.map((q) => q.sql))
  const now = new Set(recorded.queries.map((q) => q.sql))
  const added = [...now].filter((s) => !before.has(s)).length
  const gone = [...before].filter((s) => !now.has(s)).length
  console.log(
    added + gone === 0
      ? `${RELEASE_QUERIES_FILE} matches this code (${now.size} statements)`
      : `${RELEASE_QUERIES_FILE} differs from this code: ${added} new and ${gone} gone statements. Once this release is live, run npm run db:record-queries on it and commit the file.`,
  )
}
