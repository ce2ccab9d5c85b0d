/**
 * Journey: an unknown address answers the not-found page with HTTP 404, the text
 * 'Page Not Found: {fullPath}' and a store finder that opens the shop selector.
 */
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';

const j = journey();

describe('the not-found page', () => {
  it('answers an unknown address with 404 and the page inside the shop frame', async () => {
    const response = await j.shop.open('/cette-page-n-existe-pas?tri=prix');
    expect(response.status()).toBe(404);
    expect(j.shop.location()).toBe('/cette-page-n-existe-pas?tri=prix');
    expect(await j.page.title()).toBe('Page introuvable | Cabas');
    expect(await j.shop.heading('Oups, cette page est introuvable').isVisible()).toBe(true);
    expect(
      await j.shop.main().getByText('Page Not Found: /cette-page-n-existe-pas?tri=prix').isVisible(),
    ).toBe(true);
    expect(await j.shop.main().getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe(
      '/',
    );
    // Header and footer are there too.
    expect(await j.shop.header.menu().isVisible()).toBe(true);
    expect(await j.page.getByRole('contentinfo').isVisible()).toBe(true);
    await expectNoA11yViolations(j.page);
  });

  it('answers 404 for a malformed pattern address too', async () => {
    const response = await j.shop.open('/article/abc');
    expect(response.status()).toBe(404);
    expect(await j.shop.main().getByText('Page Not Found: /article/abc').isVisible()).toBe(true);
  });

  it('follows a footer link inside the app (no page reload)', async () => {
    await j.shop.open('/');
    await j.page.evaluate(() => {
      (globalThis as unknown as { sansRechargement: boolean }).sansRechargement = true;
    });
    await j.page.getByRole('contentinfo').getByRole('link', { name: 'Prospectus' }).click();
    await j.shop.heading('Les prospectus de votre magasin').waitFor();
    expect(j.shop.location()).toBe('/prospectus');
    expect(
      await j.page.evaluate(() => (globalThis as unknown as { sansRechargement?: boolean }).sansRechargement),
      'the document was not reloaded',
    ).toBe(true);
    await expectNoA11yViolations(j.page);
  });

  it('finds a store from the not-found page: the shop selector opens with the results', async () => {
    await j.shop.open('/rayon-inconnu');
    const finder = j.shop.main().getByRole('search', { name: 'Trouver un magasin' });
    await finder.getByRole('textbox', { name: 'Code postal ou ville' }).fill('75011');
    await finder.getByRole('button', { name: 'Trouver un magasin' }).click();
    await j.shop.selector.dialog.waitFor();
    const results = j.shop.selector.results();
    await results.waitFor();
    expect(await results.getAttribute('aria-label')).toBe(
      '9 magasins trouvés près de 75011 Paris 11e Arrondissement',
    );
    expect(await j.shop.selector.confirmButton().isDisabled()).toBe(true);
    await expectNoA11yViolations(j.page);

    await j.shop.selector.pick('Cabas City Paris Bastille');
    expect(await j.shop.selector.store('Cabas City Paris Bastille').isChecked()).toBe(true);
    await j.shop.selector.confirmButton().click();
    await j.shop.selector.dialog.waitFor({ state: 'hidden' });
    // From the not-found page the chosen store's home page opens.
    await j.shop.heading('Cabas City Paris Bastille').waitFor();
    expect(j.shop.location()).toBe('/');
    expect(await j.shop.header.storeName()).toBe('Cabas City Paris Bastille');
    await expectNoA11yViolations(j.page);
  });

  it('hydrated every page without a script error (no hydration mismatch)', () => {
    expect(j.shop.unexpectedErrors()).toEqual([]);
  });
});
