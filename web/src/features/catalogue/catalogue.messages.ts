import { defineMessages } from '../../lib/i18n'

// The catalogue's words the landing page needs too: product tiles, carousels, notices, the toasts.
// A product's or category's own name comes from data; only the words around it are here.
export const catalogueMessages = defineMessages(
  {
    viewDetails: (name: string) => `View details of ${name}`,
    quickView: (name: string) => `Quick view of ${name}`,
    mrp: 'MRP ',
    ourPrice: 'Our price',
    outOfStock: 'Out of Stock',
    addToCart: 'Add to Cart',
    discountOff: (percent: number) => `${percent}% OFF`,
    success: 'Success',
    addedByButton: 'Updated successfully',
    addedFromModal: 'Successfully added into Cart',
    loadFailedProducts: 'We could not load the products. Please check your connection.',
    loadFailedPriceList: 'We could not load the price list. Please check your connection.',
    loadFailedProduct: 'We could not load this product. Please check your connection.',
    tryAgain: 'Try again',
    noProducts: 'No products found',
    previous: 'Previous',
    next: 'Next',
    play: 'Play slides',
    pause: 'Pause slides',
    stripProducts: (label: string) => `${label}: products`,
  },
  {
    viewDetails: (name: string) => `${name}: விவரங்களைப் பார்`,
    quickView: (name: string) => `${name}: விரைவுப் பார்வை`,
    mrp: 'MRP ',
    ourPrice: 'எங்கள் விலை',
    outOfStock: 'இருப்பு இல்லை',
    addToCart: 'கூடையில் சேர்',
    discountOff: (percent: number) => `${percent}% கழிவு`,
    success: 'சேர்க்கப்பட்டது',
    addedByButton: 'கூடை புதுப்பிக்கப்பட்டது',
    addedFromModal: 'கூடையில் சேர்க்கப்பட்டது',
    loadFailedProducts: 'பொருட்களை ஏற்ற முடியவில்லை. இணைய இணைப்பைச் சரிபார்க்கவும்.',
    loadFailedPriceList: 'விலைப்பட்டியலை ஏற்ற முடியவில்லை. இணைய இணைப்பைச் சரிபார்க்கவும்.',
    loadFailedProduct: 'இந்தப் பொருளை ஏற்ற முடியவில்லை. இணைய இணைப்பைச் சரிபார்க்கவும்.',
    tryAgain: 'மீண்டும் முயல்க',
    noProducts: 'பொருட்கள் எதுவும் இல்லை',
    previous: 'முந்தையது',
    next: 'அடுத்தது',
    play: 'இயக்கு',
    pause: 'நிறுத்து',
    stripProducts: (label: string) => `${label}: பொருட்கள்`,
  },
)

export type CatalogueMessages = typeof catalogueMessages.en
