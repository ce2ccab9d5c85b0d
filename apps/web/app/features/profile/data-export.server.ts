import { DATA_EXPORT_FILE_NAME, endpoints } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { authedApi } from '../../lib/authed-api.server.ts';

/** `GET /ressources/mes-donnees`: the shopper's data (GDPR art. 20) as a JSON file to save. */
export async function dataExportLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const api = await authedApi(request, context);
  const body = await api.call(endpoints.profile.dataExport);
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${DATA_EXPORT_FILE_NAME}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
