/**
 * Every JSON API call the web app makes, with the shared schema of its success answer (the same schema the route
 * declares in apps/api). `apiFetch` takes its types from here and, in development and tests, checks each answer
 * against the schema; the production build imports this module for types only, so zod stays out of pages that do not
 * need it (decision 0009). The test server (src/test/api.ts) builds its answers with the same table.
 */
import { CategoryListResponseSchema, CategoryResponseSchema, DishOrderResponseSchema } from '@maitre/shared/categories';
import { DeviceListResponseSchema, DeviceMeResponseSchema, DeviceWithCodeResponseSchema, PairResponseSchema } from '@maitre/shared/devices';
import { DigestSettingsResponseSchema, DigestTestResponseSchema } from '@maitre/shared/digest';
import { KitchenSetupSchema, ReadyBoardSchema, StationListResponseSchema, StationResponseSchema, TicketsResponseSchema } from '@maitre/shared/kitchen';
import { LegalTextsResponseSchema, StorefrontLegalSchema } from '@maitre/shared/legal';
import { EventsPositionSchema } from '@maitre/shared/live-events';
import { MenuItemListResponseSchema, MenuItemResponseSchema } from '@maitre/shared/menu';
import { MenuImportPreviewResponseSchema, MenuImportResultResponseSchema } from '@maitre/shared/menu-transfer';
import { OptionGroupListResponseSchema, OptionGroupResponseSchema } from '@maitre/shared/options';
import { OrderListResponseSchema, OrderResponseSchema, OrderSettingsSchema } from '@maitre/shared/orders';
import { OverviewSchema } from '@maitre/shared/overview';
import { PhotoResponseSchema } from '@maitre/shared/photos';
import { PortionCountsSchema, PortionsResponseSchema } from '@maitre/shared/portions';
import {
  PrinterAlertsResponseSchema,
  PrinterCreatedResponseSchema,
  PrinterListResponseSchema,
  PrinterResponseSchema,
  PrintOrderResponseSchema,
} from '@maitre/shared/printers';
import { ProfileResponseSchema, ProfileSchema } from '@maitre/shared/profile';
import {
  ChannelsReportSchema,
  DishesReportSchema,
  GuestsReportSchema,
  HeatmapReportSchema,
  MenuEngineeringReportSchema,
  OptionsReportSchema,
  SalesByHourSchema,
  SalesSummarySchema,
  SalesTrendSchema,
  TeamReportSchema,
} from '@maitre/shared/reports';
import { ServiceSettingsResponseSchema, StorefrontServiceSchema } from '@maitre/shared/service-hours';
import {
  ActivityResponseSchema,
  InvitationResponseSchema,
  MemberResponseSchema,
  MyRestaurantResponseSchema,
  MyRestaurantsResponseSchema,
  PublicInvitationResponseSchema,
  StaffResponseSchema,
  TwoFactorRuleResponseSchema,
} from '@maitre/shared/staff';
import { PublicOrderSchema, StorefrontSchema } from '@maitre/shared/storefront';
import { BillingPlansResponseSchema, CheckoutTokenResponseSchema, PortalSessionResponseSchema, SubscriptionResponseSchema } from '@maitre/shared/subscription';
import { TableListResponseSchema, TableResponseSchema } from '@maitre/shared/tables';
import { z } from 'zod';

const ProfileChangedSchema = z.object({ profile: ProfileSchema });
const PublicOrderResponseSchema = z.object({ order: PublicOrderSchema });

export const apiContract = {
  'GET /api/profile': ProfileResponseSchema,
  'PATCH /api/profile': ProfileChangedSchema,
  'PUT /api/profile/slug': ProfileChangedSchema,
  'GET /api/menu-items': MenuItemListResponseSchema,
  'POST /api/menu-items': MenuItemResponseSchema,
  'PATCH /api/menu-items/:id': MenuItemResponseSchema,
  /** 204, no body. */
  'DELETE /api/menu-items/:id': z.undefined(),
  // Option groups (issue 19): a restaurant's sizes and choices, reused by its dishes (the phone order form reads them too).
  'GET /api/option-groups': OptionGroupListResponseSchema,
  'POST /api/option-groups': OptionGroupResponseSchema,
  'PATCH /api/option-groups/:id': OptionGroupResponseSchema,
  /** 204, no body. */
  'DELETE /api/option-groups/:id': z.undefined(),
  /** Sold out or back: the group as it now is. */
  'PATCH /api/option-groups/:id/options/:optionId': OptionGroupResponseSchema,
  // Photos of dishes (decision 0026): the file as the body (features/photos/api/upload-photo.ts sends it).
  'POST /api/photos': PhotoResponseSchema,
  // Sold-out counts (decision 0027): what is left today and the daily par, of a dish or an option; "Reset counts".
  'PUT /api/menu-items/:id/portions': PortionsResponseSchema,
  'PUT /api/option-groups/:id/options/:optionId/portions': PortionsResponseSchema,
  'POST /api/portions/reset': PortionCountsSchema,
  // Categories and the menu's order (issue 19): the restaurant's own, in order; each one's dishes in order.
  'GET /api/categories': CategoryListResponseSchema,
  'POST /api/categories': CategoryResponseSchema,
  /** The categories in their new order. */
  'PUT /api/categories/order': CategoryListResponseSchema,
  'PATCH /api/categories/:id': CategoryResponseSchema,
  /** 204, no body; `move_to` (query) says where its dishes go. */
  'DELETE /api/categories/:id': z.undefined(),
  'PUT /api/categories/:id/menu-item-order': DishOrderResponseSchema,
  // Menu import (issue 19): the file goes up as the body; the export and template are downloads, not JSON (links).
  'POST /api/menu-transfer/preview': MenuImportPreviewResponseSchema,
  'POST /api/menu-transfer/commit': MenuImportResultResponseSchema,
  'GET /api/orders': OrderListResponseSchema,
  'POST /api/orders': OrderResponseSchema,
  'PATCH /api/orders/:id': OrderResponseSchema,
  'GET /api/orders/:id/activity': ActivityResponseSchema,
  // The accept step (issue 20): accept with a ready time, reject with a reason; auto-accept and the re-alert delay.
  'POST /api/orders/:id/accept': OrderResponseSchema,
  'POST /api/orders/:id/reject': OrderResponseSchema,
  'GET /api/orders/settings': OrderSettingsSchema,
  'PATCH /api/orders/settings': OrderSettingsSchema,
  // Where the live stream starts (decision 0049).
  'GET /api/events/position': EventsPositionSchema,
  'GET /api/overview': OverviewSchema,
  // Reports (issue 22, decision 0041): apps/api/src/modules/reports; `from` and `to` (business days) in the query.
  'GET /api/reports/summary': SalesSummarySchema,
  'GET /api/reports/trend': SalesTrendSchema,
  'GET /api/reports/hours': SalesByHourSchema,
  'GET /api/reports/dishes': DishesReportSchema,
  'GET /api/reports/options': OptionsReportSchema,
  'GET /api/reports/channels': ChannelsReportSchema,
  // Michelin Star (decision 0043): 403 PLAN_REQUIRED below it.
  'GET /api/reports/menu-engineering': MenuEngineeringReportSchema,
  'GET /api/reports/guests': GuestsReportSchema,
  // The advanced reports (Michelin Star, decision 0042): PLAN_REQUIRED below it, so the page asks only on the plan.
  'GET /api/reports/heatmap': HeatmapReportSchema,
  'GET /api/reports/team': TeamReportSchema,
  // The daily digest (issue 22, decision 0044): apps/api/src/modules/digest; the member's own opt-in. The test answers 202.
  'GET /api/digest': DigestSettingsResponseSchema,
  'PUT /api/digest': DigestSettingsResponseSchema,
  'POST /api/digest/test': DigestTestResponseSchema,
  'GET /api/subscription': SubscriptionResponseSchema,
  'POST /api/billing/sync': SubscriptionResponseSchema,
  'POST /api/billing/portal': PortalSessionResponseSchema,
  'POST /api/billing/checkout-token': CheckoutTokenResponseSchema,
  'GET /api/billing/plans': BillingPlansResponseSchema,
  'GET /api/storefront/:slug': StorefrontSchema,
  'POST /api/storefront/:slug/orders': PublicOrderResponseSchema,
  'GET /api/storefront/orders/:orderId': PublicOrderResponseSchema,
  /** What is left of the counted dishes and options: the order page reads it whenever its live stream (re)connects. */
  'GET /api/storefront/:slug/availability': PortionCountsSchema,
  /** The restaurant's clock as guests see it (issue 20): open, closed, paused; the free pickup slots. */
  'GET /api/storefront/:slug/service': StorefrontServiceSchema,
  // The order page's privacy notice and imprint (decision 0034).
  'GET /api/storefront/:slug/legal': StorefrontLegalSchema,
  'GET /api/legal': LegalTextsResponseSchema,
  'PUT /api/legal': LegalTextsResponseSchema,
  // The restaurant's clock (issue 20): apps/api/src/modules/service-hours.
  'GET /api/service-hours': ServiceSettingsResponseSchema,
  'PUT /api/service-hours': ServiceSettingsResponseSchema,
  'PUT /api/service-hours/pause': ServiceSettingsResponseSchema,
  'DELETE /api/service-hours/pause': ServiceSettingsResponseSchema,
  // The dining room's tables (issue 20, decision 0033): apps/api/src/modules/tables. The cards are a page, not JSON (a link).
  'GET /api/tables': TableListResponseSchema,
  'POST /api/tables': TableResponseSchema,
  'PUT /api/tables/order': TableListResponseSchema,
  'PATCH /api/tables/:id': TableResponseSchema,
  /** 204, no body. */
  'DELETE /api/tables/:id': z.undefined(),
  // The kitchen display (issue 21, decision 0037): apps/api/src/modules/kitchen. Marks answer 204, no body.
  'GET /api/kitchen/tickets': TicketsResponseSchema,
  'POST /api/kitchen/tickets/:orderId/bump': z.undefined(),
  'POST /api/kitchen/tickets/:orderId/recall': z.undefined(),
  'POST /api/kitchen/lines/:lineId/done': z.undefined(),
  'DELETE /api/kitchen/lines/:lineId/done': z.undefined(),
  'GET /api/kitchen/ready-board': ReadyBoardSchema,
  'GET /api/kitchen/stations': StationListResponseSchema,
  'POST /api/kitchen/stations': StationResponseSchema,
  'PUT /api/kitchen/stations/order': StationListResponseSchema,
  'PATCH /api/kitchen/stations/:id': StationResponseSchema,
  'DELETE /api/kitchen/stations/:id': z.undefined(),
  'GET /api/kitchen/setup': KitchenSetupSchema,
  'PUT /api/kitchen/settings': KitchenSetupSchema,
  'PUT /api/kitchen/mapping': KitchenSetupSchema,
  // Printers (issue 21, decision 0038): apps/api/src/modules/printers. The ticket preview is an image, not JSON.
  'GET /api/printers': PrinterListResponseSchema,
  'GET /api/printers/alerts': PrinterAlertsResponseSchema,
  'POST /api/printers': PrinterCreatedResponseSchema,
  'PATCH /api/printers/:id': PrinterResponseSchema,
  /** 204, no body. */
  'DELETE /api/printers/:id': z.undefined(),
  'POST /api/orders/:id/print': PrintOrderResponseSchema,
  // The team (issue 17): apps/api/src/modules/team.
  'GET /api/staff': StaffResponseSchema,
  'POST /api/staff/invitations': InvitationResponseSchema,
  'POST /api/staff/invitations/:id/resend': InvitationResponseSchema,
  /** 204, no body. */
  'DELETE /api/staff/invitations/:id': z.undefined(),
  'PATCH /api/staff/members/:id': MemberResponseSchema,
  /** 204, no body. */
  'DELETE /api/staff/members/:id': z.undefined(),
  'GET /api/staff/members/:id/activity': ActivityResponseSchema,
  /** 200; the page reads the team and the profile again rather than this body. */
  'POST /api/staff/transfer-ownership': z.looseObject({}),
  'PUT /api/staff/two-factor-rule': TwoFactorRuleResponseSchema,
  'GET /api/restaurants': MyRestaurantsResponseSchema,
  'POST /api/restaurants': MyRestaurantResponseSchema,
  /** 204, no body. */
  'POST /api/restaurants/:id/leave': z.undefined(),
  'GET /api/invitations/:id': PublicInvitationResponseSchema,
  'POST /api/invitations/:id/accept': MyRestaurantResponseSchema,
  /** 204, no body. */
  'POST /api/invitations/:id/decline': z.undefined(),
  // Devices (issue 21, decision 0036): apps/api/src/modules/devices.
  'GET /api/devices': DeviceListResponseSchema,
  'POST /api/devices': DeviceWithCodeResponseSchema,
  'POST /api/devices/:id/code': DeviceWithCodeResponseSchema,
  /** 204, no body. */
  'DELETE /api/devices/:id': z.undefined(),
  'POST /api/devices/pair': PairResponseSchema,
  'GET /api/devices/me': DeviceMeResponseSchema,
  /** 204, no body. */
  'POST /api/devices/me/sign-out': z.undefined(),
} as const;

export type ApiRoute = keyof typeof apiContract;
export type ApiResponse<R extends ApiRoute> = z.infer<(typeof apiContract)[R]>;

/** Checks an answer against its route's schema; the error says which route and which fields, for the developer. */
export function checkResponse(route: ApiRoute, payload: unknown): void {
  const result = apiContract[route].safeParse(payload);
  if (!result.success) {
    throw new Error(`${route} answered a body that does not match its schema in @maitre/shared:\n${z.prettifyError(result.error)}`);
  }
}
