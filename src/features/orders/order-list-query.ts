import { type OrderListQuery, orderListQuerySchema } from "@/contracts/orders";

/** The URL's filters of an order list, made valid: an unknown status or a malformed page falls back to the defaults. */
export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  const raw = { status: params.get("status") || undefined, q: params.get("q")?.trim() || undefined, page: params.get("page") || undefined };
  const parsed = orderListQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  return orderListQuerySchema.parse({ q: orderListQuerySchema.shape.q.safeParse(raw.q).data });
}
