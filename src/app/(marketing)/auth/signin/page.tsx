import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/features/identity/auth-card";
import { SignInForm } from "@/features/identity/sign-in-form";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { getServerSession } from "@/server/auth/server-session";
import { signInProviders } from "@/server/pages/sign-in";

export const metadata: Metadata = { title: "Login and Get Started" };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/** docs/product/screens-and-navigation.md /auth/signin: "Login and Get Started". */
export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const wanted = one(params.redirect);
  if (await getServerSession()) redirect(safeRedirectPath(wanted) ?? "/callback");
  const providers = await signInProviders();
  return (
    <AuthCard
      title="Login and Get Started"
      description="Sign in, or create a free account to hire creators or sell your content."
      footer={
        <>
          By continuing you agree to our{" "}
          <Link href="/terms-of-service" className="underline underline-offset-2">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link href="/privacy-policy" className="underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </>
      }
    >
      <SignInForm
        providers={providers}
        initialTab={one(params.tab) === "signup" ? "signup" : "signin"}
        redirect={wanted}
        error={one(params.error)}
      />
    </AuthCard>
  );
}
