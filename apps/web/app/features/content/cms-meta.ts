import type { MetaDescriptor } from 'react-router';
import { pageTitle } from '../../lib/meta.ts';
import type { CmsPageData } from './cms.server.ts';

/** Title and description of a CMS page; a preview is kept out of search indexes. */
export function cmsMeta(error: unknown, data: CmsPageData | undefined): MetaDescriptor[] {
  if (!data) return pageTitle(error, 'Infos et services');
  const tags = pageTitle(error, data.page.titre, data.page.description);
  return data.page.apercu ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
}
