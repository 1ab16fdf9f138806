/** Routes every route-table test knows: the ones open to anyone, each with what guards it instead of a session. */

export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /healthz': 'process health',
  'GET /readyz': 'database health',
  'GET /metrics': 'Prometheus metrics, no tenant data: 404 unless METRICS_TOKEN is set, then only with that bearer token',
  'GET /api/docs': 'OpenAPI UI',
  'GET /api/docs/json': 'OpenAPI document',
  'GET /api/docs/yaml': 'OpenAPI document',
  'GET /api/docs/static/*': 'OpenAPI UI assets',
  'GET /api/docs/static/index.html': 'OpenAPI UI assets',
  'GET /api/docs/static/swagger-initializer.js': 'OpenAPI UI assets',
  'GET /api/auth/*': 'better-auth: acts on the session it is given',
  'POST /api/auth/*': 'better-auth: acts on the session or credentials it is given',
  'GET /api/billing/plans': 'the public plan catalogue',
  'POST /api/billing/webhook': 'Stripe: signature-checked, trusts only the customer id',
  'GET /api/storefront/:slug': "a restaurant's public menu",
  'GET /api/storefront/:slug/qr.svg': 'public order page QR code',
  'GET /api/storefront/:slug/poster': 'public order page poster',
  'POST /api/storefront/:slug/orders': 'guest ordering, limited per IP and restaurant',
  'GET /api/storefront/:slug/availability': "what is left of a restaurant's counted dishes and options: ids and counts only",
  'GET /api/storefront/:slug/availability/events': 'the same, live; streams capped per IP',
  'GET /api/storefront/:slug/service':
    'whether the order page takes orders now (open, closed, paused), the free pickup slots, hours, address and phone: what the page shows anyway',
  // Privacy notice and imprint (decision 0034): what the order page's footer shows anyway.
  'GET /api/storefront/:slug/legal': "the restaurant's privacy notice (or Maître's default one) and legal imprint, for the order page's footer",
  'GET /api/storefront/orders/:id': "a guest's order: the random uuid is the capability; no contact details",
  'GET /api/storefront/orders/:id/events': 'status of a guest order, same capability',
  'GET /media/:id/:file': "a copy of a dish's photo for the order page: the photo's random id is the address, and only while a dish of its restaurant shows it",
  'GET /api/invitations/:id': "an invitation's page: the random id mailed to the invitee is the capability; no ids of the restaurant",
  'GET /dev/mailbox': 'dev mailbox: local mode only, 404 in production',
  'GET /dev/mailbox.json': 'dev mailbox: local mode only, 404 in production',
  'GET /dev/mailbox/:id': 'dev mailbox: local mode only, 404 in production',
};
