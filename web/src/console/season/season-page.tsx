import type { SeasonGlance } from '@contract/admin-season'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { rupees } from '../../lib/format'
import { saveBlob } from '../../lib/save-file'
import { Field } from '../../ui/form'
import { handleAuthError, isAuthError, useAuthError } from '../kit/access'
import { DownloadFailure } from '../kit/failure'
import { AdminPage, LoadError } from '../shell/shell'
import { downloadSeason, seasonQuery } from './season.queries'
import { DayChart } from './season-charts'
import { chosenSeason, currentSeason, seasonChoices, waitText } from './season-rules'
import { DaysTable, FunnelTable, PlacesTable, ProductsTable } from './season-tables'

// The season at a glance: how many enquiries came each day (beside last season), how many became
// quotes, payments and parcels, what sold, and where the business came from. The season is chosen
// in the address (?year=), so a reload or a shared link shows the same one.
export function AdminSeasonPage() {
  return (
    <AdminPage title="Season at a glance">
      <Season />
    </AdminPage>
  )
}

function Season() {
  const [params, setParams] = useSearchParams()
  const current = currentSeason()
  const year = chosenSeason(params.get('year'), current)
  const season = useQuery(seasonQuery(year))
  useAuthError(season.error)

  let body: React.ReactNode
  if (season.isPending) body = <p className="muted">Counting the season…</p>
  else if (season.isError)
    body = isAuthError(season.error) ? null : <LoadError what="the season" onRetry={() => season.refetch()} />
  else body = <Figures g={season.data} />

  return (
    <div className="stack season">
      <div className="card admin-filters season-pick">
        <Field id="season-year" label="Season (1 July to 30 June)">
          {(c) => (
            <select
              {...c}
              value={year}
              onChange={(e) => setParams(Number(e.target.value) === current ? {} : { year: e.target.value })}
            >
              {seasonChoices(current).map((y) => (
                <option key={y} value={y}>
                  {y}-{String((y + 1) % 100).padStart(2, '0')}
                  {y === current ? ' (this season)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SeasonDownload year={year} />
      </div>
      {body}
    </div>
  )
}

// The console sends its token in a header, which a plain link cannot carry: the file is fetched
// and then saved from memory.
function SeasonDownload({ year }: { year: number }) {
  const save = useMutation({
    mutationFn: () => downloadSeason(year),
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? `season-${year}.csv`),
    onError: handleAuthError,
  })
  return (
    <div className="season-download" aria-busy={save.isPending}>
      <button type="button" className="btn" disabled={save.isPending} onClick={() => save.mutate()}>
        {save.isPending ? 'Preparing…' : 'Download every table (CSV)'}
      </button>
      <DownloadFailure error={save.error} />
    </div>
  )
}

function Figures({ g }: { g: SeasonGlance }) {
  const [enquiries, , , paid] = g.funnel
  const last = g.last_season
  return (
    <>
      <ul className="season-totals" aria-label={`Season ${g.label} in short`}>
        <li>
          <span className="muted">Enquiries</span>
          <strong>{enquiries?.enquiries ?? 0}</strong>
          {last && <span className="muted">{last.enquiries} last season</span>}
        </li>
        <li>
          <span className="muted">Paid (invoiced)</span>
          <strong>{rupees(paid?.amount ?? 0)}</strong>
          <span className="muted">{paid?.enquiries ?? 0} enquiries</span>
        </li>
        <li>
          <span className="muted">First answer, on average</span>
          <strong>{waitText(g.first_answer.average_minutes)}</strong>
          <span className="muted">{g.first_answer.waiting} waiting</span>
        </li>
      </ul>

      <section className="card admin-panel stack" aria-labelledby="season-days">
        <h2 id="season-days">Enquiries per day</h2>
        <DayChart days={g.days} label={g.label} lastLabel={last?.label ?? null} />
        <details>
          <summary>The days as a table</summary>
          <DaysTable g={g} />
        </details>
      </section>

      <section className="card admin-panel stack" aria-labelledby="season-funnel">
        <h2 id="season-funnel">From enquiry to collection</h2>
        <p className="muted">
          An enquiry counts at every step it reached, even if it was cancelled later. Amounts: the buyers'
          estimates, then the latest quotes, then the amount agreed (the tax invoice's total once paid).
        </p>
        <FunnelTable g={g} />
      </section>

      <section className="card admin-panel stack" aria-labelledby="season-products">
        <h2 id="season-products">What sells</h2>
        <p className="muted">From the enquiries' lines, cancelled enquiries left out.</p>
        <ProductsTable caption="Top products by quantity" list={g.top_by_quantity} by="quantity" />
        <ProductsTable caption="Top products by value" list={g.top_by_value} by="value" />
      </section>

      <section className="card admin-panel stack" aria-labelledby="season-places">
        <h2 id="season-places">Where the business comes from</h2>
        <PlacesTable caption="By State (delivery State)" what="State" list={g.states} />
        <PlacesTable caption="By referrer" what="Referrer" list={g.referrers} />
      </section>

      <section className="card admin-panel stack" aria-labelledby="season-answer">
        <h2 id="season-answer">Time to first answer</h2>
        <p>
          From the enquiry to your first move on it (a quote sent, a deal confirmed, a cancellation):{' '}
          <strong>{waitText(g.first_answer.average_minutes)}</strong> on average over{' '}
          {g.first_answer.answered} answered; {g.first_answer.waiting} not answered yet.
        </p>
      </section>
    </>
  )
}
