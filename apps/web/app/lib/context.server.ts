import { createContext } from 'react-router';
import type { ApiClient } from './api-client.server.ts';
import type { FlashMessages } from './flash-cookie.server.ts';

/** What every loader and action of a request knows about the shopper (set by the root middleware). */
export interface ShopContext {
  /** Session uuid (cookie `uuid`), sent to the API as the uuid header. */
  uuid: string;
  /** The chosen store, or `null` in national mode. */
  storeId: number | null;
  /** The API client of this request (uuid, signature and request id already set). */
  api: ApiClient;
  /** The request's `Cookie` header, read by the declared cookies of `lib/*-cookie.server.ts`. */
  cookieHeader: string | null;
  /** The one-time messages of this request; written back once, by the root middleware. */
  flash: FlashMessages;
  /** Whether cookies must be marked Secure (HTTPS request). */
  secure: boolean;
  /** Adds a `Set-Cookie` header to this request's response, whatever route answers it. */
  setCookie(header: string): void;
}

export const shopContext = createContext<ShopContext>();
