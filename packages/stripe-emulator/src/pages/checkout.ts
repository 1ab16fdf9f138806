/**
 * The hosted Checkout page: a plain HTML form (no JavaScript needed) that takes a test card and,
 * on success, creates the subscription and sends the browser to `success_url`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNT_NAME } from '../billing.ts';
import { type CardField, type CardForm, checkCard } from '../cards.ts';
import type { EmulatorContext } from '../context.ts';
import { formatAmount, formatPricePerInterval } from '../money.ts';
import type { CheckoutSession } from '../resources/checkout-session.ts';
import type { Price } from '../resources/price.ts';
import { cardFields, EMPTY_CARD_FORM, emailField, formParams, readCardForm, readText } from './card-fields.ts';
import { html, type SafeHtml } from './html.ts';
import { renderPage } from './layout.ts';
import { notFoundPage } from './not-found.ts';

interface IdParams {
  Params: { id: string };
}

interface FormState {
  card: CardForm;
  email: string;
  errors: Partial<Record<CardField | 'email', string>>;
  cardError?: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stripe replaces this literal in `success_url` with the session id. */
export function resolveSuccessUrl(session: CheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

export function checkoutPages(app: FastifyInstance, context: EmulatorContext): void {
  const { store, billing, clock } = context;

  function lineOf(session: CheckoutSession): { price: Price; quantity: number } | undefined {
    const line = store.state.checkoutSessionDetails[session.id]?.lineItems[0];
    const price = line === undefined ? undefined : store.state.prices[line.price];
    return line === undefined || price === undefined ? undefined : { price, quantity: line.quantity };
  }

  function needsEmail(session: CheckoutSession): boolean {
    return session.customer === null && session.customer_email === null;
  }

  function knownEmail(session: CheckoutSession): string | null {
    if (session.customer !== null) return billing.liveCustomer(session.customer)?.email ?? null;
    return session.customer_email;
  }

  function summary(session: CheckoutSession, price: Price, quantity: number): SafeHtml {
    const productName = billing.productName(price.product);
    const amount = price.unit_amount * quantity;
    const perInterval = formatPricePerInterval(amount, price.currency, price.recurring.interval);
    return html`<section class="summary" aria-label="Order summary">
  <div class="summary-inner">
    ${session.cancel_url === null ? html`<p class="back merchant">${ACCOUNT_NAME}</p>` : html`<a class="back" href="${session.cancel_url}"><span aria-hidden="true">←</span> Back to ${ACCOUNT_NAME}</a>`}
    <p class="plan-label">Subscribe to ${productName}</p>
    <p class="plan-price">${perInterval}</p>
    <table class="lines">
      <tbody>
        <tr><td>${productName}${quantity > 1 ? ` × ${quantity}` : ''}<br><span class="muted">Billed monthly</span></td><td>${perInterval}</td></tr>
        <tr class="total"><td>Total due today</td><td>${formatAmount(amount, price.currency)}</td></tr>
      </tbody>
    </table>
  </div>
</section>`;
  }

  function paymentForm(session: CheckoutSession, form: FormState): SafeHtml {
    const email = knownEmail(session);
    return html`<section class="panel" aria-label="Payment">
  <div class="panel-inner">
    <h1>Pay with card</h1>
    ${email === null ? '' : html`<p class="muted">Subscribing as <strong>${email}</strong></p>`}
    ${form.cardError === undefined ? '' : html`<div class="alert error" role="alert">${form.cardError}</div>`}
    <form method="post" novalidate>
      ${needsEmail(session) ? emailField(form.email, form.errors.email) : ''}
      ${cardFields(form.card, form.errors)}
      <button class="button" type="submit">Subscribe</button>
      <p class="fineprint">By subscribing, you allow ${ACCOUNT_NAME} to charge your card for this payment and future payments in accordance with their terms. Cancel any time.</p>
    </form>
  </div>
</section>`;
  }

  function statusPanel(session: CheckoutSession): SafeHtml {
    if (session.status === 'complete') {
      return html`<section class="panel"><div class="panel-inner">
  <div class="alert success" role="status">This checkout is complete. Your subscription is active.</div>
  <p>Nothing more to pay: this page was already used for a successful payment.</p>
  <a class="button" href="${resolveSuccessUrl(session)}">Continue to ${ACCOUNT_NAME}</a>
</div></section>`;
    }
    return html`<section class="panel"><div class="panel-inner">
  <div class="alert info" role="status">This checkout session has expired.</div>
  <p>Checkout links stay valid for 24 hours. Start again from ${ACCOUNT_NAME} to get a new one.</p>
  ${session.cancel_url === null ? '' : html`<a class="button secondary" href="${session.cancel_url}">Back to ${ACCOUNT_NAME}</a>`}
</div></section>`;
  }

  function render(reply: FastifyReply, session: CheckoutSession, form: FormState, statusCode = 200) {
    const line = lineOf(session);
    if (line === undefined) return notFoundPage(reply);
    const panel = session.status === 'open' ? paymentForm(session, form) : statusPanel(session);
    const body = html`<main class="layout split">${summary(session, line.price, line.quantity)}${panel}</main>
<footer>Powered by the local Stripe emulator</footer>`;
    return reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .send(renderPage({ title: `Subscribe to ${billing.productName(line.price.product)}`, body }));
  }

  function findSession(id: string): CheckoutSession | undefined {
    const session = store.state.checkoutSessions[id];
    if (session !== undefined) billing.refreshCheckoutSession(session);
    return session;
  }

  app.get<IdParams>('/checkout/:id', async (request, reply) => {
    const session = findSession(request.params.id);
    if (session === undefined) return notFoundPage(reply);
    return render(reply, session, { card: EMPTY_CARD_FORM, email: '', errors: {} });
  });

  app.post<IdParams>('/checkout/:id', async (request, reply) => {
    const session = findSession(request.params.id);
    if (session === undefined) return notFoundPage(reply);
    const empty: FormState = { card: EMPTY_CARD_FORM, email: '', errors: {} };
    // A second submit (double click, back button) must not take a second payment.
    if (session.status !== 'open') return render(reply, session, empty, 409);

    const params = formParams(request.body);
    const form: FormState = { card: readCardForm(params), email: readText(params, 'email'), errors: {} };
    const check = checkCard(form.card, new Date(clock.nowMs()));
    if (!check.ok) form.errors = { ...check.errors };
    if (needsEmail(session) && !EMAIL_PATTERN.test(form.email)) form.errors.email = 'Enter a valid email address.';
    if (!check.ok || Object.keys(form.errors).length > 0) return render(reply, session, form, 400);

    if (check.outcome.kind === 'declined') {
      return render(reply, session, { ...form, cardError: check.outcome.message }, 402);
    }
    if (session.customer !== null && billing.liveCustomer(session.customer) === undefined) {
      return render(reply, session, { ...form, cardError: 'This customer no longer exists. Start again from the app.' }, 409);
    }

    billing.completeCheckout(session, {
      card: check.card,
      outcome: check.outcome,
      cardholderName: form.card.name.trim(),
      email: needsEmail(session) ? form.email : null,
    });
    return reply.code(303).header('location', resolveSuccessUrl(session)).send();
  });
}
