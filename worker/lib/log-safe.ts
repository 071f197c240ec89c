// Anything a client controls (the method, the decoded path) is logged without control characters,
// so a %0A in a URL cannot start a line of its own that reads like ours.
export const logSafe = (text: string, max = 200) =>
  text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '?').slice(0, max)

// A bill id or a quote link's token in a path is a capability: whoever holds it reads the buyer's
// name, mobile and address, or accepts and pays their quote. Logs are read by more people than the
// seller, so the path is logged with the route's name for it. A segment of another shape is no
// capability (the route refuses it) and stays, made safe, for whoever reads the refusal.
const CAPABILITY_PATH =
  /^(\/api\/website-management\/(?:order\/public\/(?:get|print\/get|lr|invoice|transport)|quote\/public))\/[A-Za-z0-9_-]{16,64}(?=\/|$)/
export const logPath = (path: string) =>
  logSafe(
    path.replace(
      CAPABILITY_PATH,
      (_, route: string) => `${route}/${route.endsWith('quote/public') ? ':token' : ':id'}`,
    ),
  )
