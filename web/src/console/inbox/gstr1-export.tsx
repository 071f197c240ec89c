import { gstr1Query } from '@contract/admin-gst-files'
import { INDIA_OFFSET_MS } from '@contract/india-time'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { download } from '../../lib/api-client'
import { saveBlob } from '../../lib/save-file'
import { handleAuthError } from '../kit/access'
import { DownloadFailure } from '../kit/failure'

// Last month in India time, yyyy-mm: GSTR-1 is filed early in the month for the month before.
export const lastMonth = (now: number) => {
  const d = new Date(now + INDIA_OFFSET_MS)
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() - 1)
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

// The month's tax invoices as the GST offline tool's sheets, in one ZIP, for the accountant.
export function Gstr1Export() {
  const id = useId()
  const [month, setMonth] = useState(() => lastMonth(Date.now()))
  const valid = gstr1Query.safeParse({ month }).success
  const save = useMutation({
    mutationFn: (m: string) => download(`admin/exports/gstr1?month=${m}`),
    onSuccess: ({ blob, filename }, m) => saveBlob(blob, filename ?? `gstr1-${m}.zip`),
    onError: handleAuthError,
  })
  return (
    <section className="admin-export" aria-label="GSTR-1 for your accountant" aria-busy={save.isPending}>
      <p className="muted">
        The tax invoices of a month as the GST offline tool's sheets (B2B, B2CL, B2CS, HSN), in one ZIP.
      </p>
      <div className="admin-filter-actions">
        {/* A field of the form kit's shape: its input is a whole-finger tap, as everywhere. */}
        <div className="field">
          <label htmlFor={id}>Month</label>
          <input
            id={id}
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            aria-invalid={!valid}
          />
        </div>
        <button
          type="button"
          className="btn"
          disabled={save.isPending || !valid}
          onClick={() => save.mutate(month)}
        >
          {save.isPending ? 'Preparing…' : 'GSTR-1 for the accountant (ZIP)'}
        </button>
      </div>
      <DownloadFailure error={save.error} />
    </section>
  )
}
