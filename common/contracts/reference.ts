import { z } from "zod";
import { defineResource } from "./endpoint";

/** This API's own description: the OpenAPI document and a page to read it. */
export const referenceApi = defineResource("reference", {
  openapi: {
    method: "GET",
    path: "/api/openapi.json",
    access: "public",
    summary: "This API as an OpenAPI 3.1 document",
    response: z.record(z.string(), z.unknown()).describe("An OpenAPI 3.1 document"),
  },
  docs: {
    method: "GET",
    path: "/api/docs",
    access: "public",
    summary: "The API reference as a page to read",
    responseType: "text/html",
    response: z.string().describe("An HTML page"),
  },
});
