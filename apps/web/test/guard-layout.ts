import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { guardLayoutLoader } from '../app/features/auth/guards.server.ts';

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/**
 * Runs a guard layout as React Router does: its middleware, then (when the middleware lets the
 * request on) its loader and the page below. Gives what the shopper gets: `outcome` is `null` when
 * the page is shown, else the redirect or the route error thrown.
 */
export async function visitGuarded(
  middleware: readonly MiddlewareFunction<Response>[],
  request: Request,
  context: RouterContextProvider,
): Promise<{ outcome: unknown; pageRan: boolean }> {
  let pageRan = false;
  const run = async (index: number): Promise<Response> => {
    const fn = middleware[index];
    if (!fn) {
      guardLayoutLoader({ context });
      pageRan = true;
      return new Response('page');
    }
    const args = { request, context, params: {}, unstable_pattern: new URL(request.url).pathname };
    return (await fn(args as never, () => run(index + 1))) ?? new Response();
  };
  return { outcome: await caught(run(0)), pageRan };
}

/** The status and location of a redirect thrown by a guard. */
export function redirectOf(outcome: unknown): { status: number; location: string | null } {
  if (!(outcome instanceof Response)) throw new Error(`not a redirect: ${JSON.stringify(outcome)}`);
  return { status: outcome.status, location: outcome.headers.get('location') };
}
