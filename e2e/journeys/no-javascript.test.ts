/**
 * Journey: without JavaScript the store is chosen on the `/magasins/choisir` page
 * (GET search form, POST of the choice, redirect back), every page checked with axe-core.
 */
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';

const j = journey({ javaScript: false });

describe('choosing a store without JavaScript', () => {
  it('follows the header link to the chooser page', async () => {
    await j.shop.open('/', { javaScript: false });
    expect(await j.shop.header.storeName()).toBeNull();
    await expectNoA11yViolations(j.page);
    await j.shop.header.storeTrigger('link').click();
    await j.page.waitForURL('**/magasins/choisir');
    expect(await j.shop.heading('Choisir un magasin').isVisible()).toBe(true);
    await expectNoA11yViolations(j.page);
  });

  it('searches by postal code with a plain form', async () => {
    const search = j.shop.main().getByRole('search', { name: 'Rechercher un magasin' });
    await search.getByRole('textbox', { name: 'Code postal ou ville' }).fill('75011');
    await search.getByRole('button', { name: 'Rechercher un magasin' }).click();
    await j.page.waitForURL('**/magasins/choisir?recherche=75011');
    expect(await j.shop.main().getByRole('status').textContent()).toBe(
      '9 magasins trouvés près de 75011 Paris 11e Arrondissement',
    );
    const choices = j.shop.main().getByRole('radiogroup', { name: /9 magasins trouvés/ });
    expect(await choices.getByRole('radio').count()).toBe(9);
    // Without JavaScript the button cannot follow the selection: the server checks it instead.
    expect(await j.shop.main().getByRole('button', { name: 'Choisir ce magasin' }).isEnabled()).toBe(true);
    await expectNoA11yViolations(j.page);
  });

  it('refuses a confirmation without a store, with its French message', async () => {
    const [response] = await Promise.all([
      j.page.waitForResponse((r) => r.request().method() === 'POST'),
      j.shop.main().getByRole('button', { name: 'Choisir ce magasin' }).click(),
    ]);
    expect(response.status()).toBe(422);
    await j.page.waitForLoadState();
    expect(await j.shop.main().getByRole('alert').textContent()).toBe('Merci de choisir un magasin.');
    await expectNoA11yViolations(j.page);
  });

  it('saves the chosen store and goes back to the home page', async () => {
    // The 422 page is the chooser's own, rendered from the POST: search again, then choose.
    await j.shop.open('/magasins/choisir?recherche=75011', { javaScript: false });
    await j.shop.main().getByText('Cabas City Paris Bastille', { exact: true }).click();
    await j.shop.main().getByRole('button', { name: 'Choisir ce magasin' }).click();
    await j.page.waitForURL((url) => url.pathname === '/');
    expect(await j.shop.header.storeName()).toBe('Cabas City Paris Bastille');
    expect(await j.shop.heading('Cabas City Paris Bastille').isVisible()).toBe(true);
    expect(await j.shop.header.storeTrigger('link').textContent()).toBe('Changer de magasin');
    await expectNoA11yViolations(j.page);
  });
});
