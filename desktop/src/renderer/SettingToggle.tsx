import { useId, useState } from "react";

interface Props {
  label: string;
  initial: boolean;
  /** Saves the new value in the main process; the box flips back when that fails. */
  save: (enabled: boolean) => Promise<void>;
}

/** One on/off setting of the app: a checkbox that is saved at once. */
export function SettingToggle({ label, initial, save }: Props) {
  const id = useId();
  const [checked, setChecked] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function toggle(enabled: boolean) {
    setSaving(true);
    setChecked(enabled);
    try {
      await save(enabled);
    } catch {
      setChecked(!enabled);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="desk-check">
      <input id={id} type="checkbox" checked={checked} disabled={saving} onChange={(e) => void toggle(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
