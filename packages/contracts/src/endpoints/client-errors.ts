import { clientErrorReportBody } from '../client-errors.ts';
import { CLIENT_ERROR_REPORT_PATH } from '../client-errors-rules.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['supervision'] as const;

/** The storefront's error reports (document 1 §8), sent by the browser itself (no session needed). */
export const clientErrorsEndpoints = {
  report: endpoint({
    method: 'POST',
    path: CLIENT_ERROR_REPORT_PATH,
    summary:
      'Signale une erreur survenue dans le navigateur (journalisée et comptée, sans donnée personnelle)',
    tags,
    body: clientErrorReportBody,
    response: null,
    status: 204,
    errors: [],
  }),
} as const;
