import type { DeliveryAddress } from '@cabas/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from '../../ui/account-pages.module.css';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { type FormResult, useCheckedForm } from '../../ui/use-checked-form.ts';
import { CityPicker } from './city-picker.tsx';
import type { CommuneOption } from './commune-option.ts';
import {
  AccessFlagsFieldset,
  AddressLineFields,
  DeliveryAddressFields,
  type DeliveryAddressValues,
  useAddressDefaults,
} from './delivery-address-fields.tsx';

/** The account's address form: the address's fields, the one changed and the button pressed. */
export interface AccountAddressValues extends DeliveryAddressValues {
  id: string;
  intent: 'enregistrer' | 'villes';
}

/**
 * The delivery address form (add or change), every field of the address. The page draws it again for
 * each answer of the action (`result`): what was posted after a refusal or the city search, else the
 * saved address.
 */
export function AddressForm({
  address,
  result,
  communes,
}: {
  address: DeliveryAddress | null;
  result?: FormResult | null;
  communes: CommuneOption[] | null;
}) {
  const hydrated = useHydrated();
  const [cityChosen, setCityChosen] = useState(false);
  const onChosen = useCallback((chosen: boolean) => setCityChosen(chosen), []);
  const { form, fields, formProps, formError } = useCheckedForm<AccountAddressValues>(
    'enregistrer-adresse',
    result,
  );
  const { value: v, checked } = useAddressDefaults(fields, address, result);
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
      {formError && (
        <p id={form.errorId} role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      <Form method="post" className={styles.grid} {...formProps}>
        {address && <input type="hidden" name="id" value={address.id} />}
        <CityPicker
          initialPostalCode={v('code_postal') ?? ''}
          initialInsee={v('code_insee') ?? ''}
          initialCommunes={communes}
          errors={{
            code_postal: fields.code_postal.errors?.[0],
            code_insee: fields.code_insee.errors?.[0] ?? fields.nom_commune.errors?.[0],
          }}
          onChosen={onChosen}
        />
        <AddressLineFields fields={fields} value={v} complementMaxLength={100} />
        <Field
          label="Nom de l'adresse (facultatif)"
          description="Par exemple : Maison, Bureau"
          field={fields.libelle}
          defaultValue={v('libelle')}
          maxLength={50}
        />
        <DeliveryAddressFields fields={fields} value={v} classes={styles} />
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
