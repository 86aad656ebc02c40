import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { AuthCard } from "@/features/identity/auth-card";
import { FormMessage } from "@/components/form-message";

export const metadata: Metadata = { title: "Verify your e-mail" };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Where the verification link lands (Better Auth verifies, signs in, then redirects here). */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const failed = typeof params.error === "string";
  return (
    <AuthCard title={failed ? "This link did not work" : "Your e-mail is verified"}>
      <div className="grid gap-4">
        {failed ? (
          <FormMessage kind="error">
            The verification link is invalid or has expired. Sign in and ask for a new one from Manage account.
          </FormMessage>
        ) : (
          <FormMessage kind="success">Thanks — your e-mail address is confirmed.</FormMessage>
        )}
        <Button asChild variant="brand" size="lg">
          {/* A plain link: /callback is a route handler that redirects, not a page. */}
          {failed ? <Link href="/auth/signin">Go to sign in</Link> : <a href="/callback">Continue</a>}
        </Button>
      </div>
    </AuthCard>
  );
}
