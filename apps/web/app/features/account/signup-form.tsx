import { Form, Link, useNavigation } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { Field } from '../../ui/field.tsx';
import { initialChecked, initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import type { StoreSummary } from '../stores/index.ts';
import { CIVILITE_OPTIONS, FIELD_MAX } from './account-fields.ts';
import { EmailField } from './email-field.tsx';
import { NewPasswordField } from './password-field.tsx';
import type { SignUpActionData, SignUpValues } from './signup.ts';
import { AccountStoreChoice } from './store-choice.tsx';

/**
 * The sign-up form: civilité, names, e-mail, password with its live marks, the
 * account's store, opt-ins. Posted to the route's action, it works without JavaScript; the server
 * checks it with the API's schema and shows each error on its field. The ALTCHA proof of work comes
 * last.
 */
export function SignUpForm({
  action,
  result,
  current,
}: {
  action: string;
  result?: SignUpActionData | null;
  current: StoreSummary | null;
}) {
  const navigation = useNavigation();
  const { form, fields, formProps, formError } = useCheckedForm<SignUpValues>(
    'creation-compte',
    result?.result,
  );
  const sending = navigation.state === 'submitting' && navigation.formAction === action;
  const civiliteError = fields.civilite.errors?.[0];
  return (
    <Form method="post" action={action} className={styles.form} {...formProps}>
      {formError && (
        <p id={form.errorId} className={styles.alert} role="alert">
          {formError}
        </p>
      )}
      <p className={styles.small}>Tous les champs sont obligatoires sauf mention contraire.</p>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Vos informations</legend>
        <fieldset
          className={styles.choices}
          aria-describedby={civiliteError ? 'creation-compte-civilite-erreur' : undefined}
        >
          <legend className={styles.choicesLegend}>Civilité</legend>
          {CIVILITE_OPTIONS.map((civilite) => (
            <label key={civilite.value} className={styles.choice}>
              <input
                type="radio"
                name="civilite"
                value={civilite.value}
                defaultChecked={fields.civilite.initialValue === civilite.value}
                aria-invalid={civiliteError ? true : undefined}
                required
              />
              {civilite.label}
            </label>
          ))}
        </fieldset>
        {civiliteError && (
          <p id="creation-compte-civilite-erreur" className={styles.fieldError}>
            {civiliteError}
          </p>
        )}
        <div className={styles.row}>
          <Field
            id="creation-compte-nom"
            label="Nom"
            name="nom"
            autoComplete="family-name"
            required
            maxLength={FIELD_MAX.name}
            field={fields.nom}
          />
          <Field
            id="creation-compte-prenom"
            label="Prénom"
            name="prenom"
            autoComplete="given-name"
            required
            maxLength={FIELD_MAX.name}
            field={fields.prenom}
          />
        </div>
        <EmailField
          id="creation-compte-email"
          defaultValue={initialText(fields.email)}
          error={fields.email.errors?.[0]}
        />
        <NewPasswordField
          id="creation-compte-mot-de-passe"
          name="password"
          label="Mot de passe"
          error={fields.password.errors?.[0]}
        />
        <Field
          id="creation-compte-tel"
          label="Téléphone mobile (facultatif)"
          description="Nécessaire pour recevoir le suivi de vos commandes drive par SMS."
          name="tel"
          type="tel"
          autoComplete="tel"
          maxLength={FIELD_MAX.phone}
          field={fields.tel}
        />
      </fieldset>

      <AccountStoreChoice current={current} error={fields.id_magasin.errors?.[0]} returnTo={action} />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Vos préférences (facultatif)</legend>
        <label className={styles.check}>
          <input type="checkbox" name="optIn" defaultChecked={initialChecked(fields.optIn)} />
          <span>
            Je souhaite recevoir par email les offres, nouveautés et bons plans de mon magasin Cabas.
          </span>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="optin_sms_suivi_commande_drive"
            defaultChecked={initialChecked(fields.optin_sms_suivi_commande_drive)}
          />
          <span>Je souhaite recevoir par SMS le suivi de mes commandes drive.</span>
        </label>
        <p className={styles.small}>
          Vous pourrez changer d'avis à tout moment depuis votre profil ou avec le lien de désinscription de
          chaque message.
        </p>
      </fieldset>

      <p className={styles.small}>
        Vos données servent à gérer votre compte et vos commandes. Pour en savoir plus et exercer vos droits,
        consultez notre{' '}
        <Link to="/legal/donnees-personnelles">politique de protection des données personnelles</Link>.
      </p>
      <CaptchaField
        id="creation-compte-captcha"
        error={fields.altcha.errors?.[0]}
        resetKey={result?.captchaUsed ? result : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" aria-disabled={sending || undefined}>
          {sending ? 'Création de votre compte…' : 'Créer mon compte'}
        </Button>
        <span>
          Déjà client ? <Link to="/connexion">Me connecter</Link>
        </span>
      </div>
    </Form>
  );
}
