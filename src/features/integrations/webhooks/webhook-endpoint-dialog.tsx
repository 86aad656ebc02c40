"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Field, TextareaField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { createWebhookEndpointSchema, WEBHOOK_EVENT_TYPES, type WebhookEndpoint } from "@/contracts/webhook-endpoints";
import { v1 } from "@/lib/api-client";
import { errorFields, errorMessage, schemaErrors } from "@/lib/api-error";

/** Add or edit an endpoint: URL, description and the events it receives (decision 067: state + the contract schema). */
export function WebhookEndpointDialog(props: {
  endpoint: WebhookEndpoint | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const { endpoint } = props;
  const [url, setUrl] = useState(endpoint?.url ?? "");
  const [description, setDescription] = useState(endpoint?.description ?? "");
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? ["video.approved"]);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const toggle = (type: string) =>
    setEvents((current) => (current.includes(type) ? current.filter((e) => e !== type) : [...current, type]));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createWebhookEndpointSchema.safeParse({ url, description, events });
    if (!parsed.success) {
      setFields(schemaErrors(parsed.error));
      return;
    }
    setBusy(true);
    setFields({});
    try {
      if (endpoint) await v1.call("PATCH /auth/webhook-endpoints/:id", { param: { id: endpoint.id }, json: parsed.data });
      else await v1.call("POST /auth/webhook-endpoints", { json: parsed.data });
      toast.success(endpoint ? "Endpoint saved" : "Endpoint added");
      props.onSaved();
      props.onOpenChange(false);
    } catch (error) {
      const f = errorFields(error);
      if (f) setFields(f);
      else toast.error(errorMessage(error, "Could not save the endpoint"));
    } finally {
      setBusy(false);
    }
  };

  const eventsError = fields.events ?? Object.entries(fields).find(([k]) => k.startsWith("events."))?.[1];
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{endpoint ? "Edit endpoint" : "Add an endpoint"}</DialogTitle>
          <DialogDescription>We POST a signed JSON event to this URL each time one of the chosen events happens.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label={endpoint ? "Edit webhook endpoint" : "Add webhook endpoint"}>
          <Field
            id="webhook-url"
            label="URL"
            type="url"
            inputMode="url"
            placeholder="https://hooks.example.com/reelbrief"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={fields.url}
          />
          <TextareaField
            id="webhook-description"
            label="Description (optional)"
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={fields.description}
          />
          <fieldset
            className="grid gap-2"
            aria-describedby={eventsError ? "webhook-events-error" : undefined}
            aria-invalid={eventsError ? true : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Events</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4" checked={events.includes(type)} onChange={() => toggle(type)} />
                  <code>{type}</code>
                </label>
              ))}
            </div>
            {eventsError && (
              <p id="webhook-events-error" className="text-destructive text-xs">
                {eventsError}
              </p>
            )}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving…" : endpoint ? "Save" : "Add endpoint"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
