import { sortPlans } from "../../../common/ordering";
import type { ContentBlock, NavigationItem } from "../../../common/contracts";

/**
 * What the public pages show when a block fails to load or is empty: neutral texts without any claim about the
 * company (numbers, guarantees, support hours), which only the administrator's content may make.
 */
export const FALLBACK_NAVIGATION: NavigationItem[] = [
  { id: 1, label: "Home", href: "#home", order: 1, is_external: false, dropdown_items: [] },
  { id: 2, label: "About", href: "#about", order: 2, is_external: false, dropdown_items: [] },
  { id: 3, label: "Contact", href: "#contact", order: 3, is_external: false, dropdown_items: [] },
];

type Block = Pick<ContentBlock, "title" | "subtitle" | "description" | "button_text" | "button_url">;

export const FALLBACK_HERO: Block = {
  title: "Hosting for Your Projects",
  subtitle: "",
  description: "Web hosting, virtual servers and game servers, with plans for every size of project.",
  button_text: "View Hosting Plans",
  button_url: "#hosting",
};

export function fallbackFeatures(companyName: string): Block {
  return {
    title: `Why Choose ${companyName || "Us"}?`,
    subtitle: "",
    description: "From a first website to a busy game community: the services we offer.",
    button_text: "",
    button_url: "",
  };
}

export function fallbackAbout(companyName: string): Block {
  return {
    title: `About ${companyName || "Us"}`,
    subtitle: "",
    description: "We host websites, applications and game servers.",
    button_text: "",
    button_url: "",
  };
}

/** A content block with each empty field replaced by the fallback's. */
export function withFallback(block: Partial<ContentBlock> | undefined, fallback: Block): Block {
  return {
    title: block?.title || fallback.title,
    subtitle: block?.subtitle || fallback.subtitle,
    description: block?.description || fallback.description,
    button_text: block?.button_text || fallback.button_text,
    button_url: block?.button_url || fallback.button_url,
  };
}

/** The fixed sections shown when no categories load. */
export interface FallbackGroup {
  title: string;
  type: string;
  sub_type: string;
}

export interface FallbackSection {
  key: "hosting" | "vps" | "gameservers";
  title: string;
  description: string;
  groups: FallbackGroup[];
}

export const FALLBACK_SECTIONS: FallbackSection[] = [
  {
    key: "hosting",
    title: "Shared Hosting",
    description: "Affordable web hosting with everything a website needs.",
    groups: [
      { title: "SSD Shared Hosting", type: "shared", sub_type: "ssd" },
      { title: "HDD Shared Hosting", type: "shared", sub_type: "hdd" },
    ],
  },
  {
    key: "vps",
    title: "VPS Hosting",
    description: "Virtual private servers with dedicated resources and full root access.",
    groups: [
      { title: "Standard VPS", type: "vps", sub_type: "standard" },
      { title: "Performance VPS", type: "vps", sub_type: "performance" },
    ],
  },
  {
    key: "gameservers",
    title: "Game Server Hosting",
    description: "Low-latency game servers with DDoS protection and instant setup.",
    groups: [
      { title: "Standard Game Servers", type: "gameserver", sub_type: "standard" },
      { title: "Performance Game Servers", type: "gameserver", sub_type: "performance" },
    ],
  },
];

/**
 * The plans of a fallback group: same type and sub_type (a plan without sub_type goes to the section's first
 * group), in the display order. Category keys are ignored: no categories loaded.
 */
export function plansOfFallbackGroup<P extends { id: number; type: string; sub_type: string; display_order: number; name: string }>(
  plans: readonly P[],
  group: FallbackGroup,
  isFirstGroup: boolean,
): P[] {
  return sortPlans(plans.filter((plan) => plan.type === group.type && (plan.sub_type === group.sub_type || (!plan.sub_type && isFirstGroup))));
}

/** The 404 page shows one of five space facts. */
export const SPACE_FACTS = [
  "A day on Venus is longer than its year: it turns once every 243 Earth days but circles the Sun in 225.",
  "Neutron stars are so dense that a teaspoon of one would weigh about a billion tonnes on Earth.",
  "Footprints left on the Moon by the Apollo astronauts will likely last millions of years: there is no wind to erase them.",
  "Light from the Sun takes about 8 minutes and 20 seconds to reach Earth.",
  "There are more stars in the observable universe than grains of sand on all of Earth's beaches.",
];
