import Router, { type RouterMiddleware } from "@koa/router";
import {
  CompanyInfoSchema,
  ContentBlockSchema,
  HOMEPAGE_SECTIONS,
  isContentSection,
  LegalContentSchema,
  NavigationSaveSchema,
} from "../../../common/contracts";
import type { AppDeps } from "../deps";
import { NotFoundError } from "../errors";
import { parseInput } from "../middleware/validate";
import { requireAdmin } from "../middleware/requireAdmin";
import { presentCompany, presentContent, presentNavigation } from "../presenters/catalog";
import { saveContent, saveNavigation, updateCompany } from "../services/siteContent";

/** Company info, navigation menu and content blocks (homepage sections and legal pages). */
export function siteContentRoutes(deps: AppDeps): Router {
  const { store } = deps;
  const router = new Router();
  const admin = requireAdmin(deps.tokens, store);

  router.get("/api/admin/company-info", admin, (ctx) => {
    ctx.body = presentCompany(store.snapshot().company);
  });
  router.put("/api/admin/company-info", admin, async (ctx) => {
    ctx.body = presentCompany(await updateCompany(store, parseInput(CompanyInfoSchema, ctx.request.body)));
  });

  const saveMenu: RouterMiddleware = async (ctx) => {
    const items = parseInput(NavigationSaveSchema, ctx.request.body);
    ctx.body = presentNavigation(await saveNavigation(store, items));
  };
  router.get("/api/admin/navigation", admin, (ctx) => {
    ctx.body = presentNavigation(store.snapshot().navigation);
  });
  router.post("/api/admin/navigation", admin, saveMenu);
  router.put("/api/admin/navigation", admin, saveMenu);
  router.post("/api/navigation-menu", admin, saveMenu);

  router.get("/api/admin/website-content", admin, (ctx) => {
    const content = store.snapshot().content;
    ctx.body = Object.fromEntries(HOMEPAGE_SECTIONS.map((section) => [section, presentContent(content[section])]));
  });

  const sectionParam = (value: string | undefined) => {
    if (!value || !isContentSection(value)) throw NotFoundError(`No content section "${value}"`);
    return value;
  };
  const readSection: RouterMiddleware = (ctx) => {
    ctx.body = presentContent(store.snapshot().content[sectionParam(ctx.params.section)]);
  };
  const writeSection: RouterMiddleware = async (ctx) => {
    const section = sectionParam(ctx.params.section);
    ctx.body = presentContent(await saveContent(store, section, parseInput(ContentBlockSchema, ctx.request.body)));
  };
  router.get("/api/website-content/:section", admin, readSection);
  router.get("/api/admin/content/:section", admin, readSection);
  router.post("/api/admin/content/:section", admin, writeSection);
  router.put("/api/admin/content/:section", admin, writeSection);

  router.put("/api/content", admin, async (ctx) => {
    const { section, ...fields } = parseInput(LegalContentSchema, ctx.request.body);
    ctx.body = presentContent(await saveContent(store, section, fields));
  });

  return router;
}
