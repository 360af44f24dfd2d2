/** The part of negotiator 1.x the server uses (its published types describe 0.6, without `preferred`). */
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, "headers">);
    /** The client's most wanted of `available`; among equal q-values, the first of `preferred`. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
