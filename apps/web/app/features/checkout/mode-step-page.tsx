import { lazy, Suspense, useEffect, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useCheckedForm } from '../../ui/use-checked-form.ts';
import styles from './checkout.module.css';
import type { HoldView, ModeActionData, ModeStepData, SlotActionData } from './mode-step.server.ts';

// The slot grid (React Aria tabs and grid list box) is its own chunk: server-rendered with the page,
// it becomes interactive when its code arrives, and the rest of the page does not wait for it.
const SlotGrid = lazy(() => import('./slot-grid.tsx').then((m) => ({ default: m.SlotGrid })));

/** `/commander/mode-livraison`: modes and services, then the slot grid of the chosen service. */
export function ModeStepPage({ data, actionData }: { data: ModeStepData; actionData?: ModeActionData }) {
  const fetcher = useFetcher<SlotActionData>();
  const [hold, setHold] = useState<HoldView | null>(data.hold);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.ok && result.hold) setHold(result.hold);
  }, [result]);
  const error = result?.error ?? (actionData?.intent === 'creneau' ? actionData.error : undefined);
  const { form, fields, formProps, formError } = useCheckedForm<{ intent: 'service'; service_id: string }>(
    'choisir-mode',
    actionData?.intent === 'service' ? actionData.result : undefined,
  );
  const serviceError = fields.service_id.errors?.[0];
  const posted = fields.service_id.initialValue;

  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Mode de retrait ou de livraison</h1>
      <Form method="post" className={styles.section} aria-labelledby="choix-mode" {...formProps}>
        <h2 id="choix-mode">Choisissez votre mode</h2>
        {formError && (
          <p id={form.errorId} role="alert" className={styles.error}>
            {formError}
          </p>
        )}
        <input type="hidden" name="intent" value="service" />
        {data.modes.map((mode) => (
          <fieldset key={mode.type} className={styles.fieldset} disabled={!mode.possible}>
            <legend className={styles.legend}>
              {mode.label}
              {mode.minimumText && <span className={styles.muted}> · {mode.minimumText}</span>}
            </legend>
            {!mode.possible && mode.reasons.length > 0 && (
              <p className={styles.muted}>{mode.reasons.join(' ')}</p>
            )}
            {mode.services.map((service) => (
              <div key={service.id} className={styles.choice}>
                <input
                  type="radio"
                  name="service_id"
                  id={`service-${service.id}`}
                  value={service.id}
                  defaultChecked={
                    posted === undefined ? service.id === data.serviceId : posted === String(service.id)
                  }
                  disabled={!service.possible}
                  aria-invalid={serviceError ? true : undefined}
                  aria-describedby={
                    serviceError
                      ? `service-${service.id}-infos service-erreur`
                      : `service-${service.id}-infos`
                  }
                />
                <label htmlFor={`service-${service.id}`}>
                  <strong>{service.label}</strong>
                </label>
                <span id={`service-${service.id}-infos`} className={styles.choiceInfo}>
                  {[service.address, service.description, service.priceText, service.maxText]
                    .filter(Boolean)
                    .join(' · ')}
                  {mode.possible &&
                    !service.possible &&
                    service.reasons.length > 0 &&
                    ` · Indisponible : ${service.reasons.join(' ')}`}
                </span>
              </div>
            ))}
          </fieldset>
        ))}
        {serviceError && (
          <p id="service-erreur" role="alert" className={styles.error}>
            {serviceError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            Valider ce mode
          </Button>
        </div>
      </Form>

      {data.isHomeDelivery && (
        <section className={styles.section} aria-labelledby="adresse">
          <h2 id="adresse">Adresse de livraison</h2>
          <p>{data.address ?? 'Aucune adresse choisie.'}</p>
          <div className={styles.actions}>
            <ButtonLink to="/commander/adresse-livraison" variant="secondary">
              {data.address ? "Changer d'adresse" : 'Choisir mon adresse'}
            </ButtonLink>
          </div>
        </section>
      )}

      {data.serviceId !== null && (
        <section className={styles.section} aria-labelledby="creneaux">
          <h2 id="creneaux">Choisissez votre créneau</h2>
          <p className={styles.muted}>
            Flèches gauche et droite : changer de jour. Tabulation puis flèches : parcourir les créneaux.
            Entrée : choisir le créneau.
          </p>
          <Suspense fallback={<p>Chargement des créneaux…</p>}>
            <SlotGrid
              days={data.days}
              selectedId={hold?.slotId ?? null}
              onChoose={(slot) => fetcher.submit({ creneau_id: slot.id, js: '1' }, { method: 'post' })}
            />
          </Suspense>
          <p role="status" className={styles.status}>
            {fetcher.state !== 'idle' ? 'Réservation du créneau en cours…' : (hold?.announcement ?? '')}
          </p>
        </section>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {hold && (!data.isHomeDelivery || data.address) ? (
          <ButtonLink to="/commander/paiement-et-avantages" variant="accent">
            Continuer vers le paiement
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
