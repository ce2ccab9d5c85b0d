import type { DeliveryAddress } from '@cabas/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from '../../ui/account-pages.module.css';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { CityPicker } from './city-picker.tsx';
import type { CommuneOption } from './commune-option.ts';
import { AccessFlagsFieldset, AddressLineFields, DeliveryAddressFields } from './delivery-address-fields.tsx';

/** The delivery address form (add or change), every field of the address. */
export function AddressForm({
  address,
  values,
  errors,
  communes,
  error,
}: {
  address: DeliveryAddress | null;
  /** What was posted, shown back after a refusal or the city search. */
  values: Record<string, string> | null;
  errors: Record<string, string>;
  communes: CommuneOption[] | null;
  error?: string;
}) {
  const hydrated = useHydrated();
  const [cityChosen, setCityChosen] = useState(false);
  const onChosen = useCallback((chosen: boolean) => setCityChosen(chosen), []);
  const v = (key: string): string | undefined => {
    if (values) return values[key];
    const value = address?.[key as keyof DeliveryAddress];
    return value === null || value === undefined ? undefined : String(value);
  };
  const checked = (key: string) =>
    values ? values[key] === 'on' : Boolean(address?.[key as keyof DeliveryAddress]);
  const title = address ? "Modifier l'adresse" : 'Ajouter une adresse';
  // Opened from "Ajouter une adresse" or "Modifier": the focus goes to the form's title.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.location.hash === '#formulaire-adresse') heading.current?.focus();
  }, []);
  return (
    <section className={styles.section} aria-labelledby="formulaire-adresse">
      <h2 id="formulaire-adresse" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <Form method="post" className={styles.grid} noValidate>
        {address && <input type="hidden" name="id" value={address.id} />}
        <CityPicker
          initialPostalCode={v('code_postal') ?? ''}
          initialInsee={v('code_insee') ?? ''}
          initialCommunes={communes}
          errors={{ code_postal: errors.code_postal, code_insee: errors.code_insee ?? errors.nom_commune }}
          onChosen={onChosen}
        />
        <AddressLineFields value={v} errors={errors} complementMaxLength={100} />
        <Field
          label="Nom de l'adresse (facultatif)"
          description="Par exemple : Maison, Bureau"
          name="libelle"
          defaultValue={v('libelle')}
          error={errors.libelle}
          maxLength={50}
        />
        <DeliveryAddressFields value={v} errors={errors} classes={styles} />
        <AccessFlagsFieldset checked={checked} classes={styles} />
        <div className={styles.choice}>
          <input type="checkbox" id="defaut" name="defaut" defaultChecked={checked('defaut')} />
          <label htmlFor="defaut">Adresse par défaut</label>
        </div>
        <div className={styles.actions}>
          <Button
            type="submit"
            name="intent"
            value="enregistrer"
            variant="accent"
            disabled={hydrated && !cityChosen}
          >
            Enregistrer l'adresse
          </Button>
          <Link to="/mon-compte/mes-adresses" className={buttonClass({ variant: 'secondary' })}>
            Annuler
          </Link>
        </div>
      </Form>
    </section>
  );
}
