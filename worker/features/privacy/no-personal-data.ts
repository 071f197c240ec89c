import {
  categories,
  counters,
  districts,
  objectDeletions,
  productMedia,
  productSpecialCategories,
  products,
  settings,
  specialCategories,
  states,
} from '../../db/schema'
import { alerts } from '../../db/schema-dispatch'
import { invoiceSeries } from '../../db/schema-quotes'
import { noPersonalData, plain, type TableRule } from './personal-data-rules'

// The part of the personal-data map (personal-data-map.ts) for the tables that hold nothing about
// a buyer. Each column is still named, so a new one is seen and has to be declared.

const CATALOGUE = "the seller's catalogue: nothing about a buyer"

export const TABLES_WITHOUT_PERSONAL_DATA: TableRule[] = [
  noPersonalData(alerts, "pushed to the seller's phones: an enquiry number and an amount, never a name", {
    id: plain(),
    kind: plain(),
    order_id: plain(),
    dedupe_key: plain(),
    payload: plain(),
    created_at: plain(),
    attempts: plain(),
    next_attempt_at: plain(),
    sent_at: plain(),
    dropped_at: plain(),
  }),
  noPersonalData(objectDeletions, 'file names waiting to be deleted; the names hold no one', {
    key: plain(),
    queued_at: plain(),
    attempts: plain(),
    last_tried_at: plain(),
  }),
  noPersonalData(invoiceSeries, 'the last invoice number of each year', { fy: plain(), last_seq: plain() }),
  noPersonalData(settings, "the seller's own business settings (its contacts, referrers, transporters)", {
    key: plain(),
    value: plain(),
    updated_at: plain(),
  }),
  noPersonalData(counters, 'version counters', { name: plain(), value: plain() }),
  noPersonalData(categories, CATALOGUE, {
    id: plain(),
    slug: plain(),
    name: plain(),
    tamil_name: plain(),
    sort_order: plain(),
    updated_at: plain(),
  }),
  noPersonalData(products, CATALOGUE, {
    id: plain(),
    category_id: plain(),
    code: plain(),
    name: plain(),
    tamil_name: plain(),
    per: plain(),
    mrp_paise: plain(),
    discount_percentage: plain(),
    is_netrate: plain(),
    is_new: plain(),
    is_sold_out: plain(),
    is_top_selling: plain(),
    is_green: plain(),
    green_certificate: plain(),
    sort_order: plain(),
    photo_path: plain(),
    updated_at: plain(),
  }),
  noPersonalData(productMedia, CATALOGUE, {
    id: plain(),
    product_id: plain(),
    media_type: plain(),
    path: plain(),
    sort_order: plain(),
  }),
  noPersonalData(specialCategories, CATALOGUE, {
    id: plain(),
    slug: plain(),
    name: plain(),
    sort_order: plain(),
  }),
  noPersonalData(productSpecialCategories, CATALOGUE, { product_id: plain(), special_category_id: plain() }),
  noPersonalData(states, "India's states, for the address form", {
    id: plain(),
    code: plain(),
    name: plain(),
    kind: plain(),
  }),
  noPersonalData(districts, "India's districts, for the address form", {
    id: plain(),
    state_id: plain(),
    name: plain(),
  }),
]
