import { defineMessages } from '../lib/i18n'

// The design system's own words: dialog buttons, close labels, toast titles, the breadcrumb.
export const uiMessages = defineMessages(
  {
    cancel: 'Cancel',
    yes: 'Yes',
    close: 'Close',
    dismiss: 'Dismiss',
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
    info: 'Info',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    trap: 'Leave this field empty',
    show: 'Show',
    hide: 'Hide',
  },
  {
    cancel: 'ரத்து செய்',
    yes: 'ஆம்',
    close: 'மூடு',
    dismiss: 'மூடு',
    success: 'முடிந்தது',
    warning: 'கவனிக்க',
    error: 'பிழை',
    info: 'தகவல்',
    breadcrumb: 'பக்க வழி',
    home: 'முகப்பு',
    trap: 'இந்தப் பெட்டியை நிரப்ப வேண்டாம்',
    show: 'காட்டு',
    hide: 'மறை',
  },
)
