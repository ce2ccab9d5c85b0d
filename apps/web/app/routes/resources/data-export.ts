import { dataExportLoader } from '../../features/profile/index.server.ts';
import type { Route } from './+types/data-export';

/** `GET /ressources/mes-donnees`: the logged-in shopper's data download (`mes-donnees-cabas.json`). */
export function loader(args: Route.LoaderArgs) {
  return dataExportLoader(args);
}
