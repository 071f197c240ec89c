import type { AdminProduct as Product } from '@contract/admin'
import type { Category } from '@contract/catalogue'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { rupees } from '../../lib/format'
import { Modal } from '../../ui/modal'
import { useAuthError } from '../kit/access'
import { adminProductsQuery, reorderProducts } from '../kit/queries'
import { LoadError } from '../shell/shell'
import { Flags, MoveButtons } from './catalogue-parts'
import { moveId } from './catalogue-rules'
import { ProductEditor } from './product-form'
import { Thumb } from './thumb'
import { useReorder, useSoldOut } from './use-catalogue-changes'

// One category's products in the shop's order: move, mark sold out, edit or add.
export function CategoryProducts({ category }: { category: Category }) {
  const productsQ = adminProductsQuery(category._id)
  const products = useQuery(productsQ)
  useAuthError(products.error)
  const [editing, setEditing] = useState<Product | 'new' | null>(null)
  const reorder = useReorder<Product>(productsQ.queryKey, reorderProducts)
  const soldOut = useSoldOut(productsQ.queryKey)

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
          <table className="data stack-table admin-table admin-product-table">
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
