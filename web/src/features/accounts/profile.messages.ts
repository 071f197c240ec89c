import { defineMessages } from '../../lib/i18n'

// The profile page: the buyer's details, changing the password, and the account's data.
export const profileMessages = defineMessages(
  {
    title: 'My Profile',
    myAccount: 'My account',
    hello: 'Hello, ',
    myOrders: 'My Orders',
    logout: 'Logout',
    yourDetails: 'Your details',
    loadFailed: 'We could not load your profile.',
    tryAgain: 'Try again',
    loading: 'Loading your details…',
    sessionEnded: 'Your session has ended. Please sign in again.',

    mobileLine: 'Mobile number (your username): ',
    name: 'Name',
    email: 'E-mail',
    address: 'Address',
    city: 'City',
    pinCode: 'PIN code',
    saving: 'Saving…',
    saveChanges: 'Save changes',
    updated: 'Updated successfully',
    updateFailed: 'Error while updating your profile',

    changeHeading: 'Change password',
    changeNote: 'Changing it signs you out on your other phones and computers.',
    currentPassword: 'Current password',
    newPasswordHint: '8 to 128 characters, not your mobile number.',
    changing: 'Changing…',
    changed: 'Password changed. Other devices have been signed out.',
    changeFailed: 'Your password could not be changed. Please try again.',

    dataHeading: 'Your account and data',
    preparing: 'Preparing…',
    download: 'Download my data',
    signOutAll: 'Sign out of all devices',
    confirmSignOutAll: 'Sign out on every phone and computer, this one included?',
    signedOutAll: 'You are signed out on every device.',
    signOutAllFailed: 'Could not sign out the other devices. Please try again.',
    downloadFailed: 'Your data could not be downloaded. Please try again.',
    deleteAccount: 'Delete my account',
    deleteWarning:
      "Deleting removes your sign-in, and your name, mobile number, e-mail, address, GSTIN, messages and payment screenshots from your enquiries. Tax invoices already issued keep your name, address and GSTIN for eight years, as GST law asks; the sales stay in the seller's books without your details.",
    yourPassword: 'Your password',
    deleting: 'Deleting…',
    deleteForGood: 'Delete my account for good',
    cancel: 'Cancel',
    confirmDelete: 'Delete your account for good? This cannot be undone.',
    deleteFailed: 'Your account could not be deleted. Please try again.',
    deleted:
      'Your account is deleted. The seller keeps only what GST law asks: your name, address and GSTIN on tax invoices already issued.',

    claimHeading: 'Enquiries sent while signed out',
    claimCount: (n: number) =>
      n === 1
        ? '1 enquiry was sent with your number while signed out. To add it to your account, type its access code (on its bill, thank-you page or WhatsApp message).'
        : `${n} enquiries were sent with your number while signed out. To add one to your account, type its access code (on its bill, thank-you page or WhatsApp message).`,
    claimNote:
      'Added enquiries show in My Orders, come in your data download and are deleted with your account.',
    claimCode: 'Access code',
    claimCodeHint: '8 letters and digits, like K7M4-P9QX.',
    claimAction: 'Add to my account',
    claiming: 'Adding…',
    claimed: (enquiry: string) => `Enquiry ${enquiry} is added to your account.`,
    claimNotFound:
      'No enquiry sent with your number while signed out has this access code. Please check it and try again.',
    claimTooMany: 'Too many wrong access codes today. Please try again tomorrow, or call the shop.',
    claimFailed: 'The enquiry could not be added. Please try again.',
  },
  {
    title: 'என் சுயவிவரம்',
    myAccount: 'என் கணக்கு',
    hello: 'வணக்கம், ',
    myOrders: 'என் ஆர்டர்கள்',
    logout: 'வெளியேறு',
    yourDetails: 'உங்கள் விவரங்கள்',
    loadFailed: 'உங்கள் விவரங்களைத் திறக்க முடியவில்லை.',
    tryAgain: 'மீண்டும் முயலுங்கள்',
    loading: 'உங்கள் விவரங்களைத் திறக்கிறோம்…',
    sessionEnded: 'உங்கள் உள்நுழைவு முடிந்துவிட்டது. மீண்டும் உள்நுழையுங்கள்.',

    mobileLine: 'கைப்பேசி எண் (உங்கள் பயனர் பெயர்): ',
    name: 'பெயர்',
    email: 'மின்னஞ்சல்',
    address: 'முகவரி',
    city: 'ஊர்',
    pinCode: 'அஞ்சல் குறியீடு (PIN)',
    saving: 'சேமிக்கிறோம்…',
    saveChanges: 'மாற்றங்களைச் சேமி',
    updated: 'உங்கள் விவரங்கள் புதுப்பிக்கப்பட்டன',
    updateFailed: 'உங்கள் விவரங்களைப் புதுப்பிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',

    changeHeading: 'கடவுச்சொல்லை மாற்று',
    changeNote: 'மாற்றினால், உங்கள் மற்ற கைப்பேசிகளிலும் கணினிகளிலும் இருந்து வெளியேற்றப்படுவீர்கள்.',
    currentPassword: 'தற்போதைய கடவுச்சொல்',
    newPasswordHint: '8 முதல் 128 எழுத்துகள்; உங்கள் கைப்பேசி எண் வேண்டாம்.',
    changing: 'மாற்றுகிறோம்…',
    changed: 'கடவுச்சொல் மாற்றப்பட்டது. மற்ற சாதனங்களில் உங்கள் கணக்கிலிருந்து வெளியேற்றிவிட்டோம்.',
    changeFailed: 'உங்கள் கடவுச்சொல்லை மாற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.',

    dataHeading: 'உங்கள் கணக்கும் தரவும்',
    preparing: 'தயார் செய்கிறோம்…',
    download: 'என் தரவைப் பதிவிறக்கு',
    signOutAll: 'எல்லாச் சாதனங்களிலிருந்தும் வெளியேறு',
    confirmSignOutAll: 'இது உட்பட எல்லாக் கைப்பேசிகளிலும் கணினிகளிலும் இருந்து வெளியேறவா?',
    signedOutAll: 'எல்லாச் சாதனங்களிலிருந்தும் வெளியேறிவிட்டீர்கள்.',
    signOutAllFailed: 'மற்ற சாதனங்களிலிருந்து வெளியேற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.',
    downloadFailed: 'உங்கள் தரவைப் பதிவிறக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
    deleteAccount: 'என் கணக்கை நீக்கு',
    deleteWarning:
      'நீக்கினால் உங்கள் உள்நுழைவும், உங்கள் விசாரணைகளில் உள்ள பெயர், கைப்பேசி எண், மின்னஞ்சல், முகவரி, GSTIN, செய்திகள், பணம் செலுத்திய ஸ்கிரீன்ஷாட்கள் ஆகியவையும் அழிக்கப்படும். ஏற்கெனவே வழங்கப்பட்ட வரி விலைப்பட்டியல்களில் (tax invoice) உங்கள் பெயர், முகவரி, GSTIN ஆகியவை GST சட்டம் கேட்பதுபோல் எட்டு ஆண்டுகள் இருக்கும்; விற்பனைகள் உங்கள் விவரங்கள் இல்லாமல் விற்பனையாளரின் கணக்கில் இருக்கும்.',
    yourPassword: 'உங்கள் கடவுச்சொல்',
    deleting: 'நீக்குகிறோம்…',
    deleteForGood: 'என் கணக்கை நிரந்தரமாக நீக்கு',
    cancel: 'வேண்டாம்',
    confirmDelete: 'உங்கள் கணக்கை நிரந்தரமாக நீக்கவா? இதைத் திரும்பப் பெற முடியாது.',
    deleteFailed: 'உங்கள் கணக்கை நீக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
    deleted:
      'உங்கள் கணக்கு நீக்கப்பட்டது. GST சட்டம் கேட்பதை மட்டுமே விற்பனையாளர் வைத்திருப்பார்: ஏற்கெனவே வழங்கப்பட்ட வரி விலைப்பட்டியல்களில் உங்கள் பெயர், முகவரி, GSTIN.',

    claimHeading: 'உள்நுழையாமல் அனுப்பிய விசாரணைகள்',
    claimCount: (n: number) =>
      n === 1
        ? 'உங்கள் எண்ணுடன், உள்நுழையாமல் 1 விசாரணை அனுப்பப்பட்டுள்ளது. அதை உங்கள் கணக்கில் சேர்க்க, அதன் அணுகல் குறியீட்டை உள்ளிடுங்கள் (அதன் பில், நன்றிப் பக்கம் அல்லது WhatsApp செய்தியில் இருக்கும்).'
        : `உங்கள் எண்ணுடன், உள்நுழையாமல் ${n} விசாரணைகள் அனுப்பப்பட்டுள்ளன. ஒன்றை உங்கள் கணக்கில் சேர்க்க, அதன் அணுகல் குறியீட்டை உள்ளிடுங்கள் (அதன் பில், நன்றிப் பக்கம் அல்லது WhatsApp செய்தியில் இருக்கும்).`,
    claimNote:
      'சேர்த்த விசாரணைகள் என் ஆர்டர்கள் பக்கத்தில் தெரியும், உங்கள் தரவுப் பதிவிறக்கத்தில் இருக்கும், கணக்கை நீக்கும்போது அவையும் நீக்கப்படும்.',
    claimCode: 'அணுகல் குறியீடு',
    claimCodeHint: 'K7M4-P9QX போன்ற 8 எழுத்துகளும் எண்களும்.',
    claimAction: 'என் கணக்கில் சேர்',
    claiming: 'சேர்க்கிறோம்…',
    claimed: (enquiry: string) => `விசாரணை ${enquiry} உங்கள் கணக்கில் சேர்க்கப்பட்டது.`,
    claimNotFound:
      'உள்நுழையாமல் உங்கள் எண்ணுடன் அனுப்பிய எந்த விசாரணைக்கும் இந்த அணுகல் குறியீடு இல்லை. சரிபார்த்து மீண்டும் முயலுங்கள்.',
    claimTooMany: 'இன்று தவறான அணுகல் குறியீடுகள் பலமுறை உள்ளிடப்பட்டன. நாளை மீண்டும் முயலுங்கள், அல்லது கடையை அழையுங்கள்.',
    claimFailed: 'விசாரணையைச் சேர்க்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
  },
)
