import type { ReactNode } from 'react'

// One term and its value in a <dl>, inside the <div> that keeps the pair together on the page.
// `noTranslate` keeps a browser's translator off a value that must be read exactly (a code).
export function Fact({
  term,
  children,
  className,
  valueClass,
  noTranslate = false,
}: {
  term: ReactNode
  children: ReactNode
  className?: string
  valueClass?: string
  noTranslate?: boolean
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd className={valueClass} translate={noTranslate ? 'no' : undefined}>
        {children}
      </dd>
    </div>
  )
}
