import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface S3TestServer {
  /** Settings that point the app's storage at this server. */
  settings: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port with one empty bucket, for the
 * storage contract tests. It accepts the fixed S3RVER/S3RVER credentials; it does not verify SigV4
 * signatures, so it proves the requests' shape (path-style URLs, multipart, ranges), not their signing.
 */
export async function startS3TestServer(bucket = "reelbrief-test"): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "reelbrief-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: "true",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
