import { isRouteErrorResponse } from 'react-router';
import { STAFF_PATHS } from './paths.ts';
import styles from './staff.module.css';

/** An error inside the staff frame: a refusal (403) with the API's message, else a generic page. */
export function StaffError({ error }: { error: unknown }) {
  const refused = isRouteErrorResponse(error) && error.status === 403;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string' ? error.data.message : null;
  return (
    <div>
      <h1 className={styles.title}>
        {refused ? 'Accès refusé' : notFound ? 'Page introuvable' : 'Une erreur est survenue'}
      </h1>
      <p>
        {message ?? (notFound ? 'Cette page n’existe pas.' : 'Merci de réessayer dans quelques instants.')}
      </p>
      <p>
        <a href={STAFF_PATHS.home}>Retour à l’accueil de la gestion</a>
      </p>
    </div>
  );
}
