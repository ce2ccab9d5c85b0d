import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge, orderStatusTone } from './badge.tsx';
import { Field } from './field.tsx';
import { Price } from './price.tsx';
import { Stickers } from './stickers.tsx';
import { NOTIFICATION_MS, ToastProvider } from './toast.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ');

describe('Price', () => {
  it('shows 12,34 €, a strike price and a price per kg', () => {
    const html = renderToString(<Price cents={1234} strikeCents={1500} unit={{ cents: 350, label: 'kg' }} />);
    expect(text(html)).toContain('12,34 €');
    expect(html).toMatch(/<s[^>]*>.*15,00/);
    expect(text(html)).toContain('au lieu de 15,00 €');
    expect(text(html)).toContain('3,50 € / kg');
  });
  it('ignores a strike price that is not higher', () => {
    expect(renderToString(<Price cents={1234} strikeCents={1234} />)).not.toMatch(/<s[ >]/);
  });
});

describe('Field', () => {
  it('links label, description and error to the input', () => {
    const html = renderToString(
      <Field id="cp" name="cp" label="Code postal" description="5 chiffres" error="Invalide" />,
    );
    expect(html).toContain('for="cp"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="cp-aide cp-erreur"');
    expect(html).toContain('id="cp-erreur"');
  });
  it('is not invalid without an error', () => {
    const html = renderToString(<Field id="q" name="q" label="Recherche" />);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
  });
});

describe('Badge and stickers', () => {
  it('maps order statuses to tones', () => {
    expect(orderStatusTone('commandee')).toBe('warning');
    expect(orderStatusTone('RETIREE')).toBe('success');
    expect(orderStatusTone('annulee')).toBe('danger');
    expect(text(renderToString(<Badge tone="success">Retirée</Badge>))).toBe('Retirée');
  });
  it('shows at most 3 commercial stickers by default', () => {
    const html = renderToString(<Stickers codes={['promo', 'nouveau', 'saison', 'anti-gaspi']} />);
    expect(html.match(/<li/g)).toHaveLength(3);
  });
});

describe('Toast', () => {
  it('renders a polite status region with the initial message; notifications last 5 s', () => {
    const html = renderToString(
      <ToastProvider initial={{ id: 'a', message: 'Magasin choisi', tone: 'success' }}>
        <p>page</p>
      </ToastProvider>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('Magasin choisi');
    expect(html).toContain('aria-label="Fermer la notification"');
    expect(NOTIFICATION_MS).toBe(5000);
  });
});
