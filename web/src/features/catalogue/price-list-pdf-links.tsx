import { shopName } from '@contract/brand'
import { priceListPdfPath } from '@contract/price-list-pdf'
import { useSyncExternalStore } from 'react'
import { useLocale, useMessages } from '../../lib/i18n'
import { priceListPdfMessages } from './price-list-pdf.messages'

const never = () => () => {}

// The shop's address as this page was opened (the server's render does not know it, so the share
// link appears once the page is live; the download link works from the first byte).
const useOrigin = () =>
  useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  )

// "Download price list (PDF)" and "Share on WhatsApp": plain links to the server's PDF of the page's
// language (/price-list.pdf, /ta/price-list.pdf), not router links, so they work on any phone
// before or without the page's script.
export function PriceListPdfLinks() {
  const locale = useLocale()
  const m = useMessages(priceListPdfMessages)
  const origin = useOrigin()
  const path = priceListPdfPath(locale)
  const share = origin
    ? `https://wa.me/?text=${encodeURIComponent(m.shareText(shopName(locale), new URL(path, origin).href))}`
    : ''
  return (
    <nav className="price-list-pdf" aria-label={m.label}>
      <a className="btn btn-primary" href={path} download>
        {m.download}
      </a>
      {share && (
        <a className="btn" href={share} target="_blank" rel="noopener noreferrer">
          {m.share}
        </a>
      )}
    </nav>
  )
}
