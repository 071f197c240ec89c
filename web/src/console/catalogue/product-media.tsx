import { MAX_MEDIA_ITEMS as MAX_MEDIA } from '@contract/admin'
import { SPECIAL_CATEGORIES, type SpecialCategorySlug } from '@contract/special-categories'
import { Field, idOf } from '../../ui/form'
import type { ProductEdit } from './use-product-form'

// The product form's lists: its special categories, and its further photos and videos.

export function SpecialCategoriesField({ edit }: { edit: ProductEdit }) {
  const { form, errors, set } = edit
  const specialsError = Object.entries(errors).find(([k]) => k.startsWith('special_categories'))?.[1]
  return (
    <fieldset className="admin-group" aria-describedby={specialsError ? 'product-specials-error' : undefined}>
      <legend>Special categories</legend>
      <div className="admin-checks">
        {SPECIAL_CATEGORIES.map((s) => (
          <label key={s.slug} className="check">
            <input
              type="checkbox"
              checked={form.special_categories.includes(s.slug)}
              onChange={(e) =>
                set(
                  'special_categories',
                  e.target.checked
                    ? [...form.special_categories, s.slug]
                    : form.special_categories.filter((x): x is SpecialCategorySlug => x !== s.slug),
                )
              }
            />
            {s.name}
          </label>
        ))}
      </div>
      {specialsError && (
        <span id="product-specials-error" className="field-error">
          {specialsError}
        </span>
      )}
    </fieldset>
  )
}

export function MediaListField({ edit }: { edit: ProductEdit }) {
  const { form, errors, set } = edit
  const mediaError = errors.media_list
  return (
    <fieldset className="admin-group">
      <legend>
        More photos and videos <span className="admin-optional">(up to {MAX_MEDIA})</span>
      </legend>
      {form.media_list.length === 0 && <p className="muted">None.</p>}
      {form.media_list.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own
        <div key={i} className="admin-media-row">
          <Field id={idOf('product', `media_list.${i}.media_type`)} label={`Item ${i + 1} type`}>
            {(c) => (
              <select
                {...c}
                value={m.media_type}
                onChange={(e) =>
                  set(
                    'media_list',
                    form.media_list.map((x, j) =>
                      j === i ? { ...x, media_type: e.target.value as 'Image' | 'Video' } : x,
                    ),
                  )
                }
              >
                <option value="Image">Image</option>
                <option value="Video">Video</option>
              </select>
            )}
          </Field>
          <Field
            id={idOf('product', `media_list.${i}.photo_path`)}
            label={`Item ${i + 1} path`}
            error={errors[`media_list.${i}.photo_path`] ?? errors[`media_list.${i}`]}
            className="admin-grow"
          >
            {(c) => (
              <input
                {...c}
                maxLength={300}
                placeholder="/images/products/sp-12-2.svg"
                value={m.photo_path}
                onChange={(e) =>
                  set(
                    'media_list',
                    form.media_list.map((x, j) => (j === i ? { ...x, photo_path: e.target.value } : x)),
                  )
                }
              />
            )}
          </Field>
          <button
            type="button"
            className="btn btn-ghost admin-media-remove"
            onClick={() =>
              set(
                'media_list',
                form.media_list.filter((_, j) => j !== i),
              )
            }
          >
            Remove<span className="visually-hidden"> item {i + 1}</span>
          </button>
        </div>
      ))}
      {mediaError && <span className="field-error">{mediaError}</span>}
      <button
        type="button"
        className="btn"
        disabled={form.media_list.length >= MAX_MEDIA}
        onClick={() => set('media_list', [...form.media_list, { media_type: 'Image', photo_path: '' }])}
      >
        Add a photo or video
      </button>
    </fieldset>
  )
}
