import { FORM_PAGES, type FormKind, type WithdrawableOrder } from '@cabas/contracts';

/** What a form page's loader gives its component. */
export interface FormPageData {
  kind: FormKind;
  title: string;
  /** The logged-in shopper's identity, to fill the sender fields in. */
  prefill: { civilite: string; nom: string; prenom: string; email: string; tel: string } | null;
  /** The product of the question form. */
  product: { id: number; designation: string } | null;
  /** The withdrawal form's orders (logged-in shopper only). */
  orders: WithdrawableOrder[] | null;
}

/** The action's answer: the success (with the request's reference) or the errors to show. */
export interface FormActionData {
  sent: boolean;
  reference: string | null;
  message: string | null;
  fieldErrors: Partial<Record<string, string>>;
  error: string | null;
  /** The posted texts, shown back after a refusal. */
  values: Record<string, string>;
  /** The API saw the captcha payload: a fresh challenge is needed. */
  captchaUsed: boolean;
}

/** The kind of form an address serves. */
export function formKindOf(pathname: string): FormKind | null {
  const path = pathname.replace(/\/+$/, '');
  const entry = Object.entries(FORM_PAGES).find(([, page]) => page.path === path);
  return entry ? (entry[0] as FormKind) : null;
}
