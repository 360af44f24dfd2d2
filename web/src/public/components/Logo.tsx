import { useEffect, useRef, useState } from "react";
import { initialsOf } from "../links";
import "./logo.css";

const LOGO_HEIGHT = 36;
const LOGO_MAX_WIDTH = 180;

export interface LogoProps {
  name: string;
  /** The uploaded logo; null: logo.png from the site root, else the two-letter text mark. */
  logoUrl?: string | null;
  /** The uploaded logo's pixel size, so its box is reserved before it loads (0 × 0 for an SVG without one). */
  logoSize?: { width: number; height: number } | null;
}

/** The uploaded logo, else logo.png (64x64, shown at 36 px), falling back to a two-letter text mark if the image fails to load. */
export function Logo({ name, logoUrl, logoSize }: LogoProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The image may have failed before hydration attached onError.
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span className="logo-mark" aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  if (logoUrl) {
    const ratio = logoSize && logoSize.width > 0 && logoSize.height > 0 ? logoSize.width / logoSize.height : 1;
    const width = Math.min(LOGO_MAX_WIDTH, Math.round(LOGO_HEIGHT * ratio));
    return <img ref={image} className="logo-img logo-img--custom" src={logoUrl} width={width} height={LOGO_HEIGHT} alt="" onError={() => setFailed(true)} />;
  }
  return <img ref={image} className="logo-img" src="/logo.png" width={LOGO_HEIGHT} height={LOGO_HEIGHT} alt="" onError={() => setFailed(true)} />;
}

/** A logo much wider than tall is a word mark: it already shows the name, which is then kept for screen readers only. */
export function isWordMark(logoUrl: string | null | undefined, logoSize: LogoProps["logoSize"]): boolean {
  return !!logoUrl && !!logoSize && logoSize.height > 0 && logoSize.width / logoSize.height >= 2;
}

/** The brand link: logo plus company name, to the top of the home page. */
export function Brand({ name, href, logoUrl, logoSize }: { name: string; href: string } & Omit<LogoProps, "name">) {
  return (
    <a className="brand" href={href}>
      <Logo name={name} logoUrl={logoUrl} logoSize={logoSize} />
      <span className={isWordMark(logoUrl, logoSize) ? "brand-name visually-hidden" : "brand-name"}>{name}</span>
    </a>
  );
}
