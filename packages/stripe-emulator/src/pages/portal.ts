/**
 * The hosted billing portal: the customer's subscription, card and invoices, and the actions
 * the app offers (cancel at period end, resume, switch plan, update card) as plain form posts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNT_NAME } from '../billing.ts';
import { type CardField, type CardForm, checkCard } from '../cards.ts';
import type { EmulatorContext } from '../context.ts';
import { newestFirst } from '../list.ts';
import { formatAmount, formatPricePerInterval } from '../money.ts';
import type { Customer } from '../resources/customer.ts';
import type { PortalSession } from '../resources/portal-session.ts';
import { RENEWING_STATUSES, type Subscription } from '../resources/subscription.ts';
import { cardFields, EMPTY_CARD_FORM, formParams, readCardForm, readText } from './card-fields.ts';
import { brandName, formatDate, formatShortDate } from './format.ts';
import { html, type SafeHtml } from './html.ts';
import { renderPage } from './layout.ts';
import { notFoundPage } from './not-found.ts';

interface IdParams {
  Params: { id: string };
}

/** Fixed texts selected by a query parameter, so nothing from the URL is ever shown back. */
const NOTICES = {
  canceled: 'Your subscription will be canceled at the end of the billing period.',
  resumed: 'Your subscription will continue to renew.',
  switched: 'Your plan has been changed.',
  card: 'Your card has been updated.',
} as const;
type Notice = keyof typeof NOTICES;

interface ViewState {
  notice?: Notice;
  error?: string;
  card?: CardForm;
  cardErrors?: Partial<Record<CardField, string>>;
  cardError?: string;
}

export function portalPages(app: FastifyInstance, context: EmulatorContext): void {
  const { store, billing, clock } = context;

  function statusBadge(subscription: Subscription): SafeHtml {
    if (subscription.status === 'canceled') return html`<span class="badge">Canceled</span>`;
    if (subscription.status === 'past_due') return html`<span class="badge danger">Past due</span>`;
    if (subscription.cancel_at_period_end && subscription.cancel_at !== null) {
      return html`<span class="badge warning">Cancels ${formatShortDate(subscription.cancel_at)}</span>`;
    }
    if (subscription.status === 'trialing') return html`<span class="badge active">Trial</span>`;
    if (subscription.status === 'active') return html`<span class="badge active">Active</span>`;
    return html`<span class="badge">${subscription.status}</span>`;
  }

  function renewalLine(subscription: Subscription): SafeHtml {
    const periodEnd = subscription.items.data[0]?.current_period_end;
    if (subscription.status === 'canceled') {
      return html`<p class="muted">Ended on ${formatDate(subscription.ended_at ?? subscription.canceled_at ?? 0)}.</p>`;
    }
    if (subscription.status === 'past_due') {
      return html`<p>Your last payment failed. Update your card to keep your subscription.</p>`;
    }
    if (periodEnd === undefined) return html``;
    if (subscription.cancel_at_period_end) return html`<p>Your plan will be canceled on ${formatDate(periodEnd)}.</p>`;
    return html`<p>Your plan renews on ${formatDate(periodEnd)}.</p>`;
  }

  function subscriptionCard(subscription: Subscription): SafeHtml {
    const item = subscription.items.data[0];
    if (item === undefined) return html``;
    const isRenewing = RENEWING_STATUSES.includes(subscription.status);
    return html`<section class="card" aria-labelledby="plan-heading">
  <div class="card-head">
    <div>
      <h2 id="plan-heading">${billing.productName(item.price.product)}</h2>
      <p class="plan-price compact">${formatPricePerInterval(item.price.unit_amount * item.quantity, item.price.currency, item.price.recurring.interval)}</p>
    </div>
    ${statusBadge(subscription)}
  </div>
  ${renewalLine(subscription)}
  ${
    isRenewing
      ? html`<div class="actions">
    <form method="post">
      <input type="hidden" name="action" value="${subscription.cancel_at_period_end ? 'resume' : 'cancel'}">
      <button class="button ${subscription.cancel_at_period_end ? 'secondary' : 'danger'}" type="submit">${subscription.cancel_at_period_end ? 'Resume subscription' : 'Cancel subscription'}</button>
    </form>
  </div>`
      : ''
  }
</section>`;
  }

  function planSwitcher(subscription: Subscription): SafeHtml {
    const current = subscription.items.data[0]?.price.id;
    if (!RENEWING_STATUSES.includes(subscription.status)) return html``;
    const others = Object.values(store.state.prices).filter((price) => price.active && price.id !== current);
    if (others.length === 0) return html``;
    return html`<section class="card" aria-labelledby="switch-heading">
  <h3 id="switch-heading">Switch plan</h3>
  <ul class="plans">
    ${others.map(
      (price) => html`<li>
      <div><strong>${billing.productName(price.product)}</strong><br><span class="muted">${formatPricePerInterval(price.unit_amount, price.currency, price.recurring.interval)}</span></div>
      <form method="post">
        <input type="hidden" name="action" value="switch">
        <input type="hidden" name="price" value="${price.id}">
        <button class="button secondary" type="submit">Switch to ${billing.productName(price.product)}</button>
      </form>
    </li>`,
    )}
  </ul>
</section>`;
  }

  function paymentMethodCard(subscription: Subscription | undefined, customer: Customer, view: ViewState): SafeHtml {
    const paymentMethodId = subscription?.default_payment_method ?? customer.invoice_settings.default_payment_method;
    const card = paymentMethodId === null ? undefined : store.state.paymentMethods[paymentMethodId]?.card;
    const canUpdate = subscription !== undefined && RENEWING_STATUSES.includes(subscription.status);
    const isOpen = view.cardErrors !== undefined || view.cardError !== undefined;
    return html`<section class="card" aria-labelledby="card-heading">
  <h3 id="card-heading">Payment method</h3>
  ${
    card === undefined
      ? html`<p class="muted">No card on file.</p>`
      : html`<p><strong>${brandName(card.brand)} •••• ${card.last4}</strong> <span class="muted">Expires ${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}</span></p>`
  }
  ${
    canUpdate
      ? html`<details${isOpen ? html` open` : ''}>
    <summary>Update card</summary>
    ${view.cardError === undefined ? '' : html`<div class="alert error" role="alert">${view.cardError}</div>`}
    <form method="post" novalidate>
      <input type="hidden" name="action" value="card">
      ${cardFields(view.card ?? EMPTY_CARD_FORM, view.cardErrors ?? {}, 'new-card')}
      <button class="button" type="submit">Update card</button>
    </form>
  </details>`
      : ''
  }
</section>`;
  }

  function invoiceHistory(customer: Customer): SafeHtml {
    const invoices = newestFirst(store.state.invoices)
      .filter((invoice) => invoice.customer === customer.id)
      .slice(0, 12);
    if (invoices.length === 0) return html``;
    return html`<section class="card" aria-labelledby="invoices-heading">
  <h3 id="invoices-heading">Invoice history</h3>
  <table class="invoices">
    <thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead>
    <tbody>
      ${invoices.map(
        (invoice) => html`<tr>
        <td>${formatShortDate(invoice.created)}</td>
        <td>${formatAmount(invoice.total, invoice.currency)}</td>
        <td>${invoice.status === 'paid' ? html`<span class="badge active">Paid</span>` : html`<span class="badge danger">${invoice.status === 'open' ? 'Payment failed' : invoice.status}</span>`}</td>
      </tr>`,
      )}
    </tbody>
  </table>
</section>`;
  }

  function render(reply: FastifyReply, session: PortalSession, customer: Customer, view: ViewState, statusCode = 200) {
    const subscription = billing.currentSubscriptionOf(customer.id);
    const body = html`<main class="layout split">
  <section class="summary" aria-label="Account">
    <div class="summary-inner">
      ${session.return_url === null ? html`<p class="back merchant">${ACCOUNT_NAME}</p>` : html`<a class="back" href="${session.return_url}"><span aria-hidden="true">←</span> Return to ${ACCOUNT_NAME}</a>`}
      <h1>${ACCOUNT_NAME} partners with Stripe for simplified billing.</h1>
      <p class="muted">${customer.name ?? ''}${customer.name !== null && customer.email !== null ? ' · ' : ''}${customer.email ?? ''}</p>
    </div>
  </section>
  <section class="panel" aria-label="Billing">
    <div class="panel-inner">
      ${view.notice === undefined ? '' : html`<div class="alert success" role="status">${NOTICES[view.notice]}</div>`}
      ${view.error === undefined ? '' : html`<div class="alert error" role="alert">${view.error}</div>`}
      <h2>Current subscription</h2>
      ${subscription === undefined ? html`<p class="muted">You have no subscription.</p>` : [subscriptionCard(subscription), planSwitcher(subscription)]}
      ${paymentMethodCard(subscription, customer, view)}
      ${invoiceHistory(customer)}
    </div>
  </section>
</main>
<footer>Powered by the local Stripe emulator</footer>`;
    return reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .send(renderPage({ title: 'Billing', body }));
  }

  function open(id: string): { session: PortalSession; customer: Customer } | undefined {
    const session = store.state.portalSessions[id];
    const customer = session === undefined ? undefined : billing.liveCustomer(session.customer);
    return session === undefined || customer === undefined ? undefined : { session, customer };
  }

  app.get<IdParams & { Querystring: { notice?: string } }>('/portal/:id', async (request, reply) => {
    const opened = open(request.params.id);
    if (opened === undefined) return notFoundPage(reply, 'This billing session does not exist. Open billing again from the app.');
    const notice = request.query.notice;
    const view: ViewState = notice !== undefined && notice in NOTICES ? { notice: notice as Notice } : {};
    return render(reply, opened.session, opened.customer, view);
  });

  app.post<IdParams>('/portal/:id', async (request, reply) => {
    const opened = open(request.params.id);
    if (opened === undefined) return notFoundPage(reply, 'This billing session does not exist. Open billing again from the app.');
    const { session, customer } = opened;
    const params = formParams(request.body);
    const subscription = billing.currentSubscriptionOf(customer.id);
    const unavailable = () => render(reply, session, customer, { error: 'That change is not available for this subscription.' }, 409);
    const done = (notice: Notice) => reply.code(303).header('location', `${context.publicUrl()}/portal/${session.id}?notice=${notice}`).send();

    if (subscription === undefined || !RENEWING_STATUSES.includes(subscription.status)) return unavailable();
    switch (readText(params, 'action')) {
      case 'cancel':
        if (subscription.cancel_at_period_end) return unavailable();
        billing.updateSubscription(subscription, { cancelAtPeriodEnd: true });
        return done('canceled');
      case 'resume':
        if (!subscription.cancel_at_period_end) return unavailable();
        billing.updateSubscription(subscription, { cancelAtPeriodEnd: false });
        return done('resumed');
      case 'switch': {
        const price = store.state.prices[readText(params, 'price')];
        if (price === undefined || !price.active || price.id === subscription.items.data[0]?.price.id) return unavailable();
        billing.updateSubscription(subscription, { price });
        return done('switched');
      }
      case 'card': {
        const card = readCardForm(params);
        const check = checkCard(card, new Date(clock.nowMs()));
        if (!check.ok) return render(reply, session, customer, { card, cardErrors: check.errors }, 400);
        if (check.outcome.kind === 'declined') {
          return render(reply, session, customer, { card, cardErrors: {}, cardError: check.outcome.message }, 402);
        }
        billing.replaceCard(subscription, {
          card: check.card,
          outcome: check.outcome,
          cardholderName: card.name.trim(),
          email: customer.email,
        });
        return done('card');
      }
      default:
        return unavailable();
    }
  });
}
