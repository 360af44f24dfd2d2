import type { FieldErrorCode } from "../errorCodes";

/**
 * A rule that spans several fields or records, broken: the field it is reported at (a dotted path such as
 * "currency_prices.EUR.price") and what is wrong there. The API answers it as a 400 naming the field; a restore
 * refuses a backup file with it.
 */
export interface FieldProblem {
  field: string;
  message: string;
  /** The stable code of the rule (`errors[].code` of the API's 400). */
  code: FieldErrorCode;
}
