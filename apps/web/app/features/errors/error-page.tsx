import { messages } from '@cabas/contracts';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { ButtonLink, buttonClass } from '../../ui/button.tsx';
import { InlineLoginForm } from '../auth/index.ts';
import { ShopSelectorTrigger, StoreFinder } from '../stores/index.ts';
import styles from './error-page.module.css';

export const SHOPPING_LISTS_PATH = '/mon-compte/mes-listes-de-courses';

/** Status and message of a route error (the error's status, else 500). */
export function describeError(error: unknown): {
  status: number;
  message: string | null;
  reason: string | null;
} {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const field = (name: string) => {
      const value =
        typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : null;
      return typeof value === 'string' ? value : null;
    };
    return { status: error.status, message: field('message'), reason: field('reason') };
  }
  return { status: 500, message: null, reason: null };
}

/**
 * The error page by status: 401 login prompt, 404 not-found
 * page with a store finder, 429 the message of a limit reached, a maintenance page for the rest
 * (temporary variant for 503 and 504).
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, message, reason } = describeError(error);
  if (status === 401) return <LoginRequired message={message} />;
  if (status === 403 && reason && message) return <ProStoreRefused message={message} />;
  if (status === 404) return <NotFound />;
  if (status === 429) return <TooManyAttempts />;
  return <Maintenance status={status} message={message} />;
}

/** 401: the login prompt with the inline login form, back to this page after login. */
function LoginRequired({ message }: { message: string | null }) {
  const location = useLocation();
  const back = location.pathname + location.search;
  return (
    <div className={`page ${styles.page}`}>
      <h1>Identification requise</h1>
      {/* The guard's message, then the error page's prompt. */}
      {message && message !== messages.pleaseLogin ? <p>{message}</p> : null}
      <p className={styles.lead}>{messages.pleaseLogin}</p>
      <InlineLoginForm redirectTo={back} idPrefix="connexion-requise" />
    </div>
  );
}

/** 403 of the pro store rules: the reason, and a way to choose another store. */
function ProStoreRefused({ message }: { message: string }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1>Commande impossible dans ce magasin</h1>
      <p className={styles.lead}>{message}</p>
      <p>Choisissez un magasin où votre compte pro vous permet de commander.</p>
      <ul className={styles.links}>
        <li>
          <ShopSelectorTrigger className={buttonClass({ variant: 'primary' })}>
            Changer de magasin
          </ShopSelectorTrigger>
        </li>
      </ul>
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

/** Loads the same address again, as a new document. */
function ReloadLink() {
  const location = useLocation();
  return (
    <ul className={styles.links}>
      <li>
        <ButtonLink to={location.pathname + location.search} reloadDocument>
          Recharger la page
        </ButtonLink>
      </li>
    </ul>
  );
}

/** 429: the shopper went past a limit; the session and the rest of the shop are untouched. */
function TooManyAttempts() {
  return (
    <div className={`page ${styles.page}`}>
      <h1>Trop de tentatives</h1>
      <p className={styles.lead}>{messages.tooManyAttempts}</p>
      <ReloadLink />
      <p className={styles.technical}>Code d'erreur : 429</p>
    </div>
  );
}

function Maintenance({ status, message }: { status: number; message: string | null }) {
  const temporary = status === 503 || status === 504;
  return (
    <div className={`page ${styles.page}`}>
      {temporary ? (
        <>
          <h1>Erreur temporaire</h1>
          <p className={styles.lead}>{messages.temporaryError}</p>
          <ReloadLink />
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
