/** The card inputs shared by checkout and the portal's "update card", with their field errors. */
import type { CardField, CardForm } from '../cards.ts';
import { isRecord, type Params } from '../form.ts';
import { html, type SafeHtml } from './html.ts';

export const EMPTY_CARD_FORM: CardForm = { number: '', expiry: '', cvc: '', name: '' };

function text(params: Params, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}

export function formParams(body: unknown): Params {
  return isRecord(body) ? body : {};
}

export function readCardForm(params: Params): CardForm {
  return {
    number: text(params, 'cardNumber'),
    expiry: text(params, 'expiry'),
    cvc: text(params, 'cvc'),
    name: text(params, 'cardholderName'),
  };
}

export function readText(params: Params, name: string): string {
  return text(params, name).trim();
}

function input(options: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  autocomplete: string;
  placeholder?: string;
  inputmode?: string;
  maxlength?: number;
  type?: string;
}): SafeHtml {
  const errorId = `${options.id}-error`;
  return html`<div class="field">
  <label for="${options.id}">${options.label}</label>
  <input type="${options.type ?? 'text'}" id="${options.id}" name="${options.name}" value="${options.value}" autocomplete="${options.autocomplete}"${options.placeholder === undefined ? '' : html` placeholder="${options.placeholder}"`}${options.inputmode === undefined ? '' : html` inputmode="${options.inputmode}"`}${options.maxlength === undefined ? '' : html` maxlength="${options.maxlength}"`} required${options.error === undefined ? '' : html` aria-invalid="true" aria-describedby="${errorId}"`}>
  ${options.error === undefined ? '' : html`<p class="field-error" id="${errorId}">${options.error}</p>`}
</div>`;
}

export function emailField(value: string, error: string | undefined): SafeHtml {
  return input({ id: 'email', name: 'email', label: 'Email', value, error, autocomplete: 'email', type: 'email' });
}

export function cardFields(values: CardForm, errors: Partial<Record<CardField, string>>, idPrefix = 'card'): SafeHtml {
  return html`<fieldset>
  <legend>Card information</legend>
  ${input({
    id: `${idPrefix}-number`,
    name: 'cardNumber',
    label: 'Card number',
    value: values.number,
    error: errors.number,
    autocomplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    inputmode: 'numeric',
    maxlength: 23,
  })}
  <div class="row">
    ${input({
      id: `${idPrefix}-expiry`,
      name: 'expiry',
      label: 'Expiry (MM / YY)',
      value: values.expiry,
      error: errors.expiry,
      autocomplete: 'cc-exp',
      placeholder: 'MM / YY',
      inputmode: 'numeric',
      maxlength: 9,
    })}
    ${input({
      id: `${idPrefix}-cvc`,
      name: 'cvc',
      label: 'CVC',
      value: values.cvc,
      error: errors.cvc,
      autocomplete: 'cc-csc',
      placeholder: 'CVC',
      inputmode: 'numeric',
      maxlength: 4,
    })}
  </div>
  ${input({
    id: `${idPrefix}-name`,
    name: 'cardholderName',
    label: 'Cardholder name',
    value: values.name,
    error: errors.name,
    autocomplete: 'cc-name',
    placeholder: 'Full name on card',
  })}
</fieldset>`;
}
