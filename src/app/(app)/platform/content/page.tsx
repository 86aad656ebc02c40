import type { Metadata } from "next";
import { areaPage } from "@/components/shell/area-guard";
import { ContentLibraryScreen } from "@/features/licences/content-library-screen";
import { loadContentLibrary, parseContentLibraryQuery } from "@/server/pages/licences";
import { renderedAt } from "@/server/pages/orders";

export const metadata: Metadata = {
  title: "Content library",
  description: "Your approved videos with their usage-rights licences; download the originals.",
};

async function ContentLibraryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = parseContentLibraryQuery(await searchParams);
  const library = await loadContentLibrary(query);
  if (!library) return null;
  return <ContentLibraryScreen library={library} query={query} now={renderedAt()} />;
}

export default areaPage("brand", ContentLibraryPage);
