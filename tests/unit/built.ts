import { existsSync } from 'node:fs'

// Whether the tests that read the production build run. `npm test` builds first and says so
// (SUITE_BUILT=1, scripts/test-phases.ts): there they always run, and a missing file fails them.
// A run without a build (npm run test:fast, one file on its own) skips them unless a build is
// there. The marker is the build's last report, written after every picture and file is in place.
export const BUILD_PRESENT = process.env.SUITE_BUILT === '1' || existsSync('dist/bundle-report.json')
