import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FULL } from '../../scripts/suite-phases'

const dir = '.github/workflows'
const workflows = readdirSync(dir).map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }))
const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
)

// One job of a workflow: from its name to the next key at the jobs' indent.
const jobOf = (file: string) => {
  const text = workflows.find((w) => w.file === file)!.text
  return (name: string) => {
    const at = text.indexOf(`\n  ${name}:\n`)
    expect(at, `${file} has a job ${name}`).toBeGreaterThan(0)
    return text.slice(at + 1).split(/\n {2}[\w-]+:\n/)[0]!
  }
}

// The workflows run only on GitHub, after a merge: a script renamed here would first fail there,
// on the seller's next edit.
describe('the deploy and preview workflows', () => {
  it('run only npm scripts that exist', () => {
    for (const { file, text } of workflows)
      for (const [, name] of text.matchAll(/npm run ([\w:-]+)/g))
        expect(scripts, `${file}: npm run ${name}`).toContain(name)
  })

  // wrangler.toml defines two Workers (the shop and [env.preview]); a deploy that names neither makes
  // wrangler warn on every run, and a warning read every day is a warning nobody reads.
  it('name the Worker on every wrangler deploy: the shop with --env="", the preview with --env preview', () => {
    const pkg = readFileSync('package.json', 'utf8')
    for (const [where, text] of [['package.json', pkg], ...workflows.map((w) => [w.file, w.text])])
      for (const [call] of text!.matchAll(/wrangler deploy[^\n]*/g))
        expect(call, where).toMatch(/wrangler deploy (--env=\\?"\\?"|--env preview)/)
  })

  it('deploy a content-only push after the page checks alone, and anything else after the full suite', () => {
    const job = jobOf('deploy.yml')
    const content = job('content')
    expect(content).toContain("if: needs.changes.outputs.content_only == 'true'")
    expect(content).toMatch(/content:check -- --rendered[\s\S]*wrangler deploy/)
    expect(content).not.toContain('suite.yml')
    const suite = job('suite')
    expect(suite).toContain(
      "if: needs.changes.outputs.content_only != 'true' && needs.changes.outputs.tested != 'true'",
    )
    expect(suite).toContain('uses: ./.github/workflows/suite.yml')
    const full = job('full')
    expect(full).toContain('needs: [changes, suite]')
    // Deployed only after the suite passed here, or on this very tree in the pull request.
    expect(full.replace(/\s+/g, ' ')).toContain(
      "(needs.suite.result == 'success' || (needs.suite.result == 'skipped' && needs.changes.outputs.tested == 'true'))",
    )
    expect(full).toContain("needs.changes.outputs.content_only != 'true'")
    expect(full).toMatch(/npm run build[\s\S]*db:migrate[\s\S]*wrangler deploy/)
  })

  it('count a pass as tested only for the same tree, marked by a run of this repository', () => {
    const changes = jobOf('deploy.yml')('changes')
    expect(changes).toContain("tree=$(git rev-parse 'HEAD^{tree}')")
    expect(changes).toContain('artifacts?name=suite-passed-$tree')
    expect(changes).toContain('select(.workflow_run.head_repository_id == .workflow_run.repository_id)')
    const passed = jobOf('suite.yml')('passed')
    expect(passed).toContain('needs: [build, vitest, browser, page-work]')
    expect(passed).toContain('echo "tree=$(git rev-parse \'HEAD^{tree}\')"')
    expect(passed).toMatch(/name: suite-passed-\$\{\{ steps\.tree\.outputs\.tree \}\}/)
  })

  it('run every phase of npm test in the suite, on one build, the browser journeys in shards', () => {
    const suite = workflows.find((w) => w.file === 'suite.yml')!.text
    for (const phase of FULL) expect(suite, phase.name).toContain(phase.command)
    for (const [name, value] of FULL.flatMap((p) => Object.entries(p.env ?? {})))
      expect(suite).toContain(`${name}: "${value}"`)
    const job = jobOf('suite.yml')
    expect(job('build')).toMatch(/npm run build[\s\S]*upload-artifact[\s\S]*name: dist/)
    expect(suite.match(/npm run build/g)).toHaveLength(1)
    for (const name of ['vitest', 'browser', 'page-work']) {
      expect(job(name), name).toContain('needs: build')
      expect(job(name), name).toContain('dist: "true"')
    }
    const shards = job('browser')
      .match(/shard: \[([\d, ]+)\]/)![1]!
      .split(',')
      .map(Number)
    expect(shards).toEqual(shards.map((_, i) => i + 1))
    expect(job('browser')).toContain(`playwright test --shard=\${{ matrix.shard }}/${shards.length}`)
  })

  it('run the suite on a pull request unless only content/ changed, then the page checks', () => {
    const job = jobOf('preview.yml')
    expect(job('suite')).toContain("if: needs.changes.outputs.content_only != 'true'")
    expect(job('suite')).toContain('uses: ./.github/workflows/suite.yml')
    expect(job('content-checks')).toContain("if: needs.changes.outputs.content_only == 'true'")
    expect(job('content-checks')).toMatch(/content:check[\s\S]*npm run build[\s\S]*--rendered/)
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
