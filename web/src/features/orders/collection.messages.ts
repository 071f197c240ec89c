import { defineMessages } from '../../lib/i18n'

// The buyer's collection card on the lorry receipt page: where the parcel waits, what to pay there,
// and until when it is kept free.
export const collectionMessages = defineMessages(
  {
    heading: 'Collect your parcel',
    onTheWay: (town: string) => `Your parcel is on its way to the ${town} branch.`,
    waiting: (town: string) => `Your parcel has arrived at the ${town} branch. Please collect it.`,
    collected: (date: string) => `Collected on ${date}. Thank you!`,
    transporter: 'Transporter',
    branch: 'Branch',
    address: 'Address',
    call: (phone: string) => `Call the branch: ${phone}`,
    map: 'Open the branch in Maps',
    track: (transporter: string) => `Track on ${transporter}’s site`,
    parcels: 'Parcels',
    parcelCount: (n: number) => (n === 1 ? '1 parcel' : `${n} parcels`),
    freight: 'Freight',
    toPay: (amount: string) => `${amount} to pay at the branch`,
    paid: 'Paid: nothing to pay at the branch',
    freightDiffers: 'Why this differs from your quote',
    dispatchedOn: 'Dispatched on',
    arrivedOn: 'Arrived on',
    collectBy: (date: string) => `Collect by ${date}`,
    daysLeft: (n: number) =>
      n === 0 ? 'Today is the last free day.' : n === 1 ? '1 free day left.' : `${n} free days left.`,
    overdue: (date: string) =>
      `The free days are over: the branch may charge demurrage from ${date}. Please collect it soon.`,
    freeDaysNote: (n: number) =>
      `The branch keeps it free for ${n === 1 ? '1 day' : `${n} days`} after the day it arrives.`,
    bring: 'Bring this LR number, or the photo below, to the branch.',
  },
  {
    heading: 'உங்கள் பார்சலைப் பெற',
    onTheWay: (town: string) => `உங்கள் பார்சல் ${town} கிளைக்கு வந்துகொண்டிருக்கிறது.`,
    waiting: (town: string) => `உங்கள் பார்சல் ${town} கிளைக்கு வந்துவிட்டது. தயவுசெய்து பெற்றுக்கொள்ளவும்.`,
    collected: (date: string) => `${date} அன்று பெற்றுக்கொள்ளப்பட்டது. நன்றி!`,
    transporter: 'டிரான்ஸ்போர்ட் நிறுவனம்',
    branch: 'கிளை',
    address: 'முகவரி',
    call: (phone: string) => `கிளையை அழைக்க: ${phone}`,
    map: 'கிளையை வரைபடத்தில் பார்க்க',
    track: (transporter: string) => `${transporter} தளத்தில் பார்சலைக் கண்காணிக்க`,
    parcels: 'பார்சல்கள்',
    parcelCount: (n: number) => `${n} பார்சல்${n === 1 ? '' : 'கள்'}`,
    freight: 'லாரி கட்டணம்',
    toPay: (amount: string) => `${amount} கிளையில் செலுத்த வேண்டும்`,
    paid: 'செலுத்தப்பட்டது: கிளையில் எதுவும் செலுத்த வேண்டியதில்லை',
    freightDiffers: 'உங்கள் விலைப்புள்ளியிலிருந்து இது மாறுவதற்கான காரணம்',
    dispatchedOn: 'அனுப்பிய நாள்',
    arrivedOn: 'வந்தடைந்த நாள்',
    collectBy: (date: string) => `${date}-க்குள் பெற்றுக்கொள்ளவும்`,
    daysLeft: (n: number) =>
      n === 0 ? 'இன்றே கட்டணமில்லாக் கடைசி நாள்.' : `இன்னும் ${n} நாள் கட்டணமில்லாமல் வைத்திருப்பார்கள்.`,
    overdue: (date: string) =>
      `கட்டணமில்லா நாட்கள் முடிந்துவிட்டன: ${date} முதல் கிளை தாமதக் கட்டணம் வசூலிக்கலாம். விரைவில் பெற்றுக்கொள்ளவும்.`,
    freeDaysNote: (n: number) => `பார்சல் வந்த நாளுக்குப் பிறகு ${n} நாள் கிளை கட்டணமின்றி வைத்திருக்கும்.`,
    bring: 'இந்த LR எண்ணை, அல்லது கீழே உள்ள படத்தை, கிளையில் காட்டவும்.',
  },
)
