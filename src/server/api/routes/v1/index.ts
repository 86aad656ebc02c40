import { apiRouter } from "../../openapi";
import { healthRoutes } from "../health";
import { adResultRoutes } from "./ad-results";
import { apiKeyRoutes } from "./api-keys";
import { campaignRoutes } from "./campaigns";
import { creatorProfileRoutes } from "./creator-profile";
import { creatorRoutes } from "./creators";
import { devRoutes } from "./dev";
import { discoveryRoutes } from "./discovery";
import { emailPreferenceRoutes } from "./email-preferences";
import { identityRoutes } from "./identity";
import { captionRoutes } from "./captions";
import { licenceRoutes } from "./licences";
import { liveRoutes } from "./live";
import { mediaRoutes } from "./media";
import { messageRoutes } from "./messages";
import { notificationRoutes } from "./notifications";
import { onboardingRoutes } from "./onboarding";
import { orderRoutes } from "./orders";
import { billingRoutes } from "./billing";
import { briefChecklistRoutes } from "./brief-checklist";
import { packageRoutes } from "./packages";
import { paidUsageRoutes } from "./paid-usage";
import { paymentRoutes } from "./payments";
import { renditionRoutes } from "./renditions";
import { reportRoutes } from "./reports";
import { reviewRoutes } from "./reviews";
import { payoutRoutes } from "./payouts";
import { socialLinkRoutes } from "./social-links";
import { storeRoutes } from "./store";
import { videoCheckRoutes } from "./video-checks";
import { variantRoutes } from "./variants";
import { videoRoutes } from "./videos";
import { walletRoutes } from "./wallet";
import { webhookRoutes } from "./webhooks";
import { webhookEndpointRoutes } from "./webhook-endpoints";

/** The main API (docs/product/api-conventions.md, v1). Each resource adds its router here. */
export function createV1() {
  return apiRouter()
    .route("/", healthRoutes)
    .route("/", onboardingRoutes)
    .route("/", identityRoutes)
    .route("/", creatorRoutes)
    .route("/", creatorProfileRoutes)
    .route("/", notificationRoutes)
    .route("/", emailPreferenceRoutes)
    .route("/", devRoutes)
    .route("/", walletRoutes)
    .route("/", paymentRoutes)
    .route("/", payoutRoutes)
    .route("/", socialLinkRoutes)
    .route("/", webhookRoutes)
    .route("/", billingRoutes)
    .route("/", mediaRoutes)
    .route("/", campaignRoutes)
    .route("/", discoveryRoutes)
    .route("/", packageRoutes)
    .route("/", orderRoutes)
    .route("/", reviewRoutes)
    .route("/", briefChecklistRoutes)
    .route("/", captionRoutes)
    .route("/", licenceRoutes)
    .route("/", renditionRoutes)
    .route("/", messageRoutes)
    .route("/", reportRoutes)
    .route("/", liveRoutes)
    .route("/", videoRoutes)
    .route("/", videoCheckRoutes)
    .route("/", variantRoutes)
    .route("/", paidUsageRoutes)
    .route("/", storeRoutes)
    .route("/", apiKeyRoutes)
    .route("/", webhookEndpointRoutes)
    .route("/", adResultRoutes);
}
