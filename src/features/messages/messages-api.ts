import type { AttachmentRef, ConversationSummary, Message, MessageRef, Thread } from "@/contracts/messages";
import { api } from "@/lib/api-client";

export const conversationsKey = "/auth/conversations";
export const threadKey = (id: string) => `/auth/conversation/${id}`;

const dataOf = async <T>(answer: Promise<unknown>) => ((await answer) as { data: T }).data;

export const fetchOlder = (id: string, before: string) => api.get<Thread>(threadKey(id), { before });
export const postMessage = (id: string, body: string, ref?: MessageRef, attachments: AttachmentRef[] = []) =>
  dataOf<Message>(
    api.post(`${threadKey(id)}/messages`, {
      body,
      ...(ref ? { ref } : {}),
      ...(attachments.length ? { attachments } : {}),
    }),
  );
export const markConversationRead = (id: string) => dataOf<{ lastReadAt: string }>(api.post(`${threadKey(id)}/read`));
export const setBlocked = (id: string, blocked: boolean) => dataOf<ConversationSummary>(api.post(`${threadKey(id)}/block`, { blocked }));
export const reportConversation = (id: string, reason: string) =>
  dataOf<{ reported: true }>(api.post(`${threadKey(id)}/report`, { reason }));
