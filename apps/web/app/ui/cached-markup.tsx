import { createContext, type ReactNode, use } from 'react';

/**
 * Server rendering only: the markup of `children`, from a cache when the same `key` was rendered
 * before (`lib/markup-cache.server.ts`). Absent in the browser.
 */
export type RenderCached = (key: string, children: ReactNode) => string;

export const MarkupCacheContext = createContext<RenderCached | null>(null);

/**
 * A `div` whose content is a pure function of `cacheKey`: no hooks, no router, no ids in it. The
 * server writes that content from its markup cache instead of rendering it again for every page
 * (a product card seen by many shoppers is rendered once); the browser renders `children` as usual
 * and hydrates them against the same markup.
 */
export function CachedMarkup({
  cacheKey,
  className,
  children,
}: {
  /** `null`: render as usual (content whose markup depends on the page, e.g. an image React preloads). */
  cacheKey: string | null;
  className?: string;
  children: ReactNode;
}) {
  const renderCached = use(MarkupCacheContext);
  if (!renderCached || cacheKey === null) return <div className={className}>{children}</div>;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of `children`, every text escaped
    <div className={className} dangerouslySetInnerHTML={{ __html: renderCached(cacheKey, children) }} />
  );
}
