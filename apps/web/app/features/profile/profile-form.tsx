import { COUNTRIES } from '@cabas/contracts';
import { useRef } from 'react';
import { Form } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { useFocusFirstError } from '../../ui/use-focus-error.ts';
import { CIVILITE_OPTIONS, FIELD_MAX } from '../account/account-fields.ts';
import own from './profile.module.css';
import type { ProfileActionData, ProfileValues } from './profile.ts';

/** The profile form: civilité, names, phone, postal address (optional) and the opt-ins. */
export function ProfileForm({ values, result }: { values: ProfileValues; result: ProfileActionData | null }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, result);
  const errors = result?.fieldErrors ?? {};
  const typed = result?.values ?? {};
  const value = (name: keyof ProfileValues) => {
    const current = values[name];
    return typed[name] ?? (typeof current === 'string' ? current : '');
  };
  return (
    <Form ref={form} method="post" className={styles.form} noValidate>
      <input type="hidden" name="intent" value="profil" />
      {result?.error ? (
        <p className={styles.alert} role="alert">
          {result.error}
        </p>
      ) : null}
      <fieldset
        className={styles.choices}
        aria-describedby={errors.civilite ? 'profil-civilite-erreur' : undefined}
      >
        <legend className={styles.choicesLegend}>Civilité</legend>
        {CIVILITE_OPTIONS.map((civilite) => (
          <label key={civilite.value} className={styles.choice}>
            <input
              type="radio"
              name="civilite"
              value={civilite.value}
              defaultChecked={value('civilite') === civilite.value}
              aria-invalid={errors.civilite ? true : undefined}
              required
            />
            {civilite.label}
          </label>
        ))}
      </fieldset>
      {errors.civilite ? (
        <p id="profil-civilite-erreur" className={styles.fieldError}>
          {errors.civilite}
        </p>
      ) : null}
      <div className={styles.row}>
        <Field
          id="profil-nom"
          label="Nom"
          name="nom"
          autoComplete="family-name"
          required
          maxLength={FIELD_MAX.name}
          defaultValue={value('nom')}
          error={errors.nom}
        />
        <Field
          id="profil-prenom"
          label="Prénom"
          name="prenom"
          autoComplete="given-name"
          required
          maxLength={FIELD_MAX.name}
          defaultValue={value('prenom')}
          error={errors.prenom}
        />
      </div>
      <Field
        id="profil-tel"
        label="Téléphone"
        name="tel"
        type="tel"
        autoComplete="tel"
        required
        maxLength={FIELD_MAX.phone}
        defaultValue={value('tel')}
        error={errors.tel}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Adresse postale (facultatif)</legend>
        <Field
          id="profil-adresse"
          label="Adresse"
          name="adresse"
          autoComplete="address-line1"
          maxLength={120}
          defaultValue={value('adresse')}
          error={errors.adresse}
        />
        <Field
          id="profil-complement"
          label="Complément d'adresse"
          name="complement_adresse"
          autoComplete="address-line2"
          maxLength={120}
          defaultValue={value('complement_adresse')}
          error={errors.complement_adresse}
        />
        <div className={styles.row}>
          <Field
            id="profil-cp"
            label="Code postal"
            name="cp"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            defaultValue={value('cp')}
            error={errors.cp}
          />
          <Field
            id="profil-ville"
            label="Ville"
            name="ville"
            autoComplete="address-level2"
            maxLength={80}
            defaultValue={value('ville')}
            error={errors.ville}
          />
        </div>
        <div className={styles.row}>
          <Field
            id="profil-departement"
            label="Département"
            name="departement"
            maxLength={60}
            defaultValue={value('departement')}
            error={errors.departement}
          />
          <div className={styles.passwordBlock}>
            <label htmlFor="profil-pays" className={own.label}>
              Pays
            </label>
            <select
              id="profil-pays"
              name="pays"
              className={own.select}
              defaultValue={value('pays')}
              autoComplete="country-name"
            >
              <option value="">Choisir un pays</option>
              {COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </select>
            {errors.pays ? <p className={styles.fieldError}>{errors.pays}</p> : null}
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Mes préférences</legend>
        <label className={styles.check}>
          <input type="checkbox" name="optIn" defaultChecked={values.optIn} />
          <span>
            Je souhaite recevoir par email les offres, nouveautés et bons plans de mon magasin Cabas.
          </span>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="optin_sms_suivi_commande_drive"
            defaultChecked={values.optin_sms_suivi_commande_drive}
          />
          <span>Je souhaite recevoir par SMS le suivi de mes commandes drive.</span>
        </label>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Enregistrer mes informations
        </Button>
      </div>
    </Form>
  );
}
