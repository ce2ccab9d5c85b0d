/**
 * The page side of the steps after login (see `post-login.ts`): the first pending step's popin is
 * shown; closing it acknowledges it (`POST /ressources/apres-connexion`) and the next one shows;
 * when none is left the connected event fires and `magasin_id` leaves the address (history entry
 * replaced).
 */
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSubmit } from 'react-router';
import { track } from '../../lib/tracking.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import {
  CONNECTED_ACK,
  type PendingStep,
  POST_LOGIN_PATH,
  type PostLoginPopinProps,
  type PostLoginStepId,
} from './post-login.ts';
import { usePendingSteps, useShopper } from './shopper.ts';

/** The store switch parameter, removed from the address after login. */
const STORE_PARAM = 'magasin_id';

/**
 * The popin of each step. Loaded on
 * demand: most pages are shown to shoppers who have no popin pending.
 */
export const POST_LOGIN_POPINS: Record<PostLoginStepId, ComponentType<PostLoginPopinProps<never>>> = {
  'cart-state': lazy(() => import('./cart-state-step.tsx')),
  'private-service': lazy(() =>
    import('./store-popins.tsx').then((m) => ({ default: m.PrivateServicePopin })),
  ),
  'pro-store': lazy(() => import('./store-popins.tsx').then((m) => ({ default: m.ProStorePopin }))),
  'password-expired': lazy(() =>
    import('./password-popin.tsx').then((m) => ({ default: m.PasswordExpiredPopin })),
  ),
};

export function PostLoginSequence() {
  const pending: PendingStep[] | null = usePendingSteps();
  const shopper = useShopper();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigate = useNavigate();
  const location = useLocation();
  const [closed, setClosed] = useState<string[]>([]);
  const connected = useRef(false);
  const acknowledged = useRef(false);

  const visible = pending?.filter((step) => !closed.includes(step.id)) ?? null;
  const current = visible?.[0] ?? null;

  useEffect(() => {
    if (pending !== null) return;
    // Nothing pending any more (or logged out): ready for the next login.
    connected.current = false;
    acknowledged.current = false;
    setClosed([]);
  }, [pending]);

  // Every popin closed: the connected event, and the store parameter leaves the address.
  useEffect(() => {
    if (!hydrated || visible === null || visible.length || connected.current) return;
    connected.current = true;
    track({ event: 'connected', pro: shopper?.isPro ?? false });
    const params = new URLSearchParams(location.search);
    if (params.has(STORE_PARAM)) {
      params.delete(STORE_PARAM);
      const search = params.toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
      });
    }
  });

  // Once the server has no step left either, it forgets the sequence.
  useEffect(() => {
    if (!hydrated || pending === null || pending.length || acknowledged.current) return;
    acknowledged.current = true;
    submit(
      { etape: CONNECTED_ACK },
      { method: 'post', action: POST_LOGIN_PATH, navigate: false, fetcherKey: 'apres-connexion' },
    );
  }, [hydrated, pending, submit]);

  if (!hydrated || !current) return null;
  const Popin = POST_LOGIN_POPINS[current.id] as ComponentType<PostLoginPopinProps>;
  return (
    <Suspense fallback={null}>
      <Popin
        key={current.id}
        data={current.data}
        onDone={() => {
          setClosed((list) => [...list, current.id]);
          submit(
            { etape: current.id },
            {
              method: 'post',
              action: POST_LOGIN_PATH,
              navigate: false,
              fetcherKey: `apres-connexion-${current.id}`,
            },
          );
        }}
      />
    </Suspense>
  );
}
