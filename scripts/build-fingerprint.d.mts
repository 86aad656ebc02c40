/** Types of scripts/build-fingerprint.mjs for the tests. */
export declare function buildTimeSettings(env?: Record<string, string | undefined>): string[];
export declare function sourceFingerprint(env?: Record<string, string | undefined>): string;
