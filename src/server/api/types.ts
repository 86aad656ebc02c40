import type { AppContext } from "@/server/context";
import type { Logger } from "@/server/logger";

/** The signed-in identity of a request, resolved once by the session middleware. */
export interface RequestAuth {
  userId: string;
  sessionId: string;
  role: string;
  types: string[];
  activeOrganizationId: string | null;
  /** Set while an admin acts as this user (PRODUCT.md §10). */
  impersonatedBy: string | null;
}

export type ApiEnv = {
  Variables: {
    ctx: AppContext;
    requestId: string;
    log: Logger;
    auth: RequestAuth | null;
  };
};
