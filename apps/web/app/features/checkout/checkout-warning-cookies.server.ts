import { createCookie } from 'react-router';
import { CHECKOUT_WARNINGS, type CheckoutWarning } from './checkout-rules.ts';

/** A warning popin of step 1, once dismissed, is not shown again for a day. */
const WARNING_COOKIE_SECONDS = 24 * 60 * 60;

const options = { maxAge: WARNING_COOKIE_SECONDS, httpOnly: true, sameSite: 'lax', path: '/' } as const;

/** One cookie per warning: its presence says it was dismissed. */
export const warningCookies: Record<CheckoutWarning, ReturnType<typeof createCookie>> = {
  magasin_inhabituel: createCookie('cabas_alerte_magasin', options),
  premiere_commande: createCookie('cabas_alerte_premiere_commande', options),
};

/** The warnings the shopper dismissed today. */
export async function dismissedWarnings(cookieHeader: string | null): Promise<Set<CheckoutWarning>> {
  const dismissed = new Set<CheckoutWarning>();
  for (const warning of CHECKOUT_WARNINGS)
    if ((await warningCookies[warning].parse(cookieHeader)) !== null) dismissed.add(warning);
  return dismissed;
}

export const dismissWarningCookie = (warning: CheckoutWarning, secure: boolean) =>
  warningCookies[warning].serialize(true, { secure });
