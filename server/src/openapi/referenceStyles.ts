/** Styles of the API reference page (inline: the page has no other assets). Light and dark follow the system. */
export const REFERENCE_STYLES = `
:root { color-scheme: light dark; --bg: #f8fafc; --card: #ffffff; --ink: #0f172a; --text: #334155; --muted: #55627a; --line: #d8dee8;
  --code-bg: #eef2f7; --link: #3730a3; --get: #0f6b3a; --post: #1d4ed8; --put: #8a4b00; --delete: #b42318; --ok: #0f6b3a; --error: #b42318; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0b1120; --card: #111a2e; --ink: #f1f5f9; --text: #d3dbe6; --muted: #a3b0c2; --line: #2a3650; --code-bg: #1b2640; --link: #a5b4fc;
    --get: #6ee7a8; --post: #93c5fd; --put: #fcd28d; --delete: #fca5a5; --ok: #6ee7a8; --error: #fca5a5; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--link); }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
code { background: var(--code-bg); padding: 0.1em 0.35em; border-radius: 4px; overflow-wrap: anywhere; }
pre { background: var(--code-bg); padding: 0.75rem; border-radius: 8px; overflow: auto; max-height: 24rem; }
h1, h2, h3, h4 { color: var(--ink); line-height: 1.25; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: var(--card); padding: 0.5rem; z-index: 1; }
.top { padding: 1.25rem 1.5rem; border-bottom: 1px solid var(--line); background: var(--card); }
.top h1 { margin: 0 0 0.25rem; font-size: 1.5rem; }
.top p { margin: 0; }
.layout { display: grid; grid-template-columns: 15rem minmax(0, 1fr); gap: 1.5rem; max-width: 80rem; margin: 0 auto; padding: 1.5rem; }
.toc { position: sticky; top: 1rem; align-self: start; max-height: calc(100vh - 2rem); overflow: auto; }
.toc h2 { font-size: 1rem; margin: 0 0 0.5rem; }
.toc ul { list-style: none; margin: 0; padding: 0; }
.toc li { padding: 0.2rem 0; display: flex; justify-content: space-between; gap: 0.5rem; }
main > section { margin-bottom: 2.5rem; }
main h2 { font-size: 1.35rem; border-bottom: 1px solid var(--line); padding-bottom: 0.35rem; text-transform: capitalize; }
.operation { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 1rem 1.25rem; margin: 1rem 0; }
.operation.is-deprecated { opacity: 0.92; border-style: dashed; }
.operation h3 { margin: 0 0 0.35rem; font-size: 1.05rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; }
.operation h4 { margin: 1rem 0 0.35rem; font-size: 0.95rem; }
.path { background: none; padding: 0; color: var(--ink); font-size: 1rem; }
.method { font: 700 0.8rem ui-monospace, monospace; padding: 0.15rem 0.45rem; border-radius: 5px; border: 1.5px solid currentColor; }
.method-get { color: var(--get); } .method-post { color: var(--post); } .method-put { color: var(--put); } .method-delete { color: var(--delete); }
.summary { margin: 0.25rem 0; color: var(--ink); }
.badge { display: inline-block; font-size: 0.75rem; font-weight: 600; padding: 0.05rem 0.45rem; border-radius: 999px; border: 1px solid var(--line); color: var(--muted); }
.badge.admin { color: var(--put); border-color: currentColor; }
.badge.deprecated { color: var(--delete); border-color: currentColor; }
.muted, .optional { color: var(--muted); font-weight: 400; }
.optional { font-size: 0.8em; }
.table-wrap { overflow-x: auto; }
code.field { overflow-wrap: normal; white-space: nowrap; }
table { border-collapse: collapse; width: 100%; font-size: 0.92rem; }
th, td { text-align: left; vertical-align: top; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--line); }
tbody th { width: 1%; white-space: nowrap; }
thead th { color: var(--muted); font-weight: 600; }
details { margin: 0.35rem 0; } summary { cursor: pointer; color: var(--link); }
.responses { list-style: none; padding: 0; margin: 0; }
.responses li { padding: 0.35rem 0; border-bottom: 1px solid var(--line); }
.status { font: 700 0.85rem ui-monospace, monospace; }
.status.ok { color: var(--ok); } .status.error { color: var(--error); }
.type { margin: 0.25rem 0; }
@media (max-width: 760px) {
  .layout { grid-template-columns: 1fr; padding: 1rem; }
  .toc { position: static; max-height: none; }
  .toc ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
  .operation { padding: 0.85rem; }
}
`;
