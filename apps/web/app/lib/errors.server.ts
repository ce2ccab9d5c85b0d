import { data } from 'react-router';
import { isApiError } from './api-client.server.ts';

/**
 * Turns a failed API call into the route error the error pages render, with the status resolved
 * (`status_code`, else the HTTP status; 504 when no answer came); anything else is rethrown as is (500).
 */
export function toRouteError(error: unknown): unknown {
  if (isApiError(error)) return data({ message: error.message }, { status: error.status });
  return error;
}
