/** Error codes of the information and legal pages (CMS). */
export const CMS_ERROR_CODES = {
  /** No published page at this address, or a preview key that does not open it (404). */
  cmsPageNotFound: 'page_introuvable',
} as const;
