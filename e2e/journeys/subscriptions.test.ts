/**
 * Journey (delivery subscriptions): the demo subscriber sees his current subscription on the account
 * home and on /mon-compte/abonnements (« En cours », « Terminés »); a new shopper is invited to
 * subscribe at step 1 of a drive order, follows the invitation to the offer of her eligible store,
 * buys 6 months on the sandbox's hosted payment page and comes back to her subscriptions with it
 * current, the offer then saying she is subscribed and step 1 no longer inviting her. axe-core on
 * every page.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { baseUrl, expectNoA11yViolations, newPage } from '../support/browser.ts';
import { solveCaptcha } from '../support/captcha.ts';
import { journey } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';

const SUBSCRIBER = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
const STAMP = Date.now();
const NEW_SHOPPER = { email: `abonnement.${STAMP}@exemple.fr`, password: 'Abonne2026' };

const j = journey();

/**
 * An eligible store where nobody of the demo data is subscribed and whose home delivery costs enough
 * for the offer to be advertised (asked to the API as a visitor).
 */
async function eligibleStore(): Promise<number> {
  const stores = ((await (await fetch(`${baseUrl()}/api/magasins`)).json()) as { data: { id: number }[] })
    .data;
  for (const { id } of stores) {
    const res = await fetch(`${baseUrl()}/api/magasins/${id}/abonnement-livraison`);
    const offer = (await res.json()) as { data?: { etat: string; banniere: boolean } };
    if (offer.data?.etat === 'disponible' && offer.data.banniere) return id;
  }
  throw new Error('no eligible store');
}

/** Step 1 of the drive checkout, with a product in the cart and the store's warning popins confirmed. */
async function openStepOne(page: Page, shop: Shop) {
  if ((await shop.header.cartCount()) === 0) {
    await shop.open('/recherche?keywords=pommes');
    await shop
      .main()
      .getByRole('button', { name: /^Ajouter .* au panier$/ })
      .first()
      .click();
    await vi.waitFor(async () => expect(await shop.header.cartCount()).toBeGreaterThan(0), 10_000);
  }
  // Not shop.open: a warning popin hides the header from assistive technologies until confirmed.
  await page.goto('/commander?type_panier=drive');
  await page.waitForLoadState('networkidle');
  await shop
    .main()
    .getByRole('heading', { level: 1, name: /^Ma commande/ })
    .waitFor();
  for (let i = 0; i < 2; i++) {
    const dialog = page.getByRole('dialog');
    if (!(await dialog.isVisible().catch(() => false))) break;
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: /Continuer dans ce magasin|J'ai compris/ }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

describe('delivery subscriptions', () => {
  beforeAll(async () => {
    await j.shop.logIn(SUBSCRIBER);
  }, 60_000);

  it('the subscriber sees his current subscription on the account home and his subscriptions page', async () => {
    const main = () => j.shop.main();
    await j.shop.open('/mon-compte');
    const block = main().getByRole('region', { name: 'Mes abonnements' });
    await block.getByText(/Abonnement livraison à domicile/).waitFor();
    expect(await block.getByText("Vous n'avez pas d'abonnement en cours.").count()).toBe(0);
    await expectNoA11yViolations(j.page);
    expect(await block.getByRole('link', { name: 'Voir mes abonnements' }).getAttribute('href')).toBe(
      '/mon-compte/abonnements',
    );

    await j.shop.open('/mon-compte/abonnements');
    await j.shop.heading('Mes abonnements').waitFor();
    expect(await j.page.title()).toBe('Mes abonnements | Cabas');
    const current = main().getByRole('region', { name: 'En cours' });
    expect(await current.getByRole('listitem').count()).toBe(1);
    expect(await current.getByRole('listitem').textContent()).toMatch(/Durée : 12 mois.*Prix payé : 49,90/);
    const finished = main().getByRole('region', { name: 'Terminés' });
    expect(await finished.getByRole('listitem').count()).toBe(1);
    expect(await finished.getByText(/\(terminé\)/).count()).toBe(1);
    await expectNoA11yViolations(j.page);
  });

  it('a new shopper buys a subscription on the payment page and then sees it current', async () => {
    const store = await eligibleStore();
    const page = await newPage(j.browser);
    const shop = new Shop(page);
    const main = () => shop.main();
    await shop.open(`/?magasin_id=${store}`);
    await shop.open('/creation-compte');
    await main().getByText('Madame', { exact: true }).click();
    await main().getByRole('textbox', { name: 'Nom', exact: true }).fill('Roux');
    await main().getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
    await main().getByRole('textbox', { name: 'Adresse email', exact: true }).fill(NEW_SHOPPER.email);
    await main().getByLabel('Mot de passe', { exact: true }).fill(NEW_SHOPPER.password);
    await solveCaptcha(main());
    await main().getByRole('button', { name: 'Créer mon compte' }).click();
    await shop.heading('Consultez votre boîte mail').waitFor();
    await shop.logIn(NEW_SHOPPER);

    // Step 1 of a drive order invites her to subscribe, and leads to the offer.
    await openStepOne(page, shop);
    const banner = main().getByRole('region', { name: "Faites-vous livrer avec l'abonnement livraison" });
    expect(await banner.textContent()).toMatch(/au lieu de \d+,\d{2}\s€ par livraison/);
    await expectNoA11yViolations(page);
    await Promise.all([
      page.waitForURL('**/abonnement-livraison'),
      banner.getByRole('link', { name: "Découvrir l'abonnement livraison" }).click(),
    ]);
    await shop.hydrated();
    await shop.heading("L'abonnement livraison").waitFor();
    await main().getByRole('region', { name: "Ce que vous offre l'abonnement" }).waitFor();
    await main()
      .getByRole('radio', { name: /6 mois : 29,90/ })
      .check();
    await expectNoA11yViolations(page);
    await Promise.all([
      page.waitForURL('**/api/paiement-sandbox/**'),
      main().getByRole('button', { name: 'Souscrire et payer' }).click(),
    ]);
    const field = (name: RegExp) => page.getByRole('textbox', { name });
    await field(/Numéro de carte/).fill('4111 1111 1111 1111');
    await field(/Date d'expiration/).fill('12/35');
    await field(/Cryptogramme visuel/).fill('123');
    await field(/Nom du titulaire/).fill('Inès Roux');
    await Promise.all([
      page.waitForURL('**/mon-compte/abonnements?paiement=ok'),
      page.getByRole('button', { name: /^Payer / }).click(),
    ]);
    await shop.hydrated();
    expect(await main().getByRole('status').first().textContent()).toContain(
      'Votre abonnement livraison est actif',
    );
    const current = main().getByRole('region', { name: 'En cours' });
    expect(await current.getByRole('listitem').textContent()).toMatch(/Durée : 6 mois.*Prix payé : 29,90/);
    await expectNoA11yViolations(page);

    await shop.open('/mon-compte');
    await main()
      .getByRole('region', { name: 'Mes abonnements' })
      .getByText(/Abonnement livraison à domicile/)
      .waitFor();
    await shop.open('/abonnement-livraison');
    await main().getByText('Vous avez déjà un abonnement livraison en cours dans ce magasin.').waitFor();
    expect(await main().getByRole('button', { name: 'Souscrire et payer' }).count()).toBe(0);
    await expectNoA11yViolations(page);
    // Subscribed: step 1 no longer advertises the offer.
    await openStepOne(page, shop);
    await main().getByRole('heading', { name: 'Mon panier' }).waitFor();
    expect(
      await main()
        .getByRole('region', { name: /abonnement livraison/ })
        .count(),
    ).toBe(0);
    await page.close();
  });
});
