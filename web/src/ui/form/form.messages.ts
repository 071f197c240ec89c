import { defineMessages } from '../../lib/i18n'

export const fieldMessages = defineMessages({ optional: '(optional)' }, { optional: '(விருப்பத்தேர்வு)' })
