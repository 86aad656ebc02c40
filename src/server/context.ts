import type { Settings } from "@/config/env";
import type { Auth } from "./auth/create-auth";
import { createAuth } from "./auth/create-auth";
import type { DatabaseHandle, Db } from "./db/database";
import { createMailer, type MailAdapter } from "./integrations/mail";
import { createStorage, type StorageAdapter } from "./integrations/storage";
import type { Logger } from "./logger";
import { createLogger } from "./logger";

/**
 * Everything a request or a job needs, built once per process (or per test file) and passed
 * down explicitly: no module reaches for a global database.
 */
export interface AppContext {
  settings: Settings;
  database: DatabaseHandle;
  db: Db;
  auth: Auth;
  /** SMTP when configured, else the local outbox (/dev/outbox). */
  mail: MailAdapter;
  /** S3-compatible when a bucket is configured, else files under STORAGE_DIR. */
  storage: StorageAdapter;
  logger: Logger;
}

export function createAppContext(settings: Settings, database: DatabaseHandle, logger?: Logger): AppContext {
  const mail = createMailer(settings, database.db);
  return {
    settings,
    database,
    db: database.db,
    mail,
    storage: createStorage(settings),
    auth: createAuth({ db: database.db, settings, mail }),
    logger: logger ?? createLogger(settings.LOG_LEVEL),
  };
}
