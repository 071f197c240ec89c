import type { ReactNode } from 'react'

// A table's header row, one column heading per label. `classes` gives each column's class by
// position ('num' right-aligns a column of figures, '' none); a column whose label is `false` is
// left out, and its class with it, so a table's variants share one list.
export function ColumnHeads({
  labels,
  classes,
}: {
  labels: readonly (ReactNode | false)[]
  classes: readonly string[]
}) {
  return (
    <thead>
      <tr>
        {labels.map((label, i) =>
          label === false ? null : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
            <th key={i} scope="col" className={classes[i] || undefined}>
              {label}
            </th>
          ),
        )}
      </tr>
    </thead>
  )
}
