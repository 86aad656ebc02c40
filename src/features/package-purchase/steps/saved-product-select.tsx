"use client";

import { useId, useState } from "react";
import { SelectField } from "@/components/form-field";
import type { SavedProduct } from "@/contracts/orders";
import { v1 } from "@/lib/api-client";
import { formatCents } from "@/lib/money-format";
import { useApiData } from "@/lib/use-api";

/**
 * The account's saved products (typed in a brief, or imported from a connected store) offered in the
 * purchase brief: picking one fills the product and its link, which stay editable. Nothing shows
 * while there are none.
 */
export function SavedProductSelect({ onPick }: { onPick: (product: SavedProduct) => void }) {
  const products = useApiData(v1.query("GET /auth/products"));
  const [picked, setPicked] = useState("");
  const id = useId();
  if (!products.data || products.data.length === 0) return null;
  const list = products.data;
  return (
    <SelectField
      id={id}
      label="From your saved products"
      value={picked}
      className="bg-background"
      onChange={(e) => {
        setPicked(e.target.value);
        const product = list.find((p) => p.id === e.target.value);
        if (product) onPick(product);
      }}
    >
      <option value="">Choose a saved product…</option>
      {list.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
          {p.retailValueCents === null ? "" : ` (${formatCents(p.retailValueCents)})`}
        </option>
      ))}
    </SelectField>
  );
}
