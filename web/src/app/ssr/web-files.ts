import { pageFiles } from 'virtual:content-files'
import { LOCALES } from '@contract/locale'
import type { WebFileReader } from '@contract/page-render'
import type { ContentPage, PageLoaders } from '../../features/content/content-pages'

// The files of the web build the server's render draws with but does not carry in its code: the
// information pages' text and the buyer's stylesheets. Each is read once per render (per isolate:
// the build never changes under a running one), so only the first page view that needs a file
// reads it; a failed read is not kept, and the next page view tries again.
export const webFiles = (read: WebFileReader) => {
  const kept = new Map<string, Promise<string>>()
  const file = (path: string): Promise<string> => {
    let text = kept.get(path)
    if (!text) {
      const reading = read(path).then((found) => {
        if (found === null) throw new Error(`${path} is missing from the web build`)
        return found
      })
      reading.catch(() => kept.get(path) === reading && kept.delete(path))
      kept.set(path, reading)
      text = reading
    }
    return text
  }
  // The information pages, loaded as the browser's chunks load them (content-pages.ts's loadPage).
  const pageLoaders = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        Object.entries(pageFiles[locale]).map(([slug, path]) => [
          slug,
          async () => ({ default: JSON.parse(await file(path)) as ContentPage }),
        ]),
      ),
    ]),
  ) as PageLoaders
  return { file, pageLoaders }
}

export type WebFiles = ReturnType<typeof webFiles>
