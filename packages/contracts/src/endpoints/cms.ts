import { cmsContentQuery, cmsContentResponse, cmsMenuResponse } from '../cms.ts';
import { endpoint } from '../endpoint.ts';
import { CMS_ERROR_CODES as codes } from '../error-codes/cms.ts';

const tags = ['contenus'];

/** Information and legal pages, written in Markdown and kept in the database. */
export const cmsEndpoints = {
  content: endpoint({
    method: 'GET',
    path: '/cms-content',
    summary: 'Une page d’informations ou une page légale (version du magasin si elle existe)',
    tags,
    query: cmsContentQuery,
    response: cmsContentResponse,
    errors: [codes.cmsPageNotFound],
  }),
  menu: endpoint({
    method: 'GET',
    path: '/infos-et-services/menu',
    summary: 'Menu des pages Infos et services',
    tags,
    response: cmsMenuResponse,
    errors: [],
  }),
} as const;
