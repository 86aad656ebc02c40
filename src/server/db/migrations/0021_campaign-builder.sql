ALTER TABLE "saved_product" ADD COLUMN "image_url" text;
