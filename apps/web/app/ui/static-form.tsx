import { type ComponentType, type ReactNode, use } from 'react';
import { MarkupCacheContext } from './cached-markup.tsx';

/** The props a form of a cached control takes: those of React Router's `<fetcher.Form>` it stands for. */
export interface FormSlotProps {
  method: 'post';
  action: string;
  defaultShouldRevalidate?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The markup React Router's `<Form>` writes on the server for a same-origin action, without the router
 * (its hooks cannot run in the server's markup cache, `CachedMarkup`). The browser renders the real
 * `<fetcher.Form>` and hydrates it against this markup: same element, same attributes, same order.
 */
export function StaticForm({ method, action, className, children }: FormSlotProps) {
  return (
    <form method={method} action={action} className={className} data-discover="true">
      {children}
    </form>
  );
}

/** The form a control renders with: `form` (a fetcher's) in the browser, `StaticForm` in cached server markup. */
export function useFormSlot(form: ComponentType<FormSlotProps>): ComponentType<FormSlotProps> {
  return use(MarkupCacheContext) === null ? form : StaticForm;
}
