// Moved to shared/settings.queries.ts; kept until the console imports it from there.
export * from '../../shared/settings.queries'
