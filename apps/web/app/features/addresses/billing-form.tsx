import { BILLING_COUNTRIES, type BillingAddress } from '@cabas/contracts';
import { useState } from 'react';
import { Form } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field.tsx';
import { type FormResult, initialText, useCheckedForm } from '../../ui/use-checked-form.ts';

/** The billing form's fields. */
export interface BillingValues {
  civilite: string;
  prenom: string;
  nom: string;
  societe: string;
  adresse: string;
  complement: string;
  codePostal: string;
  ville: string;
  departement: string;
  pays: string;
}

/**
 * The billing address: who the invoices name and where (its rules checked by the API's schema). The
 * page draws it again for each answer of the action: what was posted after a refusal, else the saved
 * address.
 */
export function BillingForm({
  billing,
  result,
}: {
  billing: BillingAddress | null;
  result?: FormResult | null;
}) {
  const { form, fields, formProps, formError } = useCheckedForm<BillingValues>('adresse-facturation', result);
  const [posted] = useState(() => Boolean(result?.initialValue));
  const v = (key: keyof BillingValues): string | undefined => {
    if (posted) return initialText(fields[key]);
    const value = billing?.[key];
    return value === null || value === undefined ? undefined : String(value);
  };
  const countryError = fields.pays.errors?.[0];
  return (
    <section className={styles.section} aria-labelledby="facturation">
      <h2 id="facturation">Adresse de facturation</h2>
      <p className={styles.muted}>
        {billing
          ? 'Elle figure sur vos factures.'
          : "Vous n'avez pas encore d'adresse de facturation : renseignez-la pour obtenir vos factures."}
      </p>
      {formError && (
        <p id={form.errorId} role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      <Form method="post" className={styles.grid} {...formProps}>
        <input type="hidden" name="intent" value="facturation" />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Civilité</legend>
          {(['Mme', 'M.'] as const).map((c) => (
            <div key={c} className={styles.choice}>
              <input
                type="radio"
                id={`facturation-civilite-${c}`}
                name="civilite"
                value={c}
                defaultChecked={(v('civilite') ?? 'Mme') === c}
              />
              <label htmlFor={`facturation-civilite-${c}`}>{c === 'Mme' ? 'Madame' : 'Monsieur'}</label>
            </div>
          ))}
        </fieldset>
        <Field
          id="facturation-prenom"
          label="Prénom"
          field={fields.prenom}
          autoComplete="billing given-name"
          defaultValue={v('prenom')}
          required
        />
        <Field
          id="facturation-nom"
          label="Nom"
          field={fields.nom}
          autoComplete="billing family-name"
          defaultValue={v('nom')}
          required
        />
        <Field
          id="facturation-societe"
          label="Société (facultatif)"
          field={fields.societe}
          autoComplete="billing organization"
          defaultValue={v('societe')}
          maxLength={60}
        />
        <Field
          id="facturation-adresse"
          label="Adresse"
          field={fields.adresse}
          autoComplete="billing address-line1"
          defaultValue={v('adresse')}
          required
          maxLength={100}
        />
        <Field
          id="facturation-complement"
          label="Complément d'adresse (facultatif)"
          field={fields.complement}
          autoComplete="billing address-line2"
          defaultValue={v('complement')}
          maxLength={100}
        />
        <Field
          id="facturation-code-postal"
          label="Code postal"
          field={fields.codePostal}
          inputMode="numeric"
          autoComplete="billing postal-code"
          defaultValue={v('codePostal')}
          required
          maxLength={10}
        />
        <Field
          id="facturation-ville"
          label="Ville"
          field={fields.ville}
          autoComplete="billing address-level2"
          defaultValue={v('ville')}
          required
          maxLength={80}
        />
        <Field
          id="facturation-departement"
          label="Département (facultatif)"
          field={fields.departement}
          defaultValue={v('departement')}
          maxLength={50}
        />
        <div className={fieldStyles.field}>
          <label htmlFor="facturation-pays" className={fieldStyles.label}>
            Pays
          </label>
          <select
            id="facturation-pays"
            name="pays"
            className={fieldStyles.input}
            defaultValue={v('pays') ?? 'France'}
            autoComplete="billing country-name"
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? 'facturation-pays-erreur' : undefined}
          >
            {BILLING_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
          {countryError && (
            <span id="facturation-pays-erreur" className={fieldStyles.error}>
              {countryError}
            </span>
          )}
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            Enregistrer l'adresse de facturation
          </Button>
        </div>
      </Form>
    </section>
  );
}
