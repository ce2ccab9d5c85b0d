/**
 * Journey (issue #38, decision 119): the pro checkout without JavaScript. The demo pro chooses the
 * drive, a slot among radio buttons and the payment on invoice with plain forms, fills the billing
 * form, confirms the order in the section that stands for the popin, and reaches the confirmation
 * with his pro order number. axe-core on every page.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountStore, apiToken } from '../support/api-orders.ts';
import { expectNoA11yViolations } from '../support/browser.ts';
import { emptyDemoDriveCart, fillDemoDriveCart } from '../support/demo-cart.ts';
import { journey } from '../support/journey.ts';
import { PRO } from '../support/pro-orders.ts';

const j = journey({ javaScript: false });
const main = () => j.page.getByRole('main');

/** Waits for the document the server answers after `act` (a form post or a link). */
async function andLoad(page: Page, act: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), act()]);
}

beforeAll(async () => {
  const store = await accountStore(await apiToken(PRO));
  await emptyDemoDriveCart(PRO, store);
  await fillDemoDriveCart(PRO, store, 'farine');
});

describe('the pro checkout without JavaScript', () => {
  it('chooses the drive, a slot and the payment on invoice with plain forms', async () => {
    await j.page.goto('/connexion');
    await main().getByRole('textbox', { name: 'Adresse email' }).fill(PRO.email);
    await main().getByLabel('Mot de passe', { exact: true }).fill(PRO.password);
    await andLoad(j.page, () => main().getByRole('button', { name: 'Me connecter' }).click());
    await j.page.goto('/commander-pro');
    expect(await j.shop.heading('Ma commande pro').isVisible()).toBe(true);
    await expectNoA11yViolations(j.page);

    await main()
      .getByRole('group', { name: /Choisissez le drive/ })
      .getByRole('radio')
      .first()
      .check();
    await andLoad(j.page, () => main().getByRole('button', { name: 'Choisir ce drive' }).click());
    // The slots: radio buttons, one group per day, posted by one button.
    await main()
      .getByRole('radio', { name: /places$/, disabled: false })
      .first()
      .check();
    await expectNoA11yViolations(j.page);
    await andLoad(j.page, () => main().getByRole('button', { name: 'Réserver ce créneau' }).click());
    expect(
      await main()
        .getByRole('radio', { name: /places$/, checked: true })
        .count(),
    ).toBe(1);

    await main().getByRole('radio', { name: 'Paiement différé sur facture' }).check();
    await andLoad(j.page, () => main().getByRole('button', { name: 'Choisir ce mode de paiement' }).click());
    expect(await main().getByRole('radio', { name: 'Paiement différé sur facture' }).isChecked()).toBe(true);
    await expectNoA11yViolations(j.page);
  });

  it('fills the billing form, confirms the order and reaches its confirmation', async () => {
    await andLoad(j.page, () =>
      main().getByRole('link', { name: 'Renseigner mes informations de facturation' }).click(),
    );
    expect(j.shop.location()).toBe('/commander-pro/infos-facturation');
    expect(await main().getByRole('textbox', { name: 'Numéro SIRET' }).inputValue()).toBe('51234567900009');
    await main().getByRole('textbox', { name: 'Commande passée par' }).fill('Paul Lefebvre');
    await andLoad(j.page, () => main().getByRole('button', { name: 'Valider ma commande' }).click());
    // Without JavaScript the confirmation popin is a section of the page.
    const confirm = main().getByRole('region', { name: 'Confirmer ma commande' });
    expect(await confirm.textContent()).toContain('Paiement différé sur facture');
    await expectNoA11yViolations(j.page);

    await andLoad(j.page, () => confirm.getByRole('button', { name: 'Confirmer ma commande' }).click());
    expect(j.shop.location()).toMatch(/^\/commander-pro\/confirmation\/\d+$/);
    expect(await j.shop.heading('Merci, votre commande pro est confirmée').isVisible()).toBe(true);
    const number = await main()
      .getByText('Numéro de commande pro')
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
    expect(number?.trim()).not.toBe('');
    await expectNoA11yViolations(j.page);
  });
});
