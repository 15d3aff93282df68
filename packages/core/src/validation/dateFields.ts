import * as z from 'zod/mini';
import { addCustomIssue } from './customIssue';
import { requiredMessage, validationMessages } from './messages';
import type { FieldCheckResult } from './fieldCheckResult';
import { fieldCheckSchema } from './fieldCheckSchema';
import { specMessages, specRequiredMessage } from './specMessages';
import { daysInMonth } from '../pricing/isoDate';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A calendar date as the API takes it, `YYYY-MM-DD`. A `Date` (from a date picker) is read in local
 * time, because a picker's midnight in India is the previous day in UTC.
 */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const isoDatePattern = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/**
 * Whether `text` is a real calendar date written `YYYY-MM-DD` (2024-02-29 is, 2026-02-29 and 2026-04-31 are
 * not): what `z.iso.date()` accepts, without zod (a test holds the two to the same answers).
 */
export function isIsoDate(text: string): boolean {
  const match = isoDatePattern.exec(text);
  if (match === null) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month);
}

/**
 * The settlement date rule of `settlementDateSchema`, without zod: required ('This field is required', as every
 * quote-form field), a real calendar date given as `YYYY-MM-DD` text or a valid `Date` ('Please enter a valid
 * date'). The value is always `YYYY-MM-DD`.
 */
export function checkSettlementDate(input: unknown): FieldCheckResult<string> {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    return { ok: false, message: specRequiredMessage() };
  }
  if (input instanceof Date && !Number.isNaN(input.getTime())) return { ok: true, value: toIsoDate(input) };
  if (typeof input === 'string' && isIsoDate(input.trim())) return { ok: true, value: input.trim() };
  return { ok: false, message: specMessages.date };
}

/**
 * Settlement date: required ('This field is required', as every quote-form field), a real calendar date given as `YYYY-MM-DD`
 * text or a valid `Date` ('Please enter a valid date'). The output is always `YYYY-MM-DD`: `checkSettlementDate`.
 */
export const settlementDateSchema = /* @__PURE__ */ fieldCheckSchema(checkSettlementDate);

/** Options of `createTradeTimeSchema`. */
export interface TradeTimeOptions {
  /** The clock to compare against, injectable for tests. Default: `() => new Date()`. */
  now?: (() => Date) | undefined;
}

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * Trade time of a reported trade: required ('This field is required'), a `Date` or an ISO 8601 date-time with an offset (a time
 * without one would mean different instants on the client and the server), and not later than now
 * ('Trade time cannot be later than the current time.'; exactly now is accepted). Output: a `Date`.
 * `now` is read at each parse, not when the schema is made, so one schema serves a long-lived form.
 */
export function createTradeTimeSchema({ now = () => new Date() }: TradeTimeOptions = {}) {
  return z.pipe(
    z.unknown(),
    z.transform((input, context): Date => {
      if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
        addCustomIssue(context, requiredMessage());
        return z.NEVER;
      }
      let time: Date | undefined;
      if (input instanceof Date && !Number.isNaN(input.getTime())) time = input;
      else if (typeof input === 'string' && isoDateTime.safeParse(input.trim()).success)
        time = new Date(input.trim());
      if (time === undefined) {
        addCustomIssue(context, validationMessages.date);
        return z.NEVER;
      }
      if (time.getTime() > now().getTime()) {
        addCustomIssue(context, validationMessages.tradeTimeInFuture);
        return z.NEVER;
      }
      return time;
    }),
  );
}
