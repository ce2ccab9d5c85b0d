import { data } from 'react-router';
import { acknowledgeStep } from '../../features/auth/index.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { Route } from './+types/post-login';

/** `POST /ressources/apres-connexion`: a popin after login was closed (or the connected event sent). */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const step = (await request.formData()).get('etape');
  const cookie = typeof step === 'string' ? await acknowledgeStep(request, step) : null;
  return data({ ok: cookie !== null }, cookie ? { headers: { 'set-cookie': cookie } } : undefined);
}
