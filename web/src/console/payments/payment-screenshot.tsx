import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { screenshotQuery } from './payments.queries'

// The buyer's screenshot of a payment, fetched with the seller's token and shown from memory.
export function PaymentScreenshot({ paymentId, label }: { paymentId: string; label: string }) {
  const shot = useQuery(screenshotQuery(paymentId))
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!shot.data) return
    const made = URL.createObjectURL(shot.data)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [shot.data])
  if (shot.isError) return <p className="muted">The screenshot could not be loaded.</p>
  if (!url) return <p className="muted">Loading the screenshot…</p>
  return (
    <a href={url} target="_blank" rel="noopener" className="admin-payment-shot">
      <img src={url} alt={label} width={240} height={420} loading="lazy" decoding="async" />
    </a>
  )
}
