import { defineMessages } from '../lib/i18n'

// The pages that stand in for a page: a crash or a failed download, and an address the shop does not have.
export const routeErrorMessages = defineMessages(
  {
    failedTitle: 'Something went wrong',
    failedText: 'This page could not be shown. Your cart is safe in this browser.',
    tryAgain: 'Try again',
    goHome: 'Go to the home page',
    notFoundTitle: 'Page not found',
    notFoundText: 'We could not find that page. It may have moved, or the link may be mistyped.',
    orderNow: 'Order now from the full price list',
    priceList: 'See the price list by category',
    track: 'Track an enquiry',
    contact: 'Contact us',
  },
  {
    failedTitle: 'ஏதோ தவறு நடந்துவிட்டது',
    failedText: 'இந்தப் பக்கத்தைக் காட்ட முடியவில்லை. உங்கள் கூடை இந்த உலாவியில் பத்திரமாக உள்ளது.',
    tryAgain: 'மீண்டும் முயலுங்கள்',
    goHome: 'முகப்புப் பக்கத்துக்குச் செல்லுங்கள்',
    notFoundTitle: 'பக்கம் கிடைக்கவில்லை',
    notFoundText: 'நீங்கள் தேடிய பக்கம் கிடைக்கவில்லை. அது இடம் மாறியிருக்கலாம், அல்லது இணைப்பில் பிழை இருக்கலாம்.',
    orderNow: 'முழு விலைப்பட்டியலிலிருந்து ஆர்டர் செய்யுங்கள்',
    priceList: 'வகைவாரியான விலைப்பட்டியலைப் பாருங்கள்',
    track: 'உங்கள் விசாரணையின் நிலையை அறியுங்கள்',
    contact: 'எங்களைத் தொடர்பு கொள்ளுங்கள்',
  },
)
