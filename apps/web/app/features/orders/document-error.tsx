import { ErrorPage } from '../errors/index.ts';

/** The error boundary of a document download: the shop's error page for its status (429, 404, 401…). */
export function DocumentError({ error }: { error: unknown }) {
  return (
    <main id="contenu">
      <ErrorPage error={error} />
    </main>
  );
}
