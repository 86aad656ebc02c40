"use client";

import { toast } from "sonner";
import { Section } from "@/components/section";
import { EMAIL_KIND_LABELS, EMAIL_KINDS, type EmailKind, type EmailPreferences } from "@/contracts/notifications";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";

/**
 * Per-kind notification e-mail preferences (docs/product/messages-and-notifications.md, decision 035). A change is saved as it
 * is made; the unsubscribe link of an e-mail turns the same switch off.
 */
export function EmailPreferencesSection() {
  const { data, mutate } = useApiData(v1.query("GET /auth/email-preferences"));

  const toggle = async (kind: EmailKind, enabled: boolean) => {
    const before = data;
    await mutate({ ...(data as EmailPreferences), [kind]: enabled }, { revalidate: false });
    try {
      const saved = await v1.call("PUT /auth/email-preferences", { json: { [kind]: enabled } });
      await mutate(saved.data, { revalidate: false });
      toast.success(`${EMAIL_KIND_LABELS[kind].label} e-mails ${enabled ? "on" : "off"}`);
    } catch {
      await mutate(before, { revalidate: false });
      toast.error("Could not save your e-mail preferences");
    }
  };

  return (
    <Section
      id="email-preferences"
      title="E-mail notifications"
      description="Which e-mails we send you about activity. Account e-mails (sign-in links, receipts) always come."
    >
      <ul className="flex flex-col divide-y rounded-lg border" data-testid="email-preferences">
        {EMAIL_KINDS.map((kind) => (
          <li key={kind}>
            <label className="flex cursor-pointer items-start gap-3 px-4 py-3">
              <input
                type="checkbox"
                className="accent-brand mt-0.5 size-4"
                checked={data?.[kind] ?? true}
                disabled={!data}
                onChange={(e) => void toggle(kind, e.target.checked)}
              />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-medium">{EMAIL_KIND_LABELS[kind].label}</span>
                <span className="text-muted-foreground text-xs">{EMAIL_KIND_LABELS[kind].description}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Section>
  );
}
