/**
 * The counts kept per day. Each is a metric and a key ("" for the day's total): what the statistics answer is
 * made of. A `…_visitors` count goes up once per visitor and day (through the visitor marks).
 */
export const METRICS = {
  /** Page views of public pages (key ""), and per page (key: the path). */
  pageviews: "pageviews",
  pageViews: "page_views",
  /** Visitors of the day (key ""), per page (path), per language (tag), per device (phone/tablet/desktop). */
  visitors: "visitors",
  pageVisitors: "page_visitors",
  languageVisitors: "language_visitors",
  deviceVisitors: "device_visitors",
  /** Visitors who came from another site (key: its host) or a campaign (key: `[source, campaign]` as JSON). */
  referrerVisitors: "referrer_visitors",
  campaignVisitors: "campaign_visitors",
  /** Order clicks (key ""), per plan and term (`<plan id>:<term>`), per currency, per language, per promo code. */
  orderClicks: "order_clicks",
  planOrderClicks: "plan_order_clicks",
  currencyOrderClicks: "currency_order_clicks",
  languageOrderClicks: "language_order_clicks",
  promoOrderClicks: "promo_order_clicks",
  /** Promo codes copied (key: the code). */
  promoCopies: "promo_copies",
  /** Contact messages sent (key ""). */
  contactMessages: "contact_messages",
} as const;
