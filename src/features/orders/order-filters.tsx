import { Search } from "lucide-react";
import Form from "next/form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "@/contracts/orders";

const ORDER_FILTERS = [
  { value: "all", label: "All orders" },
  { value: "needs_action", label: "Needs your action" },
  { value: "active", label: "In progress" },
  { value: "finished", label: "Finished" },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
];

/**
 * Status filter and search as a GET form: the filters live in the URL (shareable, back button
 * works), the server renders the result, and it works before the page's JavaScript has loaded.
 */
export function OrderFilters({ basePath, status, q, searchHint }: { basePath: string; status: string; q: string; searchHint: string }) {
  return (
    <Form action={basePath} role="search" aria-label="Filter orders" className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor="orders-status">Status</Label>
        <NativeSelect id="orders-status" name="status" defaultValue={status}>
          {ORDER_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="orders-q">Search</Label>
        <Input id="orders-q" name="q" type="search" defaultValue={q} placeholder={searchHint} maxLength={100} />
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden /> Search
      </Button>
    </Form>
  );
}
