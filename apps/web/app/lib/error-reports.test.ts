import { CLIENT_ERROR_LIMITS, CLIENT_ERROR_REPORTS_PER_PAGE, clientErrorReportBody } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_REPORT_URL, createErrorReporter } from './error-reports.ts';

function reporter(page = '/panier', version = 'f73ef8af') {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const report = createErrorReporter({
    send: (url, body) => void sent.push({ url, body: JSON.parse(body) }),
    page: () => page,
    version: () => version,
  });
  return { report, sent };
}

describe('the browser error reporter', () => {
  it(`sends at most ${CLIENT_ERROR_REPORTS_PER_PAGE} reports per page load`, () => {
    const { report, sent } = reporter();
    const answers = Array.from({ length: CLIENT_ERROR_REPORTS_PER_PAGE + 5 }, (_, i) =>
      report(i % 2 ? 'rejet' : 'erreur', new Error(`panne ${i}`)),
    );
    expect(sent).toHaveLength(CLIENT_ERROR_REPORTS_PER_PAGE);
    expect(answers.filter(Boolean)).toHaveLength(CLIENT_ERROR_REPORTS_PER_PAGE);
    expect(answers.slice(CLIENT_ERROR_REPORTS_PER_PAGE)).toEqual([false, false, false, false, false]);
    expect(sent.at(-1)?.body.message).toBe(`Error: panne ${CLIENT_ERROR_REPORTS_PER_PAGE - 1}`);
    // Another page load starts again from zero.
    const next = reporter();
    expect(next.report('erreur', new Error('encore'))).toBe(true);
  });

  it('does not count what it does not send (an empty message)', () => {
    const { report, sent } = reporter();
    for (let i = 0; i < 30; i++) report('rejet', '   ');
    expect(sent).toHaveLength(0);
    expect(report('rejet', 'vrai rejet')).toBe(true);
  });

  it('sends a payload the API accepts, without query strings or e-mail addresses', () => {
    const { report, sent } = reporter('/recherche/lait?q=marie@example.fr', 'v1:2');
    const error = new TypeError('Échec pour marie.dupont@example.fr sur /compte?jeton=abc');
    error.stack = `TypeError\n    at f (http://localhost/assets/a.js?v=1:2:3)\n${'    at g (x.js:1:1)\n'.repeat(500)}`;
    report('hydratation', error);
    const { url, body } = sent[0] ?? { url: '', body: {} };
    expect(url).toBe(CLIENT_ERROR_REPORT_URL);
    expect(body).toMatchObject({
      type: 'hydratation',
      page: '/recherche/lait',
      version: 'v12',
      message: 'TypeError: Échec pour [courriel] sur /compte',
    });
    expect(String(body.pile)).not.toContain('?v=1');
    expect(String(body.pile).length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.pile);
    expect(clientErrorReportBody.safeParse(body).success).toBe(true);
  });

  it('describes a rejection that is not an Error, and never throws when sending fails', () => {
    const report = createErrorReporter({
      send: () => {
        throw new Error('réseau');
      },
      page: () => '/',
      version: () => '',
    });
    expect(report('rejet', { raison: 'objet' })).toBe(true);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(report('rejet', circular)).toBe(true);
  });
});
