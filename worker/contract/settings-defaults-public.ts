import type { PublicSettingsSource } from './settings-rules'

// The seller's business constants as first installed. The minimum order is Rs. 2,500 in Tamil Nadu
// and Puducherry and Rs. 5,000 elsewhere (see docs/behaviour.md#minimum-order-and-delivery-areas).
// Contact and payment details are the seller's own: they are marked placeholders until the
// seller enters real ones.
export const publicDefaultSettings: PublicSettingsSource = {
  minimum_order: {
    regions: [
      {
        name: 'Tamil Nadu and Puducherry',
        // Tamil Nadu and Puducherry/Karaikal PINs start 60-64; Yanam and Mahe sit inside other states' ranges.
        pin_prefixes: ['60', '61', '62', '63', '64', '533464', '673310'],
        minimum_paise: 250_000,
      },
    ],
    other_regions_minimum_paise: 500_000,
  },
  banned_areas: [
    // Delhi NCR: Delhi, Faridabad, Gurugram, Noida and Ghaziabad, Sonipat.
    { name: 'Delhi NCR', pin_prefixes: ['110', '121', '122', '201', '131'] },
  ],
  gst_rate_percent: 18,
  referrers: [
    { name: 'Ramesh', phone: '9000000001' },
    { name: 'Lakshmi', phone: '9000000002' },
    { name: 'Murugan', phone: '9000000003' },
    { name: 'Selvi', phone: '9000000004' },
    { name: 'Shop Counter', phone: '9000000005' },
  ],
  contact: {
    support_phone: '+91 90000 00000',
    whatsapp_phone: '919000000000',
    support_email: 'enquiry@example.in',
    store_address: 'Placeholder address, Sivakasi, Virudhunagar District, Tamil Nadu 626123',
    map_link: 'Placeholder: a map link to the shop, to be set by the seller',
  },
  // Demo values in the right shape, like billing below; the seller replaces them in Settings.
  payment: {
    upi_numbers: ['sivakasi.demo@okaxis (Sivakasi Crackers, demo)'],
    bank_accounts: [
      'Sivakasi Crackers (demo), account 000000000001, IFSC SBIN0000001, State Bank of India, Sivakasi',
      'Sivakasi Crackers (demo), account 000000000002, IFSC IOBA0000002, Indian Overseas Bank, Sivakasi',
    ],
  },
  announcement:
    'Diwali bookings are open: up to 80% off. Minimum order Rs. 2,500 in Tamil Nadu and Puducherry, Rs. 5,000 elsewhere.',
  announcement_ta:
    'தீபாவளி முன்பதிவு தொடக்கம்: 80% வரை தள்ளுபடி. குறைந்தபட்ச ஆர்டர்: தமிழ்நாடு, புதுச்சேரி ₹2,500; பிற மாநிலங்கள் ₹5,000.',
  // Until the seller names theirs in Settings.
  season_name: 'Diwali 2026',
  season_name_ta: 'தீபாவளி 2026',
}
