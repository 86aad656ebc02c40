import "server-only";
import { notFound, redirect } from "next/navigation";
import type { Me } from "@/contracts/me";
import { getServerMe } from "./server-session";

/**
 * The guard of every /admin page: a signed-out visitor is asked to sign in and comes back to
 * `path`; anyone signed in who is not an admin gets the same 404 as a page that does not exist.
 */
export async function requireAdminPage(path: string): Promise<Me> {
  const me = await getServerMe();
  if (!me) redirect(`/sign-in-required?next=${encodeURIComponent(path)}`);
  if (me.user.role !== "admin") notFound();
  return me;
}
