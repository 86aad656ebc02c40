/** The ledger module (docs/product/money.md): the only writer of the ledger tables. */
export * from "./types";
export { transfer, transferAll } from "./transfer";
export { TransferBatcher, batcherFor } from "./transfer-batcher";
export { getBalance } from "./get-balance";
export { listEntries, type LedgerEntryView, type ListEntriesInput } from "./list-entries";
export { checkConsistency, type ConsistencyReport } from "./check-consistency";
export { fundEscrow, orderFundingTransfer, type OrderFunding } from "./fund-escrow";
export { releaseEscrow, platformFee } from "./release-escrow";
export { refundEscrow } from "./refund-escrow";
export { requestPayout, settlePayout, MIN_PAYOUT_CENTS } from "./payouts";
export { chargeSubscription } from "./charge-subscription";
