"use client";

import { ArrowLeft, ArrowRight, GripVertical, ImageIcon, LoaderCircle, Trash2, Upload } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { precheckImage, uploadImage } from "@/components/media/upload-image";
import { PHOTO_SLOTS, type CreatorProfileSettings, type PhotoSlot } from "@/contracts/creator-profile";
import { MAX_IMAGE_LABEL, type CreatorImageSlotName } from "@/contracts/media";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { cn } from "@/lib/utils";
import { ImageCropper, type CropTarget } from "./image-cropper";
import { StoredImage } from "@/components/ui/stored-image";

const AVATAR: CropTarget = { label: "Avatar", width: 512, height: 512 };
const photoTarget = (i: number): CropTarget => ({ label: `Photo ${i + 1}`, width: 1080, height: 1350 });

interface Props {
  profile: CreatorProfileSettings;
  /** Called with the profile after every change, so the form and the meter follow. */
  onChange: (profile?: CreatorProfileSettings) => Promise<unknown> | void;
}

/**
 * The avatar and the four profile photos: each picture is cropped in the browser,
 * then uploaded (the server re-encodes it, decision 018). Photos are reordered by dragging or by
 * the "move earlier/later" buttons (keyboard and phones), and can be removed.
 */
export function ProfilePictures({ profile, onChange }: Props) {
  const [cropping, setCropping] = useState<{ slot: CreatorImageSlotName; file: File; target: CropTarget } | null>(null);
  const [busy, setBusy] = useState<CreatorImageSlotName | "order" | null>(null);
  const [errors, setErrors] = useState<Partial<Record<CreatorImageSlotName, string>>>({});
  const [announcement, setAnnouncement] = useState("");
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const moveButtons = useRef<Map<string, HTMLButtonElement>>(new Map());
  // The move button to focus once the buttons are enabled again (they are disabled while saving).
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (busy !== null || !pendingFocus.current) return;
    moveButtons.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [busy]);
  const photos = PHOTO_SLOTS.map((slot) => profile[slot]);

  const choose = (slot: CreatorImageSlotName, target: CropTarget, file: File) => {
    const problem = precheckImage(file);
    setErrors((e) => ({ ...e, [slot]: problem ?? undefined }));
    if (!problem) setCropping({ slot, file, target });
  };

  const upload = async (slot: CreatorImageSlotName, label: string, file: File) => {
    setCropping(null);
    setBusy(slot);
    const result = await uploadImage(`/api/v1/creators/me/images/${slot}`, slot, file);
    setBusy(null);
    if (!result.ok) {
      setErrors((e) => ({ ...e, [slot]: result.message }));
      return;
    }
    setErrors((e) => ({ ...e, [slot]: undefined }));
    setAnnouncement(`${label} saved.`);
    await onChange();
  };

  const remove = async (slot: CreatorImageSlotName, label: string) => {
    setBusy(slot);
    try {
      await onChange(await v1.call("DELETE /creators/me/images/:slot", { param: { slot } }).then((r) => r.data));
      setAnnouncement(`${label} removed.`);
    } catch (error) {
      toast.error(errorMessage(error, `Could not remove the ${label.toLowerCase()}`));
    } finally {
      setBusy(null);
    }
  };

  /** Moves the photo at `from` to position `to`; the others keep their order. */
  const move = async (from: number, to: number, focusKey?: string) => {
    if (from === to || to < 0 || to > 3) return;
    const order: PhotoSlot[] = [...PHOTO_SLOTS];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    setBusy("order");
    try {
      const res = await v1.call("PUT /creators/me/photos/order", { json: { order } });
      await onChange(res.data);
      setAnnouncement(`Photo ${from + 1} moved to position ${to + 1}.`);
      // Focus follows the moved photo; at either end its "further" button is disabled, so the other one.
      if (focusKey) {
        const key = focusKey.replace("#", String(to));
        pendingFocus.current = to === 0 ? `down-0` : to === 3 ? `up-3` : key;
      }
    } catch (error) {
      toast.error(errorMessage(error, "Could not reorder your photos"));
    } finally {
      setBusy(null);
    }
  };

  const onDrop = (to: number) => (e: DragEvent) => {
    e.preventDefault();
    const from = dragFrom ?? Number(e.dataTransfer.getData("text/plain"));
    setDragFrom(null);
    if (Number.isInteger(from)) void move(from, to);
  };

  return (
    <div className="grid gap-6">
      <PictureTile
        slot="avatar"
        label="Avatar"
        url={profile.avatar}
        round
        busy={busy === "avatar"}
        error={errors.avatar}
        onChoose={(file) => choose("avatar", AVATAR, file)}
        onRemove={() => void remove("avatar", "Avatar")}
      />

      <div className="grid gap-2">
        <h3 className="text-sm font-medium" id="photos-heading">
          Profile photos (four)
        </h3>
        <p className="text-muted-foreground text-xs" id="photos-hint">
          Shown in this order on your public page; the first is your directory card&apos;s cover. Drag a photo onto another place, or use
          the arrow buttons. JPEG, PNG, WebP, GIF or AVIF, up to {MAX_IMAGE_LABEL}.
        </p>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-labelledby="photos-heading" aria-describedby="photos-hint">
          {PHOTO_SLOTS.map((slot, i) => {
            const url = photos[i];
            return (
              <li
                key={slot}
                data-testid={`photo-tile-${i + 1}`}
                draggable={!!url && busy === null}
                onDragStart={(e) => {
                  setDragFrom(i);
                  e.dataTransfer.setData("text/plain", String(i));
                  e.dataTransfer.effectAllowed = "move";
                }}
                onDragEnd={() => setDragFrom(null)}
                onDragOver={(e) => {
                  if (dragFrom !== null) e.preventDefault();
                }}
                onDrop={onDrop(i)}
                className={cn(
                  "bg-card grid gap-2 rounded-lg border p-2",
                  dragFrom !== null && dragFrom !== i && "border-brand border-dashed",
                  dragFrom === i && "opacity-50",
                )}
              >
                <div className="bg-muted text-muted-foreground relative grid aspect-[4/5] place-items-center overflow-hidden rounded-md">
                  {url ? (
                    <StoredImage src={url} alt={`Photo ${i + 1}`} className="size-full object-cover" draggable={false} />
                  ) : (
                    <ImageIcon aria-hidden className="size-6" />
                  )}
                  {url && <GripVertical aria-hidden className="absolute top-1 left-1 size-4 text-white drop-shadow" />}
                  {busy === slot && (
                    <div className="bg-background/70 absolute inset-0 grid place-items-center">
                      <LoaderCircle aria-hidden className="size-6 animate-spin" />
                    </div>
                  )}
                </div>
                <FileButton
                  id={`photo-${i + 1}`}
                  label={url ? `Replace photo ${i + 1}` : `Upload photo ${i + 1}`}
                  short={url ? "Replace" : "Upload"}
                  disabled={busy !== null}
                  invalid={!!errors[slot]}
                  onChoose={(file) => choose(slot, photoTarget(i), file)}
                />
                <div className="flex items-center justify-between gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move photo ${i + 1} earlier`}
                    disabled={!url || i === 0 || busy !== null}
                    ref={(el) => {
                      if (el) moveButtons.current.set(`up-${i}`, el);
                    }}
                    onClick={() => void move(i, i - 1, "up-#")}
                  >
                    <ArrowLeft aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove photo ${i + 1}`}
                    disabled={!url || busy !== null}
                    onClick={() => void remove(slot, `Photo ${i + 1}`)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move photo ${i + 1} later`}
                    disabled={!url || i === 3 || busy !== null}
                    ref={(el) => {
                      if (el) moveButtons.current.set(`down-${i}`, el);
                    }}
                    onClick={() => void move(i, i + 1, "down-#")}
                  >
                    <ArrowRight aria-hidden />
                  </Button>
                </div>
                {errors[slot] && (
                  <p id={`photo-${i + 1}-error`} role="alert" className="text-destructive text-xs">
                    {errors[slot]}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </div>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      {cropping && (
        <ImageCropper
          file={cropping.file}
          target={cropping.target}
          onCancel={() => setCropping(null)}
          onDone={(file) => void upload(cropping.slot, cropping.target.label, file)}
        />
      )}
    </div>
  );
}

function PictureTile(props: {
  slot: CreatorImageSlotName;
  label: string;
  url: string | null;
  round?: boolean;
  busy: boolean;
  error?: string;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div
        className={cn(
          "bg-muted text-muted-foreground relative grid size-20 shrink-0 place-items-center overflow-hidden border",
          props.round ? "rounded-full" : "rounded-lg",
        )}
      >
        {props.url ? (
          <StoredImage src={props.url} alt={props.label} className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden className="size-6" />
        )}
        {props.busy && (
          <div className="bg-background/70 absolute inset-0 grid place-items-center">
            <LoaderCircle aria-hidden className="size-6 animate-spin" />
          </div>
        )}
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">{props.label}</span>
        <div className="flex flex-wrap gap-2">
          <FileButton
            id={props.slot}
            label={props.url ? `Replace ${props.label.toLowerCase()}` : `Upload ${props.label.toLowerCase()}`}
            short={props.url ? "Replace" : "Upload"}
            disabled={props.busy}
            invalid={!!props.error}
            onChoose={props.onChoose}
          />
          {props.url && (
            <Button type="button" variant="ghost" size="sm" disabled={props.busy} onClick={props.onRemove}>
              <Trash2 aria-hidden /> Remove
            </Button>
          )}
        </div>
        <p className="text-muted-foreground text-xs">Square, shown next to your name. Up to {MAX_IMAGE_LABEL}.</p>
        {props.error && (
          <p id={`${props.slot}-error`} role="alert" className="text-destructive text-xs">
            {props.error}
          </p>
        )}
      </div>
    </div>
  );
}

/** A file input dressed as a button; its accessible name says which picture it sets. */
function FileButton(props: {
  id: string;
  label: string;
  short: string;
  disabled: boolean;
  invalid: boolean;
  onChoose: (file: File) => void;
}) {
  return (
    <label
      className={cn(
        buttonVariants({ variant: "outline", size: "sm" }),
        "has-[:focus-visible]:border-ring has-[:focus-visible]:ring-ring/50 cursor-pointer has-[:focus-visible]:ring-[3px]",
        props.disabled && "pointer-events-none opacity-60",
      )}
    >
      <input
        id={props.id}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={props.label}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? `${props.id}-error` : undefined}
        disabled={props.disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) props.onChoose(file);
        }}
      />
      <Upload aria-hidden />
      <span aria-hidden>{props.short}</span>
    </label>
  );
}
