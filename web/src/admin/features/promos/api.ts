import type { PromoCode, PromoInput } from "../../../../../common/contracts";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import { isStatus, type Http } from "../../api/http";
import { asList } from "../../lib/asList";

/** Promo codes: the admin list (public list as fallback), create, update, delete. */
export type PromoBody = Omit<PromoInput, "expiry_date"> & { expiry_date: string | null };

export const promoKeys = { all: ["promos"] as const };

/** The admin list; when it fails for another reason than a 401, the public list. */
export async function fetchPromos(http: Http): Promise<PromoCode[]> {
  try {
    return await http<PromoCode[]>("/api/admin/promo-codes", { noCache: true });
  } catch (error) {
    if (isStatus(error, 401)) throw error;
    return http<PromoCode[]>("/api/promo-codes", { noCache: true, auth: false });
  }
}
export const createPromo = (http: Http, promo: PromoBody) => http<PromoCode>("/api/admin/promo-codes", { method: "POST", body: promo });
export const updatePromo = (http: Http, id: number, promo: PromoBody) => http<PromoCode>(`/api/admin/promo-codes/${id}`, { method: "PUT", body: promo });
export const deletePromo = (http: Http, id: number) => http<unknown>(`/api/admin/promo-codes/${id}`, { method: "DELETE" });

export const usePromos = () => useApiQuery(promoKeys.all, async (http) => asList<PromoCode>(await fetchPromos(http)));
/** Creates a promo code (`id` null) or updates one. */
export const useSavePromo = () =>
  useApiMutation((http, { id, promo }: { id: number | null; promo: PromoBody }) => (id === null ? createPromo(http, promo) : updatePromo(http, id, promo)), [promoKeys.all]);
export const useDeletePromo = () => useApiMutation(deletePromo, [promoKeys.all]);
