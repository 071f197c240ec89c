import type { SpecialCategorySlug } from '@contract/special-categories'
import { defineMessages } from '../lib/i18n/messages'

// The five special categories' names, by slug: the footer, their pages and their link previews.
export const specialCategoryMessages = defineMessages(
  {
    'crackers-for-kids': 'Crackers for Kids',
    'day-crackers': 'Day Crackers',
    'night-crackers': 'Night Crackers',
    'festival-crackers': 'Festival Crackers',
    'gift-boxes': 'Gift Boxes',
  } satisfies Record<SpecialCategorySlug, string>,
  {
    'crackers-for-kids': 'குழந்தைகளுக்கான பட்டாசுகள்',
    'day-crackers': 'பகல் பட்டாசுகள்',
    'night-crackers': 'இரவுப் பட்டாசுகள்',
    'festival-crackers': 'பண்டிகைப் பட்டாசுகள்',
    'gift-boxes': 'பரிசுப் பெட்டிகள்',
  },
)
