/** Types of scripts/build-api.mjs for its test. */
import type { BuildOptions } from "esbuild";

export function apiBundleOptions(root?: string): BuildOptions;
export function buildApi(distDir?: string): void;
