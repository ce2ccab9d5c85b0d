import { type RefObject, useEffect } from 'react';

/**
 * After a refused submission, moves the focus to the first field in error (or the form's alert), so
 * that keyboard and screen-reader users land on what to fix (WCAG 3.3.1). `result` is the action's
 * answer: a new answer is a new submission. The focus moves once the answer is on the page: a form
 * read with Conform shows its messages in the render that follows the one bringing the answer.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, result: unknown): void {
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => {
      const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
      if (!target) return;
      if (target.getAttribute('role') === 'alert' && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [form, result]);
}
