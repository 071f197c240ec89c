/// <reference types="vite/client" />

declare module 'virtual:content-pages' {
  export interface ContentPage {
    slug: string
    title: string
    description: string
    last_updated: string
    html: string
  }
  export const pageLoaders: Record<string, () => Promise<{ default: ContentPage }>>
  export const pageSlugs: string[]
}
