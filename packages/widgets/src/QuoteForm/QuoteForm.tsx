import type { CSSProperties } from 'react';
import { BondSearch } from '../BondSearch/BondSearch';
import { CounterpartySearch } from '../CounterpartySearch/CounterpartySearch';
import { lazyLocalPricer } from '../PricingInput/lazyLocalPricer';
import { PricingField } from '../PricingInput/PricingInput';
import { ToggleGroup } from '../primitives/ToggleGroup/ToggleGroup';
import { useWidgetRoot } from '../provider/useWidgetRoot';
import type { Appearance } from '../theme/appearance';
import { LabelledField } from './LabelledField';
import { quoteValidityOptions } from './quoteValidity';
import { useQuoteForm } from './useQuoteForm';
import type { QuoteFormState, UseQuoteFormOptions } from './quoteFormState';

/**
 * `<QuoteForm>`'s props: every `useQuoteForm` option (the value, controlled or not, the run, the rules'
 * inputs and the callbacks) and the view's own.
 */
export interface QuoteFormProps extends Omit<UseQuoteFormOptions, 'id'> {
  /** The submit button's text. Default 'Submit quote'. */
  submitLabel?: string | undefined;
  /** Theme over the provider's. Default: the provider's. */
  appearance?: Appearance | undefined;
  /** Class on the root element. Default: none. */
  className?: string | undefined;
  /** Style on the root element. Default: none. */
  style?: CSSProperties | undefined;
}

/**
 * Quote (EOI) entry: bond, side, price or yield, quantum in lakh or crore, settlement date or T+n,
 * counterparty, validity and the RFQ options. A view over `useQuoteForm`, which holds the value (controlled
 * with `value` / `onValueChange`, or uncontrolled from `defaultValue` / `defaultValues`), checks the spec's
 * rules, submits through the provider's client and reports the created quote; the server's field errors show
 * on their fields and in a toast.
 */
export function QuoteForm({
  submitLabel = 'Submit quote',
  appearance,
  className,
  style,
  ...options
}: QuoteFormProps) {
  const { rootProps } = useWidgetRoot('QuoteForm', 'bk-quote-form', { appearance, className, style });
  const form = useQuoteForm(options);
  const { errors, value } = form;
  return (
    <form {...form.getFormProps(rootProps)}>
      <fieldset {...form.getFieldsetProps({ className: 'bk-quote-form__fieldset' })}>
        <LabelledField form={form} element="bond" label="Bond" error={errors.bond} labelOnly>
          <BondSearch {...form.getBondSearchProps()} />
        </LabelledField>
        <div className="bk-quote-form__row">
          <div className="bk-quote-form__field">
            <span className="bk-quote-form__label">Side</span>
            <ToggleGroup {...form.getSideToggleProps()} />
          </div>
          <div className="bk-quote-form__field">
            <span className="bk-quote-form__label">Terms</span>
            <ToggleGroup {...form.getFirmnessToggleProps()} />
          </div>
          <div className="bk-quote-form__field">
            <span className="bk-quote-form__label">Settle by</span>
            <ToggleGroup {...form.getSettleByToggleProps()} />
          </div>
        </div>
        <div className="bk-quote-form__field">
          <PricingField {...form.getPricingInputProps()} localPricer={lazyLocalPricer} />
        </div>
        {form.priceOverrideOffered ? <PriceOverrideField form={form} /> : null}
        {value.settleBy === 'date' ? (
          <LabelledField
            form={form}
            element="settlementDate"
            label="Settlement date"
            error={errors.settlementDate}
          >
            <input {...form.getSettlementDateInputProps({ className: 'bk-quote-form__input' })} />
          </LabelledField>
        ) : null}
        <LabelledField
          form={form}
          element="quantum"
          label="Quantum"
          error={errors.quantum}
          hint={form.quantumHint}
        >
          <input {...form.getQuantumInputProps({ className: 'bk-quote-form__input' })} />
        </LabelledField>
        {form.sharedInChat ? null : (
          <LabelledField
            form={form}
            element="counterparty"
            label={form.counterpartyRequired ? 'Counterparty' : 'Counterparty (optional)'}
            error={errors.counterparty}
            labelOnly
          >
            <CounterpartySearch {...form.getCounterpartySearchProps()} />
          </LabelledField>
        )}
        <LabelledField form={form} element="validity" label="Validity" error={errors.validity}>
          <select {...form.getValiditySelectProps({ className: 'bk-quote-form__input' })}>
            {quoteValidityOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </LabelledField>
        {form.sharedInChat ? null : <RfqFields form={form} />}
        {form.submitFailure === null ? null : (
          <p className="bk-quote-form__error bk-quote-form__submit-error" role="alert">
            {form.submitFailure}
          </p>
        )}
        <div className="bk-quote-form__actions">
          <button {...form.getSubmitButtonProps({ className: 'bk-quote-form__submit' })}>
            {form.submitting ? 'Submitting\u2026' : submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** Send to RFQ, the exchange window's line, and the clearing corporation and RFQ mode once it is ticked. */
function RfqFields({ form }: { form: QuoteFormState }) {
  const sendToRfq = form.value.sendToRfq;
  return (
    <div className="bk-quote-form__rfq">
      <label className="bk-quote-form__checkbox">
        <input {...form.getSendToRfqCheckboxProps()} />
        Send to RFQ
      </label>
      {sendToRfq && form.rfqWindowText !== null ? (
        <p
          className={
            form.rfqClosed
              ? 'bk-quote-form__rfq-window bk-quote-form__rfq-window--closed'
              : 'bk-quote-form__rfq-window'
          }
          role="note"
        >
          {form.rfqWindowText}
        </p>
      ) : null}
      {sendToRfq ? (
        <div className="bk-quote-form__row">
          <LabelledField form={form} element="clearingCorporation" label="Clearing corporation">
            <select {...form.getClearingCorporationSelectProps({ className: 'bk-quote-form__input' })}>
              <option value="NSCCL">NSE (NSCCL)</option>
              <option value="ICCL">BSE (ICCL)</option>
            </select>
          </LabelledField>
          <LabelledField form={form} element="rfqMode" label="RFQ mode" error={form.errors.rfq}>
            <select {...form.getRfqModeSelectProps({ className: 'bk-quote-form__input' })}>
              <option value="OTM">One to many</option>
              <option value="OTO">One to one</option>
            </select>
          </LabelledField>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A dealer's override of the price computed from the yield: a box to turn it on, then the dealer's price with
 * the computed one and the difference beside it, so the override is seen before the quote is sent.
 */
function PriceOverrideField({ form }: { form: QuoteFormState }) {
  const overriding = form.value.priceOverride !== null;
  return (
    <div className="bk-quote-form__override" data-overridden={overriding || undefined}>
      <label className="bk-quote-form__checkbox">
        <input {...form.getPriceOverrideCheckboxProps()} />
        Override price
      </label>
      {overriding ? (
        <LabelledField
          form={form}
          element="priceOverride"
          label="Your price (overrides the computed price)"
          error={form.errors.priceOverride}
          hint={form.priceOverrideHint ?? undefined}
        >
          <input
            {...form.getPriceOverrideInputProps({
              className: 'bk-quote-form__input bk-quote-form__input--numeric',
            })}
          />
        </LabelledField>
      ) : null}
    </div>
  );
}
