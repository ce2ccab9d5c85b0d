import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AlcoholWarning } from './alcohol-warning.tsx';
import { failedOutcome } from './outcomes.ts';
import { PaymentFailedPage } from './payment-failed-page.tsx';
import { SlotGrid } from './slot-grid.tsx';
import type { SlotDay } from './slot-model.ts';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ');

const days: SlotDay[] = [
  {
    date: '2026-11-23',
    label: 'lundi 23 novembre',
    slots: [{ id: 'a', start: '8h', end: '9h', priceCents: 0, remaining: 0, available: false }],
  },
  {
    date: '2026-11-24',
    label: 'mardi 24 novembre',
    slots: [
      { id: 'b', start: '8h', end: '9h', priceCents: 300, remaining: 1, available: true },
      { id: 'c', start: '9h', end: '10h', priceCents: 0, remaining: 4, available: true },
    ],
  },
];

function inRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToString(<RouterProvider router={router} />);
}

/** The inner HTML of the element with this id (its tag's nesting counted). */
function innerOf(html: string, id: string): string {
  const open = new RegExp(`<(\\w+)[^>]*\\bid="${id}"[^>]*>`).exec(html);
  if (!open) throw new Error(`no element #${id}`);
  const tag = open[1]!;
  const start = open.index + open[0].length;
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = start;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index);
  }
  throw new Error(`#${id} is not closed`);
}

describe('SlotGrid', () => {
  it('names each slot by its whole visible text, hours first (RGAA 6.1.5, WCAG 2.5.3)', () => {
    const html = renderToString(<SlotGrid days={days} selectedId={null} onChoose={() => {}} />);
    const options = [...html.matchAll(/<div[^>]*role="option"[^>]*>/g)].map((m) => m[0]);
    expect(options).toHaveLength(2);
    for (const option of options) {
      expect(option).not.toContain('aria-label=');
      const id = /\bid="([^"]+)"/.exec(option)![1]!;
      const labelledBy = /aria-labelledby="([^"]+)"/.exec(option)![1]!;
      const visible = text(innerOf(html, id)).replace(/\s+/g, ' ').trim();
      const name = labelledBy
        .split(' ')
        .map((label) => text(innerOf(html, label)))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      expect(name).toBe(visible);
    }
    expect(text(innerOf(html, /\bid="([^"]+)"/.exec(options[0]!)![1]!)).replace(/\s+/g, ' ')).toBe(
      '8h – 9h 3,00 € 1 place restante',
    );
  });

  it('opens the first day with a free slot and shows price and places', () => {
    const html = renderToString(<SlotGrid days={days} selectedId={null} onChoose={() => {}} />);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('role="listbox"');
    expect(html).toMatch(/aria-selected="true"[^>]*>.*mardi 24 novembre/s);
    expect(text(html)).toContain('3,00 €');
    expect(text(html)).toContain('1 place restante');
    expect(text(html)).toContain('Gratuit');
  });
  it('opens the day of the chosen slot and marks it', () => {
    const html = renderToString(<SlotGrid days={days} selectedId="c" onChoose={() => {}} />);
    expect(html).toMatch(/role="option" aria-selected="true"[^>]*data-key="c"/);
    expect(html).toMatch(/role="option" aria-selected="false"[^>]*data-key="b"/);
  });
  it('says when there is no slot', () => {
    expect(text(renderToString(<SlotGrid days={[]} selectedId={null} onChoose={() => {}} />))).toContain(
      "Aucun créneau n'est disponible",
    );
  });
});

describe('PaymentFailedPage', () => {
  it('says the order was not taken and links back to the cart of its kind', () => {
    const data = failedOutcome(
      new URL('http://x/commander/confirmation/refus?type_panier=click_and_collect'),
    )!;
    const html = inRouter(<PaymentFailedPage data={data} />);
    expect(text(html)).toContain('Paiement refusé');
    expect(text(html)).toContain("Votre commande n'a pas été prise en compte.");
    expect(html).toContain('href="/panier?type_panier=click_and_collect"');
  });
});

describe('AlcoholWarning', () => {
  it('gives the legal messages under a title, not by colour alone, with nothing to answer', () => {
    const html = renderToString(<AlcoholWarning />);
    expect(html).toMatch(/<section[^>]*aria-labelledby="avertissement-alcool"/);
    expect(text(innerOf(html, 'avertissement-alcool'))).toBe("Votre panier contient de l'alcool");
    expect(text(html)).toContain("L'abus d'alcool est dangereux pour la santé, à consommer avec modération.");
    expect(text(html)).toContain(
      "La vente d'alcool et de produits du vapotage aux mineurs de moins de 18 ans est interdite.",
    );
    expect(html).not.toMatch(/<button|<dialog|role="alertdialog"/);
  });
});
