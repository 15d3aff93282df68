/**
 * What a plain field check (`checkQuantum`, `checkSettlementDate`) answers: the field's value as sent, or the
 * one message the field shows (the spec's, word for word). The schemas of the same fields call these checks,
 * so a form that checks without zod and a server that parses with the schema apply one rule.
 */
export type FieldCheckResult<Value> = { ok: true; value: Value } | { ok: false; message: string };
