/**
 * Journey: preparing an order in the store (issue #37 item 3, decision 112). The preparer of Julien
 * Moreau's store opens his demo order (its cut-off passed), starts the preparation, weighs one line,
 * picks one, marks one missing, replaces one (searching the substitute, no script needed), finishes;
 * the picking list downloads as a PDF; Julien, told by e-mail, accepts the substitute from his order
 * page with the keyboard, the live region telling his answer (item 4, decision 115); the manager
 * hands the order over and the amount captured counts the accepted substitute; Julien gets the
 * « retirée » e-mail and an invoice of that amount; the preparer of another store gets the 403 page. axe-core on every state.
 */
import fs from 'node:fs';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { euros } from '../../apps/api/src/modules/order-documents/pdf-layout.ts';
import { pdfTextOf } from '../../apps/api/test/helpers/pdf.ts';
import { eurosToCents } from '../../packages/domain/src/money.ts';
import { apiCall, apiToken, type Json } from '../support/api-orders.ts';
import { baseUrl, expectNoA11yViolations, newPage } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { decodeQuotedPrintable, mailsTo } from '../support/mail.ts';
import { isFocused, Shop } from '../support/shop.ts';

const PREPARER = { email: 'lea.martin@cabas-magasins.exemple.fr', password: 'Preparation2024' };
const OTHER_PREPARER = { email: 'karim.haddad@cabas-magasins.exemple.fr', password: 'Preparation2024' };
const MANAGER = { email: 'thomas.bernard@cabas-magasins.exemple.fr', password: 'Responsable2024' };
const JULIEN = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };

const j = journey();
const main = () => j.page.getByRole('main');

let order: { id: number; code: string; lines: Json[] };
/** The line replaced and its substitute's name (set when the preparer replaces it). */
let replaced: { line: Json; substitute: string };

/** Julien's order to prepare (seeded with its cut-off passed), found through the staff API. */
async function demoOrder(): Promise<typeof order> {
  const customer = await apiToken(JULIEN);
  const list = await apiCall(customer, 'GET', '/me/commandes');
  expect(list.status).toBe(200);
  const login = await apiCall(null, 'POST', '/gestion/connexion', PREPARER);
  expect(login.status).toBe(200);
  const staff = login.json.access_token;
  for (const item of list.json.data as Json[]) {
    const res = await apiCall(staff, 'GET', `/gestion/commandes/${item.id}/preparation`);
    if (res.status === 200 && res.json.data.peut_commencer && res.json.data.creneau) {
      const data = res.json.data;
      return { id: data.id, code: data.code, lines: data.rayons.flatMap((r: Json) => r.lignes) };
    }
  }
  throw new Error('Aucune commande de Julien Moreau à préparer dans les données de démonstration.');
}

async function andLoad(act: () => Promise<unknown>): Promise<void> {
  await Promise.all([j.page.waitForEvent('load'), act()]);
}

const clickAndLoad = (target: Locator) => andLoad(() => target.click());

async function staffLogin(account: { email: string; password: string }): Promise<void> {
  await main().getByRole('textbox', { name: 'Adresse email professionnelle' }).fill(account.email);
  await main().getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await andLoad(() => main().getByLabel('Mot de passe', { exact: true }).press('Enter'));
}

const line = (designation: string) => main().getByRole('article', { name: designation, exact: true });

beforeAll(async () => {
  order = await demoOrder();
});

describe('the preparation of an order', () => {
  it('opens the order for the preparer of its store, after the staff login', async () => {
    await j.page.goto(`/gestion/commandes/${order.id}`);
    expect(j.shop.location()).toBe(
      `/gestion/connexion?redirectTo=${encodeURIComponent(`/gestion/commandes/${order.id}`)}`,
    );
    await staffLogin(PREPARER);
    expect(j.shop.location()).toBe(`/gestion/commandes/${order.id}`);
    expect(await j.page.title()).toBe(`Préparation de la commande ${order.code} | Cabas`);
    expect(
      await main()
        .getByRole('heading', { level: 1, name: `Commande ${order.code}` })
        .count(),
    ).toBe(1);
    expect(await main().textContent()).toContain('Julien Moreau');
    expect(await main().textContent()).toContain('À préparer');
    await expectNoA11yViolations(j.page);
  });

  it('starts the preparation', async () => {
    await clickAndLoad(main().getByRole('button', { name: 'Commencer la préparation' }));
    expect(await main().textContent()).toContain('En préparation');
    expect(await main().getByText('5 lignes à préparer.').count()).toBe(1);
    await expectNoA11yViolations(j.page);
  });

  it('weighs a weighed line, picks one, marks one missing', async () => {
    const [weighed, weighedToo] = order.lines.filter((l) => l.pese);
    const units = order.lines.filter((l) => !l.pese);
    const picked = units.find((l) => !l.remplacement_possible);
    const missing = units.filter((l) => !l.remplacement_possible).at(-1);
    const grams = Math.round(weighed.quantite * 1000);

    await line(weighed.designation)
      .getByLabel('Poids réel (g)')
      .fill(String(grams + 10));
    await clickAndLoad(line(weighed.designation).getByRole('button', { name: 'Pesé' }));
    const real = grams + 10;
    const weight = real >= 1000 ? `${String(real / 1000).replace('.', ',')} kg` : `${real} g`;
    expect(await line(weighed.designation).textContent()).toContain(`Pesé : ${weight}`);

    await clickAndLoad(line(picked.designation).getByRole('button', { name: 'Prélevé' }));
    expect(await line(picked.designation).textContent()).toContain(`Prélevé : ${picked.quantite}`);

    for (const l of [missing, weighedToo]) {
      await clickAndLoad(line(l.designation).getByRole('button', { name: 'Manquant' }));
      expect(await line(l.designation).textContent()).toContain('Manquant');
    }
    await expectNoA11yViolations(j.page);
  });

  it('replaces a line the customer accepted, with a product found by a search', async () => {
    const accepted = order.lines.find((l) => !l.pese && l.remplacement_possible);
    await clickAndLoad(line(accepted.designation).getByRole('button', { name: 'Chercher' }));
    const choices = line(accepted.designation).getByRole('group', { name: 'Produit de remplacement' });
    const first = choices.getByRole('radio').first();
    expect(await first.isChecked()).toBe(true);
    const staff = (await apiCall(null, 'POST', '/gestion/connexion', PREPARER)).json.access_token;
    const found = await apiCall(
      staff,
      'GET',
      `/gestion/commandes/${order.id}/lignes/${accepted.id}/substituts`,
    );
    const label = found.json.data[0].designation;
    expect(await choices.locator('label').first().textContent()).toContain(label);
    await expectNoA11yViolations(j.page);
    await clickAndLoad(line(accepted.designation).getByRole('button', { name: 'Remplacer' }));
    expect(await line(accepted.designation).textContent()).toContain(`Remplacé par ${label}`);
    expect(await line(accepted.designation).textContent()).toContain(
      'Réponse du client : En attente de la réponse du client',
    );
    replaced = { line: accepted, substitute: label };
    expect(await main().getByText('Toutes les lignes sont préparées.').count()).toBe(1);
  });

  it('finishes the preparation: the order is ready', async () => {
    await clickAndLoad(main().getByRole('button', { name: 'Terminer la préparation' }));
    expect(await main().textContent()).toContain('Prête');
    expect(await main().getByRole('button', { name: 'Pesé' }).count()).toBe(0);
    await expectNoA11yViolations(j.page);
  });

  it('downloads the picking list as a PDF', async () => {
    const link = main().getByRole('link', { name: 'Imprimer la liste de préparation (PDF)' });
    const [file] = await Promise.all([j.page.waitForEvent('download'), link.click()]);
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.suggestedFilename()).toBe(`liste-de-preparation-${order.code}.pdf`);
  });

  it('Julien, told by e-mail, accepts the substitute from his order page with the keyboard', async () => {
    const orderPath = `/mon-compte/mes-commandes/${order.id}`;
    // The « ready » e-mail lists the substitute and links to his order's page.
    await vi.waitFor(() => {
      const mails = mailsTo(JULIEN.email).map(decodeQuotedPrintable);
      expect(mails.some((raw) => raw.includes(orderPath) && raw.includes('remplac'))).toBe(true);
    });
    const page = await newPage(j.browser);
    const shop = new Shop(page);
    try {
      // The popins after his login (his saved cart back, his personal space) are closed in turn.
      await shop.logIn(JULIEN);
      await shop.open(orderPath);
      expect(await page.getByRole('dialog').count()).toBe(0);
      const section = shop.main().getByRole('region', { name: 'Produits remplacés' });
      expect(await section.textContent()).toContain(`Remplacé par ${replaced.substitute}`);
      const status = section.getByRole('status');
      expect(await status.textContent()).toBe('');
      await expectNoA11yViolations(page);

      // The keyboard: the button takes the focus, Enter answers.
      const accept = section.getByRole('button', { name: 'Accepter le remplacement' });
      await accept.focus();
      expect(await isFocused(accept)).toBe(true);
      await page.keyboard.press('Enter');
      await status
        .getByText(
          `Remplacement accepté : vous recevrez ${replaced.substitute} à la place de ${replaced.line.designation}.`,
        )
        .waitFor();
      expect(await isFocused(status)).toBe(true);
      expect(await section.getByRole('button', { name: 'Accepter le remplacement' }).count()).toBe(0);
      expect(await section.textContent()).toContain('Vous avez accepté ce remplacement.');
      await expectNoA11yViolations(page);
    } finally {
      await page.context().close();
    }
  });

  it('the manager hands the order over: the amount captured counts the accepted substitute', async () => {
    await clickAndLoad(j.page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }));
    await j.page.goto(`/gestion/commandes/${order.id}`);
    await staffLogin(MANAGER);
    expect(await line(replaced.line.designation).textContent()).toContain(
      'Réponse du client : Accepté par le client',
    );
    const manager = (await apiCall(null, 'POST', '/gestion/connexion', MANAGER)).json.access_token;
    const prepared = (await apiCall(manager, 'GET', `/gestion/commandes/${order.id}/preparation`)).json.data;
    const substituted = prepared.rayons
      .flatMap((r: Json) => r.lignes)
      .find((l: Json) => l.id === replaced.line.id);
    expect(substituted.resultat.montant_final).toBeGreaterThan(0);

    const close = main().getByRole('button', { name: 'Remettre la commande au client' });
    await andLoad(() => close.press('Enter'));
    expect(await main().getByRole('button', { name: 'Remettre la commande au client' }).count()).toBe(0);
    expect(await main().textContent()).toMatch(/Remise|Retirée/);
    await expectNoA11yViolations(j.page);

    const customer = await apiToken(JULIEN);
    const mine = (await apiCall(customer, 'GET', `/me/commandes/${order.id}`)).json.data;
    expect(mine.statut_code).toBe('RETIREE');
    expect(mine.montant_total_ttc).toBe(prepared.montant_final);
    expect(mine.remplacements).toEqual([
      expect.objectContaining({ ligne_id: replaced.line.id, decision: 'acceptee', modifiable: false }),
    ]);
  });

  it('Julien is told the order was withdrawn, and his invoice says what was captured', async () => {
    const customer = await apiToken(JULIEN);
    const mine = (await apiCall(customer, 'GET', `/me/commandes/${order.id}`)).json.data;
    const final = euros(eurosToCents(mine.montant_total_ttc));
    // Quoted-printable gives the UTF-8 bytes back one by one: read them as UTF-8 again.
    const utf8 = (raw: string) => Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8');
    await vi.waitFor(() => {
      const mails = mailsTo(JULIEN.email).map(utf8);
      expect(
        mails.some((raw) => raw.includes(`Vous avez retiré votre commande`) && raw.includes(final)),
      ).toBe(true);
    }, 15_000);
    const issued = await apiCall(customer, 'POST', `/me/commandes/${order.id}/facture`, {
      adresse: '3 place Bellecour',
      codePostal: '69002',
      ville: 'Lyon',
      pays: 'France',
    });
    expect(issued.status).toBe(201);
    const pdf = await fetch(`${baseUrl()}/api/me/commandes/${order.id}/facture/pdf`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(pdf.status).toBe(200);
    const text = pdfTextOf(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(order.code);
    expect(text).toContain(final);
  });

  it('refuses the order to the preparer of another store', async () => {
    await clickAndLoad(j.page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }));
    await j.page.goto(`/gestion/commandes/${order.id}`);
    await staffLogin(OTHER_PREPARER);
    const response = await j.page.goto(`/gestion/commandes/${order.id}`);
    expect(response?.status()).toBe(403);
    expect(await main().getByRole('heading', { level: 1, name: 'Accès refusé' }).count()).toBe(1);
    expect(await main().textContent()).toContain('Ce magasin ne fait pas partie de vos magasins.');
    await expectNoA11yViolations(j.page);
    const pdf = await j.page.request.get(`/gestion/commandes/${order.id}/liste-de-preparation.pdf`);
    expect(pdf.status()).toBe(403);
  });
});
