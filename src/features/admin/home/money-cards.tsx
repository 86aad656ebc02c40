import type { Money } from "@/contracts/admin/overview";
import { formatCents } from "@/lib/money-format";

/** Where the money is now, from the ledger's balances (the ledger page shows the same accounts). */
export function MoneyCards({ money }: { money: Money }) {
  const cards = [
    { key: "wallets", label: "In brands' wallets", value: money.walletsCents, note: "Topped up, not yet spent" },
    { key: "escrow", label: "In escrow", value: money.escrowCents, note: "Funded orders not yet released" },
    {
      key: "owed",
      label: "Owed to creators",
      value: money.owedToCreatorsCents,
      note: `Earnings not yet paid out, ${formatCents(money.inTransitCents)} of it requested`,
    },
    { key: "paid-out", label: "Paid out", value: money.paidOutCents, note: `${formatCents(money.paidOutThisMonthCents)} this month` },
  ];
  return (
    <section aria-labelledby="money-heading" className="flex flex-col gap-3">
      <h2 id="money-heading" className="text-lg font-semibold">
        Money
      </h2>
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <div key={c.key} className="bg-card flex flex-col gap-1 rounded-xl border p-4" data-testid={`money-${c.key}`}>
            <dt className="text-muted-foreground text-sm">{c.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatCents(c.value)}</dd>
            <dd className="text-muted-foreground text-xs">{c.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
