import { getAppContext } from "@/server/runtime";
import { createApiApp, type ApiApp } from "./app";

const KEY = Symbol.for("reelbrief.api-app");
type Holder = { [KEY]?: Promise<ApiApp> };

/** The API app of this process, built on first request from the shared runtime context. */
export function getApiApp(): Promise<ApiApp> {
  const holder = globalThis as Holder;
  holder[KEY] ??= getAppContext().then(createApiApp);
  return holder[KEY];
}
