import "server-only";
import { listOutbox } from "@/server/domain/identity/list-outbox";
import { getAppContext } from "@/server/runtime";

export { linksOf } from "@/server/domain/identity/list-outbox";

/** The local mail outbox, newest first, optionally for one recipient. */
export async function loadOutbox(to: string | undefined) {
  return listOutbox((await getAppContext()).db, { to });
}
