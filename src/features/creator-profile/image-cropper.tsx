"use client";

import { Minus, Plus } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export interface CropTarget {
  /** What is being cropped, for the dialog's title ("Avatar", "Photo 2"). */
  label: string;
  /** Width and height of the result; the frame keeps this aspect. */
  width: number;
  height: number;
}

interface ImageCropperProps {
  file: File | null;
  target: CropTarget;
  onCancel: () => void;
  /** The cropped picture (JPEG), or the original when the browser cannot decode it (the server decides then). */
  onDone: (file: File) => void;
}

const VIEW_WIDTH = 320;
const MAX_ZOOM = 4;
const KEY_STEP = 12;

/**
 * A small canvas cropper (no package): the picture covers a frame of the result's aspect; drag it
 * (mouse, touch or pen) or use the arrow keys to move it, the slider or +/− to zoom. The crop is
 * drawn at the result's size and sent as a JPEG; the server still re-encodes and checks it.
 */
export function ImageCropper({ file, target, onCancel, onDone }: ImageCropperProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  // Centre of the frame, in the picture's pixels.
  const [centre, setCentre] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);
  const viewHeight = Math.round((VIEW_WIDTH * target.height) / target.width);

  useEffect(() => {
    setImage(null);
    setFailed(false);
    setZoom(1);
    if (!file) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      setCentre({ x: img.naturalWidth / 2, y: img.naturalHeight / 2 });
      setImage(img);
    };
    img.onerror = () => setFailed(true);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  /** The part of the picture inside the frame, kept within the picture. */
  const region = useCallback(
    (c = centre, z = zoom) => {
      if (!image) return null;
      const scale = Math.max(VIEW_WIDTH / image.naturalWidth, viewHeight / image.naturalHeight) * z;
      const w = VIEW_WIDTH / scale;
      const h = viewHeight / scale;
      const x = Math.min(Math.max(c.x - w / 2, 0), image.naturalWidth - w);
      const y = Math.min(Math.max(c.y - h / 2, 0), image.naturalHeight - h);
      return { x, y, w, h, scale };
    },
    [image, centre, zoom, viewHeight],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    const r = region();
    if (!canvas || !image || !r) return;
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(image, r.x, r.y, r.w, r.h, 0, 0, canvas.width, canvas.height);
  }, [image, region]);

  /** Moves the picture by (dx, dy) frame pixels and keeps the centre where the region clamps it. */
  const pan = (dx: number, dy: number) => {
    const r = region();
    if (!r) return;
    setCentre({ x: r.x + r.w / 2 - dx / r.scale, y: r.y + r.h / 2 - dy / r.scale });
  };
  const setZoomKeepingCentre = (z: number) => {
    const r = region();
    if (r) setCentre({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
    setZoom(Math.min(MAX_ZOOM, Math.max(1, z)));
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    // CSS pixels → canvas pixels (the canvas shrinks on narrow phones).
    const ratio = VIEW_WIDTH / e.currentTarget.clientWidth;
    pan((e.clientX - drag.current.x) * ratio, (e.clientY - drag.current.y) * ratio);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      pan(...move);
    } else if (e.key === "+" || e.key === "=") {
      e.preventDefault();
      setZoomKeepingCentre(zoom + 0.2);
    } else if (e.key === "-") {
      e.preventDefault();
      setZoomKeepingCentre(zoom - 0.2);
    }
  };

  const finish = () => {
    const r = region();
    if (!image || !r || !file) return;
    const out = document.createElement("canvas");
    out.width = target.width;
    out.height = target.height;
    const ctx = out.getContext("2d");
    if (!ctx) return onDone(file);
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(image, r.x, r.y, r.w, r.h, 0, 0, target.width, target.height);
    out.toBlob(
      (blob) => {
        const base = file.name.replace(/\.[^.]*$/, "") || "picture";
        onDone(blob ? new File([blob], `${base}-cropped.jpg`, { type: "image/jpeg" }) : file);
      },
      "image/jpeg",
      0.92,
    );
  };

  return (
    <Dialog open={!!file} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Crop {target.label.toLowerCase()}</DialogTitle>
          <DialogDescription>
            Drag the picture or use the arrow keys to frame it; zoom with the slider or the + and − keys.
          </DialogDescription>
        </DialogHeader>
        {failed ? (
          <p role="alert" className="text-sm">
            This browser cannot show this file, so it cannot be cropped here. You can upload it as it is: we check it and crop it to fit.
          </p>
        ) : (
          <div className="grid justify-items-center gap-3">
            <canvas
              ref={canvasRef}
              width={VIEW_WIDTH}
              height={viewHeight}
              tabIndex={0}
              role="img"
              aria-label={`Crop frame for ${target.label}. Arrow keys move the picture, plus and minus zoom.`}
              data-testid="crop-canvas"
              className="bg-muted focus-visible:ring-ring/50 w-full max-w-[320px] cursor-grab touch-none rounded-lg border outline-none focus-visible:ring-[3px] active:cursor-grabbing"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => (drag.current = null)}
              onPointerCancel={() => (drag.current = null)}
              onKeyDown={onKeyDown}
            />
            <div className="flex w-full max-w-[320px] items-center gap-2">
              <Button type="button" variant="ghost" size="icon" aria-label="Zoom out" onClick={() => setZoomKeepingCentre(zoom - 0.2)}>
                <Minus aria-hidden />
              </Button>
              <input
                type="range"
                min={1}
                max={MAX_ZOOM}
                step={0.05}
                value={zoom}
                aria-label="Zoom"
                className="accent-brand flex-1"
                onChange={(e) => setZoomKeepingCentre(Number(e.currentTarget.value))}
              />
              <Button type="button" variant="ghost" size="icon" aria-label="Zoom in" onClick={() => setZoomKeepingCentre(zoom + 0.2)}>
                <Plus aria-hidden />
              </Button>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          {failed ? (
            <Button type="button" variant="brand" onClick={() => file && onDone(file)}>
              Upload as it is
            </Button>
          ) : (
            <Button type="button" variant="brand" disabled={!image} onClick={finish}>
              Crop and upload
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
