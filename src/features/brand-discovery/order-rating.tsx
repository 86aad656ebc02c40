"use client";

import { Star } from "lucide-react";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { Wire } from "@/contracts/wire";
import type { Rating } from "@/contracts/discovery";
import { Stars } from "@/components/rating-summary";
import { v1 } from "@/lib/api-client";
import { TextareaField } from "@/components/form-field";
import { errorMessage } from "@/lib/api-error";
import { cn } from "@/lib/utils";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** 1–5 as five radio buttons drawn as stars (keyboard: arrows move, like any radio group). */
function StarInput({ value, onChange }: { value: number; onChange: (stars: number) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">Your rating</legend>
      <div className="mt-1 flex gap-1" role="radiogroup" aria-label="Stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name="stars"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
              aria-label={`${n} ${n === 1 ? "star" : "stars"}`}
            />
            <Star
              aria-hidden
              className={cn(
                "peer-focus-visible:ring-ring/50 size-7 rounded peer-focus-visible:ring-[3px]",
                n <= value ? "fill-amber-400 text-amber-400" : "text-muted-foreground/50",
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The rating of a completed order (decision 034). The brand rates once and may
 * change it until `editableUntil`; the creator sees it and replies once.
 */
export function OrderRating({
  orderId,
  viewer,
  creatorName,
  rating,
}: {
  orderId: string;
  viewer: "buyer" | "creator";
  creatorName: string;
  rating: Wire<Rating> | null;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [stars, setStars] = useState(rating?.stars ?? 0);
  const [text, setText] = useState(rating?.text ?? "");
  const [reply, setReply] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canEdit = rating !== null && new Date(rating.editableUntil).getTime() > Date.now();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (stars < 1) {
      setError("Choose 1 to 5 stars");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = { stars, ...(text.trim() ? { text } : {}) };
      if (rating) await v1.call("PATCH /auth/orders/:id/rating", { param: { id: orderId }, json: body });
      else await v1.call("POST /auth/orders/:id/rating", { param: { id: orderId }, json: body });
      toast.success(rating ? "Rating updated" : `Thanks: ${creatorName} is rated`);
      setEditing(false);
      router.refresh();
    } catch (err) {
      setError(errorMessage(err, "Could not save the rating"));
    } finally {
      setBusy(false);
    }
  };

  const sendReply = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await v1.call("POST /auth/orders/:id/rating/reply", { param: { id: orderId }, json: { reply } });
      toast.success("Reply posted");
      router.refresh();
    } catch (err) {
      setError(errorMessage(err, "Could not post the reply"));
    } finally {
      setBusy(false);
    }
  };

  const showForm = viewer === "buyer" && (rating === null || editing);
  return (
    <section aria-labelledby="order-rating-heading" className="rounded-xl border p-5" data-testid="order-rating">
      <h2 id="order-rating-heading" className="text-base font-semibold">
        {viewer === "buyer" ? (rating ? "Your rating" : `Rate ${creatorName}`) : "The brand's rating"}
      </h2>
      {showForm ? (
        <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-3" aria-label="Rate this order">
          <StarInput value={stars} onChange={setStars} />
          <TextareaField
            id="rating-text"
            label="What went well, or not (optional)"
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" variant="brand" disabled={busy}>
              {busy ? "Saving…" : rating ? "Save rating" : "Submit rating"}
            </Button>
            {editing ? (
              <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            ) : null}
          </div>
          <p className="text-muted-foreground text-xs">You can change your rating for 14 days after you give it.</p>
        </form>
      ) : rating ? (
        <div className="mt-3 flex flex-col gap-2">
          <Stars stars={rating.stars} />
          {rating.text ? <p className="text-sm leading-relaxed">{rating.text}</p> : null}
          {viewer === "buyer" ? (
            canEdit ? (
              <div className="flex items-center gap-3">
                <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                  Change rating
                </Button>
                <span className="text-muted-foreground text-xs">Until {dateFormat.format(new Date(rating.editableUntil))}</span>
              </div>
            ) : (
              <p className="text-muted-foreground text-xs">Ratings can be changed for 14 days; this one is final.</p>
            )
          ) : null}
          {rating.reply ? (
            <div className="bg-muted/60 mt-1 rounded-lg px-3 py-2 text-sm" data-testid="rating-reply">
              <p className="text-muted-foreground text-xs font-medium">{viewer === "creator" ? "Your reply" : `${creatorName}'s reply`}</p>
              <p className="mt-1 leading-relaxed">{rating.reply}</p>
            </div>
          ) : viewer === "creator" ? (
            <form onSubmit={(e) => void sendReply(e)} className="mt-2 flex flex-col gap-2" aria-label="Reply to the rating">
              <TextareaField
                id="rating-reply"
                label="Reply (once, shown with the rating)"
                maxLength={2000}
                value={reply}
                onChange={(e) => setReply(e.target.value)}
              />
              <Button type="submit" variant="brand" disabled={busy || !reply.trim()} className="self-start">
                Post reply
              </Button>
            </form>
          ) : null}
        </div>
      ) : (
        <p className="text-muted-foreground mt-2 text-sm">The brand has not rated this order yet.</p>
      )}
      {error ? (
        <p role="alert" className="text-destructive mt-2 text-sm">
          {error}
        </p>
      ) : null}
    </section>
  );
}
