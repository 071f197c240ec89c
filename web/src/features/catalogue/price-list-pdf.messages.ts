import { defineMessages } from '../../lib/i18n'

// The price list PDF's two links (the price-list page and the landing page).
export const priceListPdfMessages = defineMessages(
  {
    download: 'Download price list (PDF)',
    share: 'Share on WhatsApp',
    label: 'The price list as a PDF',
    shareText: (shop: string, href: string) => `${shop} price list (PDF): ${href}`,
  },
  {
    download: 'விலைப்பட்டியலைப் பதிவிறக்குக (PDF)',
    share: 'WhatsApp-இல் பகிர்க',
    label: 'விலைப்பட்டியல் PDF ஆக',
    shareText: (shop: string, href: string) => `${shop} விலைப்பட்டியல் (PDF): ${href}`,
  },
)
