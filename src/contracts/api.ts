import { z } from "zod";
import { creatorSearchSchema } from "./creator-search";
import { createdReportResponseSchema, createReportSchema } from "./reports";
import { creatorProfileInputSchema, creatorProfileSettingsSchema, photoOrderInputSchema } from "./creator-profile";
import { creatorListResponseSchema, customUrlParamsSchema, publicCreatorSchema } from "./creators";
import {
  brandCreatorResponseSchema,
  brandDirectoryResponseSchema,
  creatorListDeletedResponseSchema,
  creatorListDetailResponseSchema,
  creatorListIdParamsSchema,
  creatorListInputSchema,
  creatorListItemInputSchema,
  creatorListItemParamsSchema,
  creatorListItemResponseSchema,
  creatorListResponseSchema as savedListResponseSchema,
  creatorListsResponseSchema,
  creatorUserIdParamsSchema,
  orderRatingResponseSchema,
  ratingInputSchema,
  ratingReplyInputSchema,
  ratingResponseSchema,
} from "./discovery";
import { dataOf, pageOf, pageQuerySchema } from "./envelope";
import { brandProfileSummarySchema, creatorImageSlotParamsSchema } from "./media";
import { deletionBlockersSchema, meSchema, notificationSchema, subscriptionAllowanceSchema } from "./me";
import {
  addFundsSchema,
  billingAddressSchema,
  brandPaymentInfoSchema,
  checkoutIdParamsSchema,
  checkoutIntentSchema,
  checkoutOutcomeSchema,
  checkoutStartedSchema,
  paymentMethodParamsSchema,
  paymentMethodSchema,
  planChargeQuoteSchema,
  planChoiceSchema,
  planSchema,
  providerParamsSchema,
  settingsInfoSchema,
  subscribedSchema,
  subscriptionChangedSchema,
  subscriptionDetailSchema,
  subscriptionsSchema,
  topUpSchema,
  walletHistoryQuerySchema,
  walletTransactionSchema,
} from "./money";
import {
  contentLibraryQuerySchema,
  contentLibraryResponseSchema,
  licenceDocumentResponseSchema,
  sampleDeliveryResponseSchema,
  licenceIdParamsSchema,
  orderLicencesResponseSchema,
} from "./licences";
import { creatorPayoutsSchema, payoutMethodInputSchema, payoutMethodSchema, payoutRequestSchema, payoutSchema } from "./payouts";
import { socialLinkInputSchema, socialLinkParamsSchema, socialLinkSchema } from "./social-links";
import {
  brandCampaignListResponseSchema,
  brandCampaignResponseSchema,
  campaignActionSchema,
  campaignBrowseResponseSchema,
  campaignBrowseSchema,
  campaignDeletedResponseSchema,
  campaignDraftSchema,
  campaignIdParamsSchema,
  campaignWriteResponseSchema,
  creatorCampaignResponseSchema,
  invitationInputSchema,
  invitationResponseSchema,
  proposalDecisionSchema,
  proposalIdParamsSchema,
  proposalInputSchema,
  proposalListResponseSchema,
  proposalResponseSchema,
  proposalStatusQuerySchema,
} from "./campaigns";
import {
  blockResultSchema,
  blockSchema,
  conversationListSchema,
  conversationParamsSchema,
  listConversationsQuerySchema,
  markConversationReadResultSchema,
  openConversationSchema,
  openedConversationSchema,
  reportResultSchema,
  reportSchema,
  sendMessageSchema,
  sentMessageSchema,
  threadQuerySchema,
  threadSchema,
} from "./messages";
import {
  devNotificationSchema,
  markReadResultSchema,
  markReadSchema,
  notificationsPageQuerySchema,
  notificationsPageSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  emailPreferencesResponseSchema,
  emailPreferencesUpdateSchema,
} from "./notifications";
import {
  createPackageSchema,
  deletePackageResponseSchema,
  ownPackageListResponseSchema,
  ownPackageResponseSchema,
  packageIdSchema,
  reorderPackagesSchema,
  updatePackageSchema,
} from "./packages";
import {
  brandOnboardedSchema,
  brandOnboardingSchema,
  creatorOnboardedSchema,
  creatorOnboardingSchema,
  customUrlAvailabilityQuerySchema,
  customUrlAvailabilitySchema,
} from "./onboarding";
import {
  brandDashboardResponseSchema,
  cancelOrderRequestSchema,
  createProductRequestSchema,
  createProductResponseSchema,
  creatorDashboardResponseSchema,
  disputeOrderRequestSchema,
  markReceivedRequestSchema,
  orderDetailsResponseSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  purchaseOrderRequestSchema,
  purchaseOrderResponseSchema,
  recentOrderVideosQuerySchema,
  recentOrderVideosResponseSchema,
  requestRevisionRequestSchema,
  savedProductsResponseSchema,
  updateTrackingRequestSchema,
} from "./orders";
import {
  createReviewCommentRequestSchema,
  replyReviewCommentRequestSchema,
  resolveReviewCommentRequestSchema,
  reviewCommentParamsSchema,
  reviewCommentResponseSchema,
  reviewReplyResponseSchema,
  videoReviewResponseSchema,
} from "./reviews";
import { portfolioAssetParamsSchema, portfolioOrderInputSchema, portfolioResponseSchema } from "./portfolio";
import { healthSchema } from "./system";

/*
 * The JSON endpoints of the API, by "METHOD /path" (decision 022). The routers declare each route
 * with exactly these schemas (tests/api/openapi.test.ts checks they are the same objects), and the
 * UI's client (`v1` and `auth` in src/lib/api-client.ts) takes its request and answer types from
 * them — so the server, the document and the client cannot disagree.
 */

export interface Endpoint {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer's JSON body. */
  response: z.ZodType;
}

/** Paths relative to /api/v1. */
export const apiV1 = {
  "GET /health": { response: healthSchema },
  "GET /creators": { query: creatorSearchSchema, response: creatorListResponseSchema },
  "GET /creators/{customUrl}": { params: customUrlParamsSchema, response: dataOf(publicCreatorSchema) },
  "GET /creators/me/profile": { response: dataOf(creatorProfileSettingsSchema) },
  "PUT /creators/me/profile": { body: creatorProfileInputSchema, response: dataOf(creatorProfileSettingsSchema) },
  "DELETE /creators/me/images/{slot}": { params: creatorImageSlotParamsSchema, response: dataOf(creatorProfileSettingsSchema) },
  "PUT /creators/me/photos/order": { body: photoOrderInputSchema, response: dataOf(creatorProfileSettingsSchema) },
  "GET /creators/me/portfolio": { response: portfolioResponseSchema },
  "PUT /creators/me/portfolio/order": { body: portfolioOrderInputSchema, response: portfolioResponseSchema },
  "DELETE /creators/me/portfolio/{assetId}": { params: portfolioAssetParamsSchema, response: portfolioResponseSchema },
  "POST /auth/notifications/read": { body: markReadSchema, response: markReadResultSchema },
  "POST /auth/notifications/read-all": { response: markReadResultSchema },
  "GET /auth/notifications": { query: notificationsPageQuerySchema, response: notificationsPageSchema },
  "GET /auth/email-preferences": { response: emailPreferencesResponseSchema },
  "PUT /auth/email-preferences": { body: emailPreferencesUpdateSchema, response: emailPreferencesResponseSchema },
  "POST /email/unsubscribe": { query: unsubscribeQuerySchema, response: unsubscribeResultSchema },
  "POST /dev/notifications": { body: devNotificationSchema, response: dataOf(notificationSchema) },
  "POST /dev/order-videos/{id}/deliver-sample": { params: orderIdParamsSchema, response: sampleDeliveryResponseSchema },
  "POST /dev/orders/{id}/complete": { params: orderIdParamsSchema, response: dataOf(z.object({ status: z.string() })) },
  "POST /dev/verify-email": { response: dataOf(z.object({ email_verified: z.literal(true) })) },
  "GET /auth/custom-url-availability": { query: customUrlAvailabilityQuerySchema, response: dataOf(customUrlAvailabilitySchema) },
  "GET /auth/account/deletion-blockers": { response: deletionBlockersSchema },
  "POST /auth/onboarding/brand": { body: brandOnboardingSchema, response: brandOnboardedSchema },
  "POST /auth/onboarding/creator": { body: creatorOnboardingSchema(), response: creatorOnboardedSchema },
  "GET /auth/settings-info": { response: dataOf(settingsInfoSchema) },
  "POST /auth/{provider}/add-wallet-funds": { params: providerParamsSchema, body: addFundsSchema, response: dataOf(checkoutStartedSchema) },
  "GET /auth/wallet/transactions": { query: walletHistoryQuerySchema, response: pageOf(walletTransactionSchema) },
  "GET /auth/wallet/checkouts/{id}": { params: checkoutIdParamsSchema, response: dataOf(checkoutOutcomeSchema) },
  "GET /auth/wallet/top-ups": { query: pageQuerySchema, response: pageOf(topUpSchema) },
  "POST /auth/checkout-intent": { body: checkoutIntentSchema, response: dataOf(checkoutStartedSchema) },
  "GET /auth/payment-methods": { response: dataOf(z.array(paymentMethodSchema)) },
  "POST /auth/payment-methods/{id}/default": { params: paymentMethodParamsSchema, response: dataOf(z.array(paymentMethodSchema)) },
  "DELETE /auth/payment-methods/{id}": { params: paymentMethodParamsSchema, response: dataOf(z.array(paymentMethodSchema)) },
  "GET /plans": { response: dataOf(z.array(planSchema)) },
  "GET /auth/me/subs": { response: dataOf(z.array(subscriptionDetailSchema)) },
  "GET /auth/subscription-allowance": { response: dataOf(subscriptionAllowanceSchema) },
  "POST /auth/subscriptions/quote": { body: planChoiceSchema, response: dataOf(planChargeQuoteSchema) },
  "POST /auth/subscriptions": { body: planChoiceSchema, response: dataOf(subscribedSchema) },
  "PUT /auth/subscriptions": { body: planChoiceSchema, response: dataOf(subscriptionChangedSchema) },
  "POST /auth/subscriptions/cancel": { response: dataOf(subscriptionsSchema) },
  "POST /auth/subscriptions/resume": { response: dataOf(subscriptionsSchema) },
  "GET /brand-profiles": { response: dataOf(z.array(brandProfileSummarySchema)) },
  // Orders (issue 12, decision 025)
  "POST /auth/orders": { body: purchaseOrderRequestSchema, response: purchaseOrderResponseSchema },
  "GET /auth/orders": { query: orderListQuerySchema, response: orderListResponseSchema },
  "GET /auth/orders/{id}": { params: orderIdParamsSchema, response: orderResponseSchema },
  "GET /auth/creator-orders": { query: orderListQuerySchema, response: orderListResponseSchema },
  "GET /auth/order-details/buyer/{id}": { params: orderIdParamsSchema, response: orderDetailsResponseSchema },
  "GET /auth/order-details/creator/{id}": { params: orderIdParamsSchema, response: orderDetailsResponseSchema },
  "POST /auth/orders/{id}/cancel": { params: orderIdParamsSchema, body: cancelOrderRequestSchema, response: orderDetailsResponseSchema },
  "POST /auth/orders/{id}/dispute": { params: orderIdParamsSchema, body: disputeOrderRequestSchema, response: orderDetailsResponseSchema },
  "POST /auth/order_videos/{id}/update-tracking": {
    params: orderIdParamsSchema,
    body: updateTrackingRequestSchema,
    response: orderDetailsResponseSchema,
  },
  /** JSON without a photo; with a photo it is a multipart form (see the route). */
  "POST /auth/order_videos/{id}/mark-received": {
    params: orderIdParamsSchema,
    body: markReceivedRequestSchema,
    response: orderDetailsResponseSchema,
  },
  "POST /auth/order_videos/{id}/approve": { params: orderIdParamsSchema, response: orderDetailsResponseSchema },
  "POST /auth/order_videos/{id}/request-revision": {
    params: orderIdParamsSchema,
    body: requestRevisionRequestSchema,
    response: orderDetailsResponseSchema,
  },
  // Video review (issue 14 §4–§5, decision 032)
  "GET /auth/order_videos/{id}/review": { params: orderIdParamsSchema, response: videoReviewResponseSchema },
  "POST /auth/order_videos/{id}/comments": {
    params: orderIdParamsSchema,
    body: createReviewCommentRequestSchema,
    response: reviewCommentResponseSchema,
  },
  "POST /auth/review_comments/{id}/replies": {
    params: reviewCommentParamsSchema,
    body: replyReviewCommentRequestSchema,
    response: reviewReplyResponseSchema,
  },
  "POST /auth/review_comments/{id}/resolve": {
    params: reviewCommentParamsSchema,
    body: resolveReviewCommentRequestSchema,
    response: reviewCommentResponseSchema,
  },
  "GET /auth/order-videos/recent": { query: recentOrderVideosQuerySchema, response: recentOrderVideosResponseSchema },
  "GET /auth/brand/dashboard": { response: brandDashboardResponseSchema },
  "GET /auth/creator/dashboard": { response: creatorDashboardResponseSchema },
  "GET /auth/products": { response: savedProductsResponseSchema },
  "POST /auth/products": { body: createProductRequestSchema, response: createProductResponseSchema },
  "GET /creator-packages": { response: ownPackageListResponseSchema },
  "POST /creator-packages": { body: createPackageSchema, response: ownPackageResponseSchema },
  "POST /creator-packages/reorder": { body: reorderPackagesSchema, response: ownPackageListResponseSchema },
  "GET /creator-packages/{id}": { params: packageIdSchema, response: ownPackageResponseSchema },
  "PATCH /creator-packages/{id}": { params: packageIdSchema, body: updatePackageSchema, response: ownPackageResponseSchema },
  "DELETE /creator-packages/{id}": { params: packageIdSchema, response: deletePackageResponseSchema },
  "GET /auth/payouts": { response: dataOf(creatorPayoutsSchema) },
  "PUT /auth/payouts/method": { body: payoutMethodInputSchema, response: dataOf(payoutMethodSchema) },
  "POST /auth/payouts": { body: payoutRequestSchema, response: dataOf(payoutSchema) },
  "GET /auth/social-links": { response: dataOf(z.array(socialLinkSchema)) },
  "POST /auth/social-links": { body: socialLinkInputSchema, response: dataOf(socialLinkSchema) },
  "PUT /auth/social-links/{id}": { params: socialLinkParamsSchema, body: socialLinkInputSchema, response: dataOf(socialLinkSchema) },
  "DELETE /auth/social-links/{id}": { params: socialLinkParamsSchema, response: dataOf(z.object({ deleted: z.boolean() })) },
  // Campaigns and proposals (issue 13, decision 028)
  "GET /auth/campaigns/view": { query: campaignBrowseSchema, response: campaignBrowseResponseSchema },
  "GET /auth/campaigns/{id}/view": { params: campaignIdParamsSchema, response: creatorCampaignResponseSchema },
  "POST /auth/campaigns/{id}/proposals": { params: campaignIdParamsSchema, body: proposalInputSchema, response: proposalResponseSchema },
  "GET /auth/campaign/proposals": { response: proposalListResponseSchema },
  "GET /auth/campaign/proposals/{id}": { params: proposalIdParamsSchema, response: proposalResponseSchema },
  "POST /auth/campaign/proposals/{id}": { params: proposalIdParamsSchema, body: proposalDecisionSchema, response: proposalResponseSchema },
  "GET /auth/campaigns": { response: brandCampaignListResponseSchema },
  "POST /auth/campaigns": { body: campaignDraftSchema, response: campaignWriteResponseSchema },
  "GET /auth/campaigns/{id}": { params: campaignIdParamsSchema, response: brandCampaignResponseSchema },
  "PATCH /auth/campaigns/{id}": { params: campaignIdParamsSchema, body: campaignDraftSchema, response: campaignWriteResponseSchema },
  "DELETE /auth/campaigns/{id}": { params: campaignIdParamsSchema, response: campaignDeletedResponseSchema },
  "POST /auth/campaigns/{id}/status": { params: campaignIdParamsSchema, body: campaignActionSchema, response: campaignWriteResponseSchema },
  "GET /auth/campaigns/{id}/proposals": {
    params: campaignIdParamsSchema,
    query: proposalStatusQuerySchema,
    response: proposalListResponseSchema,
  },
  "POST /auth/campaigns/{id}/invitations": {
    params: campaignIdParamsSchema,
    body: invitationInputSchema,
    response: invitationResponseSchema,
  },
  // Licences and the content library (issue 14 item 6, decision 037)
  "GET /auth/content": { query: contentLibraryQuerySchema, response: contentLibraryResponseSchema },
  "GET /auth/licences/{id}": { params: licenceIdParamsSchema, response: licenceDocumentResponseSchema },
  "GET /auth/orders/{id}/licences": { params: orderIdParamsSchema, response: orderLicencesResponseSchema },
  // Brand discovery: the in-app directory, saved lists, ratings (issue 15 items 4–5, decision 034)
  "GET /auth/creators": { query: creatorSearchSchema, response: brandDirectoryResponseSchema },
  "GET /auth/creators/{userId}": { params: creatorUserIdParamsSchema, response: brandCreatorResponseSchema },
  "GET /auth/creator-lists": { response: creatorListsResponseSchema },
  "POST /auth/creator-lists": { body: creatorListInputSchema, response: savedListResponseSchema },
  "GET /auth/creator-lists/{id}": { params: creatorListIdParamsSchema, response: creatorListDetailResponseSchema },
  "PATCH /auth/creator-lists/{id}": { params: creatorListIdParamsSchema, body: creatorListInputSchema, response: savedListResponseSchema },
  "DELETE /auth/creator-lists/{id}": { params: creatorListIdParamsSchema, response: creatorListDeletedResponseSchema },
  "POST /auth/creator-lists/{id}/creators": {
    params: creatorListIdParamsSchema,
    body: creatorListItemInputSchema,
    response: creatorListItemResponseSchema,
  },
  "DELETE /auth/creator-lists/{id}/creators/{userId}": { params: creatorListItemParamsSchema, response: creatorListItemResponseSchema },
  "GET /auth/orders/{id}/rating": { params: orderIdParamsSchema, response: orderRatingResponseSchema },
  "POST /auth/orders/{id}/rating": { params: orderIdParamsSchema, body: ratingInputSchema, response: ratingResponseSchema },
  "PATCH /auth/orders/{id}/rating": { params: orderIdParamsSchema, body: ratingInputSchema, response: ratingResponseSchema },
  "POST /auth/orders/{id}/rating/reply": { params: orderIdParamsSchema, body: ratingReplyInputSchema, response: ratingResponseSchema },
  // Messages (issue 16, decision 029)
  "GET /auth/conversations": { query: listConversationsQuerySchema, response: conversationListSchema },
  "POST /auth/conversations": { body: openConversationSchema, response: openedConversationSchema },
  "GET /auth/conversation/{id}": { params: conversationParamsSchema, query: threadQuerySchema, response: threadSchema },
  "POST /auth/conversation/{id}/messages": { params: conversationParamsSchema, body: sendMessageSchema, response: sentMessageSchema },
  "POST /auth/conversation/{id}/read": { params: conversationParamsSchema, response: markConversationReadResultSchema },
  "POST /auth/conversation/{id}/block": { params: conversationParamsSchema, body: blockSchema, response: blockResultSchema },
  "POST /auth/conversation/{id}/report": { params: conversationParamsSchema, body: reportSchema, response: reportResultSchema },
  // Reports of content to the admins (moderation)
  "POST /auth/reports": { body: createReportSchema, response: createdReportResponseSchema },
} as const satisfies Record<string, Endpoint>;

/** Our own routes under /api/auth (Better Auth serves the rest of /api/auth). Paths are absolute. */
export const apiAuth = {
  "GET /api/auth/me": { response: meSchema.nullable() },
  "GET /api/auth/brand/payment-info": { response: dataOf(brandPaymentInfoSchema) },
  "PUT /api/auth/brand/payment-info": { body: billingAddressSchema.partial(), response: dataOf(billingAddressSchema) },
} as const satisfies Record<string, Endpoint>;

export type ApiV1 = typeof apiV1;
export type ApiAuth = typeof apiAuth;

/** What JSON makes of a value: dates arrive as ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends readonly (infer U)[]
      ? readonly Wire<U>[]
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

type Field<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : never;
/** The success body of an endpoint, as the client receives it. */
export type ResponseOf<E extends Endpoint> = Wire<z.output<E["response"]>>;
/** The JSON body an endpoint takes (what the client sends: before defaults are applied). */
export type BodyOf<E extends Endpoint> = z.input<Field<E, "body">>;
/** The query an endpoint takes. */
export type QueryOf<E extends Endpoint> = z.input<Field<E, "query">>;
