import type { FeatureIcon as FeatureIconName } from "../../../../common/siteLook";
import { BoltIcon, BrowserIcon, GamepadIcon, GlobeIcon, HeadsetIcon, MailIcon, ServerIcon, ShieldIcon, TowerIcon, WorldIcon } from "./Icons";

const ICONS: Record<FeatureIconName, typeof GlobeIcon> = {
  shared: GlobeIcon,
  vps: ServerIcon,
  gameserver: GamepadIcon,
  dedicated: TowerIcon,
  domain: BrowserIcon,
  email: MailIcon,
  shield: ShieldIcon,
  support: HeadsetIcon,
  speed: BoltIcon,
  globe: WorldIcon,
};

/** The small inline icon a feature card shows (decorative). */
export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  const Icon = Object.hasOwn(ICONS, name) ? ICONS[name] : GlobeIcon;
  return <Icon className={className} />;
}
