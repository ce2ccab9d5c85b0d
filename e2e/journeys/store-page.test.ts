/**
 * Journey: a Lyon store's page (today's hours, open now or not, JSON-LD), its redirects (canonical
 * slug, national store, external site), the drive planning opened by `show_plan=ccn`, the
 * delivery-eligibility tool with a postal code, the store blog and an article's canonical 301.
 */
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';

const j = journey();
const LYON = '/magasins/cabas-hyper-lyon-part-dieu-m-47';

describe('a store page', () => {
  it('shows a Lyon store with today’s hours, whether it is open, and its LocalBusiness data', async () => {
    const response = await j.shop.open(LYON);
    expect(response.status()).toBe(200);
    expect(await j.shop.heading('Cabas Hyper Lyon Part-Dieu').isVisible()).toBe(true);
    const hours = j.shop.main().getByRole('region', { name: 'Horaires d’ouverture' });
    expect(
      await hours.getByText(/^Aujourd’hui : (\d{1,2}h\d{0,2} – \d{1,2}h\d{0,2}|Fermé)/).isVisible(),
    ).toBe(true);
    expect(
      await j.shop
        .main()
        .getByText(/^(Ouvert maintenant, jusqu’à|Fermé)/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await hours.getByRole('row', { name: /\(aujourd’hui\)/ }).count()).toBe(1);
    const jsonLd = JSON.parse(
      (await j.page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('GroceryStore');
    expect(jsonLd.address.addressLocality).toMatch(/^Lyon/);
    expect(jsonLd.openingHoursSpecification.length).toBeGreaterThanOrEqual(6);
    // Two services shown, the others behind the toggle.
    const services = j.shop.main().getByRole('region', { name: 'Services du magasin' });
    await services.getByText(/^Voir tous les services/).click();
    expect(await services.getByRole('listitem').count()).toBeGreaterThan(2);
    expect(await j.shop.main().getByRole('button', { name: 'Choisir ce magasin' }).isVisible()).toBe(true);
    await expectNoA11yViolations(j.page);
    expect(j.shop.unexpectedErrors()).toEqual([]);
  });

  it('answers the redirects of the store pages', async () => {
    const wrongSlug = await j.page.request.get('/magasins/lyon-m-47?show_plan=ccn', { maxRedirects: 0 });
    expect(wrongSlug.status()).toBe(301);
    expect(wrongSlug.headers().location).toBe(`${LYON}?show_plan=ccn`);
    const national = await j.page.request.get('/magasins/cabas-national-m-999', { maxRedirects: 0 });
    expect(national.status()).toBe(301);
    expect(national.headers().location).toMatch(/^\/magasins\/cabas-hyper-paris-italie-m-1$/);
    const external = await j.page.request.get('/magasins/ajaccio-m-61', { maxRedirects: 0 });
    expect(external.status()).toBe(301);
    expect(external.headers().location).toBe('https://corse.cabas.example/magasins/ajaccio');
    const unknown = await j.page.request.get('/magasins/nulle-part-m-4242', { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
  });

  it('opens the drive planning with show_plan=ccn, closed with Escape', async () => {
    await j.shop.open(`${LYON}?show_plan=ccn`);
    const dialog = j.page.getByRole('dialog', { name: 'Planning du drive et du retrait en magasin' });
    await dialog.waitFor();
    expect(await dialog.getByRole('table').count()).toBeGreaterThan(0);
    await expectNoA11yViolations(j.page);
    await j.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // A mode the store does not offer opens nothing.
    await j.shop.open('/magasins/cabas-city-lyon-croix-rousse-m-48?show_plan=cct');
    expect(await j.page.getByRole('dialog').count()).toBe(0);
  });

  it('checks home delivery from a postal code, then another city', async () => {
    await j.shop.open(LYON);
    const tool = j.shop.main().getByRole('region', { name: 'Êtes-vous livrable ?' });
    const postal = tool.getByLabel('Code postal');
    await postal.fill('69003');
    await tool.getByText('Service disponible').waitFor();
    expect(
      await tool.getByRole('button', { name: 'Choisir ce magasin et voir le planning' }).isVisible(),
    ).toBe(true);
    await expectNoA11yViolations(j.page);
    await tool.getByRole('button', { name: 'Essayer une autre ville' }).click();
    await vi.waitFor(async () => expect(await postal.inputValue()).toBe(''), 5000);
    await postal.fill('13001');
    await tool.getByText('Service non disponible').waitFor();
    expect(await tool.getByRole('link', { name: 'Voir les magasins qui livrent ma ville' }).isVisible()).toBe(
      true,
    );
    await expectNoA11yViolations(j.page);
  });
});

describe('the store blog', () => {
  it('lists the articles, opens one and sends a wrong slug to the canonical address', async () => {
    const response = await j.shop.open(`${LYON}/blog`);
    expect(response.status()).toBe(200);
    expect(await j.shop.heading('Le blog de Cabas Hyper Lyon Part-Dieu').isVisible()).toBe(true);
    const link = j.shop.main().getByRole('link', { name: 'La semaine des producteurs du Rhône' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(
      /^\/magasins\/cabas-hyper-lyon-part-dieu-m-47\/blog\/semaine-des-producteurs-du-rhone-a-\d+$/,
    );
    await expectNoA11yViolations(j.page);

    const articleId = href.split('-a-').at(-1);
    const wrong = await j.page.request.get(`/magasins/autre-m-47/blog/ancien-titre-a-${articleId}`, {
      maxRedirects: 0,
    });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers().location).toBe(href);

    await link.click();
    await j.shop.heading('La semaine des producteurs du Rhône').waitFor();
    expect(await j.shop.main().getByRole('heading', { level: 2, name: 'Au programme' }).isVisible()).toBe(
      true,
    );
    await expectNoA11yViolations(j.page);
    expect(j.shop.unexpectedErrors()).toEqual([]);
  });

  it('lists the store pages in the sitemap', async () => {
    const sitemap = await (await j.page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${LYON}</loc>`);
    expect(sitemap).toContain(`${LYON}/blog/semaine-des-producteurs-du-rhone-a-`);
    expect(sitemap).not.toContain('-m-999<');
  });
});
