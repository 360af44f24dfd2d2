import { z } from "zod";
import { defineResource } from "./endpoint";

/** How many demo records a removal deleted, by kind, and how many demo texts it replaced. */
const DemoRemovedSchema = z.object({
  plans: z.number().int(),
  categories: z.number().int(),
  promo_codes: z.number().int(),
  /** Texts (and the links among them) still as the demo wrote them, now the neutral texts of a site started without the demo. */
  texts: z.number().int(),
});
export type DemoRemoved = z.infer<typeof DemoRemovedSchema>;

/** The demo catalog a new site starts with (unless DEMO_CONTENT=false), and taking it away. */
export const demoContentApi = defineResource("demo-content", {
  remove: {
    method: "POST",
    path: "/api/admin/demo-content/remove",
    access: "admin",
    summary: "Delete the demo plans, categories and promo codes, and replace the demo texts, that the administrator has not changed",
    description:
      "A demo record still exactly as the demo defines it is deleted (its place in a list aside); one the administrator edited is kept, " +
      "and so is a demo category that still holds other plans. Every text still equal to the demo's (the company's details, the hero, features, " +
      "about and its numbers, the legal pages, the menu's demo entries, the site title and description, the client area, game panel, billing " +
      "and status addresses) becomes the neutral text of a site started with DEMO_CONTENT=false; an edited text, and every translation, is kept. " +
      "Answers how many records of each kind were deleted and how many texts were replaced (0 when none is left).",
    response: z.object({ success: z.literal(true), removed: DemoRemovedSchema }),
  },
});
