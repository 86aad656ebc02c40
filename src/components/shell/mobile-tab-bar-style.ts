/** One tab's look, shared by the plain tabs and the menu slot. */
export const TAB_CLASS =
  "flex min-w-0 flex-1 flex-col items-center justify-center gap-1 px-1 py-2 text-[11px] font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset";
