import { BILLING_COUNTRIES, type BillingAddress } from '@cabas/contracts';
import { Form } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field.tsx';

/** The billing address: who the invoices name and where (its rules checked by the API's schema). */
export function BillingForm({
  billing,
  values,
  errors,
  error,
}: {
  billing: BillingAddress | null;
  values: Record<string, string> | null;
  errors: Record<string, string>;
  error?: string;
}) {
  const v = (key: keyof BillingAddress): string | undefined => {
    if (values) return values[key];
    const value = billing?.[key];
    return value === null || value === undefined ? undefined : String(value);
  };
  return (
    <section className={styles.section} aria-labelledby="facturation">
      <h2 id="facturation">Adresse de facturation</h2>
      <p className={styles.muted}>
        {billing
          ? 'Elle figure sur vos factures.'
          : "Vous n'avez pas encore d'adresse de facturation : renseignez-la pour obtenir vos factures."}
      </p>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <Form method="post" className={styles.grid} noValidate>
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
          name="prenom"
          autoComplete="billing given-name"
          defaultValue={v('prenom')}
          error={errors.prenom}
          required
        />
        <Field
          id="facturation-nom"
          label="Nom"
          name="nom"
          autoComplete="billing family-name"
          defaultValue={v('nom')}
          error={errors.nom}
          required
        />
        <Field
          id="facturation-societe"
          label="Société (facultatif)"
          name="societe"
          autoComplete="billing organization"
          defaultValue={v('societe')}
          error={errors.societe}
          maxLength={60}
        />
        <Field
          id="facturation-adresse"
          label="Adresse"
          name="adresse"
          autoComplete="billing address-line1"
          defaultValue={v('adresse')}
          error={errors.adresse}
          required
          maxLength={100}
        />
        <Field
          id="facturation-complement"
          label="Complément d'adresse (facultatif)"
          name="complement"
          autoComplete="billing address-line2"
          defaultValue={v('complement')}
          error={errors.complement}
          maxLength={100}
        />
        <Field
          id="facturation-code-postal"
          label="Code postal"
          name="codePostal"
          inputMode="numeric"
          autoComplete="billing postal-code"
          defaultValue={v('codePostal')}
          error={errors.codePostal}
          required
          maxLength={10}
        />
        <Field
          id="facturation-ville"
          label="Ville"
          name="ville"
          autoComplete="billing address-level2"
          defaultValue={v('ville')}
          error={errors.ville}
          required
          maxLength={80}
        />
        <Field
          id="facturation-departement"
          label="Département (facultatif)"
          name="departement"
          defaultValue={v('departement')}
          error={errors.departement}
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
          >
            {BILLING_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
          {errors.pays && <span className={fieldStyles.error}>{errors.pays}</span>}
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
