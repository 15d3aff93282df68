import * as z from 'zod/mini';
import { addCustomIssue } from './customIssue';
import { requiredMessage, validationMessages } from './messages';

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

const isoDate = z.iso.date();

/**
 * Settlement date: required ('This field is required', as every quote-form field), a real calendar date given as `YYYY-MM-DD`
 * text or a valid `Date` ('Please enter a valid date'). The output is always `YYYY-MM-DD`.
 */
export const settlementDateSchema = z.pipe(
  z.unknown(),
  z.transform((input, context): string => {
    if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
      addCustomIssue(context, requiredMessage());
      return z.NEVER;
    }
    if (input instanceof Date && !Number.isNaN(input.getTime())) return toIsoDate(input);
    if (typeof input === 'string' && isoDate.safeParse(input.trim()).success) return input.trim();
    addCustomIssue(context, validationMessages.date);
    return z.NEVER;
  }),
);

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
