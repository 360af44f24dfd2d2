import { z } from "zod";
import { defineResource } from "./endpoint";
import { FEATURE_ICONS, HOME_LIMITS } from "../siteLook";
import { LIMITS, markdown, safeHref, text } from "./fields";
import { link, textList } from "./textFields";
import { LanguageQuerySchema, timestamp } from "./shared";
import { storedTranslations, translationsAnswer, translationsInput } from "./translations";

export const HOMEPAGE_SECTIONS = ["hero", "features", "about"] as const;
/** The legal pages: terms, privacy and the imprint (which is made from the company's details until it is edited). */
export const LEGAL_SECTIONS = ["terms", "privacy", "imprint"] as const;
export type LegalSection = (typeof LEGAL_SECTIONS)[number];
export const CONTENT_SECTIONS = [...HOMEPAGE_SECTIONS, ...LEGAL_SECTIONS] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/** One entry of a list (a highlight, a card's title, a number): trimmed text of 1 to `max` characters. */
function listText(max: number) {
  return z.string({ error: "must be text" }).trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
}

const FEATURE_CARD_HREF = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*|#[^\s]*)$/i;
const featureCardHref = () =>
  link(
    text(LIMITS.url).refine(
      (value) => value === "" || FEATURE_CARD_HREF.test(value),
      "must be an anchor starting with #, a path starting with / or an http(s) address",
    ),
  );

/** A feature card as a save sends it; `description` and `href` may be left out (empty). */
const FeatureCardInputSchema = z.object({
  title: listText(HOME_LIMITS.cards.title),
  description: text(HOME_LIMITS.cards.description)
    .optional()
    .transform((value) => value ?? ""),
  icon: z.enum(FEATURE_ICONS, { error: `must be one of ${FEATURE_ICONS.join(", ")}` }),
  href: featureCardHref()
    .optional()
    .transform((value) => value ?? ""),
});

/**
 * Where an about number's value comes from: typed by the administrator (no `source`), or `measured_uptime`: the
 * server shows the 90-day uptime of the status page's shown monitors ("99.98%"), and the typed value (which may
 * then be empty) only while there is no history yet.
 */
const STAT_SOURCES = ["measured_uptime"] as const;
export type StatSource = (typeof STAT_SOURCES)[number];

const AboutStatInputSchema = z
  .object({
    value: z.string({ error: "must be text" }).trim().max(HOME_LIMITS.stats.value, `must be at most ${HOME_LIMITS.stats.value} characters`).default(""),
    label: listText(HOME_LIMITS.stats.label),
    source: z.enum(STAT_SOURCES, { error: `must be ${STAT_SOURCES.join(", ")} or left out` }).optional(),
  })
  .superRefine((stat, ctx) => {
    if (stat.value === "" && stat.source === undefined) ctx.addIssue({ code: "custom", path: ["value"], message: "must not be empty" });
  });

/** Fields every block has. A block's text is markdown on the legal pages (and kept to its nesting rule on every block). */
export const blockInputFields = {
  title: text(LIMITS.title),
  subtitle: text(LIMITS.shortText),
  description: markdown(LIMITS.markdown),
  content: markdown(LIMITS.markdown),
  button_text: text(100),
  button_url: safeHref(),
};

/** Fields only the hero has: the trust row under the buttons (empty hides it) and the second button (empty text hides it). */
export const heroInputFields = {
  secondary_button_text: text(100),
  secondary_button_url: safeHref(),
  highlights: textList(
    z
      .array(listText(HOME_LIMITS.highlights.text), { error: "must be a list of texts" })
      .max(HOME_LIMITS.highlights.items, `must have at most ${HOME_LIMITS.highlights.items} entries`),
  ),
};

/** Fields only the features section has: its cards. */
export const featuresInputFields = {
  cards: z
    .array(FeatureCardInputSchema, { error: "must be a list of cards" })
    .min(1, "must have at least 1 card")
    .max(HOME_LIMITS.cards.items, `must have at most ${HOME_LIMITS.cards.items} cards`),
};

/** Fields only the about section has: its headline numbers (empty hides them). */
export const aboutInputFields = {
  stats: z
    .array(AboutStatInputSchema, { error: "must be a list of {value, label}" })
    .max(HOME_LIMITS.stats.items, `must have at most ${HOME_LIMITS.stats.items} entries`),
};

/** A feature card's texts that have translations, by position: its texts and link (the icon is shared). */
export const CARD_TEXT_FIELDS = { title: listText(HOME_LIMITS.cards.title), description: text(HOME_LIMITS.cards.description), href: featureCardHref() };
/** An about number's texts that have translations, by position. */
export const STAT_TEXT_FIELDS = { value: listText(HOME_LIMITS.stats.value), label: listText(HOME_LIMITS.stats.label) };

/** A feature card in another language; a field left out falls back. */
const TranslatedCardSchema = z.object(CARD_TEXT_FIELDS).partial().strict();
/** An about number in another language; a field left out falls back. */
const TranslatedStatSchema = z.object(STAT_TEXT_FIELDS).partial().strict();

/** The texts of a block that have translations, by section (every field but the feature cards' icons). */
const BLOCK_TEXT_FIELDS = {
  common: { ...blockInputFields },
  hero: {
    secondary_button_text: heroInputFields.secondary_button_text,
    secondary_button_url: heroInputFields.secondary_button_url,
    highlights: heroInputFields.highlights,
  },
  features: {
    cards: z
      .array(
        z.preprocess((entry) => entry ?? {}, TranslatedCardSchema),
        { error: "must be a list of cards" },
      )
      .max(HOME_LIMITS.cards.items, `must have at most ${HOME_LIMITS.cards.items} cards`),
  },
  about: {
    stats: z
      .array(
        z.preprocess((entry) => entry ?? {}, TranslatedStatSchema),
        { error: "must be a list of {value, label}" },
      )
      .max(HOME_LIMITS.stats.items, `must have at most ${HOME_LIMITS.stats.items} entries`),
  },
} as const;
const { content: _content, ...blockStoredFields } = BLOCK_TEXT_FIELDS.common;

/** A block's texts that have translations as the store keeps them and the admin API answers them (`content` is kept as `description`), by kind of block. */
export const BLOCK_STORED_TEXT_FIELDS = {
  hero: { ...blockStoredFields, ...BLOCK_TEXT_FIELDS.hero },
  features: { ...blockStoredFields, ...BLOCK_TEXT_FIELDS.features },
  about: { ...blockStoredFields, ...BLOCK_TEXT_FIELDS.about },
  legal: blockStoredFields,
};

/** The texts a legal page's editor translates: its title and its text (kept as `description`). */
export const LEGAL_TEXT_FIELDS = { title: blockStoredFields.title, description: blockStoredFields.description };

/** A block's translations as the store keeps them. */
export const storedBlockTranslations = {
  hero: storedTranslations(BLOCK_STORED_TEXT_FIELDS.hero),
  features: storedTranslations(BLOCK_STORED_TEXT_FIELDS.features),
  about: storedTranslations(BLOCK_STORED_TEXT_FIELDS.about),
  legal: storedTranslations(BLOCK_STORED_TEXT_FIELDS.legal),
};

/** The fields only one section has, by section: sending one of them for another section is a 400. */
export const SECTION_ONLY_FIELDS: Record<ContentSection, readonly string[]> = {
  hero: Object.keys(heroInputFields),
  features: Object.keys(featuresInputFields),
  about: Object.keys(aboutInputFields),
  terms: [],
  privacy: [],
  imprint: [],
};

/** What a block's save takes. `content` is accepted as another name of `description`; lists replace the stored list. */
export const ContentBlockInputSchema = z
  .object({
    ...blockInputFields,
    ...heroInputFields,
    ...featuresInputFields,
    ...aboutInputFields,
    translations: translationsInput(
      { ...BLOCK_TEXT_FIELDS.common, ...BLOCK_TEXT_FIELDS.hero, ...BLOCK_TEXT_FIELDS.features, ...BLOCK_TEXT_FIELDS.about },
      "a block",
    ),
  })
  .partial();
export type ContentBlockInput = z.output<typeof ContentBlockInputSchema>;

/** What a save naming its block in the body takes (the legal pages' editor): {section, title, description}. */
const LegalContentSchema = ContentBlockInputSchema.extend({
  section: z.enum(CONTENT_SECTIONS, { error: `must be one of ${CONTENT_SECTIONS.join(", ")}` }),
});

const blockFields = {
  title: z.string(),
  subtitle: z.string(),
  /** The text; markdown for the legal pages. */
  description: z.string(),
  /** The same text as `description` (older clients read this name). */
  content: z.string(),
  button_text: z.string(),
  button_url: z.string(),
};

const FeatureCardSchema = z.object({ title: z.string(), description: z.string(), icon: z.enum(FEATURE_ICONS), href: z.string() });
/** An about number; `source` only when the server fills the value (answers of typed numbers are `{value, label}`). */
const AboutStatSchema = z.object({ value: z.string(), label: z.string(), source: z.enum(STAT_SOURCES).optional() });

const blockAnswerTexts = { title: z.string(), subtitle: z.string(), description: z.string(), button_text: z.string(), button_url: z.string() };

/** The hero: title, text, the main button, a second button (hidden while its text is empty) and the trust row. */
const HeroBlockSchema = z.object({
  section: z.literal("hero"),
  ...blockFields,
  secondary_button_text: z.string(),
  secondary_button_url: z.string(),
  /** Short texts under the buttons; empty hides the row. */
  highlights: z.array(z.string()),
  updated_at: timestamp().nullable(),
  translations: translationsAnswer({
    ...blockAnswerTexts,
    secondary_button_text: z.string(),
    secondary_button_url: z.string(),
    highlights: z.array(z.string()),
  }),
});
/** The features section: heading, text and 1–6 cards. */
const FeaturesBlockSchema = z.object({
  section: z.literal("features"),
  ...blockFields,
  cards: z.array(FeatureCardSchema),
  updated_at: timestamp().nullable(),
  translations: translationsAnswer({
    ...blockAnswerTexts,
    cards: z.array(z.object({ title: z.string(), description: z.string(), href: z.string() }).partial()),
  }),
});
/** The about section: heading, text and up to 4 headline numbers (empty hides them). */
const AboutBlockSchema = z.object({
  section: z.literal("about"),
  ...blockFields,
  stats: z.array(AboutStatSchema),
  updated_at: timestamp().nullable(),
  translations: translationsAnswer({ ...blockAnswerTexts, stats: z.array(z.object({ value: z.string(), label: z.string() }).partial()) }),
});
/** A legal page (terms, privacy, imprint): `description` and `content` both hold the markdown. */
const LegalBlockSchema = z.object({
  section: z.enum(LEGAL_SECTIONS),
  ...blockFields,
  updated_at: timestamp().nullable(),
  translations: translationsAnswer(blockAnswerTexts),
});

/** A block of text of the site: a home page section (hero, features, about) or a legal page (terms, privacy, imprint), told apart by `section`. */
const ContentBlockSchema = z.discriminatedUnion("section", [HeroBlockSchema, FeaturesBlockSchema, AboutBlockSchema, LegalBlockSchema]);
/** A block as visitors get it: its texts in the asked language, no translations. */
const PublicContentBlockSchema = z.discriminatedUnion("section", [
  HeroBlockSchema.omit({ translations: true }),
  FeaturesBlockSchema.omit({ translations: true }),
  AboutBlockSchema.omit({ translations: true }),
  LegalBlockSchema.omit({ translations: true }),
]);
export type PublicContentBlock = z.infer<typeof PublicContentBlockSchema>;
export type ContentBlock = z.infer<typeof ContentBlockSchema>;
type HeroBlock = z.infer<typeof HeroBlockSchema>;
type FeaturesBlock = z.infer<typeof FeaturesBlockSchema>;
type AboutBlock = z.infer<typeof AboutBlockSchema>;
type LegalBlock = z.infer<typeof LegalBlockSchema>;
/** Every block, by section: what the site keeps. */
export type ContentBlocks = { hero: HeroBlock; features: FeaturesBlock; about: AboutBlock; terms: LegalBlock; privacy: LegalBlock; imprint: LegalBlock };

/**
 * A legal page as visitors read it, in the asked language: the block's fields, and `generated`: true while the
 * imprint has no text of its own and shows the one made from the company's details (always false for terms
 * and privacy).
 */
const PublicLegalPageSchema = LegalBlockSchema.omit({ translations: true }).extend({ generated: z.boolean() });
export type PublicLegalPage = z.infer<typeof PublicLegalPageSchema>;

const sectionParams = (message: (section: string) => string) =>
  z.object({ section: z.enum(CONTENT_SECTIONS, { error: (issue) => message(String(issue.input)) }) });
const typeParams = z.object({ type: z.enum(CONTENT_SECTIONS, { error: (issue) => `No content of type "${String(issue.input)}"` }) });
const adminSectionParams = sectionParams((section) => `No content section "${section}"`);
const legalParams = z.object({ type: z.enum(LEGAL_SECTIONS, { error: (issue) => `No legal page "${String(issue.input)}"` }) });

/** The site's texts: home page sections and legal pages. */
export const contentApi = defineResource("content", {
  publicGet: {
    method: "GET",
    path: "/api/content/:type",
    access: "public",
    summary: "One block of the site's text, as visitors' pages show it",
    description: `\`type\` is one of ${CONTENT_SECTIONS.join(", ")}; anything else is a 404. \`lang\` picks the language of the texts. An about number with \`source\`: \`measured_uptime\` shows the 90-day uptime of the status page's shown monitors in that language's number format (e.g. 99.98%), or its typed value while there is no history; other numbers are \`{value, label}\`.`,
    params: typeParams,
    query: LanguageQuerySchema,
    response: PublicContentBlockSchema,
    errors: [404],
  },
  legal: {
    method: "GET",
    path: "/api/legal/:type",
    access: "public",
    summary: "A legal page (terms, privacy, imprint), as visitors' pages show it",
    description: `\`type\` is one of ${LEGAL_SECTIONS.join(", ")}; anything else is a 404. \`lang\` picks the language. The answer is the block as \`GET /api/content/{type}\` gives it, with \`generated\`: the imprint's text is made from the company's details (in the asked language) until a text of its own is saved, and \`generated\` is then true.`,
    params: legalParams,
    query: LanguageQuerySchema,
    response: PublicLegalPageSchema,
    errors: [404],
  },
  homepage: {
    method: "GET",
    path: "/api/admin/website-content",
    access: "admin",
    summary: "The three home page sections at once",
    response: z.object({ hero: HeroBlockSchema, features: FeaturesBlockSchema, about: AboutBlockSchema }),
  },
  get: {
    method: "GET",
    path: "/api/admin/content/:section",
    access: "admin",
    summary: "One block of text",
    params: adminSectionParams,
    response: ContentBlockSchema,
    errors: [404],
  },
  save: {
    method: "PUT",
    path: "/api/admin/content/:section",
    access: "admin",
    summary: "Change one block of text",
    description:
      "Only the fields sent change; `content` is taken as `description`; a list sent replaces the stored one. `highlights`, `secondary_button_text` and `secondary_button_url` belong to the hero, `cards` to features, `stats` to about: sending one for another section is a 400 (in `translations` too). `translations` changes only the languages and fields sent (null or empty removes one); translated `cards` and `stats` go by position (a card's icon is shared). A number of `stats` may carry `source`: `measured_uptime` (any other source is a 400 naming it): visitors then see the 90-day uptime of the status page's shown monitors instead of its `value`, which may be empty (it is shown only while there is no history).",
    params: adminSectionParams,
    body: ContentBlockInputSchema,
    response: ContentBlockSchema,
    errors: [400, 404],
  },
  saveLegal: {
    method: "PUT",
    path: "/api/content",
    access: "admin",
    summary: "Change a legal page (or any block), naming it in the body",
    description: "The body is `{section, title, description}`; only the fields sent change.",
    body: LegalContentSchema,
    response: ContentBlockSchema,
    errors: [400],
  },
});
