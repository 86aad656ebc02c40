/** The demo logins `npm start` prints; the seed creates them on an empty database. */
export const DEMO_PASSWORD = "reelbrief-demo";

export const DEMO_ACCOUNTS = {
  brand: { email: "brand@demo.reelbrief.com", name: "Maya Chen" },
  creator: { email: "creator@demo.reelbrief.com", name: "Jordan Ellis" },
  admin: { email: "admin@demo.reelbrief.com", name: "Avery Admin" },
} as const;
