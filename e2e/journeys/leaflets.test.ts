/**
 * Journey: a shopper of the Paris Bastille store opens the store's leaflets, reads one (the printed
 * page, its pages, its accessible version) and adds a product from it to the cart; a leaflet the
 * store does not offer answers 404, an ended one 410, each with its page. On the in-store kiosk
 * (`/prospectus/borne`, a 20-second inactivity delay set by its address: the notice shows for its last 10), a notice comes before the
 * return to the start page, a key press keeps the page, and idleness brings the kiosk back to its
 * start. axe-core on every page and state.
 */
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';

const STORE = { id: 2, name: 'Cabas City Paris Bastille' };
/** The seed's offer that ended two days ago (it started 40 days before the seed day). */
const endedSlug = () =>
  `25-sur-le-lot-de-2-${new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10)}`;

const j = journey();

const cartCount = () => j.shop.header.cartCount();

/** Errors other than the answers with an error status this journey asks for on purpose. */
const unexpected = () => j.shop.unexpectedErrors().filter((text) => !/status of 410\b/.test(text));

let leafletPath = '';
let leafletTitle = '';

describe('the store leaflets', () => {
  it('lists the store’s leaflets and opens one as a printed page with its accessible version', async () => {
    await j.shop.open(`/?magasin_id=${STORE.id}`);
    expect(await j.shop.header.storeName()).toBe(STORE.name);
    const list = await j.shop.open('/prospectus');
    expect(list.status()).toBe(200);
    await j.shop.heading('Les prospectus de votre magasin').waitFor();
    const covers = j.shop.main().getByRole('article');
    expect(await covers.count()).toBeGreaterThan(1);
    await expectNoA11yViolations(j.page);

    // A leaflet of several pages, to turn them.
    const link = covers
      .filter({ hasText: /\d+ pages$/ })
      .first()
      .getByRole('link');
    leafletTitle = (await link.textContent()) ?? '';
    leafletPath = (await link.getAttribute('href')) ?? '';
    expect(leafletPath).toMatch(/^\/prospectus\/[a-z0-9-]+$/);
    await link.click();
    await j.page.waitForURL((url) => url.pathname === leafletPath);
    await j.shop.heading(leafletTitle).waitFor();
    await j.shop
      .main()
      .getByRole('figure', { name: /^Page 1 sur \d+ du prospectus/ })
      .waitFor();
    const accessible = j.shop.main().getByRole('region', { name: 'Version accessible de la page 1' });
    const products = accessible.getByRole('article');
    expect(await products.count()).toBeGreaterThan(0);
    // Each product leads to its sheet.
    const sheetLink = products.first().getByRole('heading').getByRole('link');
    expect(await sheetLink.getAttribute('href')).toMatch(/^\/article\/\d+/);
    await expectNoA11yViolations(j.page);
    expect(unexpected()).toEqual([]);
  });

  it('adds a product of the leaflet to the cart', async () => {
    const accessible = j.shop.main().getByRole('region', { name: 'Version accessible de la page 1' });
    const add = accessible.getByRole('button', { name: /^Ajouter .+ au panier$/ }).first();
    const before = await cartCount();
    await add.click();
    await vi.waitFor(async () => expect(await cartCount()).toBe(before + 1), 10_000);
    await expectNoA11yViolations(j.page);
  });

  it('turns the pages of the leaflet', async () => {
    const pager = j.shop.main().getByRole('navigation', { name: 'Pages du prospectus' });
    expect(await pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await pager.getByRole('link', { name: 'Page suivante' }).click();
    await j.page.waitForURL((url) => url.pathname === `${leafletPath}/2`);
    await j.shop.main().getByRole('region', { name: 'Version accessible de la page 2' }).waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('answers 404 for a leaflet the store does not offer and 410 for one it no longer offers', async () => {
    const missing = await j.shop.open('/prospectus/promotion-2020-01-01');
    expect(missing.status()).toBe(404);
    await j.shop.heading('Prospectus non proposé').waitFor();
    await j.shop.main().getByText("Ce prospectus n'est pas proposé par votre magasin.").waitFor();
    await expectNoA11yViolations(j.page);

    const ended = await j.shop.open(`/prospectus/${endedSlug()}`);
    expect(ended.status()).toBe(410);
    await j.shop.heading('Prospectus terminé').waitFor();
    await j.shop.main().getByText("Ce prospectus n'est plus proposé par votre magasin.").waitFor();
    await expectNoA11yViolations(j.page);
    await j.shop.main().getByRole('link', { name: 'Voir les prospectus en cours' }).click();
    await j.page.waitForURL((url) => url.pathname === '/prospectus');
  });
});

describe('the in-store kiosk', () => {
  it('shows the leaflet without the shop’s header, then returns to its start page when idle', async () => {
    const response = await j.page.goto(
      `/prospectus/borne${leafletPath.slice('/prospectus'.length)}?inactivite=20`,
    );
    expect(response?.status()).toBe(200);
    await j.shop.heading(leafletTitle).waitFor();
    // No account, cart or menu: only the store's name above the leaflet.
    expect(await j.page.getByRole('link', { name: /Mon compte|Panier|Me connecter/ }).count()).toBe(0);
    expect(await j.page.getByRole('banner').textContent()).toContain(STORE.name);
    await expectNoA11yViolations(j.page);

    // The notice comes first (hydrated page: the timer runs in the browser); a key press keeps the page.
    const notice = j.page.getByRole('status').filter({ hasText: 'Sans action de votre part' });
    await notice.waitFor({ timeout: 20_000 });
    await j.page.keyboard.press('Tab');
    await notice.waitFor({ state: 'hidden' });
    expect(new URL(j.page.url()).pathname).not.toBe('/prospectus/borne');
    await notice.waitFor({ timeout: 20_000 });
    await expectNoA11yViolations(j.page);

    // Left alone, the kiosk goes back to its start page, keeping its delay.
    await j.page.waitForURL((url) => url.pathname === '/prospectus/borne', { timeout: 20_000 });
    expect(new URL(j.page.url()).searchParams.get('inactivite')).toBe('20');
    await j.shop.heading('Les prospectus de votre magasin').waitFor();
    expect(await j.shop.main().getByRole('article').count()).toBeGreaterThan(1);
    await expectNoA11yViolations(j.page);
    expect(unexpected()).toEqual([]);
  });
});
