import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readMeasurementConsent, setConsentCookie } from '../../lib/consent-cookie.server.ts';
import { pushToDataLayer, setMeasurementConsent, track } from '../../lib/tracking.ts';
import { measurementOf } from './consent.ts';
import { ConsentBanner } from './consent-banner.tsx';

const sent = (setCookie: string) => setCookie.split(';')[0]!;

describe('the consent cookie', () => {
  it('keeps an acceptance or a refusal for 6 months, and reads anything else as no choice', async () => {
    const accepted = await setConsentCookie(true, false);
    expect(sent(accepted)).toBe('cabas_consentement=mesure%3D1');
    expect(accepted).toContain(`Max-Age=${183 * 24 * 60 * 60}`);
    expect(accepted).toContain('HttpOnly');
    expect(accepted).toContain('SameSite=Lax');
    expect(await readMeasurementConsent(sent(accepted))).toBe(true);
    expect(await readMeasurementConsent(sent(await setConsentCookie(false, true)))).toBe(false);
    expect(await setConsentCookie(false, true)).toContain('Secure');
    expect(await readMeasurementConsent(null)).toBeNull();
    expect(await readMeasurementConsent('cabas_consentement=oui')).toBeNull();
  });

  it('maps the buttons to a choice, the detailed one by its box', () => {
    expect(measurementOf('tout-accepter', null)).toBe(true);
    expect(measurementOf('tout-refuser', 'on')).toBe(false);
    expect(measurementOf('enregistrer', 'on')).toBe(true);
    expect(measurementOf('enregistrer', null)).toBe(false);
    expect(measurementOf('autre', 'on')).toBeNull();
  });
});

describe('tracking', () => {
  const w = globalThis as unknown as { window?: { dataLayer?: unknown[] } };
  afterEach(() => {
    setMeasurementConsent(false);
    delete w.window;
  });

  it('pushes nothing, and creates no dataLayer, before the visitor accepts', () => {
    w.window = {};
    track({ event: 'login_success' });
    pushToDataLayer({ event: 'view_item_list' });
    expect(w.window.dataLayer).toBeUndefined();
    setMeasurementConsent(true);
    track({ event: 'login_success' });
    expect(w.window.dataLayer).toEqual([{ event: 'login_success' }]);
    setMeasurementConsent(false);
    track({ event: 'connected', pro: false });
    expect(w.window.dataLayer).toHaveLength(1);
  });
});

function render(consent: { decided: boolean; measurement: boolean }) {
  const Stub = createRoutesStub([{ path: '/rayons', Component: () => <ConsentBanner consent={consent} /> }]);
  return renderToString(<Stub initialEntries={['/rayons?x=1']} />);
}

describe('the cookie banner', () => {
  it('offers accepting, refusing and customising with the same weight, in a plain form', () => {
    const html = render({ decided: false, measurement: false });
    expect(html).toContain('aria-labelledby="bandeau-cookies-titre"');
    expect(html).toMatch(/<form[^>]*action="\/ressources\/consentement" method="post"/);
    const classes = [
      ...html.matchAll(/<(?:button|a)[^>]*class="([^"]+)"[^>]*>(Tout accepter|Tout refuser|Personnaliser)</g),
    ];
    expect(classes.map((match) => match[2])).toEqual(['Tout accepter', 'Tout refuser', 'Personnaliser']);
    expect(new Set(classes.map((match) => match[1])).size).toBe(1);
    expect(html).toContain('href="/legal/cookies#gestion-des-cookies"');
    expect(html).toContain('name="retour" value="/rayons?x=1"');
  });

  it('is gone once a choice is made', () => {
    const html = render({ decided: true, measurement: false });
    expect(html).not.toContain('Unexpected Application Error');
    expect(html).not.toContain('bandeau-cookies');
  });
});
