import { LOYALTY_CARD_NUMBER_MAX, LOYALTY_CODE_DIGITS, loyaltyMessages } from '@cabas/contracts';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { Field } from '../../ui/field.tsx';
import { type FormResult, useCheckedForm } from '../../ui/use-checked-form.ts';
import type { LoyaltyActionData, LoyaltyFormStep } from './loyalty.server.ts';

/** The number step's fields. */
interface NumberValues {
  intent: 'verifier';
  num_carte_carrefour: string;
}

/** The code step's fields (the code and the captcha are never sent back to the page). */
interface CodeValues {
  intent: 'appairer';
  num_carte_carrefour: string;
  type_carte: string;
  libelle_type: string;
  code_pin_carrefour: string;
  altcha: string;
}

export const LINKED_CARD_HELP =
  '/infos-et-services/pages-cachees/carte-fidelite-associee-a-un-compte-comment-faire';
export const NEW_CODE_HELP = '/infos-et-services/aide/contactez-nous/formulaire-contact';

/**
 * The steps of adding a partner card, the same in the page (without JavaScript) and in the popin:
 * the number, then (once the API knows the card) the code cagnotte with the captcha; a refusal
 * shows its own text with the way back to the first step.
 */
export function AddCardSteps({
  answer,
  onRestart,
}: {
  answer: LoyaltyActionData | null;
  /** In the popin: back to the number without reloading; in the page a link does it. */
  onRestart?: () => void;
}) {
  const restart = onRestart ? (
    <Button variant="secondary" onClick={onRestart}>
      Saisir un autre numéro
    </Button>
  ) : (
    <Link to="/mon-compte/ma-fidelite?ajout=1#ajout-carte">Saisir un autre numéro</Link>
  );
  if (answer?.step === 'deja-liee')
    return (
      <div className={styles.section}>
        <p role="alert">{loyaltyMessages.alreadyLinked}</p>
        <p>
          <Link to={LINKED_CARD_HELP}>Carte déjà associée à un compte : comment faire ?</Link>
        </p>
        <div className={styles.actions}>{restart}</div>
      </div>
    );
  if (answer?.step === 'invalide')
    return (
      <div className={styles.section}>
        <p role="alert" className={styles.alert}>
          {answer.error}
        </p>
        <ul>
          {loyaltyMessages.invalidCardReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <div className={styles.actions}>{restart}</div>
      </div>
    );
  if (answer?.step === 'bloquee')
    return (
      <div className={styles.section}>
        <p role="alert" className={styles.alert}>
          {loyaltyMessages.cardLocked}
        </p>
        <p>{loyaltyMessages.cardLockedHelp}</p>
        <p>
          <Link to={NEW_CODE_HELP}>Demander un nouveau code cagnotte</Link>
        </p>
      </div>
    );
  if (answer?.step === 'code') return <CodeForm answer={answer} restart={restart} />;
  return <NumberForm result={answer?.step === 'numero' ? answer.result : undefined} />;
}

/** The code cagnotte of the card the API knows, with the captcha. */
function CodeForm({ answer, restart }: { answer: LoyaltyFormStep; restart: ReactNode }) {
  const { form, fields, formProps, formError } = useCheckedForm<CodeValues>('code-cagnotte', answer.result);
  return (
    <Form method="post" className={styles.section} aria-label="Code cagnotte" {...formProps}>
      <p>
        Carte {answer.libelleType} n° <strong>{answer.numero}</strong> : saisissez son code cagnotte à{' '}
        {LOYALTY_CODE_DIGITS} chiffres.
      </p>
      {formError && (
        <p id={form.errorId} role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      <input type="hidden" name="intent" value="appairer" />
      <input type="hidden" name="num_carte_carrefour" value={answer.numero} />
      <input type="hidden" name="type_carte" value={answer.typeCarte ?? 'CRF'} />
      <input type="hidden" name="libelle_type" value={answer.libelleType ?? ''} />
      <Field
        id="code_pin_carrefour"
        label="Code cagnotte"
        field={fields.code_pin_carrefour}
        inputMode="numeric"
        autoComplete="off"
        maxLength={LOYALTY_CODE_DIGITS}
        pattern="[0-9]*"
        // The step's one field: the focus goes to it when the step appears.
        autoFocus
        required
      />
      <CaptchaField
        id="captcha-carte"
        error={fields.altcha.errors?.[0]}
        resetKey={answer.captchaUsed ? answer : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit">Valider</Button>
        {restart}
      </div>
    </Form>
  );
}

/** The first step: the card's number. */
function NumberForm({ result }: { result: FormResult | undefined }) {
  const { form, fields, formProps, formError } = useCheckedForm<NumberValues>('numero-carte', result);
  return (
    <Form method="post" className={styles.section} aria-label="Numéro de carte" {...formProps}>
      {formError && (
        <p id={form.errorId} role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      <input type="hidden" name="intent" value="verifier" />
      <Field
        id="num_carte_carrefour"
        label="Numéro de carte de fidélité"
        description="De 16 à 19 chiffres, au dos de votre carte."
        field={fields.num_carte_carrefour}
        inputMode="numeric"
        autoComplete="off"
        maxLength={LOYALTY_CARD_NUMBER_MAX + 6}
        required
      />
      <div className={styles.actions}>
        <Button type="submit">Continuer</Button>
      </div>
    </Form>
  );
}
