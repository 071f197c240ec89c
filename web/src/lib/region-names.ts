// The seller names the minimum-order regions and banned areas in English in the settings. The names
// the shop ships with read in Tamil on Tamil pages; a name the seller typed differently shows as typed.
const REGIONS_TA: Readonly<Record<string, string>> = {
  'Tamil Nadu and Puducherry': 'தமிழ்நாடு, புதுச்சேரி',
  'Tamil Nadu': 'தமிழ்நாடு',
  Puducherry: 'புதுச்சேரி',
  'Delhi NCR': 'டெல்லி NCR',
}

export const regionNameTa = (name: string): string => REGIONS_TA[name.trim()] ?? name
