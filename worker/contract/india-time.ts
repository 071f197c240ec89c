// The seller and buyers live in India time. India has kept one offset, UTC+05:30, with no daylight
// saving since 1945, so India time is UTC shifted by a constant: no time-zone database is needed in
// the worker bundle or the pages.
export const INDIA_TIME_ZONE = 'Asia/Kolkata'
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000
