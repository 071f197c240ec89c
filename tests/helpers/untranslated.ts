import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseAst } from 'rolldown/parseAst'

// Finds buyer-facing words written straight into the web's code instead of a message catalogue:
// text between JSX tags, the words of labelling attributes, and string values of properties that
// are shown (label, title, message, ...). The seller's console is English by decision and skipped.
const ROOT = join(import.meta.dirname, '..', '..')
const WEB = join(ROOT, 'web', 'src')

const SKIPPED = [
  /^console\//,
  /^app\/routes\/admin-console\.tsx$/,
  /\.messages\.ts$/,
  /^lib\/i18n\//,
  /^entry-server\.tsx$/,
  /^vite-env\.d\.ts$/,
]
const SHOWN_ATTRIBUTES = new Set(['placeholder', 'aria-label', 'title', 'alt', 'label', 'hint', 'summary'])
const SHOWN_PROPERTIES = new Set([
  'label',
  'title',
  'message',
  'text',
  'description',
  'placeholder',
  'alt',
  'hint',
  'heading',
  'empty',
  'summary',
])
// Words both languages write the same way: names of things, trade terms and units.
const SAME_IN_BOTH =
  /^(?:UPI|GST|GSTIN|PIN|LR|MRP|OTP|WhatsApp|ENQ|ID|SMS|Rs|INR|HSN|PDF|CSV|OK|Email|E-mail|Google|Maps|Sivakasi|Crackers)$/
const LETTERS = /[A-Za-z]{2,}/g

const isWords = (text: string) => {
  const words = text.match(LETTERS) ?? []
  return words.some((w) => !SAME_IN_BOTH.test(w))
}

export interface Untranslated {
  file: string
  line: number
  text: string
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(tsx?|ts)$/.test(entry.name) ? [path] : []
  })

// biome-ignore lint/suspicious/noExplicitAny: an ESTree node from the parser, walked by its fields
type Node = any

const stringOf = (node: Node): string | undefined => {
  if (!node) return undefined
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? node.value : undefined
    case 'TemplateLiteral':
      return node.quasis.map((q: Node) => q.value.cooked ?? '').join(' ')
    case 'JSXExpressionContainer':
    case 'ParenthesizedExpression':
      return stringOf(node.expression)
    case 'ConditionalExpression':
      return [stringOf(node.consequent), stringOf(node.alternate)].filter(Boolean).join(' ') || undefined
    case 'LogicalExpression':
      return stringOf(node.right)
    default:
      return undefined
  }
}

const nameOf = (node: Node): string =>
  node?.type === 'Identifier' || node?.type === 'JSXIdentifier'
    ? node.name
    : node?.type === 'Literal'
      ? String(node.value)
      : ''

const calleeOf = (node: Node): string =>
  node?.type === 'MemberExpression' ? `${nameOf(node.object)}.${nameOf(node.property)}` : nameOf(node)

export const findUntranslated = (only?: (file: string) => boolean): Untranslated[] =>
  sourceFiles(WEB).flatMap((path) => {
    const file = relative(WEB, path).replaceAll('\\', '/')
    if (SKIPPED.some((r) => r.test(file)) || (only && !only(file))) return []
    return scanSource(file, readFileSync(path, 'utf8'))
  })

// One file's findings: `file` names it in the findings and says whether it holds JSX (.tsx).
export const scanSource = (file: string, code: string): Untranslated[] => {
  const found: Untranslated[] = []
  {
    const ast = parseAst(code, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file)
    const report = (node: Node, text: string) => {
      if (!isWords(text)) return
      const line = code.slice(0, node.start).split('\n').length
      found.push({ file, line, text: text.trim().slice(0, 80) })
    }
    const visit = (node: Node, parent: Node) => {
      if (!node || typeof node !== 'object') return
      if (Array.isArray(node)) {
        for (const child of node) visit(child, parent)
        return
      }
      if (typeof node.type !== 'string') return
      if (node.type === 'JSXText') report(node, node.value)
      else if (node.type === 'JSXExpressionContainer' && parent?.type === 'JSXElement') {
        const text = stringOf(node.expression)
        if (text) report(node, text)
      } else if (node.type === 'JSXAttribute' && SHOWN_ATTRIBUTES.has(nameOf(node.name))) {
        const text = stringOf(node.value)
        if (text) report(node, text)
      } else if (node.type === 'Property' && SHOWN_PROPERTIES.has(nameOf(node.key))) {
        const text = stringOf(node.value)
        if (text) report(node, text)
      } else if (
        node.type === 'CallExpression' &&
        /^toast\.(success|error|warning|info)$/.test(calleeOf(node.callee))
      ) {
        const text = stringOf(node.arguments[0])
        if (text) report(node, text)
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === 'start' || key === 'end' || key === 'type') continue
        if (value && typeof value === 'object') visit(value, node)
      }
    }
    visit(ast, null)
  }
  return found
}
