import { Link } from 'react-router'
import { useMessages } from '../../lib/i18n'
import { orderDisplayMessages } from './order-display.messages'
import './order-display.css'

export function EnquiryNotFound() {
  const m = useMessages(orderDisplayMessages)
  return (
    <div className="stack">
      <p className="notice notice-warning">{m.notFound}</p>
      <p className="order-actions">
        <Link to="/order-tracking" className="btn btn-primary">
          {m.trackOrder}
        </Link>
        <Link to="/order-now" className="btn">
          {m.orderNow}
        </Link>
      </p>
    </div>
  )
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const m = useMessages(orderDisplayMessages)
  return (
    <div className="stack">
      <p className="notice notice-warning" role="alert">
        {m.loadFailed}
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {m.tryAgain}
      </button>
    </div>
  )
}
