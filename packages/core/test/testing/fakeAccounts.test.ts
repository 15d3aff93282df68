import { describe, expect, it } from 'vitest';
import { fakeDemoOtp, fakeDemoPassword } from '../../src/testing/index';
import { complianceEmail, dealerEmail, fakeWithCallers, opsAdminEmail, traderEmail } from './fakeCaller';

const uccRecord = (clientCode: string) => ({
  client_code: clientCode,
  name: 'Unit Test Client',
  exchange: 'NSE',
  pan: 'ABCPE1234F',
  client_type: 'INDV',
});

const managedClient = (pan: string) => ({
  client_type: 'INDV',
  category: 'HNI',
  name: 'Unit Test Client',
  pan,
  gst: '',
  address_line: '14 Marine Drive',
  city: 'Kochi',
  state: 'KERALA',
  pincode: '682011',
  bank_account_number: '50100234567890',
  ifsc: 'hdfc0001234',
  bo_id: '1208160000123456',
  dp_id: '',
  depository_client_id: '',
  nse_custodian_id: null,
  bse_custodian_id: null,
  contact_name: 'Unit Test',
  email: 'Unit.Test@Example.in',
  mobile: '9847012345',
  whatsapp_consent: false,
  consent: true,
});

describe("the fake's accounts and clients", () => {
  it("applies the server's access policies: 401 for nobody, 403 for a role the endpoint refuses", async () => {
    const { call } = fakeWithCallers();
    expect((await call(null, 'GET', 'api/client/')).status).toBe(401);
    expect((await call(dealerEmail, 'GET', 'api/client/credentials/')).status).toBe(403);
    expect((await call(complianceEmail, 'GET', 'api/clients/')).status).toBe(403);
    expect((await call(dealerEmail, 'GET', 'api/surveillance/channels/')).status).toBe(403);
    // A refused role learns nothing of its body's mistakes: the guard runs before validation.
    expect((await call(dealerEmail, 'POST', 'api/client/credentials/', { corp: 'LSE' })).status).toBe(403);
  });

  it("keeps each firm's UCC records to itself and refuses a second record of a code on an exchange", async () => {
    const { call } = fakeWithCallers();
    const created = await call(traderEmail, 'POST', 'api/clients/ucc/', uccRecord('kir01'));
    expect(created).toMatchObject({ status: 201, body: { client_code: 'KIR01', status: 'active' } });
    const id = (created.body as { id: number }).id;
    expect((await call(dealerEmail, 'GET', `api/clients/ucc/${id}/`)).status).toBe(404);
    expect((await call(dealerEmail, 'PATCH', `api/clients/ucc/${id}/`, { name: 'Taken over' })).status).toBe(
      404,
    );
    expect((await call(dealerEmail, 'GET', 'api/clients/ucc/')).body).toMatchObject({ count: 0 });
    expect((await call(traderEmail, 'POST', 'api/clients/ucc/', uccRecord('KIR01'))).status).toBe(409);
    const other = await call(traderEmail, 'POST', 'api/clients/ucc/', uccRecord('KIR02'));
    const clash = await call(traderEmail, 'PATCH', `api/clients/ucc/${(other.body as { id: number }).id}/`, {
      client_code: 'kir01',
    });
    expect(clash).toMatchObject({ status: 409, body: { client_code: [expect.any(String)] } });
    expect((await call(traderEmail, 'GET', 'api/clients/ucc/?search=kir0')).body).toMatchObject({ count: 2 });
  });

  it('answers the UCC template as a real XLSX file', async () => {
    const { call } = fakeWithCallers();
    const answer = await call(dealerEmail, 'GET', 'api/clients/ucc/download-template/');
    expect(answer.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = new Uint8Array(await (answer.body as Blob).arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('xl/worksheets/sheet1.xml');
    expect(text).toContain('<t xml:space="preserve">client_code</t>');
  });

  it('onboards managed clients once per PAN, and hides them from other firms', async () => {
    const { call } = fakeWithCallers();
    const created = await call(dealerEmail, 'POST', 'api/clients/', managedClient('CQRPC1001A'));
    expect(created).toMatchObject({
      status: 201,
      body: { ifsc: 'HDFC0001234', email: 'unit.test@example.in' },
    });
    const id = (created.body as { id: number }).id;
    expect((await call(dealerEmail, 'POST', 'api/clients/', managedClient('CQRPC1001A'))).status).toBe(409);
    expect((await call(traderEmail, 'GET', `api/clients/${id}/`)).status).toBe(404);
    const replaced = await call(dealerEmail, 'PUT', `api/clients/${id}/`, {
      ...managedClient('CQRPC1001A'),
      city: 'Ernakulam',
    });
    expect(replaced.body).toMatchObject({
      city: 'Ernakulam',
      created_at: (created.body as { created_at: string }).created_at,
    });
    expect((await call(dealerEmail, 'GET', 'api/clients/?search=unit')).body).toMatchObject({ count: 1 });
    const badCustodian = await call(dealerEmail, 'POST', 'api/clients/', {
      ...managedClient('CQRPC1002A'),
      nse_custodian_id: 601,
    });
    expect(badCustodian).toMatchObject({
      status: 400,
      body: { nse_custodian_id: ['Choose a custodian on NSE.'] },
    });
    // The firm's members list the managed client's (none); another firm's client is a 404.
    expect(await call(dealerEmail, 'GET', `api/trade/client/users/${id}/`)).toMatchObject({
      status: 200,
      body: [],
    });
    expect((await call(traderEmail, 'GET', 'api/trade/client/users/101/')).status).toBe(404);
  });

  it("lets only the ops admin change the firm's profile, and the firm's sessions follow", async () => {
    const { call } = fakeWithCallers();
    const refused = await call(dealerEmail, 'PUT', 'api/client/profile', { brand_name: 'Dealer Brand' });
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: "Only an ops admin can change the firm's profile." },
    });
    const changed = await call(opsAdminEmail, 'PUT', 'api/client/profile', {
      brand_name: 'Meridian',
      website: 'https://www.Meridian.example/x',
    });
    expect(changed.body).toMatchObject({ brand_name: 'Meridian', website: 'meridian.example' });
    expect((await call(dealerEmail, 'GET', 'api/session/')).body).toMatchObject({ brand_name: 'Meridian' });
    expect((await call(null, 'GET', 'api/client/by-website/?website=meridian.example')).body).toMatchObject({
      id: 101,
    });
    expect((await call(null, 'GET', 'api/client/by-website/?website=nobody.example')).status).toBe(404);
  });

  it('changes roles and status of members, never the admin out of their own firm', async () => {
    const { call } = fakeWithCallers();
    expect(
      (await call(opsAdminEmail, 'PATCH', 'api/trade/members/204/', { status: 'inactive' })).status,
    ).toBe(400);
    expect((await call(opsAdminEmail, 'PATCH', 'api/trade/members/204/', { roles: ['user'] })).status).toBe(
      400,
    );
    // The trader's membership is another firm's.
    expect(
      (await call(opsAdminEmail, 'PATCH', 'api/trade/members/212/', { status: 'inactive' })).status,
    ).toBe(404);
    const members = async () =>
      ((await call(dealerEmail, 'GET', 'api/trade/client/users/101/')).body as { id: number }[]).map(
        ({ id }) => id,
      );
    expect(await members()).toContain(203);
    expect(
      await call(opsAdminEmail, 'PATCH', 'api/trade/members/203/', { status: 'inactive' }),
    ).toMatchObject({
      status: 200,
      body: { status: 'inactive' },
    });
    expect(await members()).not.toContain(203);
  });

  it('changes a password with the current one, and signs in with the new one only', async () => {
    const { call, signIn } = fakeWithCallers();
    const change = (old_password: string) =>
      call(dealerEmail, 'POST', 'api/change-password/demo-1/', {
        new_password1: 'Quarterly-Coupon-2027',
        new_password2: 'Quarterly-Coupon-2027',
        token: '',
        old_password,
      });
    expect((await change('wrong')).body).toEqual({ old_password: ['Your current password is incorrect.'] });
    expect(
      (
        await call(traderEmail, 'POST', 'api/change-password/demo-1/', {
          new_password1: 'Quarterly-Coupon-2027',
          new_password2: 'Quarterly-Coupon-2027',
          token: '',
          old_password: fakeDemoPassword,
        })
      ).status,
    ).toBe(403);
    expect((await change(fakeDemoPassword)).status).toBe(200);
    expect(await signIn(dealerEmail)).toBe(401);
    expect(await signIn(dealerEmail, 'Quarterly-Coupon-2027')).toBe(200);
  });

  it('resets a password with the mailed link once, and signs the user out everywhere', async () => {
    const { api, call, signIn } = fakeWithCallers();
    expect((await call(dealerEmail, 'GET', 'api/session/')).status).toBe(200);
    await call(null, 'POST', 'api/reset-password/', { email: dealerEmail, web_url: 'https://fake/reset' });
    const link = new URL(
      /https:\/\/\S+/.exec(api.state.sentMessages.at(-1)?.body ?? '')?.[0] ?? 'https://fake/',
    );
    const reset = (userId: string) =>
      call(null, 'POST', `api/change-password/${userId}/`, {
        new_password1: 'Quarterly-Coupon-2027',
        new_password2: 'Quarterly-Coupon-2027',
        token: link.searchParams.get('token') ?? 'none',
      });
    // The link's token is the dealer's: another user's id does not take it.
    expect((await reset('212')).status).toBe(400);
    expect((await reset(link.searchParams.get('uid') ?? '')).status).toBe(200);
    expect((await reset(link.searchParams.get('uid') ?? '')).status).toBe(400);
    expect((await call(dealerEmail, 'GET', 'api/session/')).status).toBe(401);
    expect(await signIn(dealerEmail, 'Quarterly-Coupon-2027')).toBe(200);
  });

  it('registers a client only after an OTP of the same mode, and its first user signs in', async () => {
    const { call, signIn } = fakeWithCallers();
    const registration = {
      auth_mode: 'register',
      pan: 'ABCPV1234K',
      password: 'Strong@Pass1',
      identity: { first_name: 'Asha', last_name: 'Verma' },
      client_type: 'INDV',
      category: 'RTL',
      corporate_identity: null,
      contact: { email: 'asha@example.in', mobile: '9123400011', whatsapp_consent: false },
    };
    expect((await call(null, 'POST', 'api/client/register/', registration)).body).toEqual({
      non_field_errors: ['Verify your mobile number or email address with an OTP before registering.'],
    });
    await call(null, 'POST', 'api/validate-otp/', {
      mobile: '9123400011',
      otp: fakeDemoOtp,
      request_type: 'login',
    });
    expect((await call(null, 'POST', 'api/client/register/', registration)).status).toBe(400);
    await call(null, 'POST', 'api/validate-otp/', {
      mobile: '9123400011',
      otp: fakeDemoOtp,
      request_type: 'register',
    });
    expect((await call(null, 'POST', 'api/client/register/', registration)).status).toBe(201);
    expect(await signIn('asha@example.in', 'Strong@Pass1')).toBe(200);
    expect((await call('asha@example.in', 'GET', 'api/client/')).body).toMatchObject({
      name: 'Asha Verma',
      client_type: 'INDV',
    });
  });
});
