/**
 * Protected actions: an action that needs a logged-in shopper,
 * taken by a visitor, asks to log in first and then continues.
 *
 * - desktop: a login popin opens ('Identification requise', React Aria dialog), remembering the
 *   pending action; after login the browser goes on to it;
 * - mobile (narrow screen): the shopper is sent to `/connexion?redirectTo=<action>` and comes back
 *   to it after login;
 * - without JavaScript: a plain link to that same /connexion address.
 *
 * The pending action is an address on this site (`safeRedirect`: same-origin relative paths only),
 * so it survives the login POST and its redirect; an action that is not a page (adding to a list,
 * ordering) points at the page that carries it out. `ProtectedLink` wraps a link;
 * `useProtectedAction()` wraps anything else (a button, a form's submit handler).
 */
import {
  createContext,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, type LinkProps, useLocation, useNavigate } from 'react-router';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { loginHref } from './login-links.ts';
import { useShopper } from './shopper.ts';

const loadPopin = () => import('./login-popin.tsx');
const LoginPopin = lazy(loadPopin);

/** The popin is for desktop screens: the breakpoint of the header's desktop layout. */
export const DESKTOP_QUERY = '(min-width: 64rem)';

interface LoginPrompt {
  /** Opens the login popin; after login the browser goes to `pending`. */
  open(pending: string): void;
  preload(): void;
}

const LoginPromptContext = createContext<LoginPrompt | null>(null);

export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ open: false, pending: '/', session: 0, mounted: false });
  const location = useLocation();
  const open = useCallback((pending: string) => {
    setState((s) => ({ open: true, pending: safeRedirect(pending), session: s.session + 1, mounted: true }));
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const preload = useCallback(() => {
    void loadPopin();
  }, []);
  // A navigation (the login's redirect to the pending action) closes the popin.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address
  useEffect(() => close(), [location.key, close]);
  const api = useMemo(() => ({ open, preload }), [open, preload]);
  return (
    <LoginPromptContext.Provider value={api}>
      {children}
      {state.mounted && (
        <Suspense fallback={null}>
          <LoginPopin key={state.session} isOpen={state.open} onClose={close} pending={state.pending} />
        </Suspense>
      )}
    </LoginPromptContext.Provider>
  );
}

function isDesktop(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(DESKTOP_QUERY).matches;
}

/**
 * `protect(target, event?)`: for a logged-in shopper, `true` (let the action run); for a visitor, the
 * login popin on desktop or the /connexion page on mobile, and `false` (the caller stops there; the
 * event's default is prevented).
 */
export function useProtectedAction(): {
  loggedIn: boolean;
  protect(target: string, event?: { preventDefault(): void }): boolean;
  preload(): void;
} {
  const loggedIn = Boolean(useShopper());
  const prompt = useContext(LoginPromptContext);
  const navigate = useNavigate();
  const protect = useCallback(
    (target: string, event?: { preventDefault(): void }) => {
      if (loggedIn) return true;
      event?.preventDefault();
      if (prompt && isDesktop()) prompt.open(target);
      else navigate(loginHref(safeRedirect(target)));
      return false;
    },
    [loggedIn, prompt, navigate],
  );
  return { loggedIn, protect, preload: prompt?.preload ?? noop };
}

function noop() {}

/**
 * A link to a page that needs a logged-in shopper. Visitors' links point at /connexion (coming back
 * here after login), which is what a click does without JavaScript or on a small screen; on desktop
 * the click opens the login popin instead.
 */
export function ProtectedLink({ to, onClick, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const { loggedIn, protect, preload } = useProtectedAction();
  const target = safeRedirect(to);
  return (
    <Link
      {...props}
      to={loggedIn ? target : loginHref(target)}
      rel={loggedIn ? props.rel : 'nofollow'}
      onPointerEnter={loggedIn ? undefined : preload}
      onFocus={loggedIn ? undefined : preload}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || loggedIn) return;
        // A click with a modifier opens a tab: let the browser follow the /connexion link.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (isDesktop()) protect(target, event);
      }}
    />
  );
}
