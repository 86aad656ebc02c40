import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { ListManager } from "@/features/brand-discovery/list-manager";
import { getServerCaller } from "@/server/auth/server-session";
import { loadCreatorLists } from "@/server/pages/discovery";

export const metadata: Metadata = { title: "Saved lists", description: "Your team's named lists of creators." };

/** The account's saved creator lists: every member of the team sees the same. */
async function CreatorListsPage() {
  const caller = await getServerCaller();
  if (!caller) return null;
  const lists = await loadCreatorLists(caller);
  return (
    <PageBody>
      <Link href="/platform/creators" className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 text-sm">
        <ArrowLeft aria-hidden className="size-4" />
        All creators
      </Link>
      <PageHeader title="Saved lists" description="Shortlists of creators, shared with everyone on your team." />
      <ListManager lists={lists.map((l) => ({ id: l.id, name: l.name, creatorCount: l.creatorCount }))} />
    </PageBody>
  );
}

export default areaPage("brand", CreatorListsPage);
