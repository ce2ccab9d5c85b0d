/**
 * Journey: the popins after login. Lucie's password is under
 * the old rule: 'Votre mot de passe se fait vieux !' asks for a new one (the password rule's messages, live
 * check marks) and she changes it. The pro account in a store outside its agreement, or without the
 * pro service, gets the pro popin with a change-store button. axe-core on every popin state.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { withBrowser } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';

const LUCIE = { email: 'lucie.petit@exemple.fr', password: 'soleil', next: 'Soleil2026' };
const PRO = { email: 'contact@boulangerie-lefebvre.exemple.fr', password: 'ProCabas2024' };

const j = withBrowser();

async function logIn(page: Page, shop: Shop, email: string, password: string, from = '/rayons') {
  await shop.open(`/connexion?redirectTo=${encodeURIComponent(from)}`);
  await shop.main().getByRole('textbox', { name: 'Adresse email' }).fill(email);
  await shop.main().getByLabel('Mot de passe', { exact: true }).fill(password);
  await Promise.all([
    page.waitForEvent('load'),
    shop.main().getByRole('button', { name: 'Me connecter' }).click(),
  ]);
  await shop.hydrated();
}

async function logOut(page: Page, shop: Shop) {
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('banner').getByRole('button', { name: 'Me déconnecter' }).click(),
  ]);
  await shop.hydrated();
}

describe('forced password change', () => {
  let page: Page;
  let shop: Shop;
  beforeAll(async () => {
    page = await newPage(j.browser);
    shop = new Shop(page);
  });
  const popin = () => page.getByRole('dialog', { name: 'Votre mot de passe se fait vieux !' });

  it('opens after login for a password under the old rule', async () => {
    // A store chosen first: no private-service popin, the password one comes straight away.
    await shop.open('/?magasin_id=1');
    await logIn(page, shop, LUCIE.email, LUCIE.password);
    expect(shop.location()).toBe('/rayons');
    await popin().waitFor();
    await expectNoA11yViolations(page);
  });

  it('words the missing fields of the password rule', async () => {
    await popin().getByRole('button', { name: 'Modifier mon mot de passe' }).click();
    for (const message of [
      'Merci de renseigner votre mot de passe actuel',
      'Merci de renseigner votre nouveau mot de passe',
      'Merci de renseigner un mot de passe valide et identique',
    ]) {
      await popin().getByText(message).waitFor();
    }
    await expectNoA11yViolations(page);
  });

  it('shows the rule live with check marks', async () => {
    const rules = popin().getByRole('list', { name: 'Votre mot de passe doit contenir' });
    const field = popin().getByLabel('Nouveau mot de passe', { exact: true });
    await field.fill('abc');
    expect(await rules.getByText(': respecté').count()).toBe(1);
    await field.fill(LUCIE.next);
    expect(await rules.getByText(': respecté').count()).toBe(4);
    await expectNoA11yViolations(page);
  });

  it('changes the password, says so and closes; the next login has no popin', async () => {
    await popin().getByLabel('Mot de passe actuel').fill(LUCIE.password);
    await popin().getByLabel('Confirmation du nouveau mot de passe').fill(LUCIE.next);
    await popin().getByRole('button', { name: 'Modifier mon mot de passe' }).click();
    await popin().waitFor({ state: 'detached' });
    await shop.notifications().getByText('Mot de passe mis à jour').waitFor();
    await expectNoA11yViolations(page);
    await logOut(page, shop);
    await logIn(page, shop, LUCIE.email, LUCIE.next);
    await expect(page.getByRole('banner').getByText('Bonjour Lucie').isVisible()).resolves.toBe(true);
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await logOut(page, shop);
  });
});

describe('pro account in a store where it may not order', () => {
  let page: Page;
  let shop: Shop;
  beforeAll(async () => {
    page = await newPage(j.browser);
    shop = new Shop(page);
  });
  const popin = () => page.getByRole('dialog', { name: 'Compte pro' });

  it('outside the agreement: the message and a change-store button that opens the shop selector', async () => {
    await shop.open('/?magasin_id=7');
    await logIn(page, shop, PRO.email, PRO.password);
    await popin().waitFor();
    await popin().getByText('Vous ne pouvez pas commander dans ce magasin avec votre compte pro').waitFor();
    // Pros skip the forced password change: this popin is the only one.
    await expectNoA11yViolations(page);
    await popin().getByRole('button', { name: 'Changer de magasin' }).click();
    await shop.selector.dialog.waitFor();
    expect(await popin().count()).toBe(0);
    await expectNoA11yViolations(page);
    await shop.selector.closeButton().click();
    await shop.selector.dialog.waitFor({ state: 'detached' });
    await logOut(page, shop);
  });

  it('in a store without the pro service: its own message', async () => {
    await shop.open('/?magasin_id=2');
    await logIn(page, shop, PRO.email, PRO.password);
    await popin().getByText('Ce magasin ne propose plus le service Pro').waitFor();
    await expectNoA11yViolations(page);
    await popin().getByRole('button', { name: 'Continuer sans changer' }).click();
    await vi.waitFor(async () => expect(await page.getByRole('dialog').count()).toBe(0), 5000);
    await logOut(page, shop);
  });
});
