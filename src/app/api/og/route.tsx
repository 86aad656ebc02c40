import { ImageResponse } from "next/og";
import { ogTitle, SITE_NAME, SITE_TAGLINE } from "@/features/marketing/seo/site";

const WIDTH = 1200;
const HEIGHT = 600;

/**
 * Open Graph image: 1200 × 600 PNG with the page title from ?title= (cut at 120
 * characters; the tagline when absent). Uses next/og's bundled font: no external fonts or images.
 */
export function GET(request: Request) {
  const title = ogTitle(new URL(request.url).searchParams.get("title"));
  const size = title.length > 80 ? 54 : title.length > 40 ? 64 : 76;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        color: "#ffffff",
        backgroundColor: "#1e1038",
        backgroundImage:
          "radial-gradient(circle at 85% 0%, rgba(139, 92, 246, 0.75), transparent 55%), radial-gradient(circle at 0% 100%, rgba(109, 40, 217, 0.6), transparent 50%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 14,
            backgroundColor: "#7c3aed",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            boxShadow: "0 10px 30px rgba(124, 58, 237, 0.5)",
          }}
        >
          <svg width="22" height="26" viewBox="0 0 22 26" style={{ marginLeft: 5 }}>
            <path d="M0 0 L22 13 L0 26 Z" fill="#ffffff" />
          </svg>
        </div>
        <div style={{ fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>{SITE_NAME}</div>
      </div>
      <div style={{ display: "flex", fontSize: size, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5, maxWidth: 1000 }}>{title}</div>
      <div
        style={{ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 26, color: "rgba(255,255,255,0.72)" }}
      >
        <div style={{ display: "flex" }}>{SITE_TAGLINE}</div>
        <div style={{ display: "flex", height: 8, width: 180, borderRadius: 4, backgroundColor: "#a78bfa" }} />
      </div>
    </div>,
    { width: WIDTH, height: HEIGHT, headers: { "Cache-Control": "public, max-age=86400, immutable" } },
  );
}
