import { z } from "zod";
import { defineResource } from "./endpoint";

/** How many demo records a removal deleted, by kind. */
export const DemoRemovedSchema = z.object({
  plans: z.number().int(),
  categories: z.number().int(),
  promo_codes: z.number().int(),
});
export type DemoRemoved = z.infer<typeof DemoRemovedSchema>;

/** The demo catalog a new site starts with (unless DEMO_CONTENT=false), and taking it away. */
export const demoContentApi = defineResource("demo-content", {
  remove: {
    method: "POST",
    path: "/api/admin/demo-content/remove",
    access: "admin",
    summary: "Delete the demo plans, categories and promo codes the administrator has not changed",
    description:
      "A demo record still exactly as the demo defines it is deleted (its place in a list aside); one the administrator edited is kept, " +
      "and so is a demo category that still holds other plans. Texts, the menu and the company's details are not touched. " +
      "Answers how many of each were deleted (0 when none is left).",
    response: z.object({ success: z.literal(true), removed: DemoRemovedSchema }),
  },
});
