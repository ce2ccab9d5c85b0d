import { giftCardLineLabel } from '@cabas/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Form, useActionData } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { GIFT_CARD_INTENT, type GiftCardRange, type GiftCardResult, giftCardPresets } from './gift-card.ts';
import { validateGiftCardAmount } from './gift-card-amount.ts';
import styles from './product-page.module.css';

/**
 * The amount of a gift card. Checked when the field is left and on submit, then live
 * once an error was shown; the server checks the same rules (the form works without JavaScript,
 * where the preset buttons submit their amount).
 */
export function GiftCardForm({ range, result }: { range: GiftCardRange; result?: GiftCardResult }) {
  const [value, setValue] = useState(result?.value ?? '');
  const [error, setError] = useState<string | null>(result?.error ?? null);
  const [live, setLive] = useState(Boolean(result?.error));
  const inputId = `montant${useId()}`;
  const focusInput = () => document.getElementById(inputId)?.focus();

  // A new answer of the server (a submit) replaces what the browser checked.
  useEffect(() => {
    if (!result) return;
    setValue(result.value);
    setError(result.error);
    if (result.error) {
      setLive(true);
      document.getElementById(inputId)?.focus();
    }
  }, [result, inputId]);

  const check = (text: string) => {
    const message = validateGiftCardAmount(text, range);
    setError(message);
    return message;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('name') === 'preset') return;
    if (check(value)) {
      event.preventDefault();
      setLive(true);
      focusInput();
    }
  };

  const added = result?.added === true && result.amount !== null && result.value === value.trim();
  return (
    <Form method="post" noValidate className={styles.giftCard} onSubmit={submit}>
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
      {result?.cartError && (
        <p role="alert" className={styles.giftCardError}>
          {result.cartError}
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
