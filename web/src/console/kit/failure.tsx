import type { ReactNode } from 'react'

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
