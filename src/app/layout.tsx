import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { PublicSettingsScript } from "@/components/public-settings-script";
import { ImpersonationBanner } from "@/features/identity/impersonation-banner";
import { Tracking } from "@/features/tracking/tracking";
import "./globals.css";

/*
 * Inter, Latin subset (from @fontsource-variable/inter), its weight axis cut to the 400–700 we use:
 * 36 KB instead of 48 KB on every first visit. Made with fontTools:
 *   fonttools varLib.instancer inter-latin-wght-normal.woff2 wght=400:700
 * A weight outside 400–700 in a class would be drawn at the nearest end of the range.
 */
const inter = localFont({
  src: "./fonts/inter-latin-wght-400-700.woff2",
  weight: "400 700",
  variable: "--font-inter",
  display: "swap",
});

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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
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
