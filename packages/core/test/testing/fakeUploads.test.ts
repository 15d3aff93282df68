import { describe, expect, it } from 'vitest';
import { clientEndpoints } from '../../src/contract/clientEndpoints';
import { inventoryEndpoints } from '../../src/contract/inventoryEndpoints';
import { quoteWriteEndpoints } from '../../src/contract/quoteWriteEndpoints';
import { supportEndpoints } from '../../src/contract/supportEndpoints';
import { fakeReadsCsvOnlyMessage } from '../../src/testing/fakeUploadedTable';
import { xlsxWorkbook } from '../../src/testing/fakeXlsx';
import { validationMessages } from '../../src/validation/messages';
import { uccRecordFields, uccTemplateExampleRow } from '../../src/validation/uccUpload';
import { complianceEmail, dealerEmail, fakeWithCallers, traderEmail } from './fakeCaller';

const governmentBond = { id: 3, isin: 'IN0020240012' };

function csv(...rows: readonly (readonly (string | number)[])[]): Blob {
  return new Blob([rows.map((row) => row.join(',')).join('\r\n')], { type: 'text/csv' });
}

const fileProblem = (message: string) => ({ file: [message] });

describe('the fake’s uploads', () => {
  it('implements the six upload endpoints of the contract', () => {
    const { api } = fakeWithCallers();
    for (const endpoint of [
      quoteWriteEndpoints.uploadQuotes,
      inventoryEndpoints.uploadHoldings,
      inventoryEndpoints.getHoldingsUploadProgress,
      clientEndpoints.uploadUccRecords,
      supportEndpoints.uploadSupportAttachment,
      supportEndpoints.downloadSupportAttachment,
    ])
      expect(api.endpoints).toContain(endpoint);
  });

  describe('spreadsheets', () => {
    const upload = quoteWriteEndpoints.uploadQuotes;
    const quoteRow = [governmentBond.isin, 'BID', 20_000_000];

    it('refuses a request that is not a form, or a form without the file', async () => {
      const { callEndpoint } = fakeWithCallers();
      const notForm = await callEndpoint(upload, {} as never, dealerEmail);
      expect(notForm).toMatchObject({
        status: 400,
        body: fileProblem('Send the file as multipart/form-data in the field "file".'),
      });
      const { call } = fakeWithCallers();
      const form = new FormData();
      form.append('attachment', csv(['isin'], ['x']), 'quotes.csv');
      expect(await call(dealerEmail, 'POST', 'api/eoi/upload/', form)).toMatchObject({
        status: 400,
        body: fileProblem(validationMessages.required),
      });
    });

    it('refuses a file over the contract’s size', async () => {
      const { callEndpoint } = fakeWithCallers();
      const tooLarge = new Blob([new Uint8Array(upload.upload.maxBytes + 1)]);
      const answer = await callEndpoint(upload, { file: tooLarge, fileName: 'quotes.csv' }, dealerEmail);
      expect(answer).toMatchObject({
        status: 400,
        body: fileProblem('The file is larger than 5 MB; upload a smaller file.'),
      });
    });

    it('refuses XLSX, by name or by its ZIP signature, as the fake reads CSV only', async () => {
      const { callEndpoint } = fakeWithCallers();
      const workbook = new Blob([xlsxWorkbook('Quotes', [['isin', 'quote_type', 'quantum']])]);
      for (const fileName of ['quotes.xlsx', 'quotes.csv'])
        expect(await callEndpoint(upload, { file: workbook, fileName }, dealerEmail)).toMatchObject({
          status: 400,
          body: fileProblem(fakeReadsCsvOnlyMessage),
        });
      // As on the server: a file named .xlsx that is not a workbook (no ZIP signature) is no spreadsheet.
      const notWorkbook = await callEndpoint(
        upload,
        { file: csv(['isin', 'quote_type', 'quantum'], quoteRow), fileName: 'QUOTES.XLSX' },
        dealerEmail,
      );
      expect(notWorkbook.body).toEqual(fileProblem('Upload a CSV or XLSX file.'));
    });

    it('refuses another kind of file, missing columns, no data rows and too many rows', async () => {
      const { callEndpoint } = fakeWithCallers();
      const send = async (file: Blob, fileName = 'quotes.csv') =>
        (await callEndpoint(upload, { file, fileName }, dealerEmail)).body;
      expect(await send(csv(['isin', 'quote_type', 'quantum'], quoteRow), 'quotes.pdf')).toEqual(
        fileProblem('Upload a CSV or XLSX file.'),
      );
      expect(await send(csv(['ISIN', 'price'], [governmentBond.isin, 101]))).toEqual(
        fileProblem('Missing columns: quote_type, quantum.'),
      );
      expect(await send(csv(['isin', 'quote_type'], [governmentBond.isin, 'BID']))).toEqual(
        fileProblem('Missing column: quantum.'),
      );
      expect(await send(csv(['isin', 'quote_type', 'quantum']))).toEqual(
        fileProblem('The file has no data rows.'),
      );
      expect(await send(new Blob(['\r\n\r\n']))).toEqual(fileProblem('The file is empty.'));
      const tooMany = csv(['isin', 'quote_type', 'quantum'], ...Array.from({ length: 5001 }, () => quoteRow));
      expect(await send(tooMany)).toEqual(fileProblem('At most 5000 rows per upload.'));
    });
    it('reads a CSV saved with a byte order mark and quoted header cells', async () => {
      const { callEndpoint } = fakeWithCallers();
      const file = new Blob([
        `\uFEFF"ISIN","Quote_Type",quantum\r\n${governmentBond.isin},BID,"1,000,000"\r\n`,
      ]);
      const answer = await callEndpoint(upload, { file, fileName: 'quotes.csv' }, dealerEmail);
      expect(answer.body).toEqual({ created: 0, valid_rows: 1, confirmed: false, errors: [] });
    });
  });

  describe('quotes', () => {
    const upload = quoteWriteEndpoints.uploadQuotes;

    it('checks every row and stores nothing without confirm; with it the valid rows become quotes', async () => {
      const { api, callEndpoint } = fakeWithCallers();
      const file = csv(
        ['isin', 'quote_type', 'quantum', 'yield'],
        [governmentBond.isin, 'bid', '"20,000,000"', 7.25],
        ['IN0000000000', 'BID', 1_000_000, 7],
        [governmentBond.isin, 'SIDEWAYS', 1_000_000, 7],
        ['INE004D07MM4', 'ASK', 1_000_000, 7],
        [governmentBond.isin, 'ASK', -5, 7],
      );
      const errors = [
        { row: 3, message: 'ISIN: No bond with ISIN "IN0000000000".' },
        { row: 4, message: expect.stringContaining('"SIDEWAYS" is not a valid choice.') },
        { row: 5, message: expect.stringContaining('This bond has matured and cannot be quoted.') },
        { row: 6, message: expect.stringMatching(/^Quantum: /) },
      ];
      const dryRun = await callEndpoint(upload, { file, fileName: 'quotes.csv' }, dealerEmail);
      expect(dryRun).toMatchObject({
        status: 200,
        body: { created: 0, valid_rows: 1, confirmed: false, errors },
      });
      expect(api.state.eois).toEqual([]);
      const confirmed = await callEndpoint(
        upload,
        { file, fileName: 'quotes.csv', query: { confirm: true } },
        dealerEmail,
      );
      expect(confirmed.body).toMatchObject({ created: 1, valid_rows: 1, confirmed: true, errors });
      const [quote] = api.state.eois;
      expect((confirmed.body as { created_ids: number[] }).created_ids).toEqual([quote?.id]);
      expect(quote).toMatchObject({
        finstrument_id: governmentBond.id,
        quote_type: 'BID',
        quantum: 20_000_000,
        yield_stored: 0.0725,
        source: 'UPLOAD',
        status: 'OPEN',
        client_id: 101,
      });
    });

    it('reads confirm from the form as the server does, and admits dealers only', async () => {
      const { api, call } = fakeWithCallers();
      const form = () => {
        const body = new FormData();
        body.append('confirm', 'true');
        body.append(
          'file',
          csv(['isin', 'quote_type', 'quantum', 'price'], [governmentBond.isin, 'ASK', 1_000_000, 101]),
          'q.csv',
        );
        return body;
      };
      expect((await call(complianceEmail, 'POST', 'api/eoi/upload/', form())).status).toBe(403);
      expect((await call(null, 'POST', 'api/eoi/upload/', form())).status).toBe(401);
      const answer = await call(dealerEmail, 'POST', 'api/eoi/upload/', form());
      expect(answer.body).toMatchObject({ created: 1, confirmed: true });
      expect(api.state.eois[0]).toMatchObject({ unit_price_stored: 101, quote_type: 'ASK' });
    });
  });

  describe('holdings', () => {
    const upload = inventoryEndpoints.uploadHoldings;
    const progress = inventoryEndpoints.getHoldingsUploadProgress;

    it('writes nothing while a row is bad unless confirmed, then sets the firm’s holdings', async () => {
      const { callEndpoint } = fakeWithCallers();
      const file = csv(
        ['isin', 'quantity', 'valuation_cost'],
        [governmentBond.isin, 3_000_000, 99.5],
        ['INE001A07TV1', 150_000, ''],
        [governmentBond.isin, 1_000_000, ''],
      );
      const refused = await callEndpoint(upload, { file, fileName: 'h.csv' }, dealerEmail);
      expect(refused.body).toEqual({
        created: 0,
        valid_rows: 1,
        confirmed: false,
        errors: [
          { row: 3, message: 'Quantity: Quantum must be a multiple of the face value (₹1,00,000).' },
          { row: 4, message: 'ISIN: IN0020240012 is already in row 2.' },
        ],
      });
      expect((await callEndpoint(inventoryEndpoints.listHoldings, {}, dealerEmail)).body).toEqual([]);
      const written = await callEndpoint(
        upload,
        { file, fileName: 'h.csv', query: { confirm: true } },
        dealerEmail,
      );
      expect(written.body).toMatchObject({ created: 1, confirmed: true });
      // A later upload sets the quantity; a row without a cost keeps the holding's cost.
      await callEndpoint(
        upload,
        { file: csv(['isin', 'quantity'], [governmentBond.isin, 5_000_000]), fileName: 'h.csv' },
        dealerEmail,
      );
      const holdings = (await callEndpoint(inventoryEndpoints.listHoldings, {}, dealerEmail)).body;
      expect(holdings).toMatchObject([
        { finstrument_id: governmentBond.id, quantity: 5_000_000, valuation_cost: 99.5 },
      ]);
      expect((holdings as { confirmed_at: string | null }[])[0]?.confirmed_at).not.toBeNull();
    });

    it('keeps an upload’s progress for its own firm only', async () => {
      const { callEndpoint } = fakeWithCallers();
      await callEndpoint(
        upload,
        {
          file: csv(['isin', 'quantity'], [governmentBond.isin, 2_000_000]),
          query: { upload_id: 'upload-0001' },
        },
        dealerEmail,
      );
      expect(
        (await callEndpoint(progress, { params: { uploadId: 'upload-0001' } }, dealerEmail)).body,
      ).toEqual({
        phase: 'done',
        received_bytes: expect.any(Number),
        total_bytes: null,
        checked_rows: 1,
        total_rows: 1,
        written_rows: 1,
        rows_to_write: 1,
      });
      for (const [email, uploadId] of [
        [traderEmail, 'upload-0001'],
        [dealerEmail, 'upload-0002'],
      ] as const)
        expect(await callEndpoint(progress, { params: { uploadId } }, email)).toMatchObject({
          status: 404,
          body: { detail: 'No upload with this id is in progress.' },
        });
    });
  });

  describe('UCC records', () => {
    const upload = clientEndpoints.uploadUccRecords;
    const header = Object.keys(uccRecordFields);
    const row = (code: string, exchange = 'NSE') =>
      uccTemplateExampleRow.map((cell, index) => (index === 0 ? code : index === 2 ? exchange : cell));

    it('creates the valid rows together and refuses a code already used on the exchange', async () => {
      const { callEndpoint } = fakeWithCallers();
      const first = await callEndpoint(
        upload,
        { file: csv(header, row('abc1')), fileName: 'ucc.csv' },
        dealerEmail,
      );
      expect(first.body).toEqual({ created: 1, errors: [] });
      const second = await callEndpoint(
        upload,
        {
          file: csv(header, row('ABC2'), row('ABC1'), row('ABC2'), row('ABC2', 'BSE'), row('bad code!')),
          fileName: 'ucc.csv',
        },
        dealerEmail,
      );
      const duplicate = 'Client code: A UCC with this client code already exists on this exchange.';
      expect(second.body).toEqual({
        created: 2,
        errors: [
          { row: 3, message: duplicate },
          { row: 4, message: duplicate },
          { row: 6, message: expect.stringContaining('A client code is 1 to 10 letters or digits.') },
        ],
      });
      const listed = await callEndpoint(clientEndpoints.listUcc, {}, dealerEmail);
      expect(
        (listed.body as { results: { client_code: string }[] }).results
          .map((record) => record.client_code)
          .sort(),
      ).toEqual(['ABC1', 'ABC2', 'ABC2']);
    });

    it('refuses a file without the template’s columns', async () => {
      const { callEndpoint } = fakeWithCallers();
      const answer = await callEndpoint(upload, { file: csv(['client', 'code'], ['a', 'b']) }, dealerEmail);
      expect(answer).toMatchObject({
        status: 400,
        body: fileProblem('Missing columns: client_code, name, exchange, pan, client_type.'),
      });
    });
  });

  describe('support attachments', () => {
    const upload = supportEndpoints.uploadSupportAttachment;
    const download = supportEndpoints.downloadSupportAttachment;

    it('refuses an empty file, a missing one and one over the size, in the server’s words', async () => {
      const { call, callEndpoint } = fakeWithCallers();
      expect(await callEndpoint(upload, { file: new Blob([]), fileName: 'empty.txt' })).toMatchObject({
        status: 400,
        body: fileProblem('The submitted file is empty.'),
      });
      const tooLarge = new Blob([new Uint8Array(upload.upload.maxBytes + 1)]);
      expect((await callEndpoint(upload, { file: tooLarge, fileName: 'big.bin' })).body).toEqual(
        fileProblem('The file is larger than 5 MB; upload a smaller file.'),
      );
      expect((await call(null, 'POST', 'ext/public/upload/', new FormData())).body).toEqual(
        fileProblem(validationMessages.required),
      );
    });

    it('keeps the file and serves it back, with its type only when it is a safe one', async () => {
      const { api, callEndpoint } = fakeWithCallers();
      const send = async (content: string, type: string) => {
        const answer = await callEndpoint(upload, { file: new Blob([content], { type }), fileName: 'f' });
        expect(answer.status).toBe(201);
        const url = (answer.body as { file_url: string }).file_url;
        expect(url).toMatch(/^https:\/\/fake\/ext\/public\/files\/[A-Za-z0-9_-]{22}$/);
        return url.split('/').pop() ?? '';
      };
      const pdf = await send('%PDF-1.4', 'application/pdf');
      const page = await send('<script>alert(1)</script>', 'text/html');
      expect(api.administration.supportFiles.size).toBe(2);
      const pdfAnswer = await callEndpoint(download, { params: { fileId: pdf } });
      expect(pdfAnswer).toMatchObject({ status: 200, contentType: 'application/pdf' });
      expect(await (pdfAnswer.body as Blob).text()).toBe('%PDF-1.4');
      const pageAnswer = await callEndpoint(download, { params: { fileId: page } });
      expect(pageAnswer.contentType).toBe('application/octet-stream');
      expect((await callEndpoint(download, { params: { fileId: 'AAAAAAAAAAAAAAAAAAAAAA' } })).status).toBe(
        404,
      );
    });
  });
});
