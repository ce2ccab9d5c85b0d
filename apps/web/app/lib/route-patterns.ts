/**
 * Parsers and builders for the pattern routes of the specification that React Router's path syntax
 * cannot express on its own (a dynamic segment with a fixed infix, a splat before a fixed part):
 *
 * - category list   `/{slug...}/{lastSlug}-c-{id}/{filtersQuery...}`
 * - search results  `/recherche/{filtersQuery...}`
 * - product sheet   `/article/{id}/{slug?}` and `/article-ean/{ean}`
 * - store page      `/magasins/{slug}-m-{id}`, `/blog`, `/blog/{articleSlug}-a-{articleId}`
 *
 * Every parser returns `null` for a shape it does not recognise; the caller then answers with the
 * not-found page. Parsers never throw, whatever the input (malformed escapes included).
 */

/** A URL slug: lower-case ASCII letters and digits separated by single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A database id: a positive integer without leading zero that fits a signed 32-bit column. */
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;
const MAX_SEGMENTS = 24;
const MAX_SEGMENT_LENGTH = 200;

export function isSlug(value: string): boolean {
  return value.length <= MAX_SEGMENT_LENGTH && SLUG.test(value);
}

export function parseId(value: string | null | undefined): number | null {
  if (!value || !ID.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/**
 * Splits a pathname into decoded segments. `null` for empty segments (`//`), dot segments,
 * malformed escapes, encoded slashes or an unreasonable number or length of segments.
 * A single trailing slash is tolerated.
 */
export function pathSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  let path = pathname.slice(1);
  if (path.endsWith('/')) path = path.slice(0, -1);
  if (path === '') return [];
  const raw = path.split('/');
  if (raw.length > MAX_SEGMENTS) return null;
  const segments: string[] = [];
  for (const part of raw) {
    if (part === '' || part.length > MAX_SEGMENT_LENGTH * 3) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.length > MAX_SEGMENT_LENGTH) {
      return null;
    }
    segments.push(decoded);
  }
  return segments;
}

/** Splits `{slug}-{marker}-{id}` (the last occurrence of the marker wins). */
function splitSlugId(segment: string, marker: 'c' | 'm' | 'a'): { slug: string; id: number } | null {
  const match = new RegExp(`^(.+)-${marker}-(\\d+)$`).exec(segment);
  if (!match?.[1] || !match[2]) return null;
  const id = parseId(match[2]);
  if (id === null || !isSlug(match[1])) return null;
  return { slug: match[1], id };
}

/** A filter segment of a list URL (its grammar belongs to the catalogue; here only sanity). */
function isFilterSegment(segment: string): boolean {
  // Printable characters only; no control characters, no backslash.
  return /^[^\p{Cc}\\]+$/u.test(segment);
}

export interface CategoryRoute {
  /** The parent categories' slugs, outermost first (may be empty for a department). */
  parentSlugs: string[];
  slug: string;
  id: number;
  /** The `{filtersQuery...}` segments after the category, in order. */
  filters: string[];
}

/** `/{slug...}/{lastSlug}-c-{id}/{filtersQuery...}` */
export function parseCategoryPath(pathname: string): CategoryRoute | null {
  const segments = pathSegments(pathname);
  if (!segments || segments.length === 0) return null;
  const at = segments.findIndex((segment) => /-c-\d+$/.test(segment));
  if (at < 0) return null;
  const target = splitSlugId(segments[at] ?? '', 'c');
  if (!target) return null;
  const parentSlugs = segments.slice(0, at);
  if (!parentSlugs.every(isSlug)) return null;
  const filters = segments.slice(at + 1);
  if (!filters.every(isFilterSegment)) return null;
  return { parentSlugs, slug: target.slug, id: target.id, filters };
}

export function categoryPath(route: { parentSlugs?: readonly string[]; slug: string; id: number }): string {
  const parents = route.parentSlugs ?? [];
  return `/${[...parents, `${route.slug}-c-${route.id}`].map(encodeURIComponent).join('/')}`;
}

export interface SearchRoute {
  filters: string[];
}

/** `/recherche/{filtersQuery...}` */
export function parseSearchPath(pathname: string): SearchRoute | null {
  const segments = pathSegments(pathname);
  if (segments?.[0] !== 'recherche') return null;
  const filters = segments.slice(1);
  return filters.every(isFilterSegment) ? { filters } : null;
}

export interface ArticleRoute {
  id: number;
  slug: string | null;
}

/** `/article/{id}/{slug?}` (`/article/mixin` is a route of its own and is not a product sheet). */
export function parseArticlePath(pathname: string): ArticleRoute | null {
  const segments = pathSegments(pathname);
  if (segments?.[0] !== 'article' || segments.length < 2 || segments.length > 3) return null;
  const id = parseId(segments[1]);
  if (id === null) return null;
  const slug = segments[2] ?? null;
  if (slug !== null && !isSlug(slug)) return null;
  return { id, slug };
}

export function articlePath(id: number, slug?: string | null): string {
  return slug ? `/article/${id}/${encodeURIComponent(slug)}` : `/article/${id}`;
}

/** EAN-8, UPC-A (12), EAN-13 or GTIN-14. */
export function parseEan(value: string | null | undefined): string | null {
  return value && /^(?:\d{8}|\d{12,14})$/.test(value) ? value : null;
}

/** `/article-ean/{ean}` */
export function parseArticleEanPath(pathname: string): string | null {
  const segments = pathSegments(pathname);
  if (segments?.length !== 2 || segments[0] !== 'article-ean') return null;
  return parseEan(segments[1]);
}

export interface StoreRoute {
  slug: string;
  id: number;
  /** `null` for the store page, `index` for its blog, or one blog article. */
  blog: null | 'index' | { slug: string; id: number };
}

/** The `{slug}-m-{id}` segment alone (as given by a `:store` route parameter). */
export function parseStoreSegment(segment: string | null | undefined): { slug: string; id: number } | null {
  return segment ? splitSlugId(segment, 'm') : null;
}

/** `/magasins/{slug}-m-{id}`, `/magasins/{slug}-m-{id}/blog`, `/magasins/{slug}-m-{id}/blog/{slug}-a-{id}` */
export function parseStorePath(pathname: string): StoreRoute | null {
  const segments = pathSegments(pathname);
  if (segments?.[0] !== 'magasins' || segments.length < 2 || segments.length > 4) return null;
  const store = parseStoreSegment(segments[1]);
  if (!store) return null;
  if (segments.length === 2) return { ...store, blog: null };
  if (segments[2] !== 'blog') return null;
  if (segments.length === 3) return { ...store, blog: 'index' };
  const article = splitSlugId(segments[3] ?? '', 'a');
  return article ? { ...store, blog: article } : null;
}

export function storePath(store: { aliasWeb: string; id: number }): string {
  const slug = isSlug(store.aliasWeb) ? store.aliasWeb : slugify(store.aliasWeb) || 'magasin';
  return `/magasins/${slug}-m-${store.id}`;
}

/** A slug from French text: accents removed, lower case, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
