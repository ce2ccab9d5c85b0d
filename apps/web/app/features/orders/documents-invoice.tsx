import { BILLING_COUNTRIES } from '@cabas/contracts';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { Button, buttonClass } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field.tsx';
import alertStyles from '../../ui/form-alert.module.css';
import styles from './documents.module.css';
import type { BillingField, InvoiceActionData, InvoicePageData } from './documents-invoice.server.ts';

const NOT_WITHDRAWN = 'Votre facture sera disponible une fois votre commande retirée.';
const PRO_ORDER =
  'La facture de vos commandes professionnelles vous est adressée par votre correspondant Cabas Pro.';

/** `/mon-compte/mes-commandes/:id/facture`: generate the invoice with a billing address, then print it. */
export function InvoicePage({
  data,
  action,
}: {
  data: InvoicePageData;
  action: InvoiceActionData | undefined;
}) {
  const values = action?.values ?? data.values;
  const errors: Partial<Record<BillingField, string>> = action?.fieldErrors ?? {};
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (action?.error) alert.current?.focus();
  }, [action]);
  return (
    <div className={styles.page}>
      <h1>Facture de la commande {data.code}</h1>
      {data.view === 'non_retiree' ? <p>{NOT_WITHDRAWN}</p> : null}
      {data.view === 'pro' ? <p>{PRO_ORDER}</p> : null}
      {data.view === 'facture' && data.invoice ? (
        <section className={styles.panel} aria-labelledby="facture-titre">
          {data.generated ? (
            <p className={styles.success} role="status">
              Votre facture est prête.
            </p>
          ) : null}
          <h2 id="facture-titre">Facture n° {data.invoice.numero}</h2>
          <p className={styles.muted}>Émise le {data.invoice.date}</p>
          <p>Adresse de facturation :</p>
          <address className={styles.address}>
            {data.invoice.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
          <div className={styles.actions}>
            {/* A document load, not a `download` link: past the shopper's limit the 429 page shows. */}
            <a
              href={data.invoice.pdfHref}
              data-reload-document=""
              className={buttonClass({ variant: 'primary' })}
            >
              Imprimer ma facture<span className="sr-only"> (PDF)</span>
            </a>
          </div>
        </section>
      ) : null}
      {data.view === 'formulaire' ? (
        <section className={styles.panel} aria-labelledby="adresse-facturation">
          <h2 id="adresse-facturation">Mon adresse de facturation</h2>
          <p className={styles.muted}>
            Pour générer votre facture, indiquez l’adresse à y faire figurer. Les champs marqués d’un * sont
            obligatoires.
          </p>
          {action?.error ? (
            <p ref={alert} tabIndex={-1} role="alert" className={alertStyles.formAlert}>
              {action.error}
            </p>
          ) : null}
          <Form method="post" className={styles.form} noValidate>
            <Field
              label="Adresse *"
              name="adresse"
              autoComplete="billing street-address"
              defaultValue={values.adresse}
              error={errors.adresse}
              required
            />
            <Field
              label="Complément d’adresse"
              name="complement"
              autoComplete="billing address-line2"
              defaultValue={values.complement}
              error={errors.complement}
            />
            <div className={styles.row}>
              <Field
                label="Code postal *"
                name="codePostal"
                inputMode="numeric"
                maxLength={10}
                autoComplete="billing postal-code"
                defaultValue={values.codePostal}
                error={errors.codePostal}
                required
              />
              <Field
                label="Ville *"
                name="ville"
                autoComplete="billing address-level2"
                defaultValue={values.ville}
                error={errors.ville}
                required
              />
            </div>
            <div className={styles.row}>
              <Field
                label="Département"
                name="departement"
                defaultValue={values.departement}
                error={errors.departement}
              />
              <div className={fieldStyles.field}>
                <label htmlFor="facture-pays" className={fieldStyles.label}>
                  Pays *
                </label>
                <select
                  id="facture-pays"
                  name="pays"
                  className={fieldStyles.input}
                  defaultValue={values.pays}
                  autoComplete="billing country-name"
                  aria-invalid={errors.pays ? true : undefined}
                  aria-describedby={errors.pays ? 'facture-pays-erreur' : undefined}
                >
                  {BILLING_COUNTRIES.map((country) => (
                    <option key={country} value={country}>
                      {country}
                    </option>
                  ))}
                </select>
                {errors.pays ? (
                  <span id="facture-pays-erreur" className={fieldStyles.error}>
                    {errors.pays}
                  </span>
                ) : null}
              </div>
            </div>
            <div className={styles.actions}>
              <Button type="submit">Générer ma facture</Button>
            </div>
          </Form>
        </section>
      ) : null}
      <p className={styles.actions}>
        <a href={data.orderHref}>Retour à la commande {data.code}</a>
      </p>
    </div>
  );
}
