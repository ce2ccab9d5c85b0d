import { messages } from '@cabas/contracts';
import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { Button } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { PostalCodeField } from '../addresses/index.ts';
import styles from './checkout.module.css';
import { isCompletePostalCode, normalizePostalCode } from './checkout-rules.ts';
import type { CommuneChoice, CommunesData } from './communes.server.ts';

export interface ChosenCommune {
  postalCode: string;
  insee: string;
  name: string;
}

/**
 * Delivery eligibility: the postal code (digits only, at most 5) loads the city list at
 * exactly 5 digits; the city's confirm button stays disabled until a city is chosen; a city the store
 * does not deliver gets 'La livraison n'est pas proposée dans cette ville.' and two ways out.
 */
export function CommunePicker({
  initial,
  onConfirm,
  error,
}: {
  initial: ChosenCommune | null;
  onConfirm: (commune: ChosenCommune | null) => void;
  error?: string;
}) {
  const [postalCode, setPostalCode] = useState(initial?.postalCode ?? '');
  const [insee, setInsee] = useState(initial?.insee ?? '');
  const [refused, setRefused] = useState(false);
  const fetcher = useFetcher<CommunesData>();
  const load = fetcher.load;

  useEffect(() => {
    if (isCompletePostalCode(postalCode)) load(`/ressources/commander/communes?code_postal=${postalCode}`);
  }, [postalCode, load]);

  const communes: CommuneChoice[] = fetcher.data?.postalCode === postalCode ? fetcher.data.communes : [];
  const chosen = communes.find((c) => c.insee === insee) ?? null;
  const loading = fetcher.state === 'loading';

  const confirm = () => {
    if (!chosen) return;
    if (!chosen.eligible) {
      setRefused(true);
      onConfirm(null);
      return;
    }
    onConfirm({ postalCode: chosen.postalCode, insee: chosen.insee, name: chosen.name });
  };
  const another = () => {
    setPostalCode('');
    setInsee('');
    setRefused(false);
    document.getElementById('code_postal')?.focus();
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Ville de livraison</legend>
      <PostalCodeField
        value={postalCode}
        error={error}
        onChange={(event) => {
          setPostalCode(normalizePostalCode(event.currentTarget.value));
          setInsee('');
          setRefused(false);
          onConfirm(null);
        }}
      />
      {isCompletePostalCode(postalCode) && (
        <div className={fieldStyles.field}>
          <label htmlFor="commune" className={fieldStyles.label}>
            Ville
          </label>
          <select
            id="commune"
            className={fieldStyles.input}
            value={insee}
            onChange={(event) => {
              setInsee(event.currentTarget.value);
              setRefused(false);
              onConfirm(null);
            }}
            aria-busy={loading || undefined}
          >
            <option value="">{loading ? 'Chargement des villes…' : 'Choisissez votre ville'}</option>
            {communes.map((c) => (
              <option key={c.insee} value={c.insee}>
                {c.name}
              </option>
            ))}
          </select>
          {!loading && fetcher.data && communes.length === 0 && (
            <span className={fieldStyles.error}>{messages.noCommuneForPostalCode}</span>
          )}
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={confirm} disabled={!chosen}>
          Valider la ville
        </Button>
      </div>
      <div role="status">
        {refused && (
          <div className={styles.refusal}>
            <p className={styles.error}>{messages.deliveryNotInCommune}</p>
            <div className={styles.actions}>
              <Button variant="primary" onClick={another}>
                Tester une autre commune
              </Button>
              <Link to="/commander/mode-livraison" className={styles.link}>
                Choisir un autre mode de livraison
              </Link>
            </div>
          </div>
        )}
      </div>
    </fieldset>
  );
}
