import { getDepartmentMenu } from '../../features/catalogue/index.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseId } from '../../lib/route-patterns.ts';
import type { Route } from './+types/menu';

/** `GET /ressources/menu/{id}`: one department's menu panel (level 2 and 3), as JSON. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.departmentId);
  const menu = id === null ? null : await getDepartmentMenu(context.get(shopContext).api, id);
  if (!menu) return Response.json({ status_code: 404, message: "Ce rayon n'existe pas." }, { status: 404 });
  return Response.json(menu, { headers: { 'cache-control': 'public, max-age=300' } });
}
