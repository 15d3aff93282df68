import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { supportTicketTypes } from '@bondkit/core/validation';
import { contactFormSchema, contactRequestTypeSchema } from '@bondkit/core/validation';
import type { ContactForm, ContactRequestType } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { useSessionState } from '../../app/useSessionState';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import type { FieldErrors } from '../../forms/fieldErrors';
import { TextField } from '../../forms/TextField';
import { supportFailureText } from '../../support/supportRequests';
import { StaticPage } from './StaticPage';

/** The contact form's success toast (trading-and-chat section 8). */
export const contactSuccessText = 'Your message has been noted';

function ticketBody(form: ContactForm): string {
  return [
    form.message,
    '',
    `Name: ${form.name}`,
    `Email: ${form.email}`,
    form.mobile ? `Mobile: ${form.mobile}` : null,
    form.company ? `Company: ${form.company}` : null,
    `Request: ${form.request_type}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** /contact: a message to the team, sent as a support ticket (a query). `?request=` picks the request type. */
export function ContactPage() {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  const [searchParameters] = useSearchParams();
  const requested = contactRequestTypeSchema.safeParse(searchParameters.get('request'));
  const requestType: ContactRequestType = requested.success ? requested.data : 'CONTACT_FORM';
  const [form, setForm] = useState({
    name: user ? `${user.user_info.first_name} ${user.user_info.last_name}` : '',
    email: user?.user_info.email ?? '',
    mobile: '',
    company: user?.name ?? '',
    message: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const set = (key: keyof typeof form, value: string) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = contactFormSchema.safeParse({ ...form, request_type: requestType });
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error.issues));
    if (!parsed.success) return;
    setBusy(true);
    try {
      await client.support.createTicket(
        {
          type: supportTicketTypes.query,
          title: `Contact form: ${parsed.data.name}${parsed.data.company ? ` (${parsed.data.company})` : ''}`,
          body: ticketBody(parsed.data),
        },
        { email: parsed.data.email },
      );
      client.toasts.push({ severity: 'success', summary: contactSuccessText });
      setSent(true);
      setForm((current) => ({ ...current, message: '' }));
    } catch (error) {
      client.toasts.push({ severity: 'error', summary: supportFailureText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <StaticPage
      title="Contact us"
      lead="Questions about pricing, access, integrating with an exchange or moving your desk to bondkit: write to us and we will answer by email, usually within one working day."
    >
      <div className="app-contact">
        <form
          className="app-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Contact form"
        >
          <TextField
            label="Name"
            autoComplete="name"
            value={form.name}
            onChange={(event) => set('name', event.target.value)}
            error={errors.name}
          />
          <TextField
            label="Business email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => set('email', event.target.value)}
            error={errors.email}
          />
          <div className="app-form__row">
            <TextField
              label="Mobile (optional)"
              type="tel"
              autoComplete="tel"
              value={form.mobile}
              onChange={(event) => set('mobile', event.target.value)}
              error={errors.mobile}
            />
            <TextField
              label="Company (optional)"
              autoComplete="organization"
              value={form.company}
              onChange={(event) => set('company', event.target.value)}
              error={errors.company}
            />
          </div>
          <div className="app-field">
            <label htmlFor="contact-message">Message</label>
            <textarea
              id="contact-message"
              rows={6}
              value={form.message}
              onChange={(event) => set('message', event.target.value)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'contact-message-error' : undefined}
            />
            {errors.message ? (
              <p id="contact-message-error" className="app-field__error" role="alert">
                {errors.message}
              </p>
            ) : null}
          </div>
          <button type="submit" className="app-button app-button--primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send message'}
          </button>
          {sent ? (
            <p role="status" className="app-field__hint">
              Thank you. We will reply to {form.email}.
            </p>
          ) : null}
        </form>
        <aside className="app-contact__aside" aria-label="Other ways to reach us">
          <h2>Sales</h2>
          <p>Access for your desk, premium market data and exchange integration.</p>
          <h2>Support</h2>
          <p>Signed-in users can also raise a ticket from any page through the support widget.</p>
          <h2>Office</h2>
          <p>Bandra Kurla Complex, Mumbai 400051</p>
        </aside>
      </div>
    </StaticPage>
  );
}
