import { defineMessages } from '../../lib/i18n'

// The names of what the buyer owes (the server's amount_owed.kind), the same on every page.
export const owedMessages = defineMessages(
  {
    estimate: 'Estimate',
    quoted: 'Quoted',
    balance: 'Balance',
    paid: 'Paid',
    paidOf: (paid: string, total: string) => `${paid} paid of ${total}`,
  },
  {
    estimate: 'மதிப்பீடு',
    quoted: 'விலைப்புள்ளித் தொகை',
    balance: 'செலுத்த வேண்டிய மீதி',
    paid: 'செலுத்தப்பட்டது',
    paidOf: (paid: string, total: string) => `${total}-இல் ${paid} செலுத்தப்பட்டது`,
  },
)
