import { date, integer, pgEnum, pgTable, text, timestamp, uuid, index } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** A creator's public profile (SPEC.md §3 `creator_info`, PRODUCT.md §1). One per user. */
export const creatorProfile = pgTable(
  "creator_profile",
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    firstName: text(),
    lastName: text(),
    description: text(),
    shortBio: text(),
    /** Lowercase slug of the public page /c/{custom_url}; unique. */
    customUrl: text().unique(),
    profilePhotoOne: text(),
    profilePhotoTwo: text(),
    profilePhotoThree: text(),
    profilePhotoFour: text(),
    avatar: text(),
    niches: text().array().notNull().default([]),
    country: text(),
    languages: text().array().notNull().default([]),
    /** Never shown publicly; onboarding checks the creator is 18 or older. */
    dateOfBirth: date(),
    gender: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.country)],
);

export const socialPlatform = pgEnum("social_platform", [
  "tiktok",
  "instagram",
  "youtube",
  "facebook",
  "x",
  "linkedin",
  "pinterest",
  "snapchat",
]);

export const socialLink = pgTable(
  "social_link",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    platform: socialPlatform().notNull(),
    handle: text().notNull(),
    url: text().notNull(),
    followerCount: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
