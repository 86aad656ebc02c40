import { Badge } from "@/components/ui/badge";

/** What kind of person this is and what is wrong with the account, as short badges. */
export function UserBadges({ user }: { user: { role: string; types: string[]; banned: boolean; emailVerified: boolean } }) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.role === "admin" && <Badge>Admin</Badge>}
      {user.types.map((type) => (
        <Badge key={type} variant="secondary" className="capitalize">
          {type}
        </Badge>
      ))}
      {user.banned && <Badge variant="destructive">Banned</Badge>}
      {!user.emailVerified && <Badge variant="warning">Unverified</Badge>}
    </span>
  );
}
