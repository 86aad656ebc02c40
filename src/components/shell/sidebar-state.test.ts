import { describe, expect, it } from "vitest";
import { isSidebarShortcut, sidebarCookie, sidebarOpenFromCookie, sidebarOpenFromDocumentCookie } from "./sidebar-state";

const key = (k: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("sidebar state", () => {
  it("is open by default and closed only when the cookie says false", () => {
    expect(sidebarOpenFromCookie(undefined)).toBe(true);
    expect(sidebarOpenFromCookie("true")).toBe(true);
    expect(sidebarOpenFromCookie("false")).toBe(false);
  });

  it("finds the cookie among the others of document.cookie", () => {
    expect(sidebarOpenFromDocumentCookie("")).toBe(true);
    expect(sidebarOpenFromDocumentCookie("a=1; sidebar:state=false; b=2")).toBe(false);
    expect(sidebarOpenFromDocumentCookie("sidebar:state=true")).toBe(true);
    expect(sidebarOpenFromDocumentCookie("xsidebar:state=false")).toBe(true);
  });

  it("writes the sidebar:state cookie for 7 days (604800 s)", () => {
    expect(sidebarCookie(false)).toBe("sidebar:state=false; path=/; max-age=604800; samesite=lax");
    expect(sidebarCookie(true)).toMatch(/^sidebar:state=true;/);
  });

  it("toggles on Ctrl+B and Cmd+B only", () => {
    expect(isSidebarShortcut(key("b", { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key("b", { metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key("B", { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key("b"))).toBe(false);
    expect(isSidebarShortcut(key("n", { ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(key("b", { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key("b", { ctrlKey: true, altKey: true }))).toBe(false);
  });
});
