import { enhance } from "../enhance/names";
import { initialsOf } from "../links";
import logoCss from "./logo.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const LOGO_STYLES = stylesheet(logoCss);

const LOGO_HEIGHT = 36;
const LOGO_MAX_WIDTH = 180;

export interface LogoProps {
  name: string;
  /** The uploaded logo; null: logo.png from the site root, else the two-letter text mark. */
  logoUrl?: string | null;
  /** The uploaded logo's pixel size, so its box is reserved before it loads (0 × 0 for an SVG without one). */
  logoSize?: { width: number; height: number } | null;
  /** On a dark background without a logo made for it: a light plate behind the uploaded logo keeps a dark logo readable. */
  plate?: boolean;
}

type PixelSize = { width: number; height: number } | null | undefined;

/**
 * The logo for a dark background (the footer, the maintenance page): the uploaded logo for dark backgrounds,
 * else the uploaded logo on a light plate, else the standard logo (made to be readable on both).
 */
export function darkBackgroundLogo(
  settings: { logo_url: string | null; logo_dark_url: string | null },
  logoSize: PixelSize,
  logoDarkSize: PixelSize,
): Pick<LogoProps, "logoUrl" | "logoSize" | "plate"> {
  if (settings.logo_dark_url) return { logoUrl: settings.logo_dark_url, logoSize: logoDarkSize ?? null };
  return { logoUrl: settings.logo_url, logoSize: logoSize ?? null, plate: !!settings.logo_url };
}

/**
 * The uploaded logo, else logo.png (64x64, shown at 36 px). If the image fails to load, `logo.client.ts` puts the
 * two-letter text mark from the `<template>` beside it in its place.
 */
function Logo({ name, logoUrl, logoSize, plate = false }: LogoProps) {
  useStylesheet(LOGO_STYLES);
  const ratio = logoUrl && logoSize && logoSize.width > 0 && logoSize.height > 0 ? logoSize.width / logoSize.height : 1;
  const image = logoUrl ? (
    <img
      className={plate ? "logo-img logo-img--custom logo-img--plate" : "logo-img logo-img--custom"}
      src={logoUrl}
      width={Math.min(LOGO_MAX_WIDTH, Math.round(LOGO_HEIGHT * ratio))}
      height={LOGO_HEIGHT}
      alt=""
      {...enhance("logo")}
    />
  ) : (
    <img className="logo-img" src="/logo.png" width={LOGO_HEIGHT} height={LOGO_HEIGHT} alt="" {...enhance("logo")} />
  );
  return (
    <>
      {image}
      <template>
        <span className="logo-mark" aria-hidden="true">
          {initialsOf(name)}
        </span>
      </template>
    </>
  );
}

/** A logo much wider than tall is a word mark: it already shows the name, which is then kept for screen readers only. */
function isWordMark(logoUrl: string | null | undefined, logoSize: LogoProps["logoSize"]): boolean {
  return !!logoUrl && !!logoSize && logoSize.height > 0 && logoSize.width / logoSize.height >= 2;
}

/** The brand link: logo plus company name, to the top of the home page. */
export function Brand({ name, href, logoUrl, logoSize, plate }: { name: string; href: string } & Omit<LogoProps, "name">) {
  return (
    <a className="brand" href={href}>
      <Logo name={name} logoUrl={logoUrl} logoSize={logoSize} plate={plate} />
      <span className={isWordMark(logoUrl, logoSize) ? "brand-name visually-hidden" : "brand-name"}>{name}</span>
    </a>
  );
}
