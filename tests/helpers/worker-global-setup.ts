import { buildWorkerBundle } from './worker-bundle'

// One production build for all workerd test files.
export default function setup() {
  buildWorkerBundle()
}
