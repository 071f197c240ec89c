import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = '.github/workflows'
const workflows = readdirSync(dir).map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }))
const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
)

// The workflows run only on GitHub, after a merge: a script renamed here would first fail there,
// on the seller's next edit.
describe('the deploy and preview workflows', () => {
  it('run only npm scripts that exist', () => {
    for (const { file, text } of workflows)
      for (const [, name] of text.matchAll(/npm run ([\w:-]+)/g))
        expect(scripts, `${file}: npm run ${name}`).toContain(name)
  })

  it('deploy a content-only push after the page checks alone, and anything else after the full suite', () => {
    const deploy = workflows.find((w) => w.file === 'deploy.yml')!.text
    const job = (name: string) => deploy.slice(deploy.indexOf(`\n  ${name}:`) + 1).split(/\n {2}\w/)[0]!
    const content = job('content')
    expect(content).toContain("if: needs.changes.outputs.content_only == 'true'")
    expect(content).toMatch(/content:check -- --rendered[\s\S]*wrangler deploy/)
    expect(content).not.toContain('npm test')
    const full = job('full')
    expect(full).toContain("if: needs.changes.outputs.content_only != 'true'")
    expect(full).toMatch(/npm test[\s\S]*db:migrate[\s\S]*wrangler deploy/)
  })

  it('give a pull request a preview of its own environment, never the live one', () => {
    const preview = workflows.find((w) => w.file === 'preview.yml')!.text
    expect(preview).toMatch(/wrangler versions upload --env preview --preview-alias "pr-\$PR"/)
    expect(preview).not.toMatch(/secrets\.LIBSQL_URL|secrets\.JWT_SECRET|wrangler deploy(?! --env preview)/)
    expect(readFileSync('wrangler.toml', 'utf8')).toMatch(
      /\[env\.preview\][\s\S]*bucket_name = "sivakasi-storefront-photos-preview"/,
    )
  })
})
