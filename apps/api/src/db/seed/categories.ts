import { categoryImageUrl } from '@cabas/contracts';
import type { Insertable } from 'kysely';
import type { CategoriesTable } from '../schema.ts';
import { CATEGORY_TREE, type CategoryNode } from './category-tree.ts';

/** Rows of the categories table: every node of the tree, children inheriting their department's colour. */
export function buildCategoryRows(): Insertable<CategoriesTable>[] {
  const rows: Insertable<CategoriesTable>[] = [];
  const walk = (
    node: CategoryNode,
    parentId: number | null,
    level: number,
    position: number,
    color: string,
  ) => {
    rows.push({
      id: node.id,
      parent_id: parentId,
      libelle: node.libelle,
      slug: node.slug,
      visuel: categoryImageUrl(node.id),
      color,
      position,
      level,
      content_type: 'dp',
      is_header_selections: node.header ? 1 : 0,
      is_a_ne_pas_manquer: node.featured ? 1 : 0,
    });
    node.children?.forEach((child, index) => {
      walk(child, node.id, level + 1, index + 1, color);
    });
  };
  CATEGORY_TREE.forEach((department, index) => {
    walk(department, null, 1, index + 1, department.color);
  });
  return rows;
}
