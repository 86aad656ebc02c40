"use client";

import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { BrandCampaignView } from "@/contracts/campaigns";
import { publishProblems } from "@/contracts/campaigns";
import { v1 } from "@/lib/api-client";
import { errorFields, errorMessage } from "@/lib/api-error";
import {
  type BrandOption,
  fieldError,
  type FormState,
  fromCampaign,
  previewOf,
  problemsOfStep,
  STEP_OF,
  STEPS,
  toDraft,
} from "./brief/form";
import { useSavedProducts } from "./brief/saved-product-picker";
import type { StepProps } from "./brief/step-props";
import { BrandProductStep } from "./brief/steps/brand-product-step";
import { BriefStep } from "./brief/steps/brief-step";
import { CreatorsStep } from "./brief/steps/creators-step";
import { DeliverablesStep } from "./brief/steps/deliverables-step";
import { PriceTimingStep } from "./brief/steps/price-timing-step";
import { ReviewStep } from "./brief/steps/review-step";
import { useAutosave } from "./brief/use-autosave";
import { CampaignBrief } from "./campaign-brief";

/**
 * The guided brief builder: six steps, a live preview of what creators will see, and autosave —
 * the draft is created on the first change and each later change is saved a moment after typing
 * stops. Publishing checks the brief and the plan's allowance on the server. The form model is in
 * brief/form.ts, the steps in brief/steps/.
 */
export function BriefBuilder({ initial, brands }: { initial: BrandCampaignView | null; brands: BrandOption[] }) {
  const router = useRouter();
  const [form, setForm] = useState<FormState>(() => fromCampaign(initial, brands));
  const [step, setStep] = useState(0);
  const [campaignId, setCampaignId] = useState<string | null>(initial?.id ?? null);
  const [saveState, setSaveState] = useState<"idle" | "saving" | "saved" | "error">(initial ? "saved" : "idle");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [publishing, setPublishing] = useState(false);
  const [stepRefused, setStepRefused] = useState(false);
  const creating = useRef<Promise<string> | null>(null);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const picker = useSavedProducts(form, (fields) => setForm((f) => ({ ...f, ...fields })), setErrors);

  const draft = useMemo(() => toDraft(form), [form]);

  async function saveNow(): Promise<string | null> {
    setSaveState("saving");
    try {
      // A save queued before the draft existed sees no campaignId in its render: it PATCHes the draft
      // the first save created instead of creating another.
      let id = campaignId ?? (creating.current ? await creating.current : null);
      if (!id) {
        creating.current = v1
          .call("POST /auth/campaigns", { json: draft })
          .then((r) => r.data.id)
          .catch((error: unknown) => {
            creating.current = null; // the next save tries the creation again
            throw error;
          });
        id = await creating.current;
        setCampaignId(id);
        window.history.replaceState(null, "", `/platform/campaigns/${id}/edit`);
      } else {
        await v1.call("PATCH /auth/campaigns/:id", { param: { id }, json: draft });
      }
      setErrors({});
      setSaveState("saved");
      return id;
    } catch (error) {
      setSaveState("error");
      const fields = errorFields(error);
      if (fields) setErrors(fields);
      return null;
    }
  }

  const { save } = useAutosave(draft, saveNow);

  const preview = previewOf(form, draft, initial, brands, campaignId);
  const missing = publishProblems(preview);

  /**
   * Moving forward leaves the step only when what it holds is publishable: its problems are marked
   * on its fields, so nothing required slips to the review step unnoticed. Going back is free.
   */
  function goTo(target: number) {
    if (target > step) {
      const here = problemsOfStep(missing, step);
      if (Object.keys(here).length > 0) {
        setErrors((e) => ({ ...e, ...here }));
        setStepRefused(true);
        return;
      }
    }
    setStepRefused(false);
    setStep(target);
  }

  async function publish() {
    setPublishing(true);
    const id = await save();
    if (!id) {
      setPublishing(false);
      toast.error("Fix the highlighted fields first");
      return;
    }
    try {
      await v1.call("POST /auth/campaigns/:id/status", { param: { id }, json: { action: "publish" } });
      toast.success("Campaign published: creators can apply now");
      router.push(`/platform/campaigns/${id}`);
    } catch (error) {
      const fields = errorFields(error);
      if (fields) setErrors(fields);
      toast.error(errorMessage(error, "Could not publish the campaign"));
      const first = fields && Object.keys(fields).find((k) => k in STEP_OF);
      if (first) setStep(STEP_OF[first]!);
      setPublishing(false);
    }
  }

  const err = (k: string) => fieldError(errors, k);
  const inv = (k: string) => (err(k) ? { "aria-invalid": true as const, "aria-describedby": `${k}-error` } : {});
  const stepProps: StepProps = { form, set, err, inv };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="flex min-w-0 flex-col gap-5">
        <nav aria-label="Brief steps">
          <ol className="flex flex-wrap gap-2">
            {STEPS.map((name, i) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  aria-current={i === step ? "step" : undefined}
                  className={`rounded-full border px-3 py-1 text-xs font-medium ${i === step ? "bg-primary text-primary-foreground" : "bg-background"}`}
                >
                  {i + 1}. {name}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <p className="text-muted-foreground text-xs" aria-live="polite" data-testid="autosave-state">
          {saveState === "saving"
            ? "Saving…"
            : saveState === "saved"
              ? "Draft saved"
              : saveState === "error"
                ? "Not saved — check the fields"
                : "Drafts save as you type"}
        </p>

        <section aria-labelledby="step-title" className="flex flex-col gap-4">
          <h2 id="step-title" className="text-lg font-semibold">
            {STEPS[step]}
          </h2>
          {step === 0 && <BrandProductStep {...stepProps} brands={brands} picker={picker} />}
          {step === 1 && <BriefStep {...stepProps} />}
          {step === 2 && <DeliverablesStep {...stepProps} />}
          {step === 3 && <CreatorsStep {...stepProps} />}
          {step === 4 && <PriceTimingStep {...stepProps} />}
          {step === 5 && <ReviewStep missing={missing} goTo={goTo} />}
        </section>

        {stepRefused && Object.keys(problemsOfStep(missing, step)).length > 0 && (
          <p className="text-destructive text-sm" role="alert" data-testid="step-refused">
            Fill in the marked fields to continue.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {step > 0 && (
            <Button variant="outline" onClick={() => goTo(step - 1)}>
              Back
            </Button>
          )}
          {step < STEPS.length - 1 ? (
            <Button onClick={() => goTo(step + 1)}>Next</Button>
          ) : (
            <Button variant="brand" disabled={publishing || Object.keys(missing).length > 0} onClick={() => void publish()}>
              {publishing ? "Publishing…" : "Publish campaign"}
            </Button>
          )}
        </div>
      </div>

      <aside aria-label="Preview: what creators will see" className="bg-card h-fit rounded-xl border p-4 lg:sticky lg:top-20">
        <p className="text-muted-foreground mb-3 text-xs font-medium tracking-wide uppercase">Preview — what creators see</p>
        <CampaignBrief campaign={preview} />
      </aside>
    </div>
  );
}
