import { messages } from '@cabas/contracts';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { LoginForm } from '../auth/login-form.tsx';
import { StoreFinder } from '../stores/store-finder.tsx';
import styles from './error-page.module.css';

export const SHOPPING_LISTS_PATH = '/mon-compte/mes-listes-de-courses';

/** Status and message of a route error (spec §8: status from the error, else 500). */
export function describeError(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : null;
    return { status: error.status, message };
  }
  return { status: 500, message: null };
}

/**
 * The error page by status (doc 1 §2 "Behaviour", doc 2 §8): 401 login prompt, 404 not-found page
 * with a store finder, a maintenance page for the rest (temporary variant for 503 and 504).
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, message } = describeError(error);
  if (status === 401) return <LoginRequired />;
  if (status === 404) return <NotFound />;
  return <Maintenance status={status} message={message} />;
}

/** 401: the login prompt with the inline login form, back to this page after login. */
function LoginRequired() {
  const location = useLocation();
  const back = location.pathname + location.search;
  return (
    <div className={`page ${styles.page}`}>
      <h1>Identification requise</h1>
      <p className={styles.lead}>{messages.pleaseLogin}</p>
      <LoginForm redirectTo={back} idPrefix="connexion-requise" />
    </div>
  );
}

export function NotFound() {
  const location = useLocation();
  const fullPath = location.pathname + location.search + location.hash;
  return (
    <div className={`page ${styles.page}`}>
      <h1>Oups, cette page est introuvable</h1>
      <p className={styles.lead}>
        La page que vous cherchez n'existe pas, a été déplacée ou n'est plus disponible.
      </p>
      <ul className={styles.links}>
        <li>
          <ButtonLink to="/">Retour à l'accueil</ButtonLink>
        </li>
        <li>
          <ButtonLink to={SHOPPING_LISTS_PATH} variant="secondary">
            Mes listes de courses
          </ButtonLink>
        </li>
      </ul>
      <section className={styles.section} aria-labelledby="titre-trouver-magasin">
        <h2 id="titre-trouver-magasin">Trouver un magasin</h2>
        <p>Recherchez le magasin le plus proche pour faire vos courses.</p>
        <StoreFinder id="recherche-magasin-404" />
      </section>
      <p className={styles.technical}>Page Not Found: {fullPath}</p>
    </div>
  );
}

function Maintenance({ status, message }: { status: number; message: string | null }) {
  const location = useLocation();
  const temporary = status === 503 || status === 504;
  return (
    <div className={`page ${styles.page}`}>
      {temporary ? (
        <>
          <h1>Erreur temporaire</h1>
          <p className={styles.lead}>{messages.temporaryError}</p>
          <ul className={styles.links}>
            <li>
              <ButtonLink to={location.pathname + location.search} reloadDocument>
                Recharger la page
              </ButtonLink>
            </li>
          </ul>
        </>
      ) : (
        <>
          <h1>Site en maintenance</h1>
          <p className={styles.lead}>{message ?? messages.generic}</p>
          <p>
            Nos équipes techniques mettent tout en œuvre pour rétablir la situation. Merci de réessayer dans
            quelques instants.
          </p>
          <ul className={styles.links}>
            <li>
              <ButtonLink to="/" reloadDocument>
                Retour à l'accueil
              </ButtonLink>
            </li>
          </ul>
        </>
      )}
      <p className={styles.technical}>Code d'erreur : {status}</p>
    </div>
  );
}
