/** The page shell every hosted page shares: Stripe-like styling and the test-mode banner. */
import { ACCOUNT_NAME } from '../billing.ts';
import { TEST_CARD_NUMBERS } from '../cards.ts';
import { html, SafeHtml } from './html.ts';

const STYLES = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Ubuntu,sans-serif;color:#1a1f36;background:#fff}
a{color:#635bff;text-decoration:none}
a:hover{text-decoration:underline}
.banner{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center;justify-content:center;padding:8px 16px;background:#fff8e6;border-bottom:1px solid #f5d58a;color:#7a4a00;font-size:13px}
.banner strong{background:#ffde92;color:#8a4b00;border-radius:4px;padding:1px 6px;font-size:12px;letter-spacing:.02em}
.banner code{white-space:nowrap;font:12px/1 ui-monospace,SFMono-Regular,Menlo,monospace;background:#fff;border:1px solid #f5d58a;border-radius:4px;padding:2px 4px}
.layout{display:grid;grid-template-columns:1fr;min-height:calc(100vh - 38px)}
@media (min-width:880px){.layout.split{grid-template-columns:1fr 1fr}.layout.split .summary{border-right:1px solid #e6ebf1}}
.summary{background:#f6f9fc;padding:40px 24px}
.summary-inner,.panel-inner{max-width:420px;margin:0 auto}
@media (min-width:880px){.summary-inner{margin:0 48px 0 auto}.layout.split .panel-inner{margin:0 auto 0 48px}}
.panel{padding:40px 24px}
.back{display:inline-flex;align-items:center;gap:8px;color:#3c4257;font-weight:500;margin-bottom:32px}
.merchant{font-weight:600}
.muted{color:#697386}
.plan-label{margin:0;color:#697386;font-weight:500}
.plan-price{margin:4px 0 24px;font-size:36px;font-weight:600;letter-spacing:-.02em}
.plan-price.compact{margin:0 0 8px;font-size:24px}
.lines{width:100%;border-collapse:collapse;font-size:14px}
.lines td{padding:12px 0;border-bottom:1px solid #e6ebf1}
.lines td:last-child{text-align:right}
.lines tr.total td{border-bottom:0;font-weight:600}
h1{font-size:24px;margin:0 0 8px}
h2{font-size:18px;margin:0 0 16px}
h3{font-size:15px;margin:0 0 12px}
form{margin:0}
fieldset{border:0;margin:0 0 16px;padding:0}
legend{font-weight:500;margin-bottom:8px;padding:0}
label{display:block;font-size:13px;font-weight:500;color:#3c4257;margin:0 0 6px}
.field{margin-bottom:14px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
input[type=text],input[type=email]{width:100%;padding:10px 12px;font:inherit;color:#1a1f36;border:1px solid #e0e6eb;border-radius:6px;box-shadow:0 1px 1px rgba(0,0,0,.03);background:#fff}
input:focus{outline:none;border-color:#635bff;box-shadow:0 0 0 3px rgba(99,91,255,.25)}
input[aria-invalid=true]{border-color:#df1b41}
.field-error{color:#df1b41;font-size:13px;margin:6px 0 0}
.alert{border-radius:6px;padding:12px 14px;margin:0 0 16px;font-size:14px}
.alert.error{background:#fff0f3;color:#a41c3a;border:1px solid #f9c4d0}
.alert.success{background:#ebfaf1;color:#0b6b3a;border:1px solid #b7ebcc}
.alert.info{background:#f6f9fc;color:#3c4257;border:1px solid #e6ebf1}
.button{display:inline-flex;align-items:center;justify-content:center;width:100%;padding:12px 16px;font:inherit;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;cursor:pointer;box-shadow:0 1px 2px rgba(0,0,0,.1)}
.button:hover{background:#5851ea;text-decoration:none}
.button:focus-visible{outline:3px solid rgba(99,91,255,.4);outline-offset:2px}
.button.secondary{width:auto;color:#3c4257;background:#fff;border:1px solid #e0e6eb}
.button.secondary:hover{background:#f6f9fc}
.button.danger{width:auto;color:#df1b41;background:#fff;border:1px solid #e0e6eb}
.fineprint{font-size:12px;color:#697386;margin:16px 0 0;text-align:center}
.card{border:1px solid #e6ebf1;border-radius:8px;padding:20px;margin-bottom:20px}
.card-head{display:flex;justify-content:space-between;align-items:flex-start;gap:12px}
.badge{display:inline-block;font-size:12px;font-weight:600;border-radius:4px;padding:2px 8px;background:#e6ebf1;color:#3c4257;white-space:nowrap}
.badge.active{background:#d7f7c2;color:#05690d}
.badge.warning{background:#fcedb9;color:#a04800}
.badge.danger{background:#ffe7f2;color:#b3093c}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:16px}
.plans{list-style:none;margin:0;padding:0}
.plans li{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:12px 0;border-top:1px solid #e6ebf1}
.plans li:first-child{border-top:0}
.invoices{width:100%;border-collapse:collapse;font-size:14px}
.invoices th{text-align:left;font-weight:500;color:#697386;padding:8px 0;border-bottom:1px solid #e6ebf1}
.invoices td{padding:10px 0;border-bottom:1px solid #e6ebf1}
details summary{cursor:pointer;color:#635bff;font-weight:500}
details[open] summary{margin-bottom:16px}
footer{padding:24px;text-align:center;font-size:12px;color:#a3acb9}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}
`;

export function testModeBanner(): SafeHtml {
  return html`<div class="banner" role="note">
  <strong>TEST MODE</strong>
  <span>Test mode — local Stripe emulator. No real payment is made.</span>
  <span>Try <code>${TEST_CARD_NUMBERS.succeeds}</code> (succeeds) or <code>${TEST_CARD_NUMBERS.declined}</code> (declined), any future expiry and CVC.</span>
</div>`;
}

export function renderPage(input: { title: string; body: SafeHtml }): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${input.title} · ${ACCOUNT_NAME}</title>
<style>${new SafeHtml(STYLES)}</style>
</head>
<body>
${testModeBanner()}
${input.body}
</body>
</html>`.value;
}
