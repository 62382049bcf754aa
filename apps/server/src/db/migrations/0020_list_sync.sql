ALTER TABLE "shopping_list_items" ADD COLUMN "checked_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "checked_by" uuid;--> statement-breakpoint
CREATE TABLE "list_sync_devices" (
	"user_id" text NOT NULL,
	"device_id" uuid NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_sync_devices_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "list_sync_devices" ADD CONSTRAINT "list_sync_devices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
