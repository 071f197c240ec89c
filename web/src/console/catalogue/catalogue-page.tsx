import type { Category } from '@contract/catalogue'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Modal } from '../../ui/modal'
import { useAuthError } from '../kit/access'
import { adminCategoriesQuery, reorderCategories } from '../kit/queries'
import { AdminPage, LoadError } from '../shell/shell'
import { MoveButtons } from './catalogue-parts'
import { moveId } from './catalogue-rules'
import { CategoryEditor } from './category-form'
import { CategoryProducts } from './category-products'
import { useReorder } from './use-catalogue-changes'

export function AdminCataloguePage() {
  return (
    <AdminPage title="Catalogue">
      <Catalogue />
    </AdminPage>
  )
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
