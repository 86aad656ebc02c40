import type { StorageAdapter } from "@/server/integrations/storage";
import type { Logger } from "@/server/logger";

/** What the media use-cases need besides the database. */
export interface MediaDeps {
  storage: StorageAdapter;
  logger: Logger;
}
