"use client";

import { Bookmark, BookmarkCheck, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { cn } from "@/lib/utils";

export interface ListOption {
  id: string;
  name: string;
}

/**
 * "Save" on a creator: tick the account's lists that should hold this creator,
 * or name a new list and save into it at once. Lists belong to the buyer account, so teammates
 * see the same ticks.
 */
export function SaveToList({
  creatorUserId,
  creatorName,
  lists,
  savedListIds,
  className,
}: {
  creatorUserId: string;
  creatorName: string;
  lists: ListOption[];
  savedListIds: string[];
  className?: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(() => new Set(savedListIds));
  const [known, setKnown] = useState(lists);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (list: ListOption) => {
    const isSaved = saved.has(list.id);
    setBusy(true);
    setError(null);
    try {
      if (isSaved) await v1.call("DELETE /auth/creator-lists/:id/creators/:userId", { param: { id: list.id, userId: creatorUserId } });
      else await v1.call("POST /auth/creator-lists/:id/creators", { param: { id: list.id }, json: { creator_user_id: creatorUserId } });
      const next = new Set(saved);
      if (isSaved) next.delete(list.id);
      else next.add(list.id);
      setSaved(next);
      toast.success(isSaved ? `Removed ${creatorName} from ${list.name}` : `Saved ${creatorName} to ${list.name}`);
      router.refresh();
    } catch (err) {
      setError(errorMessage(err, "Could not change the list"));
    } finally {
      setBusy(false);
    }
  };

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const created = await v1.call("POST /auth/creator-lists", { json: { name } });
      await v1.call("POST /auth/creator-lists/:id/creators", { param: { id: created.data.id }, json: { creator_user_id: creatorUserId } });
      setKnown([...known, { id: created.data.id, name: created.data.name }]);
      setSaved(new Set([...saved, created.data.id]));
      setName("");
      toast.success(`Saved ${creatorName} to ${created.data.name}`);
      router.refresh();
    } catch (err) {
      setError(errorMessage(err, "Could not create the list"));
    } finally {
      setBusy(false);
    }
  };

  const isSaved = saved.size > 0;
  const inputId = `new-list-${creatorUserId}`;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className={cn("gap-1.5", className)} aria-label={`Save ${creatorName} to a list`}>
          {isSaved ? <BookmarkCheck aria-hidden className="text-brand" /> : <Bookmark aria-hidden />}
          {isSaved ? "Saved" : "Save"}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72">
        <p className="text-sm font-semibold">Save {creatorName} to…</p>
        {known.length > 0 ? (
          <ul className="mt-3 flex max-h-56 flex-col gap-1 overflow-y-auto" aria-label="Your lists">
            {known.map((list) => (
              <li key={list.id}>
                <label className="hover:bg-muted flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm">
                  <input
                    type="checkbox"
                    className="accent-brand size-4"
                    checked={saved.has(list.id)}
                    disabled={busy}
                    onChange={() => void toggle(list)}
                  />
                  <span className="min-w-0 truncate">{list.name}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground mt-2 text-xs">No lists yet. Name your first one.</p>
        )}
        <form onSubmit={(e) => void create(e)} className="mt-3 flex flex-col gap-1.5 border-t pt-3">
          <Label htmlFor={inputId} className="text-xs">
            New list
          </Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={name}
              maxLength={80}
              placeholder="Skincare shortlist"
              onChange={(e) => setName(e.target.value)}
              className="h-9"
            />
            <Button type="submit" size="sm" variant="brand" disabled={busy || !name.trim()} className="h-9">
              <Plus aria-hidden />
              Create
            </Button>
          </div>
        </form>
        {error ? (
          <p role="alert" className="text-destructive mt-2 text-xs">
            {error}
          </p>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
