import { describe, expect, it } from 'vitest';
import { emailChangeBody } from './profile.ts';

describe('e-mail change body', () => {
  // Found by the API fuzz run (issue #35): the confirmation check read `email` of a missing body.
  it('refuses a missing body, null or an array with field errors instead of throwing', () => {
    for (const body of [undefined, null, [], 'texte']) {
      const result = emailChangeBody.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
    }
  });
});
