import type { TestProject } from 'vitest/node';
import { type ShopServer, startShopServer } from './shop-server.ts';

let shop: ShopServer | undefined;

/** Builds the shop if needed and runs it on a free port with fresh demo data. */
export async function setup(project: TestProject) {
  // Every journey logs in from the same address (127.0.0.1): the per-address burst limit of the login
  // and sign-up calls (20 a minute, tested on its own in the API suite) would refuse the later
  // journeys' logins when many run within a minute.
  shop = await startShopServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  project.provide('baseUrl', shop.baseUrl);
  // Where the shop writes its files (the e-mails as .eml under mail/).
  project.provide('dataDir', shop.dataDir);
}

export async function teardown() {
  await shop?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shop's DATA_DIR: the e-mails sent are .eml files under its `mail` folder. */
    dataDir: string;
  }
}
