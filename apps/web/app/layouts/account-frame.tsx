import { Outlet } from 'react-router';
import styles from '../features/account-area/account-frame.module.css';
import { accountFrameLoader } from '../features/account-area/account-frame.server.ts';
import { AccountMenu } from '../features/account-area/account-menu.tsx';
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
