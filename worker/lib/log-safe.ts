// Anything a client controls (the method, the decoded path) is logged without control characters,
// so a %0A in a URL cannot start a line of its own that reads like ours.
export const logSafe = (text: string, max = 200) =>
  text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '?').slice(0, max)
