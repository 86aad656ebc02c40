import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { AuthCard } from "@/features/identity/auth-card";
import { FormMessage } from "@/components/form-message";
import { ResetPasswordForm } from "@/features/identity/reset-password-form";

export const metadata: Metadata = { title: "Choose a new password" };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The landing page of the reset link: Better Auth redirects here with ?token= (or ?error=). */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token : null;
  return (
    <AuthCard title="Choose a new password">
      {token && !params.error ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="grid gap-4">
          <FormMessage kind="error">This reset link is invalid or has expired.</FormMessage>
          <Button asChild variant="brand" size="lg">
            <Link href="/auth/forgot-password">Ask for a new link</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
