"use client";

import { FileUp } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { postForm } from "@/components/media/upload-image";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { AD_PLATFORM_LABELS, importPreviewResponseSchema, importResultResponseSchema, type ImportPreview } from "@/contracts/ad-results";
import { formatCount, formatMinor } from "./format";

const BASE = "/api/v1/auth/ad-results";

/** Upload → preview (every problem by line) → confirm. Nothing is stored until the confirm. */
export function ImportPanel({ onImported }: { onImported: () => void }) {
  const fileId = useId();
  const platformId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [platform, setPlatform] = useState("");
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState<"preview" | "import" | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new key empties the file control after an import (its chosen file cannot be cleared from state).
  const [inputKey, setInputKey] = useState(0);

  const form = () => {
    const f = new FormData();
    if (file) f.set("file", file);
    if (platform) f.set("platform", platform);
    return f;
  };

  async function check() {
    if (!file) return setError("Choose a CSV export first.");
    setBusy("preview");
    setError(null);
    setPreview(null);
    const result = await postForm(`${BASE}/imports/preview`, form(), "file");
    setBusy(null);
    if (!result.ok) return setError(result.message);
    const parsed = importPreviewResponseSchema.safeParse(result.body);
    if (!parsed.success) return setError("The preview could not be read. Please try again.");
    setPreview(parsed.data.data);
  }

  async function confirm() {
    setBusy("import");
    const result = await postForm(`${BASE}/imports`, form(), "file");
    setBusy(null);
    if (!result.ok) return setError(result.message);
    const parsed = importResultResponseSchema.safeParse(result.body);
    const done = parsed.success ? parsed.data.data : null;
    toast.success(
      done
        ? `Imported ${formatCount(done.rowCount)} rows${done.replacedRows ? `, replacing ${formatCount(done.replacedRows)} of the same days` : ""}.`
        : "Imported.",
    );
    setPreview(null);
    setFile(null);
    setInputKey((k) => k + 1);
    onImported();
  }

  const canImport = preview && preview.errorCount === 0 && preview.rowCount > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Import results</CardTitle>
        <CardDescription>
          Export the ad-level report from Meta Ads Manager or TikTok Ads Manager as CSV, with a daily breakdown. Ads are matched to your
          videos by the asset code (RB-…) in the ad name or URL parameters.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor={fileId}>CSV export</Label>
            <input
              key={inputKey}
              id={fileId}
              type="file"
              accept=".csv,.tsv,text/csv"
              className="file:bg-muted text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                setError(null);
              }}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={platformId}>Platform</Label>
            <NativeSelect id={platformId} value={platform} onChange={(e) => setPlatform(e.target.value)} className="sm:w-48">
              <option value="">Detect from columns</option>
              <option value="meta">{AD_PLATFORM_LABELS.meta}</option>
              <option value="tiktok">{AD_PLATFORM_LABELS.tiktok}</option>
            </NativeSelect>
          </div>
          <Button type="button" variant="outline" onClick={check} disabled={busy !== null || !file}>
            <FileUp aria-hidden /> {busy === "preview" ? "Checking…" : "Check file"}
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
        {preview && (
          <section aria-label="Import preview" className="grid gap-3 rounded-lg border p-4 text-sm">
            <p>
              <strong>{preview.platform ? AD_PLATFORM_LABELS[preview.platform] : "Unknown format"}</strong> ·{" "}
              {formatCount(preview.rowCount)} rows
              {preview.firstDay && (
                <>
                  {" "}
                  · {preview.firstDay} to {preview.lastDay} ({preview.rangeCount} reporting {preview.rangeCount === 1 ? "range" : "ranges"})
                </>
              )}
            </p>
            {preview.currencies.length > 0 && (
              <p>
                Spend: {preview.currencies.map((c) => formatMinor(c.spendMinor, c.currency)).join(" · ")} (currencies are kept apart, never
                converted)
              </p>
            )}
            {preview.errorCount === 0 && (
              <p>
                {formatCount(preview.matchedRows)} rows matched to your videos, {formatCount(preview.unmatchedRows)} without a match
                {preview.replacesRows > 0 && `; replaces ${formatCount(preview.replacesRows)} rows already imported for the same days`}.
              </p>
            )}
            {preview.errorCount > 0 && (
              <div role="alert" className="grid gap-2">
                <p className="text-destructive font-medium">
                  {preview.errorCount} {preview.errorCount === 1 ? "problem" : "problems"}: nothing will be imported until the file is
                  fixed.
                </p>
                <ul className="max-h-60 list-disc overflow-auto pl-5">
                  {preview.errors.map((e, i) => (
                    <li key={i}>
                      {e.line > 0 ? `Line ${e.line}` : "File"}
                      {e.column ? ` · ${e.column}` : ""}: {e.message}
                    </li>
                  ))}
                </ul>
                {preview.errorCount > preview.errors.length && <p>…and {preview.errorCount - preview.errors.length} more.</p>}
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="brand" onClick={confirm} disabled={!canImport || busy !== null}>
                {busy === "import" ? "Importing…" : `Import ${formatCount(preview.rowCount)} rows`}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setPreview(null)}>
                Cancel
              </Button>
            </div>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
