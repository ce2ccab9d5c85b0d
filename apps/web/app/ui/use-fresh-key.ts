import { useState } from 'react';

/**
 * A key for a checked form that stays on the page after its success (the action redirects back to
 * the same page): it changes once the action's answer is gone, so that the form starts afresh, with
 * the page's values and without the refusal's messages. While answers come, the form stays: what
 * the shopper typed stays where it is.
 */
export function useFreshKey(result: unknown): number {
  const [round, setRound] = useState(0);
  const [answered, setAnswered] = useState(Boolean(result));
  if (answered !== Boolean(result)) {
    setAnswered(Boolean(result));
    if (!result) setRound(round + 1);
  }
  return round;
}
