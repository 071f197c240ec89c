// Text on the generated product pictures: escaped for SVG, wrapped to fit the name panel.

/** Escapes text for XML content and attributes, dropping characters XML 1.0 does not allow. */
export function escapeXml(text: string): string {
  let out = ''
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0
    const control = c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d
    if (control || (c >= 0xd800 && c <= 0xdfff) || c === 0xfffe || c === 0xffff) continue
    if (ch === '&') out += '&amp;'
    else if (ch === '<') out += '&lt;'
    else if (ch === '>') out += '&gt;'
    else if (ch === '"') out += '&quot;'
    else if (ch === "'") out += '&apos;'
    else out += ch
  }
  return out
}

export function clip(line: string, max: number): string {
  const chars = [...line]
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : line
}

/** Word-wraps text into at most maxLines lines of about max characters, ending with '…' when cut. */
export function wrapLines(text: string, max: number, maxLines: number): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0)
  const width = (from: number, to: number): number => [...words.slice(from, to).join(' ')].length
  if (maxLines >= 2 && words.length > 1 && width(0, words.length) > max) {
    // Two lines when they fit: split where the longer line is shortest, so lines look balanced.
    let best = -1
    for (let i = 1; i < words.length; i++) {
      const longest = Math.max(width(0, i), width(i, words.length))
      if (longest <= max && (best < 0 || longest < Math.max(width(0, best), width(best, words.length))))
        best = i
    }
    if (best > 0) return [words.slice(0, best).join(' '), words.slice(best).join(' ')]
  }
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word
    if (!current || [...candidate].length <= max) current = candidate
    else {
      lines.push(current)
      current = word
    }
  }
  if (current) lines.push(current)
  if (lines.length > maxLines) {
    // The joined remainder is always longer than max, so clip() ends it with '…'.
    const rest = lines.slice(maxLines - 1).join(' ')
    lines.length = maxLines - 1
    lines.push(clip(rest, max))
  }
  return lines.map((line) => clip(line, max))
}
