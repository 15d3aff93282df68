import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { emailSchema, supportTicketSchema, validationMessages } from '@bondkit/core/validation';
import { useAppServices } from '../app/AppServices';
import { useSessionState } from '../app/useSessionState';
import { fieldErrorsOf } from '../forms/fieldErrors';
import type { FieldErrors } from '../forms/fieldErrors';
import { TextField } from '../forms/TextField';
import {
  issueOptions,
  pricingConsentLabel,
  supportFailureText,
  supportRequestKinds,
  supportRequests,
} from './supportRequests';
import type { IssueOption, SupportRequestKind } from './supportRequests';

/** The largest attachment the server takes (`ext/public/upload/`: 5 MiB). */
const maximumAttachmentBytes = 5 * 1024 * 1024;

export interface SupportDialogProps {
  /** Whether the dialog is open (a modal `<dialog>`). */
  open: boolean;
  /** Called when the user closes it, or after a request was sent. */
  onClose: () => void;
  /** The kind selected when it opens. Default `'query'`. */
  initialKind?: SupportRequestKind | undefined;
  /** The issue checkboxes offered. Default: all four; the counter-RFQ form passes `counterRfqIssueOptions`. */
  issues?: readonly IssueOption[] | undefined;
  /** The subject it opens with, e.g. the bond's name. Default empty. */
  initialTitle?: string | undefined;
  /**
   * Pricing details the user may share with support (the bond, its price and yield), added to the ticket
   * only with the user's consent. Default none: the consent is not asked.
   */
  pricingDetails?: string | undefined;
}

/**
 * A support request (trading-and-chat 8 and 9): ask a query, report an issue (with the issue checkboxes),
 * request access or give feedback, with an optional attachment, sent as a support ticket from the
 * signed-in user's email (a visitor gives one). Each kind has its own success toast; a failed upload and
 * a failed ticket their own failure toasts.
 */
export function SupportDialog({
  open,
  onClose,
  initialKind = 'query',
  issues = issueOptions,
  initialTitle = '',
  pricingDetails,
}: SupportDialogProps) {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [kind, setKind] = useState<SupportRequestKind>(initialKind);
  const [title, setTitle] = useState(initialTitle);
  const [description, setDescription] = useState('');
  const [checked, setChecked] = useState<ReadonlySet<IssueOption>>(new Set());
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      setKind(initialKind);
      setTitle(initialTitle);
      setErrors({});
      // jsdom has no showModal; browsers all do.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open, initialKind, initialTitle]);

  function toggleIssue(option: IssueOption) {
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(option)) next.delete(option);
      else next.add(option);
      return next;
    });
  }

  function ticketBody(): string {
    const lines = [description.trim()];
    if (kind === 'issue') lines.push('', `Issues: ${[...checked].join(', ')}`);
    if (pricingDetails !== undefined && consent)
      lines.push('', 'Pricing details shared by the user:', pricingDetails);
    lines.push('', `Page: ${window.location.href}`);
    return lines.join('\n');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    const ticket = {
      type: supportRequests[kind].type,
      title,
      body: description.trim() === '' ? '' : ticketBody(),
      ...(file ? { file } : {}),
    };
    const parsed = supportTicketSchema.safeParse(ticket);
    if (!parsed.success) Object.assign(found, fieldErrorsOf(parsed.error.issues));
    if (found.body !== undefined) {
      found.description = found.body;
      delete found.body;
    }
    if (kind === 'issue' && checked.size === 0) found.issues = 'Select at least one issue.';
    if (file !== null && file.size > maximumAttachmentBytes) found.file = 'The file is larger than 5 MB.';
    const contact = user?.user_info.email ?? email.trim();
    const checkedEmail = emailSchema.safeParse(contact);
    if (user === null && !checkedEmail.success)
      found.email = checkedEmail.error.issues[0]?.message ?? validationMessages.email;
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setBusy(true);
    try {
      await client.support.createTicket(parsed.data, { email: contact });
      client.toasts.push({ severity: 'success', summary: supportRequests[kind].success });
      setDescription('');
      setChecked(new Set());
      setFile(null);
      setConsent(false);
      onClose();
    } catch (error) {
      client.toasts.push({ severity: 'error', summary: supportFailureText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      className="app-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
    >
      <form className="app-form" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId}>Contact support</h2>
        <fieldset className="app-choice-group">
          <legend>What do you need?</legend>
          {supportRequestKinds.map((option) => (
            <label key={option} className="app-checkbox">
              <input
                type="radio"
                name="support-kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {supportRequests[option].label}
            </label>
          ))}
        </fieldset>
        {user === null ? (
          <TextField
            label="Your email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
        ) : null}
        <TextField
          label="Subject"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
        />
        {kind === 'issue' ? (
          <fieldset
            className="app-choice-group"
            aria-invalid={errors.issues ? true : undefined}
            aria-describedby={errors.issues ? `${titleId}-issues` : undefined}
          >
            <legend>What seems wrong?</legend>
            {issues.map((option) => (
              <label key={option} className="app-checkbox">
                <input type="checkbox" checked={checked.has(option)} onChange={() => toggleIssue(option)} />
                {option}
              </label>
            ))}
            {errors.issues ? (
              <p id={`${titleId}-issues`} className="app-field__error" role="alert">
                {errors.issues}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <div className="app-field">
          <label htmlFor={`${titleId}-description`}>Description</label>
          <textarea
            id={`${titleId}-description`}
            rows={5}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${titleId}-description-error` : undefined}
          />
          {errors.description ? (
            <p id={`${titleId}-description-error`} className="app-field__error" role="alert">
              {errors.description}
            </p>
          ) : null}
        </div>
        <div className="app-field">
          <label htmlFor={`${titleId}-file`}>Attachment (optional, up to 5 MB)</label>
          <input
            id={`${titleId}-file`}
            type="file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${titleId}-file-error` : undefined}
          />
          {errors.file ? (
            <p id={`${titleId}-file-error`} className="app-field__error" role="alert">
              {errors.file}
            </p>
          ) : null}
        </div>
        {pricingDetails !== undefined ? (
          <label className="app-checkbox">
            <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
            {pricingConsentLabel}
          </label>
        ) : null}
        <div className="app-actions">
          <button type="submit" className="app-button app-button--primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send'}
          </button>
          <button type="button" className="app-button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
