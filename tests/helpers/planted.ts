// tests/unit/boundaries.test.ts plants short-lived files into the real tree, each named with this
// prefix, to see the lint rules refuse them. Tests that read the tree at the same moment skip them:
// they are that test's fixtures, not the shop's code.
export const PLANTED_PREFIX = '__planted-'

export const isPlanted = (name: string) => name.startsWith(PLANTED_PREFIX)
