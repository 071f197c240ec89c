// Moved to shared/brand.ts; kept until the console imports it from there.
export * from '../shared/brand'
