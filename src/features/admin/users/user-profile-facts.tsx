import type { AdminUserDetail } from "@/contracts/admin/users";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Who the person is, their account and their organizations, as a definition list. */
export function UserProfileFacts({ user }: { user: AdminUserDetail }) {
  const facts: [string, string][] = [
    ["User id", user.id],
    ["Role", user.role],
    ["Types", user.types.length > 0 ? user.types.join(", ") : "None yet"],
    ["E-mail verified", user.emailVerified ? "Yes" : "No"],
    ["Onboarded", user.didOnboard ? "Yes" : "No"],
    ["Public page", user.customUrl ? `/c/${user.customUrl}` : "None"],
    ["Signed up", `${date.format(new Date(user.createdAt))} UTC`],
    ["Personal buyer account", user.personalBuyerAccountId ?? "None"],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="mb-2 break-all sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-medium">Organizations</h3>
        {user.organizations.length === 0 ? (
          <p className="text-muted-foreground text-sm">Not a member of any organization.</p>
        ) : (
          <ul className="divide-y text-sm">
            {user.organizations.map((o) => (
              <li key={o.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                <span className="font-medium">{o.name}</span>
                <span className="text-muted-foreground capitalize">{o.role}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
