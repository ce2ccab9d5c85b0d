import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';

/** Julien's défis (decision 126): reached from his loyalty page, each with its labelled progress. */

const JULIEN = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
const MARIE = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };

const j = journey();
const marie = journey({ javaScript: false });

beforeAll(async () => {
  await j.shop.logIn(JULIEN);
  await marie.shop.logIn(MARIE, { javaScript: false });
}, 120_000);

afterAll(async () => {
  await j.page?.context().close();
  await marie.page?.context().close();
});

describe('Mes défis', () => {
  it('shows Julien’s challenge in progress, from his loyalty page', async () => {
    const { page, shop } = j;
    await shop.open('/mon-compte/ma-fidelite');
    await shop.heading('Ma fidélité').waitFor();
    await shop.hydrated();
    await Promise.all([
      page.waitForURL(/\/mon-compte\/ma-fidelite\/defis$/),
      shop.main().getByRole('link', { name: 'Mes défis' }).click(),
    ]);
    await shop.heading('Mes défis').waitFor();
    const drive = shop.main().getByRole('listitem', { name: '3 commandes drive en 6 semaines' });
    // The seed's last withdrawn drive order counts; a journey may have handed over his order to prepare.
    const progress = drive.getByRole('progressbar', { name: /Ma progression : [12] commandes? sur 3/ });
    await progress.waitFor();
    expect(Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
    await drive.getByText(/5,00\s€ sur votre cagnotte/).waitFor();
    await shop.main().getByRole('listitem', { name: '20 € de fruits et légumes ce mois-ci' }).waitFor();
    await expectNoA11yViolations(page);
  });

  it('sends a customer without défis back to her loyalty page', async () => {
    const { page, shop } = marie;
    await shop.open('/mon-compte/ma-fidelite/defis', { javaScript: false });
    await page.waitForURL(/\/mon-compte\/ma-fidelite$/);
    await shop.heading('Ma fidélité').waitFor();
  });
});
