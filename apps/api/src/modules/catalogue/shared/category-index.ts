import type { CategoryLink, CategoryPathItem } from '@cabas/contracts';
import { normalizeForSearch } from '@cabas/domain';

/**
 * The category tree in memory (133 rows, static between seeds): paths, URLs, the leaf categories
 * under a node (products are attached to leaves) and text look-ups for the autosuggest.
 */
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  libelle: string;
  slug: string;
  visuel: string | null;
  level: number;
  position: number;
  content_type: string;
}

export interface CategoryNode extends CategoryRow {
  children: CategoryNode[];
  /** Ids of the leaf categories under this node (itself when it is a leaf). */
  leafIds: number[];
  /** Its path from the department down to itself. */
  path: CategoryNode[];
  url: string;
  /** Normalised name, for matching typed text. */
  searchName: string;
}

/** Categories whose lists show the legal banner about alcohol (and everything under them). */
const ALCOHOL_SLUGS = new Set(['boissons', 'bieres-cidres', 'vins', 'spiritueux']);

export class CategoryIndex {
  readonly #byId = new Map<number, CategoryNode>();
  readonly departments: CategoryNode[] = [];

  constructor(rows: readonly CategoryRow[]) {
    for (const row of rows)
      this.#byId.set(row.id, {
        ...row,
        children: [],
        leafIds: [],
        path: [],
        url: '',
        searchName: normalizeForSearch(row.libelle),
      });
    for (const node of this.#byId.values()) {
      const parent = node.parent_id === null ? undefined : this.#byId.get(node.parent_id);
      if (parent) parent.children.push(node);
      else this.departments.push(node);
    }
    const order = (a: CategoryNode, b: CategoryNode) => a.position - b.position || a.id - b.id;
    this.departments.sort(order);
    const walk = (node: CategoryNode, path: CategoryNode[]) => {
      node.children.sort(order);
      node.path = [...path, node];
      node.url = `/${node.path.map((n, i) => (i === node.path.length - 1 ? `${n.slug}-c-${n.id}` : n.slug)).join('/')}`;
      for (const child of node.children) walk(child, node.path);
      node.leafIds = node.children.length ? node.children.flatMap((c) => c.leafIds) : [node.id];
    };
    for (const department of this.departments) walk(department, []);
  }

  get(id: number): CategoryNode | undefined {
    return this.#byId.get(id);
  }

  bySlug(slug: string): CategoryNode | undefined {
    for (const node of this.#byId.values()) if (node.slug === slug) return node;
    return undefined;
  }

  crumbs(id: number): CategoryPathItem[] {
    return (this.get(id)?.path ?? []).map((n) => ({
      id: n.id,
      libelle: n.libelle,
      slug: n.slug,
      url: n.url,
    }));
  }

  link(node: CategoryNode): CategoryLink {
    return { id: node.id, libelle: node.libelle, slug: node.slug, url: node.url, visuel: node.visuel };
  }

  department(id: number): CategoryNode | undefined {
    return this.get(id)?.path[0];
  }

  /** The node right under `scope` (a department when scope is null) on the way to `categoryId`. */
  childUnder(scope: CategoryNode | null, categoryId: number): CategoryNode | undefined {
    const path = this.get(categoryId)?.path ?? [];
    if (!scope) return path[0];
    const at = path.findIndex((n) => n.id === scope.id);
    return at < 0 ? undefined : path[at + 1];
  }

  isAlcohol(id: number): boolean {
    return (this.get(id)?.path ?? []).some((n) => ALCOHOL_SLUGS.has(n.slug));
  }

  /** Categories whose name contains every typed word (as a word start), the broadest first. */
  matching(text: string, limit: number): CategoryNode[] {
    const words = normalizeForSearch(text).split(' ').filter(Boolean);
    if (!words.length) return [];
    const found: CategoryNode[] = [];
    for (const node of this.#byId.values()) {
      const nameWords = node.searchName.split(' ');
      if (words.every((w) => nameWords.some((n) => n.startsWith(w)))) found.push(node);
    }
    return found.sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id).slice(0, limit);
  }
}
