import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useRef } from 'react';
import { useFocusFirstError } from './use-focus-error.ts';

export type FormResult = SubmissionResult<string[]>;

/**
 * A posted form read with Conform: the action checks it on the server (`parseForm(...).reply()`) and
 * this hook gives the page back what was typed and each field's message, without JavaScript as
 * with it. Nothing is checked in the browser (the schemas stay on the server, out of the page's
 * JavaScript); after a refusal the focus goes to the first field in error or to the form's alert.
 */
// biome-ignore lint/suspicious/noExplicitAny: Conform's own bound for a form's fields.
export function useCheckedForm<Values extends Record<string, any>>(
  id: string,
  lastResult: FormResult | null | undefined,
) {
  const [form, fields] = useForm<Values>({ id, lastResult: lastResult ?? undefined });
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(ref, lastResult);
  const { onSubmit } = getFormProps(form);
  return {
    form,
    fields,
    /**
     * Spread on the `<Form>`: its id, Conform's submit handler and the browser's checks left off,
     * before hydration too (Conform would let the browser check a page without JavaScript): the
     * server's French messages are the only ones.
     */
    formProps: {
      id: form.id,
      ref,
      onSubmit,
      noValidate: true,
      'aria-describedby': form.errors?.length ? form.errorId : undefined,
    },
    /** The message for the whole form, shown in an alert whose id is `form.errorId`. */
    formError: form.errors?.[0] ?? null,
  };
}

/** A field's posted text, to show it back (`undefined` when none came back). */
export function initialText(field: { initialValue?: unknown }): string | undefined {
  return typeof field.initialValue === 'string' ? field.initialValue : undefined;
}

/** Whether a posted checkbox came back checked. */
export function initialChecked(field: { initialValue?: unknown }): boolean | undefined {
  return field.initialValue === undefined ? undefined : field.initialValue === 'on';
}

/** The whole form's message of an answer (not a field's), `null` when it has none. */
export function formMessage(result: FormResult | null | undefined): string | null {
  return result?.error?.['']?.[0] ?? null;
}

/**
 * The message of an answer read without the form's fields (a popin that shows one line): the whole
 * form's message, else the first field's; `null` when the form was taken.
 */
export function firstMessage(result: FormResult | null | undefined): string | null {
  const errors = result?.error ?? {};
  return formMessage(result) ?? Object.values(errors).find((list) => list?.length)?.[0] ?? null;
}
