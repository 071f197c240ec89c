// All calls go to one API base under a website-management path.
export const API_BASE = '/api/website-management'

// The renewed token rides on this response header (see LoginResult.expires_at). Here, with no zod
// around it, because every page's fetch reads it.
export const RENEWED_TOKEN_HEADER = 'X-Auth-Token'
