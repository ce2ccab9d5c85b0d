import { type ComponentType, type FormEvent, type ReactNode, use, useRef, useState } from 'react';
import type { SubmitOptions } from 'react-router';
import { MarkupCacheContext } from './cached-markup.tsx';

/** The props of a form that a fetcher sends (the form of a control whose markup the server caches). */
export interface FormSlotProps {
  method: 'post';
  action: string;
  defaultShouldRevalidate?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The form's markup: the same on the server (from the markup cache) and in the browser, where the
 * fetcher's form adds only its submit handler.
 */
export function StaticForm({
  method,
  action,
  className,
  children,
  onSubmit,
}: FormSlotProps & { onSubmit?: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form method={method} action={action} className={className} onSubmit={onSubmit}>
      {children}
    </form>
  );
}

type Submit = (target: FormData, options: SubmitOptions) => unknown;

/** The fields a submit event sends: the form's, and the name and value of the button pressed. */
function submittedData(event: FormEvent<HTMLFormElement>): FormData {
  const data = new FormData(event.currentTarget);
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  if (submitter?.name) data.append(submitter.name, submitter.value);
  return data;
}

/**
 * The form a control renders with: in the browser a form sent through `submit` (a fetcher's) with
 * `js=1` added, so the action answers JSON instead of redirecting; `StaticForm` in cached server
 * markup. Without JavaScript the same form posts as usual and the action redirects back.
 *
 * Both write the same markup, whatever the page's state: the control needs no second render once
 * the page is interactive (hydrating 48 cards and then rendering them again cost a long task).
 * `onSubmit` is told before each submission. The component is made once per control, so a form is
 * never remounted (the focus stays on the button pressed).
 */
export function useFetcherForm(submit: Submit, onSubmit?: () => void): ComponentType<FormSlotProps> {
  const latest = useRef({ submit, onSubmit });
  latest.current = { submit, onSubmit };
  const [FetcherForm] = useState(
    () =>
      function FetcherForm(props: FormSlotProps) {
        const { method, action, defaultShouldRevalidate } = props;
        return (
          <StaticForm
            {...props}
            onSubmit={(event) => {
              event.preventDefault();
              const data = submittedData(event);
              data.set('js', '1');
              latest.current.onSubmit?.();
              latest.current.submit(data, { method, action, defaultShouldRevalidate });
            }}
          />
        );
      },
  );
  return use(MarkupCacheContext) === null ? FetcherForm : StaticForm;
}
