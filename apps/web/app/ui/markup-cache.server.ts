import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderCached } from './cached-markup.tsx';

/** Entries kept (least recently used dropped first): a card's markup is about 1.5 KB. */
export const MARKUP_CACHE_ENTRIES = 5_000;

/**
 * The server's markup cache of `CachedMarkup`: each key's content is rendered once with React
 * (`renderToString`, the same markup the page renderer writes, text separators included) and served
 * from memory afterwards. Keys carry every value the content shows, so an entry never goes stale: a
 * new price is a new key, and the old entry ages out.
 */
export function createMarkupCache(maxEntries = MARKUP_CACHE_ENTRIES): RenderCached & { size(): number } {
  const entries = new Map<string, string>();
  const renderCached = (key: string, children: ReactNode): string => {
    const known = entries.get(key);
    if (known !== undefined) {
      entries.delete(key);
      entries.set(key, known);
      return known;
    }
    const html = renderToString(children);
    entries.set(key, html);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return html;
  };
  return Object.assign(renderCached, { size: () => entries.size });
}

export const markupCache = createMarkupCache();
