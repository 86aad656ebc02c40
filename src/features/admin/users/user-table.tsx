import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminUserRow } from "@/contracts/admin/users";
import { UserBadges } from "./user-badges";

const joined = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** One page of users: name and e-mail (linking to their page), badges, custom URL and sign-up date. */
export function UserTable({ users }: { users: AdminUserRow[] }) {
  return (
    <Table data-testid="user-table">
      <caption className="sr-only">Users, newest first</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Person</TableHead>
          <TableHead scope="col">Account</TableHead>
          <TableHead scope="col" className="hidden md:table-cell">
            Custom URL
          </TableHead>
          <TableHead scope="col" className="hidden sm:table-cell">
            Joined
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((u) => (
          <TableRow key={u.id} data-testid="user-row">
            <TableCell className="max-w-[14rem] py-2 sm:max-w-none">
              <Link href={`/admin/users/${u.id}`} className="font-medium underline-offset-4 hover:underline">
                {u.name}
              </Link>
              <div className="text-muted-foreground truncate text-xs">{u.email}</div>
            </TableCell>
            <TableCell>
              {u.role === "admin" || u.types.length > 0 || u.banned || !u.emailVerified ? (
                <UserBadges user={u} />
              ) : (
                <span className="text-muted-foreground">No type yet</span>
              )}
            </TableCell>
            <TableCell className="text-muted-foreground hidden md:table-cell">{u.customUrl ? `/c/${u.customUrl}` : "—"}</TableCell>
            <TableCell className="text-muted-foreground hidden whitespace-nowrap sm:table-cell">
              <time dateTime={u.createdAt}>{joined.format(new Date(u.createdAt))}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
