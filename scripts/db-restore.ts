// Puts a backup back: npm run db:restore <backup folder | name in BACKUP_DIR | latest>
// The shop must be stopped first; the current database and objects are kept aside.
import { nodeEnvSchema, parseEnv } from '../worker/env'
import { DEFAULT_BACKUP_DIR, listBackups } from '../worker/platform/node-backup'
import { RestoreRefused, restoreBackup } from '../worker/platform/node-restore'

const env = parseEnv(nodeEnvSchema, process.env)
const backupDir = env.BACKUP_DIR ?? DEFAULT_BACKUP_DIR
const given = process.argv[2]
if (!given) {
  const names = (await listBackups(backupDir)).map((b) => `  ${b.name}`)
  console.error('Usage: npm run db:restore <backup>   (a backup folder, its name, or "latest")')
  console.error(
    names.length ? `Backups in ${backupDir}:\n${names.join('\n')}` : `No backups in ${backupDir}.`,
  )
  process.exit(1)
}
try {
  const r = await restoreBackup({
    libsqlUrl: env.LIBSQL_URL,
    objectsDir: env.OBJECTS_DIR,
    backupDir,
    backup: given,
    now: Date.now(),
  })
  console.log(`Restored ${r.from}`)
  console.log(`  database: ${r.database} (migrated to the current schema)`)
  if (r.databaseKeptAt) console.log(`  the database it replaced is kept at ${r.databaseKeptAt}`)
  if (r.objects) console.log(`  objects: ${r.objectCount} files into ${r.objects}`)
  if (r.objectsKeptAt) console.log(`  the objects it replaced are kept at ${r.objectsKeptAt}`)
  console.log('Start the shop again: npm start')
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(error instanceof RestoreRefused ? message : `Restore failed: ${message}`)
  process.exitCode = 1
}
