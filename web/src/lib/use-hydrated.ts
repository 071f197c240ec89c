import { useSyncExternalStore } from 'react'

const never = () => () => {}

// False in the server's render and while the browser hydrates it (React reads the server's value
// then, in every part it hydrates, however late), true from then on. A page that decides by what
// only the browser holds (the session, a password step) draws its frame until then: deciding on the
// server's "nobody" would send a signed-in buyer away.
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
