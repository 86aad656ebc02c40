import type { AppContext } from "@/server/context";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import type { Logger } from "@/server/logger";

export type { Caller };

export type ApiEnv = {
  Variables: {
    ctx: AppContext;
    requestId: string;
    log: Logger;
    /** The signed-in caller, resolved once by the session middleware (null when anonymous). */
    caller: Caller | null;
    /** Whether the signed-in session is a later visit than sign-up's own (src/lib/welcome.ts); false otherwise. */
    returningVisit: boolean;
  };
};
