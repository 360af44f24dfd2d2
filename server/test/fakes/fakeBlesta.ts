import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

interface FakePricing {
  term: number;
  period: "day" | "week" | "month" | "year" | "onetime";
  /** Sent as a DECIMAL(19,4) string, e.g. 9.99 → "9.9900"; a string is sent as given. */
  price: number | string;
  currency: string;
}

export interface FakePackage {
  id: number;
  /** The name in the company's language (en_us); `names` adds others. */
  name: string;
  status?: "active" | "inactive" | "restricted";
  hidden?: boolean;
  /** Rows in any currencies (one row per term, period and currency, as Blesta stores them). */
  pricing: FakePricing[];
  /** Names by Blesta language code (en_us, de_de, pt_br …); default: `name` in en_us. */
  names?: Array<{ lang: string; name: string }>;
  /** Descriptions by Blesta language code, plain text and HTML; default: none. */
  descriptions?: Array<{ lang: string; text: string; html?: string }>;
  /** The id packages/get answers for this package: another one plays a Blesta that mixes packages up. Default: `id`. */
  answers_as?: number;
}

export interface FakeBlestaOptions {
  user?: string;
  key?: string;
  company_id?: number;
  default_currency?: string;
  currencies?: string[];
  packages?: FakePackage[];
  /** Wait this long before answering (to test timeouts). */
  delayMs?: number;
  /** false: behave like older Blesta that knows only Basic auth and ignores the BLESTA-API-* headers. */
  headerAuth?: boolean;
}

interface FakeBlestaRequest {
  method: string;
  /** e.g. "packages/getAll" as requested */
  call: string;
  /** Query and form body parameters, keys in bracket notation as sent ("filters[hidden]"). */
  params: Record<string, string>;
  body: string;
  headerAuth: { user?: string; key?: string };
  basicAuth: { user: string; key: string } | null;
}

type FakeBlestaFailMode = "maintenance" | "error" | null;

export interface FakeBlesta {
  /** The API base an administrator would enter, e.g. http://127.0.0.1:PORT/api */
  url: string;
  requests: FakeBlestaRequest[];
  setPackages(packages: FakePackage[]): void;
  setDefaultCurrency(currency: string): void;
  setDelay(ms: number): void;
  /** maintenance → every call 503; error → every call 500; null → normal. */
  setFailMode(mode: FakeBlestaFailMode): void;
  close(): Promise<void>;
}

const MESSAGES = {
  401: "The authorization details given appear to be invalid.",
  404: "The requested resource does not exist.",
  415: "The format requested is not supported by the server.",
  500: "An unexpected error occured.",
  503: "The requested resource is currently unavailable due to maintenance.",
} as const;

/**
 * A local server answering like Blesta's API: `/api/{model}/{method}.{format}`, a company with two currencies
 * (USD, EUR) and packages with names and descriptions in several languages, 404/415 before authentication, header or Basic auth, `{"response"}` envelopes, PHP < 8.1 value types (ids and
 * flags as strings, money as "10.0000"), `{"response":false}` for an unknown package.
 */
export async function startFakeBlesta(options: FakeBlestaOptions = {}): Promise<FakeBlesta> {
  const user = options.user ?? "api-user";
  const key = options.key ?? "api-key";
  const companyId = options.company_id ?? 1;
  const currencies = options.currencies ?? ["USD", "EUR"];
  let defaultCurrency = options.default_currency ?? "USD";
  let packages = options.packages ?? [];
  let delayMs = options.delayMs ?? 0;
  let failMode: FakeBlestaFailMode = null;
  const requests: FakeBlestaRequest[] = [];
  const sockets = new Set<Socket>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: keyof typeof MESSAGES, extra: Record<string, unknown> = {}) =>
    send(res, status, { message: MESSAGES[status], response: null, ...extra });

  const methods: Record<string, (p: Record<string, string>) => unknown> = {
    "packages/getall": (p) => {
      if (p.company_id === undefined) throw new Error("Too few arguments to function Packages::getAll(), 0 passed and at least 1 expected");
      return packages
        .filter(() => String(companyId) === p.company_id)
        .filter((pkg) => !p.status || (pkg.status ?? "active") === p.status)
        .filter((pkg) => !pkg.hidden || p["filters[hidden]"] === "1")
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(packageRow);
    },
    "packages/get": (p) => {
      const pkg = packages.find((candidate) => String(candidate.id) === p.package_id);
      if (!pkg) return false;
      const answered = pkg.answers_as === undefined ? pkg : { ...pkg, id: pkg.answers_as };
      return { ...packageRow(answered), pricing: pkg.pricing.map((row, i) => pricingRow(answered, row, i)), meta: [], default_pricing: [] };
    },
    "companies/getsetting": (p) =>
      p.company_id === String(companyId) && p.key === "default_currency"
        ? { key: "default_currency", value: defaultCurrency, encrypted: "0", company_id: String(companyId), inherit: "1" }
        : false,
    "currencies/getall": (p) =>
      p.company_id === String(companyId)
        ? currencies.map((code) => ({ code, company_id: String(companyId), format: "#,###.##", precision: "2", exchange_rate: "1.0000000000" }))
        : [],
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
    const match = /^\/api\/([a-z_.]+)\/([^/]+)$/i.exec(url.pathname);
    const [methodName, format] = match ? splitFirstDot(match[2]) : ["", ""];
    const call = match ? `${match[1]}/${methodName}` : url.pathname;
    const basicAuth = basicCredentials(req.headers.authorization);
    const headerAuth = { user: header(req, "blesta-api-user"), key: header(req, "blesta-api-key") };
    requests.push({ method: req.method ?? "GET", call, params, body, headerAuth, basicAuth });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));

    if (!match || !methodName) return fail(res, 404);
    if (!["json", "xml", "php"].includes(format)) return fail(res, 415);
    const credentials = options.headerAuth !== false && headerAuth.key !== undefined ? headerAuth : basicAuth;
    if (!credentials || credentials.user !== user || credentials.key !== key) {
      return fail(res, 401, { errors: { user: { valid: "The API user or key appears to be invalid." } } });
    }
    if (failMode === "maintenance") return fail(res, 503);
    const method = methods[call.toLowerCase()];
    if (!method) return fail(res, 404);
    try {
      const response = method(params);
      if (failMode === "error") throw new Error("SQLSTATE[HY000] [2002] Connection refused");
      send(res, 200, { response });
    } catch (error) {
      fail(res, 500, { response: (error as Error).message });
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    requests,
    setPackages: (next) => {
      packages = next;
    },
    setDefaultCurrency: (currency) => {
      defaultCurrency = currency;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    setFailMode: (mode) => {
      failMode = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  function packageRow(pkg: FakePackage) {
    return {
      id: String(pkg.id),
      id_format: "{num}",
      id_value: String(pkg.id),
      id_code: String(pkg.id),
      module_id: "1",
      name: pkg.name,
      names: pkg.names ?? [{ lang: "en_us", name: pkg.name }],
      descriptions: (pkg.descriptions ?? []).map((entry) => ({ lang: entry.lang, text: entry.text, html: entry.html ?? `<p>${entry.text}</p>` })),
      description: pkg.descriptions?.find((entry) => entry.lang === "en_us")?.text ?? null,
      qty: null,
      client_qty: null,
      module_row: "0",
      module_group: null,
      taxable: "0",
      single_term: "0",
      status: pkg.status ?? "active",
      hidden: pkg.hidden ? "1" : "0",
      company_id: String(companyId),
      prorata_day: null,
      prorata_cutoff: null,
      upgrades_use_renewal: "1",
      override_price: "0",
      module_name: "cPanel",
    };
  }
}

function pricingRow(pkg: FakePackage, row: FakePricing, index: number) {
  const price = typeof row.price === "number" ? row.price.toFixed(4) : row.price;
  return {
    id: String(pkg.id * 100 + index),
    pricing_id: String(pkg.id * 1000 + index),
    package_id: String(pkg.id),
    term: String(row.term),
    period: row.period,
    price,
    price_renews: price,
    price_transfer: null,
    setup_fee: "0.0000",
    cancel_fee: "0.0000",
    currency: row.currency,
    precision: 2,
    in_use: false,
  };
}

function splitFirstDot(segment: string): [string, string] {
  const dot = segment.indexOf(".");
  return dot === -1 ? [segment, ""] : [segment.slice(0, dot), segment.slice(dot + 1)];
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function basicCredentials(authorization: string | undefined): { user: string; key: string } | null {
  const match = /^Basic\s+(\S.*)$/i.exec(authorization ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon === -1 ? null : { user: decoded.slice(0, colon), key: decoded.slice(colon + 1) };
}

/** A package with its name and description in English and German and its prices in USD and EUR (monthly and yearly). */
export const bilingualPackage = (id: number, usd: number, eur: number): FakePackage => ({
  id,
  name: `Cloud ${id}`,
  names: [
    { lang: "en_us", name: `Cloud ${id}` },
    { lang: "de_de", name: `Wolke ${id}` },
  ],
  descriptions: [
    { lang: "en_us", text: "2 vCPU\n4 GB RAM" },
    { lang: "de_de", text: "2 vCPU\n4 GB Arbeitsspeicher" },
  ],
  pricing: [
    { term: 1, period: "month", price: usd, currency: "USD" },
    { term: 1, period: "year", price: usd * 10, currency: "USD" },
    { term: 1, period: "month", price: eur, currency: "EUR" },
    { term: 1, period: "year", price: eur * 10, currency: "EUR" },
  ],
});
