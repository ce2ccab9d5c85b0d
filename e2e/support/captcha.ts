import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** Solving the ALTCHA proof of work takes a few seconds on a slow machine. */
export const CAPTCHA_MS = 45_000;

/** The widget's checkbox: 'Je ne suis pas un robot', 'Vérification en cours...', then 'Vérifié'. */
export const robot = (
  scope: Locator,
  name: string | RegExp = /^(Je ne suis pas un robot|Vérification en cours\.\.\.|Vérifié)$/,
) => scope.getByRole('checkbox', { name });

/** Starts the proof of work if the form's focus did not, and waits until the widget says 'Vérifié'. */
export async function solveCaptcha(scope: Locator): Promise<void> {
  await robot(scope).first().waitFor();
  const idle = robot(scope, 'Je ne suis pas un robot');
  // Not started by the form's focus (or reset after a use): the keyboard starts it.
  if ((await idle.count()) > 0 && (await idle.isEnabled()) && !(await idle.isChecked()))
    await idle.press('Space');
  await robot(scope, 'Vérifié').waitFor({ timeout: CAPTCHA_MS });
  expect(await robot(scope, 'Vérifié').isChecked()).toBe(true);
}
