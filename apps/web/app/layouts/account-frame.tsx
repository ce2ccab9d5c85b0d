import { Outlet } from 'react-router';
import { accountFrameLoader } from '../features/account-area/index.server.ts';
import { AccountMenu, accountFrameStyles as styles } from '../features/account-area/index.ts';
import type { Route } from './+types/account-frame';

/** The account area's frame: the account menu beside the page. Sits under the account-area guard. */
export function loader(args: Route.LoaderArgs) {
  return accountFrameLoader(args);
}

export default function AccountFrame({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`page ${styles.frame}`}>
      <AccountMenu facts={loaderData} />
      <div>
        <Outlet />
      </div>
    </div>
  );
}
