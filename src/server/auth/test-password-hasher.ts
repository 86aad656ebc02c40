import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/*
 * In-process tests only (settings NODE_ENV=test): scrypt at N = 1,024 instead of Better Auth's
 * 16,384. At full cost one hash takes about 125 ms of CPU on a CI core, and the API suites sign
 * up and sign in well over a thousand users on each database. Same algorithm and the same
 * `salt:key` format as Better Auth's hasher; the servers (`npm start`, the browser tests, the
 * production build) never take this path.
 */
const OPTIONS: ScryptOptions = { N: 1024, r: 16, p: 1, maxmem: 128 * 1024 * 16 * 2 };
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, OPTIONS, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export const lowCostTestPasswordHasher = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
