import { BILLING_COUNTRIES } from '@cabas/contracts';
import { Form } from 'react-router';
import { Button, buttonClass } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field.tsx';
import alertStyles from '../../ui/form-alert.module.css';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import styles from './documents.module.css';
import type { BillingValues, InvoiceActionData, InvoicePageData } from './documents-invoice.server.ts';

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
  const { form, fields, formProps, formError } = useCheckedForm<BillingValues>(
    'facture-adresse',
    action?.result,
  );
  // The address proposed by the shop, until the shopper posts one (an emptied field stays empty).
  const posted = action?.result.initialValue != null;
  const value = (name: keyof BillingValues) =>
    posted ? (initialText(fields[name]) ?? '') : data.values[name];
  const paysError = fields.pays.errors?.[0];
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
          <Form method="post" className={styles.form} {...formProps}>
            {formError ? (
              <p id={form.errorId} role="alert" className={alertStyles.formAlert}>
                {formError}
              </p>
            ) : null}
            <Field
              label="Adresse *"
              field={fields.adresse}
              autoComplete="billing street-address"
              defaultValue={value('adresse')}
              required
            />
            <Field
              label="Complément d’adresse"
              field={fields.complement}
              autoComplete="billing address-line2"
              defaultValue={value('complement')}
            />
            <div className={styles.row}>
              <Field
                label="Code postal *"
                field={fields.codePostal}
                inputMode="numeric"
                maxLength={10}
                autoComplete="billing postal-code"
                defaultValue={value('codePostal')}
                required
              />
              <Field
                label="Ville *"
                field={fields.ville}
                autoComplete="billing address-level2"
                defaultValue={value('ville')}
                required
              />
            </div>
            <div className={styles.row}>
              <Field label="Département" field={fields.departement} defaultValue={value('departement')} />
              <div className={fieldStyles.field}>
                <label htmlFor="facture-pays" className={fieldStyles.label}>
                  Pays *
                </label>
                <select
                  key={fields.pays.key}
                  id="facture-pays"
                  name="pays"
                  className={fieldStyles.input}
                  defaultValue={value('pays')}
                  autoComplete="billing country-name"
                  aria-invalid={paysError ? true : undefined}
                  aria-describedby={paysError ? 'facture-pays-erreur' : undefined}
                >
                  {BILLING_COUNTRIES.map((country) => (
                    <option key={country} value={country}>
                      {country}
                    </option>
                  ))}
                </select>
                {paysError ? (
                  <span id="facture-pays-erreur" className={fieldStyles.error}>
                    {paysError}
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
