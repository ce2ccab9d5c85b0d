import { messages } from '@cabas/contracts';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import {
  type CommuneOption,
  type CommunesAnswer,
  isFrenchPostalCode,
  postalCodeInput,
} from './commune-option.ts';
import { PostalCodeField } from './delivery-address-fields.tsx';

/** The city list loads this long after the last digit typed (500 ms). */
const LOOKUP_DELAY_MS = 500;

/**
 * Postal code, then the city among the communes of that code. With JavaScript the list loads once 5
 * digits are typed (the city select stays disabled until communes are found); without it, the
 * "Rechercher les villes" button posts the form, which comes back with the list.
 */
export function CityPicker({
  initialPostalCode,
  initialInsee,
  initialCommunes,
  errors,
  onChosen,
}: {
  initialPostalCode: string;
  initialInsee: string;
  initialCommunes: CommuneOption[] | null;
  errors: { code_postal?: string; code_insee?: string };
  onChosen: (chosen: boolean) => void;
}) {
  const hydrated = useHydrated();
  const [postalCode, setPostalCode] = useState(initialPostalCode);
  const [insee, setInsee] = useState(initialInsee);
  const fetcher = useFetcher<CommunesAnswer>();
  const load = fetcher.load;

  useEffect(() => {
    if (!hydrated || !isFrenchPostalCode(postalCode) || postalCode === initialPostalCode) return;
    const timer = setTimeout(() => load(`/ressources/communes?code_postal=${postalCode}`), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hydrated, postalCode, initialPostalCode, load]);

  const fetched = fetcher.data?.postalCode === postalCode ? fetcher.data.communes : null;
  const communes = postalCode === initialPostalCode ? (initialCommunes ?? fetched) : fetched;
  const loading = fetcher.state === 'loading';
  const noneFound = communes !== null && communes.length === 0 && isFrenchPostalCode(postalCode);
  const chosen = communes?.some((c) => c.insee === insee) ?? false;

  useEffect(() => onChosen(chosen), [chosen, onChosen]);

  return (
    <fieldset className={fieldStyles.field}>
      <legend className={fieldStyles.label}>Ville</legend>
      <PostalCodeField
        value={postalCode}
        error={errors.code_postal ?? (noneFound && !loading ? messages.noCommuneForPostalCode : undefined)}
        onChange={(event) => {
          setPostalCode(postalCodeInput(event.currentTarget.value));
          setInsee('');
        }}
      />
      {!hydrated && (
        <Button type="submit" name="intent" value="villes" variant="secondary" formNoValidate>
          Rechercher les villes
        </Button>
      )}
      <div className={fieldStyles.field}>
        <label htmlFor="code_insee" className={fieldStyles.label}>
          Commune
        </label>
        <select
          id="code_insee"
          name="code_insee"
          className={fieldStyles.input}
          value={insee}
          disabled={hydrated ? !communes?.length : false}
          aria-busy={loading || undefined}
          aria-invalid={errors.code_insee ? true : undefined}
          aria-describedby={errors.code_insee ? 'code_insee-erreur' : undefined}
          onChange={(event) => setInsee(event.currentTarget.value)}
        >
          <option value="">
            {loading
              ? 'Chargement des villes…'
              : communes?.length
                ? 'Choisissez votre ville'
                : 'Saisissez d’abord le code postal'}
          </option>
          {(communes ?? []).map((c) => (
            <option key={c.insee} value={c.insee}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.code_insee && (
          <span id="code_insee-erreur" className={fieldStyles.error}>
            {errors.code_insee}
          </span>
        )}
      </div>
      <p role="status" className="sr-only">
        {communes?.length
          ? `${communes.length} ville${communes.length > 1 ? 's' : ''} trouvée${communes.length > 1 ? 's' : ''}`
          : ''}
      </p>
    </fieldset>
  );
}
