import { z } from 'zod';
import { API_ERROR_CODES } from './error-codes.ts';

// Zod's own messages (a type no schema words, such as an array where an object is expected) in French.
z.config(z.locales.fr());

/**
 * Error body of every API answer with a 4xx or 5xx status: the status again, a French message for the
 * shopper, field errors keyed by dotted path (422), and a stable code the client branches on.
 */
export const apiErrorSchema = z.object({
  status_code: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A stable machine value of API_ERROR_CODES, always present. */
  code: z.enum(API_ERROR_CODES),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Field errors keyed by dotted path, as returned with a 422. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const list = errors[key] ?? [];
    list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}
