DROP INDEX "ledger_transfer_reference_type_reference_id_index";--> statement-breakpoint
DROP INDEX "market_order_buyer_account_id_created_at_index";--> statement-breakpoint
DROP INDEX "market_order_creator_user_id_created_at_index";--> statement-breakpoint
CREATE INDEX "ledger_transfer_reference_type_reference_id_reason_amount_index" ON "ledger_transfer" USING btree ("reference_type","reference_id","reason","amount");--> statement-breakpoint
CREATE INDEX "campaign_active_niches_index" ON "campaign" USING gin ("niches") WHERE "campaign"."status" = 'active';--> statement-breakpoint
CREATE INDEX "campaign_proposal_campaign_id_created_at_id_index" ON "campaign_proposal" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "market_order_buyer_account_id_created_at_id_status_index" ON "market_order" USING btree ("buyer_account_id","created_at","id","status");--> statement-breakpoint
CREATE INDEX "market_order_creator_user_id_created_at_id_status_index" ON "market_order" USING btree ("creator_user_id","created_at","id","status");