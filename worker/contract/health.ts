// GET website-management/health: the body of a 200, and the `details` of the 503 error.
export type HealthReport = {
  ok: boolean
  database: 'up' | 'down'
  // The catalogue version this instance serves from memory; null before it has loaded one.
  catalogue_version: number | null
}
