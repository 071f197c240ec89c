import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { categoryRefParam, productIdParam, subCategoryParam } from '../../contract/catalogue'
import { servePublicRead } from '../../lib/edge-cache'
import { valid } from '../../lib/validate'
import { type CatalogueSnapshot, catalogueViews as views } from './catalogue.service'

// Every catalogue answer is a prepared body: ETag, 304 and compressed bytes come from memory, or
// from the edge's cache for an instance that has not loaded the catalogue.
const send = (c: Context<AppEnv>, key: string, build: (s: CatalogueSnapshot) => unknown) => {
  const { catalogue } = c.var.deps
  return servePublicRead(c, catalogue.ready(), () => catalogue.representation(key, build))
}

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/product/category/get', (c) => send(c, 'categories', views.categories))
  .get('/product/quickorder', (c) => send(c, 'quickorder', views.quickOrder))
  .get('/product/netrate/list', (c) => send(c, 'netrate', views.netRate))
  .get('/product/topsale/list', (c) => send(c, 'topsale', views.topSale))
  .get('/product/new-arrivals/list', (c) => send(c, 'new-arrivals', views.newArrivals))
  .get('/product/get/:id', valid('param', productIdParam), (c) => {
    const { id } = c.req.valid('param')
    return send(c, `product:${id}`, (s) => views.product(s, id))
  })
  .get('/product/categorywise/list/:id', valid('param', categoryRefParam), (c) => {
    const { id } = c.req.valid('param')
    return send(c, `category:${id}`, (s) => views.categoryWise(s, id))
  })
  .get('/product/subcategoryitems/:name', valid('param', subCategoryParam), (c) => {
    const { name } = c.req.valid('param')
    return send(c, `special:${name.trim().toLowerCase()}`, (s) => views.subCategory(s, name))
  })
