/**
 * Journey (issue #22): a visitor reads an information page and a legal page, refuses cookies from the
 * banner and no tracking event is pushed (no `dataLayer` at all), then changes her mind from the
 * footer's « Gestion des cookies » popin, after which the product list's events are pushed. axe-core
 * on each page, the banner and the popin.
 */
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { dataLayerEvents } from '../support/consent.ts';
import { journey } from '../support/journey.ts';

const j = journey();
const banner = () => j.page.getByRole('region', { name: 'Vos choix sur les cookies' });
const LIST = '/recherche?keywords=lait';

describe('information pages, legal pages and cookie consent', () => {
  it('shows an information page with its menu, under the cookie banner', async () => {
    const response = await j.shop.open('/infos-et-services/aide/guide-des-tailles');
    expect(response.status()).toBe(200);
    await j.shop.heading('Guide des tailles').waitFor();
    const menu = j.page.getByRole('navigation', { name: 'Infos et services' });
    expect(await menu.getByRole('link', { name: 'Guide des tailles' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await j.shop.main().getByRole('columnheader', { name: 'Pointure française' }).count()).toBe(1);
    await banner().waitFor();
    for (const name of ['Tout accepter', 'Tout refuser'])
      expect(await banner().getByRole('button', { name }).count()).toBe(1);
    expect(await banner().getByRole('link', { name: 'Personnaliser' }).count()).toBe(1);
    await expectNoA11yViolations(j.page);
  });

  it('refuses cookies in one click: the banner goes, and a product list pushes no event', async () => {
    await banner().getByRole('button', { name: 'Tout refuser' }).click();
    await banner().waitFor({ state: 'detached' });
    await j.shop.open(LIST);
    await j.shop.main().getByRole('article').first().waitFor();
    await j.page.waitForLoadState('networkidle');
    expect(await banner().count()).toBe(0);
    expect(await dataLayerEvents(j.page)).toBeNull();
    const cookies = await j.page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'cabas_consentement')?.value).toBe('mesure%3D0');
  });

  it('shows a legal page filled with the operator of the configuration', async () => {
    const response = await j.shop.open('/legal/mentions-legales');
    expect(response.status()).toBe(200);
    await j.shop.heading('Mentions légales').waitFor();
    expect(await j.shop.main().textContent()).toContain('Directeur de la publication');
    expect(await j.shop.main().textContent()).not.toContain('{{');
    await expectNoA11yViolations(j.page);
    expect((await j.page.request.get('/legal/nulle-part')).status()).toBe(404);
  });

  it('changes the choice from the footer: the popin accepts, and the list events are pushed', async () => {
    await j.page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' }).click();
    const popin = j.page.getByRole('dialog', { name: 'Vos choix sur les cookies' });
    await popin.waitFor();
    expect(
      await popin.getByRole('checkbox', { name: 'Mesure d’audience et statistiques de vente' }).isChecked(),
    ).toBe(false);
    await expectNoA11yViolations(j.page);
    await popin.getByRole('button', { name: 'Tout accepter' }).click();
    await popin.waitFor({ state: 'detached' });
    await vi.waitFor(async () => {
      const cookies = await j.page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'cabas_consentement')?.value).toBe('mesure%3D1');
    });
    await j.shop.open(LIST);
    await vi.waitFor(async () => expect(await dataLayerEvents(j.page)).toContain('view_item_list'), 10_000);
  });
});
