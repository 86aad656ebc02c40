import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { admin, bearer, magicLink, organization } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { requireSecret } from "@/config/deployment";
import type { Settings } from "@/config/env";
import type { Db } from "@/server/db/database";
import * as schema from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { getAccountDeletionBlockers } from "@/server/domain/identity/get-account-deletion-blockers";
import { getOrganizationDeletionBlockers } from "@/server/domain/identity/get-organization-deletion-blockers";
import { assertSeatAvailable } from "@/server/domain/organizations/assert-seat-available";
import { joinAsBrand } from "@/server/domain/organizations/join-as-brand";
import { AppError } from "@/server/errors";
import { CLIENT_IP_HEADER } from "@/server/http/client-address";
import { mailTemplates, type MailAdapter } from "@/server/integrations/mail";
import { adminAuditLog } from "./admin-audit";
import { passwordPolicy } from "./password-policy";
import { signInLockout } from "./sign-in-lockout";
import { socialProvidersFrom } from "./social-providers";
import { lowCostTestPasswordHasher } from "./test-password-hasher";
import { validateAuthInput } from "./validate-auth-input";

export interface AuthDeps {
  db: Db;
  /** Sends verification, magic-link, reset, invitation and e-mail-change messages. */
  mail: MailAdapter;
  settings: Pick<
    Settings,
    | "BETTER_AUTH_URL"
    | "BETTER_AUTH_SECRET"
    | "NODE_ENV"
    | "LOG_LEVEL"
    | "AUTH_SIGN_IN_PER_MINUTE"
    | "DISCORD_CLIENT_ID"
    | "DISCORD_CLIENT_SECRET"
    | "GOOGLE_CLIENT_ID"
    | "GOOGLE_CLIENT_SECRET"
    | "FACEBOOK_CLIENT_ID"
    | "FACEBOOK_CLIENT_SECRET"
    | "LINKEDIN_CLIENT_ID"
    | "LINKEDIN_CLIENT_SECRET"
    | "TIKTOK_CLIENT_KEY"
    | "TIKTOK_CLIENT_SECRET"
  >;
}

/** Origins whose browser requests may act on a cookie session (Better Auth and our API agree on them). */
export function trustedOriginsFrom(settings: Pick<Settings, "BETTER_AUTH_URL">): string[] {
  return [new URL(settings.BETTER_AUTH_URL).origin];
}

/** Impersonation sessions are short (docs/product/moderation-and-admin.md): one hour. */
export const IMPERSONATION_SECONDS = 60 * 60;

/** Our use-cases throw AppError; Better Auth hooks must throw its APIError to answer 4xx. */
function asApiError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const status =
    error.status === 403 ? "FORBIDDEN" : error.status === 404 ? "NOT_FOUND" : error.status === 409 ? "CONFLICT" : "BAD_REQUEST";
  return new APIError(status, { message: error.message, code: error.code.toUpperCase() });
}

async function rethrowAsApiError(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    throw asApiError(error);
  }
}

/** Better Auth on our database: the self-hosted stand-in for docs/product's hosted auth provider. */
export function createAuth({ db, settings, mail }: AuthDeps) {
  const appUrl = settings.BETTER_AUTH_URL.replace(/\/$/, "");
  const isProduction = settings.NODE_ENV === "production";

  return betterAuth({
    appName: "Reelbrief",
    baseURL: settings.BETTER_AUTH_URL,
    basePath: "/api/auth",
    secret: requireSecret(settings.BETTER_AUTH_SECRET, "BETTER_AUTH_SECRET"),
    trustedOrigins: trustedOriginsFrom(settings),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: settings.NODE_ENV === "test" ? lowCostTestPasswordHasher : undefined,
      // Signing in does not wait for verification (the product is usable at once); the e-mail is
      // verified through the link sent at sign-up, and e-mail changes always need it.
      requireEmailVerification: false,
      // Sign-up never signs in, so it can answer an existing e-mail exactly like a new one (Better
      // Auth returns a look-alike user); the form signs in next. The owner is told by e-mail.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        const { existingAccountSignUpEmail } = await mailTemplates();
        await mail.send(await existingAccountSignUpEmail({ to: user.email, name: user.name, url: `${appUrl}/auth/forgot-password` }));
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const { resetPasswordEmail } = await mailTemplates();
        await mail.send(await resetPasswordEmail({ to: user.email, name: user.name, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        // An e-mail change sends this to the new address; the stored address is still the old one.
        const [stored] = await db.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, user.id)).limit(1);
        const isChange = stored !== undefined && stored.email.toLowerCase() !== user.email.toLowerCase();
        const { changeEmailEmail, verificationEmail } = await mailTemplates();
        await mail.send(
          isChange
            ? await changeEmailEmail({ to: user.email, name: user.name, newEmail: user.email, url })
            : await verificationEmail({ to: user.email, name: user.name, url }),
        );
      },
    },
    user: {
      // Our own columns of the user row, declared so the session's user carries them: the caller
      // and GET /api/auth/me reuse the row Better Auth read for the session instead of reading it
      // again (docs/decisions/023). Never set through Better Auth's endpoints.
      additionalFields: {
        types: { type: "string[]", input: false, required: false, defaultValue: [] },
        didOnboard: { type: "boolean", input: false, required: false, defaultValue: false },
        featureFlags: { type: "string[]", input: false, required: false, defaultValue: [] },
      },
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          const blockers = await getAccountDeletionBlockers(db, user.id);
          if (blockers.length > 0) {
            throw new APIError("BAD_REQUEST", { message: blockers.join(" "), code: "ACCOUNT_DELETION_BLOCKED" });
          }
        },
      },
    },
    account: { accountLinking: { enabled: true, allowDifferentEmails: false } },
    socialProviders: socialProvidersFrom(settings),
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      // Per IP. Brute force against one address is stopped by the lockout plugin instead, which
      // counts wrong passwords per e-mail (docs/decisions: sign-in lockout).
      enabled: isProduction,
      storage: "database",
      window: 60,
      max: 200,
      customRules: {
        "/sign-in/*": { window: 60, max: settings.AUTH_SIGN_IN_PER_MINUTE },
        "/sign-up/*": { window: 60, max: settings.AUTH_SIGN_IN_PER_MINUTE },
        "/request-password-reset": { window: 300, max: 10 },
        "/send-verification-email": { window: 300, max: 10 },
        "/change-password": { window: 60, max: 10 },
        "/change-email": { window: 300, max: 10 },
      },
    },
    advanced: {
      // The address the server stamped from the connection (src/server/http), never X-Forwarded-For
      // itself: a client could write any address there and get a fresh rate-limit bucket each time.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Secure (and __Secure- prefixed) cookies whenever production is served over HTTPS.
      useSecureCookies: isProduction && settings.BETTER_AUTH_URL.startsWith("https:"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    telemetry: { enabled: false },
    // Runs before every endpoint and plugin hook: bad input is a 400 before anything is read or written.
    hooks: { before: validateAuthInput },
    logger: { disabled: settings.LOG_LEVEL === "silent", level: settings.LOG_LEVEL === "silent" ? "error" : settings.LOG_LEVEL },
    plugins: [
      organization({
        creatorRole: "owner",
        invitationExpiresIn: 60 * 60 * 48,
        cancelPendingInvitationsOnReInvite: true,
        sendInvitationEmail: async ({ id, email, role, organization: org, inviter }) => {
          const { invitationEmail } = await mailTemplates();
          await mail.send(
            await invitationEmail({
              to: email,
              inviterName: inviter.user.name,
              organizationName: org.name,
              role,
              url: `${appUrl}/auth/accept-invitation/${id}`,
            }),
          );
        },
        organizationHooks: {
          // Organization creation also creates its buyer account (docs/product/roles-and-accounts.md: who pays).
          afterCreateOrganization: async ({ organization: org, user }) => {
            await resolveBuyerAccount(db, { userId: user.id, activeOrganizationId: org.id });
          },
          // Money cannot be stranded: the same blockers as deleting an account.
          beforeDeleteOrganization: async ({ organization: org }) => {
            const blockers = await getOrganizationDeletionBlockers(db, org.id);
            if (blockers.length > 0) {
              throw new APIError("BAD_REQUEST", { message: blockers.join(" "), code: "ORGANIZATION_DELETION_BLOCKED" });
            }
          },
          beforeCreateInvitation: ({ organization: org, inviter }) =>
            rethrowAsApiError(() =>
              assertSeatAvailable(db, { organizationId: org.id, actingUserId: inviter.id, countPendingInvitations: true }),
            ),
          beforeAcceptInvitation: ({ organization: org, user }) =>
            rethrowAsApiError(() =>
              assertSeatAvailable(db, { organizationId: org.id, actingUserId: user.id, countPendingInvitations: false }),
            ),
          afterAcceptInvitation: async ({ user }) => {
            await joinAsBrand(db, user.id);
          },
          beforeAddMember: ({ organization: org, user }) =>
            rethrowAsApiError(() =>
              assertSeatAvailable(db, { organizationId: org.id, actingUserId: user.id, countPendingInvitations: false }),
            ),
        },
      }),
      admin({ impersonationSessionDuration: IMPERSONATION_SECONDS }),
      bearer(),
      magicLink({
        expiresIn: 15 * 60,
        rateLimit: { window: 60, max: 10 },
        sendMagicLink: async ({ email, url }) => {
          const { magicLinkEmail } = await mailTemplates();
          await mail.send(await magicLinkEmail({ to: email, url }));
        },
      }),
      signInLockout(db),
      passwordPolicy(),
      adminAuditLog(db),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
