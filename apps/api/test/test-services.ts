import type { Mailer, MailMessage } from '../src/platform/mail/mailer.ts';
import { Outbox } from '../src/platform/outbox/outbox.ts';
import { buildServices, type Services } from '../src/services.ts';
import { freshDatabase, type TestDatabase } from './test-database.ts';

/**
 * The module level of the tests: the composition root (`buildServices`) on a fresh copy of the seeded
 * test database, without HTTP. A test calls services as the route plugins and the jobs do; the
 * outbox keeps its e-mails in `mails` (no worker: `outbox.drain()` sends them).
 */
export interface TestServices {
  database: TestDatabase['database'];
  services: Services;
  outbox: Outbox;
  mails: MailMessage[];
  close(): Promise<void>;
}

export async function createTestServices(): Promise<TestServices> {
  const { database, drop } = await freshDatabase();
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      mails.push(message);
      return { messageId: `<${mails.length}@cabas.test>`, file: null };
    },
    close: async () => {},
  };
  const log = { warn: () => {}, error: () => {} };
  const outbox = new Outbox(database.db, mailer, log);
  const services = buildServices(database, {
    outbox,
    paymentSecret: 'secret-de-paiement-des-tests-de-module-0123',
    publicUrl: 'http://localhost:3000',
  });
  return {
    database,
    services,
    outbox,
    mails,
    close: async () => {
      await outbox.close();
      await drop();
    },
  };
}
