/** The pro services space's addresses. */
export const PRO_SPACE_PATH = '/mon-compte/espace-pro';

/** The PDF download of one invoice (a web resource route streaming the API's PDF). */
export const invoicePdfHref = (numero: string) =>
  `${PRO_SPACE_PATH}/factures/${encodeURIComponent(numero)}/pdf`;
