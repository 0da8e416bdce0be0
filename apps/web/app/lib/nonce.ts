import { createContext, useContext } from 'react';

/**
 * This request's CSP script nonce while the server renders (app/entry.server.tsx provides it). In the
 * browser it is empty: the scripts that need it have run by then, and browsers hide nonces from the DOM.
 */
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
