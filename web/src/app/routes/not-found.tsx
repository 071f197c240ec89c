import { Link } from 'react-router'
import { useMessages } from '../../lib/i18n'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'
import { routeErrorMessages } from '../route-error.messages'

export default function NotFound() {
  usePageTitle()
  const m = useMessages(routeErrorMessages)
  return (
    <>
      <PageBanner title={m.notFoundTitle} />
      <div className="container stack page-body">
        <p>{m.notFoundText}</p>
        <ul className="link-list">
          <li>
            <Link to="/order-now">{m.orderNow}</Link>
          </li>
          <li>
            <Link to="/price-list">{m.priceList}</Link>
          </li>
          <li>
            <Link to="/order-tracking">{m.track}</Link>
          </li>
          <li>
            <Link to="/contact-us">{m.contact}</Link>
          </li>
        </ul>
      </div>
    </>
  )
}
