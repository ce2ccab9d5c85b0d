/**
 * Journey (issue #22): recipes. Marie opens a recipe, sets it for 6 people with the stepper and adds
 * its ingredients to her cart; writes a personal recipe, finds it in her list and deletes it; plans a
 * week of two meals and turns it into one cart, the potatoes of both recipes summed in one line.
 * The pro recipes (issue #38, decision 120): the demo bakery finds them with « Recettes pro » and opens
 * one, badged « Pro »; Marie gets the not-found page at its address. axe-core on every page.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';

const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const PRO = { email: 'contact@boulangerie-lefebvre.exemple.fr', password: 'ProCabas2024' };

const j = journey();

function withDb<T>(run: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(inject('dataDir'), 'cabas.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/** Marie's store sells every product of these recipes, with stock; her drive cart starts empty. */
function stockRecipes(slugs: string[]): void {
  withDb((db) => {
    const client = db.prepare('SELECT id, id_magasin FROM clients WHERE email = ?').get(ACCOUNT.email) as {
      id: number;
      id_magasin: number;
    };
    const products = db
      .prepare(
        `SELECT DISTINCT i.product_id AS id FROM recipe_ingredients i JOIN recipes r ON r.id = i.recipe_id
         WHERE r.client_id IS NULL AND i.product_id IS NOT NULL AND r.slug IN (${slugs.map(() => '?').join(',')})`,
      )
      .all(...slugs) as { id: number }[];
    for (const { id } of products) {
      const updated = db
        .prepare('UPDATE offers SET stock = 100, reserved = 0 WHERE store_id = ? AND product_id = ?')
        .run(client.id_magasin, id);
      if (updated.changes === 0)
        db.prepare(
          `INSERT INTO offers (store_id, product_id, price_cents, strike_price_cents, stock, reserved, types_panier, unavailable_services)
           VALUES (?, ?, 299, NULL, 100, 0, NULL, '[]')`,
        ).run(client.id_magasin, id);
    }
  });
  emptyCarts();
}

/**
 * Marie's carts emptied: before the recipes are added, and after the journey, since the demo account
 * is shared (a cart left behind opens the recovered-cart popin at the next journey's login).
 */
function emptyCarts(): void {
  withDb((db) => {
    db.prepare(
      `DELETE FROM cart_lines WHERE cart_id IN
         (SELECT c.id FROM carts c JOIN clients cl ON cl.id = c.client_id WHERE cl.email = ?)`,
    ).run(ACCOUNT.email);
  });
}

/** The quantity of the product an ingredient of a recipe is matched to, in Marie's carts. */
function cartQuantity(slug: string, ingredientStart: string): number | undefined {
  return withDb((db) => {
    const row = db
      .prepare(
        `SELECT l.quantity AS quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id
         JOIN clients cl ON cl.id = c.client_id
         WHERE cl.email = ? AND l.product_id = (
           SELECT i.product_id FROM recipe_ingredients i JOIN recipes r ON r.id = i.recipe_id
           WHERE r.slug = ? AND r.client_id IS NULL AND i.libelle LIKE ? LIMIT 1)`,
      )
      .get(ACCOUNT.email, slug, `${ingredientStart}%`) as { quantity: number } | undefined;
    return row?.quantity;
  });
}

async function logIn(page: Page, shop: Shop): Promise<void> {
  await shop.logIn(ACCOUNT);
  await page.getByRole('banner').getByText('Bonjour Marie').waitFor();
}

beforeAll(async () => {
  await logIn(j.page, j.shop);
});

afterAll(async () => {
  await j.page?.context().close();
  emptyCarts();
});

describe('Recettes', () => {
  it('opens a recipe and adds its ingredients for 6 people', async () => {
    const { page, shop } = j;
    stockRecipes(['moules-marinieres']);
    const list = await shop.open('/recettes');
    expect(list.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await shop.heading('Recettes').waitFor();
    await expectNoA11yViolations(page);

    await shop.main().getByRole('searchbox', { name: 'Rechercher une recette' }).fill('moules');
    await shop.main().getByRole('button', { name: 'Afficher les recettes' }).click();
    await page.waitForURL(/q=moules/);
    await shop.main().getByRole('link', { name: 'Moules marinières' }).click();
    await shop.heading('Moules marinières').waitFor();
    await expectNoA11yViolations(page);

    const more = shop.main().getByRole('button', { name: 'Une personne de plus' });
    await more.click();
    await page.waitForURL(/personnes=5/);
    await more.click();
    await page.waitForURL(/personnes=6/);
    await shop.main().getByText('6 personnes', { exact: true }).waitFor();

    await shop.main().getByRole('button', { name: 'Ajouter les ingrédients au panier' }).click();
    const status = shop.main().getByRole('status').filter({ hasText: 'au panier pour 6 personnes' });
    await status.waitFor();
    await expectNoA11yViolations(page);
    // 2 kg of mussels for 4 people: 3 kg for 6.
    expect(cartQuantity('moules-marinieres', '2 kg de moules')).toBe(3);
    expect(shop.unexpectedErrors()).toEqual([]);
  });

  it('writes a personal recipe, lists it and deletes it', async () => {
    const { page, shop } = j;
    await shop.open('/mes-recettes-personnelles');
    await shop.heading('Mes recettes personnelles').waitFor();
    await expectNoA11yViolations(page);
    await shop.main().getByRole('link', { name: 'Écrire une recette' }).click();
    await shop.heading('Écrire une recette').waitFor();
    await expectNoA11yViolations(page);

    const main = shop.main();
    await main.getByRole('textbox', { name: 'Titre' }).fill('Poêlée de courgettes de Marie');
    await main.getByRole('spinbutton', { name: 'Préparation (minutes)' }).fill('10');
    await main.getByRole('spinbutton', { name: 'Cuisson (minutes)' }).fill('15');
    const first = main.getByRole('group', { name: 'Ingrédient 1' });
    await first.getByRole('textbox', { name: 'Ingrédient' }).fill('4 courgettes');
    await first.getByRole('textbox', { name: 'Produit à chercher' }).fill('courgettes');
    await first.getByRole('textbox', { name: 'Quantité à acheter' }).fill('0,8');
    await main
      .getByRole('textbox', { name: 'Étape 1' })
      .fill('Coupez les courgettes en dés et faites-les dorer.');

    await main.getByRole('button', { name: 'Enregistrer la recette' }).click();
    await shop.main().getByRole('heading', { level: 1, name: 'Mes recettes personnelles' }).waitFor();
    await shop
      .main()
      .getByRole('status')
      .filter({ hasText: 'Votre recette a bien été enregistrée.' })
      .waitFor();
    await expectNoA11yViolations(page);

    await shop.main().getByRole('link', { name: 'Poêlée de courgettes de Marie', exact: true }).click();
    await shop.heading('Poêlée de courgettes de Marie').waitFor();
    await shop.main().getByText('4 courgettes').waitFor();
    await expectNoA11yViolations(page);

    await shop.open('/mes-recettes-personnelles');
    await shop.main().getByRole('button', { name: 'Supprimer « Poêlée de courgettes de Marie »' }).click();
    await shop
      .main()
      .getByRole('status')
      .filter({ hasText: 'Votre recette a bien été supprimée.' })
      .waitFor();
    await expect(
      shop.main().getByRole('link', { name: 'Poêlée de courgettes de Marie', exact: true }).count(),
    ).resolves.toBe(0);
  });

  it('plans a week of meals and turns it into one cart, quantities summed', async () => {
    const { page, shop } = j;
    stockRecipes(['gratin-dauphinois', 'hachis-parmentier-maison']);
    await shop.open('/mes-repas');
    await shop.heading('Mes repas de la semaine').waitFor();
    await expectNoA11yViolations(page);

    const form = shop.main().getByRole('region', { name: 'Ajouter un repas' });
    for (const [day, recipe] of [
      ['lundi', 'Gratin dauphinois'],
      ['mardi', 'Hachis parmentier maison'],
    ] as const) {
      await form.getByLabel('Jour').selectOption(day);
      await form.getByLabel('Recette').selectOption({ label: recipe });
      await form.getByRole('spinbutton', { name: 'Personnes' }).fill('6');
      await form.getByRole('button', { name: 'Ajouter à ma semaine' }).click();
      await page.waitForURL(/ajout=/);
      await shop.main().getByRole('link', { name: recipe }).waitFor();
    }
    await expectNoA11yViolations(page);

    await shop.main().getByRole('button', { name: 'Ajouter la semaine au panier' }).click();
    await shop.main().getByRole('status').filter({ hasText: 'de la semaine ajoutés au panier' }).waitFor();
    await expectNoA11yViolations(page);
    // Potatoes: 0.6 bag for the gratin and 0.5 for the hachis (both for 6): one line of 2 bags.
    expect(cartQuantity('gratin-dauphinois', '1,5 kg de pommes de terre')).toBe(2);
    expect(shop.unexpectedErrors()).toEqual([]);
  });

  it('shows the pro recipes to a professional buyer only', async () => {
    const page = await newPage(j.browser);
    try {
      const shop = new Shop(page);
      await shop.logIn(PRO);
      await shop.open('/recettes');
      await shop.heading('Recettes').waitFor();
      // His pro recipes first, each badged for the eye and for screen readers.
      const firstCard = shop.main().getByRole('article').first();
      await firstCard.getByText('Pro : recette réservée aux professionnels').waitFor();
      await shop.main().getByRole('checkbox', { name: 'Recettes pro' }).check();
      await shop.main().getByRole('button', { name: 'Afficher les recettes' }).click();
      await page.waitForURL(/pro=1/);
      await shop.main().getByRole('status').filter({ hasText: '7 recettes' }).waitFor();
      await expect(shop.main().getByRole('checkbox', { name: 'Recettes pro' }).isChecked()).resolves.toBe(
        true,
      );
      await expectNoA11yViolations(page);

      await shop.main().getByRole('link', { name: 'Pâte à pizza pour 40 pâtons' }).click();
      await shop.heading('Pâte à pizza pour 40 pâtons').waitFor();
      await shop.main().getByText('Pro : recette réservée aux professionnels').waitFor();
      await shop.main().getByRole('heading', { name: 'Ingrédients pour 40 portions' }).waitFor();
      await expectNoA11yViolations(page);
      expect(shop.unexpectedErrors()).toEqual([]);
    } finally {
      await page.context().close();
    }

    // Marie, a consumer: the same address is a recipe that does not exist.
    const { id } = withDb(
      (db) =>
        db
          .prepare('SELECT id FROM recipes WHERE slug = ? AND client_id IS NULL')
          .get('pate-a-pizza-pour-40-patons') as { id: number },
    );
    const hidden = await j.shop.open(`/recettes/${id}/pate-a-pizza-pour-40-patons`);
    expect(hidden.status()).toBe(404);
    await expectNoA11yViolations(j.page);
  });
});
