import { LOYALTY_CARD_NUMBER_MAX, LOYALTY_CODE_DIGITS, loyaltyMessages } from '@cabas/contracts';
import { Form, Link } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { Field } from '../../ui/field.tsx';
import type { LoyaltyActionData } from './loyalty.server.ts';

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
  const step = answer?.step ?? 'numero';
  const restart = onRestart ? (
    <Button variant="secondary" onClick={onRestart}>
      Saisir un autre numéro
    </Button>
  ) : (
    <Link to="/mon-compte/ma-fidelite?ajout=1#ajout-carte">Saisir un autre numéro</Link>
  );
  if (step === 'deja-liee')
    return (
      <div className={styles.section}>
        <p role="alert">{loyaltyMessages.alreadyLinked}</p>
        <p>
          <Link to={LINKED_CARD_HELP}>Carte déjà associée à un compte : comment faire ?</Link>
        </p>
        <div className={styles.actions}>{restart}</div>
      </div>
    );
  if (step === 'invalide')
    return (
      <div className={styles.section}>
        <p role="alert" className={styles.alert}>
          {answer?.error}
        </p>
        <ul>
          {loyaltyMessages.invalidCardReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <div className={styles.actions}>{restart}</div>
      </div>
    );
  if (step === 'bloquee')
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
  if (step === 'code' && answer)
    return (
      <Form method="post" className={styles.section} aria-label="Code cagnotte">
        <p>
          Carte {answer.libelleType} n° <strong>{answer.numero}</strong> : saisissez son code cagnotte à{' '}
          {LOYALTY_CODE_DIGITS} chiffres.
        </p>
        {answer.error && (
          <p role="alert" className={styles.alert}>
            {answer.error}
          </p>
        )}
        <input type="hidden" name="intent" value="appairer" />
        <input type="hidden" name="num_carte_carrefour" value={answer.numero} />
        <input type="hidden" name="type_carte" value={answer.typeCarte ?? 'CRF'} />
        <input type="hidden" name="libelle_type" value={answer.libelleType ?? ''} />
        <Field
          id="code_pin_carrefour"
          label="Code cagnotte"
          name="code_pin_carrefour"
          inputMode="numeric"
          autoComplete="off"
          maxLength={LOYALTY_CODE_DIGITS}
          pattern="[0-9]*"
          error={answer.fieldErrors.code_pin_carrefour}
          // The step's one field: the focus goes to it when the step appears.
          autoFocus
          required
        />
        <CaptchaField
          id="captcha-carte"
          error={answer.fieldErrors['g-captcha-response']}
          resetKey={answer.captchaUsed ? answer : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit">Valider</Button>
          {restart}
        </div>
      </Form>
    );
  return (
    <Form method="post" className={styles.section} aria-label="Numéro de carte">
      {answer?.error && (
        <p role="alert" className={styles.alert}>
          {answer.error}
        </p>
      )}
      <input type="hidden" name="intent" value="verifier" />
      <Field
        id="num_carte_carrefour"
        label="Numéro de carte de fidélité"
        description="De 16 à 19 chiffres, au dos de votre carte."
        name="num_carte_carrefour"
        inputMode="numeric"
        autoComplete="off"
        maxLength={LOYALTY_CARD_NUMBER_MAX + 6}
        defaultValue={answer?.numero}
        error={answer?.fieldErrors.num_carte_carrefour}
        required
      />
      <div className={styles.actions}>
        <Button type="submit">Continuer</Button>
      </div>
    </Form>
  );
}
