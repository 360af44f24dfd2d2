export { DEFAULT_STATUS_TIMEOUT_MS, fetchSystemStatus, parseMonitorStatuses, type FetchStatusOptions, type StatusMonitorSettings } from "./fetchStatus";
export { parseStatusSource, type StatusSource } from "./source";
export { StatusPoller, type StatusPollerOptions, type StatusPollerSettings } from "./statusPoller";
export { MONITOR, summarizeStatuses, type StatusSummary } from "./summarize";
