/** Types of scripts/ensure-build.mjs for the tests, the test set-up and the benches. */
export interface EnsuredBuild {
  /** The build's folder, relative to the project root: pass it to a server as NEXT_DIST_DIR. */
  distDir: string;
  fingerprint: string;
  /** Whether this call ran `next build`. */
  built: boolean;
  /** Gives up the hold early (it also ends with the holding process). */
  release: () => void;
}

export declare function ensureBuild(options?: { hold?: number }): EnsuredBuild;
