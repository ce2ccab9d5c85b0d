/**
 * Journey (issue #19): the account's addresses, bank cards and newsletters. Marie adds a delivery
 * address with the keyboard only (postal code, the city picked from the communes, the fields, save),
 * deletes it through the confirmation popin, deletes a saved bank card through its popin, saves her
 * newsletter choices, and a forged unsubscribe link is refused. axe-core on every page and popin.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { isFocused, Shop } from '../support/shop.ts';

const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const CARD_NAME = 'Carte du parcours';

const j = journey();

/** A saved card for Marie, written straight into the shop's database (cards are saved at payment). */
function insertCard(): void {
  const db = new SQLite(path.join(inject('dataDir'), 'cabas.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const client = db.prepare('SELECT id, id_magasin FROM clients WHERE email = ?').get(ACCOUNT.email) as {
      id: number;
      id_magasin: number;
    };
    db.prepare(
      `INSERT INTO payment_aliases (client_id, store_id, nom, marque, last4, expiration, provider_token, created_at)
       VALUES (?, ?, ?, 'VISA', '1111', '12/35', 'alias_parcours', ?)`,
    ).run(client.id, client.id_magasin, CARD_NAME, new Date().toISOString());
  } finally {
    db.close();
  }
}

async function logIn(page: Page, shop: Shop, javaScript = true): Promise<void> {
  await shop.logIn(ACCOUNT, { javaScript });
  await page.getByRole('banner').getByText('Bonjour Marie').waitFor();
}

/** Tabs to a control and types into it, keyboard only. */
async function typeInto(shop: Shop, scope: Locator, label: string, text: string): Promise<void> {
  await shop.tabTo(scope.getByLabel(label, { exact: true }), 60);
  await shop.page.keyboard.type(text);
}

beforeAll(async () => {
  insertCard();
  await logIn(j.page, j.shop);
});

afterAll(async () => {
  await j.page?.context().close();
});

describe('Mes adresses', () => {
  it('adds a delivery address with the keyboard only, then deletes it through the popin', async () => {
    const { page, shop } = j;
    await shop.open('/mon-compte/mes-adresses');
    await shop.heading('Mes adresses').waitFor();
    await expectNoA11yViolations(page);

    await shop.tabTo(shop.main().getByRole('link', { name: 'Ajouter une adresse' }), 60);
    await Promise.all([page.waitForURL(/ajouter=1/), page.keyboard.press('Enter')]);
    await shop.hydrated();
    const form = shop.main().getByRole('region', { name: 'Ajouter une adresse' });
    await form.waitFor();

    const city = form.getByRole('combobox', { name: 'Commune' });
    expect(await city.isDisabled()).toBe(true);
    await typeInto(shop, form, 'Code postal', '69003');
    // The communes load 500 ms after the last digit; the list is then enabled.
    await expect.poll(() => city.isEnabled(), { timeout: 10_000 }).toBe(true);
    await shop.tabTo(city, 5);
    await page.keyboard.press('ArrowDown');
    const chosenCity = await city.inputValue();
    expect(chosenCity).not.toBe('');
    await expectNoA11yViolations(page);

    await typeInto(shop, form, 'Adresse', '8 rue du Parcours');
    await typeInto(shop, form, "Nom de l'adresse (facultatif)", 'Parcours clavier');
    await typeInto(shop, form, 'Prénom', 'Marie');
    await typeInto(shop, form, 'Nom', 'Dupont');
    await typeInto(shop, form, 'Téléphone', '06 12 34 56 78');
    await typeInto(shop, form, 'Étage (facultatif)', '2');
    const lift = form.getByRole('checkbox', { name: 'Ascenseur' });
    await shop.tabTo(lift, 20);
    await page.keyboard.press('Space');
    const save = form.getByRole('button', { name: "Enregistrer l'adresse" });
    await shop.tabTo(save, 30);
    await Promise.all([page.waitForURL(/ok=enregistree/), page.keyboard.press('Enter')]);
    await shop
      .main()
      .getByRole('status')
      .filter({ hasText: 'Votre adresse a bien été enregistrée.' })
      .waitFor();
    const added = shop.main().getByRole('listitem').filter({ hasText: 'Parcours clavier' });
    await added.getByText('8 rue du Parcours').waitFor();
    await added.getByText(/^Étage 2 · Ascenseur/).waitFor();
    await expectNoA11yViolations(page);

    // Changed: the form comes back with the city chosen among the communes of its postal code.
    await Promise.all([
      page.waitForURL(/modifier=/),
      added.getByRole('link', { name: "Modifier l'adresse Parcours clavier" }).click(),
    ]);
    const edit = shop.main().getByRole('region', { name: "Modifier l'adresse" });
    expect(await edit.getByRole('combobox', { name: 'Commune' }).inputValue()).toBe(chosenCity);
    await edit.getByLabel('Téléphone', { exact: true }).fill('07 98 76 54 32');
    await Promise.all([
      page.waitForURL(/ok=enregistree/),
      edit.getByRole('button', { name: "Enregistrer l'adresse" }).click(),
    ]);
    await added.getByText('Tél. : 07 98 76 54 32').waitFor();

    await shop.hydrated();
    const remove = added.getByRole('button', { name: "Supprimer l'adresse Parcours clavier" });
    await shop.tabTo(remove, 200);
    await page.keyboard.press('Enter');
    const popin = page.getByRole('dialog', { name: "Supprimer l'adresse" });
    await popin.waitFor();
    await expectNoA11yViolations(page);
    const confirm = popin.getByRole('button', { name: "Supprimer l'adresse" });
    await shop.tabTo(confirm, 5);
    await Promise.all([page.waitForURL(/ok=supprimee/), page.keyboard.press('Enter')]);
    await shop
      .main()
      .getByRole('status')
      .filter({ hasText: 'Votre adresse a bien été supprimée.' })
      .waitFor();
    expect(await shop.main().getByText('Parcours clavier').count()).toBe(0);
  });
});

describe('Mes adresses without JavaScript', () => {
  it('lists the cities of the postal code in a first step, then saves and deletes the address', async () => {
    const page = await newPage(j.browser, { javaScript: false });
    const shop = new Shop(page);
    await logIn(page, shop, false);
    await shop.open('/mon-compte/mes-adresses?ajouter=1', { javaScript: false });
    const form = shop.main().getByRole('region', { name: 'Ajouter une adresse' });
    await form.getByLabel('Code postal', { exact: true }).fill('69003');
    await form.getByLabel('Adresse', { exact: true }).fill('9 rue Sans Script');
    await form.getByRole('button', { name: 'Rechercher les villes' }).click();
    const city = form.getByRole('combobox', { name: 'Commune' });
    await city.locator('option').nth(1).waitFor({ state: 'attached' });
    expect(await form.getByLabel('Adresse', { exact: true }).inputValue()).toBe('9 rue Sans Script');
    await city.selectOption({ index: 1 });
    await form.getByLabel("Nom de l'adresse (facultatif)").fill('Sans script');
    await form.getByLabel('Prénom', { exact: true }).fill('Marie');
    await form.getByLabel('Nom', { exact: true }).fill('Dupont');
    await form.getByLabel('Téléphone', { exact: true }).fill('06 12 34 56 78');
    await form.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await shop
      .main()
      .getByRole('status')
      .filter({ hasText: 'Votre adresse a bien été enregistrée.' })
      .waitFor();
    const added = shop.main().getByRole('listitem').filter({ hasText: 'Sans script' });
    await added.getByRole('link', { name: "Supprimer l'adresse Sans script" }).click();
    const confirm = shop.main().getByRole('region', { name: "Supprimer l'adresse" });
    await confirm.getByRole('button', { name: "Supprimer l'adresse" }).click();
    await shop
      .main()
      .getByRole('status')
      .filter({ hasText: 'Votre adresse a bien été supprimée.' })
      .waitFor();
    expect(await shop.main().getByText('Sans script').count()).toBe(0);
    await page.context().close();
  });
});

describe('Mes cartes bancaires', () => {
  it('deletes a saved card through the confirmation popin', async () => {
    const { page, shop } = j;
    await shop.open('/mon-compte/mes-cartes-bancaires');
    await shop.heading('Mes cartes bancaires').waitFor();
    await page
      .getByRole('navigation', { name: 'Menu de mon compte' })
      .getByRole('link', { name: 'Mes cartes bancaires' })
      .waitFor();
    const card = shop.main().getByRole('listitem').filter({ hasText: CARD_NAME });
    await card.getByText('Expire fin 12/35').waitFor();
    await expectNoA11yViolations(page);

    const remove = card.getByRole('button', { name: `Supprimer la carte ${CARD_NAME}` });
    await shop.tabTo(remove, 200);
    await page.keyboard.press('Enter');
    const popin = page.getByRole('dialog', { name: 'Supprimer la carte' });
    await popin.waitFor();
    expect(await isFocused(popin.getByRole('button', { name: 'Supprimer la carte' }))).toBe(false);
    await expectNoA11yViolations(page);
    await Promise.all([
      page.waitForURL(/ok=supprimee/),
      popin.getByRole('button', { name: 'Supprimer la carte' }).click(),
    ]);
    await shop.main().getByRole('status').filter({ hasText: 'Suppression carte réussie' }).waitFor();
    expect(await shop.main().getByText(CARD_NAME).count()).toBe(0);
    await expectNoA11yViolations(page);
  });
});

describe('Mes newsletters', () => {
  it('saves the newsletter choices and the SMS consent, and refuses a forged unsubscribe link', async () => {
    const { page, shop } = j;
    await shop.open('/mon-compte/mes-newsletters');
    await shop.heading('Mes newsletters').waitFor();
    await expectNoA11yViolations(page);
    const boxes = shop
      .main()
      .getByRole('group', { name: 'Les newsletters de mes magasins' })
      .getByRole('checkbox');
    const first = boxes.first();
    const before = await first.isChecked();
    await first.setChecked(!before);
    await Promise.all([
      page.waitForURL(/ok=1/),
      shop.main().getByRole('button', { name: 'Enregistrer mes préférences' }).click(),
    ]);
    await shop
      .main()
      .getByRole('status')
      .filter({ hasText: 'Vos préférences ont bien été enregistrées.' })
      .waitFor();
    expect(await boxes.first().isChecked()).toBe(!before);
    // Back as it was, for the other journeys.
    await boxes.first().setChecked(before);
    await Promise.all([
      page.waitForURL(/ok=1/),
      shop.main().getByRole('button', { name: 'Enregistrer mes préférences' }).click(),
    ]);

    await shop.open('/desinscription-newsletter?token=faux.jeton');
    await shop.main().getByRole('button', { name: 'Me désinscrire' }).click();
    await shop
      .main()
      .getByRole('alert')
      .filter({ hasText: "Ce lien de désinscription n'est pas valide." })
      .waitFor();
    await expectNoA11yViolations(page);
  });
});
