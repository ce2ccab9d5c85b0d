import { type FormEvent, useId, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { chooserHref } from '../stores/index.ts';
import styles from './delivery-eligibility.module.css';
import { ELIGIBILITY_RESOURCE, type EligibilityState, eligibilityQuery } from './eligibility.ts';

export interface DeliveryEligibilityProps {
  initial: EligibilityState;
  /** The page the form answers on without JavaScript (the store page, the home page). */
  pagePath: string;
  /** Whether the checked store is the shopper's current store (its planning is then `/planning`). */
  isCurrentStore: boolean;
  /** The store's minimum order for home delivery, in cents, when it has one. */
  minimumCents: number | null;
}

/**
 * The delivery-eligibility check: a postal code (its cities load once 5 digits are typed), then the
 * city, then 'service available' (see the planning, try another city) or 'not available' (try another
 * city, find a store that delivers, the conditions). Works as plain GET forms without JavaScript.
 */
export function DeliveryEligibility({
  initial,
  pagePath,
  isCurrentStore,
  minimumCents,
}: DeliveryEligibilityProps) {
  const fetcher = useFetcher<EligibilityState>();
  const hydrated = useHydrated();
  const state = fetcher.data ?? initial;
  const [postalCode, setPostalCode] = useState(initial.postalCode);
  const headingId = useId();
  const postalId = `code-postal${useId().replace(/:/g, '')}`;
  const cityId = useId();
  // The city list belongs to the postal code typed: another code empties it.
  const communes = state.postalCode === postalCode ? state.communes : [];
  const result = state.postalCode === postalCode ? state.result : null;

  const load = (code: string, insee?: string | null) =>
    fetcher.load(`${ELIGIBILITY_RESOURCE}?${eligibilityQuery(initial.storeId, code, insee)}`);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    load(String(form.get('code_postal') ?? '').trim(), (form.get('code_insee') as string | null) ?? null);
  };

  const tryAnother = () => {
    setPostalCode('');
    document.getElementById(postalId)?.focus();
  };

  return (
    <section className={styles.tool} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Êtes-vous livrable ?
      </h2>
      <p className={styles.intro}>Vérifiez si la livraison à domicile de ce magasin dessert votre ville.</p>
      <Form method="get" action={pagePath} preventScrollReset className={styles.form} onSubmit={onSubmit}>
        <Field
          id={postalId}
          label="Code postal"
          name="code_postal"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          pattern="[0-9]{5}"
          value={postalCode}
          error={state.postalCode === postalCode ? state.error : null}
          onChange={(event) => {
            const value = event.currentTarget.value.replace(/\D/g, '').slice(0, 5);
            setPostalCode(value);
            if (value.length === 5 && value !== state.postalCode) load(value);
          }}
        />
        {communes.length > 0 && (
          <div className={styles.select}>
            <label htmlFor={cityId} className={styles.label}>
              Ville
            </label>
            <select
              id={cityId}
              name="code_insee"
              defaultValue={state.insee ?? ''}
              key={`${state.postalCode}-${state.insee ?? ''}`}
              onChange={(event) =>
                hydrated && event.currentTarget.value && load(postalCode, event.currentTarget.value)
              }
            >
              <option value="">Choisissez votre ville</option>
              {communes.map((c) => (
                <option key={c.insee} value={c.insee}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
          {communes.length > 0 ? 'Vérifier' : 'Rechercher'}
        </Button>
      </Form>
      <div aria-live="polite">
        {result && (
          <div className={`${styles.result} ${result.eligible ? styles.available : styles.unavailable}`}>
            {result.eligible ? (
              <>
                <h3>Service disponible</h3>
                <p>Bonne nouvelle : ce magasin livre à domicile à {result.city}.</p>
                <div className={styles.actions}>
                  {isCurrentStore ? (
                    <ButtonLink to="/planning">Voir le planning</ButtonLink>
                  ) : (
                    <Form method="post" action="/magasins/choisir">
                      <input type="hidden" name="magasin_id" value={initial.storeId} />
                      <input type="hidden" name="redirectTo" value="/planning" />
                      <Button type="submit">Choisir ce magasin et voir le planning</Button>
                    </Form>
                  )}
                  <AnotherCity hydrated={hydrated} pagePath={pagePath} onClick={tryAnother} />
                </div>
              </>
            ) : (
              <>
                <h3>Service non disponible</h3>
                <p>
                  <strong>{result.city}</strong> —{' '}
                  {result.message ?? "La livraison n'est pas proposée dans cette ville."}
                </p>
                <div className={styles.actions}>
                  <AnotherCity hydrated={hydrated} pagePath={pagePath} onClick={tryAnother} />
                  <ButtonLink to={chooserHref('/', state.postalCode)} variant="secondary">
                    Voir les magasins qui livrent ma ville
                  </ButtonLink>
                </div>
                <p>
                  Conditions : la livraison à domicile dessert les communes proches du magasin
                  {minimumCents !== null ? `, dès ${formatPrice(minimumCents)} d’achats.` : '.'} Le retrait en
                  drive reste possible partout.
                </p>
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

function AnotherCity({
  hydrated,
  pagePath,
  onClick,
}: {
  hydrated: boolean;
  pagePath: string;
  onClick: () => void;
}) {
  return hydrated ? (
    <Button variant="ghost" onClick={onClick}>
      Essayer une autre ville
    </Button>
  ) : (
    <ButtonLink to={pagePath} variant="ghost" preventScrollReset>
      Essayer une autre ville
    </ButtonLink>
  );
}
