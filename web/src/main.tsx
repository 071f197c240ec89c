import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  return (
    <main>
      <h1>Sivakasi Crackers</h1>
      <p>
        The storefront pages are on their way. The catalogue API answers at
        /api/website-management/product/quickorder.
      </p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
