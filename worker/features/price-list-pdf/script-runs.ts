// A string cut into runs by script, so each run is drawn with the face that has its letters: the
// Tamil file of Noto Sans Tamil has the Tamil block, the rupee sign and the joiners but no Latin; the
// Latin file has Latin, digits and punctuation but no ₹. A Tamil cluster never spans two runs: its
// letters, vowel signs, pulli and joiners are all Tamil, so the shaper sees the whole cluster.

export interface ScriptRun {
  text: string
  tamil: boolean
}

// Tamil block, the Devanagari dandas the Tamil file carries, ZWNJ/ZWJ, ₹ and the dotted circle.
const isTamilChar = (code: number): boolean =>
  (code >= 0x0b80 && code <= 0x0bff) ||
  code === 0x0964 ||
  code === 0x0965 ||
  code === 0x200c ||
  code === 0x200d ||
  code === 0x20b9 ||
  code === 0x25cc

export const scriptRuns = (text: string): ScriptRun[] => {
  const runs: ScriptRun[] = []
  for (const char of text) {
    const tamil = isTamilChar(char.codePointAt(0) ?? 0)
    const last = runs[runs.length - 1]
    if (last && last.tamil === tamil) last.text += char
    else runs.push({ text: char, tamil })
  }
  return runs
}

export const hasTamil = (text: string): boolean => scriptRuns(text).some((r) => r.tamil)

// Noto Sans Tamil has no ¼ ½ ¾ (a page falls back to another font for them; a PDF has no fallback),
// so a size such as 2¾" is written 2 3/4".
const FRACTIONS: Record<string, string> = { '¼': '1/4', '½': '1/2', '¾': '3/4' }
export const printable = (text: string): string =>
  text.replace(/(\d?)([¼½¾])/g, (_, digit: string, f: string) => `${digit}${digit ? ' ' : ''}${FRACTIONS[f]}`)
