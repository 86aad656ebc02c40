import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/features/identity/auth-card";
import { ForgotPasswordForm } from "@/features/identity/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail of your account and we will send you a link to choose a new one."
      footer={
        <Link href="/auth/signin" className="font-medium underline underline-offset-2">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
