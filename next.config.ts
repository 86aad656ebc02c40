import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships a WASM build, sharp a native binary, and pg-boss/pg/the AWS SDK use Node APIs:
  // keep them out of the bundler.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "pg-boss",
    "nodemailer",
    "stripe",
    "sharp",
    "@aws-sdk/client-s3",
    "@aws-sdk/s3-request-presigner",
    "@aws-sdk/lib-storage",
    // The video pipeline: the installers find their platform binary with dynamic requires the
    // bundler cannot follow, and the tus server streams multi-gigabyte bodies through Node streams.
    "@ffmpeg-installer/ffmpeg",
    "@ffprobe-installer/ffprobe",
    "@tus/server",
    "@tus/file-store",
    "@tus/s3-store",
  ],
  poweredByHeader: false,
  // Lets parallel builds (several engineers, CI beside a dev server) use separate folders.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The build cache speeds up the next local build; a CI run starts from a fresh clone and never
  // reads it, and writing it took ~25 s there.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // `npm run typecheck` checks every file (tests included) in CI; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  // Security headers are set once per response, by whoever answers it: src/proxy.ts for pages and
  // public files, the Hono app for /api (served beside Next), and these for the build files and
  // images the proxy skips, which still must not be sniffed into another type or framed.
  headers: () => {
    const headers = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
    ];
    return Promise.resolve([
      { source: "/_next/static/:path*", headers },
      { source: "/_next/image", headers },
    ]);
  },
};

export default nextConfig;
