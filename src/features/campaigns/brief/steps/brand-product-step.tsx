"use client";

import { FormControl } from "@/components/form-field";
import { ImageUploadField } from "@/components/media/image-upload-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { BrandOption } from "../form";
import { SavedProductSelect, SaveProductButton, type SavedProducts } from "../saved-product-picker";
import type { StepProps } from "../step-props";

/** Step 1: the brand the campaign is for, its title, and the product (typed, or picked from the saved ones). */
export function BrandProductStep({ form, set, err, inv, brands, picker }: StepProps & { brands: BrandOption[]; picker: SavedProducts }) {
  return (
    <>
      <FormControl errorRole="alert" id="brand_profile_id" label="Brand" error={err("brand_profile_id")}>
        <NativeSelect
          id="brand_profile_id"
          value={form.brand_profile_id}
          onChange={(e) => set("brand_profile_id", e.target.value)}
          {...inv("brand_profile_id")}
        >
          {brands.length === 0 && <option value="">No brand profile yet</option>}
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <FormControl errorRole="alert" id="title" label="Campaign title" error={err("title")}>
        <Input id="title" value={form.title} maxLength={120} onChange={(e) => set("title", e.target.value)} {...inv("title")} />
      </FormControl>
      <SavedProductSelect picker={picker} />
      <FormControl errorRole="alert" id="product_name" label="Product name" error={err("product_name")}>
        <Input id="product_name" value={form.product_name} onChange={(e) => set("product_name", e.target.value)} {...inv("product_name")} />
      </FormControl>
      <FormControl errorRole="alert" id="product_url" label="Product URL" error={err("product_url")}>
        <Input
          id="product_url"
          type="url"
          placeholder="https://"
          value={form.product_url}
          onChange={(e) => set("product_url", e.target.value)}
          {...inv("product_url")}
        />
      </FormControl>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormControl errorRole="alert" id="product_retail_value" label="Retail value ($)" error={err("product_retail_value_cents")}>
          <Input
            id="product_retail_value"
            inputMode="decimal"
            value={form.product_retail_value}
            onChange={(e) => set("product_retail_value", e.target.value)}
          />
        </FormControl>
      </div>
      <div className="flex flex-col gap-2">
        <ImageUploadField
          // A new key when the picture changes elsewhere (a saved product picked) drops the old preview.
          key={form.product_image_url}
          id="product_image"
          label="Product picture"
          shape="square"
          uploadUrl="/api/v1/auth/products/images"
          field="image"
          currentUrl={form.product_image_url || null}
          onUploaded={(url) => set("product_image_url", url)}
          hint="Shown to creators with the brief. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
        />
        {form.product_image_url && (
          <div>
            <Button variant="ghost" size="sm" onClick={() => set("product_image_url", "")}>
              Remove picture
            </Button>
          </div>
        )}
        {err("product_image_url") && (
          <p className="text-destructive text-xs" role="alert">
            {err("product_image_url")}
          </p>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={form.product_shipped} onChange={(e) => set("product_shipped", e.target.checked)} />
        The product is shipped to each creator
      </label>
      <SaveProductButton picker={picker} productName={form.product_name} />
    </>
  );
}
