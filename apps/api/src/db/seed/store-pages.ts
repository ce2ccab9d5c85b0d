import type { Insertable } from 'kysely';
import type {
  StoreBlogArticlesTable,
  StoreFuelPricesTable,
  StorePushZonesTable,
} from '../schema-store-pages.ts';
import { daysBefore, type SeedClock } from './product-builder.ts';
import { randomFor } from './random.ts';
import { STORE_BLOG_ARTICLES } from './store-blog-articles.ts';
import { storeServices } from './store-services.ts';
import type { StorePlan } from './stores.ts';

/** Typical pump prices (thousandths of a euro per litre) around which each station sets its own. */
const FUELS: [code: string, base: number][] = [
  ['GAZOLE', 1659],
  ['SP95', 1799],
  ['SP95_E10', 1749],
  ['SP98', 1869],
  ['E85', 799],
  ['GPLC', 995],
];

const hasStation = (plan: StorePlan) => storeServices(plan).some((s) => s.code === 'STATION');

/** The price board of every store whose services include a station; E85 and LPG at some only. */
export function fuelPrices(
  plans: readonly StorePlan[],
  clock: SeedClock,
): Insertable<StoreFuelPricesTable>[] {
  const rows: Insertable<StoreFuelPricesTable>[] = [];
  for (const plan of plans) {
    if (plan.format === 'National' || !hasStation(plan)) continue;
    const r = randomFor('fuel', plan.row.id);
    const offset = r.int(-40, 30);
    // Prices change early in the morning, on the seed day or the day before.
    const updated = new Date(Date.parse(daysBefore(clock, r.int(0, 1))) + r.int(5, 8) * 3_600_000);
    FUELS.forEach(([code, base], position) => {
      if ((code === 'E85' || code === 'GPLC') && !r.chance(0.6)) return;
      const shortage = code === 'SP98' && r.chance(0.08);
      rows.push({
        store_id: plan.row.id,
        code,
        price_millimes: shortage ? null : base + offset + r.int(-8, 8),
        position,
        updated_at: updated.toISOString(),
      });
    });
  }
  return rows;
}

/** Blog articles of the stores that write one, published in the weeks before the seed day. */
export function blogArticles(
  plans: readonly StorePlan[],
  clock: SeedClock,
): Insertable<StoreBlogArticlesTable>[] {
  const ids = new Set(plans.map((p) => p.row.id));
  return STORE_BLOG_ARTICLES.filter((a) => ids.has(a.storeId)).map((a) => ({
    store_id: a.storeId,
    slug: a.slug,
    titre: a.titre,
    resume: a.resume,
    auteur: a.auteur,
    body_markdown: a.body,
    published_at: new Date(Date.parse(daysBefore(clock, a.daysAgo)) + 9 * 3_600_000).toISOString(),
  }));
}

/** Editorial blocks of each store page: its drive, its station, its caterer when it has them. */
export function storePushZones(plans: readonly StorePlan[]): Insertable<StorePushZonesTable>[] {
  const rows: Insertable<StorePushZonesTable>[] = [];
  for (const plan of plans) {
    if (plan.format === 'National') continue;
    const id = plan.row.id;
    const zone = (code: string, titre: string, html: string) =>
      rows.push({
        store_id: id,
        code,
        position: rows.filter((z) => z.store_id === id).length + 1,
        titre,
        html_content: html,
      });
    if (plan.format === 'Hyper' || plan.format === 'Market') {
      zone(
        'FRAIS_DU_MARCHE',
        'Le marché du frais',
        '<p>Fruits et légumes de saison, fromages à la coupe et poissonnerie : nos équipes des rayons frais vous conseillent du lundi au samedi.</p>',
      );
    }
    if (plan.format !== 'Drive') {
      zone(
        'ANTI_GASPI',
        'Paniers anti-gaspi',
        '<p>Chaque soir, des paniers de produits à date courte à prix réduit, à retirer à l’accueil avant la fermeture.</p>',
      );
    }
    if (hasStation(plan)) {
      zone(
        'STATION',
        'Station-service ouverte 24 h/24',
        '<p>Payez par carte bancaire directement à la pompe, de jour comme de nuit. Les prix affichés sont mis à jour chaque matin.</p>',
      );
    }
  }
  return rows;
}
