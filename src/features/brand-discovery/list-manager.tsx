"use client";

import { Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";

export interface ManagedList {
  id: string;
  name: string;
  creatorCount: number;
}

/** The account's saved lists: create, rename, delete, open. */
export function ListManager({ lists }: { lists: ManagedList[] }) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      router.refresh();
    } catch (err) {
      setError(errorMessage(err, fallback));
    } finally {
      setBusy(false);
    }
  };

  const create = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await v1.call("POST /auth/creator-lists", { json: { name } });
      toast.success(`List “${name.trim()}” created`);
      setName("");
    }, "Could not create the list");
  };
  const rename = (e: FormEvent, id: string) => {
    e.preventDefault();
    void run(async () => {
      await v1.call("PATCH /auth/creator-lists/:id", { param: { id }, json: { name: draft } });
      setEditing(null);
      toast.success("List renamed");
    }, "Could not rename the list");
  };
  const remove = (list: ManagedList) => {
    if (!window.confirm(`Delete “${list.name}”? The creators stay in the directory.`)) return;
    void run(async () => {
      await v1.call("DELETE /auth/creator-lists/:id", { param: { id: list.id } });
      toast.success(`Deleted “${list.name}”`);
    }, "Could not delete the list");
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={create} className="flex max-w-md flex-col gap-1.5">
        <Label htmlFor="new-list-name">New list</Label>
        <div className="flex gap-2">
          <Input
            id="new-list-name"
            value={name}
            maxLength={80}
            placeholder="Skincare shortlist"
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" variant="brand" disabled={busy || !name.trim()}>
            <Plus aria-hidden />
            Create
          </Button>
        </div>
      </form>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {lists.length === 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed p-8 text-center text-sm">
          No lists yet. Save creators from the directory with “Save”, or create a list here.
        </p>
      ) : (
        <ul className="divide-y rounded-xl border" data-testid="creator-lists">
          {lists.map((list) => (
            <li key={list.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              {editing === list.id ? (
                <form onSubmit={(e) => rename(e, list.id)} className="flex flex-1 gap-2">
                  <Label htmlFor={`rename-${list.id}`} className="sr-only">
                    List name
                  </Label>
                  <Input id={`rename-${list.id}`} value={draft} maxLength={80} onChange={(e) => setDraft(e.target.value)} autoFocus />
                  <Button type="submit" size="sm" disabled={busy || !draft.trim()}>
                    Save
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                </form>
              ) : (
                <>
                  <Link href={`/platform/creators/lists/${list.id}`} className="min-w-0 flex-1">
                    <span className="block truncate font-medium hover:underline">{list.name}</span>
                    <span className="text-muted-foreground text-xs">
                      {list.creatorCount} {list.creatorCount === 1 ? "creator" : "creators"}
                    </span>
                  </Link>
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Rename ${list.name}`}
                      onClick={() => {
                        setEditing(list.id);
                        setDraft(list.name);
                      }}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Delete ${list.name}`} disabled={busy} onClick={() => remove(list)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Remove" on a card of a list page. */
export function RemoveFromList({ listId, creatorUserId, creatorName }: { listId: string; creatorUserId: string; creatorName: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await v1.call("DELETE /auth/creator-lists/:id/creators/:userId", { param: { id: listId, userId: creatorUserId } });
          toast.success(`Removed ${creatorName}`);
          router.refresh();
        } catch (err) {
          toast.error(errorMessage(err, "Could not remove the creator"));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Trash2 aria-hidden />
      Remove
    </Button>
  );
}
