type Env = Readonly<Record<string, string | undefined>>;

/** Our stores' ids (`stores.id`): a positive integer, written without a leading zero. */
const STORE_ID = /^[1-9][0-9]{0,8}$/;

export interface StoreAccountsRead {
  /** The account of each store that has its own; the others take payments on the default account. */
  byStore: ReadonlyMap<number, string>;
  problems: string[];
}

export interface StoreAccountsSpec {
  /** `STRIPE_ACCOUNT_MAGASIN_`: each store's variable is this prefix followed by the store's id. */
  prefix: string;
  /** Variables that look like a per-store one (a typo of the prefix) and would be silently ignored. */
  lookalike: RegExp;
  /** What the value is, for the messages (« le compte connecté Stripe (acct_…) »). */
  what: string;
  /** The value's expected shape, in French (« commence par acct_ »), or null when it is right. */
  shapeProblem: (value: string) => string | null;
}

/**
 * Reads the per-store variables of a provider (`{prefix}{storeId}=account`): every problem at once,
 * naming the variable, never repeating its value. A store without a variable uses the default account.
 */
export function storeAccountsFrom(env: Env, spec: StoreAccountsSpec): StoreAccountsRead {
  const byStore = new Map<number, string>();
  const problems: string[] = [];
  for (const name of Object.keys(env).sort()) {
    const raw = env[name];
    if (raw === undefined) continue;
    if (!name.startsWith(spec.prefix)) {
      if (spec.lookalike.test(name))
        problems.push(
          `${name} n'est pas reconnue : pour le compte d'un magasin, écrivez ${spec.prefix}<numéro du magasin> (par exemple ${spec.prefix}12).`,
        );
      continue;
    }
    const storeId = name.slice(spec.prefix.length);
    if (!STORE_ID.test(storeId)) {
      problems.push(
        `${name} : « ${storeId} » n'est pas un numéro de magasin (un entier sans zéro devant, par exemple ${spec.prefix}12).`,
      );
      continue;
    }
    const value = raw.trim();
    if (!value) {
      problems.push(
        `${name} est vide : indiquez ${spec.what} du magasin ${storeId}, ou retirez la variable pour qu'il encaisse sur le compte par défaut.`,
      );
      continue;
    }
    const shape = spec.shapeProblem(value);
    if (shape) {
      problems.push(`${name} est mal formée : ${shape}.`);
      continue;
    }
    byStore.set(Number(storeId), value);
  }
  return { byStore, problems };
}
