/**
 * The renderer's Content-Security-Policy, sent as a header with every file of the app. Scripts only from the
 * app's own files; the network only to the configured server (nothing before one is configured: the address
 * check runs in the main process). A change of server reloads the page so the new policy applies.
 */
export function contentSecurityPolicy(serverOrigin: string | null): string {
  const server = serverOrigin ?? "";
  const directives: Record<string, string> = {
    "default-src": "'none'",
    "script-src": "'self'",
    // React sets styles through the CSSOM (allowed anyway); inline <style> is allowed for component libraries.
    "style-src": "'self' 'unsafe-inline'",
    "img-src": `'self' data: blob: ${server}`.trim(),
    "font-src": "'self' data:",
    "connect-src": serverOrigin === null ? "'none'" : serverOrigin,
    "media-src": "'none'",
    "object-src": "'none'",
    "frame-src": "'none'",
    "worker-src": "'none'",
    "manifest-src": "'none'",
    "base-uri": "'none'",
    "form-action": "'none'",
    "frame-ancestors": "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}
