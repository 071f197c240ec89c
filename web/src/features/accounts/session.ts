// Moved to shared/session.ts; kept until the console imports it from there.
export * from '../../shared/session'
