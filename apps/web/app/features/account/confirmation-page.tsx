import { Form, Link, useNavigation } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { CARD_HELP_PATH, type SignUpConfirmationData } from './confirmation.ts';

/** The page after sign-up. */
export function SignUpConfirmationPage({ data }: { data: SignUpConfirmationData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div className={`page ${styles.page}`}>
      <h1>Votre compte a bien été créé</h1>
      <p className={styles.lead}>Bienvenue {data.prenom} ! Vous êtes connecté à votre compte Cabas.</p>
      {data.cardError && (
        <p className={styles.notice}>
          Votre compte est créé, mais votre carte de fidélité n'a pas pu être créée pour le moment. Vous
          pourrez la demander à nouveau depuis{' '}
          <Link to="/creation-carte-fidelite">la création de carte de fidélité</Link>.
        </p>
      )}
      {data.cardExists && (
        <p className={styles.notice}>
          Votre compte est créé, mais une carte de fidélité existe déjà avec ces informations : nous ne
          pouvons pas l'ajouter à votre compte.{' '}
          <Link to={CARD_HELP_PATH}>Carte déjà associée à un compte : comment faire ?</Link>
        </p>
      )}
      {data.question && (
        <section className={styles.question} aria-labelledby="question-magasin">
          <h2 id="question-magasin">Dans quel magasin souhaitez-vous faire vos courses ?</h2>
          <p>
            Votre compte est rattaché au magasin <strong>{data.question.account.name}</strong> (
            {data.question.account.ville}), mais vous faites actuellement vos courses sur le magasin{' '}
            <strong>{data.question.current.name}</strong> ({data.question.current.ville}).
          </p>
          <Form method="post" className={styles.actions}>
            <Button type="submit" name="intent" value="changer" variant="primary" disabled={busy}>
              Passer sur {data.question.account.name}
            </Button>
            <Button type="submit" name="intent" value="rester" variant="secondary" disabled={busy}>
              Rester sur {data.question.current.name}
            </Button>
          </Form>
        </section>
      )}
      {data.answer && (
        <p className={styles.success} role="status">
          {data.answer.kind === 'change'
            ? `Votre magasin est maintenant ${data.answer.store.name}.`
            : `Vous continuez vos courses sur le magasin ${data.answer.store.name}.`}
        </p>
      )}
      <div className={`${styles.actions} ${styles.next}`}>
        <ButtonLink to="/" variant="primary">
          Commencer mes courses
        </ButtonLink>
        <ButtonLink to="/mon-compte" variant="secondary">
          Mon compte
        </ButtonLink>
      </div>
    </div>
  );
}
