import type { Translation } from '../../lib/i18n'
import { regionNameTa } from '../../lib/region-names'
import type { LandingMessages } from './landing-en'

// The landing page's copy in Tamil, key for key the English of landing-en.ts.
export const landingTa: Translation<LandingMessages> = {
  pageHeading: 'சிவகாசி பட்டாசுகள்: தீபாவளிப் பட்டாசுகள் ஆலை விலையில்',
  offers: 'சலுகைகள்',
  whyUs: 'எங்களிடம் ஏன் வாங்க வேண்டும்',
  newArrivals: 'புதிய வரவுகள்',
  byOccasion: 'தேவைக்கேற்ற பட்டாசுகள்',
  topSale: 'அதிகம் விற்பவை',
  madeInSivakasi: 'சிவகாசியில் தயாரிப்பு',
  makersWeStock: 'நாங்கள் விற்கும் தயாரிப்பாளர்கள்',
  viewAll: 'அனைத்தையும் பார்',
  loadingStrip: (title: string) => `${title} ஏற்றுகிறது…`,
  howToOrder: 'ஆர்டர் செய்வது எப்படி',
  legal:
    'பட்டாசுகளை இணையத்தில் விற்க அனுமதி இல்லை. வேண்டிய பொருட்களைக் கூடையில் சேர்த்து விசாரணையை அனுப்புங்கள்: 24 மணி நேரத்துக்குள் WhatsApp அல்லது தொலைபேசியில் உங்களைத் தொடர்புகொண்டு ஆர்டரை உறுதி செய்வோம்.',
  minimumOrder: 'குறைந்தபட்ச ஆர்டர்:',
  minimumForRegion: (amount: string, region: string) => `${regionNameTa(region)} ₹${amount}`,
  minimumElsewhere: (amount: string, hasRegions: boolean) =>
    `${hasRegions ? 'பிற இடங்களுக்கு' : 'எல்லா மாநிலங்களுக்கும்'} ₹${amount}.`,
  pricesExcludeGst: 'விலைகள் GST நீங்கலாக.',
  startEnquiry: 'விசாரணையைத் தொடங்குங்கள்',

  heroBookingTitle: 'தீபாவளி முன்பதிவு தொடங்கியது',
  heroBookingText:
    'பட்டாசுகளைக் கூடையில் சேர்த்து விசாரணையை அனுப்புங்கள். ஒவ்வொரு விசாரணையையும் 24 மணி நேரத்துக்குள் உறுதி செய்கிறோம்.',
  heroBookingCta: 'இப்போதே ஆர்டர் செய்',
  heroDiscountTitle: '80% வரை தள்ளுபடி',
  heroDiscountText: 'மத்தாப்பு, பூச்சட்டி, வெடிகள் மற்றும் பலவும் சிவகாசியிலிருந்து நேரடியாக ஆலை விலையில்.',
  heroDiscountCta: 'விலைப்பட்டியலைப் பாருங்கள்',
  heroVarietiesTitle: '150-க்கும் மேற்பட்ட வகைகள்',
  heroVarietiesText: 'குழந்தைகளுக்கான பட்டாசுகள் முதல் வான வெடிகள், பரிசுப் பெட்டிகள் வரை: எல்லாம் ஒரே இடத்தில்.',
  heroVarietiesCta: 'எல்லாப் பொருட்களையும் பாருங்கள்',

  yearsTitle: 'ஆண்டு அனுபவம்',
  yearsText: '2001 முதல் சிவகாசிப் பட்டாசுகள்.',
  varietiesTitle: 'வகைகள்',
  varietiesText: 'ஒலி, வண்ணம், வான வெடிகள், பரிசுப் பெட்டிகள்.',
  discountTitle: '80% வரை தள்ளுபடி',
  discountText: 'பெரும்பாலான பொருட்களுக்கு ஆலை விலை.',
  deliveryTitle: 'விரைவான டெலிவரி, தரமான பிராண்ட்',
  deliveryText: 'சில நாட்களில் உங்கள் ஊர் டிரான்ஸ்போர்ட் அலுவலகத்துக்கு.',

  blurbKids: 'சிறுவர்களுக்கு மென்மையான ஒளியும் வண்ணமும்',
  blurbDay: 'பகலுக்கு ஒலி வெடிகளும் பிஜிலியும்',
  blurbNight: 'இரவு வானுக்கு வான வெடிகள், பூச்சட்டிகள், வண்ணங்கள்',
  blurbFestival: 'பண்டிகை நாளுக்கு சரவெடிகளும் வெடிகளும்',
  blurbGifts: 'குடும்பத்துடன் பகிர்ந்துகொள்ளத் தயாரான தொகுப்புகள்',

  placeSivakasi: 'சிவகாசி',
  placeThiruthangal: 'திருத்தங்கல்',
  placeSattur: 'சாத்தூர்',
  placeVembakottai: 'வெம்பக்கோட்டை',
  placeVirudhunagar: 'விருதுநகர்',
  craftSparklers: 'மத்தாப்பு தயாரிப்பாளர்கள்',
  craftFlowerPots: 'பூச்சட்டி, சக்கரம் தயாரிப்பாளர்கள்',
  craftFountains: 'ஃபேன்சி பூச்சட்டி தயாரிப்பாளர்கள்',
  craftGarlands: 'சரவெடி, வெடி தயாரிப்பாளர்கள்',
  craftAerial: 'வான வெடி தயாரிப்பாளர்கள்',
  craftGiftBoxes: 'பரிசுப் பெட்டி பேக்கர்கள்',
  craftGreen: 'பசுமைப் பட்டாசு தயாரிப்பாளர்கள்',
}
