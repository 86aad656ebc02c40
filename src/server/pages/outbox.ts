import "server-only";
import { listOutbox } from "@/server/domain/identity/list-outbox";
import { allMailTemplates } from "@/server/integrations/mail/templates";
import { getAppContext } from "@/server/runtime";

export { linksOf } from "@/server/domain/identity/list-outbox";

/** The local mail outbox, newest first, optionally for one recipient. */
export async function loadOutbox(to: string | undefined) {
  return listOutbox((await getAppContext()).db, { to });
}

/** Every e-mail template rendered with its example props, for the outbox's previews. */
export async function loadTemplatePreviews() {
  return Promise.all(allMailTemplates.map((template) => template.preview()));
}
