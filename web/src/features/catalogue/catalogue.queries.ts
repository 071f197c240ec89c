// Moved to shared/catalogue.queries.ts; kept until the console imports it from there.
export * from '../../shared/catalogue.queries'
