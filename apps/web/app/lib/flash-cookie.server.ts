/**
 * One-time messages carried across a redirect (`cabas_flash`): React Router's cookie session, signed,
 * with `session.flash()`. A message is put by the action or middleware that redirects, and taken once
 * by the loader of the next page; the session is written back once per request, by the root
 * middleware (`commit`), so that two readers of one request never write the cookie twice.
 */
import { createCookieSessionStorage, type Session } from 'react-router';
import { cookieSecret } from './cookie-secrets.server.ts';

export const FLASH_COOKIE = 'cabas_flash';
/** A message is for the very next page: it is not kept longer than a redirect takes. */
const FLASH_MAX_AGE_SECONDS = 60;

/**
 * The messages a page can leave for the next one, by key. Each feature declares its own keys where it
 * puts them (`declare module '…/lib/flash-cookie.server.ts' { interface FlashData { … } }`), so this
 * module knows none of the features.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' declarations.
export interface FlashData {}

type FlashStorage = ReturnType<typeof createCookieSessionStorage<FlashData, FlashData>>;
let storage: FlashStorage | undefined;

function flashStorage(): FlashStorage {
  storage ??= createCookieSessionStorage<FlashData, FlashData>({
    cookie: {
      name: FLASH_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: FLASH_MAX_AGE_SECONDS,
      secrets: [cookieSecret(FLASH_COOKIE)],
    },
  });
  return storage;
}

/** The one-time messages of one request (a tampered or expired cookie holds none). */
export class FlashMessages {
  #session: Promise<Session<FlashData, FlashData>> | null = null;
  #changed = false;

  constructor(private readonly cookieHeader: string | null) {}

  #load() {
    this.#session ??= flashStorage().getSession(this.cookieHeader);
    return this.#session;
  }

  /** Leaves a message for the next page. */
  async put<K extends keyof FlashData>(key: K, value: FlashData[K]): Promise<void> {
    (await this.#load()).flash(key, value);
    this.#changed = true;
  }

  /** The message left by the previous answer, once: it is gone from the cookie this request writes. */
  async take<K extends keyof FlashData>(key: K): Promise<FlashData[K] | undefined> {
    const session = await this.#load();
    if (!session.has(key)) return undefined;
    this.#changed = true;
    return session.get(key);
  }

  /** The `Set-Cookie` header of this request's messages; `null` when nothing was put or taken. */
  async commit(secure: boolean): Promise<string | null> {
    if (!this.#changed || !this.#session) return null;
    const session = await this.#session;
    const flash = flashStorage();
    return Object.keys(session.data).length
      ? flash.commitSession(session, { secure })
      : flash.destroySession(session, { secure });
  }
}
