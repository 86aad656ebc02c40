"use client";

import { format } from "date-fns";
import { Check, ChevronLeft, ChevronRight, Loader2, ShoppingBag, Store, Unplug } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Field } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { StoredImage } from "@/components/ui/stored-image";
import { startStoreInstallSchema, type StoreConnection, type StoreProductView } from "@/contracts/store";
import { v1 } from "@/lib/api-client";
import { errorFields, errorMessage, isApiError, schemaErrors } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";
import { useStoreProducts, useStoreState } from "./use-store";

/*
 * Settings → Integrations → Store (docs/product/store-connection.md): connect the sandbox store or
 * a Shopify shop, browse its catalogue and import products into the saved products that briefs
 * offer. Owners and admins only; everyone else sees why.
 */

const PAGE_SIZE = 12;
const HEADING_ID = "store-heading";

export function StoreSection() {
  const state = useStoreState();
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  // The OAuth callback comes back here with its outcome in the query.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get("store") === "connected") setNotice({ kind: "ok", text: "Your store is connected." });
    const error = params.get("store_error");
    if (error) setNotice({ kind: "error", text: `The store could not be connected: ${error}` });
  }, []);

  return (
    <section aria-labelledby={HEADING_ID} className="bg-card grid gap-4 rounded-xl border p-5 sm:p-6" data-testid="store-section">
      <div className="grid gap-1">
        <h2 id={HEADING_ID} className="flex items-center gap-2 text-lg font-semibold">
          <Store aria-hidden className="size-5" /> Store
        </h2>
        <p className="text-muted-foreground text-sm">
          Connect your online store to import products into your saved products, ready to pick in a brief.
        </p>
      </div>
      {notice && (
        <p
          role={notice.kind === "error" ? "alert" : "status"}
          className={notice.kind === "error" ? "text-destructive text-sm" : "text-sm text-emerald-700"}
        >
          {notice.text}
        </p>
      )}
      <StoreBody state={state} />
    </section>
  );
}

function StoreBody({ state }: { state: ReturnType<typeof useStoreState> }) {
  if (state.isLoading) {
    return (
      <div aria-busy="true" aria-label="Loading the store connection" className="grid gap-2">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (state.error || !state.data) {
    if (isApiError(state.error, { status: 403 })) {
      return <p className="text-muted-foreground text-sm">Only the organization&apos;s owners and admins can connect a store.</p>;
    }
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-destructive">{errorMessage(state.error, "The store connection could not be loaded.")}</span>
        <Button variant="outline" size="sm" onClick={() => void state.mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  const { connection, providers } = state.data;
  const reload = async () => {
    await state.mutate();
  };
  if (!connection) return <ConnectStore providers={providers} onConnected={reload} />;
  return (
    <div className="grid gap-4">
      <ConnectionCard connection={connection} onChanged={reload} />
      {connection.status === "connected" && <StoreProducts onImported={reload} />}
    </div>
  );
}

function ConnectStore({ providers, onConnected }: { providers: ("sandbox" | "shopify")[]; onConnected: () => Promise<void> }) {
  const [shop, setShop] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<"sandbox" | "shopify" | null>(null);

  if (providers.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        No store provider is set up on this server. Ask your administrator to add the Shopify app&apos;s keys.
      </p>
    );
  }

  async function connectSandbox() {
    setBusy("sandbox");
    try {
      await v1.call("POST /auth/store/install", { json: { provider: "sandbox" } });
      toast.success("Sandbox store connected");
      await onConnected();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function connectShopify(event: FormEvent) {
    event.preventDefault();
    const input = { provider: "shopify" as const, shopDomain: shop };
    const parsed = startStoreInstallSchema.safeParse(input);
    if (!parsed.success) return setErrors(schemaErrors(parsed.error));
    setErrors({});
    setBusy("shopify");
    try {
      const { data } = await v1.call("POST /auth/store/install", { json: parsed.data });
      if (data.authorizeUrl) window.location.assign(data.authorizeUrl);
      else await onConnected();
    } catch (error) {
      setErrors(errorFields(error) ?? {});
      toast.error(errorMessage(error));
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {providers.includes("sandbox") && (
        <div className="grid content-start gap-2 rounded-lg border p-4">
          <h3 className="font-medium">Sandbox store</h3>
          <p className="text-muted-foreground text-sm">A demo shop with eight products. No account needed: try the whole flow here.</p>
          <Button onClick={() => void connectSandbox()} disabled={busy !== null} className="justify-self-start">
            {busy === "sandbox" ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <ShoppingBag aria-hidden className="size-4" />}
            Connect the sandbox store
          </Button>
        </div>
      )}
      {providers.includes("shopify") && (
        <form className="grid content-start gap-2 rounded-lg border p-4" onSubmit={(e) => void connectShopify(e)} noValidate>
          <h3 className="font-medium">Shopify</h3>
          <Field
            id="store-shop-domain"
            label="Shop address"
            placeholder="your-shop.myshopify.com"
            autoComplete="off"
            value={shop}
            onChange={(e) => setShop(e.target.value)}
            error={errors.shopDomain}
            hint="You approve read access to your products on Shopify."
          />
          <Button type="submit" disabled={busy !== null} className="justify-self-start">
            {busy === "shopify" && <Loader2 aria-hidden className="size-4 animate-spin" />}
            Connect Shopify
          </Button>
        </form>
      )}
    </div>
  );
}

const day = (iso: string | null) => (iso ? format(new Date(iso), "d MMM yyyy, HH:mm") : "Never");

function ConnectionCard({ connection, onChanged }: { connection: StoreConnection; onChanged: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const pending = connection.status === "pending";

  async function disconnect() {
    setBusy(true);
    try {
      await v1.call("POST /auth/store/disconnect");
      toast.success(pending ? "Install cancelled" : "Store disconnected. Your imported products stay saved.");
      setConfirming(false);
      await onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="store-connection">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Shop</dt>
        <dd className="font-medium">
          {connection.shopName ?? connection.shopDomain}{" "}
          <span className="text-muted-foreground font-normal">({connection.provider === "shopify" ? "Shopify" : "Sandbox"})</span>
        </dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>{pending ? <Badge variant="outline">Waiting for approval on Shopify</Badge> : <Badge>Connected</Badge>}</dd>
        {!pending && (
          <>
            <dt className="text-muted-foreground">Connected since</dt>
            <dd>{day(connection.connectedAt)}</dd>
            <dt className="text-muted-foreground">Last import</dt>
            <dd>{day(connection.lastImportAt)}</dd>
          </>
        )}
      </dl>
      <Button variant="outline" onClick={() => (pending ? void disconnect() : setConfirming(true))} disabled={busy}>
        <Unplug aria-hidden className="size-4" /> {pending ? "Cancel install" : "Disconnect"}
      </Button>
      <Dialog open={confirming} onOpenChange={(open) => !busy && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Disconnect {connection.shopName ?? connection.shopDomain}?</DialogTitle>
            <DialogDescription>
              Reelbrief forgets its access to the store at once. The products you imported stay in your saved products, and briefs that use
              them are not changed.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
              Keep connected
            </Button>
            <Button variant="destructive" onClick={() => void disconnect()} disabled={busy}>
              {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
              Disconnect
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function StoreProducts({ onImported }: { onImported: () => Promise<void> }) {
  // Cursors of the pages seen so far: the last one is the page shown (undefined = the first page).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const products = useStoreProducts({ limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [importing, setImporting] = useState(false);

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function importSelected() {
    setImporting(true);
    try {
      const { data } = await v1.call("POST /auth/store/import", { json: { externalIds: [...selected] } });
      const parts = [data.created > 0 && `${data.created} added`, data.updated > 0 && `${data.updated} updated`].filter(Boolean).join(", ");
      toast.success(
        `Imported into your saved products: ${parts}.${data.imagesMissing > 0 ? ` ${data.imagesMissing} without a picture.` : ""}`,
      );
      setSelected(new Set());
      await Promise.all([products.mutate(), onImported()]);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setImporting(false);
    }
  }

  if (products.isLoading) {
    return (
      <div aria-busy="true" aria-label="Loading the store's products" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-lg" />
        ))}
      </div>
    );
  }
  if (products.error || !products.data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-destructive">{errorMessage(products.error, "The store's products could not be loaded.")}</span>
        <Button variant="outline" size="sm" onClick={() => void products.mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  const page = products.data;
  if (page.data.length === 0 && cursors.length === 1) {
    return <p className="text-muted-foreground text-sm">This store has no products yet.</p>;
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">Products</h3>
        <Button onClick={() => void importSelected()} disabled={selected.size === 0 || importing}>
          {importing && <Loader2 aria-hidden className="size-4 animate-spin" />}
          Import selected{selected.size > 0 ? ` (${selected.size})` : ""}
        </Button>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="The store's products">
        {page.data.map((p) => (
          <ProductCard key={p.externalId} product={p} checked={selected.has(p.externalId)} onToggle={() => toggle(p.externalId)} />
        ))}
      </ul>
      {(cursors.length > 1 || page.nextCursor) && (
        <nav aria-label="Store products pages" className="flex items-center justify-end gap-2">
          <Button variant="outline" size="sm" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
            <ChevronLeft aria-hidden className="size-4" /> Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!page.nextCursor}
            onClick={() => page.nextCursor && setCursors((c) => [...c, page.nextCursor!])}
          >
            Next <ChevronRight aria-hidden className="size-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}

function ProductCard({ product, checked, onToggle }: { product: StoreProductView; checked: boolean; onToggle: () => void }) {
  const id = `store-product-${product.handle}`;
  return (
    <li className="has-[:checked]:border-primary flex gap-3 rounded-lg border p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 shrink-0"
        checked={checked}
        onChange={onToggle}
        aria-describedby={`${id}-meta`}
      />
      {product.imageUrl ? (
        <StoredImage src={product.imageUrl} alt="" width={64} height={64} className="size-16 shrink-0 rounded-md object-cover" />
      ) : (
        <div aria-hidden className="bg-muted size-16 shrink-0 rounded-md" />
      )}
      <div className="grid min-w-0 gap-1">
        <label htmlFor={id} className="truncate text-sm font-medium">
          {product.title}
        </label>
        <p id={`${id}-meta`} className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
          <span>{product.priceCents === null ? "No price" : formatCents(product.priceCents)}</span>
          {product.variants.length > 1 && <span>{product.variants.length} variants</span>}
          {product.savedProductId && (
            <Badge variant="secondary" className="gap-1">
              <Check aria-hidden className="size-3" /> Imported
            </Badge>
          )}
        </p>
      </div>
    </li>
  );
}
