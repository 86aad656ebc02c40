import Link from "next/link";
import { Badge } from "@/components/ui/badge";

interface NewUser {
  id: string;
  name: string;
  email: string;
  types: string[];
  createdAt: string;
}

/** The newest accounts, each linking to its page in the users area. */
export function NewestSignUps({ users }: { users: NewUser[] }) {
  return (
    <section aria-labelledby="newest-heading" className="flex flex-col gap-3">
      <h2 id="newest-heading" className="text-lg font-semibold">
        Newest sign-ups
      </h2>
      {users.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nobody has signed up yet.</p>
      ) : (
        <ul className="bg-card divide-y rounded-xl border" data-testid="newest-sign-ups">
          {users.map((u) => (
            <li key={u.id}>
              <Link
                href={`/admin/users/${u.id}`}
                className="hover:bg-accent focus-visible:ring-ring flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 focus-visible:ring-2 focus-visible:outline-none"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{u.name}</span>
                  <span className="text-muted-foreground truncate text-sm">{u.email}</span>
                </span>
                <span className="flex items-center gap-2">
                  {u.types.map((type) => (
                    <Badge key={type} variant="secondary">
                      {type}
                    </Badge>
                  ))}
                  <time className="text-muted-foreground text-xs tabular-nums" dateTime={u.createdAt}>
                    {u.createdAt.slice(0, 10)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
