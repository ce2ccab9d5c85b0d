import { Form, Link } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import type { UnsubscribeView } from './unsubscribe.server.ts';

/** The newsletter unsubscribe page: confirm with one click, then the result. */
export function UnsubscribePage({ view }: { view: UnsubscribeView }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1>Désinscription de la newsletter</h1>
      {view.state === 'confirm' && (
        <Form method="post" className={styles.section}>
          <p>Vous ne souhaitez plus recevoir la newsletter de ce magasin ?</p>
          <input type="hidden" name="token" value={view.token} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              Me désinscrire
            </Button>
          </div>
        </Form>
      )}
      {view.state === 'done' && (
        <div className={styles.section}>
          <p role="status">
            Vous êtes désinscrit de la newsletter{view.storeName ? ` de ${view.storeName}` : ''}. Vous ne la
            recevrez plus.
          </p>
          <p>
            <Link to="/mon-compte/mes-newsletters" className={styles.link}>
              Gérer toutes mes newsletters
            </Link>
          </p>
        </div>
      )}
      {view.state === 'refused' && (
        <div className={styles.section}>
          <p role="alert" className={styles.alert}>
            {view.message}
          </p>
          <p>
            <Link to="/mon-compte/mes-newsletters" className={styles.link}>
              Gérer mes newsletters depuis mon compte
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
