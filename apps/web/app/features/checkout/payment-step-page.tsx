import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field.tsx';
import { type FormResult, initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import { BagDepositHelp, CardHolderHelp } from '../popins/index.ts';
import { AlcoholWarning } from './alcohol-warning.tsx';
import styles from './checkout.module.css';
import { BAG_CHOICES, giftCardMessages } from './checkout-rules.ts';
import type { PaymentActionData, PaymentStepData } from './payment-step.server.ts';

// The popins load on first use: most payments open none.
const PaymentPopins = lazy(() => import('./payment-popins.tsx'));

/** The fields of the step's forms, as the action reads them back. */
interface PromoValues {
  intent: 'code_promo' | 'retirer_code_promo';
  code_promo: string;
}
interface WalletValues {
  intent: 'cagnotte';
  carte: string;
  tirelire: string;
}
interface GiftCardValues {
  intent: 'carte_cadeau' | 'retirer_carte_cadeau';
  numero: string;
  pin: string;
}
interface RedevanceValues {
  intent: 'redevance';
  usage: string;
  civilite: string;
  nom: string;
  prenom: string;
  date_naissance: string;
  departement_naissance: string;
  ville_naissance: string;
}
interface PayValues {
  intent: 'payer';
  avec_sacs: string;
  mode_paiement: string;
  alias_paiement_id: string;
  confirmer: string;
  /** The TV-set declaration still missing (refused by the API with the payment). */
  redevance: string;
}

/** `/commander/paiement-et-avantages`: benefits, payment method, then the hosted payment page. */
export function PaymentStepPage({
  data,
  actionData,
}: {
  data: PaymentStepData;
  actionData?: PaymentActionData;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const pendingIntent = navigation.formData?.get('intent');
  /** The answer to a form of the step, given to that form alone. */
  const resultOf = (...intents: string[]) =>
    actionData && intents.includes(actionData.intent) ? actionData.result : undefined;
  const promo = useCheckedForm<PromoValues>('code-promo', resultOf('code_promo', 'retirer_code_promo'));
  const wallet = useCheckedForm<WalletValues>('form-cagnotte', resultOf('cagnotte'));
  const giftCard = useCheckedForm<GiftCardValues>(
    'utiliser-carte-cadeau',
    resultOf('carte_cadeau', 'retirer_carte_cadeau'),
  );
  const payment = useCheckedForm<PayValues>('moyen-de-paiement', resultOf('payer'));
  const payErrors = {
    avec_sacs: payment.fields.avec_sacs.errors?.[0],
    mode_paiement: payment.fields.mode_paiement.errors?.[0],
    alias_paiement_id: payment.fields.alias_paiement_id.errors?.[0],
    redevance: payment.fields.redevance.errors?.[0],
  };
  const submit = useSubmit();
  const payForm = payment.formProps.ref;
  const [walletPopin, setWalletPopin] = useState(false);
  const [recentPopin, setRecentPopin] = useState(false);
  const [giftPopin, setGiftPopin] = useState(false);
  useEffect(() => {
    setRecentPopin(Boolean(actionData?.recentOrder));
    setGiftPopin(Boolean(actionData?.popin));
  }, [actionData]);

  const walletTyped = () => {
    const input = document.getElementById('tirelire');
    const typed = input instanceof HTMLInputElement ? input.value.trim() : '';
    return typed !== '' && typed !== (data.wallet?.usedText ?? '');
  };
  // An amount typed in the cagnotte but not applied opens a popin instead of paying.
  const onPay = (event: FormEvent<HTMLFormElement>) => {
    if (data.wallet && walletTyped()) {
      event.preventDefault();
      setWalletPopin(true);
      return;
    }
    payment.formProps.onSubmit(event);
  };
  const payAgain = (confirm: boolean) => {
    if (!payForm.current) return;
    const form = new FormData(payForm.current);
    if (confirm) form.set('confirmer', '1');
    submit(form, { method: 'post' });
  };

  const a = data.amounts;
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Paiement et avantages</h1>
      {data.warnings.length > 0 && (
        <ul className={styles.notice}>
          {data.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      {data.alcohol && <AlcoholWarning />}
      <section className={styles.section} aria-labelledby="recap">
        <h2 id="recap">Récapitulatif</h2>
        <dl className={styles.dl}>
          {data.modeLabel && (
            <>
              <dt>Mode</dt>
              <dd>{data.modeLabel}</dd>
            </>
          )}
          {data.slotText && (
            <>
              <dt>Créneau</dt>
              <dd>{data.slotText}</dd>
            </>
          )}
          <dt>Panier</dt>
          <dd>{formatPrice(a.cartCents)}</dd>
          <dt>Frais</dt>
          <dd>{a.feesCents ? formatPrice(a.feesCents) : 'Gratuit'}</dd>
          <dt>Total</dt>
          <dd>{formatPrice(a.totalCents)}</dd>
          {a.walletCents > 0 && (
            <>
              <dt>Cagnotte</dt>
              <dd>− {formatPrice(a.walletCents)}</dd>
            </>
          )}
          {a.giftCardCents > 0 && (
            <>
              <dt>Carte cadeau</dt>
              <dd>− {formatPrice(a.giftCardCents)}</dd>
            </>
          )}
          <dt>Reste à payer</dt>
          <dd>
            <strong>{formatPrice(a.remainingCents)}</strong>
          </dd>
        </dl>
      </section>

      {data.promo.allowed && (
        <Form method="post" className={styles.section} aria-labelledby="promo" {...promo.formProps}>
          <h2 id="promo">Code promo</h2>
          <FormAlert form={promo} />
          {data.promo.code ? (
            <>
              <p>Code appliqué : {data.promo.code}</p>
              <input type="hidden" name="intent" value="retirer_code_promo" />
              <div className={styles.actions}>
                <Button type="submit" variant="secondary" disabled={busy}>
                  Retirer le code
                </Button>
              </div>
            </>
          ) : (
            <>
              <input type="hidden" name="intent" value="code_promo" />
              <Field label="Code promo" field={promo.fields.code_promo} autoComplete="off" />
              <div className={styles.actions}>
                <Button type="submit" variant="secondary" disabled={busy}>
                  Appliquer
                </Button>
              </div>
            </>
          )}
        </Form>
      )}

      {data.wallet && (
        <Form method="post" className={styles.section} aria-labelledby="cagnotte" {...wallet.formProps}>
          <h2 id="cagnotte">Ma cagnotte</h2>
          <FormAlert form={wallet} />
          <p>
            {data.wallet.cardLabel} : {formatPrice(data.wallet.availableCents)} disponibles pour cette
            commande
            {data.wallet.availableCents < data.wallet.balanceCents
              ? ` (solde ${formatPrice(data.wallet.balanceCents)}, le reste est réservé par une autre commande en cours)`
              : ''}
            .
          </p>
          {data.wallet.reservedCents > 0 && (
            <p role="status">
              {formatPrice(data.wallet.reservedCents)} réservés sur votre carte pour cette commande.
            </p>
          )}
          <p>
            <CardHolderHelp />
          </p>
          <input type="hidden" name="intent" value="cagnotte" />
          <input type="hidden" name="carte" value={data.wallet.card} />
          <Field
            id="tirelire"
            label="Montant à utiliser (€)"
            description="Un montant supérieur au solde ou au total est ramené au plus petit des deux ; il est réservé sur votre carte pour cette commande. Vide pour ne pas l'utiliser."
            field={wallet.fields.tirelire}
            inputMode="decimal"
            defaultValue={initialText(wallet.fields.tirelire) ?? data.wallet.usedText}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" disabled={busy}>
              Utiliser ma cagnotte
            </Button>
          </div>
        </Form>
      )}

      <Form method="post" className={styles.section} aria-labelledby="carte-cadeau" {...giftCard.formProps}>
        <h2 id="carte-cadeau">Carte cadeau</h2>
        <FormAlert form={giftCard} />
        {data.giftCard ? (
          <>
            <p>
              Carte {data.giftCard.masked} : {formatPrice(data.giftCard.usedCents)} utilisés sur{' '}
              {formatPrice(data.giftCard.balanceCents)}.
            </p>
            <input type="hidden" name="intent" value="retirer_carte_cadeau" />
            <div className={styles.actions}>
              <Button type="submit" variant="secondary" disabled={busy}>
                Retirer la carte cadeau
              </Button>
            </div>
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="carte_cadeau" />
            <div className={styles.formGrid}>
              <Field
                label="Numéro de la carte (21 chiffres)"
                field={giftCard.fields.numero}
                inputMode="numeric"
                autoComplete="off"
                maxLength={25}
              />
              <Field
                label="Code pin (4 chiffres)"
                field={giftCard.fields.pin}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
              />
            </div>
            <div className={styles.actions}>
              <Button type="submit" variant="secondary" disabled={busy}>
                Utiliser ma carte cadeau
              </Button>
            </div>
            <p role="status" className={styles.status}>
              {pendingIntent === 'carte_cadeau' ? giftCardMessages.checking : ''}
            </p>
          </>
        )}
      </Form>

      {data.redevance.required && <RedevanceForm data={data} result={resultOf('redevance')} busy={busy} />}

      <Form
        method="post"
        className={styles.section}
        aria-labelledby="paiement"
        {...payment.formProps}
        onSubmit={onPay}
      >
        <h2 id="paiement">Moyen de paiement</h2>
        <input type="hidden" name="intent" value="payer" />
        {data.bags.asked && (
          <fieldset
            className={styles.fieldset}
            aria-describedby={payErrors.avec_sacs ? 'sacs-erreur' : undefined}
          >
            <legend className={styles.legend}>
              Sacs
              {data.bags.unitCents !== null ? ` (${formatPrice(data.bags.unitCents)} le sac consigné)` : ''}
            </legend>
            {BAG_CHOICES.map((choice) => (
              <div key={choice.value} className={styles.choice}>
                <input
                  type="radio"
                  id={`sacs-${choice.value}`}
                  name="avec_sacs"
                  value={choice.value === 'avec' ? 'oui' : 'non'}
                  defaultChecked={data.bags.value === (choice.value === 'avec')}
                  aria-invalid={payErrors.avec_sacs ? true : undefined}
                />
                <label htmlFor={`sacs-${choice.value}`}>{choice.label}</label>
              </div>
            ))}
            {payErrors.avec_sacs && (
              <p id="sacs-erreur" className={styles.error}>
                {payErrors.avec_sacs}
              </p>
            )}
            <p>
              <BagDepositHelp />
            </p>
          </fieldset>
        )}
        <fieldset
          className={styles.fieldset}
          aria-describedby={payErrors.mode_paiement ? 'mode-erreur' : undefined}
        >
          <legend className={styles.legend}>Je paie par</legend>
          {data.modes.map((mode) => {
            const plan = data.schedules.find((s) => s.code === mode.code);
            return (
              <div key={mode.code} className={styles.choice}>
                <input
                  type="radio"
                  id={`mode-${mode.code}`}
                  name="mode_paiement"
                  value={mode.code}
                  disabled={!mode.possible}
                  defaultChecked={mode.code === data.selectedMode}
                  aria-describedby={`mode-${mode.code}-infos`}
                />
                <label htmlFor={`mode-${mode.code}`}>
                  {mode.label}
                  {mode.isNew ? ' (nouveau)' : ''}
                </label>
                <span id={`mode-${mode.code}-infos`} className={styles.choiceInfo}>
                  {!mode.possible && (mode.reason ?? 'Indisponible pour cette commande.')}
                  {plan && (
                    <>
                      {plan.libelle} :{' '}
                      {plan.mensualites.map((m) => `${m.date} ${formatPrice(m.amountCents)}`).join(', ')}
                      {plan.feesCents > 0 ? ` (frais ${formatPrice(plan.feesCents)})` : ' (sans frais)'}
                    </>
                  )}
                </span>
              </div>
            );
          })}
          {payErrors.mode_paiement && (
            <p id="mode-erreur" className={styles.error}>
              {payErrors.mode_paiement}
            </p>
          )}
        </fieldset>
        {data.aliases.length > 0 && (
          <div className={fieldStyles.field}>
            <label htmlFor="alias" className={fieldStyles.label}>
              Carte bancaire enregistrée{data.aliasRequired ? '' : ' (facultatif)'}
            </label>
            <select
              id="alias"
              name="alias_paiement_id"
              className={fieldStyles.input}
              defaultValue={data.selectedAlias ?? ''}
              aria-invalid={payErrors.alias_paiement_id ? true : undefined}
              aria-describedby={payErrors.alias_paiement_id ? 'alias-erreur' : undefined}
            >
              <option value="">{data.aliasRequired ? 'Choisissez une carte' : 'Une nouvelle carte'}</option>
              {data.aliases.map((alias) => (
                <option key={alias.id} value={alias.id}>
                  {alias.label}
                </option>
              ))}
            </select>
            {payErrors.alias_paiement_id && (
              <span id="alias-erreur" className={fieldStyles.error}>
                {payErrors.alias_paiement_id}
              </span>
            )}
          </div>
        )}
        {payErrors.redevance && <p className={styles.error}>{payErrors.redevance}</p>}
        {payment.formError && (
          <p id={payment.form.errorId} role="alert" className={styles.error}>
            {payment.formError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="accent" disabled={busy}>
            {pendingIntent === 'payer'
              ? 'Redirection vers le paiement…'
              : `Payer ${formatPrice(a.remainingCents)}`}
          </Button>
          <ButtonLink to="/commander/mode-livraison" variant="secondary">
            Modifier mon créneau
          </ButtonLink>
        </div>
      </Form>

      {(walletPopin || recentPopin || giftPopin) && (
        <Suspense fallback={null}>
          <PaymentPopins
            open={walletPopin ? 'cagnotte' : recentPopin ? 'commande_recente' : 'carte_cadeau'}
            recentOrder={actionData?.recentOrder}
            giftCardMessage={actionData?.popin}
            onClose={() => {
              setWalletPopin(false);
              setRecentPopin(false);
              setGiftPopin(false);
            }}
            onUseWallet={() => {
              setWalletPopin(false);
              const form = wallet.formProps.ref.current;
              if (form) submit(form);
            }}
            onSkipWallet={() => {
              setWalletPopin(false);
              const input = document.getElementById('tirelire');
              if (input instanceof HTMLInputElement) input.value = '';
              payAgain(false);
            }}
            onConfirmOrder={() => payAgain(true)}
          />
        </Suspense>
      )}
    </div>
  );
}

function RedevanceForm({
  data,
  result,
  busy,
}: {
  data: PaymentStepData;
  result: FormResult | undefined;
  busy: boolean;
}) {
  const redevance = useCheckedForm<RedevanceValues>('declaration-redevance', result);
  const { fields } = redevance;
  const usageError = fields.usage.errors?.[0];
  return (
    <Form method="post" className={styles.section} aria-labelledby="redevance" {...redevance.formProps}>
      <h2 id="redevance">Déclaration de vente de téléviseur</h2>
      {data.redevance.done ? (
        <p>Votre déclaration est enregistrée.</p>
      ) : (
        <p>Votre panier contient : {data.redevance.products.join(', ')}. La déclaration est obligatoire.</p>
      )}
      <FormAlert form={redevance} />
      <input type="hidden" name="intent" value="redevance" />
      <fieldset className={styles.fieldset} aria-describedby={usageError ? 'usage-erreur' : undefined}>
        <legend className={styles.legend}>Usage</legend>
        {data.redevance.usages.map((u) => (
          <div key={u.value} className={styles.choice}>
            <input
              type="radio"
              id={`usage-${u.value}`}
              name="usage"
              value={u.value}
              defaultChecked={fields.usage.initialValue === u.value}
              aria-invalid={usageError ? true : undefined}
            />
            <label htmlFor={`usage-${u.value}`}>{u.label}</label>
          </div>
        ))}
        {usageError && (
          <p id="usage-erreur" className={styles.error}>
            {usageError}
          </p>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Civilité</legend>
        {(['Mme', 'M.'] as const).map((c) => (
          <div key={c} className={styles.choice}>
            <input
              type="radio"
              id={`redevance-civilite-${c}`}
              name="civilite"
              value={c}
              defaultChecked={(initialText(fields.civilite) ?? 'Mme') === c}
            />
            <label htmlFor={`redevance-civilite-${c}`}>{c === 'Mme' ? 'Madame' : 'Monsieur'}</label>
          </div>
        ))}
      </fieldset>
      <div className={styles.formGrid}>
        <Field label="Nom" field={fields.nom} autoComplete="family-name" />
        <Field label="Prénom" field={fields.prenom} autoComplete="given-name" />
        <Field label="Date de naissance" field={fields.date_naissance} type="date" autoComplete="bday" />
        <Field label="Département de naissance" field={fields.departement_naissance} />
        <Field label="Ville de naissance" field={fields.ville_naissance} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={busy}>
          Enregistrer la déclaration
        </Button>
      </div>
    </Form>
  );
}

/** A form's message as a whole (the API's refusal), the target of the form's `aria-describedby`. */
function FormAlert({ form }: { form: { form: { errorId: string }; formError: string | null } }) {
  if (!form.formError) return null;
  return (
    <p id={form.form.errorId} role="alert" className={styles.error}>
      {form.formError}
    </p>
  );
}
