import { isDeepStrictEqual } from "node:util";
import { CONTENT_SECTIONS, type ContentSection } from "../../../common/contracts";
import { demoSiteData } from "../store/demoData";
import { neutralSiteData } from "../store/neutralData";
import type { Collection, SiteData } from "../store/types";

/**
 * One text the demo writes that a site started with DEMO_CONTENT=false has otherwise: where it is, the demo's
 * value and the neutral one. Texts both starts share ("Terms of Service") are no demo texts.
 */
export interface DemoText {
  /** Where it is, in words of the data: "company.name", "content.hero.button_text+button_url", "navigation.2.dropdown_items". */
  path: string;
  collection: Extract<Collection, "company" | "content" | "site_settings" | "navigation">;
  demo: unknown;
  neutral: unknown;
  read(data: Readonly<SiteData>): unknown;
  /** Puts the neutral value in its place (and keeps what goes along with it: a block's time of change, its `content`). */
  neutralize(draft: SiteData, now: string): void;
}

/** Fields of a record that are no text of its own: its id, its place in a list, its clock, its translations. */
const NOT_TEXTS = new Set(["id", "order", "display_order", "section", "updated_at", "created_at", "translations"]);

/**
 * A value as it is compared: as JSON (both stores keep it so), without `translations` that hold nothing (a menu
 * saved once has `{}` on every entry), which is no edit.
 */
function comparable(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null), (key, inner: unknown) =>
    key === "translations" && inner !== null && typeof inner === "object" && Object.keys(inner).length === 0 ? undefined : inner,
  );
}

const same = (a: unknown, b: unknown) => isDeepStrictEqual(comparable(a), comparable(b));

type Holder = Record<string, unknown>;

/** Fields that make one text together: a button's words and where it leads are replaced both or neither. */
const TOGETHER: readonly (readonly string[])[] = [
  ["button_text", "button_url"],
  ["secondary_button_text", "secondary_button_url"],
];

/** The fields of `fields` grouped into texts: each field alone, unless it belongs with others (TOGETHER). */
function textsOf(fields: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (const field of fields) {
    if (groups.some((group) => group.includes(field))) continue;
    groups.push([...(TOGETHER.find((group) => group.includes(field)) ?? [field])]);
  }
  return groups;
}

/**
 * The texts of one record (the company, a block, a menu entry) in which the demo and the neutral start differ; a
 * text of several fields (a button) is the demo's while all of them are.
 */
function differingTexts(
  path: string,
  collection: DemoText["collection"],
  demo: Holder,
  neutral: Holder,
  holderIn: (data: Readonly<SiteData>) => Holder | undefined,
  touch: (holder: Holder, fields: readonly string[], now: string) => void = () => undefined,
): DemoText[] {
  const fields = [...new Set([...Object.keys(demo), ...Object.keys(neutral)])].filter((field) => !NOT_TEXTS.has(field));
  const pick = (record: Holder | undefined, group: readonly string[]) => Object.fromEntries(group.map((field) => [field, record?.[field]]));
  return textsOf(fields.filter((field) => !same(demo[field], neutral[field]))).map((group) => ({
    path: `${path}.${group.join("+")}`,
    collection,
    demo: pick(demo, group),
    neutral: pick(neutral, group),
    read: (data) => pick(holderIn(data), group),
    neutralize: (draft, now) => {
      const holder = holderIn(draft);
      if (!holder) return;
      for (const field of group) holder[field] = structuredClone(neutral[field]);
      touch(holder, group, now);
    },
  }));
}

/** The demo texts of a content block; a block's `content` is its `description` under another name and goes along. */
function blockTexts(section: ContentSection, demo: SiteData, neutral: SiteData): DemoText[] {
  const demoBlock = demo.content[section] as unknown as Holder | undefined;
  const neutralBlock = neutral.content[section] as unknown as Holder | undefined;
  if (!demoBlock || !neutralBlock) return [];
  const { content: _demoContent, ...demoFields } = demoBlock;
  const { content: neutralContent, ...neutralFields } = neutralBlock;
  return differingTexts(
    `content.${section}`,
    "content",
    demoFields,
    neutralFields,
    (data) => (data.content as unknown as Record<string, Holder | undefined>)[section],
    (holder, fields, now) => {
      if (fields.includes("description")) holder.content = neutralContent;
      holder.updated_at = now;
    },
  );
}

/** The demo texts of the menu: each entry of the demo's menu against the neutral menu's entry with the same id. */
function menuTexts(demo: SiteData, neutral: SiteData): DemoText[] {
  return demo.navigation.flatMap((demoItem) => {
    const neutralItem = neutral.navigation.find((item) => item.id === demoItem.id);
    if (!neutralItem) return [];
    return differingTexts(`navigation.${demoItem.id}`, "navigation", demoItem as unknown as Holder, neutralItem as unknown as Holder, (data) =>
      data.navigation.find((item) => item.id === demoItem.id),
    );
  });
}

/** Every demo text, worked out once from the two starts (every content section and company field, whatever they are). */
function allDemoTexts(): DemoText[] {
  const at = new Date(0);
  const demo = demoSiteData(at);
  const neutral = neutralSiteData(at);
  return [
    ...(["company", "site_settings"] as const).flatMap((key) =>
      differingTexts(key, key, demo[key] as unknown as Holder, neutral[key] as unknown as Holder, (data) => data[key] as unknown as Holder),
    ),
    ...CONTENT_SECTIONS.flatMap((section) => blockTexts(section, demo, neutral)),
    ...menuTexts(demo, neutral),
  ];
}

let demoTexts: readonly DemoText[] | undefined;

/** The demo texts still exactly as the demo wrote them; a text the administrator changed is theirs. */
export function demoTextsLeftIn(data: Readonly<SiteData>): DemoText[] {
  demoTexts ??= allDemoTexts();
  return demoTexts.filter((text) => same(text.read(data), text.demo));
}

/** The collections demo texts live in (what removing them writes). */
export const DEMO_TEXT_COLLECTIONS: readonly DemoText["collection"][] = ["company", "content", "site_settings", "navigation"];
