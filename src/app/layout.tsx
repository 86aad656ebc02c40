import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { HydrationMarker } from "@/components/hydration-marker";
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

/** docs/product/screens-and-navigation.md "Page layout": the viewport cannot be zoomed by the user (maximum scale 1.0). */
export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  maximumScale: 1,
  userScalable: false,
  themeColor: "#ffffff",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <PublicSettingsScript />
      </head>
      <body className="min-h-dvh font-sans">
        <ImpersonationBanner />
        {children}
        <Tracking />
        <HydrationMarker />
      </body>
    </html>
  );
}
