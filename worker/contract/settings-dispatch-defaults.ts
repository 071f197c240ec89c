import type { Branch } from './settings-dispatch'

// Demo transporters in the right shape, so dispatch works out of the box; the seller replaces them.
// Distances are the road km from Sivakasi, rounded.
const branch = (
  id: string,
  [town, town_ta]: [string, string],
  address: string,
  phone: string,
  distance_km: number,
  free_days = 3,
): Branch => ({
  id,
  town,
  town_ta,
  address,
  phone,
  map_link: '',
  free_days,
  distance_km,
})

export const defaultDispatchSettings = {
  transport: {
    transporters: [
      {
        id: 'sivakasi-roadways',
        name: 'Sivakasi Roadways (demo)',
        phone: '+91 90000 00010',
        // The seller types the transporter's GSTIN or TRANSIN from its LR (for e-way bills).
        gstin: '',
        // The transporter's tracking page with {lr}, when it has one: the seller adds it.
        tracking_url: '',
        branches: [
          branch(
            'chennai',
            ['Chennai', 'சென்னை'],
            'Demo branch, 12 Godown Street, Parrys, Chennai 600001',
            '+91 90000 00011',
            560,
          ),
          branch(
            'coimbatore',
            ['Coimbatore', 'கோயம்புத்தூர்'],
            'Demo branch, 4 Lorry Pet, Gandhipuram, Coimbatore 641012',
            '+91 90000 00012',
            300,
          ),
          branch(
            'madurai',
            ['Madurai', 'மதுரை'],
            'Demo branch, 8 Transport Nagar, Madurai 625001',
            '+91 90000 00013',
            75,
          ),
          branch(
            'tirunelveli',
            ['Tirunelveli', 'திருநெல்வேலி'],
            'Demo branch, 2 Market Road, Tirunelveli 627001',
            '+91 90000 00014',
            110,
          ),
          branch(
            'bengaluru',
            ['Bengaluru', 'பெங்களூரு'],
            'Demo branch, 20 Kalasipalya, Bengaluru 560002',
            '+91 90000 00015',
            560,
            2,
          ),
        ],
      },
    ],
  },
  whatsapp: {
    en: {
      quote_sent:
        'Vanakkam {name}, your quote for enquiry {enquiry} is ready: {amount}. Please see it and accept it here: {link}\nYour access code, to open this enquiry from Track Order: {code}',
      payment_received:
        'Vanakkam {name}, we have received your payment of {amount} for {enquiry}. Thank you! Your tax invoice: {link}',
      dispatched:
        "Vanakkam {name}, your parcel for {enquiry} is dispatched by {transporter} to their {branch} office: {parcels} parcel(s), LR {lr}. Details: {link}\nTrack it on {transporter}'s site: {track}",
      arrived:
        'Vanakkam {name}, your parcel for {enquiry} has arrived at {transporter}, {branch}. Please collect it within {free_days} day(s) with LR {lr}: {link}',
    },
    ta: {
      quote_sent:
        'வணக்கம் {name}, உங்கள் விசாரணை {enquiry}-க்கான விலைப்புள்ளி தயார்: {amount}. இங்கே பார்த்து ஏற்றுக்கொள்ளுங்கள்: {link}\n"ஆர்டர் நிலை" பக்கத்தில் இந்த விசாரணையைத் திறக்க உங்கள் அணுகல் குறியீடு: {code}',
      payment_received:
        'வணக்கம் {name}, {enquiry}-க்கு நீங்கள் செலுத்திய {amount} கிடைத்தது. நன்றி! உங்கள் வரி விலைப்பட்டியல்: {link}',
      dispatched:
        'வணக்கம் {name}, {enquiry}-க்கான உங்கள் பார்சல் {transporter} மூலம் {branch} அலுவலகத்துக்கு அனுப்பப்பட்டது: {parcels} பார்சல், LR {lr}. விவரம்: {link}\n{transporter} தளத்தில் பார்சலைக் கண்காணிக்க: {track}',
      arrived:
        'வணக்கம் {name}, {enquiry}-க்கான உங்கள் பார்சல் {transporter}, {branch} அலுவலகம் வந்துவிட்டது. {free_days} நாட்களுக்குள் LR {lr} உடன் பெற்றுக்கொள்ளுங்கள்: {link}',
    },
  },
  alerts: { quiet_from: '22:00', quiet_to: '07:00' },
}
