import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'

// The repository's own commands, run as a seller runs them: another process beside the shop.
const TSX = resolve('node_modules/.bin/tsx')

export const runScript = async (script: string, env: Record<string, string>, args: string[] = []) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [resolve(script), ...args], {
      env: { ...process.env, ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string }
    return { code: err.code ?? 1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' }
  }
}
