import type { Product } from '@contract/catalogue'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Carousel } from '../../features/catalogue/carousel'
import {
  AUTOPLAY_MS,
  FEATURES,
  HERO_SLIDES,
  MAKERS,
  SPECIAL_BANNERS,
} from '../../features/catalogue/landing-content'
import { ProductTile } from '../../features/catalogue/product-tile'
import { QuickView, useQuickView } from '../../features/catalogue/quick-view'
import { LoadFailed } from '../../features/catalogue/status-notices'
import { newArrivalsQuery, topSaleQuery } from '../../shared/catalogue.queries'
import { usePageTitle } from '../../shared/page-title'
import { useSettings } from '../../shared/settings.queries'

// The landing page.
export default function LanderPage() {
  usePageTitle()
  const quickView = useQuickView()
  const newArrivals = useQuery(newArrivalsQuery())
  const topSale = useQuery(topSaleQuery())
  return (
    <div className="lander">
      <h1 className="visually-hidden">Sivakasi Crackers: Diwali crackers at factory prices</h1>
      <Carousel
        className="hero"
        label="Offers"
        items={HERO_SLIDES}
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
        <ul className="feature-tiles" aria-label="Why buy from us">
          {FEATURES.map((f) => (
            <li key={f.key} className="feature-tile card">
              <span className="feature-figure" aria-hidden="true">
                {f.figure}
              </span>
              <h2>{f.title}</h2>
              <p className="muted">{f.text}</p>
            </li>
          ))}
        </ul>

        <ProductStrip
          title="New Arrivals"
          list={newArrivals}
          interval={AUTOPLAY_MS.newArrivals}
          onView={quickView.open}
        />

        <section aria-labelledby="special-title">
          <h2 id="special-title">Shop by occasion</h2>
          <ul className="special-banners">
            {SPECIAL_BANNERS.map((s) => (
              <li key={s.slug}>
                <Link
                  className={`special-banner special-banner-${s.slug}`}
                  to={`/special-category?id=${s.slug}`}
                >
                  <strong className="special-banner-name">{s.name}</strong>
                  <span>{s.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <ProductStrip
          title="Top Sale Items"
          list={topSale}
          interval={AUTOPLAY_MS.topSale}
          onView={quickView.open}
        />

        <LegalNotice />

        <section aria-labelledby="makers-title">
          <h2 id="makers-title">Made in Sivakasi</h2>
          <Carousel
            className="makers"
            label="Makers we stock"
            items={MAKERS}
            getKey={(m) => `${m.place}-${m.craft}`}
            interval={AUTOPLAY_MS.makers}
            renderItem={(m) => (
              <div className="maker-badge">
                <strong>{m.place}</strong>
                <span>{m.craft}</span>
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
  title,
  list,
  interval,
  onView,
}: {
  title: string
  list: UseQueryResult<Product[]>
  interval: number
  onView: (id: string) => void
}) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`
  if (list.isSuccess && list.data.length === 0) return null
  return (
    <section className="product-strip" aria-labelledby={headingId}>
      <div className="product-strip-head">
        <h2 id={headingId}>{title}</h2>
        <Link to="/all-products">View all</Link>
      </div>
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => list.refetch()} />
      ) : list.isPending ? (
        <div className="strip-skeleton" aria-busy="true">
          <span className="visually-hidden">Loading {title}…</span>
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
function LegalNotice() {
  const settings = useSettings()
  const regions = settings?.minimum_order.regions ?? []
  return (
    <section className="notice legal-notice" aria-labelledby="legal-title">
      <h2 id="legal-title">How to order</h2>
      <p>
        Online sale of firecrackers is not permitted. Add the products you want to your cart and submit an
        enquiry: we will contact you by WhatsApp or phone within 24 hours to confirm your order.
      </p>
      {settings && (
        <p className="muted">
          Minimum order:{' '}
          {regions.map((r) => `Rs. ${r.amount.toLocaleString('en-IN')} for ${r.name}`).join(', ')}
          {regions.length > 0 ? '; ' : ''}Rs.{' '}
          {settings.minimum_order.other_regions_amount.toLocaleString('en-IN')}{' '}
          {regions.length > 0 ? 'elsewhere' : 'for all states'}. Prices exclude GST.
        </p>
      )}
      <Link className="btn btn-primary" to="/order-now">
        Start your enquiry
      </Link>
    </section>
  )
}
