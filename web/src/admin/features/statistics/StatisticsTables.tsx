import type { ReactNode } from "react";
import { TERM_LABELS } from "../../../../../common/billingTerms";
import type { Statistics } from "../../../../../common/contracts";
import type { Language } from "../../../../../common/i18n/languages";
import { ORDER_TERMS } from "../../../../../common/orderLink";
import { DataTable } from "../../components/ui/DataTable";
import { formatDay, formatNumber, formatPercent } from "../../lib/format";
import { languageName } from "../../lib/translations";

/** A table of one list of the statistics, under its heading; "nothing yet" when it is empty. */
function ListTable({ title, columns, empty, children }: { title: string; columns: readonly string[]; empty: boolean; children: ReactNode }) {
  return (
    <section className="card statistics-list" aria-label={title}>
      <h2>{title}</h2>
      {empty ? (
        <p className="muted">Nothing counted in this range.</p>
      ) : (
        <DataTable label={title} columns={columns}>
          {children}
        </DataTable>
      )}
    </section>
  );
}

const number = (value: number) => formatNumber(value);

/** Every day of the range with its counts: the daily chart as a table. */
export function DaysTable({ days }: { days: Statistics["days"] }) {
  return (
    <DataTable
      label="Visitors, page views, order clicks and contact messages per day"
      columns={["Day", "Visitors", "Page views", "Order clicks", "Contact messages"]}
    >
      {days.map((day) => (
        <tr key={day.date}>
          <td data-label="Day">{formatDay(day.date)}</td>
          <td data-label="Visitors">{number(day.visitors)}</td>
          <td data-label="Page views">{number(day.pageviews)}</td>
          <td data-label="Order clicks">{number(day.order_clicks)}</td>
          <td data-label="Contact messages">{number(day.contact_messages)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** What sells and where visitors come from: pages, plans, referrers, campaigns, languages, currencies, promo codes, devices. */
export function StatisticsLists({ statistics }: { statistics: Statistics }) {
  const devices = [
    ["Phones", statistics.devices.phone],
    ["Tablets", statistics.devices.tablet],
    ["Desktops", statistics.devices.desktop],
  ] as const;
  const deviceTotal = devices.reduce((sum, [, count]) => sum + count, 0);
  return (
    <div className="statistics-lists">
      <ListTable title="Plans by order clicks" columns={["Plan", "Order clicks", "By billing term"]} empty={statistics.plans.length === 0}>
        {statistics.plans.map((plan) => (
          <tr key={plan.plan_id}>
            <td data-label="Plan">{plan.name}</td>
            <td data-label="Order clicks">{number(plan.order_clicks)}</td>
            <td data-label="By billing term">
              {ORDER_TERMS.filter((term) => plan.terms[term])
                .map((term) => `${TERM_LABELS[term]} ${number(plan.terms[term] ?? 0)}`)
                .join(" · ")}
            </td>
          </tr>
        ))}
      </ListTable>
      <ListTable title="Top pages" columns={["Page", "Page views", "Visitors"]} empty={statistics.pages.length === 0}>
        {statistics.pages.map((page) => (
          <tr key={page.path}>
            <td data-label="Page">
              <code>{page.path}</code>
            </td>
            <td data-label="Page views">{number(page.pageviews)}</td>
            <td data-label="Visitors">{number(page.visitors)}</td>
          </tr>
        ))}
      </ListTable>
      <ListTable title="Referring sites" columns={["Site", "Visitors"]} empty={statistics.referrers.length === 0}>
        {statistics.referrers.map((referrer) => (
          <tr key={referrer.host}>
            <td data-label="Site">{referrer.host}</td>
            <td data-label="Visitors">{number(referrer.visitors)}</td>
          </tr>
        ))}
      </ListTable>
      <ListTable title="Campaigns" columns={["Source (utm_source)", "Campaign (utm_campaign)", "Visitors"]} empty={statistics.utm.length === 0}>
        {statistics.utm.map((campaign) => (
          <tr key={`${campaign.source}\u0000${campaign.campaign}`}>
            <td data-label="Source">{campaign.source || "—"}</td>
            <td data-label="Campaign">{campaign.campaign || "—"}</td>
            <td data-label="Visitors">{number(campaign.visitors)}</td>
          </tr>
        ))}
      </ListTable>
      <ListTable title="Languages" columns={["Language", "Visitors"]} empty={statistics.languages.length === 0}>
        {statistics.languages.map((language) => (
          <tr key={language.lang}>
            <td data-label="Language">{languageName(language.lang as Language)}</td>
            <td data-label="Visitors">{number(language.visitors)}</td>
          </tr>
        ))}
      </ListTable>
      <ListTable title="Currencies ordered in" columns={["Currency", "Order clicks"]} empty={statistics.currencies.length === 0}>
        {statistics.currencies.map((currency) => (
          <tr key={currency.currency}>
            <td data-label="Currency">{currency.currency}</td>
            <td data-label="Order clicks">{number(currency.order_clicks)}</td>
          </tr>
        ))}
      </ListTable>
      <ListTable title="Promo codes" columns={["Code", "Copied", "Order clicks with it"]} empty={statistics.promos.length === 0}>
        {statistics.promos.map((promo) => (
          <tr key={promo.code}>
            <td data-label="Code">
              <code>{promo.code}</code>
            </td>
            <td data-label="Copied">{number(promo.copies)}</td>
            <td data-label="Order clicks with it">{number(promo.order_clicks)}</td>
          </tr>
        ))}
      </ListTable>
      <ListTable title="Devices" columns={["Device", "Visitors", "Share"]} empty={deviceTotal === 0}>
        {devices.map(([name, count]) => (
          <tr key={name}>
            <td data-label="Device">{name}</td>
            <td data-label="Visitors">{number(count)}</td>
            <td data-label="Share">{formatPercent(count / deviceTotal)}</td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
