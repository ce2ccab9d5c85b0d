import { lazy, Suspense, useEffect, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useCheckedForm } from '../../ui/use-checked-form.ts';
import type { SlotDay } from '../checkout/index.ts';
import type { ProMainActionData, ProMainStepData } from './main-step.server.ts';
import styles from './pro-checkout.module.css';
import { ProErrorNotice } from './pro-error-notice.tsx';
import type { HoldView, ProMainView } from './pro-view.server.ts';

// The slot grid (React Aria) loads once the page is interactive; before, the slots are radio buttons.
const SlotGrid = lazy(() => import('../checkout/index.ts').then(({ SlotGrid }) => ({ default: SlotGrid })));

export const BILLING_PATH = '/commander-pro/infos-facturation';

/** `/commander-pro`: the cart, the drive, the slot, the payment mode, the amounts, then the billing form. */
export function ProMainStepPage({
  data,
  actionData,
}: {
  data: ProMainStepData;
  actionData?: ProMainActionData;
}) {
  if (!data.ok)
    return (
      <div className={`page ${styles.page}`}>
        <h1 className={styles.title}>Ma commande pro</h1>
        <ProErrorNotice failure={data.failure} />
      </div>
    );
  const view = data.view;
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Ma commande pro</h1>
      {actionData?.failure && <ProErrorNotice failure={actionData.failure} />}
      {data.paymentOutcome && (
        <p role="alert" className={styles.error}>
          {data.paymentOutcome}
        </p>
      )}
      {view.warnings.map((warning) => (
        <p key={warning} role="status" className={styles.muted}>
          {warning}
        </p>
      ))}
      <CartSummary view={view} />
      <ServiceChoice view={view} actionData={actionData?.intent === 'service' ? actionData : undefined} />
      {view.serviceId !== null && (
        <SlotChoice days={view.days} initialHold={view.hold} actionData={actionData} />
      )}
      <PaymentChoice view={view} actionData={actionData?.intent === 'paiement' ? actionData : undefined} />
      <Amounts view={view} />
      {view.contact && (
        <section className={styles.section} aria-labelledby="contact-commercial">
          <h2 id="contact-commercial">Votre contact commercial</h2>
          <ContactDetails contact={view.contact} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="suite">
        <h2 id="suite">Informations de facturation</h2>
        {view.missing.length > 0 ? (
          <>
            <p>Pour continuer, il vous reste à :</p>
            <ul>
              {view.missing.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        ) : (
          <div className={styles.actions}>
            <ButtonLink to={BILLING_PATH} variant="accent">
              Renseigner mes informations de facturation
            </ButtonLink>
          </div>
        )}
      </section>
    </div>
  );
}

function CartSummary({ view }: { view: ProMainView }) {
  return (
    <section className={styles.section} aria-labelledby="panier">
      <h2 id="panier">Mon panier</h2>
      <dl className={styles.dl}>
        <dt>Articles</dt>
        <dd>{view.articleCount}</dd>
        <dt>Montant du panier</dt>
        <dd>{view.amounts.cart}</dd>
      </dl>
      {view.notAllowed.length > 0 && (
        <div role="alert">
          <p className={styles.error}>
            Ces produits ne peuvent pas être commandés avec votre compte pro (click and collect, traiteur ou
            livraison à domicile seulement) :
          </p>
          <ul>
            {view.notAllowed.map((line) => (
              <li key={line.id}>{line.designation}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <ButtonLink to="/panier?type_panier=drive" variant="secondary">
          Modifier mon panier
        </ButtonLink>
      </div>
    </section>
  );
}

function ServiceChoice({ view, actionData }: { view: ProMainView; actionData?: ProMainActionData }) {
  const { form, fields, formProps, formError } = useCheckedForm<{ intent: string; service_id: string }>(
    'choisir-drive',
    actionData?.result,
  );
  const error = fields.service_id.errors?.[0];
  const posted = fields.service_id.initialValue;
  return (
    <section className={styles.section} aria-labelledby="drive">
      <h2 id="drive">Drive de retrait</h2>
      <Form method="post" {...formProps}>
        {formError && (
          <p id={form.errorId} role="alert" className={styles.error}>
            {formError}
          </p>
        )}
        <input type="hidden" name="intent" value="service" />
        <fieldset className={styles.fieldset} aria-describedby={error ? 'drive-erreur' : undefined}>
          <legend className={styles.legend}>Choisissez le drive où retirer votre commande</legend>
          {view.services.length === 0 && <p>Ce magasin ne propose aucun drive pour les professionnels.</p>}
          {view.services.map((service) => (
            <div key={service.id} className={styles.choice}>
              <input
                type="radio"
                name="service_id"
                id={`drive-${service.id}`}
                value={service.id}
                disabled={!service.possible}
                defaultChecked={
                  posted === undefined ? service.id === view.serviceId : posted === String(service.id)
                }
                aria-describedby={`drive-${service.id}-infos`}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={`drive-${service.id}`}>
                <strong>{service.label}</strong>
              </label>
              <span id={`drive-${service.id}-infos`} className={styles.choiceInfo}>
                {service.details}
                {!service.possible &&
                  service.reasons.length > 0 &&
                  ` · Indisponible : ${service.reasons.join(' ')}`}
              </span>
            </div>
          ))}
        </fieldset>
        {error && (
          <p id="drive-erreur" role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            Choisir ce drive
          </Button>
        </div>
      </Form>
    </section>
  );
}

function SlotChoice({
  days,
  initialHold,
  actionData,
}: {
  days: SlotDay[];
  initialHold: HoldView | null;
  actionData?: ProMainActionData;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<ProMainActionData>();
  const [hold, setHold] = useState<HoldView | null>(initialHold);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => setHold(initialHold), [initialHold]);
  useEffect(() => {
    if (result?.hold) setHold(result.hold);
  }, [result]);
  const error =
    result?.error ??
    result?.failure?.message ??
    (actionData?.intent === 'creneau' ? actionData.error : undefined);
  return (
    <section className={styles.section} aria-labelledby="creneaux">
      <h2 id="creneaux">Créneau de retrait</h2>
      {hold && <p>Créneau choisi : {hold.text}</p>}
      {hydrated ? (
        <>
          <p className={styles.muted}>
            Flèches gauche et droite : changer de jour. Tabulation puis flèches : parcourir les créneaux.
            Entrée : choisir le créneau.
          </p>
          <Suspense fallback={<p>Chargement des créneaux…</p>}>
            <SlotGrid
              days={days}
              selectedId={hold?.slotId ?? null}
              onChoose={(slot) =>
                fetcher.submit({ intent: 'creneau', creneau_id: slot.id, js: '1' }, { method: 'post' })
              }
            />
          </Suspense>
        </>
      ) : (
        <SlotRadios days={days} selectedId={hold?.slotId ?? null} />
      )}
      <p role="status">
        {fetcher.state !== 'idle' ? 'Réservation du créneau en cours…' : (hold?.announcement ?? '')}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}

/** The slots without JavaScript: one group of radio buttons per day, posted by one button. */
function SlotRadios({ days, selectedId }: { days: SlotDay[]; selectedId: string | null }) {
  if (!days.length) return <p>Aucun créneau n'est disponible pour ce drive.</p>;
  return (
    <Form method="post" className={styles.form}>
      <input type="hidden" name="intent" value="creneau" />
      {days.map((day) => (
        <fieldset key={day.date} className={styles.fieldset}>
          <legend className={styles.legend}>{day.label}</legend>
          {day.slots.map((slot) => (
            <label key={slot.id}>
              <input
                type="radio"
                name="creneau_id"
                value={slot.id}
                disabled={!slot.available}
                defaultChecked={slot.id === selectedId}
              />{' '}
              {slot.start} – {slot.end}, {slot.priceCents === 0 ? 'gratuit' : formatPrice(slot.priceCents)},{' '}
              {slot.available ? `${slot.remaining} places` : 'complet'}
            </label>
          ))}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Réserver ce créneau
        </Button>
      </div>
    </Form>
  );
}

function PaymentChoice({ view, actionData }: { view: ProMainView; actionData?: ProMainActionData }) {
  const { form, fields, formProps, formError } = useCheckedForm<{ intent: string; modePaiement: string }>(
    'choisir-paiement',
    actionData?.result,
  );
  const error = fields.modePaiement.errors?.[0];
  const posted = fields.modePaiement.initialValue;
  return (
    <section className={styles.section} aria-labelledby="paiement">
      <h2 id="paiement">Mode de paiement</h2>
      <Form method="post" {...formProps}>
        {formError && (
          <p id={form.errorId} role="alert" className={styles.error}>
            {formError}
          </p>
        )}
        <input type="hidden" name="intent" value="paiement" />
        <fieldset className={styles.fieldset} aria-describedby={error ? 'paiement-erreur' : undefined}>
          <legend className={styles.legend}>Choisissez votre mode de paiement</legend>
          {view.payments.map((mode) => (
            <div key={mode.code} className={styles.choice}>
              <input
                type="radio"
                name="modePaiement"
                id={`paiement-${mode.code}`}
                value={mode.code}
                disabled={!mode.possible}
                defaultChecked={posted === undefined ? mode.code === view.paymentMode : posted === mode.code}
                aria-describedby={mode.details || mode.reason ? `paiement-${mode.code}-infos` : undefined}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={`paiement-${mode.code}`}>
                <strong>{mode.label}</strong>
              </label>
              {(mode.details || mode.reason) && (
                <span id={`paiement-${mode.code}-infos`} className={styles.choiceInfo}>
                  {mode.details}
                  {mode.reason && ` · Indisponible : ${mode.reason}`}
                </span>
              )}
            </div>
          ))}
        </fieldset>
        {error && (
          <p id="paiement-erreur" role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            Choisir ce mode de paiement
          </Button>
        </div>
      </Form>
    </section>
  );
}

function Amounts({ view }: { view: ProMainView }) {
  const a = view.amounts;
  return (
    <section className={styles.section} aria-labelledby="montants">
      <h2 id="montants">Montants</h2>
      <dl className={styles.dl}>
        <dt>Panier</dt>
        <dd>{a.cart}</dd>
        <dt>Frais du créneau</dt>
        <dd>{a.fees}</dd>
        <dt>Total HT</dt>
        <dd>{a.totalExclTax}</dd>
        <dt>Total TTC</dt>
        <dd>{a.total}</dd>
      </dl>
      {a.vat.length > 0 && (
        <table className={styles.table}>
          <caption className="sr-only">TVA par taux</caption>
          <thead>
            <tr>
              <th scope="col">Taux de TVA</th>
              <th scope="col">Base HT</th>
              <th scope="col">Montant de TVA</th>
            </tr>
          </thead>
          <tbody>
            {a.vat.map((row) => (
              <tr key={row.rate}>
                <td>{row.rate}</td>
                <td>{row.base}</td>
                <td>{row.vat}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The commercial contact's name, phones and mail. */
export function ContactDetails({
  contact,
}: {
  contact: { name: string; phone: string | null; mobile: string | null; email: string | null };
}) {
  return (
    <dl className={styles.dl}>
      <dt>Nom</dt>
      <dd>{contact.name}</dd>
      {contact.phone && (
        <>
          <dt>Téléphone</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
          </dd>
        </>
      )}
      {contact.mobile && (
        <>
          <dt>Mobile</dt>
          <dd>
            <a href={`tel:${contact.mobile.replace(/\s/g, '')}`}>{contact.mobile}</a>
          </dd>
        </>
      )}
      {contact.email && (
        <>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </>
      )}
    </dl>
  );
}
