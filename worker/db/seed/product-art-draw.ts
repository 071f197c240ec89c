import type { ArtKind } from './seed-data'

// One drawing per kind of firework, on a 400 x 400 canvas above the name panel. The palette and
// its random source come from the product, so a drawing is the same every time.

type Rand = () => number

export interface Palette {
  main: string
  dark: string
  gold: string
  sparks: string[]
  rand: Rand
}

const STICK = '#7c5a3a'
export const GLOW = '#fff7d6'
const TAU = Math.PI * 2

export const n = (value: number): number => Math.round(value)

/** Rays from a centre (a burst of sparks), one path per colour, with optional dots at the tips. */
function burst(
  p: Palette,
  o: {
    x: number
    y: number
    count: number
    inner: number
    outer: number
    width: number
    from?: number
    to?: number
    dot?: number
  },
): string {
  const from = o.from ?? 0
  const to = o.to ?? TAU
  const full = to - from >= TAU - 0.001
  const lines = p.sparks.map(() => '')
  const dots = p.sparks.map(() => '')
  for (let i = 0; i < o.count; i++) {
    const t = full ? i / o.count : o.count > 1 ? i / (o.count - 1) : 0.5
    const angle = from + (to - from) * t + (p.rand() - 0.5) * 0.14
    const length = o.outer * (0.78 + p.rand() * 0.3)
    const cos = Math.cos(angle)
    const sin = Math.sin(angle)
    const k = i % p.sparks.length
    lines[k] +=
      `M${n(o.x + cos * o.inner)} ${n(o.y + sin * o.inner)}L${n(o.x + cos * length)} ${n(o.y + sin * length)}`
    if (o.dot)
      dots[k] += `M${n(o.x + cos * (length + o.dot * 2.4))} ${n(o.y + sin * (length + o.dot * 2.4))}h0`
  }
  const strokes = lines.map((d, k) => (d ? `<path d="${d}" stroke="${p.sparks[k]}"/>` : '')).join('')
  const tips = o.dot
    ? `<g stroke-width="${o.dot * 2}">${dots.map((d, k) => (d ? `<path d="${d}" stroke="${p.sparks[k]}"/>` : '')).join('')}</g>`
    : ''
  return `<g fill="none" stroke-linecap="round" stroke-width="${o.width}">${strokes}${tips}</g>`
}

function star(x: number, y: number, outer: number, inner: number, points: number, fill: string): string {
  let d = ''
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = -Math.PI / 2 + (i * Math.PI) / points
    d += `${i === 0 ? 'M' : 'L'}${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`
  }
  return `<path d="${d}Z" fill="${fill}"/>`
}

export const DRAW: Record<ArtKind, (p: Palette) => string> = {
  sparkler: (p) =>
    `<path d="M142 290L236 128" stroke="${STICK}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M200 190L236 128" stroke="#9ca3af" stroke-width="11" stroke-linecap="round"/>` +
    `<circle cx="236" cy="128" r="18" fill="${GLOW}"/>` +
    burst(p, { x: 236, y: 128, count: 16, inner: 14, outer: 74, width: 3, dot: 3 }),

  flowerpot: (p) => {
    let jets = ''
    // Seven jets fanning out from the mouth of the pot, each falling back under gravity.
    for (let j = 0; j < 7; j++) {
      const a = (j - 3) * 0.28
      let d = ''
      for (let t = 1; t <= 5; t++) {
        d += `M${n(200 + Math.sin(a) * 26 * t)} ${n(204 - Math.cos(a) * 46 * t + 4.6 * t * t)}h0`
      }
      jets += `<path d="${d}" stroke="${p.sparks[j % p.sparks.length]}"/>`
    }
    return (
      `<g stroke-width="9" stroke-linecap="round">${jets}</g>` +
      burst(p, { x: 200, y: 200, count: 7, inner: 10, outer: 56, width: 3, from: -2.4, to: -0.74 }) +
      `<path d="M160 292h80l-18-86h-44z" fill="${p.main}"/>` +
      `<path d="M167 262h66M173 236h54" stroke="${p.gold}" stroke-width="6"/>` +
      `<ellipse cx="200" cy="206" rx="22" ry="6" fill="${p.dark}"/>`
    )
  },

  chakkar: (p) => {
    let d = 'M200 176'
    for (let i = 1; i <= 40; i++) {
      const a = (i * Math.PI) / 8
      const r = 6 + a * 5.2
      d += `L${n(200 + Math.cos(a) * r)} ${n(176 + Math.sin(a) * r)}`
    }
    return (
      burst(p, { x: 200, y: 176, count: 18, inner: 100, outer: 134, width: 4, dot: 3 }) +
      `<circle cx="200" cy="176" r="94" fill="${p.dark}" opacity=".18"/>` +
      `<path d="${d}" fill="none" stroke="${p.main}" stroke-width="10" stroke-linecap="round"/>` +
      `<circle cx="200" cy="176" r="9" fill="${p.gold}"/>`
    )
  },

  bomb: (p) =>
    `<circle cx="200" cy="206" r="70" fill="${p.main}"/>` +
    `<circle cx="176" cy="180" r="20" fill="#fff" opacity=".28"/>` +
    `<path d="M140 226q60 34 120 0" stroke="${p.gold}" stroke-width="7" fill="none"/>` +
    `<rect x="184" y="124" width="32" height="18" rx="4" fill="${p.dark}"/>` +
    `<path d="M200 124q4-34 40-42" stroke="${STICK}" stroke-width="4" fill="none"/>` +
    `<circle cx="240" cy="82" r="9" fill="${GLOW}"/>` +
    burst(p, { x: 240, y: 82, count: 10, inner: 8, outer: 30, width: 3 }),

  rocket: (p) =>
    `<g transform="rotate(24 200 190)">` +
    burst(p, { x: 200, y: 214, count: 7, inner: 10, outer: 46, width: 3, from: 1.05, to: 2.1 }) +
    `<path d="M200 214v90" stroke="${STICK}" stroke-width="4"/>` +
    `<path d="M188 210q12 46 24 0z" fill="#f59e0b"/>` +
    `<path d="M178 170l-22 40h22zM222 170l22 40h-22z" fill="${p.dark}"/>` +
    `<path d="M200 66l22 44v100h-44v-100z" fill="${p.main}"/>` +
    `<path d="M178 112h44M178 190h44" stroke="${p.gold}" stroke-width="6"/>` +
    `<circle cx="200" cy="146" r="10" fill="${GLOW}"/></g>`,

  aerial: (p) =>
    `<path d="M200 262V222" stroke="${p.gold}" stroke-width="3" stroke-dasharray="4 7" stroke-linecap="round"/>` +
    burst(p, { x: 200, y: 140, count: 18, inner: 16, outer: 86, width: 3, dot: 3 }) +
    burst(p, { x: 96, y: 96, count: 10, inner: 6, outer: 38, width: 2 }) +
    burst(p, { x: 306, y: 108, count: 10, inner: 6, outer: 42, width: 2 }) +
    `<rect x="164" y="262" width="72" height="32" rx="4" fill="${p.main}"/>` +
    `<path d="M182 262v32M200 262v32M218 262v32" stroke="${p.dark}" stroke-width="3"/>`,

  fountain: (p) =>
    burst(p, { x: 200, y: 224, count: 15, inner: 10, outer: 120, width: 3, from: -2.8, to: -0.34, dot: 3 }) +
    `<rect x="170" y="226" width="60" height="68" rx="6" fill="${p.main}"/>` +
    `<path d="M170 246h60M170 274h60" stroke="${p.gold}" stroke-width="6"/>` +
    `<ellipse cx="200" cy="226" rx="30" ry="7" fill="${p.dark}"/>`,

  giftbox: (p) =>
    star(92, 92, 16, 6, 4, p.gold) +
    star(312, 80, 12, 5, 4, p.sparks[1] ?? p.gold) +
    star(330, 250, 10, 4, 4, p.sparks[3] ?? p.gold) +
    `<rect x="118" y="180" width="164" height="114" rx="8" fill="${p.main}"/>` +
    `<rect x="108" y="152" width="184" height="36" rx="6" fill="${p.dark}"/>` +
    `<path d="M200 152v142" stroke="${p.gold}" stroke-width="18"/>` +
    `<ellipse cx="178" cy="136" rx="26" ry="13" transform="rotate(-28 178 136)" fill="${p.gold}"/>` +
    `<ellipse cx="222" cy="136" rx="26" ry="13" transform="rotate(28 222 136)" fill="${p.gold}"/>` +
    `<circle cx="200" cy="148" r="10" fill="${p.dark}"/>`,

  garland: (p) =>
    `<path d="M48 92Q200 300 352 92" fill="none" stroke="${STICK}" stroke-width="2"/>` +
    `<path d="M56 104Q200 296 344 104" fill="none" stroke="${p.main}" stroke-width="22" stroke-dasharray="12 7"/>` +
    `<path d="M56 104Q200 296 344 104" fill="none" stroke="${p.gold}" stroke-width="3" stroke-dasharray="12 7"/>` +
    `<circle cx="48" cy="92" r="10" fill="${GLOW}"/>` +
    burst(p, { x: 48, y: 92, count: 12, inner: 10, outer: 40, width: 3 }),

  twinkling: (p) =>
    star(200, 170, 66, 27, 5, p.gold) +
    star(200, 170, 30, 12, 5, GLOW) +
    star(106, 104, 26, 11, 5, p.main) +
    star(298, 110, 30, 12, 5, p.sparks[3] ?? p.main) +
    star(118, 250, 18, 8, 5, p.sparks[4] ?? p.main) +
    star(288, 252, 22, 9, 5, p.main) +
    star(330, 184, 9, 3, 4, '#fff') +
    star(70, 180, 9, 3, 4, '#fff'),

  pencil: (p) =>
    `<path d="M132 290L230 142" stroke="${p.main}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M132 290L230 142" stroke="#fff" stroke-width="16" stroke-dasharray="9 14" opacity=".45"/>` +
    `<circle cx="238" cy="130" r="16" fill="${GLOW}"/>` +
    burst(p, { x: 238, y: 130, count: 12, inner: 14, outer: 54, width: 5, dot: 4 }),

  novelty: (p) =>
    star(124, 114, 22, 7, 4, p.gold) +
    star(262, 96, 16, 5, 4, p.sparks[3] ?? p.gold) +
    star(326, 262, 14, 5, 4, p.sparks[4] ?? p.gold) +
    `<path d="M96 270c30-56 74 20 104-32s74 16 100-50" fill="none" stroke="${p.main}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M96 270c30-56 74 20 104-32s74 16 100-50" fill="none" stroke="${p.gold}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>` +
    `<circle cx="300" cy="188" r="15" fill="${p.dark}"/>` +
    `<circle cx="305" cy="184" r="4" fill="#fff"/>` +
    burst(p, { x: 200, y: 150, count: 8, inner: 40, outer: 62, width: 3, dot: 3 }),
}
