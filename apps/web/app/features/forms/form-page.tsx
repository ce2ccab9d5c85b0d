import { FORM_PAGES, type FormKind, formMessages } from '@cabas/contracts';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import { RequestSentDetails, RequestSentPopin } from '../popins/index.ts';
import {
  CardActivationBody,
  CardRequestBody,
  ContactBody,
  LoyaltyCancellationBody,
  NewsletterBody,
  ProductQuestionBody,
  WithdrawalBody,
} from './form-bodies.tsx';
import type { Fields, Initial } from './form-fields.tsx';
import {
  type FormActionData,
  type FormPageData,
  type FormValues,
  type SentView,
  sentView,
  successView,
} from './forms.ts';

type Body = ComponentType<{ page: FormPageData; fields: Fields; initial: Initial; action: string }>;

const BODIES: Record<FormKind, Body> = {
  contact: ContactBody,
  'demande-carte': CardRequestBody,
  'activation-carte': CardActivationBody,
  retractation: WithdrawalBody,
  newsletter: NewsletterBody,
  'question-produit': ProductQuestionBody,
  'resiliation-fidelite': LoyaltyCancellationBody,
};

const SUBMIT: Record<FormKind, string> = {
  contact: 'Envoyer ma demande',
  'demande-carte': 'Demander ma carte',
  'activation-carte': 'Activer ma carte',
  retractation: 'Envoyer ma rétractation',
  newsletter: "M'inscrire",
  'question-produit': 'Envoyer ma question',
  'resiliation-fidelite': 'Résilier ma carte',
};

/** The loading message of the specification while the request is on its way. */
function Sending({ action }: { action: string }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction?.split('?')[0] === action;
  return (
    <p role="status" className={styles.small}>
      {sending ? formMessages.sending : ''}
    </p>
  );
}

/** The success page (a plain POST: no JavaScript, or a request sent before the page was interactive). */
function SentPage({ sent }: { sent: SentView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation replaces the form: the focus goes to its title (it would be lost on the removed button).
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {sent.title}
      </h1>
      <RequestSentDetails sent={sent} />
      <p>
        <a href="/">Retour à l'accueil</a>
      </p>
    </>
  );
}

/**
 * A form page: its introduction and fields, the captcha of the anonymous forms, the specification's
 * loading message, then the confirmation with the request's reference. Posted to the route's own
 * action, it works without JavaScript (the captcha excepted, which the page says).
 */
export function FormPage({ page, result }: { page: FormPageData; result?: FormActionData | null }) {
  const { form, fields, formProps, formError } = useCheckedForm<FormValues>(
    `formulaire-${page.kind}`,
    result?.result,
  );
  // The answer the document was rendered with: a later one came from the interactive page.
  const atLoad = useRef(result);
  const view = successView(result, atLoad.current);
  const [closedFor, setClosedFor] = useState<FormActionData | null>(null);
  // Sent from the interactive page: the form is emptied under the popin and keeps its focus (the
  // popin gives it back on close); its fields now default to empty values.
  const formElement = formProps.ref;
  useEffect(() => {
    if (view === 'popin' && result) formElement.current?.reset();
  }, [view, result, formElement]);
  if (view === 'page' && result)
    return (
      <div className={`page ${styles.page}`}>
        <SentPage sent={sentView(page.kind, result)} />
      </div>
    );
  const action = FORM_PAGES[page.kind].path;
  const Body = BODIES[page.kind];
  const anonymous = page.kind !== 'retractation';
  const empty = page.kind === 'retractation' && (page.orders?.length ?? 0) === 0;
  const formAction = page.product ? `${action}?produit=${page.product.id}` : action;
  // After a refusal, what was posted (a field left empty stays empty); otherwise the link's choice
  // or the logged-in shopper's own data.
  const refused = result != null && !result.sent;
  const prefill: Partial<Record<keyof FormValues, string>> = page.prefill ?? {};
  const initial: Initial = (name) =>
    refused ? (initialText(fields[name]) ?? '') : (page.presets[name] ?? prefill[name] ?? '');
  return (
    <div className={`page ${styles.page}`}>
      <h1>{page.title}</h1>
      <Form method="post" action={formAction} className={styles.form} {...formProps}>
        {formError && (
          <p id={form.errorId} className={styles.alert} role="alert">
            {formError}
          </p>
        )}
        {!empty && <p className={styles.small}>Tous les champs sont obligatoires sauf mention contraire.</p>}
        <Body page={page} fields={fields} initial={initial} action={formAction} />
        {anonymous && (
          <CaptchaField
            id={`${page.kind}-captcha`}
            error={fields.altcha.errors?.[0]}
            resetKey={result?.captchaUsed ? result : undefined}
          />
        )}
        {!empty && (
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              {SUBMIT[page.kind]}
            </Button>
          </div>
        )}
        <Sending action={action} />
      </Form>
      {view === 'popin' && result && (
        <RequestSentPopin
          sent={sentView(page.kind, result)}
          title={sentView(page.kind, result).title}
          isOpen={closedFor !== result}
          onClose={() => setClosedFor(result)}
        />
      )}
    </div>
  );
}
