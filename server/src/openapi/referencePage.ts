import { escapeHtml } from "../../../common/html";
import type { OpenApiDocument, OpenApiOperation } from "./document";
import { REFERENCE_STYLES } from "./referenceStyles";

/**
 * The API reference as one readable HTML page, generated from the OpenAPI document on the server: no scripts, no
 * outside assets (the site's Content-Security-Policy holds), grouped by resource, readable at phone width.
 */

type JsonSchema = Record<string, unknown>;
const METHODS = ["get", "post", "put", "delete"] as const;

/** Inline markup of the contract texts: `code` only; everything else is escaped. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

function paragraphs(text: string | undefined): string {
  return text
    ? text
        .split(/\n{2,}/)
        .map((part) => `<p>${prose(part)}</p>`)
        .join("")
    : "";
}

/** A short, human form of a schema's type: "string (≤ 200)", "integer 1–300", "one of: a, b", "array of object". */
function typeSummary(schema: JsonSchema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return "any";
  if (typeof schema.$ref === "string") return schema.$ref.split("/").pop() ?? "object";
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`;
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return [...new Set(union.map(typeSummary))].join(" or ");
  const type = schema.type;
  if (Array.isArray(type)) return type.join(" or ");
  if (type === "array") return `array of ${typeSummary(schema.items as JsonSchema | undefined)}`;
  const limits: string[] = [];
  if (typeof schema.minimum === "number" && schema.minimum > -1e15) limits.push(`≥ ${schema.minimum}`);
  if (typeof schema.maximum === "number" && schema.maximum < 1e15) limits.push(`≤ ${schema.maximum}`);
  if (typeof schema.maxLength === "number") limits.push(`up to ${schema.maxLength} characters`);
  if (typeof schema.pattern === "string") limits.push(`matching ${schema.pattern}`);
  return `${String(type ?? "object")}${limits.length ? ` (${limits.join(", ")})` : ""}`;
}

/** The fields of an object schema as a table; other schemas as one line. The full JSON Schema in a disclosure. */
function schemaBlock(schema: JsonSchema | undefined, caption: string): string {
  if (!schema) return "";
  const element = schema.type === "array" ? (schema.items as JsonSchema | undefined) : schema;
  const properties = element?.properties as Record<string, JsonSchema> | undefined;
  let summary: string;
  if (properties && Object.keys(properties).length > 0) {
    const required = new Set((element?.required ?? []) as string[]);
    const withNotes = Object.values(properties).some((property) => property.description);
    const rows = Object.entries(properties)
      .map(([name, property]) => {
        const notes = withNotes ? `<td>${property.description ? prose(String(property.description)) : ""}</td>` : "";
        return `<tr><th scope="row"><code class="field">${escapeHtml(name)}</code>${required.has(name) ? "" : ' <span class="optional">optional</span>'}</th><td>${escapeHtml(typeSummary(property))}</td>${notes}</tr>`;
      })
      .join("");
    const intro = schema.type === "array" ? "<p>A list; each item:</p>" : "";
    const head = `<th scope="col">Field</th><th scope="col">Type</th>${withNotes ? '<th scope="col">Notes</th>' : ""}`;
    summary = `${intro}<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(caption)}"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
  } else {
    summary = `<p class="type">${escapeHtml(typeSummary(schema))}${schema.description ? ` — ${prose(String(schema.description))}` : ""}</p>`;
  }
  return `${summary}<details><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function parametersBlock(parameters: JsonSchema[] | undefined): string {
  if (!parameters?.length) return "";
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><th scope="row"><code class="field">${escapeHtml(String(parameter.name))}</code>${parameter.required ? "" : ' <span class="optional">optional</span>'}</th><td>${escapeHtml(String(parameter.in))}</td><td>${escapeHtml(typeSummary(parameter.schema as JsonSchema))}</td></tr>`,
    )
    .join("");
  return `<h4>Parameters</h4><div class="table-wrap" tabindex="0" role="region" aria-label="Parameters"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function bodyBlock(requestBody: JsonSchema | undefined): string {
  const content = requestBody?.content as Record<string, { schema?: JsonSchema }> | undefined;
  if (!content) return "";
  const types = Object.keys(content);
  const first = content[types[0]]?.schema;
  return `<h4>Body <span class="muted">(${types.map((type) => escapeHtml(type)).join(", ")})</span></h4>${schemaBlock(first, "Body fields")}`;
}

function responsesBlock(responses: Record<string, JsonSchema>): string {
  const items = Object.entries(responses).map(([status, response]) => {
    const content = response.content as Record<string, { schema?: JsonSchema }> | undefined;
    const type = content ? Object.keys(content)[0] : undefined;
    const success = Number(status) < 400;
    const body = success && type ? schemaBlock(content?.[type]?.schema, `Answer ${status}`) : "";
    return `<li><span class="status ${success ? "ok" : "error"}">${escapeHtml(status)}</span> ${prose(String(response.description ?? ""))}${type && success && type !== "application/json" ? ` <span class="muted">(${escapeHtml(type)})</span>` : ""}${body}</li>`;
  });
  return `<h4>Answers</h4><ul class="responses">${items.join("")}</ul>`;
}

function operationBlock(method: string, path: string, operation: OpenApiOperation): string {
  const badges = [
    operation.security ? '<span class="badge admin">Admin</span>' : '<span class="badge public">Public</span>',
    operation.deprecated ? '<span class="badge deprecated">Deprecated</span>' : "",
  ].join(" ");
  return `<article class="operation${operation.deprecated ? " is-deprecated" : ""}" id="${escapeHtml(operation.operationId)}">
<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>
<p class="summary">${prose(operation.summary)} ${badges}</p>
${paragraphs(operation.description)}${parametersBlock(operation.parameters)}${bodyBlock(operation.requestBody)}${responsesBlock(operation.responses)}
</article>`;
}

export function renderReferencePage(document: OpenApiDocument): string {
  const info = document.info as { title: string; version: string; description?: string };
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? "other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationBlock(method, path, operation)]);
    }
  }
  const tags = (document.tags as { name: string }[]).map((tag) => tag.name).filter((name) => byTag.has(name));
  const toc = tags
    .map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a> <span class="muted">${byTag.get(tag)?.length}</span></li>`)
    .join("");
  const sections = tags
    .map(
      (tag) =>
        `<section id="tag-${escapeHtml(tag)}" aria-labelledby="heading-${escapeHtml(tag)}"><h2 id="heading-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join("\n")}</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(info.title)} reference</title>
<style>${REFERENCE_STYLES}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header class="top"><h1>${escapeHtml(info.title)} <span class="muted">${escapeHtml(info.version)}</span></h1>
<p>Machine-readable: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI 3.1)</p></header>
<div class="layout">
<nav class="toc" aria-label="Resources"><h2>Resources</h2><ul>${toc}</ul></nav>
<main id="main">
<section class="intro" aria-labelledby="conventions"><h2 id="conventions">Conventions</h2>${paragraphs(info.description)}</section>
${sections}
</main>
</div>
</body>
</html>
`;
}
