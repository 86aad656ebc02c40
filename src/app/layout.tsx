import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { PublicSettingsScript } from "@/components/public-settings-script";
import { ImpersonationBanner } from "@/features/identity/impersonation-banner";
import { Tracking } from "@/features/tracking/tracking";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Reelbrief — UGC Video Ads Made Easy", template: "%s · Reelbrief" },
  description:
    "Reelbrief connects brands with vetted UGC creators: publish a brief, review timestamped video drafts and pay from one prepaid wallet.",
  applicationName: "Reelbrief",
};

/** SPEC.md §2 "Page layout": the viewport cannot be zoomed by the user (maximum scale 1.0). */
export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  maximumScale: 1,
  userScalable: false,
  themeColor: "#ffffff",
};

/*
 * Every page renders per request: Next gives its inline scripts the Content-Security-Policy nonce
 * src/proxy.ts chooses (decision 014), and a prerendered page could carry no nonce, so the policy
 * would block it. Prerendered marketing pages need a build-time script-hash policy first
 * (decision 019 lists it as the next step); until then nothing here may prerender.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <head>
        <PublicSettingsScript />
      </head>
      <body className="min-h-dvh font-sans">
        <ImpersonationBanner />
        {children}
        <Tracking />
      </body>
    </html>
  );
}
