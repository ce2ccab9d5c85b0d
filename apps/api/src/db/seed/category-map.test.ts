import { describe, expect, it } from 'vitest';
import { buildCategoryRows } from './categories.ts';
import { CATEGORY_MAP, mappedSlugs, shopCategoryFor, unknownMappedSlugs } from './category-map.ts';
import { CATEGORY_TREE, LEAVES } from './category-tree.ts';
import { readSourceProducts } from './source-data.ts';

describe('the shop category tree', () => {
  const rows = buildCategoryRows();

  it('has unique ids and slugs, French labels, and every parent before its children', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    const seen = new Set<number>();
    for (const row of rows) {
      if (row.parent_id !== null) expect(seen.has(row.parent_id!)).toBe(true);
      seen.add(row.id);
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(row.visuel).toBe(`/api/images/categories/${row.id}.svg`);
    }
  });

  it('gives each department a distinct colour that its children inherit', () => {
    const departments = rows.filter((r) => r.level === 1);
    expect(new Set(departments.map((d) => d.color)).size).toBe(departments.length);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const row of rows) {
      expect(row.color).toMatch(/^#[0-9a-f]{6}$/);
      if (row.parent_id !== null) expect(row.color).toBe(byId.get(row.parent_id!)!.color);
    }
  });

  it('has the expected departments, non-food ones included', () => {
    const names = CATEGORY_TREE.map((d) => d.libelle);
    for (const name of [
      'Fruits et légumes',
      'Crèmerie et produits laitiers',
      'Boucherie, volaille, poissonnerie',
      'Épicerie salée',
      'Épicerie sucrée',
      'Boissons',
      'Surgelés',
      'Hygiène et beauté',
      'Entretien et maison',
      'Animalerie',
      'Bébé',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('Bio');
    expect(rows.some((r) => r.level === 3)).toBe(true);
    expect(rows.some((r) => r.is_a_ne_pas_manquer === 1)).toBe(true);
    expect(rows.some((r) => r.is_header_selections === 1)).toBe(true);
  });
});

describe('the mapping of the 231 Open Food Facts categories', () => {
  const sourceCategories = new Set(readSourceProducts().map((p) => p.category));

  it('covers every category of the data, and only those', () => {
    expect(sourceCategories.size).toBe(231);
    for (const category of sourceCategories) expect(CATEGORY_MAP, category).toHaveProperty([category]);
    expect(Object.keys(CATEGORY_MAP).length).toBe(231);
  });

  it('only sends products to leaves of the tree', () => {
    expect(unknownMappedSlugs()).toEqual([]);
    for (const slug of mappedSlugs()) expect(LEAVES.has(slug)).toBe(true);
  });

  it('puts every real product in a leaf', () => {
    for (const p of readSourceProducts())
      expect(LEAVES.has(shopCategoryFor(p.category, p.name, p.brands))).toBe(true);
  });

  it('refines broad categories by keywords', () => {
    expect(shopCategoryFor('Surgelés', 'Pizza Royale', ['Picard'])).toBe('pizzas-surgelees');
    expect(shopCategoryFor('Surgelés', 'Sorbet Fraise', [])).toBe('glaces');
    expect(shopCategoryFor('Surgelés', 'Filets de cabillaud', [])).toBe('poissons-surgeles');
    expect(shopCategoryFor('Boissons', 'Boisson soja chocolat', [])).toBe('alternatives-vegetales');
    expect(shopCategoryFor('Yaourts', 'Yaourt à la fraise', [])).toBe('yaourts-aux-fruits');
    expect(shopCategoryFor('Charcuteries', 'Saucisson sec', [])).toBe('saucissons');
    expect(shopCategoryFor('Beurres', 'Beurre doux', [])).toBe('beurres-margarines');
    expect(() => shopCategoryFor('Inconnue', 'x')).toThrow();
  });
});
