import type { PromoCode, PromoInput } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import { asList } from "../../lib/asList";

/** Promo codes: the admin list, create, update, delete. */
export type PromoBody = Omit<PromoInput, "expiry_date" | "code" | "title" | "description"> & {
  code: string;
  title: string;
  description: string;
  expiry_date: string | null;
};

const promoKeys = { all: ["promos"] as const };

/** The admin list (when it fails for another reason than a 401, the client falls back to the public list). */
export const fetchPromos = (call: ApiCall) => call("GET /api/admin/promo-codes", { noCache: true });
const createPromo = (call: ApiCall, promo: PromoBody) => call("POST /api/admin/promo-codes", { body: promo });
const updatePromo = (call: ApiCall, id: number, promo: PromoBody) => call("PUT /api/admin/promo-codes/:id", { params: { id }, body: promo });
const deletePromo = (call: ApiCall, id: number) => call("DELETE /api/admin/promo-codes/:id", { params: { id } });

export const usePromos = () => useApiQuery(promoKeys.all, async (call) => asList<PromoCode>(await fetchPromos(call)));
/** Creates a promo code (`id` null) or updates one. */
export const useSavePromo = () =>
  useApiMutation(
    (call, { id, promo }: { id: number | null; promo: PromoBody }) => (id === null ? createPromo(call, promo) : updatePromo(call, id, promo)),
    [promoKeys.all],
  );
export const useDeletePromo = () => useApiMutation(deletePromo, [promoKeys.all]);
