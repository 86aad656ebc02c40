import type { AttachmentRef, MessageRef } from "@/contracts/messages";
import { v1 } from "@/lib/api-client";

export const conversationsQuery = () => v1.query("GET /auth/conversations");
export const threadQuery = (id: string) => v1.query("GET /auth/conversation/:id", { param: { id } });

export const fetchOlder = (id: string, before: string) =>
  v1.call("GET /auth/conversation/:id", { param: { id }, query: { before } }).then((r) => r.data);
export const postMessage = (id: string, body: string, ref?: MessageRef, attachments: AttachmentRef[] = []) =>
  v1
    .call("POST /auth/conversation/:id/messages", {
      param: { id },
      json: { body, ...(ref ? { ref } : {}), ...(attachments.length ? { attachments } : {}) },
    })
    .then((r) => r.data);
export const markConversationRead = (id: string) => v1.call("POST /auth/conversation/:id/read", { param: { id } }).then((r) => r.data);
export const setBlocked = (id: string, blocked: boolean) =>
  v1.call("POST /auth/conversation/:id/block", { param: { id }, json: { blocked } }).then((r) => r.data);
export const reportConversation = (id: string, reason: string) =>
  v1.call("POST /auth/conversation/:id/report", { param: { id }, json: { reason } }).then((r) => r.data);
