// `--env-file <path>` for the scripts that touch the live database (db:migrate, db:seed,
// admin:create, doctor): the seller keeps the Worker's secrets in `.prod.vars` and names it here
// rather than exporting each value into the shell.
import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

// The path after `--env-file` (or in `--env-file=<path>`), when given.
export const envFileArg = (argv: readonly string[]): string | undefined => {
  for (const [i, arg] of argv.entries()) {
    if (arg === '--env-file') {
      const path = argv[i + 1]
      if (!path || path.startsWith('--'))
        throw new Error('--env-file needs a path, e.g. --env-file .prod.vars')
      return path
    }
    if (arg.startsWith('--env-file=')) return arg.slice('--env-file='.length)
  }
  return undefined
}

// Reads a dotenv file (NAME=value lines) into `target`. The file wins over a variable already set:
// naming the file is the more deliberate act, and a LIBSQL_URL left in the shell from development
// must not send a migration meant for the live database to the file on this machine.
export const loadEnvFile = (path: string, target: Record<string, string | undefined> = process.env) => {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw new Error(
      `Cannot read the env file ${path} (make one with: npm run secrets:new -- --email you@example.in)`,
    )
  }
  const values = parseEnv(text)
  Object.assign(target, values)
  return Object.keys(values)
}

// For a script's first line: loads the file named by `--env-file`, if any, into process.env.
export const loadEnvFileFromArgs = (argv: readonly string[] = process.argv.slice(2)) => {
  const path = envFileArg(argv)
  if (path) loadEnvFile(path)
  return path
}
