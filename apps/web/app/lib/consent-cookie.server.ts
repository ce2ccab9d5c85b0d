import { createCookie } from 'react-router';
import { PLAIN_VALUE } from './plain-cookie.server.ts';

/** The choice is kept 6 months, then asked again (the CNIL's recommendation). */
const SIX_MONTHS_SECONDS = 183 * 24 * 60 * 60;

/**
 * `cabas_consentement`: the visitor's choice on the trackers that need consent, `mesure=1` (audience
 * measurement accepted) or `mesure=0` (refused). Read by the server only; no cookie means no choice
 * yet (the banner shows, nothing is measured). Not signed: a forged value only changes the forger's
 * own measurement.
 */
export const consentCookie = createCookie('cabas_consentement', {
  maxAge: SIX_MONTHS_SECONDS,
  sameSite: 'lax',
  path: '/',
  httpOnly: true,
  ...PLAIN_VALUE,
});

/** Whether audience measurement was accepted (true), refused (false), or not chosen yet (null). */
export async function readMeasurementConsent(cookieHeader: string | null): Promise<boolean | null> {
  const value: unknown = await consentCookie.parse(cookieHeader);
  if (value === 'mesure=1') return true;
  if (value === 'mesure=0') return false;
  return null;
}

export const setConsentCookie = (measurement: boolean, secure: boolean) =>
  consentCookie.serialize(measurement ? 'mesure=1' : 'mesure=0', { secure });
