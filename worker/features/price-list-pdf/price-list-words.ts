import type { Locale } from '../../contract/locale'

// The PDF's own words. Where the site already says it, the same words (catalogue-pages.messages.ts:
// the table's columns, "Sold Out", "Prices exclude GST"; the invoice: the licence), so a buyer reads
// one vocabulary on the page and on paper.
export const priceListWords = {
  en: {
    priceList: 'Price List',
    pricesAsOn: (date: string) => `Prices as on ${date}`,
    gstNote: 'Prices exclude GST.',
    licence: 'Explosives licence',
    phone: 'Phone',
    email: 'Email',
    minimumOrder: 'Minimum order',
    otherStates: 'Other States',
    colCode: 'Code',
    colProduct: 'Product',
    colPack: 'Content',
    colMrp: 'MRP',
    colDiscount: 'Discount',
    colOurPrice: 'Our price',
    soldOut: 'SOLD OUT',
    netRate: 'Net rate',
    continued: '(continued)',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  ta: {
    priceList: 'விலைப்பட்டியல்',
    pricesAsOn: (date: string) => `${date} அன்றைய விலைகள்`,
    gstNote: 'விலைகள் GST நீங்கலாக.',
    licence: 'வெடிபொருள் உரிமம்',
    phone: 'தொலைபேசி',
    email: 'மின்னஞ்சல்',
    minimumOrder: 'குறைந்தபட்ச ஆர்டர் மதிப்பு',
    otherStates: 'மற்ற மாநிலங்கள்',
    colCode: 'குறியீடு',
    colProduct: 'பொருள்',
    colPack: 'அளவு',
    colMrp: 'MRP',
    colDiscount: 'தள்ளுபடி',
    colOurPrice: 'எங்கள் விலை',
    soldOut: 'இருப்பு இல்லை',
    netRate: 'நிகர விலை',
    continued: '(தொடர்ச்சி)',
    page: (n: number, of: number) => `பக்கம் ${n} / ${of}`,
  },
} satisfies Record<Locale, unknown>

export type PriceListWords = (typeof priceListWords)['en']
