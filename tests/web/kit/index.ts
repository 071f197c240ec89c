export { type Answer, type Call, fail, fakeApi, ok, type Route, type Routes } from './fake-api'
export { memoryStore } from './memory-store'
export {
  type PageOptions,
  pageTree,
  renderPage,
  resetBetweenTests,
  serverHtml,
  signInAs,
  testClient,
  Where,
} from './render'
export { serverTimes } from './server-times'
export { ENQUIRY_ID, placedEnquiry, showThanks } from './thanks-page'
