// URL-safe base64 without padding: for ids in links and for ETags.
export const base64url = (bytes: Uint8Array | ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

// 128 random bits, base64url: unguessable ids for enquiries (they appear in public URLs) and accounts.
export const randomId = (bytes = 16): string => base64url(crypto.getRandomValues(new Uint8Array(bytes)))

export const sha256Hex = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  let hex = ''
  for (const b of new Uint8Array(digest)) hex += b.toString(16).padStart(2, '0')
  return hex
}

// `length` characters of `alphabet`, each equally likely: bytes past the last whole multiple of the
// alphabet's size are drawn again rather than wrapped, which would favour the first few.
export const randomCode = (alphabet: string, length: number): string => {
  const usable = 256 - (256 % alphabet.length)
  let code = ''
  while (code.length < length) {
    for (const b of crypto.getRandomValues(new Uint8Array(length))) {
      if (b < usable && code.length < length) code += alphabet[b % alphabet.length]
    }
  }
  return code
}
