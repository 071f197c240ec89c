import type { Product } from '@contract/catalogue'
import { localeOfPath } from '@contract/locale'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Link } from 'react-router'
import { Carousel } from '../../features/catalogue/carousel'
import {
  AUTOPLAY_MS,
  features,
  heroSlides,
  makers,
  specialBanners,
} from '../../features/catalogue/landing-content'
import type { LandingMessages } from '../../features/catalogue/landing-en'
import { loadLandingWords, useLandingWords } from '../../features/catalogue/landing-words'
import { Name, specialNames, useNames } from '../../features/catalogue/names'
import { PriceListPdfLinks } from '../../features/catalogue/price-list-pdf-links'
import { ProductTile } from '../../features/catalogue/product-tile'
import { QuickView, useQuickView } from '../../features/catalogue/quick-view'
import { LoadFailed } from '../../features/catalogue/status-notices'
import { newArrivalsQuery, topSaleQuery } from '../../shared/catalogue.queries'
import { usePageTitle } from '../../shared/page-title'
import { useSettings } from '../../shared/settings.queries'

// The landing page's words start loading with the page's script, before its first render needs them.
if (typeof document !== 'undefined') void loadLandingWords(localeOfPath(window.location.pathname))

// The landing page. Its body waits for its words (see landing-words.ts); the server's HTML shows
// meanwhile.
export default function LanderPage() {
  return (
    <Suspense fallback={null}>
      <Lander />
    </Suspense>
  )
}

function Lander() {
  usePageTitle()
  const quickView = useQuickView()
  const newArrivals = useQuery(newArrivalsQuery())
  const topSale = useQuery(topSaleQuery())
  const m = useLandingWords()
  const names = useNames()
  return (
    <div className="lander">
      <h1 className="visually-hidden">{m.pageHeading}</h1>
      <Carousel
        className="hero"
        label={m.offers}
        items={heroSlides(m)}
        getKey={(s) => s.key}
        interval={AUTOPLAY_MS.hero}
        renderItem={(s) => (
          <div className={`hero-slide hero-slide-${s.key}`}>
            <div className="container">
              <h2>{s.title}</h2>
              <p>{s.text}</p>
              <Link className="btn btn-accent" to={s.cta.to}>
                {s.cta.label}
              </Link>
            </div>
          </div>
        )}
      />

      <div className="container lander-body">
        <ul className="feature-tiles" aria-label={m.whyUs}>
          {features(m).map((f) => (
            <li key={f.key} className="feature-tile card">
              <span className="feature-figure" aria-hidden="true">
                {f.figure}
              </span>
              <h2>{f.title}</h2>
              <p className="muted">{f.text}</p>
            </li>
          ))}
        </ul>

        <PriceListPdfLinks />

        <ProductStrip
          id="new-arrivals"
          title={m.newArrivals}
          m={m}
          list={newArrivals}
          interval={AUTOPLAY_MS.newArrivals}
          onView={quickView.open}
        />

        <section aria-labelledby="special-title">
          <h2 id="special-title">{m.byOccasion}</h2>
          <ul className="special-banners">
            {specialBanners(m).map((s) => (
              <li key={s.slug}>
                <Link
                  className={`special-banner special-banner-${s.slug}`}
                  to={`/special-category?id=${s.slug}`}
                >
                  <strong className="special-banner-name">
                    <SpecialName slug={s.slug} names={names} />
                  </strong>
                  <span>{s.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <ProductStrip
          id="top-sale-items"
          title={m.topSale}
          m={m}
          list={topSale}
          interval={AUTOPLAY_MS.topSale}
          onView={quickView.open}
        />

        <LegalNotice m={m} />

        <section aria-labelledby="makers-title">
          <h2 id="makers-title">{m.madeInSivakasi}</h2>
          <Carousel
            className="makers"
            label={m.makersWeStock}
            items={makers(m)}
            getKey={(x) => x.key}
            interval={AUTOPLAY_MS.makers}
            renderItem={(x) => (
              <div className="maker-badge">
                <strong>{x.place}</strong>
                <span>{x.craft}</span>
              </div>
            )}
          />
        </section>
      </div>
      <QuickView id={quickView.id} onClose={quickView.close} />
    </div>
  )
}

function ProductStrip({
  id,
  title,
  list,
  interval,
  onView,
  m,
}: {
  id: string
  title: string
  m: LandingMessages
  list: UseQueryResult<Product[]>
  interval: number
  onView: (id: string) => void
}) {
  const headingId = `${id}-title`
  if (list.isSuccess && list.data.length === 0) return null
  return (
    <section className="product-strip" aria-labelledby={headingId}>
      <div className="product-strip-head">
        <h2 id={headingId}>{title}</h2>
        <Link to="/all-products">{m.viewAll}</Link>
      </div>
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => list.refetch()} />
      ) : list.isPending ? (
        <div className="strip-skeleton" aria-busy="true">
          <span className="visually-hidden">{m.loadingStrip(title)}</span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="skeleton skeleton-tile" />
          ))}
        </div>
      ) : (
        <Carousel
          className="products"
          label={title}
          items={list.data}
          getKey={(p: Product) => p._id}
          interval={interval}
          renderItem={(p) => <ProductTile product={p} onView={onView} />}
        />
      )}
    </section>
  )
}

// Online sale of crackers is not permitted, so the site takes enquiries.
function LegalNotice({ m }: { m: LandingMessages }) {
  const settings = useSettings()
  const regions = settings?.minimum_order.regions ?? []
  const amount = (n: number) => n.toLocaleString('en-IN')
  return (
    <section className="notice legal-notice" aria-labelledby="legal-title">
      <h2 id="legal-title">{m.howToOrder}</h2>
      <p>{m.legal}</p>
      {settings && (
        <p className="muted">
          {m.minimumOrder} {regions.map((r) => m.minimumForRegion(amount(r.amount), r.name)).join(', ')}
          {regions.length > 0 ? '; ' : ''}
          {m.minimumElsewhere(amount(settings.minimum_order.other_regions_amount), regions.length > 0)}{' '}
          {m.pricesExcludeGst}
        </p>
      )}
      <Link className="btn btn-primary" to="/order-now">
        {m.startEnquiry}
      </Link>
    </section>
  )
}

// An occasion's name in the page's language (the other one follows only on the occasion's own page).
function SpecialName({ slug, names }: { slug: string; names: ReturnType<typeof useNames> }) {
  const n = specialNames(slug)
  return n ? <Name part={names(n.en, n.ta).lead} /> : null
}
