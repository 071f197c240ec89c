import { defineMessages } from '../../lib/i18n'

export const fieldMessages = defineMessages({ optional: '(optional)' }, { optional: '(கட்டாயமில்லை)' })
