import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** Latest status of one monitor: 0 DOWN, 1 UP, 2 PENDING, 3 MAINTENANCE, or null for a monitor without beats yet. */
type FakeMonitorStatus = 0 | 1 | 2 | 3 | null;

export interface FakeUptimeKumaOptions {
  slug?: string;
  /** The API key /metrics accepts as the Basic-auth password. */
  apiKey?: string;
  monitors?: FakeMonitorStatus[];
  /** Behave like 1.23: a request for an unknown status page never gets an answer (2.x answers 404). */
  hangOnUnknownSlug?: boolean;
  /** A custom domain mapped to the status page: /api/entry-page then names the slug. */
  domainMapped?: boolean;
  /** The clock the beats' times come from (ms since 1970; default the real one). */
  now?: () => number;
}

export interface FakeUptimeKuma {
  /** Base address, e.g. http://127.0.0.1:PORT */
  url: string;
  /** `${url}/status/${slug}` */
  statusPageUrl: string;
  metricsUrl: string;
  /** Paths of every request received, in order. */
  requests: Array<{ path: string; authorization?: string }>;
  /** E.g. [1,1,1] all up → [1,0,1] mixed → [0,0,0] all down. */
  setMonitors(statuses: FakeMonitorStatus[]): void;
  /** Stop answering anything (requests hang until close). */
  setHang(hang: boolean): void;
  /** Shut down: the address then refuses connections. */
  close(): Promise<void>;
}

/** A local server answering like Uptime Kuma's status-page JSON and /metrics (Prometheus text, Basic auth with the API key). */
export async function startFakeUptimeKuma(options: FakeUptimeKumaOptions = {}): Promise<FakeUptimeKuma> {
  const slug = options.slug ?? "main";
  const apiKey = options.apiKey ?? "uk1_fakeKeyForTests";
  let monitors = options.monitors ?? [1, 1, 1];
  let hang = false;
  const requests: FakeUptimeKuma["requests"] = [];
  const sockets = new Set<Socket>();

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    requests.push({ path, authorization: req.headers.authorization });
    if (hang) return;

    if (path === "/metrics") {
      const password = basicPassword(req.headers.authorization);
      if (password !== apiKey) {
        res.writeHead(401, { "www-authenticate": 'Basic realm="Authorization Required"' });
        return res.end("Unauthorized");
      }
      res.writeHead(200, { "content-type": "text/plain; version=0.0.4; charset=utf-8" });
      return res.end(metricsText(monitors));
    }
    if (path === "/api/entry-page") {
      return json(res, 200, options.domainMapped ? { type: "statusPageMatchedDomain", statusPageSlug: slug } : { type: "entryPage", entryPage: "dashboard" });
    }
    const heartbeat = /^\/api\/status-page\/heartbeat\/([^/]+)$/.exec(path);
    if (heartbeat) {
      // Like the real route: no check that the slug exists, an unknown one just has no monitors.
      return json(res, 200, heartbeat[1].toLowerCase() === slug ? heartbeatBody(monitors, (options.now ?? Date.now)()) : { heartbeatList: {}, uptimeList: {} });
    }
    const page = /^\/api\/status-page\/([^/]+)$/.exec(path);
    if (page) {
      if (page[1].toLowerCase() !== slug) {
        if (options.hangOnUnknownSlug) return;
        return json(res, 404, { status: "fail", msg: "Status Page Not Found" });
      }
      return json(res, 200, statusPageBody(slug, monitors));
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("Not Found");
  };

  const server = createServer(handle);
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    statusPageUrl: `${url}/status/${slug}`,
    metricsUrl: `${url}/metrics`,
    requests,
    setMonitors: (statuses) => {
      monitors = statuses;
    },
    setHang: (value) => {
      hang = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function basicPassword(header: string | undefined): string | undefined {
  const match = /^Basic\s+(\S.*)$/i.exec(header ?? "");
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  return decoded.slice(decoded.indexOf(":") + 1);
}

/** Beats as Uptime Kuma returns them: UTC without zone, oldest first; a few UP beats before the latest one. */
function heartbeatBody(monitors: FakeMonitorStatus[], now: number) {
  const heartbeatList: Record<string, Array<{ status: number; time: string; msg: string; ping: number | null }>> = {};
  const uptimeList: Record<string, number> = {};
  monitors.forEach((latest, index) => {
    const id = String(index + 1);
    const statuses = latest === null ? [] : [1, 1, latest];
    heartbeatList[id] = statuses.map((status, i) => ({
      status,
      time: new Date(now - (statuses.length - 1 - i) * 60_000).toISOString().replace("T", " ").replace("Z", ""),
      msg: "",
      ping: status === 1 ? 42 : null,
    }));
    if (latest !== null) uptimeList[`${id}_24`] = statuses.filter((s) => s === 1 || s === 3).length / statuses.length;
  });
  return { heartbeatList, uptimeList };
}

function statusPageBody(slug: string, monitors: FakeMonitorStatus[]) {
  return {
    config: {
      slug,
      title: "Fake Status",
      description: null,
      icon: "/icon.svg",
      autoRefreshInterval: 300,
      theme: "auto",
      published: true,
      showTags: false,
      customCSS: "",
      footerText: null,
      showPoweredBy: true,
      showCertificateExpiry: false,
      showOnlyLastHeartbeat: false,
    },
    incidents: [],
    publicGroupList: [
      { id: 1, name: "Services", weight: 1, monitorList: monitors.map((_, i) => ({ id: i + 1, name: `Service ${i + 1}`, sendUrl: 0, type: "http" })) },
    ],
    maintenanceList: [],
  };
}

function metricsText(monitors: FakeMonitorStatus[]): string {
  const lines = ["# HELP monitor_status Monitor Status (1 = UP, 0= DOWN, 2= PENDING, 3= MAINTENANCE)", "# TYPE monitor_status gauge"];
  monitors.forEach((status, i) => {
    // Metrics are in memory: a monitor appears only after its first beat.
    if (status === null) return;
    const labels = `monitor_id="${i + 1}",monitor_name="Service ${i + 1}",monitor_type="http",monitor_url="https://s${i + 1}.test",monitor_hostname="null",monitor_port="null"`;
    lines.push(`monitor_status{${labels}} ${status}`);
  });
  lines.push("# HELP monitor_response_time Monitor Response Time (ms)", "# TYPE monitor_response_time gauge");
  monitors.forEach((status, i) => {
    if (status !== null) lines.push(`monitor_response_time{monitor_id="${i + 1}",monitor_name="Service ${i + 1}"} ${status === 1 ? 42 : -1}`);
  });
  return `${lines.join("\n")}\n`;
}
