// Takes a backup of the embedded database and the objects folder while the shop keeps running,
// then keeps the newest BACKUP_KEEP backups. Usage: npm run db:backup
import { nodeEnvSchema, parseEnv } from '../worker/env'
import { DEFAULT_BACKUP_DIR, fileUrlPath, pruneBackups, takeBackup } from '../worker/platform/node-backup'
import { openNodeDb } from '../worker/platform/node-db'

const env = parseEnv(nodeEnvSchema, process.env)
if (!fileUrlPath(env.LIBSQL_URL)) {
  console.error(
    `LIBSQL_URL is not a file: database. Turso keeps its own point-in-time history; these backups are for the embedded database of a shop on one machine.`,
  )
  process.exit(1)
}
const backupDir = env.BACKUP_DIR ?? DEFAULT_BACKUP_DIR
const { db, close } = await openNodeDb(env.LIBSQL_URL)
try {
  const result = await takeBackup({ db, backupDir, objectsDir: env.OBJECTS_DIR, now: Date.now() })
  const removed = await pruneBackups(backupDir, env.BACKUP_KEEP)
  const kb = Math.max(1, Math.round(result.databaseBytes / 1024))
  console.log(`Backup written: ${result.path}`)
  console.log(
    `  database ${kb} KB, integrity ok; object files: ${result.objects.copied} copied, ${result.objects.linked} unchanged (linked)`,
  )
  console.log(
    `  keeping the newest ${env.BACKUP_KEEP}${removed.length ? `; removed ${removed.join(', ')}` : ''}`,
  )
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  close()
}
