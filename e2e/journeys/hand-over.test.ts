/**
 * Journey: the hand-over at the drive (issue #37 item 6, decision 116). Julien Moreau's drive order is
 * placed and paid; its confirmation e-mail carries the QR code of its hand-over and the link « Je
 * suis arrivé au drive ». Julien follows the link and tells the store; the QR code's address, opened
 * without a staff session, asks for the staff login and then opens the order; the day's list shows
 * him first with « Client arrivé »; the preparer finds the order by his name, then by its code.
 * axe-core on every page.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  accountStore,
  addSearchedProducts,
  apiToken,
  driveCardPaymentPage,
  payOnSandbox,
} from '../support/api-orders.ts';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { decodeQuotedPrintable, mailsTo } from '../support/mail.ts';

const JULIEN = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
const PREPARER = { email: 'lea.martin@cabas-magasins.exemple.fr', password: 'Preparation2024' };

const j = journey();

const main = () => j.page.getByRole('main');

/** Waits for the document the server answers after `act` (a form post or a link). */
async function andLoad(act: () => Promise<void>): Promise<void> {
  await Promise.all([j.page.waitForEvent('load'), act()]);
}

let orderId = 0;
let code = '';
let checkInPath = '';
let staffPath = '';

/** The raw confirmation e-mail of the order (its link names the order), once the outbox sent it. */
function confirmationMail(): Promise<string> {
  return vi.waitFor(
    () => {
      const mail = mailsTo(JULIEN.email)
        // Quoted-printable bytes back to UTF-8 text (« arrivé »).
        .map((raw) => Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8'))
        .find((raw) => raw.includes(`/commande/arrivee/${orderId}.`));
      if (!mail) throw new Error(`Pas d'e-mail de confirmation de la commande ${orderId}`);
      return mail;
    },
    { timeout: 15_000, interval: 200 },
  );
}

describe('the hand-over at the drive', () => {
  it('mails the order’s QR code and check-in link with its confirmation', async () => {
    const token = await apiToken(JULIEN);
    const store = await accountStore(token);
    await addSearchedProducts(token, store, { query: 'pates', max: 2 });
    orderId = await payOnSandbox(await driveCardPaymentPage(token, store), 'Julien Moreau');
    const mail = await confirmationMail();
    code = /Confirmation de votre commande (CMD-\d{8}-\d{6,})/.exec(mail)?.[1] ?? '';
    expect(code).toMatch(/^CMD-\d{8}-\d{6}$/);
    const link = new RegExp(`https?://[^\\s"<>]+(/commande/arrivee/${orderId}\\.[A-Za-z0-9_-]{43})`).exec(
      mail,
    );
    expect(link).not.toBeNull();
    checkInPath = link![1]!;
    expect(mail).toContain(`Je suis arrivé(e) : `);
    // The QR code: a PNG attached inline, shown by the HTML with its code as alternative text.
    expect(mail).toMatch(/Content-Type: image\/png/i);
    expect(mail).toMatch(/Content-ID: <qr-retrait@cabas>/i);
    expect(mail).toContain(`alt="QR code de retrait de la commande ${code}"`);
    staffPath = `/gestion/retrait?${new URLSearchParams({ magasin: String(store), code })}`;
  });

  it('lets Julien tell the store he has arrived, from the e-mail’s link', async () => {
    const response = await j.page.goto(checkInPath);
    expect(response?.status()).toBe(200);
    expect(await j.page.title()).toBe('Arrivée au drive | Cabas');
    expect(await main().textContent()).toContain(code);
    await expectNoA11yViolations(j.page);
    const button = main().getByRole('button', { name: 'Je suis arrivé(e)' });
    await button.focus();
    await andLoad(() => j.page.keyboard.press('Enter'));
    expect(await main().getByRole('status').textContent()).toContain(
      'Le magasin est prévenu de votre arrivée',
    );
    await expectNoA11yViolations(j.page);
    // The link again: the store already knows.
    await j.page.goto(checkInPath);
    expect(await main().getByRole('status').textContent()).toMatch(
      /^Le magasin est déjà prévenu de votre arrivée, à \d+\u00a0h\u00a0\d\d/,
    );
  });

  it('asks who opens the QR code’s address for the staff login, then opens the order', async () => {
    await j.page.goto(staffPath);
    expect(j.shop.location()).toBe(`/gestion/connexion?redirectTo=${encodeURIComponent(staffPath)}`);
    expect(await main().textContent()).not.toContain(code);
    await main().getByRole('textbox', { name: 'Adresse email professionnelle' }).fill(PREPARER.email);
    const password = main().getByLabel('Mot de passe', { exact: true });
    await password.fill(PREPARER.password);
    await andLoad(() => password.press('Enter'));
    expect(j.shop.location()).toBe(`/gestion/commandes/${orderId}`);
    expect(await main().getByRole('heading', { level: 1 }).textContent()).toBe(`Commande ${code}`);
    expect(await main().textContent()).toMatch(/Arrivée au driveClient arrivé à \d+\u00a0h\u00a0\d\d/);
    await expectNoA11yViolations(j.page);
  });

  it('puts Julien first on the day’s list, with « Client arrivé »', async () => {
    await j.page.goto('/gestion/commandes');
    const arrivals = main().getByRole('region', { name: /^Clients arrivés \(\d+\)$/ });
    const first = arrivals.locator('tbody tr').first();
    expect(await first.getByRole('link').textContent()).toBe(code);
    expect(await first.textContent()).toContain('Client arrivé');
    await expectNoA11yViolations(j.page);
  });

  it('finds the order by the customer’s name, then by its code', async () => {
    const search = main().getByRole('searchbox', { name: 'Code de commande ou nom du client' });
    await search.fill('moreau');
    await andLoad(() => search.press('Enter'));
    expect(j.shop.location()).toMatch(/^\/gestion\/retrait\?magasin=\d+&q=moreau$/);
    expect(await j.page.title()).toBe('Retrait au drive | Cabas');
    expect(await main().getByRole('status').textContent()).toMatch(/correspond.* à « moreau »/);
    // Julien arrived: his order comes first.
    const first = main().locator('tbody tr').first();
    expect(await first.getByRole('link').textContent()).toBe(code);
    expect(await first.textContent()).toContain('Julien Moreau');
    expect(await first.textContent()).toContain('Client arrivé');
    await expectNoA11yViolations(j.page);
    await andLoad(() => first.getByRole('link').click());
    expect(j.shop.location()).toBe(`/gestion/commandes/${orderId}`);

    // By its code, typed as read on the customer's phone: straight to the order's page.
    await j.page.goto('/gestion/retrait');
    await expectNoA11yViolations(j.page);
    const box = main().getByRole('searchbox', { name: 'Code de commande ou nom du client' });
    await box.fill(code.toLowerCase().replaceAll('-', ' '));
    await andLoad(() => box.press('Enter'));
    expect(j.shop.location()).toBe(`/gestion/commandes/${orderId}`);
    expect(await main().getByRole('heading', { level: 1 }).textContent()).toBe(`Commande ${code}`);
  });
});
