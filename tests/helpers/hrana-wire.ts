// Test-only: the Hrana JSON messages the bridge (hrana-bridge.ts, hrana-engine.ts) reads and
// writes: values, statements, batch conditions, and what a pipeline asks for, for the request log.
// Protocol: https://github.com/tursodatabase/libsql/blob/main/docs/HRANA_3_SPEC.md (HTTP, JSON).

export type HranaValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string }

export interface HranaStmt {
  sql?: string
  sql_id?: number
  args?: HranaValue[]
  named_args?: { name: string; value: HranaValue }[]
  want_rows?: boolean
}

export type HranaCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: HranaCond }
  | { type: 'and' | 'or'; conds: HranaCond[] }
  | { type: 'is_autocommit' }

export const decode = (v: HranaValue): unknown => {
  switch (v.type) {
    case 'null':
      return null
    case 'integer':
      return BigInt(v.value)
    case 'float':
      return v.value
    case 'text':
      return v.value
    case 'blob':
      return Buffer.from(v.base64, 'base64')
  }
}

export const encode = (v: unknown): HranaValue => {
  if (v === null || v === undefined) return { type: 'null' }
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() }
  if (typeof v === 'number')
    return Number.isInteger(v) ? { type: 'integer', value: String(v) } : { type: 'float', value: v }
  if (typeof v === 'string') return { type: 'text', value: v }
  if (v instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(v).toString('base64') }
  return { type: 'text', value: String(v) }
}

export const errorOf = (e: unknown) => ({
  message: e instanceof Error ? e.message : String(e),
  code: (e as { code?: string }).code ?? 'SQLITE_ERROR',
})

export interface PipelineBody {
  baton?: string | null
  // biome-ignore lint/suspicious/noExplicitAny: protocol messages are checked by shape as they are used
  requests: any[]
}

export interface PipelineAnswer {
  baton: string | null
  base_url: null
  results: unknown[]
}

const head = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 80)

// What a pipeline asks for, for the bridge's request log: the request kinds and each statement's
// start and the tables it names (a statement sent once by `store_sql` and then used by id is shown by its text).
export const describePipeline = (body: PipelineBody) => {
  const kinds: string[] = []
  const sqlHeads: string[] = []
  const tables = new Set<string>()
  const stored = new Map<number, string>()
  const sqlOf = (s: HranaStmt | undefined) =>
    typeof s?.sql === 'string'
      ? s.sql
      : s?.sql_id !== undefined
        ? (stored.get(s.sql_id) ?? `#${s.sql_id}`)
        : undefined
  for (const r of body.requests ?? []) {
    kinds.push(String(r?.type))
    if (r?.type === 'store_sql') stored.set(r.sql_id, String(r.sql))
    const texts =
      r?.type === 'execute'
        ? [sqlOf(r.stmt)]
        : r?.type === 'sequence'
          ? [r.sql]
          : r?.type === 'batch'
            ? (r.batch?.steps ?? []).map((step: { stmt?: HranaStmt }) => sqlOf(step?.stmt))
            : []
    for (const t of texts) {
      if (typeof t !== 'string') continue
      sqlHeads.push(head(t))
      for (const m of t.matchAll(/\b(?:from|join|into|update)\s+["`[]?(\w+)/gi))
        tables.add(m[1]!.toLowerCase())
    }
  }
  return { kinds, sqlHeads, tables: [...tables] }
}
