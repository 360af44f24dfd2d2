import { createContext, useContext } from "react";
import type { Category, Plan } from "../../../../common/schemas";
import type { ApiClient } from "../api/client";
import type { AdminHost } from "../mount";

export interface Catalog {
  plans: Plan[];
  categories: Category[];
  loading: boolean;
  /** Reloads plans and categories; a 401 logs out (SPEC §4). */
  reload: () => Promise<void>;
  setCategories: (categories: Category[]) => void;
  setPlans: (plans: Plan[]) => void;
}

export interface AdminContextValue {
  api: ApiClient;
  host: AdminHost;
  username: string;
  /** Removes the token and clears data (SPEC §4). */
  logout: () => void;
  /** SPEC §6: on a 401, logs out and answers true. */
  logoutOn401: (error: unknown) => boolean;
  /** Changes whenever Refresh Data is pressed: tabs reload their data. */
  refreshKey: number;
  /** Reloads every piece of admin data, as Refresh Data does (without asking about unsaved changes). */
  refreshAll: () => void;
  catalog: Catalog;
  /** Registers a form with unsaved changes (warned about before leaving). */
  setDirty: (key: string, dirty: boolean) => void;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("useAdmin outside AdminContext");
  return value;
}
