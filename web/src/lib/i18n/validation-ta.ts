import type { Locale } from '@contract/locale'

// The contract's field messages (the same rule checks the form and the server) in Tamil, by their
// English text. A message that is not listed is shown as it is: the form's own words are already in
// the page's language. tests/unit/i18n-catalogue.test.ts fails when a contract message is missing here.
export const VALIDATION_TA: Readonly<Record<string, string>> = {
  'Address is required': 'முகவரி தேவை',
  'City is required': 'ஊர் தேவை',
  'Customer Name is required': 'வாடிக்கையாளர் பெயர் தேவை',
  'Contains characters that are not allowed': 'அனுமதிக்கப்படாத எழுத்துகள் உள்ளன',
  'E-mail must be at most 50 characters': 'மின்னஞ்சல் 50 எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'Each product may appear only once': 'ஒவ்வொரு பொருளும் ஒருமுறை மட்டுமே இருக்கலாம்',
  'Invalid E-mail': 'மின்னஞ்சல் முகவரி சரியில்லை',
  'Invalid Mobile Number': 'கைப்பேசி எண் சரியில்லை',
  'Invalid Mobile number': 'கைப்பேசி எண் சரியில்லை',
  'Invalid PIN Code': 'அஞ்சல் குறியீடு (PIN) சரியில்லை',
  'Invalid Range of Password': 'கடவுச்சொல்லின் நீளம் சரியில்லை',
  'Invalid Range of Username': 'பயனர் பெயரின் நீளம் சரியில்லை',
  'Invalid account id': 'கணக்கு எண் சரியில்லை',
  'Invalid enquiry id': 'விசாரணை எண் சரியில்லை',
  'Mobile Number is required': 'கைப்பேசி எண் தேவை',
  'Mobile number is required': 'கைப்பேசி எண் தேவை',
  'Enquiry number is required': 'விசாரணை எண் தேவை',
  'Invalid enquiry number': 'விசாரணை எண் சரியில்லை',
  'Access code is required': 'அணுகல் குறியீடு தேவை',
  'Invalid access code': 'அணுகல் குறியீடு சரியில்லை',
  'Must be at most 100 characters': '100 எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'New password is required': 'புதிய கடவுச்சொல் தேவை',
  'No products found': 'கூடையில் பொருட்கள் இல்லை',
  'PIN Code is required': 'அஞ்சல் குறியீடு (PIN) தேவை',
  'Password is required': 'கடவுச்சொல் தேவை',
  'Please choose a reference person': 'பரிந்துரைத்தவரைத் தேர்ந்தெடுங்கள்',
  'Quantity must be a whole number': 'எண்ணிக்கை முழு எண்ணாக இருக்க வேண்டும்',
  'Quantity must be at least 1': 'எண்ணிக்கை குறைந்தது 1 இருக்க வேண்டும்',
  'Date must be yyyy-mm-dd': 'தேதியை yyyy-mm-dd வடிவில் தரவும்',
  'A quote needs at least one line': 'விலைப்புள்ளியில் குறைந்தது ஒரு பொருள் வேண்டும்',
  'Please check the GSTIN: 15 letters and digits': 'GSTIN-ஐச் சரிபாருங்கள்: 15 எழுத்துகளும் எண்களும்',
  'This GSTIN is not valid: a letter or digit is wrong': 'இந்த GSTIN சரியில்லை: ஓர் எழுத்தோ இலக்கமோ தவறாக உள்ளது',
  // GSTIN_STATE_MESSAGE (worker/contract/gstin.ts), from the quote's acceptance.
  'This GSTIN is registered in another State than the delivery address. Please check it, or call us if the address is wrong':
    'இந்த GSTIN டெலிவரி முகவரி உள்ள மாநிலத்தில் பதிவானது அல்ல. அதைச் சரிபாருங்கள்; முகவரி தவறு என்றால் எங்களை அழையுங்கள்.',
  // The checkout's State and 18+ confirmation (worker/contract/orders.ts).
  'Please choose your State': 'உங்கள் மாநிலத்தைத் தேர்ந்தெடுங்கள்',
  'This PIN code is not in the State you chose. Please check the PIN code or the State':
    'இந்த அஞ்சல் குறியீடு நீங்கள் தேர்ந்தெடுத்த மாநிலத்தில் இல்லை. அஞ்சல் குறியீட்டையோ மாநிலத்தையோ சரிபாருங்கள்',
  'Please confirm that you are 18 or older': 'உங்களுக்கு 18 வயது அல்லது அதற்கு மேல் ஆகிறது என்பதை உறுதிசெய்யுங்கள்',
  'This quote link is not valid': 'இந்த விலைப்புள்ளி இணைப்பு சரியில்லை',
  'Please say what you would like changed': 'என்ன மாற்ற வேண்டும் என்று எழுதவும்',
  'Quantity must be at most 9999': 'எண்ணிக்கை 9999-க்கு மேல் இருக்கக் கூடாது',
  'Too many products in one enquiry': 'ஒரே விசாரணையில் பொருட்கள் மிக அதிகம்',
  'Type digits of a mobile number': 'கைப்பேசி எண்ணின் இலக்கங்களை உள்ளிடுங்கள்',
  'Unknown product': 'இந்தப் பொருள் எங்கள் பட்டியலில் இல்லை',
  'Use at least 8 characters': 'குறைந்தது 8 எழுத்துகள் வேண்டும்',
  'Use at most 128 characters': '128 எழுத்துகளுக்கு மேல் வேண்டாம்',
  'Username is required': 'பயனர் பெயர் தேவை',
  // Paying for an accepted quote (worker/contract/payments.ts).
  'Please enter the amount you paid': 'நீங்கள் செலுத்திய தொகையை உள்ளிடவும்',
  'Please enter the amount in rupees': 'தொகையை ரூபாயில் உள்ளிடவும்',
  'The amount must be at least ₹1': 'தொகை குறைந்தது ₹1 இருக்க வேண்டும்',
  'The amount is too large': 'தொகை மிக அதிகமாக உள்ளது',
  'At most two decimals (paise)': 'தசமத்திற்குப் பின் இரண்டு இலக்கங்கள் (பைசா) மட்டுமே',
  'Please enter the UTR or transaction reference': 'UTR அல்லது பரிவர்த்தனை எண்ணை உள்ளிடவும்',
  'Please check the reference: 12 digits for UPI, 6 to 30 letters or digits for a bank transfer':
    'பரிவர்த்தனை எண்ணைச் சரிபாருங்கள்: UPI-க்கு 12 இலக்கங்கள், வங்கிப் பரிமாற்றத்திற்கு 6 முதல் 30 எழுத்துகள் அல்லது இலக்கங்கள்',
  'The amount is more than the balance due': 'செலுத்த வேண்டிய மீதித் தொகையை விட இது அதிகம்',
  "The amount is more than the balance left after the payments waiting for the shop's check":
    'கடையின் சரிபார்ப்புக்குக் காத்திருக்கும் தொகைகள் போக மீதமுள்ளதை விட இது அதிகம்',
}

export const issueText = (message: string, locale: Locale): string =>
  locale === 'ta' ? (VALIDATION_TA[message] ?? message) : message
