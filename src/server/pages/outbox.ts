import "server-only";
import { isLocalMode, requireSecret } from "@/config/deployment";
import { mayOpenOutbox } from "@/server/auth/outbox-key";
import { getServerCaller } from "@/server/auth/server-session";
import { listOutbox } from "@/server/domain/identity/list-outbox";
import { allMailTemplates } from "@/server/integrations/mail/templates";
import { getAppContext } from "@/server/runtime";

export { linksOf } from "@/server/domain/identity/list-outbox";

/**
 * Whether this request may read the outbox (`mayOpenOutbox`). An admin impersonating someone
 * reads it as that person, who may not.
 */
export async function mayReadOutbox(input: { isFromThisMachine: boolean; key: string | undefined }): Promise<boolean> {
  const ctx = await getAppContext();
  if (!isLocalMode(ctx.settings)) return false;
  const caller = await getServerCaller();
  return mayOpenOutbox({
    isLocalMode: true,
    isFromThisMachine: input.isFromThisMachine,
    authSecret: requireSecret(ctx.settings.BETTER_AUTH_SECRET, "BETTER_AUTH_SECRET"),
    key: input.key,
    isOwnAdminSession: caller?.role === "admin" && !caller.impersonatedBy,
  });
}

/** The local mail outbox, newest first, optionally for one recipient. */
export async function loadOutbox(to: string | undefined) {
  return listOutbox((await getAppContext()).db, { to });
}

/** Whether new mail goes out over SMTP (the outbox then holds only what was stored before). */
export async function isSendingOverSmtp(): Promise<boolean> {
  return (await getAppContext()).mail.kind === "smtp";
}

/** Every e-mail template rendered with its example props, for the outbox's previews. */
export async function loadTemplatePreviews() {
  return Promise.all(allMailTemplates.map((template) => template.preview()));
}
