import { defineMessages } from '../../lib/i18n'

// The product detail's words, loaded with the detail itself on its first opening.
export const productModalMessages = defineMessages(
  {
    productDetails: 'Product details',
    photosAndVideos: 'Photos and videos',
    mediaOf: (video: boolean, n: number, of: number) => `${video ? 'Video' : 'Image'} ${n} of ${of}`,
    availability: 'Availability',
    inStock: 'In stock',
    code: 'Code',
    brand: 'Brand',
    brandValue: 'Assured',
    ageLimit: 'Age limit',
    greenCertificate: 'Green certificate',
  },
  {
    productDetails: 'பொருள் விவரம்',
    photosAndVideos: 'படங்களும் வீடியோக்களும்',
    mediaOf: (video: boolean, n: number, of: number) => `${of}-இல் ${n}: ${video ? 'வீடியோ' : 'படம்'}`,
    availability: 'இருப்பு',
    inStock: 'இருப்பில் உள்ளது',
    code: 'குறியீடு',
    brand: 'பிராண்ட்',
    brandValue: 'தரம் உறுதி',
    ageLimit: 'வயது வரம்பு',
    greenCertificate: 'பசுமைச் சான்றிதழ்',
  },
)
