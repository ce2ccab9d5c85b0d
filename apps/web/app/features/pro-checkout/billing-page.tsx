import { lazy, Suspense, useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { initialChecked, useCheckedForm } from '../../ui/use-checked-form.ts';
import type { BillingField, ProBillingActionData, ProBillingData } from './billing.server.ts';
import styles from './pro-checkout.module.css';
import { ProErrorNotice } from './pro-error-notice.tsx';

const ConfirmPopin = lazy(() => import('./billing-confirm-popin.tsx'));

export const PRO_TERMS_PATH = '/legal/conditions-generales-de-vente/drive-pro';

type Values = Record<BillingField | 'cg_ok' | 'intent', string>;

const FIELDS: { name: BillingField; label: string; autoComplete?: string; description?: string }[] = [
  { name: 'raison_sociale', label: 'Raison sociale', autoComplete: 'organization' },
  { name: 'siret', label: 'Numéro SIRET', description: '14 chiffres, espaces permis' },
  {
    name: 'tva_intracommunautaire',
    label: 'Numéro de TVA intracommunautaire (facultatif)',
    description: 'FR suivi de 11 chiffres',
  },
  { name: 'adresse', label: 'Adresse de facturation', autoComplete: 'street-address' },
  { name: 'code_postal', label: 'Code postal', autoComplete: 'postal-code' },
  { name: 'ville', label: 'Ville', autoComplete: 'address-level2' },
  { name: 'pro_ref', label: 'Référence de votre bon de commande (facultatif)' },
  { name: 'pro_passee_par', label: 'Commande passée par', autoComplete: 'name' },
  { name: 'pro_beneficiaire', label: 'Bénéficiaire (facultatif)' },
  { name: 'pro_adr_beneficiaire', label: 'Adresse du bénéficiaire (facultatif)' },
];

/** `/commander-pro/infos-facturation`: the billing form, then the confirmation popin. */
export function ProBillingPage({
  data,
  actionData,
}: {
  data: ProBillingData;
  actionData?: ProBillingActionData;
}) {
  const { form, fields, formProps, formError } = useCheckedForm<Values>(
    'infos-facturation',
    actionData?.result,
  );
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'commander';
  const [confirming, setConfirming] = useState(false);
  const confirm = actionData?.confirm;
  useEffect(() => setConfirming(confirm !== undefined), [confirm]);
  const termsChecked = initialChecked(fields.cg_ok) ?? true;
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Mes informations de facturation</h1>
      {actionData?.failure && <ProErrorNotice failure={actionData.failure} />}
      <section className={styles.section} aria-labelledby="recapitulatif">
        <h2 id="recapitulatif">Ma commande</h2>
        <Summary summary={data.summary} />
        <div className={styles.actions}>
          <ButtonLink to="/commander-pro" variant="secondary">
            Modifier ma commande
          </ButtonLink>
        </div>
      </section>
      <Form method="post" className={styles.form} {...formProps}>
        {formError && (
          <p id={form.errorId} role="alert" className={styles.error}>
            {formError}
          </p>
        )}
        {FIELDS.map((f) => (
          <Field
            key={f.name}
            field={fields[f.name]}
            label={f.label}
            description={f.description}
            autoComplete={f.autoComplete}
            defaultValue={fields[f.name].initialValue === undefined ? data.prefill[f.name] : undefined}
          />
        ))}
        <div>
          <div className={styles.checkbox}>
            <input
              type="checkbox"
              id="cg_ok"
              name="cg_ok"
              defaultChecked={termsChecked}
              key={fields.cg_ok.key}
              aria-invalid={fields.cg_ok.errors ? true : undefined}
              aria-describedby={fields.cg_ok.errors ? 'cg_ok-erreur' : undefined}
            />
            <label htmlFor="cg_ok">
              J'accepte les <a href={PRO_TERMS_PATH}>conditions générales de vente du drive Pro</a>
            </label>
          </div>
          {fields.cg_ok.errors?.[0] && (
            <p id="cg_ok-erreur" className={styles.error}>
              {fields.cg_ok.errors[0]}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <Button type="submit" name="intent" value="verifier" variant="accent">
            Valider ma commande
          </Button>
        </div>
      </Form>
      {confirm &&
        (hydrated ? (
          confirming && (
            <Suspense fallback={null}>
              <ConfirmPopin
                values={confirm.values}
                summary={data.summary}
                saving={saving}
                onClose={() => setConfirming(false)}
              />
            </Suspense>
          )
        ) : (
          <section className={`${styles.section} ${styles.success}`} aria-labelledby="confirmer">
            <h2 id="confirmer">Confirmer ma commande</h2>
            <ConfirmForm values={confirm.values} summary={data.summary} saving={false} />
          </section>
        ))}
    </div>
  );
}

export function Summary({ summary }: { summary: ProBillingData['summary'] }) {
  return (
    <dl className={styles.dl}>
      <dt>Montant TTC</dt>
      <dd>{summary.total}</dd>
      {summary.slot && (
        <>
          <dt>Créneau</dt>
          <dd>{summary.slot}</dd>
        </>
      )}
      <dt>Paiement</dt>
      <dd>{summary.payment}</dd>
    </dl>
  );
}

/** The order confirmed: the checked values posted again to make the order. */
export function ConfirmForm({
  values,
  summary,
  saving,
  children,
}: {
  values: Record<string, string>;
  summary: ProBillingData['summary'];
  saving: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" className={styles.form}>
      <Summary summary={summary} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="intent" value="commander" />
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={saving} aria-disabled={saving || undefined}>
          {saving ? 'Validation de votre commande…' : 'Confirmer ma commande'}
        </Button>
        {children}
      </div>
      <p role="status" className={styles.muted}>
        {saving ? 'Validation de votre commande en cours…' : ''}
      </p>
    </Form>
  );
}
