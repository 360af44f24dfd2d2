import { FEATURE_ICONS, HOME_LIMITS, type FeatureIcon } from "../../../../../common/siteLook";
import type { StatSource } from "../../../../../common/contracts";
import type { TextDrafts } from "../../lib/translations";

/** The lists of the home page's sections as the editors hold them: each entry with a key of its own (for dragging). */
export interface HighlightDraft {
  key: number;
  text: string;
}
/** A card and a number are translated by position: each holds its own translations, so they move with it. */
export interface CardDraft {
  key: number;
  translations?: TextDrafts;
  title: string;
  description: string;
  icon: FeatureIcon;
  href: string;
}
export interface StatDraft {
  key: number;
  translations?: TextDrafts;
  value: string;
  label: string;
  /** The server fills the value with the measured uptime (the typed value stands in until there is one). */
  source?: StatSource;
}

let nextKey = 1;
/** A key no other entry of any list has. */
export const listKey = () => nextKey++;

export { HOME_LIMITS };

/** The icons a card can show, as the select names them. */
const ICON_NAMES: Record<FeatureIcon, string> = {
  shared: "Shared hosting (server stack)",
  vps: "VPS (cloud server)",
  gameserver: "Game server (controller)",
  dedicated: "Dedicated server",
  domain: "Domain",
  email: "E-mail",
  shield: "Security (shield)",
  support: "Support (headset)",
  speed: "Speed (gauge)",
  globe: "Globe",
};
export const ICON_CHOICES = FEATURE_ICONS.map((icon) => ({ icon, name: ICON_NAMES[icon] }));

export const newHighlight = (): HighlightDraft => ({ key: listKey(), text: "" });
export const newCard = (): CardDraft => ({ key: listKey(), title: "", description: "", icon: "shared", href: "" });
export const newStat = (): StatDraft => ({ key: listKey(), value: "", label: "" });

/** The field keys (the API's paths) of each entry and the names messages give them: "cards.1.title" → "Card 2 Title". */
export const highlightField = (index: number) => `highlights.${index}`;
export const cardField = (index: number, field: "title" | "description" | "icon" | "href") => `cards.${index}.${field}`;
export const statField = (index: number, field: "value" | "label") => `stats.${index}.${field}`;

export const highlightLabel = (index: number) => `Highlight ${index + 1}`;
export const CARD_FIELD_NAMES = { title: "Title", icon: "Icon", description: "Description", href: "Link" } as const;
export const cardLabel = (index: number, field: keyof typeof CARD_FIELD_NAMES) => `Card ${index + 1} ${CARD_FIELD_NAMES[field]}`;
export const STAT_FIELD_NAMES = { value: "Value", label: "Label" } as const;
export const statLabel = (index: number, field: keyof typeof STAT_FIELD_NAMES) => `Stat ${index + 1} ${STAT_FIELD_NAMES[field]}`;

export function highlightRules(list: readonly HighlightDraft[]): Record<string, string> {
  return { highlights: "Highlights", ...Object.fromEntries(list.map((_, index) => [highlightField(index), highlightLabel(index)])) };
}

export function cardRules(list: readonly CardDraft[]): Record<string, string> {
  const fields = Object.keys(CARD_FIELD_NAMES) as (keyof typeof CARD_FIELD_NAMES)[];
  return { cards: "Cards", ...Object.fromEntries(list.flatMap((_, index) => fields.map((field) => [cardField(index, field), cardLabel(index, field)]))) };
}

export function statRules(list: readonly StatDraft[]): Record<string, string> {
  const fields = Object.keys(STAT_FIELD_NAMES) as (keyof typeof STAT_FIELD_NAMES)[];
  return { stats: "Stats", ...Object.fromEntries(list.flatMap((_, index) => fields.map((field) => [statField(index, field), statLabel(index, field)]))) };
}

/** What screen readers call an entry while it is dragged: its text, else its place ("Card 2"). */
export const highlightName = (entry: HighlightDraft, index: number) => entry.text.trim() || highlightLabel(index);
export const cardName = (entry: CardDraft, index: number) => entry.title.trim() || `Card ${index + 1}`;
export const statName = (entry: StatDraft, index: number) => [entry.value.trim(), entry.label.trim()].filter(Boolean).join(" ") || `Stat ${index + 1}`;
