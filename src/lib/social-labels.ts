/** Display names of the five social providers of docs/product/README.md. */
export const SOCIAL_LABELS: Record<string, string> = {
  discord: "Discord",
  google: "Google",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
};
