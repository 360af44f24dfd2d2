import { useCallback, useEffect, useState } from "react";

export type Theme = "light" | "dark";

/** The administrator's choice, kept only while it differs from the system's (otherwise the panel follows the system). */
export const THEME_STORAGE_KEY = "admin_theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

function systemTheme(): Theme {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

/** The theme to paint with before React runs (so a dark system never flashes a light panel). */
export function initialTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

/** The panel's theme on `root` (data-theme): the stored choice, else the system's, following system changes live. */
export function useTheme(root: HTMLElement) {
  const [system, setSystem] = useState(systemTheme);
  const [chosen, setChosen] = useState(storedTheme);
  const theme = chosen ?? system;

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystem(query.matches ? "dark" : "light");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    root.dataset.theme = theme;
  }, [root, theme]);

  const toggle = useCallback(() => {
    const next: Theme = theme === "dark" ? "light" : "dark";
    try {
      if (next === system) window.localStorage.removeItem(THEME_STORAGE_KEY);
      else window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      /* storage unavailable: the choice lasts until the page is closed */
    }
    setChosen(next === system ? null : next);
  }, [theme, system]);

  return { theme, toggle };
}
