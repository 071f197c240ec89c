import { Link } from 'react-router'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'

export default function NotFound() {
  usePageTitle()
  return (
    <>
      <PageBanner title="Page not found" />
      <div className="container stack page-body">
        <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
        <ul className="link-list">
          <li>
            <Link to="/order-now">Order now from the full price list</Link>
          </li>
          <li>
            <Link to="/price-list">See the price list by category</Link>
          </li>
          <li>
            <Link to="/order-tracking">Track an enquiry</Link>
          </li>
          <li>
            <Link to="/contact-us">Contact us</Link>
          </li>
        </ul>
      </div>
    </>
  )
}
