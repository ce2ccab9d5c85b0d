import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { InvoicePageData } from './documents-invoice.server.ts';
import { InvoicePage } from './documents-invoice.tsx';

const base: InvoicePageData = {
  orderId: 5,
  code: 'CMD-20261120-000005',
  orderHref: '/mon-compte/mes-commandes/5',
  view: 'formulaire',
  invoice: null,
  values: {
    adresse: '3 rue Neuve',
    complement: '',
    codePostal: '69001',
    ville: 'Lyon',
    departement: '',
    pays: 'France',
  },
  generated: false,
};

function render(data: InvoicePageData, action?: Parameters<typeof InvoicePage>[0]['action']) {
  const Stub = createRoutesStub([
    {
      path: '/mon-compte/mes-commandes/:id/facture',
      Component: () => <InvoicePage data={data} action={action} />,
    },
  ]);
  return renderToString(<Stub initialEntries={['/mon-compte/mes-commandes/5/facture']} />);
}

describe('invoice page', () => {
  it('asks for the billing address with labelled fields, the five countries and "Générer ma facture"', () => {
    const html = render(base);
    expect(html).toContain('Mon adresse de facturation');
    expect(html).toMatch(/<label[^>]*>Code postal \*<\/label>/);
    expect(html).toContain('value="3 rue Neuve"');
    for (const country of ['France', 'Belgique', 'Suisse', 'Allemagne', 'Luxembourg'])
      expect(html).toContain(`<option value="${country}"`);
    expect(html).toContain('method="post"');
    expect(html).toContain('Générer ma facture');
  });

  it('marks the fields the server refused', () => {
    const html = render(base, {
      result: {
        status: 'error',
        initialValue: { adresse: '5 rue Haute', codePostal: '69002', pays: 'Belgique' },
        error: { ville: ['Merci de renseigner votre ville'] },
      },
    });
    expect(html).toContain('Merci de renseigner votre ville');
    expect(html).toMatch(/aria-invalid="true"[^>]*name="ville"|name="ville"[^>]*aria-invalid="true"/);
    // What was posted comes back, not the proposed address.
    expect(html).toContain('value="5 rue Haute"');
    expect(html).not.toContain('value="3 rue Neuve"');
    expect(html).toMatch(/<option value="Belgique" selected="">/);
  });

  it('says a refusal of the whole form in an alert inside the form', () => {
    const html = render(base, {
      result: { status: 'error', initialValue: { ...base.values }, error: { '': ['Service indisponible'] } },
    });
    expect(html).toMatch(/<form[^>]*id="facture-adresse"[^>]*>.*role="alert"[^>]*>Service indisponible</s);
    expect(html).toContain('aria-describedby="facture-adresse-error"');
  });

  it('offers "Imprimer ma facture" once issued, and says why there is none otherwise', () => {
    const issued = render({
      ...base,
      view: 'facture',
      invoice: {
        numero: 'FAC-2026-000012',
        date: '25 novembre 2026',
        address: ['3 rue Neuve', '69001 Lyon'],
        pdfHref: '/x.pdf',
      },
    });
    expect(issued).toContain('Facture n° <!-- -->FAC-2026-000012');
    expect(issued).toContain('Imprimer ma facture');
    expect(issued).not.toContain('Générer ma facture');
    expect(render({ ...base, view: 'non_retiree' })).toContain('une fois votre commande retirée');
    expect(render({ ...base, view: 'pro' })).toContain('correspondant Cabas Pro');
  });
});
