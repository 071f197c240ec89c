import { Hono } from 'hono'
import { gstr1Query } from '../../contract/admin-gst-files'
import { valid } from '../../lib/validate'
import type { AdminEnv } from '../accounts/auth'
import { gstr1Zip } from './gstr1-export'

// The accountant's files; mounted behind requireAdmin, at /admin/exports.
export const invoicesAdminRoutes = new Hono<AdminEnv>().get(
  '/gstr1',
  valid('query', gstr1Query),
  async (c) => {
    const { month } = c.req.valid('query')
    const zip = await gstr1Zip(c.var.deps.db, month)
    return c.body(zip.buffer as ArrayBuffer, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="gstr1-${month}.zip"`,
      'Cache-Control': 'private, no-store',
    })
  },
)
