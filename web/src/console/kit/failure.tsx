import type { ReactNode } from 'react'
import { ApiError } from '../../lib/api-client'

// Why the last save or step failed, read out as it appears; nothing while there is none.
export function Failure({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p className="notice notice-danger" role="alert">
      {message}
    </p>
  )
}

// A load that failed, in one line with its Try again button.
export function RetryNotice({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <p className="notice notice-warning" role="alert">
      {children}{' '}
      <button type="button" className="btn" onClick={onRetry}>
        Try again
      </button>
    </p>
  )
}

// Why a file could not be made: nothing for a signed-out or refused seller (handleAuthError sends
// them on), the server's words otherwise.
export function DownloadFailure({ error }: { error: unknown }) {
  if (error === null || (error instanceof ApiError && (error.status === 401 || error.status === 403)))
    return null
  const why = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'
  return <Failure message={`The file could not be made: ${why}`} />
}
