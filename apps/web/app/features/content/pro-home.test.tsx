import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakeApi, outcomeOf, proContext, shopperRequest } from '../../../test/pro-requests.ts';
import { wireProSpace } from '../../../test/pro-wire-answers.ts';
import { proHomeLoader } from './pro-home.server.ts';
import { ProHome } from './pro-home.tsx';

const departments = {
  data: [{ id: 3, libelle: 'Épicerie salée', url: '/epicerie-salee-c-3/produits-pro', nb_produits: 12 }],
};

async function load(route: Parameters<typeof fakeApi>[0], isPro = true) {
  const api = fakeApi(route);
  const { request, cookieHeader } = await shopperRequest('/', { isPro });
  return {
    outcome: await outcomeOf(() => proHomeLoader(request, proContext(api.fetch, cookieHeader).context)),
    calls: api.calls.map((c) => c.call),
  };
}

const answers = (call: string) => {
  if (call === 'GET /api/me/espace-pro') return Response.json(wireProSpace());
  if (call === 'GET /api/magasins/7/produits-pro/rayons') return Response.json(departments);
};

describe('the home page’s pro block', () => {
  it('gives a pro his company, his contact, his outstanding and the pro products by department', async () => {
    const { outcome } = await load(answers);
    expect(outcome).toEqual({
      company: 'Boulangerie Lefebvre',
      contact: { name: 'Claire Martin', phone: '03 20 00 00 00', email: 'pro@cabas.exemple.fr' },
      available: '2\u202f749,60\u00a0€',
      limit: '3\u202f000,00\u00a0€',
      departments: [{ label: 'Épicerie salée', url: '/epicerie-salee-c-3/produits-pro', count: 12 }],
    });
  });

  it('asks nothing and shows nothing for a consumer', async () => {
    const { outcome, calls } = await load(answers, false);
    expect(outcome).toBeNull();
    expect(calls).toEqual([]);
  });

  it('leaves the block out when the API cannot give it', async () => {
    const { outcome } = await load(() => undefined);
    expect(outcome).toBeNull();
  });

  it('renders the facts in French with links to « Mon espace pro » and the pro products', async () => {
    const { outcome } = await load(answers);
    const html = renderToString(<ProHome pro={outcome as Parameters<typeof ProHome>[0]['pro']} />);
    expect(html).toContain('Votre espace professionnel : Boulangerie Lefebvre');
    expect(html).toContain('Encours disponible');
    expect(html).toContain('Votre contact commercial');
    expect(html).toContain('<a href="/mon-compte/espace-pro"');
    expect(html).toContain('Mon espace pro');
    expect(html).toContain('href="/epicerie-salee-c-3/produits-pro"');
  });
});
