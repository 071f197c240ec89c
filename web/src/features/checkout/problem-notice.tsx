import { Link } from 'react-router'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { checkoutMessages } from './checkout.messages'
import type { SaveProblem } from './checkout-rules'

// What went wrong with the last press of Place enquiry, and what the buyer can do about it.
export function ProblemNotice({
  problem,
  onRemove,
}: {
  problem: SaveProblem
  onRemove: (ids: string[]) => void
}) {
  const m = useMessages(checkoutMessages)
  switch (problem.kind) {
    case 'price-changed':
      return (
        <div className="notice notice-warning stack" role="alert">
          <p>{problem.message}</p>
          <p>
            {m.newTotal}
            <strong>{rupees(problem.total)}</strong>
            {m.newTotalAfter}
          </p>
        </div>
      )
    case 'remove-lines':
      return (
        <div className="notice notice-danger stack" role="alert">
          <p>{problem.message}</p>
          {problem.productIds.length > 0 && (
            <button type="button" className="btn" onClick={() => onRemove(problem.productIds)}>
              {m.removeLines(problem.productIds.length)}
            </button>
          )}
        </div>
      )
    case 'signed-out':
      return (
        <div className="notice notice-warning" role="alert">
          <p>{problem.message}</p>
          <Link to="/signin?redirect_url=signin">{m.signInAgain}</Link>
        </div>
      )
    case 'fields':
      return problem.message ? (
        <p className="notice notice-danger" role="alert">
          {problem.message}
        </p>
      ) : null
    case 'message':
      return (
        <p className={`notice notice-${problem.tone}`} role="alert">
          {problem.message}
        </p>
      )
  }
}
