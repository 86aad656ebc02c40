"use client";

import { useState } from "react";
import { toast } from "sonner";
import { controlAria, FormControl } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import type { SavedProduct } from "@/contracts/orders";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { errorFields, errorMessage } from "@/lib/api-error";
import { dollarsToCents, type FormState, matchesProduct, productFields } from "./form";

export type SavedProducts = ReturnType<typeof useSavedProducts>;

/**
 * The account's saved products for the brief's product fields: picking one fills them (they stay
 * editable, and autosave keeps them); "Save to my products" keeps the product as typed for the next
 * brief or order.
 */
export function useSavedProducts(
  form: FormState,
  fill: (fields: Partial<FormState>) => void,
  setErrors: (errors: Record<string, string>) => void,
) {
  const products = useApiData(v1.query("GET /auth/products"));
  const [productId, setProductId] = useState("");
  const [savingProduct, setSavingProduct] = useState(false);

  function pickProduct(id: string) {
    setProductId(id);
    const p = products.data?.find((x) => x.id === id);
    if (!p) return;
    fill(productFields(p));
  }

  async function saveProduct() {
    setSavingProduct(true);
    try {
      const retail = dollarsToCents(form.product_retail_value);
      const { data } = await v1.call("POST /auth/products", {
        json: {
          name: form.product_name,
          ...(form.product_url.trim() && { url: form.product_url.trim() }),
          ...(retail !== null && { retailValueCents: retail }),
          ...(form.product_image_url && { imageUrl: form.product_image_url }),
          ...(form.brand_profile_id && { brandProfileId: form.brand_profile_id }),
        },
      });
      await products.mutate((list: SavedProduct[] | undefined) => [data, ...(list ?? [])], { revalidate: false });
      setProductId(data.id);
      toast.success(`${data.name} is saved to your products`);
    } catch (error) {
      const fields = errorFields(error);
      if (fields) {
        const byField: Record<string, string | undefined> = {
          product_name: fields.name,
          product_url: fields.url,
          product_retail_value_cents: fields.retailValueCents,
          product_image_url: fields.imageUrl,
        };
        setErrors(Object.fromEntries(Object.entries(byField).filter((e): e is [string, string] => Boolean(e[1]))));
      }
      toast.error(errorMessage(error, "Could not save the product"));
    } finally {
      setSavingProduct(false);
    }
  }

  // A draft reopened later shows the saved product its fields still match.
  const shownProductId = productId || products.data?.find((p) => matchesProduct(p, form))?.id || "";
  const chosen = products.data?.find((p) => p.id === shownProductId);
  const productUnchanged = chosen !== undefined && matchesProduct(chosen, form);

  return { products, shownProductId, productUnchanged, savingProduct, pickProduct, saveProduct };
}

export function SavedProductSelect({ picker }: { picker: SavedProducts }) {
  const { products } = picker;
  const hint = products.error
    ? "Your saved products could not be loaded; enter the product below."
    : "Pick one of your saved products, or enter a new one below and save it.";
  return (
    <FormControl id="saved_product" label="Product" hint={hint}>
      <NativeSelect
        id="saved_product"
        value={picker.shownProductId}
        onChange={(e) => picker.pickProduct(e.target.value)}
        {...controlAria("saved_product", undefined, hint)}
      >
        <option value="">{products.data ? "A new product" : "Loading your products…"}</option>
        {products.data?.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

export function SaveProductButton({ picker, productName }: { picker: SavedProducts; productName: string }) {
  const { savingProduct, productUnchanged } = picker;
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        disabled={savingProduct || productName.trim() === "" || productUnchanged}
        onClick={() => void picker.saveProduct()}
      >
        {savingProduct ? "Saving product…" : productUnchanged ? "Saved in your products" : "Save to my products"}
      </Button>
    </div>
  );
}
