import { Link } from 'react-router'
import './order-display.css'

export function EnquiryNotFound() {
  return (
    <div className="stack">
      <p className="notice notice-warning">
        We could not find that enquiry. Please check the link, or find your enquiry with Track Order.
      </p>
      <p className="order-actions">
        <Link to="/order-tracking" className="btn btn-primary">
          Track Order
        </Link>
        <Link to="/order-now" className="btn">
          Order Now
        </Link>
      </p>
    </div>
  )
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="stack">
      <p className="notice notice-warning" role="alert">
        We could not load this enquiry just now. Please check your connection and try again.
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
