// A test that runs once, as a phone, in a file that otherwise runs at both widths: its page looks and
// behaves the same at desk width, or it is about a phone. playwright.config.ts leaves it out of the
// desktop project; whole files go in the config's PHONE_ONLY.
export const PHONE_ONLY_TAG = '@phone-only'
