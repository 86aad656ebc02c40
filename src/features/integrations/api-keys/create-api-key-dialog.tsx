"use client";

import { Check, Copy, TriangleAlert } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Field } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { API_KEY_RESOURCE_LABELS, API_KEY_RESOURCES, createApiKeySchema, type ApiKeyScope, type CreatedApiKey } from "@/contracts/api-keys";
import { v1 } from "@/lib/api-client";
import { errorFields, errorMessage, schemaErrors } from "@/lib/api-error";

/** A date input's day as the end of that day in the person's time zone, in ISO form. */
function endOfDay(day: string): string {
  return new Date(`${day}T23:59:59`).toISOString();
}

/**
 * Creating a key: name, scopes (read and write per resource) and an optional expiry; then the
 * secret, shown this once with a copy button (docs/product/integrations.md).
 */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiry, setExpiry] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copied, setCopied] = useState(false);

  const reset = () => {
    setName("");
    setScopes([]);
    setExpiry("");
    setErrors({});
    setFailure(null);
    setCreated(null);
    setCopied(false);
  };
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) reset();
  };
  const toggle = (scope: ApiKeyScope) => setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { name, scopes, expiresAt: expiry ? endOfDay(expiry) : null };
    const parsed = createApiKeySchema.safeParse(input);
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error));
      return;
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const { data } = await v1.call("POST /auth/api-keys", { json: parsed.data });
      setCreated(data);
      onCreated(data);
    } catch (err) {
      setErrors(errorFields(err) ?? {});
      setFailure(errorMessage(err, "Could not create the key"));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.secret);
    setCopied(true);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>Your new API key</DialogTitle>
              <DialogDescription>“{created.name}” is ready. Copy the secret now.</DialogDescription>
            </DialogHeader>
            <p role="alert" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              This is the only time the secret is shown. Store it in your tool&apos;s secret settings; if you lose it, revoke the key and
              create a new one.
            </p>
            <div className="flex gap-2">
              <label htmlFor="api-key-secret" className="sr-only">
                Secret
              </label>
              <input
                id="api-key-secret"
                readOnly
                value={created.secret}
                onFocus={(e) => e.currentTarget.select()}
                className="bg-muted min-w-0 flex-1 rounded-md border px-3 py-2 font-mono text-xs"
                data-testid="api-key-secret"
              />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied ? "Copied" : "Copy"}
              </Button>
            </div>
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Create an API key</DialogTitle>
              <DialogDescription>The key acts for your organization with the access you choose here.</DialogDescription>
            </DialogHeader>
            <Field
              id="api-key-name"
              label="Name"
              value={name}
              maxLength={80}
              placeholder="Reporting dashboard"
              error={errors.name}
              onChange={(e) => setName(e.target.value)}
            />
            <fieldset
              id="api-key-scopes"
              className="grid gap-2"
              aria-invalid={errors.scopes ? true : undefined}
              aria-describedby={errors.scopes ? "api-key-scopes-error" : undefined}
            >
              <legend className="mb-1 text-sm font-medium">Access</legend>
              <div className="grid gap-1">
                {API_KEY_RESOURCES.map((resource) => (
                  <div key={resource} className="grid grid-cols-[1fr_auto_auto] items-center gap-3 border-b py-1.5 text-sm last:border-b-0">
                    <span id={`scope-${resource}`}>{API_KEY_RESOURCE_LABELS[resource]}</span>
                    {(["read", "write"] as const).map((level) => {
                      const scope: ApiKeyScope = `${resource}:${level}`;
                      return (
                        <label key={level} className="flex cursor-pointer items-center gap-1.5">
                          <input
                            type="checkbox"
                            checked={scopes.includes(scope)}
                            onChange={() => toggle(scope)}
                            aria-label={`${API_KEY_RESOURCE_LABELS[resource]}: ${level}`}
                            className="size-4"
                          />
                          <span aria-hidden>{level === "read" ? "Read" : "Write"}</span>
                        </label>
                      );
                    })}
                  </div>
                ))}
              </div>
              {errors.scopes && (
                <p id="api-key-scopes-error" className="text-destructive text-xs">
                  {errors.scopes}
                </p>
              )}
            </fieldset>
            <Field
              id="api-key-expiry"
              label="Expires (optional)"
              type="date"
              value={expiry}
              min={new Date().toISOString().slice(0, 10)}
              hint="Leave empty for a key that lasts until you revoke it."
              error={errors.expiresAt}
              onChange={(e) => setExpiry(e.target.value)}
            />
            {failure && (
              <p role="alert" className="text-destructive text-sm">
                {failure}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="brand" disabled={busy}>
                {busy ? "Creating…" : "Create key"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
