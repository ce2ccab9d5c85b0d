import { describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import { readMeasurementConsent } from '../../lib/consent-cookie.server.ts';
import { consentAction } from './consent.server.ts';

const noApi = (() => {
  throw new Error('The consent needs no API call');
}) as typeof globalThis.fetch;

function post(fields: Record<string, string>, origin = 'http://shop.test') {
  return new Request('http://shop.test/ressources/consentement', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

async function settle(promise: Promise<unknown>): Promise<unknown> {
  try {
    return await promise;
  } catch (thrown) {
    return thrown;
  }
}

const cookieOf = (setCookie: string | null) => (setCookie ?? '').split(';')[0]!;

describe('consentAction', () => {
  it('records the detailed choice by its box and goes back to the page (same site only)', async () => {
    const context = fakeShopContext(noApi, null);
    const back = (await settle(
      consentAction(post({ choix: 'enregistrer', mesure: 'on', retour: '/rayons?x=1' }), context),
    )) as Response;
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/rayons?x=1');
    expect(await readMeasurementConsent(cookieOf(back.headers.get('set-cookie')))).toBe(true);

    const home = (await settle(
      consentAction(post({ choix: 'enregistrer', retour: 'https://ailleurs.example/' }), context),
    )) as Response;
    expect(home.headers.get('location')).toBe('/');
    expect(await readMeasurementConsent(cookieOf(home.headers.get('set-cookie')))).toBe(false);
  });

  it('answers a fetcher with data, the buttons winning over the box', async () => {
    const context = fakeShopContext(noApi, null);
    const result = (await consentAction(post({ choix: 'tout-refuser', mesure: 'on', js: '1' }), context)) as {
      data: unknown;
      init: { headers: Record<string, string> };
    };
    expect(result.data).toEqual({ ok: true });
    expect(await readMeasurementConsent(cookieOf(result.init.headers['Set-Cookie'] ?? null))).toBe(false);
  });

  it('refuses an unknown choice and a post from another site', async () => {
    const context = fakeShopContext(noApi, null);
    expect(await settle(consentAction(post({ choix: 'autre', js: '1' }), context))).toMatchObject({
      init: { status: 422 },
      data: { message: 'Ce choix sur les cookies n’existe pas.' },
    });
    expect(await settle(consentAction(post({ js: '1' }), context))).toMatchObject({ init: { status: 422 } });
    expect(
      await settle(consentAction(post({ choix: 'tout-accepter' }, 'https://pirate.test'), context)),
    ).toMatchObject({ init: { status: 403 } });
  });
});
