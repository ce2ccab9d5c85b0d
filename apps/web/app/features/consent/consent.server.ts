import { data, type RouterContextProvider, redirect } from 'react-router';
import { setConsentCookie } from '../../lib/consent-cookie.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { MEASUREMENT_FIELD, measurementOf } from './consent.ts';

/**
 * `POST /ressources/consentement`: records the choice (`choix` = tout-accepter, tout-refuser, or
 * enregistrer with the `mesure` box) in the consent cookie for 6 months. A plain form goes back to
 * the page it came from (`retour`, same site only); a fetcher gets `{ ok: true }` and the pages'
 * data reload with the new choice.
 */
export async function consentAction(request: Request, context: Readonly<RouterContextProvider>) {
  assertSameOrigin(request);
  const form = await request.formData();
  const measurement = measurementOf(
    String(form.get('choix') ?? ''),
    form.get(MEASUREMENT_FIELD) === null ? null : String(form.get(MEASUREMENT_FIELD)),
  );
  if (measurement === null)
    throw data({ message: 'Ce choix sur les cookies n’existe pas.' }, { status: 422 });
  const shop = context.get(shopContext);
  const cookie = await setConsentCookie(measurement, shop.secure);
  if (form.get('js') === '1') return data({ ok: true }, { headers: { 'Set-Cookie': cookie } });
  return redirect(safeRedirect(form.get('retour')), { status: 303, headers: { 'Set-Cookie': cookie } });
}
