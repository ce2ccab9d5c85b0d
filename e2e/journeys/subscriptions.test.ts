/**
 * Journey (delivery subscriptions): the demo subscriber sees his current subscription on the account
 * home and on /mon-compte/abonnements (« En cours », « Terminés »); a new shopper opens the offer of
 * her eligible store, buys 6 months on the sandbox's hosted payment page and comes back to her
 * subscriptions with it current, the offer then saying she is subscribed. axe-core on every page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoA11yViolations } from '../support/browser.ts';
import { solveCaptcha } from '../support/captcha.ts';
import { journey } from '../support/journey.ts';

const SUBSCRIBER = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
const STAMP = Date.now();
const NEW_SHOPPER = { email: `abonnement.${STAMP}@exemple.fr`, password: 'Abonne2026' };

const j = journey();
const main = () => j.shop.main();

async function logIn(account: { email: string; password: string }) {
  await j.shop.open('/connexion');
  await main().getByRole('textbox', { name: 'Adresse email' }).fill(account.email);
  await main().getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await Promise.all([
    j.page.waitForEvent('load'),
    main().getByRole('button', { name: 'Me connecter' }).click(),
  ]);
  await j.shop.hydrated();
  for (let i = 0; i < 3 && (await j.page.getByRole('dialog').count()) > 0; i++) {
    await j.page.keyboard.press('Escape');
    await j.page.waitForTimeout(200);
  }
}

async function logOut() {
  await j.page.context().clearCookies();
}

/** An eligible store where nobody of the demo data is subscribed (asked to the API as a visitor). */
async function eligibleStore(): Promise<number> {
  const stores = (await (await fetch(`${baseUrl()}/api/magasins`)).json()).data as { id: number }[];
  for (const { id } of stores) {
    const offer = await (await fetch(`${baseUrl()}/api/magasins/${id}/abonnement-livraison`)).json();
    if (offer.data?.etat === 'disponible') return id;
  }
  throw new Error('no eligible store');
}

describe('delivery subscriptions', () => {
  beforeAll(async () => {
    await logIn(SUBSCRIBER);
  }, 60_000);

  it('the subscriber sees his current subscription on the account home and his subscriptions page', async () => {
    await j.shop.open('/mon-compte');
    const block = main().getByRole('region', { name: 'Mes abonnements' });
    await block.getByText(/Abonnement livraison à domicile/).waitFor();
    expect(await block.getByText("Vous n'avez pas d'abonnement en cours.").count()).toBe(0);
    await expectNoA11yViolations(j.page);

    await block.getByRole('link', { name: 'Voir mes abonnements' }).click();
    await j.page.waitForURL('**/mon-compte/abonnements');
    await j.shop.heading('Mes abonnements').waitFor();
    expect(await j.page.title()).toBe('Mes abonnements | Cabas');
    const current = main().getByRole('region', { name: 'En cours' });
    expect(await current.getByRole('listitem').count()).toBe(1);
    expect(await current.getByRole('listitem').textContent()).toMatch(/Durée : 12 mois.*Prix payé : 49,90/);
    const finished = main().getByRole('region', { name: 'Terminés' });
    expect(await finished.getByRole('listitem').count()).toBe(1);
    expect(await finished.getByText(/\(terminé\)/).count()).toBe(1);
    await expectNoA11yViolations(j.page);
    await logOut();
  });

  it('a new shopper buys a subscription on the payment page and then sees it current', async () => {
    const store = await eligibleStore();
    await j.shop.open(`/?magasin_id=${store}`);
    await j.shop.open('/creation-compte');
    await main().getByText('Madame', { exact: true }).click();
    await main().getByRole('textbox', { name: 'Nom', exact: true }).fill('Roux');
    await main().getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
    await main().getByRole('textbox', { name: 'Adresse email', exact: true }).fill(NEW_SHOPPER.email);
    await main().getByLabel('Mot de passe', { exact: true }).fill(NEW_SHOPPER.password);
    await solveCaptcha(main());
    await main().getByRole('button', { name: 'Créer mon compte' }).click();
    await j.shop.heading('Consultez votre boîte mail').waitFor();
    await logIn(NEW_SHOPPER);

    await j.shop.open('/abonnement-livraison');
    await j.shop.heading("L'abonnement livraison").waitFor();
    await main().getByRole('region', { name: "Ce que vous offre l'abonnement" }).waitFor();
    await main()
      .getByRole('radio', { name: /6 mois : 29,90/ })
      .check();
    await expectNoA11yViolations(j.page);
    await Promise.all([
      j.page.waitForURL('**/api/paiement-sandbox/**'),
      main().getByRole('button', { name: 'Souscrire et payer' }).click(),
    ]);
    const field = (name: RegExp) => j.page.getByRole('textbox', { name });
    await field(/Numéro de carte/).fill('4111 1111 1111 1111');
    await field(/Date d'expiration/).fill('12/35');
    await field(/Cryptogramme visuel/).fill('123');
    await field(/Nom du titulaire/).fill('Inès Roux');
    await Promise.all([
      j.page.waitForURL('**/mon-compte/abonnements?paiement=ok'),
      j.page.getByRole('button', { name: /^Payer / }).click(),
    ]);
    await j.shop.hydrated();
    expect(await main().getByRole('status').textContent()).toContain('Votre abonnement livraison est actif');
    const current = main().getByRole('region', { name: 'En cours' });
    expect(await current.getByRole('listitem').textContent()).toMatch(/Durée : 6 mois.*Prix payé : 29,90/);
    await expectNoA11yViolations(j.page);

    await j.shop.open('/mon-compte');
    await main()
      .getByRole('region', { name: 'Mes abonnements' })
      .getByText(/Abonnement livraison à domicile/)
      .waitFor();
    await j.shop.open('/abonnement-livraison');
    await main().getByText('Vous avez déjà un abonnement livraison en cours dans ce magasin.').waitFor();
    expect(await main().getByRole('button', { name: 'Souscrire et payer' }).count()).toBe(0);
    await expectNoA11yViolations(j.page);
  });
});
