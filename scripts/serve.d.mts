import type { IncomingMessage, ServerResponse } from "node:http";

/** Types of scripts/serve.mjs for the tests (the script itself runs under plain node). */
export declare function frontKey(req: IncomingMessage, routes: Set<string>): string | null;

export declare function createFront(options: {
  distDir: string;
  fallback: (req: IncomingMessage, res: ServerResponse) => unknown;
  origin: () => string;
  log?: boolean;
}): { handle: (req: IncomingMessage, res: ServerResponse) => unknown; routes: Set<string> };

export declare function isApiRequest(url: string): boolean;
