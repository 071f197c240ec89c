// Why the last save or step failed, read out as it appears; nothing while there is none.
export function Failure({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p className="notice notice-danger" role="alert">
      {message}
    </p>
  )
}
