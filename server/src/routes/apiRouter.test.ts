import type { Context } from "koa";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Endpoint } from "../../../common/contracts/endpoint";
import { ApiRouter } from "./apiRouter";

const answer = z.object({ shown: z.string() });
const bySection: Endpoint = {
  resource: "test",
  method: "GET",
  path: "/api/test-sections/:section",
  access: "public",
  summary: "one section",
  params: z.object({ section: z.enum(["hero", "terms", "not a path"]) }),
  response: answer,
};
const byId: Endpoint = {
  resource: "test",
  method: "GET",
  path: "/api/test-items/:id",
  access: "public",
  summary: "one item",
  params: z.object({ id: z.string() }),
  response: answer,
};
const list: Endpoint = { resource: "test", method: "GET", path: "/api/test-items", access: "public", summary: "all items", response: answer };
const adminList: Endpoint = { ...list, path: "/api/admin/test-items", access: "admin" };

describe("ApiRouter.exactPublicGets", () => {
  const router = new ApiRouter(async (_ctx, next) => next());
  router.on(bySection, ({ params }) => ({ shown: (params as { section: string }).section }));
  router.on(byId, ({ params }) => ({ shown: (params as { id: string }).id }));
  router.on(list, () => ({ shown: "all" }));
  router.on(adminList, () => ({ shown: "secret" }));
  const gets = router.exactPublicGets();

  it("lists public GETs by exact path, once per value of a parameter that takes a fixed list of values", () => {
    expect([...gets.keys()].sort()).toEqual(["/api/test-items", "/api/test-sections/hero", "/api/test-sections/terms"]);
  });

  it("answers each listed path with its parameter, as the router would", async () => {
    for (const section of ["hero", "terms"]) {
      const ctx = { method: "GET", path: `/api/test-sections/${section}`, query: {} } as unknown as Context;
      await gets.get(ctx.path)!(ctx, async () => {});
      expect(ctx.body).toEqual({ shown: section });
      expect(ctx.status).toBe(200);
    }
  });
});
