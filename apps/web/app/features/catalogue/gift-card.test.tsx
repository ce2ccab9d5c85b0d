import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readGiftCardAmount } from './gift-card.server.ts';
import { giftCardAnswer } from './gift-card.ts';
import { GiftCardForm } from './gift-card-form.tsx';

const range = { min: 10, max: 120 };
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

/** The amount read, and the amount and message given back to the page. */
const read = (entries: Record<string, string>) => {
  const { amount, reply } = readGiftCardAmount(form(entries), range);
  return { amount, ...giftCardAnswer(reply()) };
};

describe('readGiftCardAmount (the server check of the form)', () => {
  it('accepts an integer amount within config_prix', () => {
    expect(read({ montant: ' 45 ' })).toEqual({
      value: '45',
      error: null,
      amount: 45,
    });
  });

  it('answers the French messages of each refusal', () => {
    expect(read({ montant: '' }).error).toBe('Merci de renseigner le montant de la carte cadeau');
    expect(read({}).error).toBe('Merci de renseigner le montant de la carte cadeau');
    expect(read({ montant: '12.5' }).error).toBe("Le montant d'une carte cadeau doit être un nombre entier");
    expect(read({ montant: '9' }).error).toBe("Le montant minimal d'une carte cadeau est de 10€");
    expect(read({ montant: '121' })).toEqual({
      value: '121',
      error: "Le montant maximal d'une carte cadeau est de 120€",
      amount: null,
    });
  });

  it('takes a preset button over the typed amount (the form without JavaScript)', () => {
    expect(read({ montant: 'abc', preset: '50' }).amount).toBe(50);
    expect(read({ montant: '', preset: '150' }).error).toBe(
      "Le montant maximal d'une carte cadeau est de 120€",
    );
  });
});

function render(result?: Parameters<typeof GiftCardForm>[0]['result']) {
  const Stub = createRoutesStub([
    { path: '/article/1/carte', Component: () => <GiftCardForm range={range} result={result} /> },
  ]);
  return renderToString(<Stub initialEntries={['/article/1/carte']} />);
}

describe('GiftCardForm', () => {
  it('posts the amount with the presets of the range', () => {
    const html = render();
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="intent" value="carte-cadeau"');
    const presets = [...html.matchAll(/<button[^>]*name="preset"[^>]*>/g)].map((m) =>
      Number(m[0].match(/value="(\d+)"/)?.[1]),
    );
    expect(presets).toEqual([20, 50, 80, 100]);
    expect(html).toContain('Autre montant (de 10 à 120 €)');
    expect(html).not.toContain('aria-invalid');
  });

  it('links the server error to the field and keeps the amount typed', () => {
    const html = render({
      result: {
        status: 'error',
        initialValue: { montant: '7' },
        error: { montant: ["Le montant minimal d'une carte cadeau est de 10€"] },
      },
      amount: null,
    });
    const input = html.match(/<input[^>]*name="montant"[^>]*>/)?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('value="7"');
    const describedBy = input.match(/aria-describedby="([^"]+)"/)?.[1] ?? '';
    expect(describedBy).not.toBe('');
    expect(html).toMatch(
      new RegExp(
        `id="${describedBy.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>Le montant minimal d&#x27;une carte cadeau est de 10€`,
      ),
    );
  });

  it('confirms a card added to the cart in a status message, with a link to the cart', () => {
    const html = render({
      result: { status: 'success', initialValue: { montant: '50' } },
      amount: 50,
      added: true,
    });
    expect(html).toMatch(/role="status"[^>]*>Carte cadeau de 50 € ajoutée à votre panier\./);
    expect(html).toContain('href="/panier"');
    expect(html).toContain('>Ajouter au panier</button>');
    expect(html).not.toContain('role="alert"');
  });

  it('says why the cart refused a valid amount', () => {
    const html = render({
      result: { status: 'error', initialValue: { montant: '50' }, error: { '': ['Refusé'] } },
      amount: 50,
      added: false,
    });
    expect(html).toMatch(/role="status"[^>]*><\/p>/);
    expect(html).toMatch(/role="alert"[^>]*>Refusé</);
  });
});
