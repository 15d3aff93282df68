import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  uccRecordFields,
  uccRecordPayloadSchema,
  uccTemplateExampleRow,
} from '../../src/validation/uccUpload';

describe('uccTemplateExampleRow', () => {
  it('fills every column of the template, in the order of its header', () => {
    expect(uccTemplateExampleRow).toHaveLength(Object.keys(uccRecordFields).length);
  });

  it('is a row the upload accepts', () => {
    const record = Object.fromEntries(
      Object.keys(uccRecordFields).map((field, index) => [field, uccTemplateExampleRow[index]]),
    );
    const parsed = z.safeParse(uccRecordPayloadSchema, record);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
