import { FORM_PAGES, formMessages } from '@cabas/contracts';
import { Form, Link } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import type { ConfirmationView } from './newsletter-confirmation.server.ts';

/** The newsletter's confirmation page: one click confirms, then the result. */
export function NewsletterConfirmationPage({ view }: { view: ConfirmationView }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1>Confirmation de votre inscription</h1>
      {view.state === 'confirm' && (
        <Form method="post" className={styles.form}>
          <p>Confirmez votre adresse pour recevoir la newsletter de votre magasin.</p>
          <input type="hidden" name="token" value={view.token} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              Confirmer mon inscription
            </Button>
          </div>
        </Form>
      )}
      {view.state === 'done' && (
        <>
          <p role="status" className={styles.success}>
            {formMessages.newsletterConfirmed}
          </p>
          <p>
            Vous recevrez la newsletter de {view.storeName} à l'adresse <strong>{view.email}</strong>. Chaque
            newsletter contient un lien pour vous désinscrire.
          </p>
          <p>
            <Link to="/">Retour à l'accueil</Link>
          </p>
        </>
      )}
      {view.state === 'refused' && (
        <>
          <p role="alert" className={styles.alert}>
            {view.message}
          </p>
          <p>
            <Link to={FORM_PAGES.newsletter.path}>M'inscrire à nouveau</Link>
          </p>
        </>
      )}
    </div>
  );
}
