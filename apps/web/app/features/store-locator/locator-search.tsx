import { STORE_TYPES } from '@cabas/contracts';
import { useRef, useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import {
  LOCATOR_PATH,
  type LocatorData,
  locatorHref,
  MODE_FILTERS,
  MODE_LABELS,
  readLocatorForm,
  STORE_TYPE_LABELS,
} from './locator.ts';
import styles from './store-locator.module.css';

const GEOLOCATION_MESSAGES = {
  refused:
    'Vous n’avez pas autorisé l’accès à votre position. Saisissez une ville ou un code postal pour trouver un magasin.',
  unavailable:
    'Votre position n’est pas disponible pour le moment. Saisissez une ville ou un code postal pour trouver un magasin.',
  unsupported:
    'Votre navigateur ne permet pas de trouver votre position. Saisissez une ville ou un code postal pour trouver un magasin.',
} as const;

/** The search (city or postal code, or the shopper's position) and the filters: a GET form. */
export function LocatorSearch({ data }: { data: LocatorData }) {
  const { form } = data;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const filterCount =
    form.types.length +
    form.modes.length +
    form.services.length +
    Number(form.ouvert) +
    Number(form.carburant);

  function aroundMe() {
    setGeoError(null);
    if (!('geolocation' in navigator)) {
      setGeoError(GEOLOCATION_MESSAGES.unsupported);
      return;
    }
    setLocating(true);
    // The browser asks the shopper for the position only here, on this click.
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const current = formRef.current ? formParams(formRef.current) : new URLSearchParams();
        const filters = readLocatorForm(current);
        navigate(
          locatorHref({
            ...filters,
            recherche: '',
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
          }),
        );
      },
      (error) => {
        setLocating(false);
        setGeoError(
          error.code === error.PERMISSION_DENIED
            ? GEOLOCATION_MESSAGES.refused
            : GEOLOCATION_MESSAGES.unavailable,
        );
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <search aria-label="Rechercher un magasin" className={styles.search}>
      <Form method="get" action={LOCATOR_PATH} ref={formRef} className={styles.searchForm}>
        <div className={styles.searchRow}>
          <Field
            id="recherche-localisateur"
            className={styles.searchField}
            name="recherche"
            label="Code postal ou ville"
            description="Par exemple : 69003 ou Lyon"
            defaultValue={form.latitude === null ? form.recherche : ''}
            error={data.error}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
          <Button type="submit" aria-busy={navigation.state === 'loading' || undefined}>
            <SearchIcon size={18} />
            Rechercher<span className="sr-only"> un magasin</span>
          </Button>
          {hydrated && (
            <Button
              variant="secondary"
              onClick={aroundMe}
              aria-busy={locating || undefined}
              disabled={locating}
            >
              {locating ? 'Recherche de votre position…' : 'Autour de moi'}
            </Button>
          )}
        </div>
        {geoError && (
          <p className={styles.geoError} role="alert">
            {geoError}
          </p>
        )}
        <details className={styles.filters} open={filterCount > 0 || undefined}>
          <summary>Filtres{filterCount > 0 ? ` (${filterCount})` : ''}</summary>
          <div className={styles.filterGroups}>
            <fieldset className={styles.filterGroup}>
              <legend>Disponibilité</legend>
              <Check name="ouvert" value="on" label="Ouvert maintenant" checked={form.ouvert} />
              <Check
                name="carburant"
                value="on"
                label="Station-service (carburant)"
                checked={form.carburant}
              />
            </fieldset>
            <fieldset className={styles.filterGroup}>
              <legend>Type de magasin</legend>
              {STORE_TYPES.map((type) => (
                <Check
                  key={type}
                  name="type"
                  value={type}
                  label={STORE_TYPE_LABELS[type]}
                  checked={form.types.includes(type)}
                />
              ))}
            </fieldset>
            <fieldset className={styles.filterGroup}>
              <legend>Modes de commande</legend>
              {MODE_FILTERS.map((mode) => (
                <Check
                  key={mode}
                  name="mode"
                  value={mode}
                  label={MODE_LABELS[mode]}
                  checked={form.modes.includes(mode)}
                />
              ))}
            </fieldset>
            {data.services.length > 0 && (
              <fieldset className={styles.filterGroup}>
                <legend>Services</legend>
                {data.services.map((service) => (
                  <Check
                    key={service.code}
                    name="service"
                    value={service.code}
                    label={service.libelle}
                    checked={form.services.includes(service.code)}
                  />
                ))}
              </fieldset>
            )}
          </div>
          <Button type="submit" variant="secondary" size="small">
            Appliquer les filtres
          </Button>
        </details>
      </Form>
    </search>
  );
}

function Check({
  name,
  value,
  label,
  checked,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} />
      {label}
    </label>
  );
}

function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return params;
}
