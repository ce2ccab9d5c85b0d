import type { CartLoginState } from '@cabas/contracts';

export const CART_STATE_PATH = '/ressources/panier/etat';

/** Loader and action data of `/ressources/panier/etat`. */
export interface CartStateData {
  state: CartLoginState | null;
  error?: string | null;
}

/** Whether the state needs the popin at all (`aucun`, or a merge with nothing to report, does not). */
export function cartStateNeedsPopin(state: CartLoginState | null): state is CartLoginState {
  if (!state || state.type === 'aucun') return false;
  if (state.type === 'fusionne' || state.type === 'transfere')
    return state.indisponibles.length > 0 || state.quantiteInsuffisante.length > 0;
  return true;
}
