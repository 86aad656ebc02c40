import "server-only";
import { notFound } from "next/navigation";
import { getAdminUser } from "@/server/domain/users/get-admin-user";
import { AppError } from "@/server/errors";
import { getAppContext } from "@/server/runtime";

/** The admin's user page: the user, or the page's 404 for an unknown id. */
export async function loadAdminUser(userId: string) {
  const { db } = await getAppContext();
  try {
    return await getAdminUser(db, userId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}
