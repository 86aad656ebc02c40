import { apiRouter } from "../../openapi";
import { adminAuditRoutes } from "./audit";
import { adminLedgerRoutes } from "./ledger";
import { adminPlanRoutes } from "./plans";

/** The console's money and record-keeping areas: the ledger, plans and the audit log. */
export const adminBooksRoutes = apiRouter().route("/", adminLedgerRoutes).route("/", adminPlanRoutes).route("/", adminAuditRoutes);
