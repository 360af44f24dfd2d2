import { createContext, useContext } from "react";
import type { AdminHost } from "./adminHost";

export interface AdminContextValue {
  host: AdminHost;
  username: string;
  /** Registers a form with unsaved changes (asked about before leaving). */
  setDirty: (key: string, dirty: boolean) => void;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("useAdmin outside AdminContext");
  return value;
}
