export { createStorage } from "./create-storage";
export { isPublicPurpose, parseStorageKey, storageKey, uniqueName } from "./keys";
export { parseRangeHeader } from "./byte-range";
export { signingSecret, verifySignedUrl } from "./signed-url";
export * from "./types";
