import { defineMessages } from '../../lib/i18n'

// The prompt shown when a new version of the shop has been downloaded in the background.
export const pwaMessages = defineMessages(
  {
    updateReady: 'New version ready',
    updateHint: 'Reload to use it; your cart stays.',
    reload: 'Reload',
    later: 'Later',
  },
  {
    updateReady: 'புதிய பதிப்பு தயார்',
    updateHint: 'பயன்படுத்தப் பக்கத்தைப் புதுப்பியுங்கள்; உங்கள் கூடை அப்படியே இருக்கும்.',
    reload: 'புதுப்பி',
    later: 'பிறகு',
  },
)
