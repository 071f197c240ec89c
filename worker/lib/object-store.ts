// Where LR photos and uploaded media live: R2 on Workers, a local folder on one machine.
export interface StoredObject {
  body: ReadableStream<Uint8Array>
  contentType: string
  size: number
}

export interface ObjectStore {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>
  get(key: string): Promise<StoredObject | null>
  delete(key: string): Promise<void>
}

export const isSafeObjectKey = (key: string) =>
  /^[a-z0-9][a-z0-9/_.-]{0,200}$/i.test(key) && !key.includes('..')
