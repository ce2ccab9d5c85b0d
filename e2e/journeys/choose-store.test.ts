/**
 * Journey: the national home page, the shop selector popin operated with the keyboard
 * (search by postal code, stores listed with their distance, confirm disabled until one is chosen),
 * then the chosen store in the header and on the home page.
 */
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { isFocused } from '../support/shop.ts';

const j = journey();

describe('choosing a store from the national home page', () => {
  it('shows the national home page without a store', async () => {
    const response = await j.shop.open('/');
    expect(response.status()).toBe(200);
    expect(await j.page.title()).toBe('Courses en ligne : drive, retrait et livraison | Cabas');
    expect(await j.shop.header.storeName()).toBeNull();
    expect(await j.shop.header.storeTrigger().textContent()).toBe('Choisir un magasin');
    await expect(j.shop.heading('Vos courses en ligne, aux prix de votre magasin').isVisible()).resolves.toBe(
      true,
    );
    await expectNoA11yViolations(j.page);
  });

  it('opens the shop selector from the keyboard and closes it with Escape, focus restored', async () => {
    const trigger = j.shop.header.storeTrigger();
    await trigger.focus();
    await j.page.keyboard.press('Enter');
    await j.shop.selector.dialog.waitFor();
    expect(await isFocused(j.shop.selector.searchField()), 'the search field has the focus').toBe(true);
    await expectNoA11yViolations(j.page);
    await j.page.keyboard.press('Escape');
    await j.shop.selector.dialog.waitFor({ state: 'hidden' });
    await vi.waitFor(
      async () => expect(await isFocused(trigger), 'focus back on the trigger').toBe(true),
      5000,
    );
  });

  it('searches by postal code, lists the stores with their distance, confirms once one is chosen', async () => {
    await j.shop.header.storeTrigger().focus();
    await j.page.keyboard.press('Enter');
    await j.shop.selector.dialog.waitFor();
    await j.page.keyboard.type('69003');
    await j.page.keyboard.press('Enter');
    const results = j.shop.selector.results();
    await results.waitFor();
    expect(await results.getAttribute('aria-label')).toBe(
      '2 magasins trouvés près de 69003 Lyon 3e Arrondissement',
    );
    const first = j.shop.selector.store('Cabas Hyper Lyon Part-Dieu');
    const second = j.shop.selector.store('Cabas City Lyon Croix-Rousse');
    // Nearest first, each with its distance (part of the radio's accessible name).
    expect(await j.shop.selector.store('Cabas Hyper Lyon Part-Dieu', /Distance : 0 km/).count()).toBe(1);
    expect(await j.shop.selector.store('Cabas City Lyon Croix-Rousse', /Distance : 4,5 km/).count()).toBe(1);
    expect(await results.getByRole('radio').nth(0).getAttribute('value')).toBe('47');
    // Nothing selected yet: the confirm button is disabled.
    expect(await j.shop.selector.confirmButton().isDisabled()).toBe(true);
    await expectNoA11yViolations(j.page);

    // Keyboard only: Tab into the radio group, arrow to the second store, Tab to confirm, Enter.
    await j.shop.tabTo(first);
    await j.page.keyboard.press('ArrowDown');
    await vi.waitFor(async () => expect(await second.isChecked()).toBe(true), 5000);
    expect(await j.shop.selector.confirmButton().isEnabled()).toBe(true);
    await expectNoA11yViolations(j.page);
    await j.shop.tabTo(j.shop.selector.confirmButton());
    await j.page.keyboard.press('Enter');

    await j.shop.selector.dialog.waitFor({ state: 'hidden' });
    await vi.waitFor(
      async () => expect(await j.shop.header.storeName()).toBe('Cabas City Lyon Croix-Rousse'),
      5000,
    );
    expect(await j.shop.header.storeTrigger().textContent()).toBe('Changer de magasin');
    // The popin gave the focus back to its trigger.
    await vi.waitFor(async () => expect(await isFocused(j.shop.header.storeTrigger())).toBe(true), 5000);
  });

  it('shows the chosen store on the home page, with a notification', async () => {
    await j.shop.heading('Cabas City Lyon Croix-Rousse').waitFor();
    expect(await j.page.title()).toBe('Vos courses à Cabas City Lyon Croix-Rousse | Cabas');
    expect(await j.shop.notifications().textContent()).toContain(
      'Votre magasin est maintenant : Cabas City Lyon Croix-Rousse.',
    );
    expect(await j.shop.main().getByRole('heading', { name: 'Horaires' }).isVisible()).toBe(true);
    await expectNoA11yViolations(j.page);

    // The choice lives in the store cookie: a new page load keeps it.
    await j.shop.open('/');
    expect(await j.shop.header.storeName()).toBe('Cabas City Lyon Croix-Rousse');
    const cookies = await j.page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'magasin_id')?.value).toBe('48');
    await expectNoA11yViolations(j.page);
  });

  it('hydrated every page without a script error (no hydration mismatch)', () => {
    expect(j.shop.unexpectedErrors()).toEqual([]);
  });
});
