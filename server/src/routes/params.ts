import type { Context } from "koa";
import { NotFoundError } from "../errors";

/** The numeric id in the path; anything else cannot name a record, so it is a 404. */
export function idParam(ctx: Context, what: string, name = "id"): number {
  const raw = (ctx as Context & { params: Record<string, string> }).params[name];
  const id = Number(raw);
  if (!/^\d+$/.test(raw ?? "") || !Number.isSafeInteger(id) || id < 1) throw NotFoundError(`${what} ${raw} not found`);
  return id;
}
