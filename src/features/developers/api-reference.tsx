import { Fragment, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/*
 * The API reference (decision 022): /api/v1/openapi.json rendered for people, grouped by tag —
 * method, path, who may call it, parameters, request body and answers with their schemas.
 * Server-rendered HTML with no script (the CSP allows none without a nonce, and none is needed).
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

interface MediaType {
  schema?: JsonSchema;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  "x-audience"?: string;
  /** The scope an organization's API key needs to call the route; absent: keys are refused. */
  "x-required-scope"?: string;
  /** The route takes an `Idempotency-Key` header (decision 074). */
  "x-idempotent"?: boolean;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHOD_ORDER = ["get", "post", "put", "patch", "delete"];
const METHOD_STYLE: Record<string, string> = {
  get: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  post: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  put: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  patch: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  delete: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200",
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const operationId = (method: string, path: string) => `op-${method}-${slug(path)}`;
const refName = (ref: string) => ref.split("/").pop() ?? ref;

/** `code` spans of the document's descriptions become <code>; nothing else is interpreted. */
function Prose({ text, className }: { text?: string; className?: string }) {
  if (!text) return null;
  return (
    <div className={cn("text-muted-foreground space-y-2 text-sm leading-6", className)}>
      {text.split(/\n\s*\n/).map((paragraph, p) => (
        <p key={p}>
          {paragraph.split("`").map((part, i) =>
            i % 2 === 1 ? (
              <code key={i} className="bg-muted text-foreground rounded px-1 py-0.5 font-mono text-[0.8125rem]">
                {part}
              </code>
            ) : (
              <Fragment key={i}>{part}</Fragment>
            ),
          )}
        </p>
      ))}
    </div>
  );
}

function literal(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : JSON.stringify(value);
}

/** A one-line type: `string (uuid)`, `integer | null`, `array of CreatorCard`, `"pay" | "decline"`. */
function TypeLabel({ schema }: { schema: JsonSchema }): ReactNode {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return (
      <a href={`#schema-${slug(name)}`} className="text-brand font-mono underline-offset-2 hover:underline">
        {name}
      </a>
    );
  }
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) {
    return variants.map((variant, i) => (
      <Fragment key={i}>
        {i > 0 && (schema.allOf ? " & " : " | ")}
        <TypeLabel schema={variant} />
      </Fragment>
    ));
  }
  if (schema.const !== undefined) return <span className="font-mono">{literal(schema.const)}</span>;
  if (schema.enum) {
    const shown = schema.enum.slice(0, 12).map(literal).join(" | ");
    return <span className="font-mono break-words">{schema.enum.length > 12 ? `${shown} | …` : shown}</span>;
  }
  const types = [schema.type ?? "any"].flat();
  return types.map((type, i) => (
    <Fragment key={i}>
      {i > 0 && " | "}
      {type === "array" && schema.items ? (
        <>
          array of <TypeLabel schema={schema.items} />
        </>
      ) : (
        <span className="font-mono">
          {type}
          {type === "string" && schema.format ? ` (${schema.format})` : ""}
        </span>
      )}
    </Fragment>
  ));
}

function constraints(schema: JsonSchema): string[] {
  const out: string[] = [];
  if (schema.minimum !== undefined) out.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) out.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) out.push(`min ${schema.minItems} items`);
  if (schema.maxItems !== undefined) out.push(`max ${schema.maxItems} items`);
  if (schema.pattern !== undefined) out.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) out.push(`default ${literal(schema.default)}`);
  return out;
}

/** The object a schema's fields live on: itself, or the items of an array of objects. */
function fieldsOf(schema: JsonSchema): JsonSchema | null {
  if (schema.properties) return schema;
  if (schema.items?.properties) return schema.items;
  return null;
}

function SchemaFields({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    return <p className="text-muted-foreground text-sm">An object with any keys.</p>;
  }
  return (
    <ul className={cn("divide-y text-sm", depth > 0 && "border-muted mt-2 border-l-2 pl-3")}>
      {properties.map(([name, property]) => {
        const nested = depth < 5 ? fieldsOf(property) : null;
        const notes = constraints(property);
        return (
          <li key={name} className="py-2">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="font-mono font-medium break-all">{name}</span>
              <span className="text-muted-foreground text-xs">
                <TypeLabel schema={property} />
              </span>
              {schema.required?.includes(name) ? (
                <span className="text-xs font-medium text-rose-700 dark:text-rose-300">required</span>
              ) : (
                <span className="text-muted-foreground text-xs">optional</span>
              )}
            </div>
            {property.description && <Prose text={property.description} className="mt-1" />}
            {notes.length > 0 && <p className="text-muted-foreground mt-1 text-xs">{notes.join(" · ")}</p>}
            {nested && <SchemaFields schema={nested} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}

function SchemaView({ schema }: { schema: JsonSchema }) {
  const fields = fieldsOf(schema);
  return (
    <div>
      <p className="text-muted-foreground text-xs">
        <TypeLabel schema={schema} />
        {schema.description ? ` — ${schema.description}` : ""}
      </p>
      {fields && <SchemaFields schema={fields} />}
    </div>
  );
}

function Content({ content }: { content?: Record<string, MediaType> }) {
  if (!content) return null;
  return Object.entries(content).map(([type, media]) => (
    <div key={type} className="mt-2">
      <p className="text-xs">
        <span className="bg-muted rounded px-1.5 py-0.5 font-mono">{type}</span>
      </p>
      {media.schema && (
        <div className="mt-2">
          <SchemaView schema={media.schema} />
        </div>
      )}
    </div>
  ));
}

function Heading({ children }: { children: ReactNode }) {
  return <h4 className="mt-5 mb-1 text-xs font-semibold tracking-wide uppercase">{children}</h4>;
}

interface ExampleProps {
  method: string;
  path: string;
  /** The scope an API key needs; without one the examples use a session token. */
  scope?: string;
  hasBody: boolean;
  /** The list pages by cursor (`limit`, `cursor`, `pagination.next_cursor`): the examples walk it. */
  pagesByCursor: boolean;
  /** The route takes an `Idempotency-Key` header: the examples send one. */
  idempotent: boolean;
}

/**
 * How a tool calls a route: curl and TypeScript (fetch), with an API key where the route takes one,
 * else a session token; a list that pages by cursor is walked to the end, and a write that takes
 * an `Idempotency-Key` sends one made once per intended write (decision 074).
 */
function CallExamples({ method, path, scope, hasBody, pagesByCursor, idempotent }: ExampleProps) {
  const upper = method.toUpperCase();
  const secret = scope ? "REELBRIEF_API_KEY" : "REELBRIEF_TOKEN";
  const query = pagesByCursor ? "?limit=50" : "";
  const curl = [
    ...(idempotent ? ["# One key per intended write; send the same key (and body) again on a retry", "KEY=$(uuidgen)"] : []),
    `curl${upper === "GET" ? "" : ` -X ${upper}`} "$REELBRIEF_URL${path}${query}" \\`,
    `  -H "Authorization: Bearer $${secret}"${hasBody || idempotent ? " \\" : ""}`,
    ...(idempotent ? [`  -H "Idempotency-Key: $KEY"${hasBody ? " \\" : ""}`] : []),
    ...(hasBody ? [`  -H "Content-Type: application/json" \\`, `  -d '{ … }'`] : []),
    ...(pagesByCursor ? ["# next page: add &cursor=<pagination.next_cursor>; the last page's next_cursor is null"] : []),
  ].join("\n");
  const url = `\`\${process.env.REELBRIEF_URL}${path.replace(/\{(\w+)\}/g, "${$1}")}`;
  const headers = [
    `    Authorization: \`Bearer \${process.env.${secret}}\`,`,
    ...(idempotent ? [`    "Idempotency-Key": idempotencyKey,`] : []),
    ...(hasBody ? [`    "Content-Type": "application/json",`] : []),
  ];
  const ts = pagesByCursor
    ? [
        `const rows = [];`,
        `let cursor: string | null = null;`,
        `do {`,
        `  const query = new URLSearchParams({ limit: "50", ...(cursor ? { cursor } : {}) });`,
        `  const res = await fetch(${url}?\${query}\`, {`,
        `    headers: { Authorization: \`Bearer \${process.env.${secret}}\` },`,
        `  });`,
        `  if (!res.ok) throw new Error((await res.json()).error.message);`,
        `  const { data, pagination } = await res.json();`,
        `  rows.push(...data);`,
        `  cursor = pagination.next_cursor;`,
        `} while (cursor);`,
      ]
    : [
        ...(idempotent
          ? [`// Made once per intended write and reused on every retry of it`, `const idempotencyKey = crypto.randomUUID();`]
          : []),
        `const res = await fetch(${url}\`, {`,
        ...(upper === "GET" ? [] : [`  method: "${upper}",`]),
        `  headers: {`,
        ...headers,
        `  },`,
        ...(hasBody ? [`  body: JSON.stringify(body),`] : []),
        `});`,
        ...(idempotent ? [`// A replayed answer carries Idempotent-Replayed: true`] : []),
        `if (!res.ok) throw new Error((await res.json()).error.message);`,
        `const { data } = await res.json();`,
      ];
  return (
    <details className="mt-3">
      <summary className="focus-visible:ring-ring cursor-pointer rounded-sm text-sm font-medium focus-visible:ring-2 focus-visible:outline-none">
        {scope ? (
          <>
            Call it with an API key (<code className="font-mono text-xs">{scope}</code>)
          </>
        ) : (
          "Call it with a session token"
        )}
        {pagesByCursor ? " · pages by cursor" : ""}
        {idempotent ? " · Idempotency-Key" : ""}
      </summary>
      <div className="mt-2 grid gap-2">
        <p className="text-muted-foreground text-xs">curl</p>
        <pre className="bg-muted overflow-x-auto rounded-md p-3 font-mono text-xs">{curl}</pre>
        <p className="text-muted-foreground text-xs">TypeScript</p>
        <pre className="bg-muted overflow-x-auto rounded-md p-3 font-mono text-xs">{ts.join("\n")}</pre>
      </div>
    </details>
  );
}

function OperationCard({ method, path, op }: { method: string; path: string; op: Operation }) {
  const audience = op["x-audience"];
  const scope = op["x-required-scope"];
  const idempotent = op["x-idempotent"] === true;
  return (
    <article id={operationId(method, path)} className="bg-card scroll-mt-24 rounded-lg border p-4 sm:p-5">
      <h3 className="flex flex-wrap items-center gap-2">
        <span className={cn("rounded px-2 py-0.5 font-mono text-xs font-bold uppercase", METHOD_STYLE[method])}>{method}</span>
        <code className="font-mono text-sm font-semibold break-all">{path}</code>
      </h3>
      <p className="mt-2 font-medium">{op.summary}</p>
      <p className="text-muted-foreground mt-1 text-xs">
        {audience ? `Signed in: ${audience} (session cookie or bearer token)` : op.security ? "Signed in or not" : "Public"}
      </p>
      {op.security && (
        <p className="text-muted-foreground mt-1 text-xs" data-testid="required-scope">
          {scope ? (
            <>
              API key: needs the scope <code className="text-foreground font-mono">{scope}</code>
            </>
          ) : (
            "API keys: not accepted"
          )}
        </p>
      )}
      <Prose text={op.description} className="mt-2" />
      {(scope || idempotent) && (
        <CallExamples
          method={method}
          path={path}
          scope={scope}
          hasBody={Boolean(op.requestBody)}
          pagesByCursor={Boolean(op.parameters?.some((p) => p.in === "query" && p.name === "cursor"))}
          idempotent={idempotent}
        />
      )}

      {op.parameters && op.parameters.length > 0 && (
        <>
          <Heading>Parameters</Heading>
          <ul className="divide-y text-sm">
            {op.parameters.map((p) => (
              <li key={`${p.in}-${p.name}`} className="py-2">
                <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <span className="font-mono font-medium">{p.name}</span>
                  <span className="text-muted-foreground text-xs">in {p.in}</span>
                  {p.schema && (
                    <span className="text-muted-foreground text-xs">
                      <TypeLabel schema={p.schema} />
                    </span>
                  )}
                  {p.required ? (
                    <span className="text-xs font-medium text-rose-700 dark:text-rose-300">required</span>
                  ) : (
                    <span className="text-muted-foreground text-xs">optional</span>
                  )}
                </div>
                <Prose text={p.description ?? p.schema?.description} className="mt-1" />
                {p.schema && constraints(p.schema).length > 0 && (
                  <p className="text-muted-foreground mt-1 text-xs">{constraints(p.schema).join(" · ")}</p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {op.requestBody && (
        <>
          <Heading>Request body{op.requestBody.required ? "" : " (optional)"}</Heading>
          <Prose text={op.requestBody.description} />
          <Content content={op.requestBody.content} />
        </>
      )}

      <Heading>Answers</Heading>
      <ul className="space-y-3">
        {Object.entries(op.responses ?? {}).map(([status, response]) => (
          <li key={status}>
            <details className="group">
              <summary className="focus-visible:ring-ring cursor-pointer rounded-sm text-sm focus-visible:ring-2 focus-visible:outline-none">
                <span
                  className={cn(
                    "font-mono font-semibold",
                    Number(status) >= 400 ? "text-rose-700 dark:text-rose-300" : "text-emerald-700 dark:text-emerald-300",
                  )}
                >
                  {status}
                </span>{" "}
                {response.description}
              </summary>
              <div className="mt-1 pl-4">
                <Content content={response.content} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </article>
  );
}

type Entry = { method: string; path: string; op: Operation };

function groupByTag(doc: OpenApiDocument): { name: string; description?: string; entries: Entry[] }[] {
  const groups = new Map<string, { name: string; description?: string; entries: Entry[] }>();
  for (const tag of doc.tags ?? []) groups.set(tag.name, { ...tag, entries: [] });
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHOD_ORDER) {
      const op = item[method];
      if (!op) continue;
      const name = op.tags?.[0] ?? "Other";
      if (!groups.has(name)) groups.set(name, { name, entries: [] });
      groups.get(name)!.entries.push({ method, path, op });
    }
  }
  return [...groups.values()].filter((g) => g.entries.length > 0);
}

export function ApiReference({ doc, documentUrl = "/api/v1/openapi.json" }: { doc: OpenApiDocument; documentUrl?: string }) {
  const groups = groupByTag(doc);
  const schemas = Object.entries(doc.components?.schemas ?? {});
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_1fr]">
      <nav aria-label="API sections" className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto">
        <h2 className="text-sm font-semibold">Sections</h2>
        <ul className="mt-3 grid gap-1 text-sm">
          {groups.map((group) => (
            <li key={group.name}>
              <a
                href={`#tag-${slug(group.name)}`}
                className="text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded-sm focus-visible:ring-2 focus-visible:outline-none"
              >
                {group.name} <span className="text-xs">({group.entries.length})</span>
              </a>
            </li>
          ))}
          {schemas.length > 0 && (
            <li>
              <a
                href="#schemas"
                className="text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded-sm focus-visible:ring-2 focus-visible:outline-none"
              >
                Schemas
              </a>
            </li>
          )}
        </ul>
        <p className="mt-6 text-sm">
          <a href={documentUrl} className="text-brand font-medium underline-offset-2 hover:underline">
            openapi.json
          </a>
          <span className="text-muted-foreground"> — OpenAPI {doc.openapi}</span>
        </p>
      </nav>

      <div className="min-w-0">
        <Prose text={doc.info.description} />
        {groups.map((group) => (
          <section
            key={group.name}
            id={`tag-${slug(group.name)}`}
            aria-labelledby={`tag-${slug(group.name)}-title`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`tag-${slug(group.name)}-title`} className="text-xl font-semibold tracking-tight">
              {group.name}
            </h2>
            <Prose text={group.description} className="mt-1" />
            <ul className="mt-3 grid gap-1 text-sm">
              {group.entries.map(({ method, path, op }) => (
                <li key={`${method} ${path}`}>
                  <a
                    href={`#${operationId(method, path)}`}
                    className="hover:text-foreground text-muted-foreground focus-visible:ring-ring rounded-sm focus-visible:ring-2 focus-visible:outline-none"
                  >
                    <span className="inline-block w-14 font-mono text-xs font-semibold uppercase">{method}</span>
                    <span className="font-mono text-xs break-all">{path}</span>
                    <span className="sr-only sm:not-sr-only"> — {op.summary}</span>
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-5 grid gap-4">
              {group.entries.map(({ method, path, op }) => (
                <OperationCard key={`${method} ${path}`} method={method} path={path} op={op} />
              ))}
            </div>
          </section>
        ))}

        {schemas.length > 0 && (
          <section id="schemas" aria-labelledby="schemas-title" className="mt-12 scroll-mt-24">
            <h2 id="schemas-title" className="text-xl font-semibold tracking-tight">
              Schemas
            </h2>
            <div className="mt-5 grid gap-4">
              {schemas.map(([name, schema]) => (
                <article key={name} id={`schema-${slug(name)}`} className="bg-card scroll-mt-24 rounded-lg border p-4 sm:p-5">
                  <h3 className="font-mono text-sm font-semibold">{name}</h3>
                  <div className="mt-2">
                    <SchemaView schema={schema} />
                  </div>
                </article>
              ))}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
