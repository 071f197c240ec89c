// What an uploaded photo really is (an LR photo, a payment screenshot): the declared type and the
// file name are the sender's word; the first bytes are the file's.

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  expected.every((b, i) => bytes[at + i] === b)
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0))

export const sniffImage = (bytes: Uint8Array): { contentType: string; ext: string } | undefined => {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' }
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', ext: 'png' }
  }
  if (bytes.length >= 12 && startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) {
    return { contentType: 'image/webp', ext: 'webp' }
  }
  return undefined
}
