/**
 * Journey: `?magasin_id=N` on any page switches store; the address bar loses the
 * parameter and the history keeps no entry with it (the redirect replaces it).
 */
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';

const j = journey();

describe('?magasin_id= switches store', () => {
  it('switches to the store, drops the parameter from the address and from history', async () => {
    await j.shop.open('/magasins/choisir');
    expect(await j.shop.header.storeName()).toBeNull();

    const response = await j.shop.open('/?magasin_id=12');
    expect(response.status()).toBe(200);
    expect(j.shop.location()).toBe('/');
    expect(response.request().redirectedFrom()?.url()).toMatch(/\/\?magasin_id=12$/);
    expect(await j.shop.header.storeName()).toBe('Cabas Market Amiens');
    await j.shop.heading('Cabas Market Amiens').waitFor();
    expect(await j.shop.notifications().textContent()).toContain(
      'Votre magasin est maintenant : Cabas Market Amiens.',
    );
    await expectNoA11yViolations(j.page);

    // Back goes to the page before, never to the address with the parameter; forward comes back
    // to the address without it.
    await j.page.goBack();
    expect(j.shop.location()).toBe('/magasins/choisir');
    await j.page.goForward();
    expect(j.shop.location()).toBe('/');
    expect(await j.shop.historyLength()).toBe(3); // about:blank, the chooser page, the home page
  });

  it('keeps the other parameters of the address and works on any page', async () => {
    await j.shop.open('/magasins/choisir?recherche=69003&magasin_id=47');
    expect(j.shop.location()).toBe('/magasins/choisir?recherche=69003');
    expect(await j.shop.header.storeName()).toBe('Cabas Hyper Lyon Part-Dieu');
    // The chooser page now shows the current store and the search it was given.
    expect(await j.shop.heading('Changer de magasin').isVisible()).toBe(true);
    expect(
      await j.shop
        .main()
        .getByRole('radiogroup', { name: /2 magasins trouvés/ })
        .isVisible(),
    ).toBe(true);
    await expectNoA11yViolations(j.page);
  });

  it('leaves the store unchanged for an unknown store, with a warning', async () => {
    await j.shop.open('/?magasin_id=424242');
    expect(j.shop.location()).toBe('/');
    expect(await j.shop.header.storeName()).toBe('Cabas Hyper Lyon Part-Dieu');
    await vi.waitFor(
      async () =>
        expect(await j.shop.notifications().textContent()).toContain("Votre magasin n'a pas été changé."),
      5000,
    );
    await expectNoA11yViolations(j.page);
  });

  it('goes back to national mode with the national store id', async () => {
    await j.shop.open('/?magasin_id=999');
    expect(j.shop.location()).toBe('/');
    expect(await j.shop.header.storeName()).toBeNull();
    expect(await j.shop.notifications().textContent()).toContain('Vous consultez le site national.');
    await expectNoA11yViolations(j.page);
  });

  it('hydrated every page without a script error (no hydration mismatch)', () => {
    expect(j.shop.unexpectedErrors()).toEqual([]);
  });
});
