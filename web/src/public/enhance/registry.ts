import * as contactForm from "../sections/contactForm.client";
import * as copyAddress from "../pages/locations/copyAddress.client";
import * as latencyTest from "../components/latencyTest.client";
import * as locationChoice from "../components/locationChoice.client";
import * as floatingPromo from "../sections/floatingPromo.client";
import * as header from "../sections/header.client";
import * as localDate from "../components/localDate.client";
import * as logo from "../components/logo.client";
import * as planCard from "../components/planCard.client";
import * as promoBanner from "../components/promoBanner.client";
import * as statusBadge from "../components/statusBadge.client";
import * as statusPage from "../pages/status/statusPage.client";
import * as termSwitch from "../components/termSwitch.client";
import type { EnhancementName } from "./names";

/**
 * What an enhancement module exports: `start` runs once for each element that names it. Work that finishes later
 * (a date formatted in a worker) returns a promise; the page counts as ready once every one has settled.
 */
export interface EnhancementModule {
  start(element: HTMLElement): void | Promise<void>;
}

/**
 * Every enhancement module, by the name its component puts in `data-enhance`. Each sits beside the component whose
 * markup it enhances and never imports React, react-dom, zod or markdown code. They make one small script for
 * every page (smaller than loading them one by one: see README.md, "Keeping within the budget").
 */
export const ENHANCEMENTS: Record<EnhancementName, EnhancementModule> = {
  "contact-form": contactForm,
  "copy-address": copyAddress,
  "floating-promo": floatingPromo,
  header,
  "latency-test": latencyTest,
  "local-date": localDate,
  "location-choice": locationChoice,
  logo,
  "plan-card": planCard,
  "promo-banner": promoBanner,
  "status-badge": statusBadge,
  "status-page": statusPage,
  "term-switch": termSwitch,
};
