import { createContext, type ReactNode, use } from 'react';

/**
 * Server rendering only: the markup of `children`, from a cache when the same `key` was rendered
 * before (`lib/markup-cache.server.ts`). Absent in the browser.
 */
export type RenderCached = (key: string, children: ReactNode) => string;

export const MarkupCacheContext = createContext<RenderCached | null>(null);

/** What the content of a `CachedMarkup` is drawn from: a kind of content and all the data it shows. */
export interface MarkupSource {
  kind: string;
  data: unknown;
}

/**
 * A `div` whose content is a pure function of `source`: no hooks, no router, no ids in it. The
 * server writes that content from its markup cache instead of rendering it again for every page
 * (a product card seen by many shoppers is rendered once); the browser renders `children` as usual
 * and hydrates them against the same markup.
 */
export function CachedMarkup({
  source,
  className,
  children,
}: {
  /** `null`: render as usual (content whose markup depends on the page, e.g. an image React preloads). */
  source: MarkupSource | null;
  className?: string;
  children: ReactNode;
}) {
  const renderCached = use(MarkupCacheContext);
  if (!renderCached || source === null) return <div className={className}>{children}</div>;
  // The key is worked out on the server only: the browser never needs it.
  const key = `${source.kind}:${JSON.stringify(source.data)}`;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of `children`, every text escaped
    <div className={className} dangerouslySetInnerHTML={{ __html: renderCached(key, children) }} />
  );
}
