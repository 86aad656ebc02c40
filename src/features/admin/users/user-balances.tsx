import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AdminUserDetail } from "@/contracts/admin/users";
import { formatCents } from "@/lib/money-format";

/** A user's money at a glance, read from their ledger accounts. */
export function UserBalances({ balances }: { balances: AdminUserDetail["balances"] }) {
  const tiles = [
    { label: "Wallet", cents: balances.walletCents },
    { label: "In escrow", cents: balances.escrowCents },
    { label: "Earnings owed", cents: balances.earningsOwedCents },
    { label: "Paid out", cents: balances.paidOutCents },
  ];
  return (
    <section aria-labelledby="balances-heading" className="flex flex-col gap-3">
      <h2 id="balances-heading" className="text-lg font-semibold">
        Balances
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <Card key={tile.label} className="gap-1 py-4" data-testid="user-balance">
            <CardHeader className="px-4">
              <CardDescription>
                <dt>{tile.label}</dt>
              </CardDescription>
              <CardTitle className="text-xl tabular-nums sm:text-2xl">
                <dd>{formatCents(tile.cents)}</dd>
              </CardTitle>
            </CardHeader>
          </Card>
        ))}
      </dl>
    </section>
  );
}
