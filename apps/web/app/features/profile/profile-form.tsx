import { COUNTRIES } from '@cabas/contracts';
import { Form } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { initialChecked, initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import { CIVILITE_OPTIONS, FIELD_MAX } from '../account/index.ts';
import own from './profile.module.css';
import type { ProfileActionData, ProfileValues } from './profile.ts';

/** The profile form: civilité, names, phone, postal address (optional) and the opt-ins. */
export function ProfileForm({ values, result }: { values: ProfileValues; result: ProfileActionData | null }) {
  const { form, fields, formProps, formError } = useCheckedForm<ProfileValues>('mon-profil', result?.result);
  // A page answering a refused form (without JavaScript) shows what was posted, an emptied field
  // empty; else the account's values (the browser keeps what is typed while the form stays).
  const refused = Object.keys(form.initialValue ?? {}).length > 0;
  const value = (name: keyof ProfileValues) => {
    const current = values[name];
    return refused ? (initialText(fields[name]) ?? '') : typeof current === 'string' ? current : '';
  };
  const checked = (name: 'optIn' | 'optin_sms_suivi_commande_drive') =>
    refused ? (initialChecked(fields[name]) ?? false) : values[name];
  const civiliteError = fields.civilite.errors?.[0];
  const paysError = fields.pays.errors?.[0];
  return (
    <Form method="post" className={styles.form} {...formProps}>
      <input type="hidden" name="intent" value="profil" />
      {formError ? (
        <p id={form.errorId} className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <fieldset
        className={styles.choices}
        aria-describedby={civiliteError ? 'profil-civilite-erreur' : undefined}
      >
        <legend className={styles.choicesLegend}>Civilité</legend>
        {CIVILITE_OPTIONS.map((civilite) => (
          <label key={civilite.value} className={styles.choice}>
            <input
              type="radio"
              name="civilite"
              value={civilite.value}
              defaultChecked={value('civilite') === civilite.value}
              aria-invalid={civiliteError ? true : undefined}
              required
            />
            {civilite.label}
          </label>
        ))}
      </fieldset>
      {civiliteError ? (
        <p id="profil-civilite-erreur" className={styles.fieldError}>
          {civiliteError}
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
          field={fields.nom}
        />
        <Field
          id="profil-prenom"
          label="Prénom"
          name="prenom"
          autoComplete="given-name"
          required
          maxLength={FIELD_MAX.name}
          defaultValue={value('prenom')}
          field={fields.prenom}
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
        field={fields.tel}
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
          field={fields.adresse}
        />
        <Field
          id="profil-complement"
          label="Complément d'adresse"
          name="complement_adresse"
          autoComplete="address-line2"
          maxLength={120}
          defaultValue={value('complement_adresse')}
          field={fields.complement_adresse}
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
            field={fields.cp}
          />
          <Field
            id="profil-ville"
            label="Ville"
            name="ville"
            autoComplete="address-level2"
            maxLength={80}
            defaultValue={value('ville')}
            field={fields.ville}
          />
        </div>
        <div className={styles.row}>
          <Field
            id="profil-departement"
            label="Département"
            name="departement"
            maxLength={60}
            defaultValue={value('departement')}
            field={fields.departement}
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
              aria-invalid={paysError ? true : undefined}
              aria-describedby={paysError ? 'profil-pays-erreur' : undefined}
            >
              <option value="">Choisir un pays</option>
              {COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </select>
            {paysError ? (
              <p id="profil-pays-erreur" className={styles.fieldError}>
                {paysError}
              </p>
            ) : null}
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Mes préférences</legend>
        <label className={styles.check}>
          <input type="checkbox" name="optIn" defaultChecked={checked('optIn')} />
          <span>
            Je souhaite recevoir par email les offres, nouveautés et bons plans de mon magasin Cabas.
          </span>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="optin_sms_suivi_commande_drive"
            defaultChecked={checked('optin_sms_suivi_commande_drive')}
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
