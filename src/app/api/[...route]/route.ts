import { getApiApp } from "@/server/api/next-adapter";

/** One catch-all route hands every /api request (but /api/og) to the Hono app. */
async function handle(request: Request): Promise<Response> {
  const app = await getApiApp();
  return app.fetch(request);
}

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS, handle as HEAD };
