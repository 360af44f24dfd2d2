import type { Context, Middleware } from "koa";
import { GoOrderQuerySchema, PromoCopyQuerySchema, type GoOrderQuery } from "../../../common/contracts/orderClicks";
import { pricesIn } from "../../../common/i18n/currencies";
import { soldOutEverywhere } from "../../../common/locations";
import { GO_ORDER_PATH, GO_PROMO_COPY_PATH, NO_ORDER_ADDRESS, orderAddress, orderLocationValue } from "../../../common/orderLink";
import type { AppDeps } from "../deps";
import { MethodNotAllowedError, NotFoundError } from "../errors";
import { parseInput } from "../middleware/validate";
import { offeredCurrenciesOf } from "../presenters/locale";
import { orderLocationsOf } from "../presenters/plans";
import { isCountableVisit } from "../statistics/visit";
import type { SiteData } from "../store/types";

/**
 * The site's own links that count something and go on:
 * - `GET /go/order?plan=…&term=…&currency=…&lang=…&promo=…&location=…` answers 302 to the order address the site
 *   builds for those values (the plan's own order address, else the order address template, else the billing
 *   address), and counts one order click. A malformed parameter is a 400 naming it; a plan that does not exist, is
 *   sold out or has no order address, a term it is not sold for, a currency it has no price in or a language the
 *   site does not speak is a 404. Either way nothing redirects: the answer only ever points at an address the
 *   site built. A promo code that is not one of the site's goes into the address as any copied code does, and is
 *   not counted by code.
 * - `POST /go/promo-copy?code=…` counts a promo code the visitor copied (the banner's button) and answers 204.
 * Bots, prefetches and HEAD requests are never counted; with statistics off nothing is, and both still answer.
 */
export function goLinks(deps: AppDeps): Middleware {
  return async function go(ctx, next) {
    if (ctx.path === GO_ORDER_PATH) return goOrder(ctx, deps);
    if (ctx.path === GO_PROMO_COPY_PATH) return promoCopy(ctx, deps);
    await next();
  };
}

function goOrder(ctx: Context, deps: AppDeps): void {
  if (ctx.method !== "GET" && ctx.method !== "HEAD") throw MethodNotAllowedError();
  const query = parseInput(GoOrderQuerySchema, ctx.query);
  const data = deps.store.snapshot();
  const address = orderAddressFor(data, query);
  if (isCountableVisit(ctx)) {
    const known = data.promos.some((promo) => promo.code === query.promo);
    deps.statistics.orderClick({ planId: query.plan, term: query.term, currency: query.currency, language: query.lang, promo: known ? query.promo : null });
  }
  ctx.set("Cache-Control", "no-store");
  ctx.set("X-Robots-Tag", "noindex, nofollow");
  ctx.status = 302;
  ctx.redirect(address);
}

/** The order address a page's button for these values leads to; a 404 when the site would show no such button. */
function orderAddressFor(data: Readonly<SiteData>, query: GoOrderQuery): string {
  const settings = data.site_settings;
  const plan = data.plans.find((candidate) => candidate.id === query.plan);
  if (!plan) throw NotFoundError(`Plan ${query.plan} not found`);
  if (plan.sold_out || soldOutEverywhere(plan.locations)) throw NotFoundError(`Plan ${query.plan} is sold out`);
  if (!settings.languages.includes(query.lang)) throw NotFoundError(`The site does not speak ${query.lang}`);
  if (!offeredCurrenciesOf(data).includes(query.currency)) throw NotFoundError(`Plan ${query.plan} has no price in ${query.currency}`);
  const prices = pricesIn(plan, query.currency, settings.default_currency);
  if (query.term !== "monthly" && prices.pricing[query.term] === undefined) throw NotFoundError(`Plan ${query.plan} is not sold ${query.term}`);
  const address = orderAddress(
    { id: plan.id, order_url: plan.order_url, blesta_package_id: plan.blesta_package_id, pricing_ids: plan.blesta_pricing_ids?.[prices.currency] },
    settings,
    {
      term: query.term,
      currency: prices.currency,
      lang: query.lang,
      promo: query.promo,
      location: orderLocationValue(plan.locations, query.location || null, orderLocationsOf(data.locations)),
    },
  );
  if (address === NO_ORDER_ADDRESS) throw NotFoundError(`Plan ${query.plan} has no order address`);
  return address;
}

function promoCopy(ctx: Context, deps: AppDeps): void {
  if (ctx.method !== "POST") throw MethodNotAllowedError();
  const { code } = parseInput(PromoCopyQuerySchema, ctx.query);
  if (isCountableVisit(ctx, "POST") && deps.store.snapshot().promos.some((promo) => promo.code === code)) {
    deps.statistics.promoCopy(code);
  }
  ctx.set("Cache-Control", "no-store");
  ctx.status = 204;
}
