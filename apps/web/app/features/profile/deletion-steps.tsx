import { profileMessages } from '@cabas/contracts';
import { Form, Link } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import { FIELD_MAX } from '../account/index.ts';
import own from './profile.module.css';
import {
  DATA_EXPORT_PATH,
  type DeletionValues,
  type DeletionWarningValues,
  PROFILE_PATH,
  type ProfileActionData,
  type ProfileLoaderData,
} from './profile.ts';

const STEP_1 = `${PROFILE_PATH}?suppression=1#suppression`;

/**
 * The account deletion's steps, in the page (each one a plain link or form): the warning with its
 * checkbox, then the reason and the password; the error step when an order or a delivery
 * subscription is in progress. The confirmation is its own page, once logged out.
 */
export function DeletionSteps({
  data,
  result,
}: {
  data: Pick<ProfileLoaderData, 'deletion' | 'deletionStep' | 'motifs'>;
  result: ProfileActionData | null;
}) {
  const blocked = !data.deletion.possible || result?.blocked === true;
  if (data.deletionStep === 0 && !result?.blocked)
    return (
      <>
        <p>La suppression de votre compte est définitive.</p>
        <p>
          <Link to={STEP_1}>Supprimer mon compte</Link>
        </p>
      </>
    );
  if (blocked) return <BlockedStep data={data} />;
  if (data.deletionStep === 2 || result?.intent === 'suppression')
    return <ReasonStep motifs={data.motifs} result={result?.intent === 'suppression' ? result : null} />;
  return <WarningStep result={result?.intent === 'suppression-avertissement' ? result : null} />;
}

function BlockedStep({ data }: { data: Pick<ProfileLoaderData, 'deletion'> }) {
  return (
    <div className={own.danger} role="alert">
      <p>
        <strong>{profileMessages.deletionBlocked}</strong>
      </p>
      {data.deletion.raisons.length > 0 ? (
        <ul className={own.list}>
          {data.deletion.raisons.map((raison) => (
            <li key={raison.code}>{raison.message}</li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to="/mon-compte/mes-commandes">Voir mes commandes</Link>
      </p>
    </div>
  );
}

function WarningStep({ result }: { result: ProfileActionData | null }) {
  const { form, fields, formProps, formError } = useCheckedForm<DeletionWarningValues>(
    'suppression-avertissement',
    result?.result,
  );
  const error = fields.accepte.errors?.[0];
  return (
    <Form method="post" className={styles.form} {...formProps}>
      <input type="hidden" name="intent" value="suppression-avertissement" />
      <p className={styles.small}>Étape 1 sur 2</p>
      {formError ? (
        <p id={form.errorId} className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <p>En supprimant votre compte :</p>
      <ul className={own.list}>
        <li>
          vos informations personnelles, adresses, listes de courses, panier et cartes enregistrées sont
          effacés ;
        </li>
        <li>vos cartes de fidélité sont détachées du compte et leur cagnotte n'y est plus accessible ;</li>
        <li>
          vos commandes passées sont conservées sans vos coordonnées, pour les obligations comptables de nos
          magasins ;
        </li>
        <li>vous êtes déconnecté de tous vos appareils, et ne pourrez plus vous connecter avec ce compte.</li>
      </ul>
      <p>
        Avant de partir, vous pouvez{' '}
        <a href={DATA_EXPORT_PATH} download="mes-donnees-cabas.json">
          télécharger vos données
        </a>
        .
      </p>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="accepte"
          value="on"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'suppression-accepte-erreur' : undefined}
        />
        <span>J'ai pris connaissance de ces informations et je souhaite supprimer mon compte.</span>
      </label>
      {error ? (
        <p id="suppression-accepte-erreur" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Continuer
        </Button>
        <ButtonLink to={PROFILE_PATH} variant="secondary">
          Annuler
        </ButtonLink>
      </div>
    </Form>
  );
}

function ReasonStep({
  motifs,
  result,
}: {
  motifs: ProfileLoaderData['motifs'];
  result: ProfileActionData | null;
}) {
  const { form, fields, formProps, formError } = useCheckedForm<DeletionValues>(
    'suppression-compte',
    result?.result,
  );
  const motifError = fields.motif_id.errors?.[0];
  return (
    <Form method="post" className={styles.form} {...formProps}>
      <input type="hidden" name="intent" value="suppression" />
      <p className={styles.small}>Étape 2 sur 2</p>
      {formError ? (
        <p id={form.errorId} className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.passwordBlock}>
        <label htmlFor="suppression-motif" className={own.label}>
          Motif de votre départ
        </label>
        <select
          id="suppression-motif"
          name="motif_id"
          className={own.select}
          required
          defaultValue={initialText(fields.motif_id) ?? ''}
          aria-invalid={motifError ? true : undefined}
          aria-describedby={motifError ? 'suppression-motif-erreur' : undefined}
        >
          <option value="">Choisir un motif</option>
          {motifs.map((motif) => (
            <option key={motif.id} value={motif.id}>
              {motif.valeur}
            </option>
          ))}
        </select>
        {motifError ? (
          <p id="suppression-motif-erreur" className={styles.fieldError}>
            {motifError}
          </p>
        ) : null}
      </div>
      <Field
        id="suppression-mot-de-passe"
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={FIELD_MAX.password}
        field={fields.password}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Supprimer définitivement mon compte
        </Button>
        <ButtonLink to={PROFILE_PATH} variant="secondary">
          Annuler
        </ButtonLink>
      </div>
    </Form>
  );
}
