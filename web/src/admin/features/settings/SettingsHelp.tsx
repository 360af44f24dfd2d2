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
