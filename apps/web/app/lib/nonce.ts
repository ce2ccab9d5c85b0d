import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the document being rendered (`entry.server.tsx`). In the
 * browser it is empty: scripts added after hydration come from files ('self'), and browsers hide the
 * nonce attribute from the page anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
