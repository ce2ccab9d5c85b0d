/**
 * Journey: the day's orders of a store (/gestion/commandes, issue #37 item 2, decision 111). The demo
 * preparer of Julien Moreau's store logs in, opens the day's list from the staff home, opens another
 * slot and all of them, filters it by mode and by state with the keyboard, then goes to the next day; the other store's preparer gets the
 * 403 page for that store's list. axe-core on every state.
 */
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';

const PREPARER = { email: 'lea.martin@cabas-magasins.exemple.fr', password: 'Preparation2024' };
const OTHER_PREPARER = { email: 'karim.haddad@cabas-magasins.exemple.fr', password: 'Preparation2024' };

const j = journey();

const main = () => j.page.getByRole('main');
const banner = () => j.page.getByRole('banner');

/** Waits for the document the server answers after `act` (a form post or a link). */
async function andLoad(act: () => Promise<void>): Promise<void> {
  await Promise.all([j.page.waitForEvent('load'), act()]);
}

async function logIn(account: { email: string; password: string }): Promise<void> {
  await main().getByRole('textbox', { name: 'Adresse email professionnelle' }).fill(account.email);
  const password = main().getByLabel('Mot de passe', { exact: true });
  await password.fill(account.password);
  await andLoad(() => password.press('Enter'));
}

/** The text of a column of the orders' tables, one entry per order shown. */
async function column(index: number): Promise<string[]> {
  const rows = main().locator('tbody tr');
  const texts: string[] = [];
  for (let i = 0; i < (await rows.count()); i++)
    texts.push(((await rows.nth(i).locator('th, td').nth(index).textContent()) ?? '').trim());
  return texts;
}

let julienStore = '';

describe('the day’s orders of a store', () => {
  it('shows the preparer his store’s orders of the day, by slot, from the staff home', async () => {
    await j.page.goto('/gestion/commandes');
    expect(j.shop.location()).toBe('/gestion/connexion?redirectTo=%2Fgestion%2Fcommandes');
    await logIn(PREPARER);
    expect(j.shop.location()).toBe('/gestion/commandes');
    await andLoad(() => banner().getByRole('link', { name: 'Accueil' }).click());
    await andLoad(() => main().getByRole('link', { name: 'Voir les commandes du jour' }).click());
    expect(j.shop.location()).toBe('/gestion/commandes');
    expect(await j.page.title()).toBe('Commandes du jour | Cabas');
    expect(await main().getByRole('heading', { level: 1 }).textContent()).toMatch(/^Commandes du jour /);
    // The seed gives the store orders today: slots with their counts, orders linked to their page.
    // (Customers who said they arrived, decision 116, have their own section first.)
    const slots = main().getByRole('heading', { level: 2, name: /^(De|À partir de|Sans créneau)/ });
    expect(await slots.count()).toBeGreaterThan(0);
    expect(await slots.first().textContent()).toMatch(/^De \d+\u00a0h\u00a0\d\d à \d+\u00a0h\u00a0\d\d$/);
    expect(await main().textContent()).toMatch(/\d+ commandes? : /);
    const firstOrder = main().locator('tbody tr').first().getByRole('link');
    expect(await firstOrder.getAttribute('href')).toMatch(/^\/gestion\/commandes\/\d+$/);
    expect(await firstOrder.textContent()).toMatch(/^CMD-\d{8}-\d{6}$/);
    expect(await main().textContent()).toMatch(/\d+,\d\d\u00a0€/);
    const next = main().getByRole('link', { name: 'Jour suivant' });
    julienStore =
      new URL((await next.getAttribute('href')) ?? '', 'http://x').searchParams.get('magasin') ?? '';
    expect(julienStore).toMatch(/^\d+$/);
    await expectNoA11yViolations(j.page);
  });

  it('lists one slot at a time: another slot’s heading opens it, a link opens them all', async () => {
    // One slot lists its orders (today's under way or the next); the others, their counts.
    const closed = main().getByRole('heading', { level: 2 }).getByRole('link');
    const tables = main()
      .locator('section')
      .filter({ has: j.page.getByRole('heading', { level: 2, name: /^(De|À partir de|Sans créneau)/ }) })
      .locator('table');
    expect(await tables.count()).toBe(1);
    if ((await closed.count()) > 0) {
      const title = (await closed.last().textContent()) ?? '';
      await andLoad(() => closed.last().click());
      expect(new URL(j.page.url()).searchParams.get('creneau')).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(await main().getByRole('heading', { level: 2, name: title }).getByRole('link').count()).toBe(0);
      expect(await tables.count()).toBe(1);
      await andLoad(() =>
        main().getByRole('link', { name: 'Afficher les commandes de tous les créneaux' }).click(),
      );
      expect(new URL(j.page.url()).searchParams.get('creneau')).toBe('tous');
      expect(await closed.count()).toBe(0);
      expect(await tables.count()).toBeGreaterThan(1);
      await expectNoA11yViolations(j.page);
    }
  });

  it('filters by mode, then by state, with the keyboard', async () => {
    const mode = main().getByRole('combobox', { name: 'Mode' });
    await mode.focus();
    // Typing a letter picks the option that starts with it: « Livraison à domicile (n) ».
    await j.page.keyboard.press('L');
    expect(await mode.inputValue()).toBe('livraison');
    await j.page.keyboard.press('Tab');
    expect(
      await main()
        .getByRole('button', { name: 'Afficher' })
        .evaluate((b) => b === b.ownerDocument.activeElement),
    ).toBe(true);
    await andLoad(() => j.page.keyboard.press('Enter'));
    expect(new URL(j.page.url()).searchParams.get('mode')).toBe('livraison');
    const modes = await column(3);
    expect(modes.length).toBeGreaterThan(0);
    expect(new Set(modes)).toEqual(new Set(['Livraison à domicile']));
    // The seeded deliveries carry the customers' instructions (in one slot or another).
    const all = main().getByRole('link', { name: 'Afficher les commandes de tous les créneaux' });
    if ((await all.count()) > 0) await andLoad(() => all.click());
    expect(await main().textContent()).toContain('Sonner deux fois, 3e étage à gauche.');
    await expectNoA11yViolations(j.page);

    const state = main().getByRole('combobox', { name: 'État' });
    await state.focus();
    await j.page.keyboard.press('ArrowDown');
    expect(await state.inputValue()).toBe('a_preparer');
    await j.page.keyboard.press('Tab');
    await j.page.keyboard.press('Tab');
    await andLoad(() => j.page.keyboard.press('Enter'));
    const query = new URL(j.page.url()).searchParams;
    expect([query.get('etat'), query.get('mode')]).toEqual(['a_preparer', 'livraison']);
    expect(new Set(await column(2))).toEqual(new Set(['À préparer']));
    expect(new Set(await column(3))).toEqual(new Set(['Livraison à domicile']));
    expect(await main().getByRole('status').textContent()).toMatch(
      /commandes? affichées? sur \d+ ce jour-là\./,
    );
    await expectNoA11yViolations(j.page);
  });

  it('goes to the next day with the filters kept', async () => {
    const day = await main().getByLabel('Jour', { exact: true }).inputValue();
    await main().getByRole('link', { name: 'Jour suivant' }).focus();
    await andLoad(() => j.page.keyboard.press('Enter'));
    const query = new URL(j.page.url()).searchParams;
    expect(query.get('jour')).not.toBe(day);
    expect(await main().getByLabel('Jour', { exact: true }).inputValue()).toBe(query.get('jour'));
    expect([query.get('etat'), query.get('mode')]).toEqual(['a_preparer', 'livraison']);
    await expectNoA11yViolations(j.page);
  });

  it('refuses Julien Moreau’s store’s list to the other store’s preparer', async () => {
    await andLoad(() => banner().getByRole('button', { name: 'Se déconnecter' }).click());
    await logIn(OTHER_PREPARER);
    const response = await j.page.goto(`/gestion/commandes?magasin=${julienStore}`);
    expect(response?.status()).toBe(403);
    expect(await main().getByRole('heading', { level: 1 }).textContent()).toBe('Accès refusé');
    expect(await main().textContent()).toContain('Ce magasin ne fait pas partie de vos magasins.');
    await expectNoA11yViolations(j.page);
  });
});
