// All calls go to one API base under a website-management path.
export const API_BASE = '/api/website-management'
