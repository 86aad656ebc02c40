import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { USER_PAGE_SIZES, type UserFilter, type UserSearchPage } from "@/contracts/admin/users";
import type { Executor } from "@/server/db/database";
import { prepareRaw, preparedShapes } from "@/server/db/prepared";
import { AppError } from "@/server/errors";
import { rowsOf } from "../ledger/rows-of";

interface UserRow extends Record<string, unknown> {
  id: string;
  name: string;
  email: string;
  role: string;
  types: string[];
  email_verified: boolean;
  banned: boolean;
  custom_url: string | null;
  created_key: string;
}

/** The cursor is the last row's (created_at with microseconds, id): a JS Date would drop the microseconds and skip rows. */
export function encodeUserCursor(createdKey: string, id: string): string {
  return Buffer.from(JSON.stringify([createdKey, id])).toString("base64url");
}

function decodeUserCursor(cursor: string): { createdKey: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      typeof value[1] === "string" &&
      !Number.isNaN(Date.parse(value[0]))
    ) {
      return { createdKey: value[0], id: value[1] };
    }
  } catch {
    // falls through to the validation error
  }
  throw new AppError("validation_error", "cursor is not valid", { cursor: "cursor is not valid: start from the first page" });
}

const FILTERS: Record<Exclude<UserFilter, "all">, SQL> = {
  brand: sql`'brand' = any(u.types)`,
  creator: sql`'creator' = any(u.types)`,
  // The same predicates as the partial indexes of migration 0029, so each filter walks its own index.
  admin: sql`u.role = 'admin'`,
  banned: sql`u.banned`,
  unverified: sql`not u.email_verified`,
};

/** `LIKE` treats % and _ as wildcards; a search for "a_b" means those characters. */
function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const newestOrder = (limit: number | Placeholder) => sql`order by u.created_at desc, u.id desc limit ${limit}`;

/** The statement around a source of users: the page's columns, newest first, `limit` rows. */
const pageOf = (source: SQL, limit: number | Placeholder) =>
  sql`select u.id, u.name, u.email, u.role, u.types, u.email_verified, coalesce(u.banned, false) as banned,
          (select cp.custom_url from creator_profile cp where cp.user_id = u.id) as custom_url,
          to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key
        from ${source}
        ${newestOrder(limit)}`;

const filterWhere = (filter: UserFilter | undefined, after: SQL | null): SQL => {
  const where: SQL[] = [];
  if (filter && filter !== "all") where.push(FILTERS[filter]);
  if (after) where.push(after);
  return where.length > 0 ? sql` and ${sql.join(where, sql` and `)}` : sql``;
};

const afterKey = (createdKey: string | Placeholder, id: string | Placeholder) =>
  sql`(u.created_at, u.id) < (${createdKey}::timestamptz, ${id})`;

/*
 * Without a search term the page is one of a few fixed shapes (a filter or none, a cursor or
 * none), each prepared once (decision 091): its plan does not depend on the values, since the
 * filters are written into the SQL as the partial indexes' predicates. A search term stays built
 * per request: a LIKE prefix serves an index only when the planner sees its value.
 */
const BROWSE_SHAPES = (["all", ...(Object.keys(FILTERS) as Exclude<UserFilter, "all">[])] as UserFilter[]).flatMap(
  (filter) => [filter, `${filter}:after`] as const,
);
type BrowseShape = (typeof BROWSE_SHAPES)[number];

const browsePage = preparedShapes("admin_users_newest", BROWSE_SHAPES, (db, shape: BrowseShape, name) => {
  const [filter, cursor] = shape.split(":") as [UserFilter, string | undefined];
  const after = cursor ? afterKey(sql.placeholder("afterKey"), sql.placeholder("afterId")) : null;
  return prepareRaw<UserRow>(db, name, pageOf(sql`"user" u where true${filterWhere(filter, after)}`, sql.placeholder("limit")));
});

/**
 * Admin user search (decision 058): newest first, keyset-paged on (created_at, id) so page 4,000 of
 * 100,000 users costs what page 1 costs. A search term matches the exact id, or the start of the
 * e-mail, the name, the surname (the name after its first word) or the creator's custom URL, each
 * with its own index (migration 0029).
 */
export async function searchUsers(
  db: Executor,
  input: { q?: string; filter?: UserFilter; cursor?: string; limit?: number },
): Promise<UserSearchPage> {
  const limit = input.limit ?? USER_PAGE_SIZES.default;
  const q = input.q?.trim() ?? "";
  const after = input.cursor ? decodeUserCursor(input.cursor) : null;
  const rows = q
    ? await rowsOf<UserRow>(db, searchStatement(q, input.filter, after, limit))
    : (
        await browsePage(db, `${input.filter ?? "all"}${after ? ":after" : ""}`).execute({
          limit: limit + 1,
          afterKey: after?.createdKey,
          afterId: after?.id,
        })
      ).rows;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    users: page.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      role: r.role,
      types: r.types,
      emailVerified: r.email_verified,
      banned: r.banned,
      customUrl: r.custom_url,
      createdAt: new Date(r.created_key).toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeUserCursor(last.created_key, last.id) : null,
  };
}

/** The page of users matching a search term (built per request: see the browse shapes above). */
function searchStatement(q: string, filter: UserFilter | undefined, after: { createdKey: string; id: string } | null, limit: number): SQL {
  const filtered = filterWhere(filter, after && afterKey(after.createdKey, after.id));
  const prefix = likePrefix(q);
  // "/c/maya" and "maya" both find the creator at /c/maya.
  const urlPrefix = likePrefix(q.replace(/^\/?c\//i, ""));
  // The surname is what follows the name's first word and its spaces, so a surname starting with
  // the term means the name holds a space and then the term: that LIKE costs a fraction of the
  // regexp_replace, and rules out nearly every row first when the newest-first walk tests row by
  // row (decision 089). A name with no space is its own "surname": the name's own prefix already
  // finds it. The surname index still serves the arm for a rare term (the other clause is rechecked).
  const afterSpace = `% ${prefix}`;
  // Two ranked lists, each the page's worth: the user's own keys as one OR (the planner walks the
  // newest-first index for a common prefix and ORs the prefix indexes for a rare one), and the
  // custom URL (another table). The page is the newest of both, so at most 2 × (limit + 1) rows are sorted.
  // The URL list reads creator_url_key (decision 089), where the triggers of its migration keep each
  // creator's URL beside the user's created_at: a common prefix walks its newest-first index and
  // reads the URL from it, a rare one its prefix index; "user" is read for the rows kept only.
  const keyAfter = after ? sql` and (k.user_created_at, k.user_id) < (${after.createdKey}::timestamptz, ${after.id})` : sql``;
  const source = sql`(
        (select u.id from "user" u
          where (u.id = ${q} or lower(u.email) like ${prefix} or lower(u.name) like ${prefix}
                 or (lower(u.name) like ${afterSpace} and regexp_replace(lower(u.name), '^[^ ]+ +', '') like ${prefix}))${filtered}
          ${newestOrder(limit + 1)})
        union
        (select u.id from creator_url_key k join "user" u on u.id = k.user_id
          where k.custom_url like ${urlPrefix}${keyAfter}${filtered}
          order by k.user_created_at desc, k.user_id desc limit ${limit + 1})
      ) hit join "user" u on u.id = hit.id where true`;
  return pageOf(source, limit + 1);
}
