const TIPS: [string, string][] = [
  ["# Heading", "Section heading (## and ### for smaller ones)"],
  ["**bold**, *italic*", "Emphasis"],
  ["- item", "Bulleted list (1. for numbered)"],
  ["[text](https://example.com)", "Link"],
  ["| A | B |", "Table (GitHub style, with a |---|---| row)"],
  ["A new line", "Line breaks are kept as typed; an empty line starts a new paragraph"],
];

/** Markdown tips for the legal editor. */
export function MarkdownTips() {
  return (
    <aside className="info-box" aria-labelledby="markdown-tips">
      <h2 id="markdown-tips">Markdown Tips</h2>
      <table className="data-table">
        <tbody>
          {TIPS.map(([code, meaning]) => (
            <tr key={code}>
              <td>
                <code>{code}</code>
              </td>
              <td>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </aside>
  );
}
