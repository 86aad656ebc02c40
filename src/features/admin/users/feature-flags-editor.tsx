"use client";

import { Loader2, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FEATURE_FLAG_MAX_LENGTH, featureFlagSchema } from "@/contracts/admin/users";
import { v2 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { useRefreshUser } from "./use-refresh-user";

/** A user's feature flags (docs/product/plans-and-limits.md): add a name, remove one; each change is saved and audited. */
export function FeatureFlagsEditor({ userId, flags }: { userId: string; flags: string[] }) {
  const refresh = useRefreshUser(userId);
  const [current, setCurrent] = useState(flags);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const save = async (next: string[], done: string) => {
    setBusy(true);
    setError(null);
    try {
      const body = await v2.call("PUT /users/:id/feature-flags", { param: { id: userId }, json: { flags: next } });
      setCurrent(body.data.featureFlags);
      toast.success(done);
      refresh();
      return true;
    } catch (caught) {
      setError(errorMessage(caught, "The flags could not be saved. Please try again."));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = featureFlagSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Not a flag name");
      return;
    }
    if (current.includes(parsed.data)) {
      setError(`${parsed.data} is already on`);
      return;
    }
    if (await save([...current, parsed.data], `Flag ${parsed.data} added`)) setName("");
  };

  return (
    <div className="flex flex-col gap-3">
      {current.length === 0 ? (
        <p className="text-muted-foreground text-sm">No flags.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Flags">
          {current.map((flag) => (
            <li key={flag} className="bg-secondary flex items-center gap-1 rounded-full py-0.5 pr-1 pl-3 font-mono text-sm">
              {flag}
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-6 rounded-full"
                aria-label={`Remove flag ${flag}`}
                disabled={busy}
                onClick={() =>
                  void save(
                    current.filter((f) => f !== flag),
                    `Flag ${flag} removed`,
                  )
                }
              >
                <X aria-hidden className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={inputId}>New flag</Label>
          <Input
            id={inputId}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. new-inbox"
            maxLength={FEATURE_FLAG_MAX_LENGTH}
            autoComplete="off"
            className="font-mono"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy && <Loader2 aria-hidden className="animate-spin" />}
          Add flag
        </Button>
      </form>
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
