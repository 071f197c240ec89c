// npm run doctor -- [--env-file .prod.vars] [--env preview]: checks a deployment as the Worker
// will meet it (configuration, database, secrets, Cloudflare) and prints one line per check with
// its fix. Exit code 1 when any check failed.
import { runDoctor } from './doctor/run'
import { envFileArg, loadEnvFile } from './env-file'

const main = async () => {
  const args = process.argv.slice(2)
  const envFile = envFileArg(args)
  const env = { ...process.env }
  if (envFile) loadEnvFile(envFile, env)
  // --env preview or --env=preview, as wrangler takes it; --env="" is the top level.
  const i = args.indexOf('--env')
  const given = i >= 0 ? args[i + 1] : args.find((a) => a.startsWith('--env='))?.slice('--env='.length)
  const envName = given || undefined
  const { lines, failed } = await runDoctor({ env, envFile, envName })
  for (const line of lines) console.log(line)
  process.exitCode = failed > 0 ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
