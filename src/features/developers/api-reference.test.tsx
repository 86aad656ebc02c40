import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiReference, type OpenApiDocument } from "./api-reference";

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Reelbrief API", version: "v1" },
  tags: [{ name: "Orders" }],
  paths: {
    "/api/v1/auth/orders/{id}": {
      get: {
        summary: "One order",
        tags: ["Orders"],
        security: [{ sessionCookie: [] }, { bearer: [] }, { apiKey: ["orders:read"] }],
        "x-audience": "brand accounts",
        "x-required-scope": "orders:read",
        responses: { 200: { description: "The order" } },
      },
    },
    "/api/v1/auth/wallet": {
      get: {
        summary: "The wallet",
        tags: ["Orders"],
        security: [{ sessionCookie: [] }, { bearer: [] }],
        "x-audience": "brand accounts",
        responses: { 200: { description: "The wallet" } },
      },
    },
  },
};

describe("ApiReference", () => {
  it("names the scope an API key needs, with curl and TypeScript examples, and says which routes refuse keys", () => {
    render(<ApiReference doc={doc} />);
    const lines = screen.getAllByTestId("required-scope").map((p) => p.textContent);
    expect(lines).toEqual(["API key: needs the scope orders:read", "API keys: not accepted"]);
    const code = [...document.querySelectorAll("pre")].map((p) => p.textContent ?? "");
    expect(code[0]).toContain('curl "$REELBRIEF_URL/api/v1/auth/orders/{id}"');
    expect(code[0]).toContain('-H "Authorization: Bearer $REELBRIEF_API_KEY"');
    expect(code[1]).toContain("fetch(`${process.env.REELBRIEF_URL}/api/v1/auth/orders/${id}`");
    expect(code).toHaveLength(2);
  });

  it("walks a cursor list to the end and sends an Idempotency-Key on an idempotent write, in curl and TypeScript", () => {
    const listAndBuy: OpenApiDocument = {
      openapi: "3.1.0",
      info: { title: "Reelbrief API", version: "v1" },
      tags: [{ name: "Orders" }],
      paths: {
        "/api/v1/auth/orders": {
          get: {
            summary: "The brand's orders",
            tags: ["Orders"],
            security: [{ sessionCookie: [] }, { bearer: [] }, { apiKey: ["orders:read"] }],
            "x-required-scope": "orders:read",
            parameters: [
              { name: "limit", in: "query", schema: { type: "integer" } },
              { name: "cursor", in: "query", schema: { type: "string" } },
            ],
            responses: { 200: { description: "A page" } },
          },
          post: {
            summary: "Buy a package",
            tags: ["Orders"],
            security: [{ sessionCookie: [] }, { bearer: [] }],
            "x-idempotent": true,
            parameters: [{ name: "Idempotency-Key", in: "header", schema: { type: "string" } }],
            requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
            responses: { 201: { description: "The order" } },
          },
        },
      },
    };
    render(<ApiReference doc={listAndBuy} />);
    const code = [...document.querySelectorAll("pre")].map((p) => p.textContent ?? "");
    expect(code).toHaveLength(4);
    const [listCurl, listTs, buyCurl, buyTs] = code;
    expect(listCurl).toContain('curl "$REELBRIEF_URL/api/v1/auth/orders?limit=50"');
    expect(listCurl).toContain("next_cursor");
    expect(listTs).toContain("cursor = pagination.next_cursor;");
    expect(listTs).toContain("} while (cursor);");
    expect(buyCurl).toContain('-H "Idempotency-Key: $KEY"');
    expect(buyCurl).toContain("Bearer $REELBRIEF_TOKEN");
    expect(buyTs).toContain('"Idempotency-Key": idempotencyKey,');
    expect(buyTs).toContain("crypto.randomUUID()");
  });
});
