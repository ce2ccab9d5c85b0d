import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';

export const BRAND = 'Cabas';
/** Titles carry a fixed brand suffix. */
export const TITLE_SUFFIX = ` | ${BRAND}`;
export const DEFAULT_DESCRIPTION =
  'Cabas, vos courses en ligne : drive, retrait en magasin et livraison à domicile, aux prix de votre magasin.';

export function withSuffix(title: string): string {
  return title.endsWith(TITLE_SUFFIX) ? title : `${title}${TITLE_SUFFIX}`;
}

/** The status an error page stands for (route error response, else 500). */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}

export function errorTitle(status: number): string {
  if (status === 401) return 'Identification requise';
  if (status === 404) return 'Page introuvable';
  if (status === 429) return 'Trop de tentatives';
  if (status === 503 || status === 504) return 'Erreur temporaire';
  return 'Service indisponible';
}

/** Meta tags of a page: its title with the brand suffix, or the error page's title. */
export function pageTitle(error: unknown, title: string, description?: string): MetaDescriptor[] {
  // Error pages answer with their 4xx/5xx status, which already keeps them out of search indexes.
  if (error)
    return [
      { title: withSuffix(errorTitle(errorStatus(error))) },
      { name: 'description', content: DEFAULT_DESCRIPTION },
    ];
  return [{ title: withSuffix(title) }, { name: 'description', content: description ?? DEFAULT_DESCRIPTION }];
}
