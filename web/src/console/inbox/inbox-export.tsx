import type { OrderExportKind } from '@contract/admin'
import { useMutation } from '@tanstack/react-query'
import { saveBlob } from '../../lib/save-file'
import { handleAuthError } from '../kit/access'
import { DownloadFailure } from '../kit/failure'
import { downloadOrders } from './inbox.queries'
import type { InboxFilters } from './inbox-rules'

const EXPORTS: readonly { kind: OrderExportKind; label: string; file: string }[] = [
  { kind: 'enquiries', label: 'Export enquiries (CSV)', file: 'enquiries.csv' },
  { kind: 'lines', label: 'Export lines (CSV)', file: 'enquiry-lines.csv' },
]

// The console sends its token in a header, which a plain link cannot carry: the file is fetched
// and then saved from memory.
export function InboxExport({ filters }: { filters: InboxFilters }) {
  const save = useMutation({
    mutationFn: (kind: OrderExportKind) => downloadOrders(kind, filters),
    onSuccess: ({ blob, filename }, kind) =>
      saveBlob(blob, filename ?? EXPORTS.find((e) => e.kind === kind)!.file),
    onError: handleAuthError,
  })
  return (
    <section className="admin-export" aria-label="Export for your records" aria-busy={save.isPending}>
      <p className="muted">Every enquiry these filters find, all pages, for a spreadsheet.</p>
      <div className="admin-filter-actions">
        {EXPORTS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className="btn"
            disabled={save.isPending}
            onClick={() => save.mutate(kind)}
          >
            {save.isPending && save.variables === kind ? 'Preparing…' : label}
          </button>
        ))}
      </div>
      <DownloadFailure error={save.error} />
    </section>
  )
}
