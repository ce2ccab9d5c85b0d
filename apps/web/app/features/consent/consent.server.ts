import { data, type RouterContextProvider, redirect } from 'react-router';
import { z } from 'zod';
import { setConsentCookie } from '../../lib/consent-cookie.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { CONSENT_CHOICES, MEASUREMENT_FIELD, measurementOf } from './consent.ts';

const UNKNOWN_CHOICE = 'Ce choix sur les cookies n’existe pas.';

/** The banner's and the detailed form's post: the button used, the measurement box, where to go back. */
export const consentForm = z.object({
  choix: z.enum(CONSENT_CHOICES, { error: UNKNOWN_CHOICE }),
  [MEASUREMENT_FIELD]: z.string().optional(),
  retour: z.string().optional(),
  /** Posted by a fetcher once the page is interactive: the answer is data, not a redirect. */
  js: z.string().optional(),
});

/**
 * `POST /ressources/consentement`: records the choice (`choix` = tout-accepter, tout-refuser, or
 * enregistrer with the `mesure` box) in the consent cookie for 6 months. A plain form goes back to
 * the page it came from (`retour`, same site only); a fetcher gets `{ ok: true }` and the pages'
 * data reload with the new choice. The buttons post a known choice only: any other (a forged post)
 * gets the error page, there is no form to answer.
 */
export async function consentAction(request: Request, context: Readonly<RouterContextProvider>) {
  assertSameOrigin(request);
  const parsed = parseForm(await request.formData(), consentForm);
  if (!parsed.ok) throw data({ message: UNKNOWN_CHOICE }, { status: 422 });
  const { choix, [MEASUREMENT_FIELD]: box, retour, js } = parsed.value;
  const measurement = measurementOf(choix, box ?? null);
  if (measurement === null) throw data({ message: UNKNOWN_CHOICE }, { status: 422 });
  const shop = context.get(shopContext);
  const cookie = await setConsentCookie(measurement, shop.secure);
  if (js === '1') return data({ ok: true }, { headers: { 'Set-Cookie': cookie } });
  return redirect(safeRedirect(retour ?? null), { status: 303, headers: { 'Set-Cookie': cookie } });
}
