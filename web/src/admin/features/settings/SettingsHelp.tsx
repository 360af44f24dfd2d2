import { ORDER_PLACEHOLDERS, type OrderPlaceholder } from "../../../../../common/orderLink";

/** What each placeholder of the order address template is filled with. */
const PLACEHOLDER_MEANINGS: Record<OrderPlaceholder, string> = {
  plan_id: "the plan's id here",
  blesta_package_id: "its Blesta package id",
  pricing_id: "Blesta's pricing id of the chosen term and currency (known after a price sync)",
  term: "monthly, quarterly, semiannual, annual, biennial or triennial",
  currency: "the visitor's currency, e.g. EUR",
  lang: "the page's language, e.g. de",
  promo: "the promo code the visitor last copied on the website (else empty)",
  location: "the order value of the visitor's chosen location while the plan is offered there, else of the plan's first location not sold out (else empty)",
};

/** The order address template's hint: which address wins, and every placeholder with what fills it. */
export function OrderTemplateHint() {
  return (
    <>
      Where order buttons lead when a plan has no order URL of its own; empty uses the Billing URL. Each card fills in (URL-encoded):{" "}
      {ORDER_PLACEHOLDERS.map((name, index) => (
        <span key={name}>
          <code>{`{${name}}`}</code> {PLACEHOLDER_MEANINGS[name]}
          {index < ORDER_PLACEHOLDERS.length - 1 ? "; " : "."}
        </span>
      ))}{" "}
      An address without placeholders is used as written.
    </>
  );
}

/** The tips box. */
export function SettingsTips() {
  return (
    <aside className="info-box" aria-labelledby="tips-title">
      <h2 id="tips-title">Tips</h2>
      <ul>
        <li>A shorter status interval shows changes sooner but queries the status monitor more often; 30–60 seconds is a good balance.</li>
        <li>Secret fields are never shown again after saving: leave them empty to keep the stored value.</li>
        <li>Site title and description are used by search engines and in browser tabs; keep the description under about 160 characters.</li>
        <li>Each section is saved on its own, and a saved setting applies at once: no restart is needed.</li>
      </ul>
    </aside>
  );
}
