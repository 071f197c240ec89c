import { defineMessages } from '../lib/i18n'

// The consent notice under the forms that take personal details.
export const privacyNoticeMessages = defineMessages(
  {
    yourDetails: 'Your details.',
    account:
      "We keep your name, mobile number and address to answer your enquiries and arrange delivery. Your account is kept until you delete it (from My Profile); enquiries you send are kept as the seller's records for 8 years, as tax law requires.",
    enquiry:
      "We keep your name, mobile number, address and what you asked for, to answer this enquiry and arrange delivery. Enquiries are kept as the seller's records for 8 years, as tax law requires.",
    questions: 'Questions or requests:',
    or: 'or',
    privacyPolicy: 'Privacy policy',
  },
  {
    yourDetails: 'உங்கள் விவரங்கள்.',
    account:
      'உங்கள் விசாரணைகளுக்குப் பதில் அளிக்கவும் டெலிவரி ஏற்பாடு செய்யவும் உங்கள் பெயர், கைப்பேசி எண், முகவரி ஆகியவற்றை வைத்திருக்கிறோம். நீங்கள் நீக்கும் வரை (என் கணக்கு பக்கத்தில்) உங்கள் கணக்கு இருக்கும்; நீங்கள் அனுப்பும் விசாரணைகள் வரிச் சட்டப்படி விற்பனையாளரின் பதிவுகளாக 8 ஆண்டுகள் வைக்கப்படும்.',
    enquiry:
      'இந்த விசாரணைக்குப் பதில் அளிக்கவும் டெலிவரி ஏற்பாடு செய்யவும் உங்கள் பெயர், கைப்பேசி எண், முகவரி, நீங்கள் கேட்டவை ஆகியவற்றை வைத்திருக்கிறோம். வரிச் சட்டப்படி விசாரணைகள் விற்பனையாளரின் பதிவுகளாக 8 ஆண்டுகள் வைக்கப்படும்.',
    questions: 'கேள்விகள் அல்லது கோரிக்கைகளுக்கு:',
    or: 'அல்லது',
    privacyPolicy: 'தனியுரிமைக் கொள்கை',
  },
)
