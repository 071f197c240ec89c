import type { ImportPreview } from '@contract/admin'
import { CSV_COLUMNS } from '@contract/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { saveBlob } from '../../lib/save-file'
import { confirmAction } from '../../ui/confirm'
import { Field } from '../../ui/form'
import { toast } from '../../ui/toast'
import { handleAuthError } from '../kit/access'
import { Failure } from '../kit/failure'
import { afterCatalogueChange, downloadPriceList, importPriceList } from '../kit/queries'
import { AdminPage } from '../shell/shell'
import {
  applyQuestion,
  canApplyImport,
  checkCsvFile,
  exportFileName,
  importSummary,
  sortedErrors,
} from './import-rules'

export function AdminImportPage() {
  return (
    <AdminPage title="Import / export">
      <div className="stack admin-import">
        <ExportPanel />
        <ImportPanel />
      </div>
    </AdminPage>
  )
}

const messageOf = (e: unknown) =>
  e instanceof ApiError ? e.message : 'Something went wrong. Please try again.'

function ExportPanel() {
  const download = useMutation({
    mutationFn: downloadPriceList,
    onSuccess: ({ blob }) => saveBlob(blob, exportFileName()),
    onError: (e) => {
      if (!handleAuthError(e)) toast.error(messageOf(e))
    },
  })
  return (
    <section className="card admin-panel" aria-labelledby="export-title">
      <h2 id="export-title">Download the price list</h2>
      <p className="muted">
        Every category and product as a spreadsheet (CSV). Change it in Excel or Google Sheets, then import it
        below.
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Preparing…' : 'Download price list (CSV)'}
      </button>
    </section>
  )
}

function ImportPanel() {
  const qc = useQueryClient()
  const fileRef = useRef<HTMLInputElement>(null)
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [preview, setPreview] = useState<ImportPreview | null>(null)

  const check = useMutation({
    mutationFn: (text: string) => importPriceList(text, false),
    onSuccess: (p) => setPreview(p),
    onError: (e) => {
      if (!handleAuthError(e)) setFailure(messageOf(e))
    },
  })
  const apply = useMutation({
    mutationFn: (text: string) => importPriceList(text, true),
    onSuccess: async (p) => {
      setPreview(p)
      if (p.errors.length > 0) return
      await afterCatalogueChange(qc)
      toast.success('The new price list is live', 'Success')
    },
    onError: (e) => {
      if (!handleAuthError(e)) setFailure(messageOf(e))
    },
  })
  const busy = check.isPending || apply.isPending

  const choose = (file: File | null) => {
    setPreview(null)
    setFailure(null)
    setCsv(null)
    setFileError(file ? checkCsvFile(file) : undefined)
  }

  // Read when checking, not when choosing: a file corrected and checked again is read afresh.
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    setFailure(null)
    setPreview(null)
    const file = fileRef.current?.files?.[0] ?? null
    const problem = checkCsvFile(file)
    setFileError(problem)
    if (!file || problem) {
      requestAnimationFrame(() => fileRef.current?.focus())
      return
    }
    try {
      const text = await file.text()
      setCsv({ name: file.name, text })
      check.mutate(text)
    } catch {
      setFileError('This file could not be read. Please choose it again.')
    }
  }

  const onApply = async () => {
    if (!csv || !preview || !canApplyImport(preview) || busy) return
    if (!(await confirmAction(applyQuestion(preview)))) return
    apply.mutate(csv.text)
  }

  return (
    <section className="card admin-panel" aria-labelledby="import-title">
      <h2 id="import-title">Import a price list</h2>
      <p className="muted">
        First see what would change; nothing is saved until you apply it. Products missing from the file are
        removed from the shop.
      </p>
      <details className="admin-columns">
        <summary>Columns the file needs</summary>
        <p>
          A header line with: <code>{CSV_COLUMNS.join(', ')}</code>. Flags are 0 or 1; special categories are
          slugs separated by |.
        </p>
      </details>
      <form className="admin-import-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <Field id="import-file" label="Price list file (.csv)" error={fileError}>
          {(c) => (
            <input
              {...c}
              ref={fileRef}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {check.isPending ? 'Checking…' : 'Check this file'}
        </button>
      </form>
      <Failure message={failure} />
      {preview && csv && (
        <PreviewReport preview={preview} fileName={csv.name} busy={busy} onApply={onApply} />
      )}
    </section>
  )
}

function PreviewReport({
  preview,
  fileName,
  busy,
  onApply,
}: {
  preview: ImportPreview
  fileName: string
  busy: boolean
  onApply: () => void
}) {
  const s = importSummary(preview)
  const rows: { label: string; value: number; names?: string[] }[] = [
    { label: 'Categories created', value: s.categoriesCreated, names: preview.categories.created },
    { label: 'Categories updated', value: s.categoriesUpdated, names: preview.categories.updated },
    { label: 'Products created', value: s.productsCreated, names: preview.products.created },
    { label: 'Products updated', value: s.productsUpdated, names: preview.products.updated },
    { label: 'Products unchanged', value: s.productsUnchanged },
    { label: 'Products removed', value: s.productsRemoved, names: preview.products.removed },
  ]
  return (
    <div className="admin-preview stack" aria-live="polite">
      <h3>
        {preview.applied ? 'Applied' : 'Preview'}: {fileName}
      </h3>
      {preview.applied ? (
        <p className="notice notice-success">
          The price list has been applied. Buyers see the new prices now.
        </p>
      ) : s.errorCount > 0 ? (
        <p className="notice notice-danger" role="alert">
          {s.errorCount} {s.errorCount === 1 ? 'problem' : 'problems'} in the file. Correct{' '}
          {s.errorCount === 1 ? 'it' : 'them'} and check the file again; nothing has been changed.
        </p>
      ) : (
        <p className="notice">Nothing has been changed yet. Check the figures, then apply.</p>
      )}
      {/* With problems in the file the server stops before counting, so there is nothing to show. */}
      {s.errorCount === 0 && (
        <table className="data admin-summary">
          <caption className="visually-hidden">What the file changes</caption>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.label}
                className={r.label === 'Products removed' && r.value > 0 ? 'admin-warn-row' : undefined}
              >
                <th scope="row">{r.label}</th>
                <td className="num">{r.value}</td>
                <td className="admin-names">
                  {r.names && r.names.length > 0 && (
                    <details>
                      <summary>Show</summary>
                      <span>{r.names.join(', ')}</span>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {s.errorCount > 0 && (
        <div className="table-wrap">
          <table className="data admin-errors">
            <caption>Problems, by line of the file</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  Line
                </th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {sortedErrors(preview.errors).map((e) => (
                <tr key={`${e.row}-${e.message}`}>
                  <td className="num">{e.row}</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canApplyImport(preview) && (
        <p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onApply}>
            {busy ? 'Applying…' : 'Apply this price list'}
          </button>
        </p>
      )}
    </div>
  )
}
