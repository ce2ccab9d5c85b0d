import { giftCardLineLabel } from '@cabas/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Form, useActionData } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { useCheckedForm } from '../../ui/use-checked-form.ts';
import {
  GIFT_CARD_INTENT,
  type GiftCardRange,
  type GiftCardResult,
  giftCardAnswer,
  giftCardPresets,
} from './gift-card.ts';
import { validateGiftCardAmount } from './gift-card-amount.ts';
import styles from './product-page.module.css';

/** The gift-card form's fields. */
interface GiftCardValues {
  intent: string;
  preset: string;
  montant: string;
}

/**
 * The amount of a gift card. Checked when the field is left and on submit, then live
 * once an error was shown, with the pure rule (no schema in the page's JavaScript); the server
 * checks the same rules with the contracts' schema (the form works without JavaScript, where the
 * preset buttons submit their amount).
 */
export function GiftCardForm({ range, result }: { range: GiftCardRange; result?: GiftCardResult }) {
  const { form, formProps, formError } = useCheckedForm<GiftCardValues>(
    'carte-cadeau-montant',
    result?.result,
  );
  const answer = giftCardAnswer(result?.result);
  const [value, setValue] = useState(answer.value);
  const [error, setError] = useState<string | null>(answer.error);
  const [live, setLive] = useState(Boolean(answer.error));
  const inputId = `montant${useId()}`;
  const focusInput = () => document.getElementById(inputId)?.focus();

  // A new answer of the server (a submit) replaces what the browser checked; after a refusal the
  // focus goes to the field (useCheckedForm).
  useEffect(() => {
    if (!result) return;
    const { value, error } = giftCardAnswer(result.result);
    setValue(value);
    setError(error);
    if (error) setLive(true);
  }, [result]);

  const check = (text: string) => {
    const message = validateGiftCardAmount(text, range);
    setError(message);
    return message;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('name') !== 'preset' && check(value)) {
      event.preventDefault();
      setLive(true);
      focusInput();
      return;
    }
    formProps.onSubmit(event);
  };

  const added = result?.added === true && result.amount !== null && answer.value === value.trim();
  return (
    <Form method="post" className={styles.giftCard} {...formProps} onSubmit={submit}>
      <input type="hidden" name="intent" value={GIFT_CARD_INTENT} />
      <fieldset className={styles.giftCardFields}>
        <legend>Montant de la carte cadeau</legend>
        <div className={styles.presets}>
          {giftCardPresets(range).map((amount) => (
            <button
              key={amount}
              type="submit"
              name="preset"
              value={amount}
              aria-pressed={value === String(amount)}
              onClick={(event) => {
                // With JavaScript a preset fills the field; without, it submits its amount.
                event.preventDefault();
                setValue(String(amount));
                check(String(amount));
              }}
            >
              {amount} €
            </button>
          ))}
        </div>
        <Field
          id={inputId}
          label={`Autre montant (de ${range.min} à ${range.max} €)`}
          name="montant"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          error={error}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setValue(text);
            if (live || error) check(text);
          }}
          onBlur={(event) => {
            // Leaving for a submit button: the submit checks. Checking here would move the button
            // (the message appears or goes) between the press and the release, losing the click.
            const next = event.relatedTarget;
            if (next instanceof HTMLButtonElement && next.type === 'submit') return;
            if (value.trim()) check(value);
          }}
        />
      </fieldset>
      <Button type="submit" className={styles.giftCardSubmit}>
        Ajouter au panier
      </Button>
      <p role="status" className={styles.muted}>
        {added ? `${giftCardLineLabel(result.amount ?? 0)} ajoutée à votre panier.` : ''}
      </p>
      {added && <a href="/panier">Voir mon panier</a>}
      {formError && (
        <p id={form.errorId} role="alert" className={styles.giftCardError}>
          {formError}
        </p>
      )}
    </Form>
  );
}

/** The gift-card form with the answer of the product route's action, if the last submit was it. */
export function GiftCardAmount({ range }: { range: GiftCardRange }) {
  const answer = useActionData() as GiftCardResult | undefined;
  const result = answer && typeof answer === 'object' && 'amount' in answer ? answer : undefined;
  return <GiftCardForm range={range} result={result} />;
}
