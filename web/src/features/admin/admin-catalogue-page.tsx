import type { AdminProduct as Product } from '@contract/admin'
import type { Category } from '@contract/catalogue'
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { rupees } from '../../lib/format'
import { Modal } from '../../ui/modal'
import { toast } from '../../ui/toast'
import {
  adminCategoriesQuery,
  adminProductsQuery,
  afterCatalogueChange,
  reorderCategories,
  reorderProducts,
  setSoldOut,
} from './admin.queries'
import { handleAuthError, useAuthError } from './admin-access'
import { moveId } from './admin-catalogue-rules'
import { CategoryEditor } from './admin-category-form'
import { Thumb } from './admin-field'
import { ProductEditor } from './admin-product-form'
import { AdminPage, LoadError } from './admin-shell'

export function AdminCataloguePage() {
  return (
    <AdminPage title="Catalogue">
      <Catalogue />
    </AdminPage>
  )
}

const failed = (e: unknown) => {
  if (handleAuthError(e)) return
  toast.error(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.')
}

// Shows the new order at once and puts the old one back if the server refuses it.
function useReorder<T extends { _id: string }>(
  queryKey: QueryKey,
  send: (ids: string[]) => Promise<unknown>,
) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ ids }: { ids: string[]; label: string }) => send(ids),
    onMutate: async ({ ids }) => {
      await qc.cancelQueries({ queryKey })
      const before = qc.getQueryData<T[]>(queryKey)
      if (before) {
        const byId = new Map(before.map((x) => [x._id, x]))
        qc.setQueryData<T[]>(
          queryKey,
          ids.map((id) => byId.get(id)).filter((x): x is T => x !== undefined),
        )
      }
      return { before }
    },
    onError: (e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(queryKey, ctx.before)
      failed(e)
    },
    onSuccess: (list, { label }) => {
      // The server answers the list in its new order.
      if (Array.isArray(list)) qc.setQueryData(queryKey, list)
      toast.success(label)
    },
    onSettled: () => afterCatalogueChange(qc),
  })
}

function Catalogue() {
  const [params, setParams] = useSearchParams()
  const categories = useQuery(adminCategoriesQuery())
  const [editing, setEditing] = useState<Category | 'new' | null>(null)
  const reorder = useReorder<Category>(adminCategoriesQuery().queryKey, reorderCategories)
  useAuthError(categories.error)

  const list = categories.data ?? []
  const chosenRef = params.get('category') ?? ''
  const chosen = list.find((c) => c._id === chosenRef) ?? list[0] ?? null
  const choose = (id: string) => setParams({ category: id }, { replace: true })
  const ids = list.map((c) => c._id)

  const move = (c: Category, delta: -1 | 1) => {
    const next = moveId(ids, c._id, delta)
    if (next && !reorder.isPending)
      reorder.mutate({ ids: next, label: `${c.category_name} moved ${delta < 0 ? 'up' : 'down'}` })
  }

  return (
    <div className="admin-catalogue">
      <section className="card admin-panel admin-categories" aria-labelledby="categories-title">
        <div className="admin-panel-head">
          <h2 id="categories-title">Categories</h2>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            Add category
          </button>
        </div>
        {categories.isPending ? (
          <p className="muted">Loading categories…</p>
        ) : categories.isError ? (
          <LoadError what="the categories" onRetry={() => categories.refetch()} />
        ) : list.length === 0 ? (
          <p className="notice">No categories yet. Add the first one.</p>
        ) : (
          <ol className="admin-category-list">
            {list.map((c, i) => {
              const selected = chosen?._id === c._id
              return (
                <li key={c._id} className={selected ? 'is-selected' : undefined}>
                  <button
                    type="button"
                    className="admin-category-pick"
                    aria-pressed={selected}
                    onClick={() => choose(c._id)}
                  >
                    <span className="admin-category-name">{c.category_name}</span>
                    {c.tamil_name && (
                      <span className="tamil muted" lang="ta">
                        {c.tamil_name}
                      </span>
                    )}
                    <span className="muted admin-small">
                      {c.product_count} {c.product_count === 1 ? 'product' : 'products'}
                    </span>
                  </button>
                  <div className="admin-row-tools">
                    <MoveButtons
                      name={c.category_name}
                      first={i === 0}
                      last={i === list.length - 1}
                      busy={reorder.isPending}
                      onMove={(d) => move(c, d)}
                    />
                    <button type="button" className="btn btn-ghost" onClick={() => setEditing(c)}>
                      Edit<span className="visually-hidden"> {c.category_name}</span>
                    </button>
                  </div>
                </li>
              )
            })}
          </ol>
        )}
      </section>

      {chosen && <CategoryProducts key={chosen._id} category={chosen} />}

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing && editing !== 'new' ? `Edit ${editing.category_name}` : 'Add category'}
      >
        {editing !== null && (
          <CategoryEditor
            category={editing === 'new' ? null : editing}
            onDone={(saved) => {
              setEditing(null)
              if (saved) choose(saved._id)
            }}
          />
        )}
      </Modal>
    </div>
  )
}

function MoveButtons({
  name,
  first,
  last,
  busy,
  onMove,
}: {
  name: string
  first: boolean
  last: boolean
  busy: boolean
  onMove: (delta: -1 | 1) => void
}) {
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost admin-move"
        disabled={first || busy}
        onClick={() => onMove(-1)}
        aria-label={`Move ${name} up`}
        title="Move up"
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-ghost admin-move"
        disabled={last || busy}
        onClick={() => onMove(1)}
        aria-label={`Move ${name} down`}
        title="Move down"
      >
        ↓
      </button>
    </>
  )
}

function CategoryProducts({ category }: { category: Category }) {
  const qc = useQueryClient()
  const productsQ = adminProductsQuery(category._id)
  const products = useQuery(productsQ)
  useAuthError(products.error)
  const [editing, setEditing] = useState<Product | 'new' | null>(null)
  const reorder = useReorder<Product>(productsQ.queryKey, reorderProducts)

  const soldOut = useMutation({
    mutationFn: ({ product, value }: { product: Product; value: boolean }) => setSoldOut(product._id, value),
    onMutate: async ({ product, value }) => {
      await qc.cancelQueries({ queryKey: productsQ.queryKey })
      const before = qc.getQueryData<Product[]>(productsQ.queryKey)
      qc.setQueryData<Product[]>(productsQ.queryKey, (list) =>
        list?.map((p) => (p._id === product._id ? { ...p, is_sold_out: value ? 1 : 0 } : p)),
      )
      return { before }
    },
    onError: (e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(productsQ.queryKey, ctx.before)
      failed(e)
    },
    onSuccess: (_d, { product, value }) =>
      toast.success(`${product.product_name} is ${value ? 'sold out' : 'back in stock'}`),
    onSettled: () => afterCatalogueChange(qc),
  })

  const list = products.data ?? []
  const ids = list.map((p) => p._id)
  const move = (p: Product, delta: -1 | 1) => {
    const next = moveId(ids, p._id, delta)
    if (next && !reorder.isPending)
      reorder.mutate({ ids: next, label: `${p.product_name} moved ${delta < 0 ? 'up' : 'down'}` })
  }

  return (
    <section className="card admin-panel admin-products" aria-labelledby="products-title">
      <div className="admin-panel-head">
        <h2 id="products-title">
          {category.category_name} <span className="muted admin-small">products</span>
        </h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          Add product
        </button>
      </div>
      {products.isPending ? (
        <p className="muted">Loading products…</p>
      ) : products.isError ? (
        <LoadError what="the products" onRetry={() => products.refetch()} />
      ) : list.length === 0 ? (
        <p className="notice">No products in this category yet.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="data admin-table admin-product-table">
            <caption className="visually-hidden">
              Products of {category.category_name}, in the shop's order
            </caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Product</th>
                <th scope="col" className="num">
                  MRP
                </th>
                <th scope="col" className="num">
                  Disc.
                </th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col">Sold out</th>
                <th scope="col">
                  <span className="visually-hidden">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((p, i) => {
                const pending = soldOut.isPending && soldOut.variables?.product._id === p._id
                return (
                  <tr key={p._id} className={p.is_sold_out ? 'is-sold-out' : undefined}>
                    <td data-label="Order" className="admin-order-cell">
                      <MoveButtons
                        name={p.product_name}
                        first={i === 0}
                        last={i === list.length - 1}
                        busy={reorder.isPending}
                        onMove={(d) => move(p, d)}
                      />
                    </td>
                    <th scope="row" data-label="Product" className="admin-product-th">
                      <div className="admin-product-cell">
                        <Thumb src={p.photo_path} />
                        <span>
                          <span className="admin-code">{p.product_code}</span> {p.product_name}
                          {p.per && <span className="muted"> ({p.per})</span>}
                          {p.tamil_name && (
                            <span className="tamil muted admin-block" lang="ta">
                              {p.tamil_name}
                            </span>
                          )}
                          <Flags product={p} />
                        </span>
                      </div>
                    </th>
                    <td data-label="MRP" className="num admin-figure">
                      {rupees(p.price)}
                    </td>
                    <td data-label="Disc." className="num admin-figure">
                      {p.discount_percentage}%
                    </td>
                    <td data-label="Price" className="num admin-figure">
                      <strong>{rupees(p.after_discount_price)}</strong>
                    </td>
                    <td data-label="Sold out" className="admin-soldout-cell">
                      <button
                        type="button"
                        role="switch"
                        aria-checked={p.is_sold_out === 1}
                        className="admin-switch"
                        disabled={pending}
                        onClick={() => soldOut.mutate({ product: p, value: p.is_sold_out !== 1 })}
                      >
                        <span className="admin-switch-track" aria-hidden="true" />
                        <span>{p.is_sold_out ? 'Sold out' : 'In stock'}</span>
                        <span className="visually-hidden">: {p.product_name}</span>
                      </button>
                    </td>
                    <td data-label="Edit" className="admin-edit-cell">
                      <button type="button" className="btn btn-ghost" onClick={() => setEditing(p)}>
                        Edit<span className="visually-hidden"> {p.product_name}</span>
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        wide
        title={
          editing && editing !== 'new'
            ? `Edit ${editing.product_name}`
            : `Add a product to ${category.category_name}`
        }
      >
        {editing !== null && (
          <ProductEditor
            product={editing === 'new' ? null : editing}
            categoryId={category._id}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </section>
  )
}

function Flags({ product: p }: { product: Product }) {
  const flags = [
    p.is_new_item && 'New',
    p.is_top_selling_item && 'Top selling',
    p.is_netrate_item && 'Net rate',
  ].filter(Boolean) as string[]
  if (flags.length === 0) return null
  return (
    <span className="admin-flags">
      {flags.map((f) => (
        <span key={f} className="badge badge-muted">
          {f}
        </span>
      ))}
    </span>
  )
}
