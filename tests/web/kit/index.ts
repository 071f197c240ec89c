export { type Answer, type Call, fail, fakeApi, ok, type Route, type Routes } from './fake-api'
export {
  type PageOptions,
  pageTree,
  renderPage,
  resetBetweenTests,
  signInAs,
  testClient,
  Where,
} from './render'
