import { Link } from 'react-router'
import { rupees } from '../../lib/format'
import type { SaveProblem } from './checkout-rules'

// What went wrong with the last press of Place enquiry, and what the buyer can do about it.
export function ProblemNotice({
  problem,
  onRemove,
}: {
  problem: SaveProblem
  onRemove: (ids: string[]) => void
}) {
  switch (problem.kind) {
    case 'price-changed':
      return (
        <div className="notice notice-warning stack" role="alert">
          <p>{problem.message}</p>
          <p>
            New total: <strong>{rupees(problem.total)}</strong>. Your cart above now shows the new prices;
            press Place enquiry again to send it.
          </p>
        </div>
      )
    case 'remove-lines':
      return (
        <div className="notice notice-danger stack" role="alert">
          <p>{problem.message}</p>
          {problem.productIds.length > 0 && (
            <button type="button" className="btn" onClick={() => onRemove(problem.productIds)}>
              Remove {problem.productIds.length > 1 ? 'these products' : 'this product'}
            </button>
          )}
        </div>
      )
    case 'signed-out':
      return (
        <div className="notice notice-warning" role="alert">
          <p>{problem.message}</p>
          <Link to="/signin?redirect_url=signin">Sign in again</Link>
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
